/**
 * A municipality's licensing procedure as data of its law pack (laws/<id>/procedure.ts): the
 * licences it issues and in which order, what each needs (documents, departmental opinions,
 * inspections), who issues it, how long it is valid and how it is renewed, what a change of
 * address or holder does, and the due process before a sanction. The workflow engine that runs
 * it is src/licensing; it names no municipality. Types only, and the derivation of a copied
 * procedure: pure.
 *
 * Lives in the core (not src/licensing) because a pack may import only the core (ADR 0003).
 */
import { valueOn } from './dated.ts';
import type { EstablishmentInput } from './input/schema.ts';
import type { Period } from './periods.ts';
import type { IsoDate, Law, ParameterDef, Text } from './types.ts';

/** Licence kinds of the public registry (src/domain/licence.ts). */
export type ProcedureLicenceKind = 'alvara' | 'tvl' | 'construction';

/** A document the applicant must present: what it is, which unit of the law requires it, and what is checked on it. */
export interface DocumentRequirement {
  id: string;
  title: Text;
  /** The law unit requiring it (local id, e.g. "art2-I"). */
  cite: string;
  /** It has a validity end date (insurance, fire-brigade licence): an expired one does not count. */
  expires: boolean;
  /** An amount the document must cover at least (e.g. Belém art. 3 V: fire insurance ≥ R$ 50.000,00). */
  minAmountBRL?: number;
  /**
   * The pack parameter (local id, unit BRL) whose value on the decision date is that amount:
   * a dated value (Belém's is adjusted every three years) is read, never copied here.
   */
  minAmountParameter?: string;
  /** The evaluation's fact this document proves (one list: the fact is not asked again). */
  fact?: string;
  /**
   * The activities (input `activity`) the law asks it of; absent: every applicant of the stage.
   * Nova Odessa art. 13 § 4º: the concession contract proves a trader's accreditation ("o
   * comerciante de GLP"); a classed installation that only stores needs the same alvará without it.
   */
  activities?: readonly string[];
}

/** A department's opinion (parecer) or an inspection (vistoria) that must be favourable. */
export interface OpinionRequirement {
  /** Department id, e.g. "health", "fire-brigade". */
  department: string;
  title: Text;
  cite: string;
  kind: 'opinion' | 'inspection';
  /** The role that records it. */
  role: string;
  /** The evaluation's fact it answers (e.g. "opinions.health"). */
  fact?: string;
  /**
   * Where the law only asks the opinion to be requested (VdC art. 19: "deverá solicitar pareceres
   * técnicos"), the reading that says whether an unfavourable one bars the licence: an
   * interpretation parameter of the pack (local id, the one the evaluation's rule reads) and the
   * value under which it bars. Read on the decision date; under another value an unfavourable
   * opinion is weighed by the deciding body — not an outstanding item — and the decision's
   * grounds name it with the reading. Absent: only a favourable opinion counts.
   */
  unfavourable?: UnfavourableReading;
  /**
   * Where the law does not itself ask this opinion or inspection (Belém art. 3 III names the fire
   * brigade's prescriptions, not its inspection), the reading under which the procedure asks it:
   * an interpretation parameter of the pack (local id) and the value that asks it. Read on the
   * decision date; under another value it is neither requested nor outstanding. Absent: the law asks it.
   */
  askedUnder?: AskedReading;
}

/** The interpretation parameter under which the procedure asks an opinion the law does not name, and the value that asks it. */
export interface AskedReading {
  parameter: string;
  asks: unknown;
}

/**
 * Whether the stage asks this opinion under the pack's readings on the date (always, without
 * `askedUnder`; and without readings, as before the reading was named), with the reading it rests on.
 */
export function opinionAsked(req: OpinionRequirement, on: ReadingsOn | undefined): { asked: boolean; reading?: ProcedureReading } {
  if (!req.askedUnder || on === undefined) return { asked: true };
  const reading = readingOn(req.askedUnder.parameter, on);
  return { asked: readingIs(reading, req.askedUnder.asks), reading };
}

/** The interpretation parameter that says whether an unfavourable opinion bars the licence, and the value that bars. */
export interface UnfavourableReading {
  parameter: string;
  bars: unknown;
}

/**
 * What a stage asks of the evaluation its decision rests on, where the law binds a requirement
 * to that stage only. Salvador art. 2 § 2º: the NBR 15514 distances are "Para obtenção do
 * Alvará", so an evaluation made for the TVL (which leaves them out) does not serve the alvará.
 */
export interface StageEvaluation {
  /** Application types (input `application.type`) whose evaluation leaves out a requirement of this stage. */
  notAs: readonly string[];
  /** The type an evaluation for this stage is made as when the document says one of `notAs`. */
  as: string;
  /** The unit that binds the requirement to this stage. */
  cite: string;
}

