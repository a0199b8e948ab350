/**
 * What an application still lacks for a stage of its procedure, as ONE list: the evaluation's
 * verdict and missing facts, the documents (presented, accepted, in force, enough amount), the
 * opinions and inspections (favourable), open holds, and earlier stages' licences. A missing
 * fact that a document or opinion of the checklist proves is not listed twice: the checklist
 * item stands for it. `issuable` is the decision rule of issue 10 (Deliver 4). Pure: the date
 * and every record are arguments.
 */
import { formatBRL, formatDate } from '../core/format.ts';
import { namedPath } from '../core/input/fact-names.ts';
import type { EstablishmentInput } from '../core/input/schema.ts';
import {
  type DocumentRequirement,
  type OpinionRequirement,
  opinionAsked,
  readingIs,
  type ProcedureDef,
  type ProcedureReading,
  type ReadingsOn,
  readingOn,
  readingText,
  readingWaives,
  type StageDef,
  type StageWaiver,
} from '../core/procedure.ts';
import type { EvaluationResult, IsoDate, Lang, Law, Text } from '../core/types.ts';
import type { DocumentData, LicensingItem, OpinionData } from '../domain/licensing.ts';
import { opinionStateName, said, VERDICT } from './checklist-text.ts';

export interface Outstanding {
  kind: 'evaluation' | 'fact' | 'document' | 'opinion' | 'hold' | 'stage';
  /** Requirement, department, fact, hold or stage id. */
  id: string;
  /** What is wrong, as found: "missing", "pending", "rejected", "expired", "unfavourable"… */
  state: string;
  /** The law unit that requires it (local id), when there is one. */
  cite?: string;
  /** What is wrong in pt-BR (as the law's acts; kept for the JSON contract): `text.pt`. */
  message: string;
  /** What is wrong in both languages: the CLI prints the run's (`--lang`), the refusal "Não é possível emitir / Cannot issue" each one's. */
  text: Text;
}

export interface ChecklistInput {
  procedure: ProcedureDef;
  stage: StageDef;
  date: IsoDate;
  /**
   * The latest stored evaluation of the application, if any, with the application type its
   * document was evaluated as (input `application.type`; absent when the document says none).
   */
  evaluation: { id: string; date: IsoDate; result: EvaluationResult; applicationType?: string | undefined } | null;
  /** The verdict of the same input evaluated on the decision date (null: not evaluated). */
  verdictOnDate: EvaluationResult['verdict'] | null;
  documents: readonly LicensingItem[];
  opinions: readonly LicensingItem[];
  holds: readonly LicensingItem[];
  /** Stages whose licence the application (or the establishment) holds in force on the date. */
  stagesInForce: ReadonlySet<string>;
  /**
   * The application's activity (its input `activity`): a document the law asks only of other
   * activities (`DocumentRequirement.activities`) is not asked. Unknown: every document is.
   */
  activity?: string | undefined;
  /** A fact's name in a language (the pack's vocabulary), for the English of a missing fact; absent: the evaluation's label, the path in English. */
  factName?: ((path: string, lang: Lang) => string | null) | undefined;
  /**
   * The document the latest evaluation was made on (else the application's) and the pack's law:
   * whether a waiver of an earlier stage (StageDef.waivers) covers the establishment. Absent: no
   * earlier stage is waived.
   */
  establishment?: EstablishmentOf | undefined;
}

/** The establishment as its document describes it, under the pack's own law. */
export interface EstablishmentOf {
  input: EstablishmentInput;
  law: Law;
  /**
   * The pack's parameters on the decision date, for the waivers that rest on a reading
   * (StageWaiver.reading); a waiver with a reading and no `readings` is a programming error.
   */
  readings?: ReadingsOn | undefined;
}

/** An earlier stage not asked of the application: the waiver's unit, and why in words (`message` pt-BR, `text` both). */
export interface Waived {
  stage: string;
  cite: string;
  message: string;
  text: Text;
}

/** A waiver as it stands for the establishment: whether it covers it, and the reading it rests on (if any). */
interface WaiverState {
  waiver: StageWaiver;
  covers: boolean | undefined;
  reading?: ProcedureReading;
}

/** The waiver's "who", its {date} the law's entry into force (dd/mm/aaaa). */
export function waiverWho(w: StageWaiver, law: Law, lang: 'pt' | 'en' = 'pt'): string {
  return w.who[lang].replaceAll('{date}', formatDate(law.inForceFrom));
}

