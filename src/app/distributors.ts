/**
 * Distributors' yearly lists as a use case the CLI and the API share: read the file (CSV or
 * .xlsx), validate it whole (src/field/distributors.ts), keep it (one audited write), and report
 * a year against the licence registry. The pack says whether its law has such lists.
 */
import { packStart, ruleCitation } from '../core/engine.ts';
import { InputError } from '../core/input/validate.ts';
import { type Pack, valueOn } from '../core/pack.ts';
import { readingOn } from '../core/procedure.ts';
import type { IsoDate, Lang } from '../core/types.ts';
import {
  checkCnpj,
  isLate,
  type ListReport,
  type ListRules,
  type ListTable,
  listDeadline,
  listReport,
  validateList,
} from '../field/distributors.ts';
import { parseCsv } from '../formats/csv.ts';
import { isXlsx, readXlsx } from '../formats/xlsx.ts';
import { type DistributorList, listOfficial, ownCnpj } from '../store/distributors.ts';
import type { Repository, Scope } from '../store/repository.ts';
import { formatDate } from '../core/format.ts';

/** The table of an uploaded list: .xlsx by its zip signature, else CSV (UTF-8; , ; or tab). */
export function readListFile(bytes: Uint8Array, file: string): ListTable {
  if (isXlsx(bytes)) return readXlsx(bytes, file);
  const t = parseCsv(new TextDecoder('utf-8').decode(bytes));
  return { header: t.header, rows: t.rows };
}

/** The pack's rules for the lists on a date, or an InputError: this law has no such lists. */
export function listRulesOf(pack: Pack, date: IsoDate): ListRules {
  const d = pack.field?.distributorLists;
  if (!d)
    throw InputError.of('municipality', pack.id, 'a municipality whose law requires distributors’ yearly lists (not applicable here)');
  // The day is a reading of "anualmente" (the law gives no date): the report names it.
  const deadlineReading = readingInForce(pack, d.deadlineParameter, date, (v) => /^\d{2}-\d{2}$/.test(v));
  // One logo or several (art. 14 caput "logomarca das empresas distribuidoras" vs § 1º "a logomarca"): named too.
  const brandReading = readingInForce(pack, d.brandParameter, date, () => true);
  return { listUnit: d.listUnit, brandUnit: d.brandUnit, deadline: deadlineReading.value, deadlineReading, brandReading };
}

/** An interpretation parameter's text value in force on the date, with its reading, or an InputError naming it. */
function readingInForce(pack: Pack, parameter: string, date: IsoDate, fits: (v: string) => boolean): ListRules['deadlineReading'] {
  const p = pack.paramIndex.get(parameter);
  const v = p ? valueOn(p, date) : undefined;
  if (!v || typeof v.value !== 'string' || !fits(v.value))
    throw InputError.of('date', date, `a date on which ${pack.id}/${parameter} has a value (the law in force)`);
  return { ...readingOn(parameter, { packId: pack.id, parameters: pack.parameters, date }), value: v.value };
}

export interface UploadArgs {
  /** Officials name the distributor; a distributor account may omit it (its own, the only one it may name). */
  distributorCnpj: string | undefined;
  distributorName: string;
  brand: string;
  year: number;
  receivedOn: IsoDate;
  bytes: Uint8Array;
  file: string;
}

/**
 * A distributor account files its own company's list (Lei 1.761/2000, art. 13, § 1º): its CNPJ
 * when the upload names none. An official must name it (the store refuses a distributor naming
 * another company, 403).
 */
function ownCnpjOf(scope: Scope): string {
  if (!listOfficial(scope) && scope.roles.includes('distributor'))
    return ownCnpj(scope, { pt: 'registrar listas de distribuidoras', en: 'record distributor lists' });
  throw InputError.of('distributorCnpj', 'nothing', 'a valid CNPJ (14 characters, numeric or alphanumeric, with its check digits)');
}

function checkYear(year: number, receivedOn: IsoDate): void {
  checkYearForm(year);
  if (Number(receivedOn.slice(0, 4)) < year - 1)
    throw InputError.of('year', String(year), `a year no later than the one after the list was received (${formatDate(receivedOn)})`);
}