/**
 * How a stage's licence counts the quantity it permits in containers, where its law counts
 * them: Vitória da Conquista art. 5 § 3º, "O Alvará de Autorização deve especificar … a
 * quantidade de botijões permitida". The requested kg are divided by the kg of one container, a
 * pack parameter read on the decision date (never copied here), with equivalentContainers
 * (src/core/storage.ts), the arithmetic the pack's rules count them with. A stage without it
 * states the requested quantity in kg only.
 */
export interface ContainerCount {
  /** The pack parameter (local id, unit kg) giving the capacity of the container counted (VdC: botijao-kg). */
  parameter: string;
  /** The unit that makes the licence state the number of containers. */
  cite: string;
  /** What the law calls the container counted (pt-BR first), e.g. botijões. */
  name: Text;
  /** The inspection fact the number answers once licensed (VdC: storage.licensedQuantity, art. 5 § 2º). */
  fact?: string;
  /** The parameter's value on the decision date (set by stageOnDate). */
  containerKg?: number;
}

/**
 * Earlier stages the law does not ask of some establishments: the licence of a stage they never
 * needed is not asked before this one. Belém art. 5: arts. 2 (the plans approved for the
 * construction) and 4 "não se aplica aos Postos já existentes, nem aqueles com licença para
 * construção aprovada até a data de vigência desta Lei" — an outlet existing on 16/01/2012 asks
 * for its operating licence without a construction licence of this law. Whether the application's
 * establishment is covered is read from the document its latest evaluation was made on (what the
 * decision rests on, reproduced), and the pack's own law (its date of entry into force).
 */
export interface StageWaiver {
  /** The earlier stages (ids of the stage's `after`) not asked of a covered establishment. */
  stages: readonly string[];
  /** The unit of the law the waiver rests on (local id, e.g. "art5"). */
  cite: string;
  /** Who is covered, in words (pt-BR first): the checklist, the decision and `glp licensing procedure` say it. */
  who: Text;
  /** Whether the establishment is covered; undefined when the document does not tell (then `facts` are asked). */
  covers(input: EstablishmentInput, law: Law): boolean | undefined;
  /** The facts that tell (e.g. establishment.startDate), named when `covers` cannot tell. */
  facts: readonly string[];
  /**
   * The reading of the law the waiver rests on, where the law does not say the stage is waived
   * (Salvador art. 2 § 1º exempts from inciso III, which the TVL attests): an interpretation
   * parameter of the pack (local id) and the value under which the waiver holds. Read on the
   * decision date; under another value the stage is asked, and the checklist says by which reading.
   */
  reading?: WaiverReading;
}

/** An interpretation parameter of the pack a waiver rests on, and the value under which it waives. */
export interface WaiverReading {
  parameter: string;
  waives: unknown;
}

/** Where the procedure's readings are read: the pack's parameters on the decision date. */
export interface ReadingsOn {
  packId: string;
  parameters: readonly ParameterDef[];
  date: IsoDate;
}

/** A reading the procedure used: the parameter (pack/id), its value and the alternative's words. */
export interface ProcedureReading {
  parameter: string;
  value: unknown;
  description: Text;
}

/**
 * The value of an interpretation parameter of the pack on the date, with the words of the
 * alternative it is. A parameter that is not an interpretation, or has no value on the date, is a
 * pack error (the pack tests load every procedure on its law's dates).
 */
export function readingOn(parameter: string, on: ReadingsOn): ProcedureReading {
  const full = `${on.packId}/${parameter}`;
  const p = on.parameters.find((x) => x.id === parameter);
  if (!p?.interpretation) throw new Error(`procedure reading ${full}: not an interpretation parameter of the pack`);
  const v = valueOn(p, on.date);
  if (!v) throw new Error(`procedure reading ${full}: no value on ${on.date}`);
  const json = JSON.stringify(v.value);
  const alt = p.alternatives?.find((a) => JSON.stringify(a.value) === json);
  return { parameter: full, value: v.value, description: alt?.description ?? p.description };
}

/** A reading's value as written after "=": text as it is, any other value as JSON. */
export function readingValueText(r: ProcedureReading): string {
  return typeof r.value === 'string' ? r.value : JSON.stringify(r.value);
}

/** "interpretação salvador-ba/tvl-waiver-existing = waived: …", as findings name a reading. */
export function readingText(r: ProcedureReading, lang: 'pt' | 'en' = 'pt'): string {
  return `${lang === 'pt' ? 'interpretação' : 'interpretation'} ${r.parameter} = ${readingValueText(r)}: ${r.description[lang]}`;
}

/** Whether a reading's value is the one a waiver holds under. */
export function readingWaives(w: WaiverReading, r: ProcedureReading): boolean {
  return readingIs(r, w.waives);
}

