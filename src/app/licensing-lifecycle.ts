/**
 * A licence after it is issued: sanctions with due process (notice → defence term → decision:
 * suspension, closure order, revocation), reinstatement, what falls due (renewals, defence
 * terms, opinions waiting, documents to review or expiring), and the public verification.
 * `suspendLicence` / `revokeLicence` / `interdictLicence` open the case; the licence changes only
 * when the case is decided (upheld). A licence issued before the procedure has only the registry's
 * status, which stands for its lifecycle (./sanction-notice.ts). The revocation after a closure
 * order (Salvador art. 15 § 2º) is such a case, opened from the order (./closure-revocation.ts).
 */
import { sanctionName } from '../core/status-names.ts';
import { said } from '../licensing/checklist-text.ts';
import { formatDate } from '../core/format.ts';
import { parseInput } from '../core/input/validate.ts';
import { addDays } from '../core/periods.ts';
import { transitionDeadlines } from '../licensing/transitions.ts';
import type { IsoDate, Text } from '../core/types.ts';
import { InvalidState } from '../domain/errors.ts';
import type { CaseData, DocumentData, LicenceRecordData, LicensingItem, OpinionData, SanctionDecisionStated } from '../domain/licensing.ts';
import type { Scope } from '../domain/roles.ts';
import {
  type AuthorityInput,
  authorityDecision,
  decidableOn,
  phaseOn,
  registryStatus,
  SANCTION_EFFECT,
  sanctionAuthority,
} from '../licensing/lifecycle.ts';
import { dueProcessMachine, type LicenceLifecycle, licenceMachine } from '../licensing/machines.ts';
import type { Repository } from '../store/repository.ts';
import { closureOpsOnUphold } from './closure-revocation.ts';
import { licenceById } from './licensing-decision.ts';
import { citeOf, type LicensingDeps, LicensingInputError, listAllItems, move, packOf } from './licensing.ts';
import { planSanction, sanctionTarget } from './sanction-notice.ts';
import { reinstatementDecision } from '../licensing/reinstatement.ts';

/** Opens a due-process case against a licence: the notice, with the term for the defence. */
export async function sanctionLicence(
  deps: LicensingDeps,
  scope: Scope,
  licenceId: string,
  action: CaseData['action'],
  grounds: string,
  notifiedOn: IsoDate,
): Promise<LicensingItem> {
  const p = await planSanction(deps, scope, licenceId, action, grounds, notifiedOn);
  const [item] = await deps.repo.licensing.commit(scope, [p.op]);
  return item as LicensingItem;
}

export const suspendLicence = (deps: LicensingDeps, s: Scope, id: string, grounds: string, on: IsoDate) =>
  sanctionLicence(deps, s, id, 'suspend', grounds, on);
export const interdictLicence = (deps: LicensingDeps, s: Scope, id: string, grounds: string, on: IsoDate) =>
  sanctionLicence(deps, s, id, 'interdict', grounds, on);
export const revokeLicence = (deps: LicensingDeps, s: Scope, id: string, grounds: string, on: IsoDate) =>
  sanctionLicence(deps, s, id, 'revoke', grounds, on);

export async function defend(deps: LicensingDeps, scope: Scope, caseId: string, version: number, defence: string, date: IsoDate) {
  const c = await deps.repo.licensing.get(scope, caseId);
  if (c.kind !== 'case') throw new LicensingInputError('id', `a ${c.kind}`, 'a case');
  const to = move(dueProcessMachine, c.status, 'defend', scope);
  const d = c.data as unknown as CaseData;
  if (date > d.defenceUntil)
    throw new InvalidState({
      pt: `O prazo de defesa terminou em ${formatDate(d.defenceUntil)}; a defesa veio em ${formatDate(date)}.`,
      en: `The defence term ended on ${formatDate(d.defenceUntil)}; the defence came on ${formatDate(date)}.`,
    });
  const [it] = await deps.repo.licensing.commit(scope, [
    { op: 'update', id: caseId, expectedVersion: version, status: to, data: { defence } },
  ]);
  return it as LicensingItem;
}

