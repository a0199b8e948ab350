/**
 * The enforcement use cases the API and the CLI share: issue a notice (counting repeat
 * offences and ordering the closure the law attaches to the n-th notification, in one store
 * transaction), act on it (defence, decision, payment, cancellation), order and lift closures,
 * seize and release. The date of every act is an argument. The revocation after a closure
 * (Salvador art. 15 § 2º) is the licence lifecycle's due process: src/app/closure-revocation.ts.
 */
import { statusName } from '../core/status-names.ts';
import { randomBytes } from 'node:crypto';
import type { Pack } from '../core/pack.ts';
import type { IsoDate } from '../core/types.ts';
import type { ClosureData, EnforcementDraft, EnforcementRecord, NoticeData, SeizedItem, SeizureData } from '../domain/enforcement.ts';
import { NotFound, VersionConflict } from '../domain/errors.ts';
import type { Scope } from '../domain/roles.ts';
import type { Repository } from '../store/repository.ts';
import { citationOf } from '../core/citation.ts';
import { packStart } from '../core/engine.ts';
import {
  applyNoticeAction,
  checkClosureInForce,
  closureDueAt,
  closureGround,
  noticeKey,
  type NoticeAction,
  priorCounts,
  revocationPossibleFrom,
  StateConflict,
} from './escalation.ts';
import { type ClosureEffect, closuresAfterAnnulment } from './annulment.ts';
import { type NoticeEffect, noticesAfterAnnulment } from './requote.ts';
import { checkInfractionCoversUnits } from './coverage.ts';
import { EnforcementError, infractionOf, quoteFine, sameIrregularityReading } from './fines.ts';
import { reinstateAfterClosure, suspendForClosure } from './licence-effects.ts';
import { formatDate } from '../core/format.ts';

export interface EnforcementDeps {
  repo: Repository;
  pack(municipality: string): Pack;
}

export type Notice = EnforcementRecord<'notice', NoticeData>;
export type Closure = EnforcementRecord<'closure', ClosureData>;
export type Seizure = EnforcementRecord<'seizure', SeizureData>;

export interface NoticeRequest {
  establishmentId: string;
  infraction: string;
  /** Violated units of the pack's law. */
  units: string[];
  finding: string;
  on: IsoDate;
  amountBRL?: number;
  defenceDueOn?: IsoDate;
  paymentDueOn?: IsoDate;
  inspectionId?: string;
}

function citeUnit(pack: Pack, unit: string, field: string): string {
  for (const law of pack.laws) if (law.units.some((u) => u.id === unit)) return citationOf(law, unit).text;
  throw new EnforcementError(
    field,
    JSON.stringify(unit),
    `a unit of ${pack.laws.map((l) => l.shortTitle).join(', ')} (e.g. ${pack.laws[0]?.units[1]?.id ?? 'art1'})`,
  );
}

/** An act of enforcement under the law dates from its entry into force: before it, the law punishes nothing. */
function checkLawInForce(pack: Pack, on: IsoDate): void {
  const start = packStart(pack);
  if (on < start) throw new EnforcementError('on', on, `a date on or after ${formatDate(start)}, when the law came into force`);
}

const KIND_WORDS: Record<SeizedItem['kind'], string> = { container: 'containers', vehicle: 'vehicles', goods: 'goods' };

/** A seizure only of what the law lets be seized (EnforcementDef.seizures); none where it provides none. */
export function checkSeizable(pack: Pack, items: readonly SeizedItem[]): void {
  const basis = pack.enforcement?.seizures;
  const law = pack.laws[0];
  if (!basis || !law) throw new EnforcementError('items', 'a seizure', 'none: this law provides no seizure');
  const allowed = basis.kinds.map((k) => KIND_WORDS[k]).join(', ');
  items.forEach((it, i) => {
    if (!basis.kinds.includes(it.kind))
      throw new EnforcementError(
        `items[${i}].kind`,
        it.kind,
        `what this law lets be seized: ${allowed} (${citationOf(law, basis.unit).text})`,
      );
  });
}