/** Whether a reading's value is `value` (values may be lists or objects: compared as JSON). */
export function readingIs(r: ProcedureReading, value: unknown): boolean {
  return JSON.stringify(r.value) === JSON.stringify(value);
}

/**
 * Who lifts a suspension the authority decided, where the law is silent (`lifts`, VdC art. 26 II:
 * reinstatement-authority): the reading on the date and whether it gives the lifting to the
 * authority; null where the pack names no such reading. One answer for the act and for the
 * procedure's description.
 */
export function liftingReading(a: SanctionAuthorityDef, on: ReadingsOn): { reading: ProcedureReading; byAuthority: boolean } | null {
  if (!a.lifts) return null;
  const reading = readingOn(a.lifts.reading, on);
  return { reading, byAuthority: readingIs(reading, a.lifts.value) };
}

/** One licence of the procedure (e.g. Salvador: TVL, then alvará). */
export interface StageDef {
  id: string;
  kind: ProcedureLicenceKind;
  title: Text;
  /** The unit that creates this licence. */
  cite: string;
  /** Stages whose licence must have been issued (and still be in force) before this one. */
  after: readonly string[];
  /** Earlier stages of `after` the law does not ask of some establishments (Belém art. 5: existing outlets). */
  waivers?: readonly StageWaiver[];
  documents: readonly DocumentRequirement[];
  opinions: readonly OpinionRequirement[];
  /** The role that signs it. */
  issuingRole: string;
  /** How long it is valid (null: no end set by the law). */
  validity: Period | null;
  /**
   * The unit that sets that validity (Nova Odessa art. 16 § 1º: "renováveis anualmente"). Absent:
   * the law sets no term and the period is the municipality's choice (the procedure's notes say
   * so); what users read says which of the two it is.
   */
  validityCite?: string;
  /**
   * What the licence must state besides number, holder and address (VdC art. 26 I b: cylinders).
   * 'kg' and 'containers': the quantity it permits (src/licensing/quantity.ts) — the quantity the
   * application requests, in kg and, with `countsContainers`, in containers; without a requested
   * quantity, the stock the application describes (containers and kg).
   */
  states: readonly ('class' | 'containers' | 'kg' | 'resale-type')[];
  /** The law counts the permitted quantity in containers of a given capacity (VdC art. 5 § 3º: botijões). */
  countsContainers?: ContainerCount;
  /** Extra units the licence rests on (printed with the evaluation's articles). */
  cites: readonly string[];
  /** Conditions printed on it (pt-BR first). */
  conditions: readonly Text[];
  /** What the stage asks of its evaluation, when the law binds a requirement to this stage only. */
  evaluation?: StageEvaluation;
}

/** The sanctions a procedure can notify: suspension (temporary), closure order (interdição), revocation (cassação). */
export type SanctionAction = 'suspend' | 'interdict' | 'revoke';

/**
 * An authority other than the officer who notifies a sanction, to whom the law gives its
 * decision on the administration's opinion. Vitória da Conquista art. 26 II: the administration
 * may "emitir parecer com sugestões para o Chefe do Executivo Municipal sobre a suspensão ou a
 * cassação do Alvará de Revenda": the staff give the opinion, the Mayor decides. Upholding such
 * a case needs the reference of the authority's act (kind, number, date) and the opinion it
 * followed (src/licensing/lifecycle.ts authorityDecision).
 */
export interface SanctionAuthorityDef {
  /** Id of the authority, e.g. "chief-executive". */
  id: string;
  /** What the law calls it (pt-BR first), e.g. Chefe do Executivo Municipal. */
  title: Text;
  /** What people call it (pt-BR first), e.g. Prefeito / Mayor: the name the procedure's readers see beside the law's `title`. */
  name: Text;
  /** What a decided case says of it, before the citation (pt-BR first): "decidido pelo Chefe do Executivo". */
  decided: Text;
  /** The unit that gives it the decision (local id, e.g. "art26-II"). */
  cite: string;
  /** The sanctions it decides; the others stay the licensing officer's. */
  sanctions: readonly SanctionAction[];
  /** The licences whose sanctions it decides (VdC: "o Alvará de Revenda"); others stay the officer's. */
  licenceKinds: readonly (ProcedureLicenceKind | 'vehicle')[];
  /**
   * Who lifts a suspension it decided, where the law is silent: the interpretation parameter and
   * the value under which lifting needs its act too (VdC `reinstatement-authority` =
   * deciding-authority); under another value the licensing officer lifts it. Absent: the officer.
   */
  lifts?: { reading: string; value: unknown };
}

/** What a sanction rests on where the cited unit does not name it (DueProcessDef.sanctionGround). */
export type SanctionGround = 'police-power' | 'by-reference';

