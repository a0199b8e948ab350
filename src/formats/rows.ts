/** What every reader of a registry file produces: rows, each with its properties and geometry, not yet checked. */

/** One row of an input file, before checking. */
export interface RawRow {
  /** 1-based line (CSV), feature index + 1 (GeoJSON) or record number (Shapefile). */
  line: number;
  /** How to name the row in a message: "line 12", "features[3]", "record 5". */
  label: string;
  props: Record<string, unknown>;
  /** GeoJSON geometry object, null when the row has none. */
  geometry: unknown;
  /** Fields whose value was present but unusable while reading (e.g. a bad number). */
  readProblems?: { field: string; found: string; expected: string }[];
}

/** Number as written in Brazilian files too: "-48,4801" (decimal comma) is read as -48.4801. */
export function parseNumber(s: string, delimiter: string): number | null {
  const t = s.trim();
  if (t === '') return null;
  const norm = delimiter !== ',' && /^[-+]?\d+,\d+$/.test(t) ? t.replace(',', '.') : t;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(norm)) return Number.NaN;
  return Number(norm);
}

/** "1501402" / "Belém" → comparable key: upper case, no accents, single spaces. */
export function normName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** "31/12/2020" (or ISO) → "2020-12-31"; anything else is returned as written, for the checks to report. */
export function brDate(s: string | undefined): string | undefined {
  if (!s) return undefined;
  const t = s.trim();
  const m = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(t);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(t);
  return iso ? iso[1] : t;
}
