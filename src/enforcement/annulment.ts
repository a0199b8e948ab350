/**
 * A notice annulled (its defence upheld) or cancelled, and the closure orders that counted it.
 * Salvador art. 15 § 1º closes the establishment "caso esta seja a 3ª (terceira) [notificação]
 * sobre a mesma irregularidade": the system orders that closure by itself with the notice that
 * reaches the count (service.ts issueNotice), and a notice that is annulled no longer counts
 * (escalation.ts priorCounts). So, when a counted notice goes, each closure that rested on the
 * count is looked at again, in the same transaction as the annulment:
 *  - the valid notices on the same irregularity up to the one that closed still reach the count
 *    (the annulled one came after it, or there were more than needed): nothing changes;
 *  - they do not, and no later notice on that irregularity (issued while closed) reaches it: the
 *    closure has no ground — it is lifted, as the system ordered it, and the licences it suspended
 *    are reinstated (service.ts); keeping it until someone acts would keep a business closed on a
 *    ground the administration itself has annulled;
 *  - a later notice now reaches the count: the closure stands on that one (regrounded), its 90
 *    days (art. 15 § 2º) counted from that notice — the reading that favours the establishment;
 *  - the licence was already revoked on it (revoked-licence): a revocation is final, so the
 *    closure is flagged for the officer's review (groundAnnulled), never undone by itself.
 * Pure: the records (oldest first, the annulled notice already cancelled) and the date are arguments.
 */
import type { Pack } from '../core/pack.ts';
import type { IsoDate } from '../core/types.ts';
import type { ClosureAfterAnnulment, ClosureData, EnforcementRecord, GroundAnnulled, NoticeData } from '../domain/enforcement.ts';
import { revocationPossibleFrom } from './escalation.ts';
import { enforcementOf, paramValue } from './fines.ts';

export interface ClosureEffect {
  closure: EnforcementRecord;
  effect: ClosureAfterAnnulment['effect'];
  status: string;
  data: ClosureData;
  ground: GroundAnnulled;
}

const isValidNotice = (r: EnforcementRecord, key: string) => r.kind === 'notice' && r.key === key && r.status !== 'cancelled';

/** The closures the annulment of `annulled` on `on` changes, and how (see the module's header). */
export function closuresAfterAnnulment(
  pack: Pack,
  records: readonly EnforcementRecord[],
  annulled: EnforcementRecord,
  on: IsoDate,
  reason: string,
): ClosureEffect[] {
  const key = annulled.key;
  if (key === null) return [];
  const pos = new Map(records.map((r, i) => [r.id, i]));
  const at = (r: EnforcementRecord) => pos.get(r.id) ?? -1;
  const out: ClosureEffect[] = [];
  for (const c of records) {
    if (c.kind !== 'closure' || (c.status !== 'in-force' && c.status !== 'revoked-licence')) continue;
    const d = c.data as ClosureData;
    const closing = records.find((r) => r.id === d.noticeId);
    if (!closing || closing.key !== key || at(annulled) > at(closing)) continue;
    // Only a closure the count ordered (Salvador's repeat-notifications), not one the inspector ordered on its own ground.
    const g = enforcementOf(pack).closureGrounds?.find((x) => x.id === d.ground);
    if (!g?.atNotificationParameter) continue;
    const needed = Number(paramValue(pack, g.atNotificationParameter, c.on).value);
    const valid = records.filter((r) => isValidNotice(r, key));
    const remaining = valid.filter((r) => at(r) <= at(closing)).length;
    if (closing.status !== 'cancelled' && remaining >= needed) continue;
    const ground: GroundAnnulled = {
      on,
      noticeId: annulled.id,
      number: (annulled.data as NoticeData).number,
      reason,
      remaining,
      needed,
    };
    if (c.status === 'revoked-licence') {
      out.push({ closure: c, effect: 'review', status: c.status, data: { ...d, groundAnnulled: ground }, ground });
      continue;
    }
    // The first later notice on the irregularity at which the valid ones reach the count.
    const later = valid.find((r, i) => at(r) > at(closing) && i + 1 >= needed);
    if (later) {
      const to = { noticeId: later.id, number: (later.data as NoticeData).number, on: later.on };
      const data: ClosureData = {
        ...d,
        noticeId: later.id,
        regrounded: { ...ground, to },
        revocationPossibleFrom: revocationPossibleFrom(pack, later.on),
      };
      out.push({ closure: c, effect: 'regrounded', status: c.status, data, ground });
    } else {
      const liftedOn = on > c.on ? on : c.on;
      out.push({ closure: c, effect: 'lifted', status: 'lifted', data: { ...d, liftedOn, liftedBecause: ground }, ground });
    }
  }
  return out;
}