/** Notice → deadline for the defence → decision, before a suspension, closure order or revocation. */
export interface DueProcessDef {
  /** Days the holder has to present a defence (counted as Código Civil art. 132). */
  defenceDays: number;
  /** The unit that sets that number of days; absent: the law sets none (none of the four laws does) and it is the procedure's choice. */
  defenceDaysCite?: string;
  /** The unit granting the right of defence (Salvador art. 15 § 2: ampla defesa e contraditório). */
  cite: string;
  /** Sanctions the law names and where: suspend (temporary), interdict (closure order), revoke (cassação). */
  sanctions: Partial<Record<SanctionAction, string>>;
  /**
   * Where the unit cited for a sanction does not name it: what the sanction rests on —
   * `police-power`, the municipality's power of supervision the unit gives (Belém art. 8:
   * "fiscalizará"), or `by-reference`, the other penalties the unit refers to (Nova Odessa art. 18:
   * "além das penalidades … prescritos no Decreto Federal nº 1.021/93"). Absent: the unit names it.
   */
  sanctionGround?: Partial<Record<SanctionAction, SanctionGround>>;
  /** Who decides, where the law gives the decision to another authority (absent: the licensing officer). */
  decidedBy?: SanctionAuthorityDef;
}

export interface ProcedureDef {
  stages: readonly StageDef[];
  /**
   * Renewal: a new application of type "renewal" for the last stage; due this many days before
   * expiry. `dueWithinDaysCite`: the unit that sets that window; absent: the procedure's choice.
   */
  renewal: { cite: string; dueWithinDays: number; dueWithinDaysCite?: string } | null;
  /** Change of address: 'new-licence' (a new application and licence, the old closed) or 'amend'. */
  addressChange: { effect: 'new-licence' | 'amend'; cite?: string };
  /** Change of holder (transfer): same choice. */
  holderChange: { effect: 'new-licence' | 'amend'; cite?: string };
  dueProcess: DueProcessDef;
  /** Notes where the law is silent and the procedure chose (shown with the procedure). */
  notes: readonly string[];
}

/** How a derived pack changes its base's procedure (the rest is inherited). */
export interface ProcedureDerivation {
  replaceStages?: readonly StageDef[];
  addStages?: readonly StageDef[];
  removeStages?: readonly string[];
  renewal?: ProcedureDef['renewal'];
  addressChange?: ProcedureDef['addressChange'];
  holderChange?: ProcedureDef['holderChange'];
  dueProcess?: DueProcessDef;
  notes?: readonly string[];
}

export function deriveProcedure(base: ProcedureDef, d: ProcedureDerivation, where: string): ProcedureDef {
  const ids = new Set(base.stages.map((s) => s.id));
  for (const id of [...(d.replaceStages ?? []).map((s) => s.id), ...(d.removeStages ?? [])]) {
    if (!ids.has(id)) throw new Error(`${where}: procedure stage ${id} is not in the base`);
  }
  const remove = new Set(d.removeStages ?? []);
  const replace = new Map((d.replaceStages ?? []).map((s) => [s.id, s]));
  const stages = base.stages.filter((s) => !remove.has(s.id)).map((s) => replace.get(s.id) ?? s);
  for (const s of d.addStages ?? []) stages.push(s);
  const kept = new Set(stages.map((s) => s.id));
  for (const s of stages)
    for (const a of s.after) if (!kept.has(a)) throw new Error(`${where}: stage ${s.id} comes after removed stage ${a}`);
  return {
    stages,
    renewal: d.renewal !== undefined ? d.renewal : base.renewal,
    addressChange: d.addressChange ?? base.addressChange,
    holderChange: d.holderChange ?? base.holderChange,
    dueProcess: d.dueProcess ?? base.dueProcess,
    notes: d.notes ?? base.notes,
  };
}

/**
 * The stage as it stands on a date: each document's minimum amount and the capacity of the
 * container its licence counts, read from their parameters' values in force then. A parameter
 * the pack lacks, or with no value on the date, is a pack error (the pack tests load every
 * procedure on its law's dates).
 */
export function stageOnDate(stage: StageDef, parameters: readonly ParameterDef[], date: IsoDate): StageDef {
  const dated = (parameter: string, what: string): number => {
    const p = parameters.find((x) => x.id === parameter);
    const v = p ? valueOn(p, date) : undefined;
    if (typeof v?.value !== 'number')
      throw new Error(`procedure stage ${stage.id}, ${what}: parameter ${parameter} has no amount on ${date}`);
    return v.value;
  };
  let out = stage;
  if (stage.documents.some((d) => d.minAmountParameter !== undefined)) {
    const documents = stage.documents.map((d) =>
      d.minAmountParameter === undefined ? d : { ...d, minAmountBRL: dated(d.minAmountParameter, `document ${d.id}`) },
    );
    out = { ...out, documents };
  }
  const count = stage.countsContainers;
  if (count) out = { ...out, countsContainers: { ...count, containerKg: dated(count.parameter, 'containers counted') } };
  return out;
}
