/**
 * Deciding an application's stage (issue 10, Deliver 4–5): issue only from an approved
 * application whose latest evaluation is approvable on the decision date, with every required
 * opinion favourable, every document accepted and in force and no open hold — otherwise
 * NotIssuable names each missing item. The decision cites the articles, is reproduced from the
 * stored evaluation (reproduce) before it is written, and is append-only. A renewal or a change
 * of address or holder issues the new licence and closes the one it replaces, in the same
 * transaction. The licence's PDF is built from what the decision stored.
 */
import { activitiesOf } from '../core/input/vocabulary.ts';
import { formatDate } from '../core/format.ts';
import type { IsoDate, Lang } from '../core/types.ts';
import type { DecisionData, LicenceRecordData, LicensingItem, LicensingOp } from '../domain/licensing.ts';
import type { Licence } from '../domain/licence.ts';
import { roleName, type Scope } from '../domain/roles.ts';
import { statusName } from '../core/status-names.ts';
import { renderDenialPdf, renderLicencePdf } from '../documents/licence-pdf.ts';
import { decisionCitations } from '../licensing/checklist.ts';
import { said } from '../licensing/checklist-text.ts';
import { expiryOf } from '../licensing/lifecycle.ts';
import { licensedQuantity } from '../licensing/quantity.ts';
import { randomUUID } from 'node:crypto';
import { Forbidden, InvalidState, NotFound } from '../domain/errors.ts';
import { applicationTypeOf, checklist, citeOf, type LicensingDeps, LicensingInputError, NotIssuable, packOf } from './licensing.ts';
import { reproduce } from './reproduce.ts';

const KIND_CODE = { alvara: 'ALV', tvl: 'TVL', construction: 'LC' } as const;

export interface IssueRequest {
  stage?: string | undefined;
  date: IsoDate;
  /** The licence this one renews or replaces (renewal, change of address or holder): closed in the same transaction. */
  replaces?: string | undefined;
  /** The absolute base of the public verification link (GLP_PUBLIC_URL or the loopback host). */
  publicBase: string;
}

export interface Issued {
  licence: Licence;
  record: LicensingItem;
  decision: LicensingItem;
}

function addressText(a: Record<string, string | undefined>): string {
  const line = [a['street'], a['number'] ? `nº ${a['number']}` : undefined, a['complement']].filter(Boolean).join(', ');
  const tail = [a['district'], a['cep'] ? `CEP ${a['cep']}` : undefined].filter(Boolean).join(', ');
  return [line, tail].filter((s) => s !== '').join(' — ') || '—';
}

