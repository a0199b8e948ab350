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
  const type =
    v.type === undefined
      ? lang === 'pt'
        ? 'tipo não informado'
        : 'type not reported'
      : (termName(null, 'vehicleTypes', v.type, lang) ?? v.type);
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

/** One element of a duty a vehicle must show (a yes/no fact that must be true) and its name in the law's words. */
export interface VehicleElement<I extends EstablishmentInput = EstablishmentInput> {
  field: VehicleFlag<I>;
  pt: string;
  en: string;
}

/**
 * A duty made of several elements (Nova Odessa art. 14: name, address, telephone, logo; Salvador
 * art. 3 § 1º: distributor, ANP authorisation, price table), judged element by element on every
 * vehicle. A vehicle known to lack one decides (violated, naming the plate and what it lacks; a
 * note names what is not reported); with none known to, an element not reported is a missing
 * fact named by vehicle, never a pass.
 *
 * `former`: an earlier fact that stood for all the elements together, still accepted in stored
 * documents. It is read only for a vehicle that gives none of the elements: false → the vehicle
 * fails (`formerLacks` says which element is not known); true no longer suffices — the elements
 * are asked (`formerNote` says so in the finding).
 */
export function perVehicleElements<I extends EstablishmentInput>(
  ctx: RuleContext<I>,
  elements: readonly VehicleElement<I>[],
  texts: {
    ok: (n: number) => string;
    bad: (list: string) => string;
    former?: { field: VehicleFlag<I>; lacks: string; note: (list: string) => string };
  },
): Outcome {
  const vs = vehiclesOf(ctx);
  if (!Array.isArray(vs)) return vs;
  const missing: string[] = [];
  const failing: string[] = [];
  const formerTrue: string[] = [];
  vs.forEach((v, i) => {
    const rec = v as Record<string, unknown>;
    const name = vehicleName(v as Vehicle, i, ctx.lang);
    const former = texts.former ? rec[texts.former.field] : undefined;
    if (texts.former && former !== undefined && elements.every((el) => rec[el.field] === undefined)) {
      ctx.fact(`vehicles[${i}].${texts.former.field}`, former);
      for (const el of elements) missing.push(`vehicles[${i}].${el.field}`);
      if (former === false) failing.push(`${name}: ${texts.former.lacks}`);
      else formerTrue.push(name);
      return;
    }
    const lacks: string[] = [];
    for (const el of elements) {
      const value = rec[el.field];
      if (value === undefined) missing.push(`vehicles[${i}].${el.field}`);
      else {
        ctx.fact(`vehicles[${i}].${el.field}`, value);
        if (value !== true) lacks.push(ctx.t(el.pt, el.en));
      }
    }
    if (lacks.length > 0) failing.push(`${name}: ${ctx.t('sem', 'no')} ${lacks.join(', ')}`);
  });
  const formerNote = texts.former && formerTrue.length > 0 ? texts.former.note(formerTrue.join(', ')) : null;
  if (failing.length === 0 && missing.length > 0) {
    const list = ctx.factList(missing);
    throw new MissingFacts(
      missing,
      formerNote
        ? ctx.t(`Não é possível avaliar: ${formerNote} Falta informar ${list}.`, `Cannot evaluate: ${formerNote} Missing ${list}.`)
        : undefined,
    );
  }
  if (failing.length > 0) {
    const notes: string[] = [];
    if (missing.length > 0)
      notes.push(ctx.t(`Também falta informar: ${ctx.factList(missing)}.`, `Also not reported: ${ctx.factList(missing)}.`));
    if (formerNote) notes.push(formerNote);
    return { status: 'violated', message: texts.bad(failing.join('; ')), ...(notes.length > 0 ? { notes } : {}) };
  }
  return { status: 'satisfied', message: texts.ok(vs.length) };
}
