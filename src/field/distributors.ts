/**
 * Distributors' yearly lists (issue 11 item 6). Pure: tables in, decisions out, the date an argument.
 *
 * Nova Odessa art. 13 § 1º: distributors operating in the municipality "ficam obrigadas a
 * fornecer, anualmente, à Administração Municipal a relação de suas empresas representantes e de
 * seus revendedores autorizados"; art. 14 § 1º: "É vedada aos postos fixos ou ambulantes a
 * comercialização de GLP de marca diversa da indicada na logomarca de identificação".
 *
 * What a pack says (its `field.distributorLists`): the units to cite and the deadline parameter
 * (the law says "anualmente" and gives no date: the day of the year is an interpretation
 * parameter of the pack). Nothing here names a municipality.
 *
 * A list is validated line by line and a single bad line rejects the WHOLE list, naming the line
 * (a partial list would read as "these resellers were dropped").
 */
import { formatCnpj, isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { describeValue, InputError, type InputProblem } from '../core/input/validate.ts';
import type { IsoDate, Lang, Text } from '../core/types.ts';

export const LINE_KINDS = ['representative', 'reseller'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export interface ListLine {
  /** Line of the file (the header is line 1). */
  line: number;
  kind: LineKind;
  /** Normalised: 14 characters, upper case, no punctuation (numeric or alphanumeric CNPJ). */
  cnpj: string;
  name: string;
}

export interface ListTable {
  header: string[];
  rows: { line: number; cells: string[] }[];
}

/** Column names accepted (pt-BR first), lower case without accents. */
const COLUMNS = {
  kind: ['tipo', 'kind'],
  cnpj: ['cnpj'],
  name: ['nome', 'razao social', 'razao_social', 'name'],
} as const;

const KIND_WORDS: Record<string, LineKind> = {
  representante: 'representative',
  representative: 'representative',
  revendedor: 'reseller',
  'revendedor autorizado': 'reseller',
  reseller: 'reseller',
};

const plain = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** A CNPJ as stored and compared: upper case, without mask (works for the alphanumeric format too). */
export function cnpjKey(s: string): string {
  return s.toUpperCase().replace(/[\s./-]/g, '');
}

/** A valid CNPJ (numeric or alphanumeric, check digits) formatted "12.ABC.345/01DE-35"; throws InputError on `field`. */
export function checkCnpj(field: string, s: string): string {
  if (!isValidCnpj(s, { version: 2 }))
    throw InputError.of(field, describeValue(s), 'a valid CNPJ (14 characters, numeric or alphanumeric, with its check digits)');
  return cnpjKey(s);
}

export function showCnpj(key: string): string {
  return formatCnpj(key, { version: 2 });
}

/**
 * The lines of a list, or an InputError naming EVERY bad line (the whole list is refused).
 * Columns: tipo (representante | revendedor), cnpj, nome; others are ignored.
 */
export function validateList(table: ListTable, file = 'list'): ListLine[] {
  const header = table.header.map(plain);
  const col = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const idx = { kind: col(COLUMNS.kind), cnpj: col(COLUMNS.cnpj), name: col(COLUMNS.name) };
  const absent = (Object.keys(idx) as (keyof typeof idx)[]).filter((k) => idx[k] < 0).map((k) => COLUMNS[k][0]);
  if (absent.length > 0)
    throw InputError.of(
      `${file} (line 1, header)`,
      describeValue(table.header.join(',')),
      `${absent.length === 1 ? 'a column' : 'columns'} ${absent.join(', ')} too (a list has the columns tipo — representante or revendedor —, cnpj and nome)`,
    );
  if (table.rows.length === 0) throw InputError.of(file, 'no line after the header', 'at least one representative or reseller');
  const problems: InputProblem[] = [];
  const bad = (line: number, field: string, found: string, expected: string) =>
    problems.push({
      field: `${file} line ${line}: ${field}`,
      found,
      expected,
      message: `${file} line ${line}: ${field}: found ${found}, expected ${expected}`,
    });
  const seen = new Map<string, number>();
  const lines: ListLine[] = [];
  for (const { line, cells } of table.rows) {
    const kindRaw = (cells[idx.kind] ?? '').trim();
    const cnpjRaw = (cells[idx.cnpj] ?? '').trim();
    const name = (cells[idx.name] ?? '').trim();
    const kind = KIND_WORDS[plain(kindRaw)];
    if (!kind) bad(line, 'tipo', describeValue(kindRaw), 'representante or revendedor');
    if (!isValidCnpj(cnpjRaw, { version: 2 }))
      bad(line, 'cnpj', describeValue(cnpjRaw), 'a valid CNPJ (14 characters, numeric or alphanumeric, with its check digits)');
    if (name === '' || name.length > 200) bad(line, 'nome', describeValue(name), 'the company name (1 to 200 characters)');
    if (!kind || !isValidCnpj(cnpjRaw, { version: 2 }) || name === '' || name.length > 200) continue;
    const cnpj = cnpjKey(cnpjRaw);
    const first = seen.get(cnpj);
    if (first !== undefined) {
      bad(line, 'cnpj', showCnpj(cnpj), `a CNPJ not already listed (it is on line ${first})`);
      continue;
    }
    seen.set(cnpj, line);
    lines.push({ line, kind, cnpj, name });
  }
  if (problems.length > 0) throw new InputError(problems);
  return lines;
}

/** A list as kept: whose, which year, when it was received. */
export interface ListSummary {
  distributorCnpj: string;
  distributorName: string;
  /** The brand on the distributor's logo (art. 14 § 1º compares it with the outlet's). */
  brand: string;
  year: number;
  receivedOn: IsoDate;
  lines: ListLine[];
}

/** An outlet with an active licence, as the registry knows it. */
export interface LicensedOutlet {
  cnpj: string | null;
  name: string;
  licence: string;
  /** The brand on the outlet's identification (establishment data `brand`), when recorded. */
  brand: string | null;
}

/** The pack's data for the lists: the units and the deadline (day of the year, "MM-DD", in force on the date). */
export interface ListRules {
  listUnit: string;
  brandUnit: string;
  /** "MM-DD": the year's list is due by this day of that year. */
  deadline: string;
  /** The interpretation the day rests on (the law says "anualmente"), said on the report. */
  deadlineReading: { parameter: string; value: string; description: Text };
  /** One logo or several (art. 14 caput and § 1º): whether two brands on the lists are flagged, said on the report. */
  brandReading: { parameter: string; value: string; description: Text };
}

/** The day a year's list is due ("anualmente", read as the pack's deadline day of that year). */
export function listDeadline(year: number, rules: ListRules): IsoDate {
  return `${String(year).padStart(4, '0')}-${rules.deadline}`;
}

/** Late: received after its year's deadline (the report reads the first list of a distributor and year). */
export function isLate(receivedOn: IsoDate, year: number, rules: ListRules): boolean {
  return receivedOn > listDeadline(year, rules);
}

export interface ListReport {
  year: number;
  asOf: IsoDate;
  deadline: IsoDate;
  deadlineReading: ListRules['deadlineReading'];
  brandReading: ListRules['brandReading'];
  citations: { list: string; brand: string };
  lists: { distributorCnpj: string; distributorName: string; brand: string; receivedOn: IsoDate; lines: number; late: boolean }[];
  /** Distributors that sent a list for an earlier year and none for this one, once the deadline has passed. */
  missing: { distributorCnpj: string; distributorName: string; lastYear: number }[];
  listedButUnlicensed: { cnpj: string; name: string; kind: LineKind; distributors: string[] }[];
  licensedButUnlisted: { cnpj: string | null; name: string; licence: string }[];
  brandProblems: { cnpj: string; name: string; problem: string }[];
}

/** The report of one year: lists received (late or not), missing ones, the registry compared, the brand check. */
export function listReport(
  year: number,
  asOf: IsoDate,
  rules: ListRules,
  all: readonly ListSummary[],
  licensed: readonly LicensedOutlet[],
  citation: (unit: string) => string,
  lang: Lang = 'pt',
): ListReport {
  const t = (pt: string, en: string) => (lang === 'en' ? en : pt);
  const deadline = listDeadline(year, rules);
  // The latest list of each distributor for the year counts; lateness from the first received.
  const thisYear = new Map<string, { first: ListSummary; last: ListSummary }>();
  for (const l of all) {
    if (l.year !== year) continue;
    const cur = thisYear.get(l.distributorCnpj);
    if (!cur) thisYear.set(l.distributorCnpj, { first: l, last: l });
    else {
      if (l.receivedOn < cur.first.receivedOn) cur.first = l;
      if (l.receivedOn >= cur.last.receivedOn) cur.last = l;
    }
  }
  const lists = [...thisYear.values()].map(({ first, last }) => ({
    distributorCnpj: last.distributorCnpj,
    distributorName: last.distributorName,
    brand: last.brand,
    receivedOn: first.receivedOn,
    lines: last.lines.length,
    late: isLate(first.receivedOn, year, rules),
  }));
  const missing: ListReport['missing'] = [];
  if (asOf > deadline) {
    const earlier = new Map<string, ListSummary>();
    for (const l of all)
      if (l.year < year && !thisYear.has(l.distributorCnpj) && (earlier.get(l.distributorCnpj)?.year ?? 0) < l.year)
        earlier.set(l.distributorCnpj, l);
    for (const l of earlier.values())
      missing.push({ distributorCnpj: l.distributorCnpj, distributorName: l.distributorName, lastYear: l.year });
  }
  const listedBy = new Map<string, { line: ListLine; distributors: ListSummary[] }>();
  for (const { last } of thisYear.values())
    for (const line of last.lines) {
      const e = listedBy.get(line.cnpj);
      if (e) e.distributors.push(last);
      else listedBy.set(line.cnpj, { line, distributors: [last] });
    }
  const licensedBy = new Map<string, LicensedOutlet>();
  for (const o of licensed) if (o.cnpj) licensedBy.set(cnpjKey(o.cnpj), o);
  const listedButUnlicensed = [...listedBy.entries()]
    .filter(([cnpj]) => !licensedBy.has(cnpj))
    .map(([cnpj, e]) => ({ cnpj, name: e.line.name, kind: e.line.kind, distributors: e.distributors.map((d) => d.distributorName) }));
  const licensedButUnlisted = licensed
    .filter((o) => o.cnpj === null || !listedBy.has(cnpjKey(o.cnpj)))
    .map((o) => ({ cnpj: o.cnpj === null ? null : cnpjKey(o.cnpj), name: o.name, licence: o.licence }));
  const brandProblems: ListReport['brandProblems'] = [];
  for (const [cnpj, e] of listedBy) {
    const brands = [...new Set(e.distributors.map((d) => d.brand))];
    // Under 'several-logos' the caput's plural lets an outlet carry each represented distributor's logo.
    if (brands.length > 1 && rules.brandReading.value !== 'several-logos')
      brandProblems.push({
        cnpj,
        name: e.line.name,
        problem: t(
          `listada por distribuidoras de marcas diferentes (${brands.join(', ')}): só pode vender a marca da sua logomarca`,
          `listed by distributors of different brands (${brands.join(', ')}): it may sell only the brand of its logo`,
        ),
      });
    const outlet = licensedBy.get(cnpj);
    if (outlet?.brand && !brands.some((b) => plain(b) === plain(outlet.brand as string)))
      brandProblems.push({
        cnpj,
        name: e.line.name,
        problem: t(
          `logomarca ${outlet.brand}, mas listada por distribuidora de marca ${brands.join(', ')}`,
          `logo ${outlet.brand}, but listed by a distributor of brand ${brands.join(', ')}`,
        ),
      });
  }
  return {
    year,
    asOf,
    deadline,
    deadlineReading: rules.deadlineReading,
    brandReading: rules.brandReading,
    citations: { list: citation(rules.listUnit), brand: citation(rules.brandUnit) },
    lists,
    missing,
    listedButUnlicensed,
    licensedButUnlisted,
    brandProblems,
  };
}