export async function issue(deps: LicensingDeps, scope: Scope, applicationId: string, req: IssueRequest): Promise<Issued> {
  const cl = await checklist(deps, scope, applicationId, req.stage, req.date);
  const { application: app, stage } = cl;
  const pack = packOf(deps.packs, app.municipality);
  if (!scope.roles.some((r) => r === stage.issuingRole))
    throw new Forbidden({
      pt: `${stage.title.pt}: a emissão cabe ao perfil ${roleName(stage.issuingRole).pt}.`,
      en: `${stage.title.en} is issued by the role ${roleName(stage.issuingRole).en}.`,
    });
  const items = [...cl.outstanding];
  if (app.status !== 'approved')
    items.unshift({
      kind: 'evaluation',
      id: 'application',
      state: app.status,
      ...said(
        `O pedido está ${statusName('application', app.status, 'pt')}; só um pedido aprovado gera licença.`,
        `The application is ${statusName('application', app.status, 'en')}; only an approved application gives a licence.`,
      ),
    });
  if (app.establishmentId === null)
    items.unshift({
      kind: 'fact',
      id: 'establishmentId',
      state: 'missing',
      ...said('O pedido não está ligado a um estabelecimento.', 'The application is not linked to an establishment.'),
    });
  const issuedHere = await deps.repo.licensing.list(scope, { kind: 'licence-record', applicationId, limit: 1000, offset: 0 });
  if (issuedHere.items.some((r) => r.data['stage'] === stage.id && r.status === 'active'))
    throw new InvalidState({
      pt: `${stage.title.pt}: já houve emissão no pedido ${applicationId}.`,
      en: `${stage.title.en} was already issued on application ${applicationId}.`,
    });
  const ev = cl.evaluation;
  let reproduced = false;
  if (ev) {
    const stored = await deps.repo.getEvaluation(scope, ev.id);
    reproduced = reproduce(deps.packs, stored, req.date).matches;
    if (!reproduced)
      items.push({
        kind: 'evaluation',
        id: ev.id,
        state: 'not-reproducible',
        ...said('A avaliação armazenada não se reproduz.', 'The stored evaluation does not reproduce.'),
      });
  }
  if (items.length > 0 || !ev || app.establishmentId === null) throw new NotIssuable(items);

  const establishment = await deps.repo.getEstablishment(scope, app.establishmentId);
  const ops: LicensingOp[] = [];
  let replaced: LicensingItem | undefined;
  if (req.replaces !== undefined) {
    replaced = (await deps.repo.licensing.list(scope, { kind: 'licence-record', licenceId: req.replaces, limit: 1, offset: 0 })).items[0];
    if (!replaced)
      throw new LicensingInputError('replaces', JSON.stringify(req.replaces), 'a licence issued through a licensing procedure');
    if (replaced.status !== 'active' && replaced.status !== 'suspended')
      throw new LicensingInputError('replaces', `a licence ${replaced.status}`, 'an active licence');
    // A renewal does not lift a suspension: it was decided after notice and defence, and where the
    // law gives it to another authority by that authority (VdC art. 26 II: the Mayor; Salvador art.
    // 12: "cassação temporária"). Renewing it would issue an active licence in its place; the
    // suspended one is renewed once reinstated. (A move or a new holder is a new licence, not this.)
    if (replaced.status === 'suspended' && (app.type === 'renewal' || applicationTypeOf(app.input) === 'renewal'))
      throw new LicensingInputError('replaces', 'a licence suspended', 'an active licence (a suspended one is renewed once reinstated)');
  }
  const total = (await deps.repo.listLicences(scope, { limit: 1, offset: 0, filters: { municipality: app.municipality } })).total;
  const number = `${KIND_CODE[stage.kind]}-${pack.ibge}-${req.date.slice(0, 4)}-${String(total + 1).padStart(6, '0')}`;
  const cite = citeOf(pack);
  // An earlier stage waived for the establishment (Belém art. 5) is cited, and said in the grounds.
  const citations = decisionCitations(stage, ev.result, cite, cl.waived);
  const licenceId = randomUUID();
  const decisionId = randomUUID();
  const input = (await deps.repo.getEvaluation(scope, ev.id)).input;
  // The quantity the licence permits: the one requested (and the containers it equals where the law
  // counts them, VdC art. 5 § 3º), else the stock described.
  const quantity = licensedQuantity(stage, input, cite);
  const activity = String(input['activity'] ?? '');
  // The activity as the licence states it: its pt-BR name (Term.label), capitalised; the id if the vocabulary lacks it.
  const term = activitiesOf([pack]).find((t) => t.id === activity)?.label;
  const capital = (n: string | undefined) => (n ? `${n.charAt(0).toUpperCase()}${n.slice(1)}` : activity);
  const label = capital(term?.pt);
  const expiresOn = expiryOf(stage, req.date);
  // The resale type, where the stage states it (VdC art. 5 § 3º): the class, said in each language.
  const resaleClass = stage.states.includes('resale-type') ? ev.result.class : null;
  const record: LicenceRecordData = {
    stage: stage.id,
    decisionId,
    evaluationId: ev.id,
    holder: establishment.name,
    cnpj: establishment.cnpj ?? ((input['establishment'] as Record<string, unknown> | undefined)?.['cnpj'] as string | undefined) ?? null,
    address: addressText(establishment.address as Record<string, string | undefined>),
    activity: label,
    class: ev.result.class,
    resaleType: resaleClass ? `Revenda de GLP classe ${resaleClass}` : null,
    ...quantity,
    conditions: stage.conditions.map((c) => c.pt),
    // The same texts in English, for the licence in English (the Portuguese one is the official document).
    english: {
      activity: capital(term?.en),
      resaleType: resaleClass ? `GLP resale, class ${resaleClass}` : null,
      conditions: stage.conditions.map((c) => c.en),
    },
    citations,
    replaces: req.replaces ?? null,
    replacedBy: null,
    closedReason: null,
  };
  const decision: DecisionData = {
    stage: stage.id,
    outcome: 'issued',
    date: req.date,
    evaluationId: ev.id,
    resultHash: ev.resultHash,
    reproduced,
    // An unfavourable opinion a reading leaves to the deciding body (VdC art. 19) is said in the grounds, naming the reading.
    grounds: [
      `${stage.title.pt}: requisitos do procedimento cumpridos em ${formatDate(req.date)}.`,
      ...cl.waived.map((w) => w.message),
      ...cl.weighed.map((w) => w.message),
    ],
    citations,
    licenceNumber: number,
  };
  const verifyUrl = `${req.publicBase}/verificar/${encodeURIComponent(number)}?municipio=${app.municipality}`;
  ops.push({
    op: 'create-licence',
    licence: {
      id: licenceId,
      municipality: app.municipality,
      establishmentId: establishment.id,
      number,
      kind: stage.kind,
      class: ev.result.class,
      issuedOn: req.date,
      expiresOn,
    },
  });
  ops.push({
    op: 'add',
    item: {
      id: decisionId,
      municipality: app.municipality,
      kind: 'decision',
      applicationId,
      licenceId,
      status: 'issued',
      data: { ...decision },
    },
  });
  ops.push({
    op: 'add',
    item: {
      id: '',
      municipality: app.municipality,
      kind: 'licence-record',
      applicationId,
      licenceId,
      status: 'active',
      data: { ...record, verifyUrl },
    },
  });
  // The application as read for the checklist: a concurrent change (or a second issue of the
  // same stage) fails the version check and nothing is written (412).
  ops.push({ op: 'application-status', id: app.id, expectedVersion: app.version, status: 'approved' });
  if (replaced?.licenceId) {
    ops.push({
      op: 'update',
      id: replaced.id,
      expectedVersion: replaced.version,
      status: 'closed',
      data: { replacedBy: licenceId, closedReason: app.type },
    });
    ops.push({ op: 'licence-status', id: replaced.licenceId, status: 'expired' });
  }
  const out = await deps.repo.licensing.commit(scope, ops);
  const licence = (await deps.repo.listLicences(scope, { limit: 1, offset: 0, filters: { municipality: app.municipality, number } }))
    .items[0];
  if (!licence) throw new Error(`licence ${number} not found after issuing`);
  return { licence, decision: out[1] as LicensingItem, record: out[2] as LicensingItem };
}

