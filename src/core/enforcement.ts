/**
 * What a law pack declares for enforcement (issue 11): the infractions of its penalty article,
 * how each fine's amount is found (a fixed amount, a range the inspector chooses within, an
 * amount in an index unit such as the UFIR converted by a dated rate, or an amount the law
 * delegates to another norm), how repeat offences increase it, and which closure orders
 * (interdição) the law provides. Only references to the pack's own parameters and units: the
 * numbers stay dated parameters with their citations. Types only; the arithmetic is
 * src/enforcement/fines.ts.
 */
import type { ParameterDef, Text } from './types.ts';

export type FineAmountDef =
  /** A fixed amount in reais: the parameter's value (unit BRL). */
  | { kind: 'fixed'; parameter: string }
  /** A range { min, max } in reais: the inspector fixes the amount within it (outside: refused). */
  | { kind: 'range'; parameter: string }
  /**
   * An amount in an index unit (e.g. 200 UFIR) times the dated value of one unit in reais.
   * `updateParameter`: the municipality's updating of that value (null until it is entered):
   * the arithmetic then says that the amount is not updated, never silently.
   */
  | { kind: 'indexed'; parameter: string; unitName: string; rateParameter: string; updateParameter?: string }
  /** The law delegates the amount to another norm: a municipality-entered parameter, null until entered. */
  | { kind: 'external'; parameter: string };

export interface InfractionDef {
  /** Local id, from the unit that sets the penalty: "art15-III", "art6-par2", "art18". */
  id: string;
  /** The unit of the pack's law that sets the penalty (cited on the notice). */
  penaltyUnit: string;
  title: Text;
  amount: FineAmountDef;
  /** "notificação; mantendo-se irregular, multa" (Salvador art. 15, V): the first finding is a notification without fine. */
  notifyFirst?: boolean;
  /** The law's other sanctions of the item, for the notice (e.g. seizure of the goods and the vehicle). */
  alsoSanctions?: Text;
  /**
   * Another infraction whose fine this one imposes, with which repeat offences are counted
   * (Nova Odessa art. 14 § 3º seizes the vehicle and fines it "observando-se … as penalidades
   * previstas nesta legislação": art. 18's fine, and its "reincidência", are one count).
   */
  countsAs?: string;
  /**
   * The law units whose breach this item punishes (a unit covers its sub-units): a notice
   * citing a unit another item punishes is refused (src/enforcement/coverage.ts).
   */
  covers?: readonly string[];
}

/**
 * The repeat-offence increase. The reading of the law's wording ("acrescidas de 50 % a cada
 * constatação de reincidência", "acréscimo de 100 %, progressivamente", "em dobro") is an
 * interpretation parameter whose values map to one of three shapes, at the n-th repeat:
 *   linear:   base × (1 + p·n)      compound: base × (1 + p)ⁿ      flat: base × (1 + p) for every n ≥ 1
 */
export interface RepeatDef {
  /** The unit that sets the increase. */
  unit: string;
  /** The increase: a percentage (50, 100) or a multiplier (2 = "em dobro", i.e. +100 %). */
  increase: { parameter: string; as: 'percent' | 'multiplier' };
  /** Interpretation parameter, and how each of its values reads. */
  mode: { parameter: string; readings: Readonly<Record<string, 'linear' | 'compound' | 'flat'>> };
}

/** A ground for a closure order (interdição) the law provides. */
export interface ClosureGroundDef {
  /** 'repeat-notifications' (n-th notification on the same irregularity) or 'access-refused', … */
  id: string;
  unit: string;
  title: Text;
  /** For 'repeat-notifications': the parameter holding the notification number that closes. */
  atNotificationParameter?: string;
}

export interface EnforcementDef {
  infractions: readonly InfractionDef[];
  repeat?: RepeatDef;
  /**
   * Interpretation parameter: what counts as "the same irregularity" for repeat offences and
   * closure — 'same-units' (the same violated units) or 'same-infraction' (the same penalty item).
   */
  sameIrregularityParameter: string;
  closureGrounds?: readonly ClosureGroundDef[];
  /** Revocation of the licence after a closure lasting a period (Salvador art. 15 § 2º). */
  revocationAfterClosure?: { unit: string; daysParameter: string };
  /**
   * Which item punishes which rule, as a parameter mapping rule ids to an item (null: the law
   * sets no penalty of its own), read on the notice's date: the units those rules implement are
   * covered by that item (Salvador art. 15, parameter penalty-by-rule). `infraction` turns the
   * parameter's value ("V") into an infraction id ("art15-V").
   */
  coverageByRule?: { parameter: string; infraction: (value: string) => string };
  /**
   * The law punishes only the units its items cover: a notice citing any other unit is refused
   * (Belém: only arts. 6 and 7 carry fines). Otherwise a unit no item covers is left to the fiscal.
   */
  onlyCoveredUnits?: boolean;
  /**
   * What the law lets the fiscal seize, and where it says so (Salvador art. 14: "apreender
   * produtos e veículos"; Nova Odessa art. 14 § 3º: the vehicle; Vitória da Conquista art. 26, I:
   * "apreender botijões"). Absent: the law provides no seizure, and none is recorded (Belém).
   */
  seizures?: { unit: string; kinds: readonly ('container' | 'vehicle' | 'goods')[] };
}

/**
 * The "same irregularity" interpretation parameter every pack with enforcement declares (its
 * laws count repeat offences and notifications "sobre a mesma irregularidade" without defining it).
 * Default 'same-units': the same violated units of the law — the narrower reading, so the
 * lighter sanction in doubt; 'same-infraction': any violation punished by the same penalty item.
 */
export function sameIrregularityParameter(
  from: string,
  cite: string,
  note: string,
  /** A unit of this law a notice may violate, as the example of "the same units" (e.g. "art. 2º, IV"). */
  example?: Text,
): ParameterDef<string> {
  return {
    id: 'same-irregularity',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'O que conta como "a mesma irregularidade" para reincidência e notificações',
      en: 'What counts as "the same irregularity" for repeat offences and notifications',
    },
    values: [{ from, value: 'same-units', cite, note }],
    alternatives: [
      {
        value: 'same-units',
        description: {
          pt: `as mesmas unidades da lei violadas${example ? ` (ex.: ${example.pt} em ambos os autos)` : ', em ambos os autos'}`,
          en: `the same violated units of the law${example ? ` (e.g. ${example.en} in both notices)` : ', in both notices'}`,
        },
      },
      {
        value: 'same-infraction',
        description: {
          pt: 'qualquer violação punida pelo mesmo inciso da penalidade',
          en: 'any violation punished by the same penalty item',
        },
      },
    ],
  };
}