/**
 * Decides a case: upheld applies the sanction to the licence (same transaction); dismissed leaves
 * it. Where the law gives the decision to another authority (VdC art. 26 II: the Mayor), upholding
 * records its act and the opinion it followed (`authority`), on the case and the licence record.
 */
export async function decideCase(
  deps: LicensingDeps,
  scope: Scope,
  caseId: string,
  version: number,
  outcome: 'uphold' | 'dismiss',
  decision: string,
  date: IsoDate,
  authority: AuthorityInput = {},
): Promise<LicensingItem> {
  const c = await deps.repo.licensing.get(scope, caseId);
  if (c.kind !== 'case' || c.licenceId === null) throw new LicensingInputError('id', `a ${c.kind}`, 'a case');
  const to = move(dueProcessMachine, c.status, outcome, scope);
  const d = c.data as unknown as CaseData;
  const ok = decidableOn(c.status, d, date);
  if (!ok.ok) throw new InvalidState({ pt: `Ainda não: ${ok.reason.pt}.`, en: `Not yet: ${ok.reason.en}.` });
  const pack = packOf(deps.packs, c.municipality);
  const who = sanctionAuthority(pack.procedure, d.action, (await licenceById(deps, scope, c.licenceId, c.municipality)).kind);
  const decided = authorityDecision(who, who ? citeOf(pack)(who.cite) : '', { status: c.status, data: d }, outcome, date, authority);
  if (decided !== null && 'field' in decided) throw new LicensingInputError(decided.field, decided.found, decided.expected);
  const ops: Parameters<Repository['licensing']['commit']>[1][number][] = [
    {
      op: 'update',
      id: caseId,
      expectedVersion: version,
      status: to,
      data: { decision, decidedOn: date, ...(decided ? { authority: decided } : {}) },
    },
  ];
  if (outcome === 'uphold') {
    const t = await sanctionTarget(deps, scope, c.licenceId);
    const next: LicenceLifecycle = move(licenceMachine, t.state, d.action, scope);
    if (next !== SANCTION_EFFECT[d.action]) throw new Error(`machine and sanction disagree: ${next}`);
    const stated: SanctionDecisionStated | null = decided ? { action: d.action, caseId, decidedOn: date, authority: decided } : null;
    if (t.record)
      ops.push({
        op: 'update',
        id: t.record.id,
        expectedVersion: t.record.version,
        status: next,
        data: { sanctionDecision: stated },
      });
    ops.push({ op: 'licence-status', id: c.licenceId, status: registryStatus(next) });
    // Salvador art. 15 § 2º: a revocation resting on a closure order, only while the order stands.
    for (const op of await closureOpsOnUphold(deps, scope, d, c.licenceId, date)) ops.push(op);
  }
  return (await deps.repo.licensing.commit(scope, ops))[0] as LicensingItem;
}

/**
 * Lifts a suspension or closure order once the irregularity is remedied, on `date`. Where the law
 * gives the suspension to an authority and is silent on lifting it (VdC art. 26 II), the reading
 * the pack names decides who lifts it (src/licensing/reinstatement.ts): by default the
 * authority's act and the opinion it followed are recorded, as when it was decided.
 */
export async function reinstate(
  deps: LicensingDeps,
  scope: Scope,
  licenceId: string,
  grounds: string,
  date: IsoDate,
  authority: AuthorityInput = {},
): Promise<LicensingItem> {
  const t = await sanctionTarget(deps, scope, licenceId);
  if (!t.record)
    throw new InvalidState({
      pt: `A licença ${licenceId} não foi emitida por um procedimento de licenciamento.`,
      en: `Licence ${licenceId} was not issued through a licensing procedure.`,
    });
  const rec = t.record;
  const next = move(licenceMachine, rec.status, 'reinstate', scope);
  const pack = packOf(deps.packs, rec.municipality);
  const who = sanctionAuthority(pack.procedure, 'suspend', t.licence.kind);
  const decided = (rec.data as unknown as LicenceRecordData).sanctionDecision;
  const readings = { packId: pack.id, parameters: pack.parameters, date };
  const stated = reinstatementDecision(who, who ? citeOf(pack)(who.cite) : '', decided, date, authority, readings);
  if ('field' in stated) throw new LicensingInputError(stated.field, stated.found, stated.expected);
  const [it] = await deps.repo.licensing.commit(scope, [
    {
      op: 'update',
      id: rec.id,
      expectedVersion: rec.version,
      status: next,
      data: { reinstatedFor: grounds, reinstatement: stated, sanctionDecision: null },
    },
    { op: 'licence-status', id: licenceId, status: 'active' },
  ]);
  return it as LicensingItem;
}

