/**
 * Issue #7, item 3: nothing nonsensical gets in. Dates in order and not after today unless
 * asked for; a lot inside its municipality (1 km tolerance) with longitude and latitude in
 * order; CNPJ check digits (numeric and alphanumeric) in `evaluate`; messages that read right.
 * Each refusal names the field, what was found and what was expected.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { evaluateDocument } from '../src/app/evaluate-document.ts';
import { BOUNDARY_TOLERANCE_M, metresOutside } from '../src/core/input/sanity.ts';
import { InputError, parseInput } from '../src/core/input/validate.ts';
import { packs } from './support/packs.ts';

const root = new URL('..', import.meta.url).pathname;
const example = (): Record<string, unknown> => JSON.parse(readFileSync(join(root, 'examples/belem-pa-approvable.json'), 'utf8'));
const TODAY = '2026-11-30';

function problemsOf(doc: unknown, opts: { date?: string; allowFuture?: boolean; today?: string } = {}) {
  try {
    evaluateDocument(packs, doc, {
      fallbackDate: opts.today ?? TODAY,
      ...(opts.date ? { date: opts.date } : {}),
      ...(opts.allowFuture ? { allowFuture: true } : {}),
    });
    return [];
  } catch (e) {
    assert.ok(e instanceof InputError, String(e));
    return e.problems;
  }
}

function glp(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [join(root, 'bin/glp.mjs'), ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', COLUMNS: '100' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function withLot(lot: Record<string, unknown>) {
  const doc = example();
  doc['lot'] = { areaM2: 520, frontageM: 20, depthM: 26, ...lot };
  return doc;
}

describe('evaluation date after today', () => {
  it('today passes; the day after is refused without allowFuture, naming the field', () => {
    assert.deepEqual(problemsOf(example(), { date: TODAY }), []);
    const [p] = problemsOf(example(), { date: '2026-12-01' });
    assert.equal(p?.field, 'date');
    assert.equal(p?.found, '2026-12-01');
    assert.match(p?.expected ?? '', /^a date on or before today \(30\/11\/2026\): a later evaluation date needs --allow-future/);
  });

  it('with allowFuture the result says the law is as known today', () => {
    const { result } = evaluateDocument(packs, example(), { fallbackDate: TODAY, date: '2027-06-01', allowFuture: true });
    assert.equal(result.date, '2027-06-01');
    assert.equal(result.lawAsKnownOn, TODAY);
    const { result: now } = evaluateDocument(packs, example(), { fallbackDate: TODAY, date: TODAY });
    assert.equal(now.lawAsKnownOn, undefined);
  });

  it('glp evaluate: exit 2 without --allow-future; with it, the text says the law is as known today', () => {
    const refused = glp(['evaluate', 'examples/belem-pa-approvable.json', '--date', '2099-01-01']);
    assert.equal(refused.code, 2, refused.err);
    assert.match(refused.err, /date \(data da avaliação\): encontrado 01\/01\/2099, esperado uma data até hoje/);
    const allowed = glp(['evaluate', 'examples/belem-pa-approvable.json', '--date', '2099-01-01', '--allow-future']);
    assert.equal(allowed.code, 0, allowed.err);
    assert.match(allowed.out, /Data futura: a lei e seus parâmetros como conhecidos em \d\d\/\d\d\/\d{4}/);
    const json = glp(['evaluate', 'examples/belem-pa-approvable.json', '--date', '2099-01-01', '--allow-future', '--format', 'json']);
    assert.match(JSON.parse(json.out).lawAsKnownOn, /^\d{4}-\d\d-\d\d$/);
  });
});

describe('dates in order', () => {
  it('a start date after the evaluation date is refused; on it, accepted', () => {
    const doc = example();
    doc['application'] = { type: 'inspection' };
    doc['establishment'] = { name: 'X', startDate: '2026-12-01' };
    const [p] = problemsOf(doc);
    assert.equal(p?.field, 'establishment.startDate');
    assert.equal(p?.found, '2026-12-01');
    assert.match(p?.expected ?? '', /on or before the evaluation date \(30\/11\/2026\)/);
    doc['establishment'] = { name: 'X', startDate: TODAY };
    assert.deepEqual(problemsOf(doc), []);
  });

  it('a document that expires before it is issued is refused; expiring on the day it is issued, accepted', () => {
    const doc = example();
    const docs = doc['documents'] as Record<string, unknown>;
    docs['fireBrigadeLicence'] = { held: true, issuedOn: '2026-03-10', validUntil: '2026-03-09' };
    const [p] = problemsOf(doc);
    assert.equal(p?.field, 'documents.fireBrigadeLicence.validUntil');
    assert.equal(p?.found, '2026-03-09');
    assert.match(p?.expected ?? '', /on or after documents\.fireBrigadeLicence\.issuedOn \(10\/03\/2026\)/);
    docs['fireBrigadeLicence'] = { held: true, issuedOn: '2026-03-10', validUntil: '2027-03-10' };
    assert.deepEqual(problemsOf(doc), []);
  });

  it('a licence held on the evaluation date but issued after it is refused', () => {
    const doc = example();
    (doc['documents'] as Record<string, unknown>)['fireBrigadeLicence'] = { held: true, issuedOn: '2026-12-01', validUntil: '2027-12-01' };
    const [p] = problemsOf(doc);
    assert.equal(p?.field, 'documents.fireBrigadeLicence.issuedOn');
    assert.equal(p?.found, '2026-12-01');
  });
});

describe('the lot inside its municipality', () => {
  const belem = packs.require('belem-pa');
  const shipped = belem.boundary;
  assert.ok(shipped, 'Belém ships its boundary');
  const boundary = shipped;

  /** A point at about `km` outside the boundary, found from one of its vertices. */
  function pointOutside(lo: number, hi: number): [number, number] {
    const ring = (boundary.geometry.type === 'Polygon' ? boundary.geometry.coordinates[0] : boundary.geometry.coordinates[0]?.[0]) ?? [];
    for (let i = 0; i < ring.length; i += Math.max(1, Math.floor(ring.length / 50))) {
      const [x, y] = ring[i] as [number, number];
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        for (let step = 0.001; step < 0.05; step += 0.001) {
          const p: [number, number] = [x + (dx as number) * step, y + (dy as number) * step];
          const off = metresOutside(p, boundary);
          if (off >= lo && off <= hi) return p;
        }
      }
    }
    throw new Error(`no point found between ${lo} and ${hi} m outside`);
  }

  it('within the tolerance of 1 km outside the boundary: accepted', () => {
    const p = pointOutside(100, BOUNDARY_TOLERANCE_M - 100);
    assert.deepEqual(problemsOf(withLot({ location: p })), []);
  });

  it('beyond it: refused, naming the field, the position and how far outside', () => {
    const p = pointOutside(BOUNDARY_TOLERANCE_M + 200, 5000);
    const [problem] = problemsOf(withLot({ location: p }));
    assert.equal(problem?.field, 'lot.location');
    assert.match(problem?.found ?? '', /km outside Belém/);
    assert.match(problem?.expected ?? '', /a position \[longitude, latitude\] in Belém \(within 1 km of its boundary\)/);
  });

  it('a lot in Salvador for a Belém document is refused', () => {
    const [problem] = problemsOf(withLot({ location: [-38.4559, -12.9951] }));
    assert.equal(problem?.field, 'lot.location');
  });

  it('swapped longitude and latitude are caught and said so', () => {
    const [problem] = problemsOf(
      withLot({
        polygon: {
          type: 'Polygon',
          coordinates: [
            [
              [-1.43, -48.47],
              [-1.43, -48.46982],
              [-1.43023, -48.46982],
              [-1.43023, -48.47],
              [-1.43, -48.47],
            ],
          ],
        },
      }),
    );
    assert.equal(problem?.field, 'lot.polygon');
    assert.match(problem?.expected ?? '', /longitude and latitude look swapped/);
  });

  it('a dropped minus sign is caught and said so (every coordinate of Belém is negative)', () => {
    for (const location of [
      [48.47, 1.43],
      [-48.47, 1.43],
      [48.47, -1.43],
    ] as [number, number][]) {
      const [problem] = problemsOf(withLot({ location }));
      assert.equal(problem?.field, 'lot.location', String(location));
      assert.match(problem?.expected ?? '', /\[-48\.47, -1\.43\] lies there — coordinates in Brazil are negative/, String(location));
    }
    // The right position passes; one far away with any signs is only "outside".
    assert.deepEqual(problemsOf(withLot({ location: [-48.47, -1.43] })), []);
    const [far] = problemsOf(withLot({ location: [38.5, 12.97] }));
    assert.match(far?.expected ?? '', /^a position \[longitude, latitude\] in Belém/);
  });
});