const noticeNumber = (on: IsoDate) => `AI-${on.slice(0, 4)}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** Issues a notice; returns it and the closure order it triggered (its licences then suspended). */
export async function issueNotice(
  deps: EnforcementDeps,
  scope: Scope,
  req: NoticeRequest,
): Promise<{ notice: Notice; closure: Closure | null }> {
  const est = await deps.repo.getEstablishment(scope, req.establishmentId);
  const pack = deps.pack(est.municipality);
  checkLawInForce(pack, req.on);
  const infraction = infractionOf(pack, req.infraction);
  if (req.units.length === 0) throw new EnforcementError('units', 'nothing', 'the violated units of the law, at least one');
  const citations = req.units.map((u, i) => citeUnit(pack, u, `units[${i}]`));
  checkInfractionCoversUnits(pack, infraction, req.units, req.on);
  if (req.defenceDueOn !== undefined && req.defenceDueOn < req.on)
    throw new EnforcementError('defenceDueOn', req.defenceDueOn, `on or after ${formatDate(req.on)}`);
  if (req.paymentDueOn !== undefined && req.paymentDueOn < req.on)
    throw new EnforcementError('paymentDueOn', req.paymentDueOn, `on or after ${formatDate(req.on)}`);
  if (req.inspectionId !== undefined) {
    const insp = await getRecord(deps, scope, req.inspectionId, 'inspection').catch((e) => {
      throw e instanceof NotFound ? new EnforcementError('inspectionId', req.inspectionId ?? '', 'an inspection of this establishment') : e;
    });
    if (insp.establishmentId !== est.id) throw new EnforcementError('inspectionId', insp.id, 'an inspection of this establishment');
  }
  const reading = sameIrregularityReading(pack, req.on).value;
  const key = noticeKey(pack, reading, req.infraction, req.units);
  const number = noticeNumber(req.on);
  const recs = await deps.repo.enforcement.record(scope, est.id, (earlier) => {
    const counts = priorCounts(earlier, key);
    const quote = quoteFine(pack, {
      infraction: req.infraction,
      date: req.on,
      ...counts,
      ...(req.amountBRL !== undefined ? { chosenAmountBRL: req.amountBRL } : {}),
    });
    const data: NoticeData = {
      number,
      infraction: req.infraction,
      units: req.units,
      citations,
      finding: req.finding,
      inspectionId: req.inspectionId ?? null,
      quote,
      packVersion: pack.version,
      defence: { state: 'open', dueOn: req.defenceDueOn ?? null },
      payment: quote.amountBRL !== null ? { state: 'due', dueOn: req.paymentDueOn ?? null } : { state: 'none', dueOn: null },
    };
    const drafts: EnforcementDraft[] = [{ kind: 'notice', status: 'issued', key, on: req.on, data }];
    const ground = closureDueAt(pack, req.on, quote.notification);
    const closed = earlier.some((r) => r.kind === 'closure' && r.status === 'in-force');
    if (ground && !closed) {
      const closure: ClosureData = {
        ground: ground.id,
        unit: ground.unit,
        citation: citeUnit(pack, ground.unit, 'ground'),
        reason: `${ground.title.pt} (${number})`,
        noticeId: null,
        suspendedLicences: [],
        revocationPossibleFrom: revocationPossibleFrom(pack, req.on),
      };
      drafts.push({ kind: 'closure', status: 'in-force', key: null, on: req.on, data: closure });
    }
    return drafts;
  });
  const notice = recs[0] as Notice;
  let closure = (recs[1] as Closure | undefined) ?? null;
  if (closure) closure = await afterClosure(deps, scope, closure, notice.id);
  return { notice, closure };
}

/** A new closure: suspend the licences (licence-effects.ts) and record which. */
async function afterClosure(deps: EnforcementDeps, scope: Scope, closure: Closure, noticeId: string | null): Promise<Closure> {
  const suspended = await suspendForClosure(deps.repo, scope, closure.establishmentId);
  return (await deps.repo.enforcement.update(scope, closure.id, closure.version, (cur) => ({
    status: cur.status,
    data: { ...(cur.data as ClosureData), noticeId, suspendedLicences: suspended },
  }))) as Closure;
}

export async function getRecord<K extends EnforcementRecord['kind']>(deps: EnforcementDeps, scope: Scope, id: string, kind: K) {
  const r = await deps.repo.enforcement.get(scope, id);
  if (r.kind !== kind) throw new EnforcementError('id', id, `the id of a ${kind}`);
  return r as EnforcementRecord<K>;
}

/**
 * An act on a notice. One that annuls or cancels it also looks again, in the same transaction, at
 * the closure orders that counted it (Salvador art. 15 § 1º, annulment.ts): lifted, regrounded or
 * flagged, each audited, and said on the notice (`cancelled.closures`); a lifted one's licences
 * are reinstated after, as lifting does. The later notices on the same irregularity whose penalty
 * counted it are quoted again or flagged (requote.ts), each audited, and said likewise
 * (`cancelled.notices`).
 */
export async function actOnNotice(deps: EnforcementDeps, scope: Scope, id: string, version: number, action: NoticeAction): Promise<Notice> {
  const notice = await getRecord(deps, scope, id, 'notice');
  const pack = deps.pack(notice.municipality);
  let effects: ClosureEffect[] = [];
  const [updated] = await deps.repo.enforcement.amend(scope, notice.establishmentId, (records) => {
    const cur = records.find((r) => r.id === id) as Notice;
    if (cur.version !== version) throw new VersionConflict('enforcement', id, version, cur.version);
    const next = applyNoticeAction(cur.status, cur.data, action, cur.on);
    effects = [];
    let requotes: NoticeEffect[] = [];
    if (next.status === 'cancelled' && cur.status !== 'cancelled' && next.data.cancelled) {
      const after = records.map((r) => (r.id === id ? { ...r, ...next } : r));
      const reason = next.data.cancelled.reason;
      effects = closuresAfterAnnulment(pack, after, { ...cur, ...next }, action.on, reason);
      requotes = noticesAfterAnnulment(pack, after, { ...cur, ...next }, action.on, reason);
      if (effects.length > 0) {
        const closures = effects.map((e) => ({
          id: e.closure.id,
          effect: e.effect,
          remaining: e.ground.remaining,
          needed: e.ground.needed,
        }));
        next.data = { ...next.data, cancelled: { ...next.data.cancelled, closures } };
      }
      if (requotes.length > 0 && next.data.cancelled) {
        const notices = requotes.map((q) => {
          const last = q.data.requoted?.at(-1);
          return {
            id: q.notice.id,
            number: q.data.number,
            effect: q.effect,
            beforeBRL: last?.before.amountBRL ?? null,
            afterBRL: last?.after?.amountBRL ?? null,
          };
        });
        next.data = { ...next.data, cancelled: { ...next.data.cancelled, notices } };
      }
    }
    return [
      { id, expectedVersion: version, status: next.status, data: next.data },
      ...effects.map((e) => ({ id: e.closure.id, expectedVersion: e.closure.version, status: e.status, data: e.data })),
      ...requotes.map((q) => ({ id: q.notice.id, expectedVersion: q.notice.version, status: q.notice.status, data: q.data })),
    ];
  });
  for (const e of effects)
    if (e.effect === 'lifted') await reinstateAfterClosure(deps.repo, scope, e.closure.establishmentId, e.data.suspendedLicences);
  return updated as Notice;
}

/** A closure order on a ground that is not automatic (e.g. access refused to inspectors). */
export async function orderClosure(
  deps: EnforcementDeps,
  scope: Scope,
  req: { establishmentId: string; ground: string; reason: string; on: IsoDate; noticeId?: string },
): Promise<Closure> {
  const est = await deps.repo.getEstablishment(scope, req.establishmentId);
  const pack = deps.pack(est.municipality);
  checkLawInForce(pack, req.on);
  const g = closureGround(pack, req.ground);
  if (g.atNotificationParameter)
    throw new EnforcementError(
      'ground',
      req.ground,
      'a ground ordered by the inspector; this one follows from the notices (issued with the notice that reaches it)',
    );
  const [rec] = await deps.repo.enforcement.record(scope, est.id, (earlier) => {
    if (earlier.some((r) => r.kind === 'closure' && r.status === 'in-force'))
      throw new StateConflict(
        { pt: 'o estabelecimento já está interditado', en: 'the establishment is already closed' },
        'establishmentId',
        est.id,
        'an establishment without a closure in force',
      );
    const data: ClosureData = {
      ground: g.id,
      unit: g.unit,
      citation: citeUnit(pack, g.unit, 'ground'),
      reason: req.reason,
      noticeId: req.noticeId ?? null,
      suspendedLicences: [],
      revocationPossibleFrom: null,
    };
    return [{ kind: 'closure', status: 'in-force', key: null, on: req.on, data }];
  });
  return afterClosure(deps, scope, rec as Closure, req.noticeId ?? null);
}

export async function liftClosure(deps: EnforcementDeps, scope: Scope, id: string, version: number, on: IsoDate): Promise<Closure> {
  const c = (await getRecord(deps, scope, id, 'closure')) as Closure;
  checkClosureInForce(c.status);
  if (on < c.on) throw new EnforcementError('on', on, `on or after ${formatDate(c.on)}`);
  const updated = (await deps.repo.enforcement.update(scope, id, version, (cur) => ({
    status: 'lifted',
    data: { ...(cur.data as ClosureData), liftedOn: on },
  }))) as Closure;
  await reinstateAfterClosure(deps.repo, scope, c.establishmentId, c.data.suspendedLicences);
  return updated;
}

export async function seize(
  deps: EnforcementDeps,
  scope: Scope,
  req: { establishmentId: string; items: SeizedItem[]; custodyPlace: string; releaseConditions: string; on: IsoDate; noticeId?: string },
): Promise<Seizure> {
  if (req.items.length === 0) throw new EnforcementError('items', 'nothing', 'at least one seized item');
  req.items.forEach((it, i) => {
    if (!Number.isInteger(it.quantity) || it.quantity < 1)
      throw new EnforcementError(`items[${i}].quantity`, String(it.quantity), 'a whole number ≥ 1');
    if (it.kind === 'vehicle' && !it.plate) throw new EnforcementError(`items[${i}].plate`, 'nothing', 'the plate of a seized vehicle');
  });
  const pack = deps.pack((await deps.repo.getEstablishment(scope, req.establishmentId)).municipality);
  checkLawInForce(pack, req.on);
  checkSeizable(pack, req.items);
  if (req.noticeId) await getRecord(deps, scope, req.noticeId, 'notice');
  const [rec] = await deps.repo.enforcement.record(scope, req.establishmentId, () => [
    {
      kind: 'seizure',
      status: 'held',
      key: null,
      on: req.on,
      data: {
        items: req.items,
        custodyPlace: req.custodyPlace,
        releaseConditions: req.releaseConditions,
        noticeId: req.noticeId ?? null,
      } satisfies SeizureData,
    },
  ]);
  return rec as Seizure;
}

export async function releaseSeizure(
  deps: EnforcementDeps,
  scope: Scope,
  id: string,
  version: number,
  on: IsoDate,
  note: string,
): Promise<Seizure> {
  const s = (await getRecord(deps, scope, id, 'seizure')) as Seizure;
  if (s.status !== 'held')
    throw new StateConflict(
      { pt: `a apreensão está ${statusName('seizure', s.status, 'pt')}`, en: `the seizure is ${statusName('seizure', s.status, 'en')}` },
      'status',
      s.status,
      'held',
      'seizure',
    );
  if (on < s.on) throw new EnforcementError('on', on, `on or after ${formatDate(s.on)}`);
  return (await deps.repo.enforcement.update(scope, id, version, (cur) => ({
    status: 'released',
    data: { ...(cur.data as SeizureData), releasedOn: on, releaseNote: note },
  }))) as Seizure;
}