/** Denies the stage: the grounds given plus every item still missing, with the articles; the application becomes rejected. */
export async function deny(
  deps: LicensingDeps,
  scope: Scope,
  applicationId: string,
  req: { stage?: string | undefined; date: IsoDate; grounds: string[] },
): Promise<LicensingItem> {
  const cl = await checklist(deps, scope, applicationId, req.stage, req.date);
  const { application: app, stage } = cl;
  if (!scope.roles.some((r) => r === stage.issuingRole))
    throw new Forbidden({
      pt: `${stage.title.pt}: a decisão cabe ao perfil ${roleName(stage.issuingRole).pt}.`,
      en: `${stage.title.en} is decided by the role ${roleName(stage.issuingRole).en}.`,
    });
  if (!['submitted', 'under-review', 'approved'].includes(app.status))
    throw new InvalidState({
      pt: `Um pedido ${statusName('application', app.status, 'pt')} não pode ser indeferido.`,
      en: `An application that is ${statusName('application', app.status, 'en')} cannot be denied.`,
    });
  const pack = packOf(deps.packs, app.municipality);
  const cite = citeOf(pack);
  const grounds = [...req.grounds, ...cl.outstanding.map((o) => o.message)];
  // The letter in English: what the official typed as typed, what is missing in English.
  const groundsEn = [...req.grounds, ...cl.outstanding.map((o) => o.text.en)];
  if (grounds.length === 0) throw new LicensingInputError('grounds', 'nothing', 'the grounds of the denial (nothing is missing)');
  const citations = [...new Set([cite(stage.cite), ...cl.outstanding.flatMap((o) => (o.cite ? [cite(o.cite)] : []))])];
  for (const f of cl.evaluation?.result.findings ?? []) if (f.status === 'violated') citations.push(f.citation.text);
  const decision: DecisionData = {
    stage: stage.id,
    outcome: 'denied',
    date: req.date,
    evaluationId: cl.evaluation?.id ?? null,
    resultHash: cl.evaluation?.resultHash ?? null,
    reproduced: cl.evaluation ? reproduce(deps.packs, await deps.repo.getEvaluation(scope, cl.evaluation.id), req.date).matches : false,
    grounds,
    groundsEn,
    citations: [...new Set(citations)],
    licenceNumber: null,
  };
  const ops: LicensingOp[] = [
    {
      op: 'add',
      item: {
        id: '',
        municipality: app.municipality,
        kind: 'decision',
        applicationId,
        licenceId: null,
        status: 'denied',
        data: { ...decision },
      },
    },
  ];
  if (app.status !== 'rejected') ops.push({ op: 'application-status', id: app.id, expectedVersion: app.version, status: 'rejected' });
  return (await deps.repo.licensing.commit(scope, ops))[0] as LicensingItem;
}

