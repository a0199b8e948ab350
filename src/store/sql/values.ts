/**
 * What every part of the SQL repository shares: checking and converting values the same way
 * on both engines (text without NUL, canonical JSON, dates, coordinates, page limits), the
 * WHERE builder, list filters, and the scope rules of docs/adr/0002-storage.md.
 */
import type { Text } from '../../core/types.ts';
import { canonicalJson } from '../canonical.ts';
import type { Param } from '../engine.ts';
import { Forbidden, InvalidData, type ListQuery, ROLES, type Role, type Scope } from '../repository.ts';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 1000;

export const now = (): string => new Date().toISOString();

/** Lower case without accents: "São João" and "sao joao" find each other on both engines. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.length > 0)
    .join(' ')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

export function likePattern(q: string): string {
  return `%${searchText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const digits = (s: string | null): string | null => (s === null ? null : s.replace(/\D/g, '') || null);
export const plateNorm = (s: string | null): string | null => (s === null ? null : s.toUpperCase().replace(/[^A-Z0-9]/g, '') || null);

/** PostgreSQL refuses NUL in text; SQLite would keep it. Refuse it on both, clearly. */
export function text(field: string, v: string): string {
  if (typeof v !== 'string')
    throw new InvalidData(field, { pt: `esperado um texto, encontrado ${typeof v}`, en: `expected a string, found ${typeof v}` });
  if (v.includes('\u0000')) throw new InvalidData(field, { pt: 'contém um caractere NUL', en: 'contains a NUL character' });
  return v;
}
export function textOrNull(field: string, v: string | null | undefined): string | null {
  return v === null || v === undefined ? null : text(field, v);
}

/** JSON documents are stored as canonical JSON text (see the first migration's notes). */
export function json(field: string, v: unknown): string {
  try {
    return canonicalJson(v ?? null);
  } catch (e) {
    // canonicalJson's own words (a value JSON cannot hold): the same in both.
    const why = (e as Error).message;
    throw new InvalidData(field, { pt: `não é JSON canônico: ${why}`, en: why });
  }
}
export function parse<T>(s: unknown): T {
  return JSON.parse(String(s)) as T;
}

export function isoDate(field: string, v: string | null): string | null {
  if (v === null) return null;
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v))
    throw new InvalidData(field, {
      pt: `esperada uma data AAAA-MM-DD, encontrado ${JSON.stringify(v)}`,
      en: `expected a date YYYY-MM-DD, found ${JSON.stringify(v)}`,
    });
  return v;
}

export function oneOf<T extends string>(field: string, v: T, allowed: readonly T[]): T {
  if (!allowed.includes(v))
    throw new InvalidData(field, {
      pt: `esperado um de ${allowed.join(', ')}, encontrado ${JSON.stringify(v)}`,
      en: `expected one of ${allowed.join(', ')}, found ${JSON.stringify(v)}`,
    });
  return v;
}

export function lonLat(field: string, p: unknown): [number, number] {
  if (!Array.isArray(p) || p.length !== 2 || !p.every((x) => typeof x === 'number' && Number.isFinite(x))) {
    throw new InvalidData(field, { pt: 'esperado [longitude, latitude]', en: 'expected [longitude, latitude]' });
  }
  const [lon, lat] = p as [number, number];
  if (lon < -180 || lon > 180 || lat < -90 || lat > 90)
    throw new InvalidData(field, {
      pt: `coordenadas fora do intervalo: [${lon}, ${lat}]`,
      en: `coordinates out of range: [${lon}, ${lat}]`,
    });
  return [lon, lat];
}

