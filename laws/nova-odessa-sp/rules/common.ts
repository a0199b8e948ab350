/** Nova Odessa — helpers shared by the rules. */
import { MissingFacts, type RuleContext } from '../../../src/core/context.ts';
import type { Outcome } from '../../../src/core/pack.ts';
import { perVehicle, type VehicleFlag } from '../../../src/core/rulekit-vehicles.ts';
import type { NovaOdessaInput } from '../facts.ts';
import { cite } from '../installation.ts';

type Ctx = RuleContext<NovaOdessaInput>;
type DocName = keyof NonNullable<NovaOdessaInput['documents']> & string;

/** Art. 21: establishments existing on the law's date had one year to adapt (pack transition). */
export const TRANSITION = ['art21'];

export function na(ctx: Ctx, pt: string, en: string) {
  return { status: 'not-applicable' as const, message: ctx.t(pt, en) };
}

/** A document renewed yearly, as checked on the evaluation date. */
export interface Annual {
  /** What is wrong with it; null when it is good on the date. */
  problem: string | null;
  /** When a stated validity runs past the yearly renewal and was cut to it: the text saying so. */
  cut: string | null;
  /** The problem is the yearly renewal of art. 16 § 1º (the period, not a stated validity): § 1º decides it. */
  byPeriod?: true;
}

/**
 * A document renewed yearly (art. 16 § 1º, "renováveis anualmente"; `renewal-period-months`
 * extends it to the alvará): held and valid on the date. With an issue date its validity is
 * the earlier of the stated `validUntil` and the last day of the renewal period counted from
 * the issue date as the Código Civil, art. 132, counts; a longer stated validity is cut to
 * that day. Without an issue date the stated validity alone decides.
 */
export function annualCheck(ctx: Ctx, name: DocName, label: string, gender: 'm' | 'f'): Annual {
  // The participles agree with the document's name: "Alvará … vencido", "Vistoria … vencida".
  const o = gender === 'f' ? 'a' : 'o';
  const d = ctx.document(name);
  if (!d.held) return { problem: ctx.t(`${label}: não apresentad${o}`, `${label}: not presented`), cut: null };
  const raw = ctx.input.documents?.[name];
  const issuedOn = typeof raw === 'object' ? raw.issuedOn : undefined;
  const stated = d.validUntil;
  const expiredOn = (day: string) => ctx.t(`${label}: vencid${o} em ${ctx.d(day)}`, `${label}: expired on ${ctx.d(day)}`);
  if (issuedOn === undefined) {
    // Neither a validity nor an issue date: the validity is what is missing.
    if (stated === undefined) throw new MissingFacts([`documents.${name}.validUntil`]);
    return { problem: d.expired ? expiredOn(stated) : null, cut: null };
  }
  const issued = ctx.fact(`documents.${name}.issuedOn`, issuedOn);
  const months = ctx.param<number>('renewal-period-months');
  const lastDay = ctx.periodLastDay(issued, 'renewal-period-months');
  if (stated === undefined)
    return {
      problem:
        ctx.date > lastDay
          ? ctx.t(
              `${label}: emitid${o} em ${ctx.d(issued)}, há mais de ${months} meses, sem renovação (renovável anualmente)`,
              `${label}: issued on ${ctx.d(issued)}, more than ${months} months ago, not renewed (renewed yearly)`,
            )
          : null,
      cut: null,
      ...(ctx.date > lastDay ? { byPeriod: true as const } : {}),
    };
  if (stated <= lastDay) return { problem: d.expired ? expiredOn(stated) : null, cut: null };
  // A stated validity longer than the yearly renewal: valid until the last day of the period only.
  const cut = ctx.t(
    `${label}: validade declarada até ${ctx.d(stated)} limitada pela renovação anual a ${ctx.d(lastDay)} (emitid${o} em ${ctx.d(issued)}; ${months} meses, ${cite(ctx, 'art16-par1')})`,
    `${label}: stated validity until ${ctx.d(stated)} cut by the yearly renewal to ${ctx.d(lastDay)} (issued on ${ctx.d(issued)}; ${months} months, ${cite(ctx, 'art16-par1')})`,
  );
  if (ctx.date > lastDay)
    return { problem: ctx.t(`${cut}: vencid${o} em ${ctx.d(lastDay)}`, `${cut}: expired on ${ctx.d(lastDay)}`), cut: null, byPeriod: true };
  return { problem: null, cut };
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
