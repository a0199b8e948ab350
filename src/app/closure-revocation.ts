/**
 * Salvador art. 15 § 2º: "Caso o estabelecimento esteja interditado e a irregularidade não seja
 * sanada no prazo de 90 (noventa) dias, poderá ser cassado o Alvará, sempre respeitando o direito à
 * ampla defesa e ao contraditório." The revocation on this ground is the licence lifecycle's own
 * (notice → defence term → decision, ./licensing-lifecycle.ts), opened from the closure order:
 *  - the notice only while the closure stands (in force: the irregularity not remedied, the order
 *    not lifted) and from the first day after the 90 (revocationPossibleFrom, src/enforcement/
 *    escalation.ts checkRevocation: day 90 refused, day 91 possible); one case per alvará of the
 *    establishment, citing § 2º, each linked to the closure (CaseData.closureId), written with the
 *    closure's update in one transaction;
 *  - the decision as any case's, after the defence or its term; upheld only while the closure still
 *    stands — a closure lifted in between (remedied, or its ground annulled) leaves nothing to
 *    revoke on this ground, nor one regrounded on a later notice whose 90 days had not run when
 *    the revocation was notified — and the closure then records the revocation (status
 *    revoked-licence) in the same transaction as the licence.
 * "o Alvará": the alvarás of the establishment are revoked, not its TVL or construction licence.
 */
import { statusName } from '../core/status-names.ts';
import { formatDate } from '../core/format.ts';
import type { IsoDate } from '../core/types.ts';
import type { ClosureData, EnforcementRecord, RevocationCase } from '../domain/enforcement.ts';
import { InvalidState } from '../domain/errors.ts';
import type { Licence } from '../domain/licence.ts';
import type { CaseData, LicensingOp } from '../domain/licensing.ts';
import type { Scope } from '../domain/roles.ts';
import { checkRevocation, StateConflict } from '../enforcement/escalation.ts';
import { enforcementOf, paramValue } from '../enforcement/fines.ts';
import { citeOf, type LicensingDeps, packOf } from './licensing.ts';
import { planSanction } from './sanction-notice.ts';

type Closure = EnforcementRecord<'closure', ClosureData>;

async function closureOf(deps: LicensingDeps, scope: Scope, id: string): Promise<Closure> {
  const r = await deps.repo.enforcement.get(scope, id);
  if (r.kind !== 'closure')
    throw new StateConflict(
      { pt: `${id} é um ato do tipo ${r.kind}`, en: `${id} is a ${r.kind}` },
      'id',
      r.kind,
      'the id of a closure order',
    );
  return r as Closure;
}

async function alvarasOf(deps: LicensingDeps, scope: Scope, establishmentId: string): Promise<Licence[]> {
  const out: Licence[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await deps.repo.listLicences(scope, { limit: 1000, offset, filters: { establishmentId } });
    for (const l of page.items) if (l.kind === 'alvara' && (l.status === 'active' || l.status === 'suspended')) out.push(l);
    if (page.items.length < 1000) return out;
  }
}

/**
 * Notifies the revocation of the establishment's alvarás after the closure `closureId` (the
 * notice of art. 15 § 2º, with the defence term): the closure as it stands after, listing the
 * cases opened (`revocationCases`).
 */