function authorityOf(name: string): string {
  return `Prefeitura Municipal de ${name}`;
}

/**
 * The licence's PDF, from what its decision stored (same bytes every time); in English with
 * `lang` 'en', its texts as the record stated them in English (a record issued before those were
 * kept states them in Portuguese).
 */
export async function licencePdf(
  deps: LicensingDeps,
  scope: Scope,
  licenceId: string,
  lang: Lang = 'pt',
): Promise<{ pdf: Buffer; number: string }> {
  await licenceById(deps, scope, licenceId, undefined);
  const rec = (await deps.repo.licensing.list(scope, { kind: 'licence-record', licenceId, limit: 1, offset: 0 })).items[0];
  if (!rec)
    throw new InvalidState({
      pt: `A licença ${licenceId} não foi emitida por um procedimento de licenciamento: não tem documento.`,
      en: `Licence ${licenceId} was not issued through a licensing procedure: it has no document.`,
    });
  const d = rec.data as unknown as LicenceRecordData & { verifyUrl: string };
  const pack = packOf(deps.packs, rec.municipality);
  const stage = pack.procedure.stages.find((s) => s.id === d.stage);
  const licence = await licenceById(deps, scope, licenceId, rec.municipality);
  const ev = await deps.repo.getEvaluation(scope, d.evaluationId);
  const english = lang === 'en' ? d.english : undefined;
  const pdf = await renderLicencePdf(
    {
      authority: authorityOf(pack.name),
      municipalityName: `${pack.name}/${pack.uf}`,
      title: stage?.title[lang] ?? (lang === 'pt' ? 'Licença' : 'Licence'),
      number: licence.number,
      holder: d.holder,
      cnpj: d.cnpj,
      address: d.address,
      activity: english?.activity ?? d.activity,
      class: d.class,
      resaleType: english ? english.resaleType : d.resaleType,
      containers: d.containers,
      kg: d.kg,
      // Absent on records issued before the basis was kept: the PDF reads them as the stock described.
      ...(d.quantityBasis !== undefined ? { quantityBasis: d.quantityBasis } : {}),
      containerCount: d.containerCount ?? null,
      issuedOn: licence.issuedOn,
      expiresOn: licence.expiresOn,
      conditions: english?.conditions ?? d.conditions,
      citations: d.citations,
      verifyUrl: d.verifyUrl,
      evaluationId: ev.id,
      resultHash: ev.resultHash,
    },
    lang,
  );
  return { pdf, number: licence.number };
}

/** A licence in the scope (NotFound otherwise: another municipality's looks missing). */
export async function licenceById(deps: LicensingDeps, scope: Scope, id: string, municipality: string | undefined): Promise<Licence> {
  const filters: Record<string, string> = municipality === undefined ? {} : { municipality };
  for (let offset = 0; ; offset += 1000) {
    const page = await deps.repo.listLicences(scope, { limit: 1000, offset, filters });
    const l = page.items.find((x) => x.id === id);
    if (l) return l;
    if (page.items.length < 1000) throw new NotFound('licence', id);
  }
}

/** The denial letter of a decision; in English with `lang` 'en' (grounds recorded before English was kept: as recorded). */
export async function denialPdf(deps: LicensingDeps, scope: Scope, decisionId: string, lang: Lang = 'pt'): Promise<Buffer> {
  const dec = await deps.repo.licensing.get(scope, decisionId);
  if (dec.kind !== 'decision' || dec.status !== 'denied')
    throw new LicensingInputError('id', `a ${dec.kind} ${dec.status}`, 'a denial decision');
  const d = dec.data as unknown as DecisionData;
  const app = await deps.repo.getApplication(scope, dec.applicationId ?? '');
  const pack = packOf(deps.packs, app.municipality);
  const est = app.establishmentId ? await deps.repo.getEstablishment(scope, app.establishmentId) : null;
  const stage = pack.procedure.stages.find((s) => s.id === d.stage);
  return renderDenialPdf(
    {
      authority: authorityOf(pack.name),
      municipalityName: `${pack.name}/${pack.uf}`,
      applicationId: app.id,
      holder: est?.name ?? '—',
      cnpj: est?.cnpj ?? null,
      stageTitle: stage?.title[lang] ?? d.stage,
      date: d.date,
      grounds: (lang === 'en' ? d.groundsEn : undefined) ?? d.grounds,
      citations: d.citations,
    },
    lang,
  );
}