describe('CNPJ check digits in evaluate', () => {
  it('a wrong check digit is refused naming the field; numeric and alphanumeric CNPJs with right digits pass', () => {
    const doc = example();
    doc['establishment'] = { name: 'X', cnpj: '12.345.678/0001-96' };
    const [p] = problemsOf(doc);
    assert.equal(p?.field, 'establishment.cnpj');
    assert.equal(p?.found, '"12.345.678/0001-96"');
    assert.match(p?.expected ?? '', /^a valid CNPJ/);
    doc['establishment'] = { name: 'X', cnpj: '12.ABC.345/01DE-35' };
    assert.deepEqual(problemsOf(doc), []);
  });

  it('glp evaluate exits 2 on a bad CNPJ', () => {
    const doc = example();
    doc['establishment'] = { name: 'X', cnpj: '12345678000196' };
    const r = glp(['evaluate', '-'], JSON.stringify(doc));
    assert.equal(r.code, 2, r.err);
    assert.match(r.err, /establishment\.cnpj \(CNPJ do estabelecimento\): encontrado "12345678000196", esperado um CNPJ válido/);
  });
});

describe('an activity the law is not written for', () => {
  // Nova Odessa's law is on the storage and sale of portable containers: none of its rules
  // concerns a GLP depot or a bottling plant. Evaluated, there would be no finding at all, and
  // "aprovável" would be said of what the law was never checked against.
  const novaOdessa = (activity: string) => ({
    ...JSON.parse(readFileSync(join(root, 'examples/nova-odessa-sp-approvable.json'), 'utf8')),
    activity,
  });
  for (const activity of ['glp-depot', 'glp-bottling'])
    it(`${activity} in Nova Odessa: refused on activity, naming what the law regulates`, () => {
      const [p] = problemsOf(novaOdessa(activity));
      assert.equal(p?.field, 'activity');
      assert.equal(p?.found, JSON.stringify(activity));
      assert.match(p?.expected ?? '', /^an activity Lei 1\.761\/2000 regulates: .*glp-resale,/);
    });
  it('a GLP depot in Belém is evaluated: art. 6 (transport) binds anyone', () => {
    const doc = example();
    doc['activity'] = 'glp-depot';
    assert.deepEqual(problemsOf(doc), []);
  });
  it('glp evaluate exits 2 and says it in pt-BR', () => {
    const r = glp(['evaluate', '-'], JSON.stringify(novaOdessa('glp-depot')));
    assert.equal(r.code, 2, r.err);
    assert.match(r.err, /activity \(atividade\): encontrado "glp-depot", esperado uma atividade que a Lei 1\.761\/2000 regula:/);
  });
});