export interface DueItem {
  kind: 'renewal' | 'expired' | 'defence-term' | 'case-to-decide' | 'opinion' | 'document-review' | 'document-expiry' | 'transition';
  role: string;
  municipality: string;
  /** The date it falls due (last day). */
  due: IsoDate;
  id: string;
  licenceId: string | null;
  applicationId: string | null;
  /** What falls due in pt-BR (`text.pt`; the JSON contract). */
  message: string;
  /** What falls due in both languages (`glp due --lang`). */
  text: Text;
}

/** What falls due by `until` (inclusive), per role: what a scheduler calls daily. */
export async function dueList(deps: LicensingDeps, scope: Scope, date: IsoDate, withinDays: number, role?: string): Promise<DueItem[]> {
  const until = addDays(date, withinDays);
  const out: DueItem[] = [];
  const items = await listAllItems(deps.repo, scope, {});
  for (const it of items) {
    if (it.kind === 'licence-record' && it.licenceId !== null && it.status === 'active') {
      const pack = packOf(deps.packs, it.municipality);
      const lic = await licenceById(deps, scope, it.licenceId, it.municipality);
      if (lic.expiresOn === null) continue;
      const phase = phaseOn('active', lic.expiresOn, date, pack.procedure.renewal);
      const d = it.data as unknown as LicenceRecordData;
      if (phase === 'expired')
        out.push(
          base(
            it,
            'expired',
            'licensing-officer',
            lic.expiresOn,
            said(
              `Licença ${lic.number} (${d.holder}) vencida em ${formatDate(lic.expiresOn)}.`,
              `Licence ${lic.number} (${d.holder}) expired on ${formatDate(lic.expiresOn)}.`,
            ),
          ),
        );
      else if (phase === 'due-for-renewal' || addDays(lic.expiresOn, -(pack.procedure.renewal?.dueWithinDays ?? 0)) <= until)
        out.push(
          base(
            it,
            'renewal',
            'licensing-officer',
            lic.expiresOn,
            said(
              `Licença ${lic.number} (${d.holder}) vence em ${formatDate(lic.expiresOn)}: renovação.`,
              `Licence ${lic.number} (${d.holder}) expires on ${formatDate(lic.expiresOn)}: renewal.`,
            ),
          ),
        );
    } else if (it.kind === 'case') {
      const d = it.data as unknown as CaseData;
      if (it.status === 'notified' && d.defenceUntil >= date && d.defenceUntil <= until)
        out.push(
          base(
            it,
            'defence-term',
            'applicant',
            d.defenceUntil,
            said(
              `Prazo de defesa (${sanctionName(d.action).pt}) até ${formatDate(d.defenceUntil)}.`,
              `Defence term (${sanctionName(d.action).en}) until ${formatDate(d.defenceUntil)}.`,
            ),
          ),
        );
      else if (it.status === 'defence-filed' || (it.status === 'notified' && d.defenceUntil < date))
        out.push(
          base(
            it,
            'case-to-decide',
            'licensing-officer',
            d.defenceUntil,
            said(`Processo (${sanctionName(d.action).pt}) pronto para decisão.`, `Case (${sanctionName(d.action).en}) ready for decision.`),
          ),
        );
    } else if (it.kind === 'opinion' && it.status === 'requested') {
      const d = it.data as unknown as OpinionData;
      const req = packOf(deps.packs, it.municipality)
        .procedure.stages.find((s) => s.id === d.stage)
        ?.opinions.find((r) => r.department === d.department);
      const dept = req?.title ?? { pt: d.department, en: d.department };
      out.push(
        base(
          it,
          'opinion',
          req?.role ?? 'reviewer',
          it.createdAt.slice(0, 10),
          said(
            d.kind === 'inspection' ? `Vistoria solicitada: ${dept.pt}.` : `Parecer solicitado: ${dept.pt}.`,
            `${d.kind === 'inspection' ? 'Inspection' : 'Opinion'} requested: ${dept.en}.`,
          ),
        ),
      );
    } else if (it.kind === 'document') {
      const d = it.data as unknown as DocumentData;
      const doc = packOf(deps.packs, it.municipality)
        .procedure.stages.flatMap((s) => s.documents)
        .find((r) => r.id === d.requirement)?.title ?? { pt: d.requirement, en: d.requirement };
      if (it.status === 'pending')
        out.push(
          base(
            it,
            'document-review',
            'reviewer',
            it.createdAt.slice(0, 10),
            said(`Documento a analisar: ${doc.pt}.`, `Document to review: ${doc.en}.`),
          ),
        );
      else if (it.status === 'accepted' && d.validUntil !== null && d.validUntil >= date && d.validUntil <= until)
        out.push(
          base(
            it,
            'document-expiry',
            'licensing-officer',
            d.validUntil,
            said(`${doc.pt}: vence em ${formatDate(d.validUntil)}.`, `${doc.en}: expires on ${formatDate(d.validUntil)}.`),
          ),
        );
    }
  }
  // Transitional deadlines of establishments that existed before the law: from each open
  // application's latest evaluated input (its establishment's facts as the officials know them).
  for (let offset = 0; ; offset += 1000) {
    const apps = await deps.repo.listApplications(scope, { limit: 1000, offset });
    for (const a of apps.items) {
      if (a.status === 'rejected' || a.status === 'withdrawn') continue;
      const pack = deps.packs.get(a.municipality);
      if (!pack?.transitions?.length) continue;
      const ev = (await deps.repo.listEvaluations(scope, { limit: 1, offset: 0, applicationId: a.id })).items[0];
      if (!ev) continue;
      for (const t of transitionDeadlines(pack, parseInput(ev.input, deps.packs), date)) {
        if (t.lastDay < date || t.lastDay > until) continue;
        out.push({
          kind: 'transition',
          role: 'licensing-officer',
          municipality: a.municipality,
          due: t.lastDay,
          id: a.id,
          licenceId: null,
          applicationId: a.id,
          ...said(
            `${t.name.pt}: até ${formatDate(t.lastDay)}${t.covered ? '' : ` (se coberto: falta ${t.fact})`}.`,
            `${t.name.en}: until ${formatDate(t.lastDay)}${t.covered ? '' : ` (if covered: ${t.fact} is missing)`}.`,
          ),
        });
      }
    }
    if (apps.items.length < 1000) break;
  }
  return out.filter((i) => role === undefined || i.role === role).sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : 0));
}

