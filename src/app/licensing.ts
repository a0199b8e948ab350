/**
 * The licensing procedure's steps as use cases the API and the CLI share (issue 10): documents
 * presented and reviewed, opinions and inspections requested and given, holds, and the
 * checklist — the one list of what an application still lacks for a stage. Each step is one
 * machine transition (src/licensing/machines.ts) allowed to its roles and written in one
 * audited transaction with the record's version (If-Match in the API).
 */
import { citationOf } from '../core/citation.ts';
import { municipalityToday } from '../core/local-date.ts';
import type { Pack } from '../core/pack.ts';
import { opinionAsked, type ProcedureDef, type StageDef, stageOnDate } from '../core/procedure.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { EvaluationResult, IsoDate } from '../core/types.ts';
import { Forbidden, InvalidData, InvalidState } from '../domain/errors.ts';
import type { DocumentData, HoldData, LicensingItem, OpinionData, OpinionEvent } from '../domain/licensing.ts';
import { roleName, type Scope } from '../domain/roles.ts';
import { statusName } from '../core/status-names.ts';
import type { Application } from '../domain/application.ts';
import type { EstablishmentInput } from '../core/input/schema.ts';
import {
  defaultStage,
  type EstablishmentOf,
  type Outstanding,
  outstanding,
  stageOf,
  type Waived,
  type Weighed,
  waivedStages,
  weighedOpinions,
} from '../licensing/checklist.ts';
import { documentMachine, holdMachine, opinionMachine } from '../licensing/machines.ts';
import { type Machine, StepRefused, step } from '../licensing/state-machine.ts';
import { checkFile } from '../licensing/upload.ts';
import type { Repository } from '../store/repository.ts';
import { phrasePt } from '../core/input/phrases-pt.ts';
import { factName } from '../core/input/fact-names.ts';
import { evaluateDocument } from './evaluate-document.ts';
import { formatDate } from '../core/format.ts';

export interface LicensingDeps {
  packs: PackRegistry;
  repo: Repository;
  /** The clock (tests set it); absent: the system's. */
  now?: () => Date;
}

/**
 * A field problem, as the API reports it (found / expected, English in errors[] for programs);
 * the pt-BR from the one phrase table (src/core/input/phrases-pt.ts), as the validator's.
 */
export class LicensingInputError extends InvalidData {
  constructor(
    field: string,
    readonly found: string,
    readonly expected: string,
  ) {
    super(field, { pt: `encontrado ${phrasePt(found)}, esperado ${phrasePt(expected)}`, en: `found ${found}, expected ${expected}` });
  }
}

/**
 * Issuing refused: every missing item named (the API answers 409 listing them), each in the
 * refusal's language as the checklist says it (src/licensing/checklist.ts `text`).
 */
export class NotIssuable extends InvalidState {
  constructor(readonly items: Outstanding[]) {
    const said = (lang: 'pt' | 'en') => items.map((i) => i.text[lang]).join(' ');
    super({ pt: `Não é possível emitir: ${said('pt')}`, en: `Cannot issue: ${said('en')}` });
  }
}

export function packOf(packs: PackRegistry, municipality: string): Pack & { procedure: ProcedureDef } {
  const pack = packs.get(municipality);
  if (!pack?.procedure)
    throw new InvalidState({
      pt: `Nenhum procedimento de licenciamento está declarado para ${municipality}.`,
      en: `No licensing procedure is declared for ${municipality}.`,
    });
  return pack as Pack & { procedure: ProcedureDef };
}

/**
 * The stage named, or the one the application is decided on when none is (checklist.ts
 * defaultStage: a renewal's last stage; else the first not waived for its establishment).
 */
export function stageFor(
  pack: Pack & { procedure: ProcedureDef },
  id: string | undefined,
  app?: { type: string; establishment: EstablishmentOf | undefined },
): StageDef {
  const s = id === undefined && app ? defaultStage(pack.procedure, app.type, app.establishment) : stageOf(pack.procedure, id);
  if (!s) throw new LicensingInputError('stage', JSON.stringify(id), `one of ${pack.procedure.stages.map((x) => x.id).join(', ')}`);
  return s;
}

/** "Lei 1.761/2000, art. 16, § 1º" for a unit of the pack's (first) law. */
export function citeOf(pack: Pack): (unit: string) => string {
  const law = pack.laws[0];
  return (unit) => {
    if (!law) return unit;
    try {
      return citationOf(law, unit).text;
    } catch {
      return `${law.shortTitle}, ${unit}`;
    }
  };
}

/** One machine step; the refusal as the contract's errors (409 state, 403 role). */
export function move<S extends string, A extends string>(m: Machine<S, A>, state: string, action: A, scope: Scope): S {
  try {
    return step(m, state as S, action, scope.roles);
  } catch (e) {
    if (e instanceof StepRefused) throw e.reason === 'state' ? new InvalidState(e.text) : new Forbidden(e.text);
    throw e;
  }
}

