/**
 * The infractions a municipality's law punishes, as an inspector chooses among them before a
 * notice (`glp fine MUNICIPALITY`, `GET /api/municipalities/{id}/infractions`, the web's notice
 * forms): each with the unit that sets the penalty, its title, and what a first offence costs on
 * the date — computed by the same quote a notice uses (fines.ts), so the list cannot say another
 * amount than the notice will. A range is said as the law gives it (the inspector fixes the amount
 * within it); an amount the law delegates to a norm not received is said to be not entered, never
 * a zero; an infraction the law notifies first (Salvador art. 15, V) says so, and the fine that
 * follows if the irregularity persists.
 */
import { formatBRL } from '../core/format.ts';
import type { Pack } from '../core/pack.ts';
import type { IsoDate, Text } from '../core/types.ts';
import type { FineQuote } from '../domain/enforcement.ts';
import { enforcementOf, paramValue, quoteFine } from './fines.ts';

export interface InfractionEntry {
  id: string;
  penaltyUnit: string;
  penaltyCitation: string;
  title: Text;
  /** "fine": an amount on a first offence; "range": fixed by the inspector; "not-set": the norm it refers to is not entered. */
  kind: 'fine' | 'range' | 'not-set';
  /** The first offence's fine (after the notification, where the law notifies first); null for a range or not entered. */
  amountBRL: number | null;
  range: { min: number; max: number } | null;
  /** The fine of the first repeat on the same irregularity (the law's increase applied); null when there is no amount. */
  firstRepeatBRL: number | null;
  /** The amount in the law's index unit (200 UFIR) and its rate on the date. */
  index: FineQuote['index'] | null;
  /** The first finding is a notification without fine ("notificação; mantendo-se irregular, multa"). */
  notifyFirst: boolean;
  /** The infraction whose fine this one imposes and with which repeats are counted (Nova Odessa art. 14 § 3º → art. 18). */
  countsAs: string | null;
  alsoSanctions: Text | null;
  /** One line: what a first offence costs, in words. */
  summary: Text;
}

export interface InfractionCatalog {
  municipality: string;
  date: IsoDate;
  lawPackVersion: string;
  infractions: InfractionEntry[];
}

const money = (n: number): Text => ({ pt: formatBRL(n, 'pt'), en: formatBRL(n, 'en') });

function summaryOf(
  kind: InfractionEntry['kind'],
  q: FineQuote,
  range: InfractionEntry['range'],
  notifyFirst: boolean,
  repeat: number | null,
): Text {
  const first: Text = notifyFirst
    ? { pt: 'notificação na primeira constatação; mantendo-se irregular, ', en: 'a notification at the first finding; if it persists, ' }
    : { pt: '', en: '' };
  if (kind === 'not-set')
    return { pt: `${first.pt}${q.message?.pt ?? 'valor não cadastrado'}`, en: `${first.en}${q.message?.en ?? 'amount not entered'}` };
  if (kind === 'range' && range)
    return {
      pt: `${first.pt}multa de ${money(range.min).pt} a ${money(range.max).pt}, fixada pelo fiscal`,
      en: `${first.en}a fine from ${money(range.min).en} to ${money(range.max).en}, fixed by the inspector`,
    };
  const amount = q.amountBRL ?? 0;
  const idx = q.index;
  const then: Text =
    repeat === null || repeat === amount
      ? { pt: '', en: '' }
      : { pt: `; na 1ª reincidência, ${money(repeat).pt}`, en: `; at the 1st repeat, ${money(repeat).en}` };
  return idx
    ? {
        pt: `${first.pt}multa de ${idx.amount.toLocaleString('pt-BR')} ${idx.unitName} = ${money(amount).pt}${then.pt}`,
        en: `${first.en}a fine of ${idx.amount.toLocaleString('en-GB')} ${idx.unitName} = ${money(amount).en}${then.en}`,
      }
    : { pt: `${first.pt}multa de ${money(amount).pt}${then.pt}`, en: `${first.en}a fine of ${money(amount).en}${then.en}` };
}

/** Every infraction of the pack's law with the first offence's fine on `date`. */
export function infractionCatalog(pack: Pack, date: IsoDate): InfractionCatalog {
  const infractions = enforcementOf(pack).infractions.map((def): InfractionEntry => {
    const notifyFirst = def.notifyFirst === true;
    // The fine that follows the notification where the law notifies first: the 2nd finding.
    const priorNotices = notifyFirst ? 1 : 0;
    const range = def.amount.kind === 'range' ? (paramValue(pack, def.amount.parameter, date).value as { min: number; max: number }) : null;
    const q = quoteFine(pack, {
      infraction: def.id,
      date,
      priorNotices,
      priorFines: 0,
      // A range's quote needs an amount: its minimum, only to reach the same citation and checks.
      ...(range ? { chosenAmountBRL: range.min } : {}),
    });
    const kind: InfractionEntry['kind'] = q.kind === 'not-set' ? 'not-set' : range ? 'range' : 'fine';
    // The first repeat: one earlier fine, which followed its own notification where the law notifies first.
    const repeat =
      kind === 'fine' ? quoteFine(pack, { infraction: def.id, date, priorNotices: priorNotices + 1, priorFines: 1 }).amountBRL : null;
    return {
      id: def.id,
      penaltyUnit: def.penaltyUnit,
      penaltyCitation: q.penaltyCitation,
      title: def.title,
      kind,
      amountBRL: kind === 'fine' ? q.amountBRL : null,
      range: range ? { min: range.min, max: range.max } : null,
      firstRepeatBRL: repeat,
      index: q.index ?? null,
      notifyFirst,
      countsAs: def.countsAs ?? null,
      alsoSanctions: def.alsoSanctions ?? null,
      summary: summaryOf(kind, q, range, notifyFirst, repeat),
    };
  });
  return { municipality: pack.id, date, lawPackVersion: pack.version, infractions };
}
