/**
 * Nova Odessa art. 13 § 1º (yearly lists of representatives and authorised resellers) and
 * art. 14 § 1º (no brand other than the logo's), pure: validation of a whole list line by line,
 * the comparison with the registry, the brand check, and late or missing lists on both sides of
 * the deadline.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../core/input/validate.ts';
import { cnpjKey, type ListSummary, listReport, validateList } from './distributors.ts';

const A = '90532001500229';
const B = '26.406.976/8888-54';
const ALNUM = 'Q0.SLF.MBD/7VX4-39';
const table = (rows: string[][]) => ({ header: ['tipo', 'cnpj', 'nome'], rows: rows.map((cells, i) => ({ line: i + 2, cells })) });

describe('validateList: a bad line rejects the whole list, naming the line', () => {
  it('accepts numeric and alphanumeric CNPJs, masked or not, and both kinds', () => {
    const lines = validateList(
      table([
        ['representante', A, 'Rep Um'],
        ['Revendedor', B, 'Revenda Dois'],
        ['revendedor', ALNUM, 'Revenda Alfa'],
      ]),
    );
    assert.deepEqual(
      lines.map((l) => [l.line, l.kind, l.cnpj]),
      [
        [2, 'representative', A],
        [3, 'reseller', '26406976888854'],
        [4, 'reseller', 'Q0SLFMBD7VX439'],
      ],
    );
  });

  it('a wrong check digit on line 3 refuses the list and names line 3 and the CNPJ', () => {
    assert.throws(
      () =>
        validateList(
          table([
            ['revendedor', A, 'Boa'],
            ['revendedor', '26.406.976/8888-55', 'Ruim'],
          ]),
          'lista.csv',
        ),
      (e) =>
        e instanceof InputError &&
        e.problems.length === 1 &&
        e.problems[0]?.field === 'lista.csv line 3: cnpj' &&
        /26\.406\.976\/8888-55/.test(e.problems[0]?.found ?? ''),
    );
  });

  it('every bad line is named (kind, name, duplicate CNPJ)', () => {
    assert.throws(
      () =>
        validateList(
          table([
            ['distribuidor', A, 'X'],
            ['revendedor', B, ''],
            ['revendedor', B, 'Dois'],
            ['revendedor', B.replace(/\D/g, ''), 'Dois de novo'],
          ]),
        ),
      (e) =>
        e instanceof InputError &&
        e.problems.map((p) => p.field).join('|') === 'list line 2: tipo|list line 3: nome|list line 5: cnpj' &&
        /on line 4/.test(e.problems[2]?.expected ?? ''),
    );
  });

  it('missing columns and an empty list are refused', () => {
    assert.throws(
      () => validateList({ header: ['cnpj', 'nome'], rows: [] }),
      /found "cnpj,nome", expected a column tipo too \(a list has the columns tipo — representante or revendedor —, cnpj and nome\)/,
    );
    assert.throws(() => validateList({ header: ['nome'], rows: [] }), /expected columns tipo, cnpj too/);
    assert.throws(() => validateList(table([])), /at least one/);
  });
});

const rules = {
  listUnit: 'art13-par1',
  brandUnit: 'art14-par1',
  deadline: '12-31',
  deadlineReading: {
    parameter: 'x/distributor-list-deadline',
    value: '12-31',
    description: { pt: 'até 31/12 de cada ano', en: 'by 31/12' },
  },
  brandReading: { parameter: 'x/brand-representation', value: 'one-logo', description: { pt: 'uma só logomarca', en: 'one logo only' } },
};
const list = (over: Partial<ListSummary>): ListSummary => ({
  distributorCnpj: '51143064127760',
  distributorName: 'Gás Azul',
  brand: 'Azul',
  year: 2025,
  receivedOn: '2025-03-01',
  lines: [],
  ...over,
});
const line = (cnpj: string, name: string) => ({ line: 2, kind: 'reseller' as const, cnpj: cnpjKey(cnpj), name });

describe('listReport', () => {
  it('listed but unlicensed, licensed but unlisted, brand of the logo', () => {
    const r = listReport(
      2025,
      '2025-06-01',
      rules,
      [list({ lines: [line(A, 'Revenda A'), line(ALNUM, 'Revenda Alfa')] })],
      [
        { cnpj: A, name: 'Revenda A', licence: 'ALV-1', brand: 'Vermelho' },
        { cnpj: B, name: 'Revenda B', licence: 'ALV-2', brand: null },
      ],
      (u) => `Lei 1.761/2000, ${u}`,
    );
    assert.deepEqual(
      r.listedButUnlicensed.map((x) => x.cnpj),
      ['Q0SLFMBD7VX439'],
    );
    assert.deepEqual(
      r.licensedButUnlisted.map((x) => [x.cnpj, x.licence]),
      [['26406976888854', 'ALV-2']],
    );
    assert.equal(r.brandProblems.length, 1);
    assert.match(r.brandProblems[0]?.problem ?? '', /logomarca Vermelho/);
    assert.equal(r.citations.brand, 'Lei 1.761/2000, art14-par1');
  });

  it('a reseller listed by distributors of two brands is flagged (art. 14 § 1º)', () => {
    const r = listReport(
      2025,
      '2025-06-01',
      rules,
      [
        list({ lines: [line(A, 'R')] }),
        list({ distributorCnpj: '65817101572913', distributorName: 'Gás Verde', brand: 'Verde', lines: [line(A, 'R')] }),
      ],
      [{ cnpj: A, name: 'R', licence: 'ALV-1', brand: null }],
      (u) => u,
    );
    assert.match(r.brandProblems[0]?.problem ?? '', /marcas diferentes \(Azul, Verde\)/);
    assert.equal(r.brandReading.value, 'one-logo', 'the report names the reading it flagged under');
  });

  it('under the reading several-logos (art. 14 caput, plural), two brands are not flagged; a brand off the logo still is', () => {
    const several = { ...rules, brandReading: { ...rules.brandReading, value: 'several-logos' } };
    const lists = [
      list({ lines: [line(A, 'R')] }),
      list({ distributorCnpj: '65817101572913', distributorName: 'Gás Verde', brand: 'Verde', lines: [line(A, 'R')] }),
    ];
    const plain = listReport(2025, '2025-06-01', several, lists, [{ cnpj: A, name: 'R', licence: 'ALV-1', brand: null }], (u) => u);
    assert.deepEqual(plain.brandProblems, []);
    assert.equal(plain.brandReading.value, 'several-logos');
    // The identification recorded shows Vermelho: neither listing brand is on it.
    const off = listReport(2025, '2025-06-01', several, lists, [{ cnpj: A, name: 'R', licence: 'ALV-1', brand: 'Vermelho' }], (u) => u);
    assert.equal(off.brandProblems.length, 1);
    assert.match(off.brandProblems[0]?.problem ?? '', /logomarca Vermelho/);
    // One of the two brands is on it: nothing to flag under this reading.
    const on = listReport(2025, '2025-06-01', several, lists, [{ cnpj: A, name: 'R', licence: 'ALV-1', brand: 'Verde' }], (u) => u);
    assert.deepEqual(on.brandProblems, []);
  });

  it('late: received on the deadline is on time, the day after is late', () => {
    const on = listReport(2025, '2026-02-01', rules, [list({ receivedOn: '2025-12-31' })], [], (u) => u);
    assert.equal(on.lists[0]?.late, false);
    const after = listReport(2025, '2026-02-01', rules, [list({ receivedOn: '2026-01-01' })], [], (u) => u);
    assert.equal(after.lists[0]?.late, true);
  });

  it('missing: a distributor of an earlier year without this year’s list, only once the deadline has passed', () => {
    const lists = [list({ year: 2024, receivedOn: '2024-05-01' })];
    assert.equal(listReport(2025, '2025-12-31', rules, lists, [], (u) => u).missing.length, 0);
    const m = listReport(2025, '2026-01-01', rules, lists, [], (u) => u).missing;
    assert.deepEqual(m, [{ distributorCnpj: '51143064127760', distributorName: 'Gás Azul', lastYear: 2024 }]);
  });

  it('the latest upload of a year counts, lateness from the first', () => {
    const r = listReport(
      2025,
      '2026-02-01',
      rules,
      [list({ receivedOn: '2025-03-01', lines: [line(A, 'R')] }), list({ receivedOn: '2026-01-10', lines: [line(B, 'S')] })],
      [],
      (u) => u,
    );
    assert.equal(r.lists.length, 1);
    assert.equal(r.lists[0]?.late, false);
    assert.deepEqual(
      r.listedButUnlicensed.map((x) => x.name),
      ['S'],
    );
  });
});