async function all(repo: Repository, scope: Scope, q: Parameters<Repository['licensing']['list']>[1]): Promise<LicensingItem[]> {
  const out: LicensingItem[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = await repo.licensing.list(scope, { ...q, limit: 1000, offset });
    for (const it of page.items) out.push(it);
    if (page.items.length < 1000) return out;
  }
}
export { all as listAllItems };

export interface NewDocument {
  requirement: string;
  fileName: string;
  mediaType: string;
  contentBase64: string;
  validFrom?: string | undefined;
  validUntil?: string | undefined;
  amountBRL?: number | undefined;
}

export async function addDocument(deps: LicensingDeps, scope: Scope, applicationId: string, d: NewDocument): Promise<LicensingItem> {
  const app = await deps.repo.getApplication(scope, applicationId);
  const pack = packOf(deps.packs, app.municipality);
  const reqs = pack.procedure.stages.flatMap((s) => s.documents);
  const req = reqs.find((r) => r.id === d.requirement);
  if (!req)
    throw new LicensingInputError('requirement', JSON.stringify(d.requirement), `one of ${[...new Set(reqs.map((r) => r.id))].join(', ')}`);
  if (['rejected', 'withdrawn'].includes(app.status))
    throw new InvalidState({
      pt: `Um pedido ${statusName('application', app.status, 'pt')} não recebe mais documentos.`,
      en: `An application that is ${statusName('application', app.status, 'en')} takes no more documents.`,
    });
  const checked = checkFile(d.contentBase64, d.mediaType);
  if (!checked.ok) throw new LicensingInputError(checked.field, checked.found, checked.expected);
  if (req.expires && d.validUntil === undefined)
    throw new LicensingInputError('validUntil', 'nothing', `the validity end of ${req.id} (it expires)`);
  if (d.validFrom && d.validUntil && d.validUntil < d.validFrom)
    throw new LicensingInputError('validUntil', d.validUntil, `on or after validFrom (${formatDate(d.validFrom)})`);
  const data: DocumentData = {
    requirement: req.id,
    fileName: d.fileName,
    mediaType: checked.file.mediaType,
    size: checked.file.size,
    sha256: checked.file.sha256,
    validFrom: d.validFrom ?? null,
    validUntil: d.validUntil ?? null,
    amountBRL: d.amountBRL ?? null,
    reason: null,
    reviewedBy: null,
  };
  const [item] = await deps.repo.licensing.commit(scope, [
    {
      op: 'add',
      item: {
        id: '',
        municipality: app.municipality,
        kind: 'document',
        applicationId: app.id,
        licenceId: null,
        status: 'pending',
        data: { ...data },
      },
      blob: checked.file,
    },
  ]);
  return item as LicensingItem;
}

export async function reviewDocument(
  deps: LicensingDeps,
  scope: Scope,
  id: string,
  version: number,
  action: 'accept' | 'reject',
  reason: string | undefined,
): Promise<LicensingItem> {
  const doc = await kindOf(deps, scope, id, 'document');
  const to = move(documentMachine, doc.status, action, scope);
  if (action === 'reject' && !reason) throw new LicensingInputError('reason', 'nothing', 'the reason for rejecting the document');
  return update(deps, scope, id, version, to, { reason: reason ?? null, reviewedBy: scope.userId });
}

/** Requests the stage's opinions and inspections not yet requested (one per department). */
export async function requestOpinions(
  deps: LicensingDeps,
  scope: Scope,
  applicationId: string,
  stageId: string | undefined,
): Promise<LicensingItem[]> {
  if (!scope.roles.some((r) => r === 'licensing-officer'))
    throw new Forbidden({ pt: 'Só o servidor do licenciamento solicita pareceres.', en: 'Only the licensing officer requests opinions.' });
  const app = await deps.repo.getApplication(scope, applicationId);
  const pack = packOf(deps.packs, app.municipality);
  const latest = (await deps.repo.listEvaluations(scope, { limit: 1, offset: 0, applicationId })).items[0];
  // The stage the opinions are for, its waivers read on the date of the evaluation the decision
  // rests on, else today — the municipality's day, not UTC's (23:30 on 31/12 in Salvador is 31/12).
  const date = latest?.date ?? municipalityToday(pack, deps.now?.() ?? new Date());
  const establishment = establishmentOf(pack, latest?.input ?? app.input, date);
  const stage = stageFor(pack, stageId, { type: typeOf(app, latest?.input), establishment });
  const have = await all(deps.repo, scope, { kind: 'opinion', applicationId });
  const asked = new Set(have.map((o) => `${(o.data as unknown as OpinionData).stage}/${(o.data as unknown as OpinionData).department}`));
  // An opinion the law does not name is requested only under the reading that asks it (Belém art. 3 III).
  const ops = stage.opinions
    .filter((r) => !asked.has(`${stage.id}/${r.department}`) && opinionAsked(r, establishment?.readings).asked)
    .map((r) => {
      const data: OpinionData = {
        department: r.department,
        stage: stage.id,
        kind: r.kind,
        round: 1,
        grounds: null,
        decidedBy: null,
        decidedOn: null,
      };
      return {
        op: 'add' as const,
        item: {
          id: '',
          municipality: app.municipality,
          kind: 'opinion' as const,
          applicationId,
          licenceId: null,
          status: 'requested',
          data: { ...data },
        },
      };
    });
  if (ops.length === 0) return [];
  return (await deps.repo.licensing.commit(scope, ops)) as LicensingItem[];
}