/** The reading a waiver rests on, on the decision date (undefined: it rests on the law's words). */
function readingOf(w: StageWaiver, e: EstablishmentOf): ProcedureReading | undefined {
  if (!w.reading) return undefined;
  if (!e.readings) throw new Error(`a waiver resting on ${w.reading.parameter} is read with the pack's parameters on the decision date`);
  return readingOn(w.reading.parameter, e.readings);
}

/** " (interpretação …)" after a text a reading decided; empty when the law's words decided it. */
function byReading(r: ProcedureReading | undefined, lang: Lang = 'pt'): string {
  return r ? ` (${readingText(r, lang)})` : '';
}

/**
 * How an earlier stage stands for the establishment: the waiver that covers it, those that cannot
 * tell, and those that would cover it but whose reading asks for the stage (`askedBy`).
 */
function waiverOf(
  stage: StageDef,
  before: string,
  e: EstablishmentOf | undefined,
): { covers?: WaiverState; unknown: WaiverState[]; askedBy: WaiverState[] } {
  const unknown: WaiverState[] = [];
  const askedBy: WaiverState[] = [];
  for (const w of stage.waivers ?? []) {
    if (!w.stages.includes(before) || e === undefined) continue;
    const c = w.covers(e.input, e.law);
    if (c === false) continue;
    const reading = readingOf(w, e);
    const x: WaiverState = { waiver: w, covers: c, ...(reading ? { reading } : {}) };
    if (w.reading && reading && !readingWaives(w.reading, reading)) {
      if (c === true) askedBy.push(x);
      continue;
    }
    if (c === true) return { covers: x, unknown: [], askedBy: [] };
    unknown.push(x);
  }
  return { unknown, askedBy };
}

/** The earlier stages the application is not asked for (not in force, but waived for its establishment). */
export function waivedStages(
  x: Pick<ChecklistInput, 'procedure' | 'stage' | 'stagesInForce' | 'establishment'>,
  cite: (unit: string) => string = (u) => u,
): Waived[] {
  const out: Waived[] = [];
  for (const before of x.stage.after) {
    if (x.stagesInForce.has(before) || x.establishment === undefined) continue;
    const c = waiverOf(x.stage, before, x.establishment).covers;
    if (!c) continue;
    const w = c.waiver;
    const title = x.procedure.stages.find((t) => t.id === before)?.title ?? { pt: before, en: before };
    // A waiver the law's words do not state names the reading it rests on.
    const reading = (lang: Lang) => (c.reading ? `; ${readingText(c.reading, lang)}` : '');
    const law = x.establishment.law;
    out.push({
      stage: before,
      cite: w.cite,
      ...said(
        `${title.pt}: não exigida antes de ${x.stage.title.pt} — ${waiverWho(w, law)} (${cite(w.cite)}${reading('pt')}).`,
        `${title.en}: not required before ${x.stage.title.en} — ${waiverWho(w, law, 'en')} (${cite(w.cite)}${reading('en')}).`,
      ),
    });
  }
  return out;
}

/**
 * The stage an application is decided on when none is named: a renewal renews the last stage's
 * licence (ProcedureDef.renewal); otherwise the first stage the application is asked for — an
 * earlier stage a later one waives for its establishment is skipped (Belém art. 5: an outlet
 * existing when the law came into force asks for the operating licence). Depends on the document
 * only, never on what was issued: the same request names the same stage every time.
 */
export function defaultStage(procedure: ProcedureDef, type: string | undefined, e: EstablishmentOf | undefined): StageDef | undefined {
  if (type === 'renewal' && procedure.renewal) return procedure.stages.at(-1);
  const waived = new Set<string>();
  for (const s of procedure.stages) for (const before of s.after) if (waiverOf(s, before, e).covers) waived.add(before);
  return procedure.stages.find((s) => !waived.has(s.id)) ?? procedure.stages[0];
}

/**
 * The reading an opinion's unfavourable answer is read by, on the decision date, when under it the
 * answer does not bar the licence (VdC art. 19, unfavourable-opinion-effect = advisory); undefined:
 * only a favourable opinion counts (no such reading, or its value bars). Without the establishment
 * the checklist has no readings: the opinion bars, as it did before readings.
 */
