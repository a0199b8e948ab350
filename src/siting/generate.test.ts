/** The seeded generator: reproducible, inside the real boundaries, city to national scale. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { generateRegistry } from './generate.ts';
import { pointInRings, referencePoint } from './geom.ts';
import { glp, scratchDir } from '../../test/support/cli.ts';
import { packs } from '../../test/support/packs.ts';
import { packFor } from './pack-of.ts';
import { realBoundaries } from './synthetic-municipalities.ts';

describe('synthetic registries', () => {
  it('are reproducible from the seed and differ between seeds', () => {
    const a = generateRegistry(packs, { seed: 9, cities: ['nova-odessa-sp'] });
    const b = generateRegistry(packs, { seed: 9, cities: ['nova-odessa-sp'] });
    const c = generateRegistry(packs, { seed: 10, cities: ['nova-odessa-sp'] });
    assert.deepEqual(a, b);
    assert.notDeepEqual(a.records, c.records);
  });

  it('put every place inside its real municipality, with realistic counts at city scale', () => {
    const g = generateRegistry(packs, { seed: 2 });
    const bounds = realBoundaries(packs);
    const count = (m: string, cat: string) =>
      g.records.filter((r) => r.municipality === m && r.category === cat && r.status !== 'closed').length;
    // ≈ 2,5 outlets per 10 000 inhabitants: Salvador ≈ 600, Nova Odessa ≈ 15.
    assert.ok(count('salvador-ba', 'glp-outlet') > 500 && count('salvador-ba', 'glp-outlet') < 700);
    assert.ok(count('nova-odessa-sp', 'glp-outlet') >= 10 && count('nova-odessa-sp', 'glp-outlet') <= 25);
    for (const r of g.records) {
      if (!r.geometry || r.category === 'municipal-boundary' || r.category === 'zone' || r.category === 'urban-perimeter') continue;
      const [x, y] = referencePoint(r.geometry);
      assert.ok(pointInRings(x, y, bounds.get(r.municipality)?.coordinates ?? []), `${r.id} inside ${r.municipality}`);
    }
    const statuses = new Set(g.records.filter((r) => r.category === 'glp-outlet').map((r) => r.status));
    assert.deepEqual([...statuses].sort(), ['closed', 'construction-approved', 'existing', 'licensed', 'pending']);
    assert.ok(g.records.some((r) => r.category === 'school' && r.geometry?.type === 'Polygon'));
    assert.ok(g.records.some((r) => r.category === 'glp-outlet' && r.geometry?.type === 'Polygon'));
  });

  it('reach national scale with clones of the four cities that use their packs', () => {
    const g = generateRegistry(packs, { seed: 1, scale: 'national' });
    const outlets = new Set(g.records.filter((r) => r.category === 'glp-outlet').map((r) => `${r.municipality}|${r.data.externalId}`));
    assert.equal(outlets.size, 60_000);
    const sensitive = g.records.filter((r) => !['glp-outlet', 'zone', 'urban-perimeter', 'municipal-boundary'].includes(r.category));
    assert.equal(sensitive.length, 200_000);
    const clones = g.municipalities.filter((m) => m.synthetic);
    assert.ok(clones.length > 200);
    for (const m of clones) {
      assert.match(m.id, /^(salvador-ba|belem-pa|vitoria-da-conquista-ba|nova-odessa-sp)~\d{3}$/);
      assert.equal(packFor(packs, m.id)?.id, m.base);
      assert.match(m.ibge, /^9\d{6}$/);
    }
    assert.ok(g.records.filter((r) => r.municipality.includes('~')).every((r) => r.source.includes('sintético')));
  });

  it('glp generate writes a file that glp places import reads', async () => {
    const dir = scratchDir();
    const out = join(dir, 'syn.geojson');
    const r = await glp(['generate', '--city', 'nova-odessa-sp', '--seed', '4', '--out', out]);
    assert.equal(r.code, 0, r.err);
    const doc = JSON.parse(readFileSync(out, 'utf8')) as { features: unknown[] };
    assert.ok(doc.features.length > 50);
    const imp = await glp(['places', 'import', 'nova-odessa-sp', out, '--data', join(dir, 'db')]);
    assert.equal(imp.code, 0, imp.err);
    const bad = await glp(['generate', '--scale', 'planet', '--out', out]);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /--scale: encontrado "planet", esperado um de city, national/);
  });
});
