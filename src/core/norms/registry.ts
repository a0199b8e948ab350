/**
 * Technical norms the laws delegate numbers to (ABNT NBR 15514, DNC Portaria 27/1996 Annex I),
 * loaded as data with their source and edition. A rule asks for a table by id; a table that
 * is not loaded makes the rule "cannot-evaluate: <table> not loaded" — never a pass.
 */
export interface NormClass {
  class: string;
  /** Upper bound in kg of GLP (inclusive); null = no upper bound. */
  maxKg: number | null;
  p13: number | null;
}

export interface NormTable {
  id: string;
  title: string;
  edition: string;
  source: string;
  /** How sure the transcription is, in each language of the messages. */
  confidence: { pt: string; en: string };
  classes: NormClass[];
  /** Distance columns: column id → metres by class. */
  distances: Record<string, { label: { pt: string; en: string }; byClass: Record<string, number> }>;
  /** Rules that reduce distances (e.g. qualifying fire wall halves all but drains). */
  notes: string[];
}

export type NormRegistry = ReadonlyMap<string, NormTable>;

/** Class of a total kg under a norm's class table. */
export function normClassFor(table: NormTable, totalKg: number): NormClass {
  for (const c of table.classes) if (c.maxKg === null || totalKg <= c.maxKg) return c;
  // The last class of a norm table is unbounded; reaching here means a malformed table.
  throw new Error(`${table.id}: no class for ${totalKg} kg`);
}