function checkYearForm(year: number): void {
  if (!Number.isInteger(year) || year < 1900 || year > 9999) throw InputError.of('year', String(year), 'a year such as 2025');
}

/**
 * "fornecer, anualmente" binds from the law's coming into force: a year whose deadline falls
 * before it had no list due (Nova Odessa: the law of 04/07/2000, the first list due for 2000).
 */
function checkYearDue(pack: Pack, rules: ListRules, year: number): void {
  const start = packStart(pack);
  if (listDeadline(year, rules) < start)
    throw InputError.of('year', String(year), `a year for which the law required a list (in force since ${formatDate(start)})`);
}

export async function uploadDistributorList(repo: Repository, pack: Pack, scope: Scope, a: UploadArgs): Promise<DistributorList> {
  const rules = listRulesOf(pack, a.receivedOn);
  checkYear(a.year, a.receivedOn);
  checkYearDue(pack, rules, a.year);
  const distributorCnpj = checkCnpj('distributorCnpj', a.distributorCnpj ?? ownCnpjOf(scope));
  for (const [field, v] of [
    ['distributorName', a.distributorName],
    ['brand', a.brand],
  ] as const)
    if (v.trim() === '' || v.length > 200) throw InputError.of(field, JSON.stringify(v), 'a name of 1 to 200 characters');
  // The whole list or nothing: validateList throws naming every bad line before anything is stored.
  const lines = validateList(readListFile(a.bytes, a.file), a.file);
  return repo.distributorLists.add(scope, {
    municipality: pack.id,
    distributorCnpj,
    distributorName: a.distributorName.trim(),
    brand: a.brand.trim(),
    year: a.year,
    receivedOn: a.receivedOn,
    lines,
  });
}

export async function distributorReport(
  repo: Repository,
  pack: Pack,
  scope: Scope,
  year: number,
  asOf: IsoDate,
  lang: Lang = 'pt',
): Promise<ListReport> {
  const rules = listRulesOf(pack, asOf);
  checkYearForm(year);
  checkYearDue(pack, rules, year);
  const [lists, licensed] = await Promise.all([
    repo.distributorLists.upTo(scope, pack.id, year),
    repo.distributorLists.licensedOutlets(scope, pack.id, asOf),
  ]);
  return listReport(year, asOf, rules, lists, licensed, (unit) => ruleCitation(pack, unit).text, lang);
}

/** One kept list as its sender or an official reads it: on time or late against its year's deadline. */
export interface KeptList {
  id: string;
  distributorCnpj: string;
  distributorName: string;
  brand: string;
  year: number;
  receivedOn: IsoDate;
  lines: number;
  deadline: IsoDate;
  late: boolean;
}

export interface KeptLists {
  /** The unit that requires the lists, cited. */
  citation: string;
  /** The interpretation the deadline rests on (the law says "anualmente"). */
  deadlineReading: ListRules['deadlineReading'];
  items: KeptList[];
}

/**
 * The lists kept, newest first: every distributor's for officials, its own for a distributor
 * account (the store narrows them). Each judged against its year's deadline in force on `asOf`,
 * as the report judges the first list of a year (src/field/distributors.ts isLate).
 */
export async function keptLists(repo: Repository, pack: Pack, scope: Scope, asOf: IsoDate): Promise<KeptLists> {
  const rules = listRulesOf(pack, asOf);
  const lists = await repo.distributorLists.upTo(scope, pack.id, 9999);
  const items = lists
    .map((l) => ({
      id: l.id,
      distributorCnpj: l.distributorCnpj,
      distributorName: l.distributorName,
      brand: l.brand,
      year: l.year,
      receivedOn: l.receivedOn,
      lines: l.lines.length,
      deadline: listDeadline(l.year, rules),
      late: isLate(l.receivedOn, l.year, rules),
    }))
    .reverse();
  return { citation: ruleCitation(pack, rules.listUnit).text, deadlineReading: rules.deadlineReading, items };
}
