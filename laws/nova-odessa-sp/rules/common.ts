/** Nova Odessa — helpers shared by the rules. */
import { addToDate } from '../../../src/core/format.ts';
import { type DocumentState, MissingFacts, type RuleContext } from '../../../src/core/context.ts';
import type { EstablishmentInput, Vehicle } from '../../../src/core/input/schema.ts';
import type { Outcome } from '../../../src/core/pack.ts';
import type { Comparison, Operator } from '../../../src/core/types.ts';

export type DocName = keyof NonNullable<EstablishmentInput['documents']>;

/** Application types that ask for the licence (the alvará is what is being decided). */
const APPLYING: ReadonlySet<string> = new Set(['new', 'construction', 'adaptation', 'relocation', 'tvl', 'alvara', 'renewal']);

/** The alvará is the object of this application (so holding one cannot be required). */
export function isLicenceApplication(ctx: RuleContext): boolean {
  const t = ctx.input.application?.type;
  if (t !== undefined && APPLYING.has(t)) {
    ctx.fact('application.type', t);
    return true;
  }
  return false;
}

/** Several documents at once, so "cannot evaluate" names every one that is missing. */
export function documents(ctx: RuleContext, names: readonly DocName[]): DocumentState[] {
  const missing = names.filter((n) => ctx.input.documents?.[n] === undefined).map((n) => `documents.${n}`);
  if (missing.length > 0) throw new MissingFacts(missing);
  return names.map((n) => ctx.document(n));
}

/**
 * A document renewed yearly (art. 16 § 1º): held, and either valid on the date (validUntil)
 * or issued less than `renewal-period-months` ago. Returns a problem text, or null when good.
 */
export function annualProblem(ctx: RuleContext, name: DocName, label: string): string | null {
  const d = ctx.document(name);
  if (!d.held) return ctx.t(`${label}: não apresentado(a)`, `${label}: not presented`);
  if (d.validUntil !== undefined) {
    return d.expired ? ctx.t(`${label}: vencido(a) em ${ctx.d(d.validUntil)}`, `${label}: expired on ${ctx.d(d.validUntil)}`) : null;
  }
  const raw = ctx.input.documents?.[name];
  const issuedOn = typeof raw === 'object' ? raw.issuedOn : undefined;
  if (issuedOn === undefined) throw new MissingFacts([`documents.${name}.validUntil`]);
  const months = ctx.param<number>('renewal-period-months');
  const until = addToDate(issuedOn, months, 'months');
  ctx.fact(`documents.${name}.issuedOn`, issuedOn);
  if (ctx.date >= until)
    return ctx.t(
      `${label}: emitido(a) em ${ctx.d(issuedOn)}, há ${months} meses ou mais, sem renovação (renovável anualmente)`,
      `${label}: issued on ${ctx.d(issuedOn)}, ${months} months ago or more, not renewed (renewed yearly)`,
    );
  return null;
}

/** Vehicles of the outlet. Mobile sale needs at least one; a fixed outlet may have none (→ null). */
export function vehiclesOf(ctx: RuleContext): Vehicle[] | null {
  const vs = ctx.need('vehicles', ctx.input.vehicles);
  if (vs.length === 0) {
    if (ctx.input.activity === 'glp-mobile-sale') throw new MissingFacts(['vehicles']);
    return null;
  }
  return vs;
}

export function vehicleLabel(v: Vehicle, i: number): string {
  return v.plate ?? `#${i + 1}`;
}

type VehicleFlag = {
  [K in keyof Vehicle]-?: NonNullable<Vehicle[K]> extends boolean ? K : never;
}[keyof Vehicle];

/**
 * Every vehicle must have `field` === expected. Missing values throw naming each vehicle's
 * field; otherwise the outcome lists the vehicles that fail.
 */
export function perVehicle(
  ctx: RuleContext,
  field: VehicleFlag,
  expected: boolean,
  ok: { pt: string; en: string },
  bad: { pt: string; en: string },
): Outcome {
  const vs = vehiclesOf(ctx);
  if (!vs)
    return {
      status: 'not-applicable',
      message: ctx.t('O posto não informa veículos de entrega.', 'The outlet reports no delivery vehicles.'),
    };
  const missing = vs.flatMap((v, i) => (v[field] === undefined ? [`vehicles[${i}].${field}`] : []));
  if (missing.length > 0) throw new MissingFacts(missing);
  vs.forEach((v, i) => {
    ctx.fact(`vehicles[${i}].${field}`, v[field]);
  });
  const failing = vs.map((v, i) => ({ v, i })).filter(({ v }) => v[field] !== expected);
  if (failing.length > 0) {
    const list = failing.map(({ v, i }) => vehicleLabel(v, i)).join(', ');
    return { status: 'violated', message: ctx.t(`${bad.pt}: ${list}.`, `${bad.en}: ${list}.`) };
  }
  return {
    status: 'satisfied',
    message: ctx.t(`${ok.pt} (${vs.length} veículo(s)).`, `${ok.en} (${vs.length} vehicle(s)).`),
  };
}

type DistanceKey = keyof NonNullable<NonNullable<EstablishmentInput['storage']>['distances']>;

/**
 * A measured distance from the storage area against a limit. When the distance is absent,
 * storage.distances.noneWithinM (no such feature within a stated radius) decides if the
 * radius reaches the limit; otherwise the fact is missing.
 */
export function distanceComparison(ctx: RuleContext, key: DistanceKey, op: Operator, limit: number): Comparison {
  const path = `storage.distances.${key}`;
  const dist = ctx.input.storage?.distances;
  const measured = dist?.[key];
  if (typeof measured === 'number') {
    ctx.fact(path, measured);
    return ctx.compareWith(path, measured, op, limit, 'm');
  }
  const none = (dist?.noneWithinM as Record<string, number | undefined> | undefined)?.[key];
  if (none !== undefined) {
    ctx.fact(`storage.distances.noneWithinM.${key}`, none);
    const reaches = op === '>' ? none > limit : none >= limit;
    if (reaches) {
      const c = ctx.compareWith(path, none, op, limit, 'm');
      return {
        ...c,
        text: ctx.t(
          `nenhum(a) no raio de ${ctx.q(none, 'm')} (declarado); ${c.text.slice(c.text.indexOf('; ') + 2)}`,
          `none within ${ctx.q(none, 'm')} (stated); ${c.text.slice(c.text.indexOf('; ') + 2)}`,
        ),
      };
    }
  }
  throw new MissingFacts([path]);
}
