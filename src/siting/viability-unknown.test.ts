/**
 * The viability map's third state (issue 7 items 1 and 5): "unknown" (não levantado) where a
 * category the distance rules need is not surveyed around the cell; its area and the
 * categories to survey in the summary; --assume-surveyed for planning, said in the result;
 * and a fresh install (nothing imported) maps the pack's shipped boundary as all unknown.
 * Belém art. 2º, I, a: 500 m from another GLP outlet.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { glp, scratchDir } from '../../test/support/cli.ts';
import { packs } from '../../test/support/packs.ts';
import { rec, registryWith, square, surveyedAll } from '../../test/support/places.ts';
import { cellAt } from '../../test/support/viability.ts';
import { destination } from './geom.ts';
import { computeViability } from './viability.ts';
import { viabilitySvg } from './viability-render.ts';

const belem = packs.require('belem-pa');
const C: [number, number] = [-48.47, -1.4];
const opts = { date: '2025-06-01', activity: 'glp-resale', normClass: 'I', resolutionM: 50 };

describe('viability: unknown where the registry is not surveyed', () => {
  it('nothing declared: no cell is allowed, all of the municipality is unknown, and the categories are named', () => {
    const map = computeViability(registryWith('belem-pa', [], { surveyed: false }), belem, 'belem-pa', opts);
    assert.equal(map.stats.allowedCells, 0);
    assert.ok(map.stats.unknownAreaKm2 > 100, `unknown ${map.stats.unknownAreaKm2} km²`);
    assert.ok(map.unsurveyed.some((u) => u.category === 'glp-outlet' && u.reason === 'undeclared'));
    // The category by its name (Belém art. 1: "Posto Revendedor de GLP") and the id the command takes.
    assert.ok(
      map.notes.some((n) =>
        /Cadastro não levantado: posto revendedor de GLP \(glp-outlet\), exigido a 500 m — .*glp places survey declare belem-pa glp-outlet/.test(
          n,
        ),
      ),
    );
    const en = computeViability(registryWith('belem-pa', [], { surveyed: false }), belem, 'belem-pa', { ...opts, lang: 'en' });
    assert.ok(
      en.notes.some((n) =>
        /Registry not surveyed: GLP outlet \(glp-outlet\), needed to 500 m — .*--source SOURCE --date YYYY-MM-DD/.test(n),
      ),
      en.notes.join('\n'),
    );
    assert.equal(cellAt(map, C), 'unknown');
    // The previews say it too: the SVG legend gives the unknown area.
    assert.match(viabilitySvg(map, [], 'Belém'), /desconhecido \d+[.,]\d{2} km²/);
    const features = (map.geojson?.features ?? []) as { properties: { kind: string } }[];
    assert.ok(features.some((f) => f.properties.kind === 'unknown'));
    assert.ok(!features.some((f) => f.properties.kind === 'allowed'));
  });

  it('everything declared: no unknown area', () => {
    const map = computeViability(registryWith('belem-pa', []), belem, 'belem-pa', opts);
    assert.equal(map.stats.unknownCells, 0);
    assert.deepEqual(map.unsurveyed, []);
    assert.equal(cellAt(map, C), 'allowed');
  });

  it('outlets surveyed over a 6 km square: allowed inside it farther than 500 m from its edge, unknown nearer and outside', () => {
    const decls = surveyedAll('belem-pa').map((d) => (d.category === 'glp-outlet' ? { ...d, area: square(C, 3000) } : d));
    const reg = registryWith('belem-pa', [], { surveyed: false }).addSurveys(decls);
    const map = computeViability(reg, belem, 'belem-pa', opts);
    assert.equal(cellAt(map, C), 'allowed');
    // 3 000 − 600 = 2 400 m east: the 500 m circle stays inside; 2 600 m: it crosses the edge.
    assert.equal(cellAt(map, destination(C, 90, 2400)), 'allowed');
    assert.equal(cellAt(map, destination(C, 90, 2600)), 'unknown');
    assert.equal(cellAt(map, destination(C, 90, 3500)), 'unknown');
    assert.ok(map.unsurveyed.some((u) => u.category === 'glp-outlet' && u.reason === 'partial'));
  });

  it('a registered outlet still excludes its 500 m where nothing is declared: excluded wins over unknown', () => {
    const outlet = rec('o1', 'belem-pa', 'glp-outlet', { type: 'Point', coordinates: C }, { status: 'licensed' });
    const map = computeViability(registryWith('belem-pa', [outlet], { surveyed: false }), belem, 'belem-pa', opts);
    assert.equal(cellAt(map, destination(C, 90, 300)), 'excluded');
    assert.equal(cellAt(map, destination(C, 90, 800)), 'unknown');
  });

  it('assumeSurveyed: planning map without unknown area, and it says so', () => {
    const map = computeViability(registryWith('belem-pa', [], { surveyed: false }), belem, 'belem-pa', { ...opts, assumeSurveyed: true });
    assert.equal(map.stats.unknownCells, 0);
    assert.equal(cellAt(map, C), 'allowed');
    assert.equal(map.assumeSurveyed, true);
    assert.equal(map.geojson?.assumeSurveyed, true);
    assert.ok(map.notes.some((n) => /assume-surveyed/.test(n)));
  });
});

describe('glp viability on a fresh install (issue 7 item 5)', () => {
  it('salvador-ba with nothing imported: the shipped boundary, everything unknown, the categories to survey', async () => {
    const data = join(scratchDir(), 'fresh');
    const r = await glp(['viability', 'salvador-ba', '--data', data, '--quiet']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /permitido só quanto às distâncias: 0 km²/);
    assert.match(
      r.out,
      /desconhecido \(não levantado\): 7\d\d,\d+ km² .* categorias a levantar: empresa de engarrafamento de GLP \(glp-bottling-plant\), depósito de GLP \(glp-depot\), posto revendedor de GLP \(glp-outlet\), local de grande aglomeração \(public-assembly\)/,
    );
    assert.match(r.out, /glp places survey declare salvador-ba glp-outlet/);
    const a = await glp(['viability', 'salvador-ba', '--data', data, '--quiet', '--assume-surveyed']);
    assert.equal(a.code, 0, a.err);
    assert.match(a.out, /desconhecido \(não levantado\): 0 km²/);
    assert.match(a.out, /--assume-surveyed/);
  });
});

describe('viability: a place of a counted-status rule whose status is not known (VdC art. 23 II, depot-counted-statuses)', () => {
  const vdc = packs.require('vitoria-da-conquista-ba');
  const D: [number, number] = [-40.84, -14.86];
  const depot = (status: string | null) =>
    rec('d1', 'vitoria-da-conquista-ba', 'fuel-depot', { type: 'Point', coordinates: D }, status === null ? {} : { status });
  const at = (status: string | null, metres: number) =>
    cellAt(
      computeViability(registryWith('vitoria-da-conquista-ba', [depot(status)]), vdc, 'vitoria-da-conquista-ba', opts),
      destination(D, 90, metres),
    );
  it('an existing depot excludes 100 m around it; a closed one does not; one of unknown status excludes (never a free area by omission)', () => {
    assert.equal(at('existing', 60), 'excluded');
    assert.equal(at('closed', 60), 'allowed');
    assert.equal(at(null, 60), 'excluded');
    assert.equal(at(null, 300), 'allowed');
  });
});
