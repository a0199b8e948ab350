/**
 * Batch re-evaluation and what-if: Belém's 500 m changed to 300 m flips exactly the outlets
 * whose earlier neighbour is between 300 and 500 m; a school opening makes a licensed
 * outlet too close (NBR 15514 distances, art. 2º, I, b); first come, first served among
 * outlets; the parallel pool gives the single-threaded answer; the command line.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { reevaluate } from './batch.ts';
import { renderReevaluation } from './batch-render.ts';
import { destination } from './geom.ts';
import { PlaceRegistry } from './registry.ts';
import { glp, scratchDir } from '../../test/support/cli.ts';
import { packs } from '../../test/support/packs.ts';
import { surveyedAll } from '../../test/support/places.ts';
import type { PlaceRecord } from './types.ts';

const M = 'belem-pa';
const O: [number, number] = [-48.47, -1.4];

function outlet(id: string, at: [number, number], start: string, extra: Partial<PlaceRecord> = {}): PlaceRecord {
  return {
    id,
    municipality: M,
    category: 'glp-outlet',
    status: 'licensed',
    name: `Revenda ${id}`,
    geometry: { type: 'Point', coordinates: at },
    source: 'Cadastro municipal',
    importedAt: '2026-01-15T12:00:00.000Z',
    validFrom: start,
    validTo: null,
    data: {
      externalId: id,
      startDate: start,
      input: {
        establishment: { startDate: start },
        // No fire-resistant wall: NBR 15514's distances are not halved (Belém art. 2 I b).
        storage: { containers: [{ capacityKg: 13, state: 'full', count: 40 }], fireWall: { present: false } },
      },
    },
    version: 1,
    ...extra,
  };
}

/** Pairs of outlets 2 km apart from each other, each pair at a chosen separation. */
function belemRegistry(): PlaceRecord[] {
  const at = (k: number, d: number): [[number, number], [number, number]] => {
    const a = destination(O, 90, k * 2000);
    return [a, destination(a, 0, d)];
  };
  const [a, b] = at(0, 350);
  const [c, d] = at(1, 450);
  const [e, f] = at(2, 250);
  const [g, h] = at(3, 200);
  const [i] = at(4, 0);
  return [
    outlet('A', a, '2013-01-10'),
    outlet('B', b, '2016-05-02'),
    outlet('C', c, '2014-03-01'),
    outlet('D', d, '2018-07-01'),
    outlet('E', e, '2014-01-01'),
    outlet('F', f, '2019-01-01'),
    outlet('G', g, '2010-01-01'),
    outlet('H', h, '2015-01-01'),
    outlet('I', i, '2015-01-01'),
  ];
}