function weighedBy(req: OpinionRequirement, e: EstablishmentOf | undefined): ProcedureReading | undefined {
  if (!req.unfavourable || e === undefined) return undefined;
  if (!e.readings)
    throw new Error(`an opinion read by ${req.unfavourable.parameter} is read with the pack's parameters on the decision date`);
  const r = readingOn(req.unfavourable.parameter, e.readings);
  return readingIs(r, req.unfavourable.bars) ? undefined : r;
}

/** An unfavourable opinion the reading leaves to the deciding body: the department, its unit, and the words the decision's grounds say. */
export interface Weighed {
  department: string;
  cite: string;
  message: string;
}

/**
 * The unfavourable opinions of the stage that do not bar the licence under the pack's reading on
 * the decision date: the decision weighs them, and its grounds say so, naming the reading.
 */
export function weighedOpinions(
  x: Pick<ChecklistInput, 'stage' | 'opinions' | 'establishment'>,
  cite: (unit: string) => string = (u) => u,
): Weighed[] {
  const ops = latestByDepartment(x.opinions, x.stage.id);
  const out: Weighed[] = [];
  for (const req of x.stage.opinions) {
    const o = ops.get(req.department);
    if (o?.status !== 'unfavourable') continue;
    const r = weighedBy(req, x.establishment);
    if (!r) continue;
    const g = (o.data as unknown as OpinionData).grounds;
    out.push({
      department: req.department,
      cite: req.cite,
      message: `${req.title.pt}: parecer desfavorável${g ? ` (${g})` : ''}, solicitado antes da decisão (${cite(req.cite)}) e considerado pelo órgão competente (${readingText(r)}).`,
    });
  }
  return out;
}

/** Whether the stage asks this document of the application's activity. */
export function asksDocument(req: DocumentRequirement, activity: string | undefined): boolean {
  return req.activities === undefined || activity === undefined || req.activities.includes(activity);
}

export function stageOf(procedure: ProcedureDef, id: string | undefined): StageDef | undefined {
  if (id === undefined) return procedure.stages[0];
  return procedure.stages.find((s) => s.id === id);
}

/** The latest document presented for each requirement (a resubmission replaces the earlier one). */
export function latestByRequirement(documents: readonly LicensingItem[]): Map<string, LicensingItem> {
  const out = new Map<string, LicensingItem>();
  for (const d of documents) {
    const req = (d.data as unknown as DocumentData).requirement;
    const prev = out.get(req);
    if (!prev || prev.createdAt <= d.createdAt) out.set(req, d);
  }
  return out;
}

/** The latest opinion of each department for the stage. */
export function latestByDepartment(opinions: readonly LicensingItem[], stage: string): Map<string, LicensingItem> {
  const out = new Map<string, LicensingItem>();
  for (const o of opinions) {
    const d = o.data as unknown as OpinionData;
    if (d.stage !== stage) continue;
    const prev = out.get(d.department);
    if (!prev || prev.createdAt <= o.createdAt) out.set(d.department, o);
  }
  return out;
}

