/**
 * Lifting a suspension (reinstatement). Pure: the date and the readings are arguments.
 *
 * Where the law gives the suspension to an authority (VdC art. 26 II: the Chefe do Executivo
 * Municipal decides "a suspensão ou a cassação do Alvará de Revenda" on the administration's
 * opinion) and is silent on lifting it, the pack names the reading (`SanctionAuthorityDef.lifts`):
 * under its default an act is undone by an act of the same authority (paralelismo das formas),
 * so lifting records the authority's act — dated from the suspension to the day recorded — and
 * the opinion it followed; under the other value the licensing officer lifts it. Either way the
 * reinstatement names the reading it rests on. A suspension the officer decided (no authority
 * named, or another municipality's law) is the officer's to lift, and an act is refused.
 */
import { liftingReading, type ReadingsOn, type SanctionAuthorityDef } from '../core/procedure.ts';
import type { IsoDate, Lang } from '../core/types.ts';
import type { ReinstatementStated, SanctionDecisionStated } from '../domain/licensing.ts';
import { type AuthorityInput, actGiven, authorityText, decisionOf, type FieldRefusal } from './lifecycle.ts';

/**
 * The reinstatement on `date` of a licence whose last authority-decided sanction is `decided`
 * (the licence record's `sanctionDecision`), or the field to fix.
 */
export function reinstatementDecision(
  authority: SanctionAuthorityDef | null,
  citation: string,
  decided: SanctionDecisionStated | null | undefined,
  date: IsoDate,
  input: AuthorityInput,
  readings: ReadingsOn,
): ReinstatementStated | FieldRefusal {
  const given = input.act !== undefined || input.opinion !== undefined;
  // A suspension the authority did not decide (the officer's, or before the authority was named).
  const theirs = authority !== null && decided?.action === 'suspend' && decided.authority.authority === authority.id;
  const lifting = theirs ? liftingReading(authority, readings) : null;
  if (!authority || !lifting || !decided) {
    if (given) return { field: 'act', found: 'an act', expected: 'nothing: the licensing officer lifts this suspension here' };
    return { on: date, reading: null, authority: null, lifted: null };
  }
  const r = lifting.reading;
  const reading = { parameter: r.parameter, value: r.value, description: r.description };
  if (!lifting.byAuthority) {
    if (given)
      return {
        field: 'act',
        found: 'an act',
        expected: `nothing: under the reading ${r.parameter} = ${String(r.value)} the licensing officer lifts this suspension`,
      };
    return { on: date, reading, authority: null, lifted: decided };
  }
  const who = `${authority.title.pt} (${citation})`;
  const act = actGiven(input, who, { from: decided.decidedOn, what: 'the suspension' }, date);
  if ('field' in act) return act;
  const by = decisionOf(authority, citation, act, input);
  if ('field' in by) return by;
  return { on: date, reading, authority: by, lifted: decided };
}

/**
 * The reinstatement as a person reads it, or null where no authority and no reading are involved:
 * "suspensão levantada: decidido pelo Chefe do Executivo (…): Decreto nº …; parecer: …" and the reading.
 */
export function reinstatementText(s: ReinstatementStated, lang: Lang): string | null {
  const lines: string[] = [];
  if (s.authority) lines.push(`${lang === 'pt' ? 'suspensão levantada' : 'suspension lifted'}: ${authorityText(s.authority, lang)}`);
  else if (s.reading)
    lines.push(lang === 'pt' ? 'suspensão levantada pelo servidor do licenciamento' : 'suspension lifted by the licensing officer');
  if (s.reading) {
    const value = typeof s.reading.value === 'string' ? s.reading.value : JSON.stringify(s.reading.value);
    lines.push(
      `${lang === 'pt' ? 'pela interpretação' : 'under the reading'} ${s.reading.parameter} = ${value}: ${s.reading.description[lang]}`,
    );
  }
  return lines.length > 0 ? lines.join('\n') : null;
}
