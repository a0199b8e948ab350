/**
 * Golden siting checks: each fixture (src/siting/fixtures/*.geojson) is a small map — the
 * lot and the registered places around it — with the findings the law must give. The
 * expected distances were built into the geometry (points placed with GeographicLib's
 * direct problem at exactly that distance, perpendicular to a lot edge where the law
 * measures edge to edge), so they do not come from the code under test.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import { loadFixture } from '../../test/support/siting-fixtures.ts';
import { evaluateWithRegistry } from './nearby.ts';

const DIR = new URL('./fixtures/', import.meta.url);

const files = readdirSync(DIR).filter((f) => f.endsWith('.geojson') && !f.startsWith('import-'));

for (const file of files) {
  test(`golden siting fixture ${file}`, () => {
    const { fx, registry, input } = loadFixture(file);
    const pack = packs.get(fx.municipality);
    assert.ok(pack, `pack ${fx.municipality}`);
    const { result, report, input: filled } = evaluateWithRegistry(registry, pack, input, { date: fx.date, lang: 'pt' });
    for (const [rule, exp] of Object.entries(fx.expect ?? {})) {
      const f = result.findings.find((x) => x.rule === rule);
      assert.ok(f, `${fx.name}: finding ${rule}`);
      assert.equal(f.status, exp.status, `${fx.name}: ${rule}: ${f.message}`);
      if (exp.places) {
        const got = (f.places ?? []).map((p) => ({ id: p.id, distanceM: p.distanceM }));
        assert.deepEqual(got, exp.places, `${fx.name}: ${rule} places`);
        // The finding names the place's source (with the import date) and how it was measured.
        for (const p of f.places ?? []) {
          assert.match(p.source ?? '', /importado em 15\/01\/2026/);
          assert.match(p.method ?? '', /geodésica/);
        }
      }
      if (exp.missing) assert.deepEqual(f.missing, exp.missing);
      if (exp.blocked)
        assert.deepEqual(
          report.blocked.flatMap((b) => b.unlocated.map((u) => u.id)),
          exp.blocked,
        );
    }
    if (fx.expectZone) {
      const z = { ...filled.zone };
      if (typeof z.distanceToUrbanPerimeterM === 'number')
        z.distanceToUrbanPerimeterM = Math.round(z.distanceToUrbanPerimeterM * 100) / 100;
      assert.deepEqual(z, fx.expectZone);
    }
  });
}

test('the registry answers as of the date: a place not yet in force is not listed', () => {
  const { registry, input } = loadFixture('belem-outlets-points.geojson');
  const pack = packs.get('belem-pa');
  assert.ok(pack);
  const before = evaluateWithRegistry(registry, pack, input, { date: '2024-06-01' });
  const after = evaluateWithRegistry(registry, pack, input, { date: '2025-06-01' });
  const near = (r: typeof before) => r.input.nearby?.places?.map((p) => p.id);
  assert.ok(!near(before)?.includes('o-future'));
  assert.ok(near(after)?.includes('o-future'));
  const f = after.result.findings.find((x) => x.rule === 'belem-pa/art2-I-a');
  assert.equal(f?.places?.[0]?.id, 'o-future');
});

test('a located record supersedes the unlocated one of the same id (an ANP reseller located later)', () => {
  const { registry, input } = loadFixture('belem-unlocated.geojson');
  const pack = packs.get('belem-pa');
  assert.ok(pack);
  const blocked = evaluateWithRegistry(registry, pack, input, { date: '2024-06-01' });
  assert.equal(blocked.report.blocked.length, 1);
  const unlocated = registry.get('belem-pa')?.unlocated[0];
  assert.ok(unlocated);
  registry.add({
    ...unlocated,
    id: 'anp-1-located',
    geometry: { type: 'Point', coordinates: [-48.5, -1.45] },
    data: { externalId: 'anp-1' },
  });
  const r = evaluateWithRegistry(registry, pack, input, { date: '2024-06-01' });
  assert.deepEqual(r.report.blocked, []);
  assert.equal(r.result.findings.find((f) => f.rule === 'belem-pa/art2-I-a')?.status, 'satisfied');
});

test('the establishment is never its own neighbour, and typed places are kept', () => {
  const { registry, input } = loadFixture('belem-outlets-points.geojson');
  const pack = packs.get('belem-pa');
  assert.ok(pack);
  const typed = { ...input, nearby: { surveyed: { school: 50 }, places: [{ id: 'typed', category: 'school' as const, distanceM: 3 }] } };
  const r = evaluateWithRegistry(registry, pack, typed, { date: '2024-06-01', selfId: 'o-near' });
  const ids = r.input.nearby?.places?.map((p) => p.id) ?? [];
  assert.ok(!ids.includes('o-near'));
  assert.ok(ids.includes('typed'));
  assert.equal(r.input.nearby?.surveyed?.school, 50);
});

test('first come (Belém art. 2 I a at a renewal): an outlet dated after this one is listed with its date and left out; undated, it counts', () => {
  const { registry, input } = loadFixture('belem-outlets-points.geojson');
  const pack = packs.get('belem-pa');
  assert.ok(pack);
  const renewal = { ...input, application: { type: 'renewal' as const }, establishment: { startDate: '2020-01-01' } };
  const r = evaluateWithRegistry(registry, pack, renewal, { date: '2025-06-01' });
  // The registry's date of the outlet (its validFrom) travels with it, so the stored input says it.
  const future = r.input.nearby?.places?.find((p) => p.id === 'o-future');
  assert.equal(future?.since, '2025-01-01');
  const f = r.result.findings.find((x) => x.rule === 'belem-pa/art2-I-a');
  // The earlier outlet at 499,99 m still decides; the later one, nearer, does not.
  assert.equal(f?.status, 'violated');
  assert.equal(f?.places?.[0]?.id, 'o-near');
  const undated = evaluateWithRegistry(registry, pack, renewal, { date: '2025-06-01', undated: true });
  assert.equal(undated.input.nearby?.places?.find((p) => p.id === 'o-future')?.since, undefined);
  assert.equal(undated.result.findings.find((x) => x.rule === 'belem-pa/art2-I-a')?.places?.[0]?.id, 'o-future');
});