export function outstanding(x: ChecklistInput): Outstanding[] {
  const out: Outstanding[] = [];
  const { stage, date } = x;
  for (const before of stage.after) {
    if (x.stagesInForce.has(before)) continue;
    const { covers, unknown, askedBy } = waiverOf(stage, before, x.establishment);
    if (covers) continue;
    const s = x.procedure.stages.find((t) => t.id === before);
    // A waiver the document cannot tell about: the item says who is not asked and which facts tell.
    const law = x.establishment?.law;
    const unless = (lang: Lang) =>
      law
        ? unknown
            .map((u) =>
              lang === 'pt'
                ? ` Não é exigida de ${waiverWho(u.waiver, law)}${byReading(u.reading)}: informe ${u.waiver.facts.join(' ou ')}.`
                : ` Not required of ${waiverWho(u.waiver, law, 'en')}${byReading(u.reading, 'en')}: give ${u.waiver.facts.join(' or ')}.`,
            )
            .join('')
        : '';
    // A waiver that would cover the establishment but whose reading asks for the stage: the item names it.
    const asked = (lang: Lang) =>
      askedBy
        .map(
          (a) =>
            ` ${lang === 'pt' ? 'Exigida também de' : 'Also required of'} ${law ? waiverWho(a.waiver, law, lang) : a.waiver.cite}${byReading(a.reading, lang)}.`,
        )
        .join('');
    out.push({
      kind: 'stage',
      id: before,
      state: 'not-issued',
      cite: stage.cite,
      ...said(
        `${s?.title.pt ?? before}: precisa estar emitido e em vigor antes de ${stage.title.pt}.${unless('pt')}${asked('pt')}`,
        `${s?.title.en ?? before}: must be issued and in force before ${stage.title.en}.${unless('en')}${asked('en')}`,
      ),
    });
  }
  const covered = new Set<string>();
  const docs = latestByRequirement(x.documents);
  for (const req of stage.documents) {
    if (!asksDocument(req, x.activity)) continue;
    if (req.fact) covered.add(req.fact);
    const doc = docs.get(req.id);
    const d = doc?.data as unknown as DocumentData | undefined;
    const base = { kind: 'document' as const, id: req.id, cite: req.cite };
    const t = req.title;
    if (!doc || !d) {
      const min = req.minAmountBRL !== undefined ? formatBRL(req.minAmountBRL) : null;
      out.push({
        ...base,
        state: 'missing',
        ...said(
          `Falta o documento — ${t.pt}: não apresentado${min ? ` (mínimo ${min})` : ''}.`,
          `Missing document — ${t.en}: not submitted${min ? ` (minimum ${min})` : ''}.`,
        ),
      });
    } else if (doc.status === 'rejected')
      out.push({
        ...base,
        state: 'rejected',
        ...said(`${t.pt}: recusado (${d.reason ?? 'sem motivo'}).`, `${t.en}: rejected (${d.reason ?? 'no reason given'}).`),
      });
    else if (doc.status !== 'accepted')
      out.push({
        ...base,
        state: doc.status,
        ...said(`${t.pt}: ainda não aceito pelo analista.`, `${t.en}: not yet accepted by the reviewer.`),
      });
    else if (req.expires && d.validUntil === null)
      out.push({ ...base, state: 'no-validity', ...said(`${t.pt}: sem data de validade.`, `${t.en}: no validity date.`) });
    else if (d.validUntil !== null && d.validUntil < date) {
      const [until, on] = [formatDate(d.validUntil), formatDate(date)];
      out.push({
        ...base,
        state: 'expired',
        ...said(`${t.pt}: vencido em ${until} (decisão em ${on}).`, `${t.en}: expired on ${until} (decision on ${on}).`),
      });
    } else if (d.validFrom !== null && d.validFrom > date) {
      const from = formatDate(d.validFrom);
      out.push({
        ...base,
        state: 'not-yet-valid',
        ...said(`${t.pt}: válido só a partir de ${from}.`, `${t.en}: valid only from ${from}.`),
      });
    } else if (req.minAmountBRL !== undefined && (d.amountBRL ?? 0) < req.minAmountBRL) {
      const [amount, min] = [formatBRL(d.amountBRL ?? 0), formatBRL(req.minAmountBRL)];
      out.push({
        ...base,
        state: 'amount-below-minimum',
        ...said(`${t.pt}: valor ${amount} abaixo do mínimo de ${min}.`, `${t.en}: amount ${amount} below the minimum of ${min}.`),
      });
    }
  }
  const ops = latestByDepartment(x.opinions, stage.id);
  for (const req of stage.opinions) {
    // An opinion the law does not name, asked only under a reading (Belém art. 3 III), is not outstanding under the other.
    if (!opinionAsked(req, x.establishment?.readings).asked) continue;
    if (req.fact) covered.add(req.fact);
    const o = ops.get(req.department);
    const base = { kind: 'opinion' as const, id: req.department, cite: req.cite };
    const f = req.kind === 'inspection';
    const what = f ? { pt: 'vistoria', en: 'inspection' } : { pt: 'parecer', en: 'opinion' };
    if (!o)
      out.push({
        ...base,
        state: 'missing',
        ...said(
          f ? `Falta a vistoria — ${req.title.pt}: não solicitada.` : `Falta o parecer — ${req.title.pt}: não solicitado.`,
          `Missing ${what.en} — ${req.title.en}: not requested.`,
        ),
      });
    // Asked and answered: under a reading where an unfavourable answer does not bar, it is weighed (weighedOpinions).
    else if (o.status === 'unfavourable' && weighedBy(req, x.establishment)) continue;
    else if (o.status !== 'favourable') {
      const g = (o.data as unknown as OpinionData).grounds;
      out.push({
        ...base,
        state: o.status,
        ...said(
          `${req.title.pt}: ${what.pt} ${opinionStateName(o.status, req.kind, 'pt')}${g ? ` (${g})` : ''}.`,
          `${req.title.en}: ${what.en} ${opinionStateName(o.status, req.kind, 'en')}${g ? ` (${g})` : ''}.`,
        ),
      });
    }
  }
  for (const h of x.holds) {
    const reason = String(h.data['reason']);
    if (h.status === 'open')
      out.push({ kind: 'hold', id: h.id, state: 'open', ...said(`Pendência aberta: ${reason}.`, `Open hold: ${reason}.`) });
  }
  const ev = x.evaluation;
  if (!ev)
    out.push({
      kind: 'evaluation',
      id: 'latest',
      state: 'missing',
      ...said('Nenhuma avaliação armazenada do pedido.', 'No stored evaluation of the application.'),
    });
  else {
    if (stage.evaluation !== undefined && ev.applicationType !== undefined && stage.evaluation.notAs.includes(ev.applicationType))
      // The law binds a requirement to this stage only (Salvador art. 2 § 2º): an evaluation made
      // as another stage's application left it out, whatever its verdict.
      out.push({
        kind: 'evaluation',
        id: ev.id,
        state: 'other-stage',
        cite: stage.evaluation.cite,
        ...said(
          `A última avaliação foi feita como pedido "${ev.applicationType}", que deixa de fora requisitos de ${stage.title.pt}: avalie o pedido para esta etapa.`,
          `The latest evaluation was made as a "${ev.applicationType}" application, which leaves out requirements of ${stage.title.en}: evaluate the application for this stage.`,
        ),
      });
    else if (ev.result.verdict !== 'approvable')
      out.push({
        kind: 'evaluation',
        id: ev.id,
        state: ev.result.verdict,
        ...said(
          `A última avaliação (${formatDate(ev.date)}) não é aprovável: ${VERDICT[ev.result.verdict].pt}.`,
          `The latest evaluation (${formatDate(ev.date)}) is not approvable: ${VERDICT[ev.result.verdict].en}.`,
        ),
      });
    else if (ev.date > date)
      out.push({
        kind: 'evaluation',
        id: ev.id,
        state: 'after-decision',
        ...said(
          `A última avaliação é de ${formatDate(ev.date)}, depois da decisão (${formatDate(date)}).`,
          `The latest evaluation is of ${formatDate(ev.date)}, after the decision (${formatDate(date)}).`,
        ),
      });
    else if (x.verdictOnDate !== null && x.verdictOnDate !== 'approvable')
      out.push({
        kind: 'evaluation',
        id: ev.id,
        state: `${x.verdictOnDate}-on-date`,
        ...said(
          `Os mesmos dados avaliados na data da decisão (${formatDate(date)}) dão: ${VERDICT[x.verdictOnDate].pt}.`,
          `The same data evaluated on the decision date (${formatDate(date)}) give: ${VERDICT[x.verdictOnDate].en}.`,
        ),
      });
    for (const m of ev.result.missing) {
      if ([...covered].some((f) => m.fact === f || m.fact.startsWith(`${f}.`) || m.fact.startsWith(`${f} `))) continue;
      out.push({
        kind: 'fact',
        id: m.fact,
        state: 'missing',
        ...said(
          `Informação faltante: ${namedPath(m.fact, x.factName?.(m.fact, 'pt') ?? m.label)} — regras ${m.rules.join(', ')}.`,
          `Missing information: ${namedPath(m.fact, x.factName?.(m.fact, 'en'))} — rules ${m.rules.join(', ')}.`,
        ),
      });
    }
  }
  return out;
}

/** The articles a decision rests on: the stage's own, the waivers of earlier stages, then the evaluation's findings that decided. */
export function decisionCitations(
  stage: StageDef,
  result: EvaluationResult | null,
  cite: (unit: string) => string,
  waived: readonly Waived[] = [],
): string[] {
  const out = [cite(stage.cite), ...stage.cites.map(cite), ...waived.map((w) => cite(w.cite))];
  for (const req of stage.documents) if (asksDocument(req, result?.activity)) out.push(cite(req.cite));
  for (const req of stage.opinions) out.push(cite(req.cite));
  for (const f of result?.findings ?? []) if (f.status === 'satisfied' || f.status === 'violated') out.push(f.citation.text);
  return [...new Set(out)];
}
