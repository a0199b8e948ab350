/**
 * The roadside and the outlet's third-party insurance (Salvador, art. 2º, II: "apresentação de
 * seguro contra terceiros, inclusive dos veículos que transportem e comercializem os botijões de
 * GLP"). A stopped vehicle carries no policy in the registry; its outlet's record may say whether
 * its insurance covers the vehicles, and until when. Where the record does not say so, or says
 * otherwise, the inspector is told to ask for the policy — a caution, not an irregularity: the
 * record may be older than the policy shown at the roadside.
 */
import { formatDate } from '../core/format.ts';
import type { IsoDate, Lang } from '../core/types.ts';

/** Why the outlet's record does not vouch for the vehicle's insurance on `date`, or null when it does. */
export function insuranceGap(
  outlet: { name: string; data: Record<string, unknown> },
  document: string,
  date: IsoDate,
  lang: Lang,
): string | null {
  const t = (pt: string, en: string) => (lang === 'en' ? en : pt);
  const docs = outlet.data['documents'];
  const doc = docs !== null && typeof docs === 'object' ? (docs as Record<string, unknown>)[document] : undefined;
  if (doc === undefined || doc === null)
    return t(
      `O cadastro do posto ${outlet.name} não traz o seguro contra terceiros`,
      `The record of the outlet ${outlet.name} does not show its third-party insurance`,
    );
  const held = typeof doc === 'boolean' ? doc : (doc as { held?: unknown }).held === true;
  if (!held)
    return t(
      `O cadastro do posto ${outlet.name} indica que não há seguro contra terceiros`,
      `The record of the outlet ${outlet.name} says it has no third-party insurance`,
    );
  const details = typeof doc === 'object' ? (doc as { validUntil?: unknown; coversVehicles?: unknown }) : {};
  // "validUntil" is the last day covered: on that day the policy is still in force.
  if (typeof details.validUntil === 'string' && details.validUntil < date)
    return t(
      `O seguro contra terceiros do posto ${outlet.name} venceu em ${formatDate(details.validUntil)}`,
      `The third-party insurance of the outlet ${outlet.name} expired on ${formatDate(details.validUntil)}`,
    );
  if (details.coversVehicles === false)
    return t(
      `O seguro contra terceiros do posto ${outlet.name} não cobre os veículos`,
      `The third-party insurance of the outlet ${outlet.name} does not cover the vehicles`,
    );
  if (details.coversVehicles !== true)
    return t(
      `O cadastro do posto ${outlet.name} não diz se o seguro contra terceiros cobre os veículos`,
      `The record of the outlet ${outlet.name} does not say whether its third-party insurance covers the vehicles`,
    );
  return null;
}