/** A department gives its opinion (or inspection result); only the role the pack names for it. */
export async function giveOpinion(
  deps: LicensingDeps,
  scope: Scope,
  id: string,
  version: number,
  action: 'favourable' | 'unfavourable' | 'request-changes' | 'resubmit',
  grounds: string | undefined,
  date: IsoDate,
): Promise<LicensingItem> {
  const op = await kindOf(deps, scope, id, 'opinion');
  const d = op.data as unknown as OpinionData;
  const to = move(opinionMachine, op.status, action, scope);
  // The history keeps what each round asked and answered (the officer's review shows it).
  const event = (g: string | null): { history: OpinionEvent[] } => ({
    history: [...(d.history ?? []), { round: d.round, action, grounds: g, by: scope.userId, on: date }],
  });
  if (action === 'resubmit') return update(deps, scope, id, version, to, { round: d.round + 1, ...event(grounds ?? null) });
  const pack = packOf(deps.packs, op.municipality);
  const req = pack.procedure.stages.find((s) => s.id === d.stage)?.opinions.find((r) => r.department === d.department);
  if (req && !scope.roles.some((r) => r === req.role))
    throw new Forbidden({
      pt: `${d.kind === 'inspection' ? 'A vistoria' : 'O parecer'} “${req.title.pt}” cabe ao perfil ${roleName(req.role).pt} (${citeOf(pack)(req.cite)}).`,
      en: `The ${d.kind} “${req.title.en}” is given by the role ${roleName(req.role).en} (${pack.laws[0]?.shortTitle ?? ''} ${req.cite}).`,
    });
  if (action !== 'favourable' && !grounds)
    throw new LicensingInputError('grounds', 'nothing', 'the grounds of an opinion that is not favourable');
  return update(deps, scope, id, version, to, {
    grounds: grounds ?? null,
    decidedBy: scope.userId,
    decidedOn: date,
    ...event(grounds ?? null),
  });
}

export async function openHold(deps: LicensingDeps, scope: Scope, applicationId: string, reason: string): Promise<LicensingItem> {
  if (!scope.roles.some((r) => r === 'licensing-officer' || r === 'reviewer' || r === 'fire-brigade' || r === 'inspector'))
    throw new Forbidden({ pt: 'Exigências são abertas por servidores da prefeitura.', en: 'Holds are opened by officials.' });
  const app = await deps.repo.getApplication(scope, applicationId);
  const data: HoldData = { reason, releasedReason: null };
  const [h] = await deps.repo.licensing.commit(scope, [
    {
      op: 'add',
      item: { id: '', municipality: app.municipality, kind: 'hold', applicationId, licenceId: null, status: 'open', data: { ...data } },
    },
  ]);
  return h as LicensingItem;
}

export async function releaseHold(deps: LicensingDeps, scope: Scope, id: string, version: number, reason: string): Promise<LicensingItem> {
  const h = await kindOf(deps, scope, id, 'hold');
  const to = move(holdMachine, h.status, 'release', scope);
  return update(deps, scope, id, version, to, { releasedReason: reason });
}

async function kindOf(deps: LicensingDeps, scope: Scope, id: string, kind: LicensingItem['kind']): Promise<LicensingItem> {
  const it = await deps.repo.licensing.get(scope, id);
  if (it.kind !== kind) throw new LicensingInputError('id', `a ${it.kind}`, `a ${kind}`);
  return it;
}

async function update(deps: LicensingDeps, scope: Scope, id: string, version: number, status: string, data: Record<string, unknown>) {
  const [it] = await deps.repo.licensing.commit(scope, [{ op: 'update', id, expectedVersion: version, status, data }]);
  return it as LicensingItem;
}

