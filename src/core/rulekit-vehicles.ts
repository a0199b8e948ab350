/**
 * Rule kit: delivery and transport vehicles. One reading of "the establishment's vehicles"
 * for every pack (Belém art. 6, Nova Odessa art. 14, Salvador arts. 3, 4 and 8):
 *
 * - `vehicles` absent → the fact is missing (never a pass);
 * - an empty list: a seller whose trade is selling from vehicles (glp-mobile-sale) cannot
 *   have none, so the list is treated as missing; anyone else has no vehicle to check
 *   (not applicable);
 * - a duty on every vehicle: a vehicle that does not say is a missing fact named by index,
 *   and a violation lists each failing vehicle by plate (or number) and type.
 */
import { MissingFacts, type RuleContext } from './context.ts';
import { termName } from './input/fact-names.ts';
import type { EstablishmentInput, Vehicle } from './input/schema.ts';
import type { Outcome } from './pack.ts';
import type { Lang } from './types.ts';

/** Activities whose trade is selling from vehicles: an empty vehicle list is an incomplete one. */
export const SELLS_FROM_VEHICLES: ReadonlySet<string> = new Set(['glp-mobile-sale']);

/** The vehicle type of a pack's vocabulary. */
export type VehicleOf<I extends EstablishmentInput> = NonNullable<I['vehicles']>[number];

/** The yes/no duties a pack's vehicles carry. */
export type VehicleFlag<I extends EstablishmentInput = EstablishmentInput> = {
  [K in keyof VehicleOf<I>]-?: NonNullable<VehicleOf<I>[K]> extends boolean ? K : never;
}[keyof VehicleOf<I>] &
  string;

/** The establishment's vehicles; missing → MissingFacts; none → a not-applicable outcome. */
export function vehiclesOf<I extends EstablishmentInput>(ctx: RuleContext<I>): VehicleOf<I>[] | Outcome {
  const vs = (ctx as unknown as RuleContext).need('vehicles') as VehicleOf<I>[];
  if (vs.length > 0) return vs;
  if (SELLS_FROM_VEHICLES.has(ctx.input.activity)) throw new MissingFacts(['vehicles']);
  return {
    status: 'not-applicable',
    message: ctx.t('Nenhum veículo de transporte ou entrega declarado.', 'No transport or delivery vehicle declared.'),
  };
}

/** "ABC1D23 (furgão)" or "#2 (motocicleta)": how findings name a vehicle, its type by the vocabulary's name. */
export function vehicleName(v: Vehicle, i: number, lang: Lang): string {
  const type = termName(null, 'vehicleTypes', v.type, lang) ?? v.type;
  return v.plate ? `${v.plate} (${type})` : `#${i + 1} (${type})`;
}

/**
 * Every vehicle must have `field` === expected. A vehicle known to fail makes the rule violated
 * even while another's value is not reported (the fleet breaks the rule whatever the unknown
 * one holds; a note names what is not reported). With no failure known, missing values throw
 * naming each vehicle's field; otherwise the rule is satisfied.
 */
export function perVehicle<I extends EstablishmentInput>(
  ctx: RuleContext<I>,
  field: VehicleFlag<I>,
  expected: boolean,
  ok: (n: number) => string,
  bad: (list: string) => string,
): Outcome {
  const vs = vehiclesOf(ctx);
  if (!Array.isArray(vs)) return vs;
  const missing: string[] = [];
  const failing: string[] = [];
  for (let i = 0; i < vs.length; i++) {
    const v = vs[i] as VehicleOf<I>;
    const value = (v as Record<string, unknown>)[field];
    if (value === undefined) missing.push(`vehicles[${i}].${field}`);
    else if (value !== expected) failing.push(vehicleName(v as Vehicle, i, ctx.lang));
  }
  if (missing.length > 0 && failing.length === 0) throw new MissingFacts(missing);
  for (let i = 0; i < vs.length; i++) {
    const value = (vs[i] as Record<string, unknown>)[field];
    if (value !== undefined) ctx.fact(`vehicles[${i}].${field}`, value);
  }
  if (failing.length > 0) {
    const out: Outcome = { status: 'violated', message: bad(failing.join(', ')) };
    if (missing.length > 0)
      out.notes = [ctx.t(`Também falta informar: ${missing.join(', ')}.`, `Also not reported: ${missing.join(', ')}.`)];
    return out;
  }
  return { status: 'satisfied', message: ok(vs.length) };
}