export function limitOf(q: ListQuery, max = MAX_LIMIT): { limit: number; offset: number } {
  const limit = q.limit ?? DEFAULT_LIMIT;
  const offset = q.offset ?? 0;
  if (!Number.isSafeInteger(limit) || limit < 0)
    throw new InvalidData('limit', {
      pt: `esperado um inteiro não negativo, encontrado ${limit}`,
      en: `expected a non-negative integer, found ${limit}`,
    });
  // Beyond 2^53 a number is no longer an integer the engines bind as one.
  if (!Number.isSafeInteger(offset) || offset < 0)
    throw new InvalidData('offset', {
      pt: `esperado um inteiro não negativo, encontrado ${offset}`,
      en: `expected a non-negative integer, found ${offset}`,
    });
  return { limit: Math.min(limit, max), offset };
}

export const bool = (v: unknown): boolean => v === true || v === 1;
export const num = (v: unknown): number => Number(v);
export const str = (v: unknown): string => String(v);
export const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** A WHERE clause built from parts, each with its parameters. */
export class Where {
  readonly parts: string[] = [];
  readonly params: Param[] = [];
  add(sql: string, ...params: Param[]): this {
    this.parts.push(sql);
    for (const p of params) this.params.push(p);
    return this;
  }
  get sql(): string {
    return this.parts.length === 0 ? '' : `WHERE ${this.parts.map((p) => `(${p})`).join(' AND ')}`;
  }
}

export type FilterKind = 'text' | 'lower' | 'bool' | 'digits' | 'plate' | 'role';

export function applyFilters(where: Where, filters: Record<string, [string, FilterKind]>, given: Record<string, string> | undefined): void {
  for (const [key, value] of Object.entries(given ?? {})) {
    const f = filters[key];
    if (!f)
      throw new InvalidData(`filters.${key}`, {
        pt: `filtro desconhecido; esperado um de ${Object.keys(filters).join(', ')}`,
        en: `unknown filter; expected one of ${Object.keys(filters).join(', ')}`,
      });
    const [col, kind] = f;
    const v = text(`filters.${key}`, value);
    switch (kind) {
      case 'bool':
        if (v !== 'true' && v !== 'false')
          throw new InvalidData(`filters.${key}`, {
            pt: `esperado true ou false, encontrado ${JSON.stringify(v)}`,
            en: `expected true or false, found ${JSON.stringify(v)}`,
          });
        where.add(`t.${col} = ?`, v === 'true');
        break;
      case 'lower':
        where.add(`t.${col} = ?`, v.trim().toLowerCase());
        break;
      case 'digits':
        where.add(`t.${col} = ?`, digits(v));
        break;
      case 'plate':
        where.add(`t.${col} = ?`, plateNorm(v));
        break;
      case 'role':
        // roles is a JSON array of known names: match the quoted name.
        where.add(`t.${col} LIKE ?`, `%"${oneOf(`filters.${key}`, v as Role, ROLES)}"%`);
        break;
      default:
        where.add(`t.${col} = ?`, v);
    }
  }
}

// ---------------------------------------------------------------------------------------
// Scope rules

export const isOfficial = (s: Scope): boolean => s.roles.some((r) => r !== 'applicant');

export function checkScope(s: Scope): void {
  if (s.municipality === null && !s.roles.includes('system-admin')) {
    throw new Forbidden({
      pt: 'um escopo sem município precisa ser de um administrador do sistema',
      en: 'a scope without municipality must be a system administrator',
    });
  }
}

/** Writing INTO a municipality (creating a record there): another one's is Forbidden. */
export function checkWriteMunicipality(s: Scope, municipality: string): void {
  checkScope(s);
  if (s.municipality !== null && s.municipality !== municipality) {
    throw new Forbidden({
      pt: `o escopo do município ${s.municipality} não pode criar registros em ${municipality}`,
      en: `scope of municipality ${s.municipality} cannot create records in ${municipality}`,
    });
  }
}

/** Officials only: `what` the applicant may not do, in both languages. */
export function checkOfficial(s: Scope, what: Text): void {
  if (!isOfficial(s)) throw new Forbidden({ pt: `requerentes não podem ${what.pt}`, en: `applicants cannot ${what.en}` });
}