describe('what-if', () => {
  it('Belém 500 m → 300 m flips the outlets whose earlier neighbour is between 300 and 500 m', () => {
    const reg = PlaceRegistry.fromRecords(belemRegistry()).addSurveys(surveyedAll(M));
    const r = reevaluate(packs, reg, { date: '2025-06-01', whatIf: { 'belem-pa/min-distance-between-outlets': 300 } });
    assert.equal(r.baseline.kind, 'law-in-force');
    assert.equal(r.evaluated, 9);
    assert.deepEqual(
      r.changes.map((c) => `${c.id}: ${c.before} → ${c.after}`),
      ['B: violates → compliant', 'D: violates → compliant'],
    );
    const b = r.changes[0]?.rules.find((x) => x.rule === 'belem-pa/art2-I-a');
    assert.equal(b?.before, 'violated');
    assert.equal(b?.after, 'satisfied');
    assert.match(b?.beforeMessage ?? '', /Revenda A.*medido 350 m; a lei exige no mínimo 500 m/);
    // Law in force: B, D, F, H too close to an earlier outlet; G exempt (art. 5, before 16/01/2012).
    assert.deepEqual(r.counts.before, { compliant: 4, violates: 4, incomplete: 0, 'not-applicable': 1 });
    assert.deepEqual(r.counts.after, { compliant: 6, violates: 2, incomplete: 0, 'not-applicable': 1 });
  });

  it('first come, first served: without it the earlier outlet of a pair violates too', () => {
    const reg = PlaceRegistry.fromRecords(belemRegistry()).addSurveys(surveyedAll(M));
    const withP = reevaluate(packs, reg, { date: '2025-06-01', withEvaluations: true });
    const noP = reevaluate(packs, reg, { date: '2025-06-01', withEvaluations: true, priority: false });
    const state = (r: typeof withP, id: string) => r.evaluations?.find((e) => e.id === id)?.state;
    assert.equal(state(withP, 'A'), 'compliant');
    assert.equal(state(noP, 'A'), 'violates');
    assert.equal(state(withP, 'B'), 'violates');
  });

  it('600 m changes nothing here; 200 m frees B, D, F and H (exactly 200 m is allowed: "mínima")', () => {
    const reg = PlaceRegistry.fromRecords(belemRegistry()).addSurveys(surveyedAll(M));
    const r = reevaluate(packs, reg, { date: '2025-06-01', whatIf: { 'belem-pa/min-distance-between-outlets': 600 } });
    assert.deepEqual(
      r.changes.map((c) => c.id),
      [],
    );
    const loose = reevaluate(packs, reg, { date: '2025-06-01', whatIf: { 'belem-pa/min-distance-between-outlets': 200 } });
    assert.deepEqual(
      loose.changes.map((c) => c.id),
      ['B', 'D', 'F', 'H'],
    );
  });
});

/** Licensed outlet J (since 2015) and a school opened on 01/03/2025 `metres` away from it, all surveyed. */
function outletAndSchool(metres: number): PlaceRegistry {
  const j = outlet('J', O, '2015-01-01');
  const school: PlaceRecord = {
    ...j,
    id: 'S1',
    category: 'school',
    status: null,
    name: 'Escola Nova',
    geometry: { type: 'Point', coordinates: destination(O, 30, metres) },
    source: 'Censo escolar 2025',
    validFrom: '2025-03-01',
    data: {},
  };
  return PlaceRegistry.fromRecords([j, school]).addSurveys(surveyedAll(M));
}

describe('re-evaluation as of a date', () => {
  it('a school opening makes a licensed outlet too close (art. 2º, I, b) and the report names it', () => {
    const reg = outletAndSchool(5);
    const r = reevaluate(packs, reg, { date: '2025-06-01', since: '2025-01-01' });
    assert.equal(r.baseline.kind, 'date');
    assert.equal(r.changes.length, 1);
    const c = r.changes[0];
    assert.equal(`${c?.id}: ${c?.before} → ${c?.after}`, 'J: compliant → violates');
    const rule = c?.rules.find((x) => x.rule === 'belem-pa/art2-I-b');
    assert.equal(rule?.after, 'violated');
    assert.equal(rule?.places[0]?.name, 'Escola Nova');
    assert.equal(rule?.places[0]?.distanceM, 5);
    assert.match(rule?.places[0]?.source ?? '', /Censo escolar 2025 \(importado em 15\/01\/2026\)/);
  });

  it('against the registered status: a licensed outlet the law no longer finds compliant', () => {
    const reg = PlaceRegistry.fromRecords(belemRegistry()).addSurveys(surveyedAll(M));
    const r = reevaluate(packs, reg, { date: '2025-06-01' });
    assert.equal(r.baseline.kind, 'registered-status');
    assert.deepEqual(
      r.changes.map((c) => c.id),
      ['B', 'D', 'F', 'H'],
    );
  });
});