describe('messages read right', () => {
  function message(doc: Record<string, unknown>): string {
    try {
      parseInput(doc, packs);
    } catch (e) {
      assert.ok(e instanceof InputError);
      return e.message;
    }
    return '';
  }
  const base = { municipality: 'belem-pa', activity: 'glp-resale' };

  it('a bad date: "expected a date YYYY-MM-DD", not "expected expected"', () => {
    const m = message({ ...base, date: '2026-13-01' });
    assert.equal(m, 'date: found "2026-13-01", expected a date YYYY-MM-DD');
  });

  it('"an object", "an array", "a number" — the article English wants; found before expected', () => {
    assert.equal(message({ ...base, lot: [] }), 'lot: found an array of 0, expected an object');
    assert.equal(message({ ...base, lot: { areaM2: 'x' } }), 'lot.areaM2: found "x", expected a number');
    assert.equal(message({ ...base, vehicles: {} }), 'vehicles: found an object, expected an array');
  });

  it('a time: the refinement says what it expects once', () => {
    const m = message({
      municipality: 'salvador-ba',
      activity: 'glp-resale',
      soundAdvertising: { uses: true, schedule: [{ day: 'mon', from: '25:00', to: '10:00' }] },
    });
    assert.equal(m, 'soundAdvertising.schedule[0].from: found "25:00", expected a time HH:MM (00:00–23:59)');
  });
});
