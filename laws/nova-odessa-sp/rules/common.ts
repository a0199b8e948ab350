/** Nova Odessa — helpers shared by the rules. */
import { MissingFacts, type RuleContext } from '../../../src/core/context.ts';
import type { Outcome } from '../../../src/core/pack.ts';
import { perVehicle, type VehicleFlag } from '../../../src/core/rulekit-vehicles.ts';
import type { NovaOdessaInput } from '../facts.ts';

type Ctx = RuleContext<NovaOdessaInput>;
type DocName = keyof NonNullable<NovaOdessaInput['documents']> & string;

/** Art. 21: establishments existing on the law's date had one year to adapt (pack transition). */
export const TRANSITION = ['art21'];

export function na(ctx: Ctx, pt: string, en: string) {
  return { status: 'not-applicable' as const, message: ctx.t(pt, en) };
}

/**
 * A document renewed yearly (art. 16 § 1º): held, and either valid on the date (validUntil)
 * or issued within the renewal period (`renewal-period-months`, counted from the issue date as
 * the Código Civil, art. 132, counts). Returns a problem text, or null when good.
 */
export function annualProblem(ctx: Ctx, name: DocName, label: string): string | null {
  const d = ctx.document(name);
  if (!d.held) return ctx.t(`${label}: não apresentado(a)`, `${label}: not presented`);
  if (d.validUntil !== undefined) {
    return d.expired ? ctx.t(`${label}: vencido(a) em ${ctx.d(d.validUntil)}`, `${label}: expired on ${ctx.d(d.validUntil)}`) : null;
  }
  const raw = ctx.input.documents?.[name];
  const issuedOn = typeof raw === 'object' ? raw.issuedOn : undefined;
  // Neither a validity nor an issue date: the validity is what is missing.
  if (issuedOn === undefined) throw new MissingFacts([`documents.${name}.validUntil`]);
  const issued = ctx.fact(`documents.${name}.issuedOn`, issuedOn);
  const months = ctx.param<number>('renewal-period-months');
  if (ctx.date >= ctx.periodEnd(issued, 'renewal-period-months'))
    return ctx.t(
      `${label}: emitido(a) em ${ctx.d(issued)}, há mais de ${months} meses, sem renovação (renovável anualmente)`,
      `${label}: issued on ${ctx.d(issued)}, more than ${months} months ago, not renewed (renewed yearly)`,
    );
  return null;
}

/** A duty of every delivery vehicle, worded as this law's findings word it. */
export function vehicleDuty(
  ctx: RuleContext<NovaOdessaInput>,
  field: VehicleFlag<NovaOdessaInput>,
  expected: boolean,
  ok: { pt: string; en: string },
  bad: { pt: string; en: string },
): Outcome {
  return perVehicle(
    ctx,
    field,
    expected,
    (n) => ctx.t(`${ok.pt} (${n} veículo(s)).`, `${ok.en} (${n} vehicle(s)).`),
    (list) => ctx.t(`${bad.pt}: ${list}.`, `${bad.en}: ${list}.`),
  );
}
