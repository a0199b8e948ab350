/**
 * The case loader: RFC 7396 merge patches, and the checks that make a wrong case file fail
 * by name instead of testing something else than it says.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { findCase, formatProblem, idlePatchMembers, loadCases, mergePatch, readCases } from './cases.ts';

describe('mergePatch: the examples of RFC 7396, appendix A', () => {
  const examples: [unknown, unknown, unknown][] = [
    [{ a: 'b' }, { a: 'c' }, { a: 'c' }],
    [{ a: 'b' }, { b: 'c' }, { a: 'b', b: 'c' }],
    [{ a: 'b' }, { a: null }, {}],
    [{ a: 'b', b: 'c' }, { a: null }, { b: 'c' }],
    [{ a: ['b'] }, { a: 'c' }, { a: 'c' }],
    [{ a: 'c' }, { a: ['b'] }, { a: ['b'] }],
    [{ a: { b: 'c' } }, { a: { b: 'd', c: null } }, { a: { b: 'd' } }],
    [{ a: [{ b: 'c' }] }, { a: [1] }, { a: [1] }],
    [
      ['a', 'b'],
      ['c', 'd'],
      ['c', 'd'],
    ],
    [{ a: 'b' }, ['c'], ['c']],
    [{ a: 'foo' }, null, null],
    [{ a: 'foo' }, 'bar', 'bar'],
    [{ e: null }, { a: 1 }, { e: null, a: 1 }],
    [[1, 2], { a: 'b', c: null }, { a: 'b' }],
    [{}, { a: { bb: { ccc: null } } }, { a: { bb: {} } }],
  ];
  for (const [target, patch, result] of examples) {
    it(`${JSON.stringify(target)} + ${JSON.stringify(patch)}`, () => assert.deepEqual(mergePatch(target, patch), result));
  }
  it('leaves the base untouched', () => {
    const base = { lot: { areaM2: 400, frontageM: 20 } };
    mergePatch(base, { lot: { areaM2: 399.99, frontageM: null } });
    assert.deepEqual(base, { lot: { areaM2: 400, frontageM: 20 } });
  });
});

describe('idlePatchMembers', () => {
  const base = { lot: { areaM2: 400, frontageM: 20 }, vehicles: [{ type: 'truck' }] };
  it('accepts members that change something', () => {
    assert.deepEqual(idlePatchMembers(base, { lot: { areaM2: 399.99, frontageM: null }, vehicles: [], zone: { kind: 'x' } }), []);
  });
  it('names a value the base already has, a null for an absent fact, an empty object', () => {
    assert.deepEqual(idlePatchMembers(base, { lot: { frontageM: 20, depthM: null }, vehicles: [{ type: 'truck' }], zone: {} }), [
      'lot.frontageM: the base already has 20',
      'lot.depthM: null deletes a fact the base does not have',
      'vehicles: the base already has [{"type":"truck"}]',
      'zone: empty object',
    ]);
  });
  it('a null inside a new object deletes nothing', () => {
    assert.deepEqual(idlePatchMembers(base, { zone: { kind: 'x', name: null } }), [
      'zone.name: null deletes a fact the base does not have',
    ]);
  });
});

describe('readCases: checks of the case files', () => {
  const root = mkdtempSync(join(tmpdir(), 'glp-cases-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, value: unknown) => {
    const p = join(root, path);
    mkdirSync(join(p, '..'), { recursive: true });
    writeFileSync(p, typeof value === 'string' ? value : JSON.stringify(value));
  };
  const outlet = { municipality: 'x-city', activity: 'glp-resale', lot: { areaM2: 400 } };
  const ok = (name: string, changes?: unknown) => ({
    name,
    date: '2026-01-31',
    base: 'outlet',
    ...(changes === undefined ? {} : { changes }),
    expect: { verdict: 'approvable' },
  });
  write('x-city/index.ts', '');
  write('x-city/cases/base/outlet.json', outlet);
  write('x-city/cases/base/unused.json', outlet);
  write('x-city/cases/art2-lot.json', [
    ok('area on the minimum'),
    ok('area below', { lot: { areaM2: 399.99 } }),
    ok('area missing', { lot: { areaM2: null } }),
    ok('area below'),
    ok('restates the base', { lot: { areaM2: 400 } }),
    ok('empty changes', {}),
    ok('deletes what is absent', { zone: null }),
    { ...ok('unknown base'), base: 'outlett' },
    { name: 'no expectations', date: '2026-01-31', base: 'outlet', expect: {} },
    { name: 'no expect at all', date: '2026-01-31', base: 'outlet' },
    { ...ok('typo'), expected: {} },
    { ...ok('bad date'), date: '2026-02-30' },
    { ...ok('bad lang'), lang: 'es' },
    { ...ok('other pack'), expect: { findings: { 'belem-pa/art2-I-area': 'violated' } } },
    { ...ok('bad status'), expect: { findings: { 'x-city/art2': 'failed' } } },
    ok('moves town', { municipality: 'belem-pa' }),
    { date: '2026-01-31', base: 'outlet', expect: { verdict: 'approvable' } },
  ]);
  write('x-city/cases/art3.json', [ok('area on the minimum', { lot: { areaM2: 500 } })]);
  write('x-city/cases/broken.json', '[{');
  write('x-city/cases/empty.json', []);
  write('y-town/index.ts', '');
  write('y-town/cases/base/outlet.json', { ...outlet, municipality: 'x-city' });
  write('y-town/cases/art2.json', [ok('on a base of another town')]);
  write('z-village/index.ts', '');
  write('not-a-pack/README.md', '');

  const { cases, problems } = readCases(root);
  const said = problems.map(formatProblem);
  const about = (name: string) =>
    problems
      .filter((p) => p.name === name)
      .map((p) => p.message)
      .join('\n');

  it('expands good cases: base plus changes, defaults for overrides and lang', () => {
    assert.deepEqual(
      cases.map((c) => [c.name, c.input['lot']]),
      [
        ['area on the minimum', { areaM2: 400 }],
        ['area below', { areaM2: 399.99 }],
        ['area missing', {}],
      ],
    );
    const first = cases[0]!;
    assert.equal(first.file, 'laws/x-city/cases/art2-lot.json');
    assert.deepEqual([first.overrides, first.lang, first.date, first.base], [{}, 'pt', '2026-01-31', 'outlet']);
  });
  it('a duplicate name within a pack, naming the other file', () => {
    assert.match(about('area below'), /duplicate name in x-city \(also in laws\/x-city\/cases\/art2-lot\.json\)/);
    assert.match(about('area on the minimum'), /duplicate name/);
  });
  it('changes that touch nothing', () => {
    assert.match(about('restates the base'), /changes touch nothing: lot\.areaM2: the base already has 400/);
    assert.match(about('empty changes'), /changes touch nothing: changes: empty object/);
    assert.match(about('deletes what is absent'), /zone: null deletes a fact the base does not have/);
  });
  it('an unknown base, listing the bases there are', () => {
    assert.match(about('unknown base'), /base: "outlett" is not a base of x-city \(outlet, unused\)/);
  });
  it('a case without expectations', () => {
    assert.match(about('no expectations'), /expect: states nothing/);
    assert.match(about('no expect at all'), /expect: missing/);
  });
  it('unknown fields, bad dates, languages, statuses and rules of another pack', () => {
    assert.match(about('typo'), /expected: unknown field/);
    assert.match(about('bad date'), /date: "2026-02-30" \(expected YYYY-MM-DD\)/);
    assert.match(about('bad lang'), /lang: "es"/);
    assert.match(about('other pack'), /rule "belem-pa\/art2-I-area" is not a rule of x-city/);
    assert.match(about('bad status'), /"failed" \(expected satisfied, violated, not-applicable, cannot-evaluate\)/);
    assert.match(about('moves town'), /municipality becomes "belem-pa"/);
  });
  it('file-wide problems name the file', () => {
    for (const re of [
      /^laws\/x-city\/cases\/art2-lot\.json: case 17: name missing/m,
      /^laws\/x-city\/cases\/broken\.json: not JSON/m,
      /^laws\/x-city\/cases\/empty\.json: a case file must be a non-empty array/m,
      /^laws\/x-city\/cases\/base\/unused\.json: no case uses this base/m,
      /^laws\/y-town\/cases\/base\/outlet\.json: municipality: "x-city" \(expected "y-town"\)/m,
      /^laws\/z-village\/cases: no scenario cases for z-village/m,
    ]) {
      assert.match(said.join('\n'), re);
    }
  });
  it('a directory that is not a pack needs no cases', () => assert.doesNotMatch(said.join('\n'), /not-a-pack/));
  it('findCase returns one valid case, or says why it cannot', () => {
    assert.deepEqual(findCase('x-city', 'area missing', root).input, { municipality: 'x-city', activity: 'glp-resale', lot: {} });
    assert.throws(() => findCase('x-city', 'restates the base', root), /no valid scenario case "restates the base"[\s\S]*already has 400/);
    assert.throws(() => findCase('x-city', 'nowhere', root), /no valid scenario case "nowhere" in laws\/x-city\/cases/);
  });
  it('loadCases refuses to return cases from wrong files, listing every problem', () => {
    assert.throws(
      () => loadCases(root),
      (e: Error) => e.message.split('\n').length === problems.length + 1,
    );
  });
});
