/**
 * A municipality added by its directory alone. test/fixtures/packs/pedra-azul-xx is a small
 * fictitious law (Lei 42/2025 of Pedra Azul do Sul) with a fact no other pack has (the service
 * point's opening hours), a place category no other pack uses (street-market), its parameters,
 * rules, transition and scenario cases. Nothing outside that directory names it: the registry
 * loads it from the directory (alone, or with laws/), and validation, evaluation, the JSON
 * Schema, the CLI (GLP_PACK_DIRS) and the siting importer all read what it declares.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { evaluateDocument } from '../src/app/evaluate-document.ts';
import { DEFAULT_PACK_DIR, loadPackRegistry } from '../src/app/packs.ts';
import { InputError } from '../src/core/input/validate.ts';
import { municipalityInputJsonSchema } from '../src/core/json-schema.ts';
import type { PackRegistry } from '../src/core/registry.ts';
import type { EvaluationResult } from '../src/core/types.ts';
import { readGeoJson } from '../src/formats/geojson.ts';
import { planImport } from '../src/siting/import.ts';
import { readCases } from './support/cases.ts';
import { scratchDir } from './support/cli.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const FIXTURE_DIR = join(root, 'test/fixtures/packs');
const ID = 'pedra-azul-xx';
const base = JSON.parse(readFileSync(join(FIXTURE_DIR, ID, 'cases/base/point.json'), 'utf8')) as Record<string, unknown>;

const alone = await loadPackRegistry([FIXTURE_DIR]);
const withLaws = await loadPackRegistry([DEFAULT_PACK_DIR, FIXTURE_DIR]);
const lawsOnly = await loadPackRegistry();

const DATE = '2025-06-01';
const evaluateIn = (packs: PackRegistry, doc: unknown, date = DATE): EvaluationResult =>
  evaluateDocument(packs, doc, { date, fallbackDate: date }).result;
const statuses = (r: EvaluationResult) => Object.fromEntries(r.findings.map((f) => [f.rule.slice(ID.length + 1), f.status]));
const problemsOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e.problems;
    throw e;
  }
  return assert.fail('expected an InputError');
};

describe('a municipality whose pack lives in its own directory', () => {
  it('is found by its directory, alone or beside laws/', () => {
    assert.deepEqual(alone.ids(), [ID]);
    assert.deepEqual(withLaws.ids(), [...lawsOnly.ids(), ID]);
    assert.ok(!lawsOnly.ids().includes(ID), 'laws/ does not know it');
  });

  it("validates a document with its law's own facts, and evaluates it (the app layer)", () => {
    for (const packs of [alone, withLaws]) {
      const r = evaluateIn(packs, base);
      assert.equal(r.municipality, ID);
      assert.equal(r.verdict, 'approvable');
      assert.deepEqual(statuses(r), { art2: 'satisfied', 'art2-parU': 'satisfied', art3: 'satisfied', art4: 'satisfied' });
      const late = evaluateIn(packs, { ...base, servicePoint: { opensAt: '07:00', closesAt: '19:01', hoursPosted: true } });
      assert.equal(late.verdict, 'not-approvable');
      assert.equal(statuses(late).art2, 'violated');
    }
  });

  it("runs its scenario cases (read with the cases runner's loader from the fixture directory)", () => {
    const { cases, problems } = readCases(FIXTURE_DIR);
    assert.deepEqual(problems, []);
    assert.ok(cases.length >= 10, `${cases.length} cases`);
    for (const c of cases) {
      const r = evaluateDocument(alone, c.input, { date: c.date, fallbackDate: c.date, lang: c.lang, overrides: c.overrides }).result;
      const at = `${c.file} › ${c.name}`;
      if (c.expect.verdict !== undefined) assert.equal(r.verdict, c.expect.verdict, at);
      const got = Object.fromEntries(r.findings.map((f) => [f.rule, f.status]));
      for (const [rule, status] of Object.entries(c.expect.findings ?? {})) assert.equal(got[rule], status, `${at}: ${rule}`);
      for (const m of c.expect.missing ?? [])
        assert.ok(
          r.missing.some((x) => x.fact === m),
          `${at}: missing ${m}`,
        );
    }
  });

  it("refuses its facts in another municipality's document, naming the field and whose law it is", () => {
    const doc = { municipality: 'belem-pa', activity: 'glp-resale', servicePoint: { opensAt: '07:00' } };
    const [p] = problemsOf(() => evaluateIn(withLaws, doc));
    assert.equal(p?.field, 'servicePoint');
    assert.match(p?.expected ?? '', /not a fact of belem-pa's law/);
    assert.match(p?.expected ?? '', /pedra-azul-xx/);
    // Without the fixture loaded, the field is simply unknown.
    assert.equal(problemsOf(() => evaluateIn(lawsOnly, doc))[0]?.field, 'servicePoint');
  });

  it('publishes its JSON Schema: the shared vocabulary plus its fact and its place category', () => {
    const pack = alone.require(ID);
    const s = municipalityInputJsonSchema(pack) as { properties: Record<string, unknown> };
    assert.ok(s.properties.servicePoint, 'servicePoint');
    assert.ok(s.properties.lot && s.properties.storage, 'the shared vocabulary');
    assert.match(JSON.stringify(s.properties.nearby), /"street-market"/);
    const belem = municipalityInputJsonSchema(withLaws.require('belem-pa')) as { properties: Record<string, unknown> };
    assert.equal(belem.properties.servicePoint, undefined);
    assert.doesNotMatch(JSON.stringify(belem.properties.nearby), /street-market/);
  });

  it('imports a place of its own category into the registry, by id or by the name it declares', () => {
    const municipality = { id: ID, name: 'Pedra Azul do Sul', uf: 'XX', ibge: '9999999' };
    const geojson = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { category: 'street-market', name: 'Feira da Praça' },
          geometry: { type: 'Point', coordinates: [-45, -20] },
        },
        {
          type: 'Feature',
          properties: { category: 'Feira Livre', name: 'Feira do Bairro' },
          geometry: { type: 'Point', coordinates: [-45.01, -20] },
        },
      ],
    });
    const opts = { municipality, source: 'teste', importedAt: '2026-01-15T12:00:00.000Z' };
    const plan = planImport('geojson', readGeoJson(geojson, 'feiras.geojson'), { ...opts, packs: withLaws });
    assert.deepEqual(plan.problems, []);
    assert.deepEqual(
      plan.drafts.map((d) => d.category),
      ['street-market', 'street-market'],
    );
    // The packs of laws/ declare no such category: the row is refused, naming what is accepted.
    const refused = planImport('geojson', readGeoJson(geojson, 'feiras.geojson'), { ...opts, packs: lawsOnly });
    assert.equal(refused.problems[0]?.field, 'category');
    assert.doesNotMatch(refused.problems[0]?.expected ?? '', /street-market/);
  });
});

describe('the same municipality through the glp command (GLP_PACK_DIRS)', () => {
  const glp = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [join(root, 'bin/glp.mjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', DATABASE_URL: '', ...env },
    });
  const dirs = { GLP_PACK_DIRS: FIXTURE_DIR };

  it('evaluates a document, prints its schema and imports a street market', () => {
    const dir = scratchDir('glp-throwaway-');
    const doc = join(dir, 'point.json');
    writeFileSync(doc, JSON.stringify({ ...base, date: DATE }));
    const ev = glp(['evaluate', doc, '--format', 'json'], dirs);
    assert.equal(ev.status, 0, ev.stderr);
    const r = JSON.parse(ev.stdout) as EvaluationResult;
    assert.equal(r.municipality, ID);
    assert.equal(r.verdict, 'approvable');
    const without = glp(['evaluate', doc]);
    assert.equal(without.status, 2);
    assert.match(without.stderr, /municipality \(município\): encontrado "pedra-azul-xx"/);

    const schema = glp(['schema', 'input', ID], dirs);
    assert.equal(schema.status, 0, schema.stderr);
    assert.ok((JSON.parse(schema.stdout) as { properties: Record<string, unknown> }).properties.servicePoint);

    const places = join(dir, 'feiras.geojson');
    writeFileSync(
      places,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [{ type: 'Feature', properties: { name: 'Feira da Praça' }, geometry: { type: 'Point', coordinates: [-45, -20] } }],
      }),
    );
    const data = join(dir, 'data');
    const imp = glp(['places', 'import', ID, places, '--category', 'street-market', '--data', data, '--quiet'], dirs);
    assert.equal(imp.status, 0, imp.stderr);
    const out = join(dir, 'out.geojson');
    const exp = glp(['places', 'export', ID, '--out', out, '--data', data], dirs);
    assert.equal(exp.status, 0, exp.stderr);
    const exported = JSON.parse(readFileSync(out, 'utf8')) as { features: { properties: { category: string; name: string } }[] };
    assert.deepEqual(
      exported.features.map((f) => [f.properties.category, f.properties.name]),
      [['street-market', 'Feira da Praça']],
    );
  });
});