export async function notifyRevocationAfterClosure(
  deps: LicensingDeps,
  scope: Scope,
  closureId: string,
  version: number,
  on: IsoDate,
): Promise<Closure> {
  const closure = await closureOf(deps, scope, closureId);
  checkRevocation(closure, on);
  if (closure.version !== version)
    throw new StateConflict(
      { pt: 'a interdição mudou', en: 'the closure order changed' },
      'If-Match',
      String(version),
      String(closure.version),
    );
  const pack = packOf(deps.packs, closure.municipality);
  const rule = enforcementOf(pack).revocationAfterClosure;
  if (!rule)
    throw new StateConflict(
      { pt: 'a lei não prevê cassação após a interdição', en: 'the law provides no revocation after a closure' },
      'closure',
      closure.id,
      'a closure under such a law',
    );
  const d = closure.data;
  const days = Number(paramValue(pack, rule.daysParameter, closure.on).value);
  const citation = citeOf(pack)(rule.unit);
  const grounds =
    `Interdição de ${formatDate(closure.on)} (${d.citation}: ${d.reason}) e irregularidade não sanada em ${days} dias: ` +
    `cassação do alvará (${citation}), respeitados a ampla defesa e o contraditório.`;
  const alvaras = await alvarasOf(deps, scope, closure.establishmentId);
  if (alvaras.length === 0)
    throw new StateConflict(
      {
        pt: 'o estabelecimento não tem alvará em vigor ou suspenso a cassar',
        en: 'the establishment has no alvará in force or suspended to revoke',
      },
      'establishmentId',
      closure.establishmentId,
      'an establishment with an alvará',
    );
  const ops: LicensingOp[] = [];
  const cases: RevocationCase[] = [];
  for (const l of alvaras) {
    const p = await planSanction(deps, scope, l.id, 'revoke', grounds, on, { cite: rule.unit, closureId: closure.id });
    ops.push(p.op);
    cases.push({ caseId: p.id, licenceId: l.id, notifiedOn: on, defenceUntil: p.data.defenceUntil });
  }
  const data: ClosureData = { ...d, revocationCases: [...(d.revocationCases ?? []), ...cases] };
  ops.push({ op: 'enforcement-update', id: closure.id, expectedVersion: version, status: closure.status, data });
  await deps.repo.licensing.commit(scope, ops);
  return closureOf(deps, scope, closure.id);
}

/**
 * What upholding a revocation case that rests on a closure order also writes: the closure records
 * the licence revoked. Refused when the closure no longer stands (lifted: remedied or its ground
 * annulled) — art. 15 § 2º then gives no ground to revoke.
 */
export async function closureOpsOnUphold(
  deps: LicensingDeps,
  scope: Scope,
  c: CaseData,
  licenceId: string,
  date: IsoDate,
): Promise<LicensingOp[]> {
  if (c.closureId === undefined) return [];
  const closure = await closureOf(deps, scope, c.closureId);
  const d = closure.data;
  if (closure.status !== 'in-force' && closure.status !== 'revoked-licence')
    throw new InvalidState({
      pt:
        `A interdição de ${formatDate(closure.on)} em que esta cassação se apoia está ${statusName('closure', closure.status, 'pt')}` +
        `${d.liftedOn ? ` desde ${formatDate(d.liftedOn)}` : ''}${d.liftedBecause ? ` (${d.liftedBecause.reason})` : ''}: ` +
        `${citeOf(packOf(deps.packs, closure.municipality))(c.cite)} não permite cassação com base nela; arquive o processo.`,
      en:
        `The closure order of ${formatDate(closure.on)} this revocation rests on is ${statusName('closure', closure.status, 'en')}` +
        `${d.liftedOn ? ` since ${formatDate(d.liftedOn)}` : ''}${d.liftedBecause ? ` (${d.liftedBecause.reason})` : ''}: ` +
        `${citeOf(packOf(deps.packs, closure.municipality))(c.cite)} allows no revocation on it; dismiss the case.`,
    });
  // Regrounded on a later notice after an annulment (src/enforcement/annulment.ts): its 90 days
  // run from that notice, and a revocation notified before they ran out rests on nothing.
  if (d.revocationPossibleFrom !== null && c.notifiedOn < d.revocationPossibleFrom)
    throw new InvalidState({
      pt:
        `A cassação foi notificada em ${formatDate(c.notifiedOn)}; a interdição agora se apoia no auto de infração ` +
        `${d.regrounded?.to.number ?? d.noticeId} e a permite a partir de ${formatDate(d.revocationPossibleFrom)}: arquive o processo.`,
      en:
        `The revocation was notified on ${formatDate(c.notifiedOn)}; the closure order now rests on notice ` +
        `${d.regrounded?.to.number ?? d.noticeId} and allows it from ${formatDate(d.revocationPossibleFrom)}: dismiss the case.`,
    });
  const data: ClosureData = {
    ...d,
    revokedOn: d.revokedOn ?? date,
    revokedLicences: [...(d.revokedLicences ?? []).filter((x) => x !== licenceId), licenceId],
  };
  return [{ op: 'enforcement-update', id: closure.id, expectedVersion: closure.version, status: 'revoked-licence', data }];
}
