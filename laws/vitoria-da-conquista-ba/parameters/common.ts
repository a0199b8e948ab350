/**
 * Vitória da Conquista — helpers for the dated parameters of Lei 709/1993, each citing the unit that sets it.
 * `required` is the relation the measured value must satisfy, exactly as the law words it:
 * "distância igual ou inferior a N" forbids N itself → '>' N; "mínima", "pelo menos",
 * "no mínimo" → '>='; "até N" → '<='; "inferior a N" forbidden → '>=' N.
 * Interpretation choices carry `alternatives`; the default is the first value.
 */
import type { Alternative, ParameterDef, ParamUnit, Text } from '../../../src/core/types.ts';
import { vdcLaw } from '../text.ts';

/** The law's date of publication and entry into force (art. 28): the date its values take effect. */
export const LAW_DATE = vdcLaw.inForceFrom;

export function threshold(
  id: string,
  unit: ParamUnit,
  required: ParameterDef['required'],
  value: number,
  cite: string,
  description: Text,
  note?: string,
): ParameterDef<number> {
  const v: ParameterDef<number>['values'][number] = { from: LAW_DATE, value, cite };
  if (note !== undefined) v.note = note;
  const p: ParameterDef<number> = { id, unit, description, values: [v] };
  if (required !== undefined) p.required = required;
  return p;
}

export function list<V>(id: string, value: V, cite: string, description: Text, note?: string): ParameterDef<V> {
  const v: ParameterDef<V>['values'][number] = { from: LAW_DATE, value, cite };
  if (note !== undefined) v.note = note;
  return { id, unit: 'none', description, values: [v] };
}

export function interpretation<V>(
  id: string,
  cite: string,
  description: Text,
  alternatives: Alternative<V>[],
  note: string,
): ParameterDef<V> {
  const first = alternatives[0];
  if (!first) throw new Error(`${id}: no alternatives`);
  return {
    id,
    unit: 'none',
    interpretation: true,
    description,
    values: [{ from: LAW_DATE, value: first.value, cite, note }],
    alternatives,
  };
}

/** "profundidade de 36.00m", "a 500.00m": a figure without "mínima" — minimum or exact? */
export function reading(id: string, cite: string, description: Text, note: string): ParameterDef<string> {
  return interpretation(
    id,
    cite,
    description,
    [
      {
        value: 'minimum',
        description: {
          pt: 'mínimo: a medida deve ser igual ou superior ao valor da lei',
          en: "minimum: the measure must be equal to or above the law's figure",
        },
      },
      {
        value: 'exact',
        description: {
          pt: 'exato: a medida deve ser igual ao valor da lei (ao centímetro)',
          en: "exact: the measure must equal the law's figure (to the centimetre)",
        },
      },
    ],
    note,
  );
}

// ---------------------------------------------------------------------------
// Shared constant values (same reference in values and alternatives, so the chosen
// alternative is recognised when a finding lists the interpretation).
// ---------------------------------------------------------------------------

export const ZONE_MAP_DEFAULT: Readonly<Record<string, string>> = { expansion: 'I', transition: 'II', residential: 'III' };
export const ZONE_MAP_COMMERCIAL_AS_TRANSITION: Readonly<Record<string, string>> = {
  expansion: 'I',
  transition: 'II',
  commercial: 'II',
  mixed: 'II',
  residential: 'III',
};

/** Art. 2 § 1º (art2-par1-scope): the activities whose installation of GLP resale the paragraph binds. */
export const ART2_PAR1_ALL_RESALE: readonly string[] = ['glp-resale', 'glp-resale-at-fuel-station', 'other-commerce'];
export const ART2_PAR1_OUTLETS: readonly string[] = ['glp-resale', 'glp-resale-at-fuel-station'];
export const ART2_PAR1_EXCLUSIVE: readonly string[] = ['glp-resale'];

export const OUTLET_STATUSES_EXISTING: readonly string[] = ['licensed', 'existing'];
export const OUTLET_STATUSES_WITH_APPROVED: readonly string[] = ['licensed', 'existing', 'construction-approved'];
export const OUTLET_STATUSES_WITH_PENDING: readonly string[] = ['licensed', 'existing', 'construction-approved', 'pending'];
/** Every status a place may have, closed included (depot-counted-statuses: the reading before the parameter). */
export const STATUSES_ALL: readonly string[] = ['licensed', 'existing', 'construction-approved', 'pending', 'closed'];
