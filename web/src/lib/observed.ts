/**
 * What an inspector can observe of a delivery vehicle at the roadside, read from the
 * municipality's input JSON Schema (`vehicles[]`): the choices (type, ownership) and the yes/no
 * facts its law asks (Salvador: distributorNameShown, anpAuthorisationShown, priceTableShown, signs, usesHorn…; Belém: ownHouseholdUse, humanPowered…). The
 * screen shows a control for each; a fact left "not seen" is not sent, so the registered value
 * stays (POST …/vehicles/{plate}/check replaces only what is observed). Pure: no DOM.
 */
import { factName, type JsonSchema, schemaAt } from './facts.ts';

export type Observable =
  | { name: string; kind: 'boolean' }
  | { name: string; kind: 'choice'; options: string[] }
  | { name: string; kind: 'count' };

/** Facts of a vehicle that are not observed at the roadside (the plate is typed; a contract is paperwork). */
const NOT_OBSERVED = new Set(['plate', 'contract']);

export function observableVehicleFacts(root: JsonSchema): Observable[] {
  const list = schemaAt(root, 'vehicles');
  const item = list && typeof list.items === 'object' ? list.items : null;
  const out: Observable[] = [];
  for (const [name, s] of Object.entries(item?.properties ?? {})) {
    // An earlier form of a fact (Belém's ownUseSingleCylinder, Salvador's identified) is read from stored documents, never asked.
    if (NOT_OBSERVED.has(name) || s.deprecated === true) continue;
    if (s.type === 'boolean') out.push({ name, kind: 'boolean' });
    else if (s.type === 'integer' && (s.minimum ?? -1) >= 0) out.push({ name, kind: 'count' });
    else if (Array.isArray(s.enum) && s.enum.every((v) => typeof v === 'string'))
      out.push({ name, kind: 'choice', options: s.enum as string[] });
  }
  // Choices first (what the vehicle is), then the yes/no facts, then the counts, in the schema's order.
  return ['choice', 'boolean', 'count'].flatMap((k) => out.filter((o) => o.kind === k));
}

/** The observed facts to send: only those the inspector set ("" = not seen; a count that is not a whole number is not sent). */
export function observedPayload(values: Readonly<Record<string, string>>, facts: readonly Observable[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of facts) {
    const v = values[f.name];
    if (v === undefined || v === '') continue;
    if (f.kind === 'boolean') out[f.name] = v === 'yes';
    else if (f.kind === 'count') {
      if (/^\d+$/.test(v.trim())) out[f.name] = Number(v.trim());
    } else if (f.options.includes(v)) out[f.name] = v;
  }
  return out;
}

/** A vehicle's fact as the catalogs key it (`vehicles[].priceTableShown`): its name and its values' names are there. */
export function vehiclePath(name: string): string {
  return `vehicles[].${name}`;
}

/**
 * A fact a vehicle check lacks by its name in the catalog: a fact of the vehicle (`priceTableShown`),
 * the vehicle itself (`vehicle`) or one of the document (`soundAdvertising.usesHorn`); null when
 * the schema names none.
 */
export function missingVehicleFact(schema: JsonSchema | null, missing: string, lang: 'pt' | 'en'): string | null {
  const m = missing.replace(/^vehicles\.(\d+\.)?/, '');
  if (m === 'vehicle') return factName(schema, 'vehicles', lang);
  return factName(schema, vehiclePath(m), lang) ?? factName(schema, m, lang);
}