function base(it: LicensingItem, kind: DueItem['kind'], role: string, due: IsoDate, words: { message: string; text: Text }): DueItem {
  return { kind, role, municipality: it.municipality, due, id: it.id, licenceId: it.licenceId, applicationId: it.applicationId, ...words };
}

/** What the public sees of a licence by number: its state on the date, in words the law uses. */
export async function verify(repo: Repository, municipality: string, number: string, date: IsoDate) {
  const page = await repo.publicLicences(municipality, { limit: 1, offset: 0, number });
  const l = page.items[0];
  if (!l) return null;
  const rec = await repo.licensing.publicRecord(l.id);
  // Licences issued before the procedure existed have only the registry's status.
  // The record's lifecycle, unless the registry was changed directly (repo.updateLicence, which
  // enforcement still uses) while the record says active: then the registry's status.
  const lifecycle = (rec && !(rec.status === 'active' && l.status !== 'active') ? rec.status : l.status) as LicenceLifecycle | 'expired';
  const state = lifecycle === 'expired' ? 'expired' : phaseOn(lifecycle, l.expiresOn, date, null);
  return {
    municipality: l.municipality,
    number: l.number,
    kind: l.kind,
    class: l.class,
    holder: l.establishmentName,
    issuedOn: l.issuedOn,
    expiresOn: l.expiresOn,
    status: state,
    // A licence dated after the date is not yet in force (as the roadside check reads it).
    valid: state === 'active' && l.issuedOn <= date,
  };
}
