/**
 * Issue #7, item 3: what-if values (`--set`, `--what-if`, API overrides) are checked against
 * the parameter's type, unit, range and alternatives before anything is evaluated or stored.
 * Every value the law gives and every reading it admits passes; nonsense does not.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { checkOverrides } from '../src/app/evaluate-document.ts';
import { InputError } from '../src/core/input/validate.ts';
import { overrideProblem } from '../src/core/overrides.ts';
import { loadCases } from './support/cases.ts';
import { packs } from './support/packs.ts';

const root = new URL('..', import.meta.url).pathname;

function glp(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [join(root, 'bin/glp.mjs'), ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', COLUMNS: '100' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function problemOf(pack: string, id: string, value: unknown) {
  const p = packs.require(pack);
  try {
    checkOverrides(p, { [`${pack}/${id}`]: value });
    return null;
  } catch (e) {
    assert.ok(e instanceof InputError, String(e));
    return e.problems[0];
  }
}

describe('what-if values: every value of the law passes', () => {
  it('each dated value and each alternative of every parameter of every pack', () => {
    for (const pack of packs.list()) {
      for (const def of pack.parameters) {
        for (const v of def.values) assert.equal(overrideProblem(def, v.value), null, `${pack.id}/${def.id} = ${JSON.stringify(v.value)}`);
        // A reading given as a value of the parameter's own kind must be accepted (a label
        // standing for a table, like nbr15514-column-by-category's, is not a value to set).
        const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
        const kinds = new Set(def.values.map((v) => kindOf(v.value)));
        for (const a of def.alternatives ?? []) {
          if (def.interpretation && kinds.has(kindOf(a.value)))
            assert.equal(overrideProblem(def, a.value), null, `${pack.id}/${def.id} reading ${JSON.stringify(a.value)}`);
        }
      }
    }
  });

  it('the overrides of every scenario case', () => {
    for (const c of loadCases()) {
      if (!c.overrides) continue;
      checkOverrides(packs.require(c.municipality), c.overrides);
    }
  });
});

describe('what-if values: nonsense is refused naming the parameter, what was found and what was expected', () => {
  it('a text for a distance', () => {
    const p = problemOf('belem-pa', 'min-distance-between-outlets', 'abc');
    assert.ok(p);
    assert.equal(p.field, 'overrides.belem-pa/min-distance-between-outlets');
    assert.equal(p.found, '"abc"');
    assert.equal(p.expected, 'a number (m)');
  });

  it('a distance below zero; zero and a fraction pass', () => {
    assert.equal(problemOf('belem-pa', 'min-distance-between-outlets', -1)?.expected, 'a number ≥ 0 m');
    assert.equal(problemOf('belem-pa', 'min-distance-between-outlets', 0), null);
    assert.equal(problemOf('belem-pa', 'min-distance-between-outlets', 499.99), null);
  });

  it('a period must be a whole number of its unit', () => {
    assert.equal(problemOf('belem-pa', 'adaptation-period-months', 6.5)?.expected, 'a whole number of months');
    assert.equal(problemOf('belem-pa', 'adaptation-period-months', 7), null);
  });

  it('a count must be whole; a percentage at most 100', () => {
    assert.equal(problemOf('belem-pa', 'max-containers-non-glp-premises', 2.5)?.expected, 'a whole number of count');
    assert.equal(problemOf('salvador-ba', 'repeat-increase-percent', 101)?.expected, 'a percentage from 0 to 100');
    assert.equal(problemOf('salvador-ba', 'repeat-increase-percent', 100), null);
  });

  it('an interpretation takes one of its readings', () => {
    const p = problemOf('salvador-ba', 'art16-zone-activity', 'whatever');
    assert.ok(p);
    assert.match(p.expected, /^one of the readings of art16-zone-activity: "art16-prevails", "par1-exempts-all"$/);
    assert.equal(problemOf('salvador-ba', 'counted-establishment-kinds', ['glp-outlet']), null);
    assert.ok(problemOf('salvador-ba', 'counted-establishment-kinds', ['school']));
  });

  it('a parameter named without its pack is told the name it goes by; an unknown one, where to look', () => {
    const pack = packs.require('salvador-ba');
    assert.throws(
      () => checkOverrides(pack, { 'art16-zone-activity': 'par1-exempts-all' }),
      (e: unknown) => e instanceof InputError && /found "art16-zone-activity", expected salvador-ba\/art16-zone-activity/.test(e.message),
    );
    assert.throws(
      () => checkOverrides(pack, { 'no-such-parameter': 1 }),
      (e: unknown) => e instanceof InputError && /expected a parameter of salvador-ba \(see glp explain\)/.test(e.message),
    );
    assert.doesNotThrow(() => checkOverrides(pack, { 'salvador-ba/art16-zone-activity': 'par1-exempts-all' }));
  });

  it('a list of texts is not a number', () => {
    assert.ok(problemOf('belem-pa', 'counted-outlet-statuses', 3));
    assert.ok(problemOf('belem-pa', 'counted-outlet-statuses', [1, 2]));
    assert.equal(problemOf('belem-pa', 'counted-outlet-statuses', ['licensed']), null);
  });

  it('a value the municipality has not set (null) takes a number of its unit', () => {
    assert.equal(problemOf('vitoria-da-conquista-ba', 'fine-amount', 250), null);
    assert.ok(problemOf('vitoria-da-conquista-ba', 'fine-amount', 'muito'));
  });
});

describe('glp evaluate --set / glp reevaluate --what-if with a nonsense value', () => {
  it('exits 2 with one line naming the parameter, found and expected; nothing is printed as a result', () => {
    const r = glp(['evaluate', 'examples/belem-pa-approvable.json', '--set', 'belem-pa/min-distance-between-outlets=abc']);
    assert.equal(r.code, 2, r.err);
    assert.equal(r.out, '');
    assert.match(r.err, /overrides\.belem-pa\/min-distance-between-outlets: encontrado "abc", esperado um número \(m\)/);
    assert.doesNotMatch(r.err, /NaN/);
  });

  it('a good value still evaluates', () => {
    const r = glp([
      'evaluate',
      'examples/belem-pa-approvable.json',
      '--set',
      'belem-pa/min-distance-between-outlets=300',
      '--format',
      'json',
    ]);
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(JSON.parse(r.out).overrides, { 'belem-pa/min-distance-between-outlets': 300 });
  });
});

describe('re-evaluation what-ifs', () => {
  it('a nonsense --what-if value is refused before anything runs', async () => {
    const { reevaluationOptions } = await import('../src/app/reevaluate.ts');
    assert.throws(
      () =>
        reevaluationOptions(
          packs,
          ['belem-pa'],
          { whatIf: { 'belem-pa/min-distance-between-outlets': 'abc' }, priority: true },
          '2026-11-30',
        ),
      (e: unknown) => e instanceof InputError && /found "abc", expected a number \(m\)/.test(e.message),
    );
    const ok = reevaluationOptions(
      packs,
      ['belem-pa'],
      { whatIf: { 'belem-pa/min-distance-between-outlets': 300 }, priority: true },
      '2026-11-30',
    );
    assert.deepEqual(ok.whatIf, { 'belem-pa/min-distance-between-outlets': 300 });
  });
});
