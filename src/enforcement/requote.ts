/**
 * A notice annulled (its defence upheld) or cancelled, and the later notices on the same
 * irregularity whose penalty counted it. Each law raises a repeat's fine (Salvador art. 15 § 1º
 * "acrescidas de 50% … a cada constatação de reincidência"; Belém arts. 6 § 2º and 7 parágrafo
 * único "com acréscimo de 100%, progressivamente"; Nova Odessa art. 18 "em dobro em caso de
 * reincidência"), and Salvador's art. 15, V fines only after a notification. A notice that is
 * annulled no longer counts (escalation.ts priorCounts), so a later notice that counted it was
 * quoted on a repeat, or after a notification, that no longer exists. In the same transaction as
 * the annulment, each such notice is quoted again on the notices that still count (oldest first,
 * each one's new penalty counted for the next):
 *  - not paid: its quote is replaced (`requoted`, effect 'requoted'), the amount before and the
 *    annulled notice said — the fine can only fall, or become the notification it now is; keeping
 *    the increase would charge a repeat the administration itself has annulled (the same choice
 *    as a closure lifted when its count falls, annulment.ts);
 *  - paid, or not quotable again (a range fine recorded before its chosen base was kept): the
 *    quote stays and the notice is flagged for the officer's review (effect 'review', with the
 *    amount it would now be): a refund is the officer's decision.
 * Pure: the records (oldest first, the annulled notice already cancelled) and the date are arguments.
 */
import type { Pack } from '../core/pack.ts';
import type { IsoDate } from '../core/types.ts';
import type { EnforcementRecord, FineQuote, NoticeData, RequoteAfterAnnulment } from '../domain/enforcement.ts';
import { priorCounts } from './escalation.ts';
import { EnforcementError, quoteFine } from './fines.ts';

export interface NoticeEffect {
  notice: EnforcementRecord;
  effect: RequoteAfterAnnulment['effect'];
  data: NoticeData;
}

function quoteAgain(pack: Pack, r: EnforcementRecord, d: NoticeData, counts: ReturnType<typeof priorCounts>): FineQuote | null {
  // The base the inspector fixed in a range, as the quote kept it (absent on quotes made before it was kept).
  const chosen = d.quote.range?.chosen;
  if (d.quote.range && chosen === undefined) return null;
  try {
    return quoteFine(pack, {
      infraction: d.infraction,
      date: r.on,
      ...counts,
      ...(chosen !== undefined ? { chosenAmountBRL: chosen } : {}),
    });
  } catch (e) {
    // A penalty the pack can no longer quote on that date (e.g. a range that no longer holds the base): the officer's review.
    // Anything else is a bug, not a flag.
    if (e instanceof EnforcementError) return null;
    throw e;
  }
}

/** The later notices the annulment of `annulled` on `on` quotes again, and how (see the module's header). */
export function noticesAfterAnnulment(
  pack: Pack,
  records: readonly EnforcementRecord[],
  annulled: EnforcementRecord,
  on: IsoDate,
  reason: string,
): NoticeEffect[] {
  const key = annulled.key;
  if (key === null) return [];
  const current = [...records];
  const from = current.findIndex((r) => r.id === annulled.id);
  const out: NoticeEffect[] = [];
  for (let i = from + 1; i < current.length; i++) {
    const r = current[i] as EnforcementRecord;
    if (r.kind !== 'notice' || r.key !== key || r.status === 'cancelled') continue;
    const d = r.data as NoticeData;
    const counts = priorCounts(current.slice(0, i), key);
    if (counts.priorFines === d.quote.repeat && counts.priorNotices + 1 === d.quote.notification) continue;
    const quote = quoteAgain(pack, r, d, counts);
    const paid = d.payment.state === 'paid';
    const change: RequoteAfterAnnulment = {
      on,
      noticeId: annulled.id,
      number: (annulled.data as NoticeData).number,
      reason,
      effect: quote && !paid ? 'requoted' : 'review',
      before: { kind: d.quote.kind, repeat: d.quote.repeat, notification: d.quote.notification, amountBRL: d.quote.amountBRL },
      after: quote ? { kind: quote.kind, repeat: quote.repeat, notification: quote.notification, amountBRL: quote.amountBRL } : null,
    };
    const requoted = [...(d.requoted ?? []), change];
    const data: NoticeData =
      change.effect === 'requoted' && quote
        ? {
            ...d,
            quote,
            // A notification has nothing to pay (Salvador art. 15, V: "notificação; mantendo-se irregular, multa").
            payment: quote.amountBRL === null ? { state: 'none', dueOn: null } : d.payment,
            requoted,
          }
        : { ...d, requoted };
    current[i] = { ...r, data };
    out.push({ notice: r, effect: change.effect, data });
  }
  return out;
}
