/**
 * Core vocabulary of the law engine: law texts, units, parameters, rules, findings.
 * Pure types; no I/O. Legal terms are mapped in docs/glossary.md.
 */

/** pt-BR first, English available. */
export type Lang = 'pt' | 'en';
export interface Text {
  pt: string;
  en: string;
}

/** ISO date `YYYY-MM-DD`. Dates compare correctly as strings. */
export type IsoDate = string;

// ---------------------------------------------------------------------------
// Law texts
// ---------------------------------------------------------------------------

export type UnitKind = 'article' | 'paragraph' | 'item' | 'letter';

/**
 * One unit of a law. Ids follow the citation:
 *   art22            article 22 (its caput text)
 *   art2-par1        § 1º of art. 2   (art2-parU: parágrafo único)
 *   art2-I           item I of the caput of art. 2
 *   art2-par1-I      item I of § 1º
 *   art2-I-a         letter a of item I
 */
export interface LawUnit {
  id: string;
  kind: UnitKind;
  article: string;
  paragraph?: string; // '1', '2', 'único'
  item?: string; // roman numeral
  letter?: string;
  /** The clean transcription. */
  text: string;
  /** How the unit is carried by the product when no rule implements it. */
  classification?: DeclaredClassification;
  /** Validity when the unit's wording changed (e.g. Belém art. 2 I b, Lei 9.573/2020). */
  wordingFrom?: IsoDate;
  wordingNote?: string;
}

export type DeclaredClassification =
  | { kind: 'informative'; note: string }
  | { kind: 'procedural'; capability: Capability; note: string }
  | { kind: 'external'; norm: string; note: string }
  /** Implemented by rules; the note explains how (optional). */
  | { kind: 'rule'; note?: string };

/** The workflow capability that carries out a procedural unit. */
export type Capability =
  | 'licensing'
  | 'renewal'
  | 'inspection'
  | 'enforcement'
  | 'fines'
  | 'registry'
  | 'distributor-filing'
  | 'batch-review'
  | 'administration';

export interface TranscriptionNote {
  unit: string;
  /** What the scan shows. */
  scan: string;
  /** What was transcribed. */
  read: string;
  why: string;
}

export interface Amendment {
  law: string;
  date: IsoDate;
  units: string[];
  note: string;
}

export interface Law {
  id: string;
  title: string;
  /** As cited in findings: "Lei 709/1993". */
  shortTitle: string;
  number: string | null;
  numberNote?: string;
  date: IsoDate;
  /** Publication = entry into force unless the text says otherwise. */
  inForceFrom: IsoDate;
  inForceNote: string;
  ementa: string;
  /** The received text this transcription was made from (provenance; not a file of this repository). */
  sourceFile: string;
  /**
   * Where the law was published, as a reader would look it up (official gazette, the municipality's
   * or the council's archive), with what is not known said so. `glp laws` cites this.
   */
  published?: string;
  amendments: Amendment[];
  repeals: string[];
  units: LawUnit[];
  transcriptionNotes: TranscriptionNote[];
}

// ---------------------------------------------------------------------------
// Citations
// ---------------------------------------------------------------------------

export interface Citation {
  law: string;
  article: string;
  paragraph?: string;
  item?: string;
  letter?: string;
  /** Unit id in the law, e.g. "art2-I-a". */
  unit: string;
  /** Formatted: "Lei 709/1993, art. 22". */
  text: string;
}

// ---------------------------------------------------------------------------
// Parameters
// ---------------------------------------------------------------------------

export type Operator = '<' | '<=' | '>' | '>=' | '==';

export type ParamUnit = 'm' | 'm2' | 'kg' | 'BRL' | 'UFIR' | 'days' | 'months' | 'years' | 'count' | 'percent' | 'time' | 'none';

export interface DatedValue<V = unknown> {
  from: IsoDate;
  /** Exclusive end; absent = still in force. */
  to?: IsoDate;
  value: V;
  /** Unit id that sets this value, or an external reference. */
  cite: string;
  source?: string;
  note?: string;
}

export interface Alternative<V = unknown> {
  value: V;
  description: Text;
}

export interface ParameterDef<V = unknown> {
  /** Local id within its pack, e.g. "min-distance-between-outlets". */
  id: string;
  unit: ParamUnit;
  description: Text;
  /** For thresholds: the relation the measured value must satisfy against the parameter. */
  required?: Operator;
  values: DatedValue<V>[];
  /** Interpretation choices: the alternatives the law admits. */
  alternatives?: Alternative<V>[];
  interpretation?: boolean;
  /** Where the value comes from outside the law (a municipal act, a norm). */
  externalSource?: string;
}

// ---------------------------------------------------------------------------
// Findings and results
// ---------------------------------------------------------------------------

export type Status = 'satisfied' | 'violated' | 'not-applicable' | 'cannot-evaluate';
export type Verdict = 'approvable' | 'not-approvable' | 'incomplete';

export interface Comparison {
  fact: string;
  measured: number;
  operator: Operator;
  limit: number;
  unit: ParamUnit;
  /** true when measured `operator` limit holds. */
  holds: boolean;
  /** "medido 299,99 m; a lei proíbe 300 m ou menos". */
  text: string;
  /** e.g. "arredondado ao centímetro". */
  rounding?: string;
}

export interface PlaceRef {
  id?: string;
  name?: string;
  category: string;
  source?: string;
  distanceM?: number;
  method?: string;
}

export interface InterpretationUsed {
  parameter: string;
  value: unknown;
  description: string;
  alternatives: { value: unknown; description: string }[];
}

export interface Finding {
  rule: string;
  status: Status;
  citation: Citation;
  /** Other units the rule also implements. */
  alsoCites?: Citation[];
  message: string;
  facts: Record<string, unknown>;
  parameters: Record<string, unknown>;
  comparisons?: Comparison[];
  interpretations?: InterpretationUsed[];
  places?: PlaceRef[];
  missing?: string[];
  notes?: string[];
}

export interface MissingFact {
  fact: string;
  /** The fact's name in the evaluation's language (src/core/input/fact-names.ts), when the vocabulary names it. */
  label?: string;
  rules: string[];
  count: number;
}

export interface EvaluationResult {
  schemaVersion: 1;
  municipality: string;
  municipalityName: string;
  date: IsoDate;
  lang: Lang;
  lawPackVersion: string;
  activity: string;
  verdict: Verdict;
  class: string | null;
  classDetail: ClassDetail | null;
  findings: Finding[];
  missing: MissingFact[];
  summary: Record<Status, number>;
  laws: { id: string; title: string }[];
  overrides: Record<string, unknown>;
  /** Set when the evaluation date is after the day it was made: the law is as known on this day (--allow-future). */
  lawAsKnownOn?: IsoDate;
}

export interface ClassDetail {
  scheme: string;
  class: string | null;
  citation: Citation;
  totalKg?: number;
  containers?: number;
  reason: string;
}

/**
 * What the rule context and citations read of a pack. Pack (src/core/pack.ts) extends it; it is
 * declared here so that the context does not import the pack module, which imports the context.
 */
export interface PackShape {
  id: string;
  laws: Law[];
  /** Parameters by local id. */
  paramIndex: Map<string, ParameterDef>;
  lawIndex: Map<string, Law>;
}