describe('glp reevaluate', () => {
  it('runs a what-if on the store and reports the difference; bad parameters exit 2', async () => {
    const dir = scratchDir();
    const data = join(dir, 'db');
    const file = join(dir, 'outlets.geojson');
    writeFileSync(
      file,
      JSON.stringify({
        type: 'FeatureCollection',
        features: belemRegistry().map((r) => ({
          type: 'Feature',
          geometry: r.geometry,
          properties: {
            category: r.category,
            status: r.status,
            name: r.name,
            id: r.id,
            validFrom: r.validFrom,
            startDate: r.data.startDate,
            input: r.data.input,
          },
        })),
      }),
    );
    const imp = await glp(['places', 'import', M, file, '--data', data]);
    assert.equal(imp.code, 0, imp.err);
    // The registry is complete: every category declared surveyed (issue 7 item 1).
    const cats = surveyedAll(M)
      .map((d) => d.category)
      .join(',');
    const decl = await glp([
      'places',
      'survey',
      'declare',
      M,
      cats,
      '--source',
      'teste',
      '--date',
      '2020-01-01',
      '--valid-from',
      '1900-01-01',
      '--data',
      data,
    ]);
    assert.equal(decl.code, 0, decl.err);
    const r = await glp([
      'reevaluate',
      M,
      '--date',
      '2025-06-01',
      '--what-if',
      'belem-pa/min-distance-between-outlets=300',
      '--format',
      'json',
      '--data',
      data,
    ]);
    assert.equal(r.code, 0, r.err);
    const report = JSON.parse(r.out) as { changes: { externalId: string; before: string; after: string }[] };
    assert.deepEqual(
      report.changes.map((c) => `${c.externalId} ${c.before}→${c.after}`),
      ['B violates→compliant', 'D violates→compliant'],
    );
    assert.match(r.err, /reavaliando: 9 avaliado\(s\), 2 mudança\(s\) em \d+,\d s/);
    const text = await glp(['reevaluate', '--all', '--date', '2025-06-01', '--data', data]);
    assert.equal(text.code, 0, text.err);
    assert.match(text.out, /mudam de situação: 4/);
    const bad = await glp(['reevaluate', M, '--what-if', 'belem-pa/no-such-parameter=1', '--data', data]);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /--what-if: encontrado "belem-pa\/no-such-parameter", esperado um parâmetro de belem-pa/);
    // Named without its pack: told the name it goes by; with it (above) the same value is taken.
    const bare = await glp(['reevaluate', M, '--what-if', 'min-distance-between-outlets=300', '--data', data]);
    assert.equal(bare.code, 2);
    assert.match(
      bare.err,
      /--what-if: encontrado "min-distance-between-outlets", esperado belem-pa\/min-distance-between-outlets, o nome do parâmetro com o do seu pacote/,
    );
    const bad2 = await glp(['reevaluate', M, '--what-if', '300', '--data', data]);
    assert.equal(bad2.code, 2);
    assert.match(bad2.err, /--what-if: encontrado "300", esperado PARÂMETRO=VALOR/);
    const early = await glp(['reevaluate', M, '--date', '2001-01-01', '--data', data]);
    assert.equal(early.code, 2);
    assert.match(early.err, /--date: encontrado 01\/01\/2001, esperado uma data a partir de 16\/01\/2012/);
  });
});

describe('the report as people read it', () => {
  it("a registered outlet now too close: its state, the rule's status and the distance in the language asked", () => {
    const reg = outletAndSchool(5.25);
    // Against the registered state: no earlier evaluation of the rule, so it was taken as complying.
    const r = reevaluate(packs, reg, { date: '2025-06-01' });
    assert.equal(r.changes[0]?.rules[0]?.before, 'presumed-satisfied');
    const pt = renderReevaluation(r, 200, 'pt');
    assert.match(pt, /^belem-pa J Revenda J \[licenciado\]: conforme → em violação$/m);
    assert.match(pt, /^ {2}belem-pa\/art2-I-b: presumida atendida → descumprida: .* — Escola Nova a 5,25 m \(Censo escolar 2025/m);
    const en = renderReevaluation(r, 200, 'en');
    assert.match(en, /^ {2}belem-pa\/art2-I-b: presumed satisfied → violated: .* — Escola Nova at 5\.25 m \(Censo escolar 2025/m);
    assert.doesNotMatch(pt, /presumed|\[licensed\]/);
    assert.doesNotMatch(en, /presumed-satisfied/);
  });
});