export interface Checklist {
  application: Application;
  stage: StageDef;
  date: IsoDate;
  evaluation: { id: string; date: IsoDate; resultHash: string; result: EvaluationResult } | null;
  outstanding: Outstanding[];
  /** Earlier stages not asked of the application's establishment (StageDef.waivers), with the unit and why. */
  waived: Waived[];
  /** Unfavourable opinions that do not bar the licence under the pack's reading (VdC art. 19): the decision weighs them. */
  weighed: Weighed[];
}

/**
 * The establishment as the document describes it, under the pack's own (first) law, with the
 * pack's parameters on the decision date: the procedure's readings (StageWaiver.reading) are the
 * pack's values then — the licensing flow has no what-if; a municipality changes the pack.
 */
export function establishmentOf(pack: Pack, input: Record<string, unknown>, date: IsoDate): EstablishmentOf | undefined {
  const law = pack.laws[0];
  return law
    ? { input: input as unknown as EstablishmentInput, law, readings: { packId: pack.id, parameters: pack.parameters, date } }
    : undefined;
}

/** What the application asks: its record's type, or a renewal its document says it is. */
function typeOf(app: Application, input: Record<string, unknown> | undefined): string {
  return applicationTypeOf(input ?? app.input) === 'renewal' ? 'renewal' : app.type;
}

/** What the application still lacks for the stage on the date: one list (evaluation, facts, documents, opinions, holds, stages). */
export async function checklist(
  deps: LicensingDeps,
  scope: Scope,
  applicationId: string,
  stageId: string | undefined,
  date: IsoDate,
): Promise<Checklist> {
  const application = await deps.repo.getApplication(scope, applicationId);
  const pack = packOf(deps.packs, application.municipality);
  const latest = (await deps.repo.listEvaluations(scope, { limit: 1, offset: 0, applicationId })).items[0];
  // The establishment as the document the decision rests on describes it (its latest evaluation's).
  const establishment = establishmentOf(pack, latest?.input ?? application.input, date);
  const stage = stageOnDate(stageFor(pack, stageId, { type: typeOf(application, latest?.input), establishment }), pack.parameters, date);
  let verdictOnDate: EvaluationResult['verdict'] | null = null;
  if (latest && latest.date !== date && latest.date <= date) {
    // The same input and what-if, on the decision date: the law or its parameters may have moved.
    verdictOnDate = evaluateDocument(deps.packs, latest.input, { date, fallbackDate: date, lang: latest.lang, overrides: latest.overrides })
      .result.verdict;
  }
  const items = await all(deps.repo, scope, { applicationId });
  const records = await stagesInForce(deps, scope, application, date);
  const waived = waivedStages({ procedure: pack.procedure, stage, stagesInForce: records, establishment }, citeOf(pack));
  const list = outstanding({
    establishment,
    procedure: pack.procedure,
    stage,
    date,
    evaluation: latest
      ? { id: latest.id, date: latest.date, result: latest.result, applicationType: applicationTypeOf(latest.input) }
      : null,
    verdictOnDate,
    documents: items.filter((i) => i.kind === 'document'),
    opinions: items.filter((i) => i.kind === 'opinion'),
    holds: items.filter((i) => i.kind === 'hold'),
    stagesInForce: records,
    activity: typeof application.input['activity'] === 'string' ? application.input['activity'] : undefined,
    factName: (path, lang) => factName(pack, path, lang),
  });
  return {
    application,
    stage,
    date,
    evaluation: latest ? { id: latest.id, date: latest.date, resultHash: latest.resultHash, result: latest.result } : null,
    outstanding: list,
    waived,
    weighed: weighedOpinions({ stage, opinions: items.filter((i) => i.kind === 'opinion'), establishment }, citeOf(pack)),
  };
}

/** The application type a stored document was evaluated as (its `application.type`), if it says one. */
export function applicationTypeOf(input: Record<string, unknown>): string | undefined {
  const a = input['application'];
  const t = a !== null && typeof a === 'object' ? (a as Record<string, unknown>)['type'] : undefined;
  return typeof t === 'string' ? t : undefined;
}

/** Stages whose licence is active and unexpired on the date: issued on this application, or held by its establishment. */
async function stagesInForce(deps: LicensingDeps, scope: Scope, app: Application, date: IsoDate): Promise<Set<string>> {
  const out = new Set<string>();
  if (app.establishmentId === null) return out;
  const lic = await deps.repo.listLicences(scope, {
    limit: 1000,
    offset: 0,
    filters: { establishmentId: app.establishmentId, status: 'active' },
  });
  for (const l of lic.items) {
    if (l.expiresOn !== null && l.expiresOn < date) continue;
    const rec = (await deps.repo.licensing.list(scope, { kind: 'licence-record', licenceId: l.id, limit: 1, offset: 0 })).items[0];
    if (rec && rec.status === 'active') out.add(String(rec.data['stage']));
  }
  return out;
}
