/**
 * The notice of a sanction against a licence, as the operation of a licensing commit: what
 * `sanctionLicence` writes alone and what the revocation after a closure order (Salvador art. 15
 * § 2º, ./closure-revocation.ts) writes together with the closure's update, in one transaction.
 *
 * A licence issued through the procedure has its lifecycle in its record; one issued before the
 * procedure existed (imported, or written to the registry) has only the registry's status, which
 * then stands for it: active, suspended or revoked. Its case and decision are the same.
 */
import { randomUUID } from 'node:crypto';
import { Forbidden, InvalidState } from '../domain/errors.ts';
import type { Licence } from '../domain/licence.ts';
import type { CaseData, LicensingItem, LicensingOp } from '../domain/licensing.ts';
import type { Scope } from '../domain/roles.ts';
import { openCase } from '../licensing/lifecycle.ts';
import { type LicenceLifecycle, licenceMachine } from '../licensing/machines.ts';
import { licenceById } from './licensing-decision.ts';
import { type LicensingDeps, LicensingInputError, move, packOf } from './licensing.ts';

/** The licence a sanction is on: its registry row, its record (null: issued before the procedure) and its lifecycle state. */
export interface SanctionTarget {
  licence: Licence;
  record: LicensingItem | null;
  state: LicenceLifecycle;
}

export async function sanctionTarget(deps: LicensingDeps, scope: Scope, licenceId: string): Promise<SanctionTarget> {
  const licence = await licenceById(deps, scope, licenceId, undefined);
  const record = (await deps.repo.licensing.list(scope, { kind: 'licence-record', licenceId, limit: 1, offset: 0 })).items[0] ?? null;
  if (record) return { licence, record, state: record.status as LicenceLifecycle };
  if (licence.status === 'expired')
    throw new InvalidState({
      pt: `A licença ${licence.number} venceu: não há o que sancionar.`,
      en: `Licence ${licence.number} expired: there is nothing to sanction.`,
    });
  return { licence, record: null, state: licence.status };
}

/** Where a notice comes from when it is not the officer's own: the unit it rests on and the closure order (art. 15 § 2º). */
export interface NoticeOrigin {
  cite: string;
  closureId: string;
}

/**
 * The case a notice opens (with a new id), refused as the machine and the procedure refuse it:
 * only the licensing officer notifies; the sanction must be one the licence's state allows and
 * the law provides; one open case per licence.
 */
export async function planSanction(
  deps: LicensingDeps,
  scope: Scope,
  licenceId: string,
  action: CaseData['action'],
  grounds: string,
  notifiedOn: string,
  origin?: NoticeOrigin,
): Promise<{ op: LicensingOp; id: string; data: CaseData }> {
  if (!scope.roles.includes('licensing-officer'))
    throw new Forbidden({
      pt: 'As sanções são notificadas pelo servidor do licenciamento.',
      en: 'Sanctions are notified by the licensing officer.',
    });
  const t = await sanctionTarget(deps, scope, licenceId);
  // The notice must be one the machine can later apply: e.g. no suspension of a revoked licence.
  move(licenceMachine, t.state, action, scope);
  const open = await deps.repo.licensing.list(scope, { kind: 'case', licenceId, limit: 1000, offset: 0 });
  if (open.items.some((c) => c.status === 'notified' || c.status === 'defence-filed'))
    throw new InvalidState({
      pt: `A licença ${licenceId} já tem um processo aberto: decida-o primeiro.`,
      en: `Licence ${licenceId} already has an open case: decide it first.`,
    });
  const c = openCase(packOf(deps.packs, t.licence.municipality).procedure, action, grounds, notifiedOn, origin?.cite);
  if ('refused' in c) throw new LicensingInputError('action', JSON.stringify(action), c.refused);
  const data: CaseData = origin ? { ...c, closureId: origin.closureId } : c;
  const id = randomUUID();
  const item = { id, municipality: t.licence.municipality, kind: 'case' as const, applicationId: null, licenceId, status: 'notified' };
  return { op: { op: 'add', item: { ...item, data: { ...data } } }, id, data };
}
