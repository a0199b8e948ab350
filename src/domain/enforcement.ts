/**
 * Enforcement records (issue 11): infraction notices (autos de infração, including the
 * notifications that precede a fine), closure orders (interdição), seizures (apreensão) and
 * inspections (vistorias) with their checklist results. Each is one row of the store's
 * enforcement table: the columns every kind shares, and the kind's own data as JSON.
 */
import type { IsoDate, Text } from '../core/types.ts';

export type EnforcementKind = 'notice' | 'closure' | 'seizure' | 'inspection';

export interface EnforcementRecord<K extends EnforcementKind = EnforcementKind, D = unknown> {
  id: string;
  municipality: string;
  establishmentId: string;
  kind: K;
  /** notice: issued | cancelled; closure: in-force | lifted | revoked-licence; seizure: held | released; inspection: recorded. */
  status: string;
  /** notice: the irregularity key (see src/enforcement/repeats.ts); others: null. */
  key: string | null;
  /** The date of the act (issued, ordered, seized, inspected on). */
  on: IsoDate;
  data: D;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  version: number;
}

/** What a new record carries; the store adds id, times, author and version. */
export type EnforcementDraft<K extends EnforcementKind = EnforcementKind, D = unknown> = Pick<
  EnforcementRecord<K, D>,
  'kind' | 'status' | 'key' | 'on' | 'data'
>;

export interface Interpretation {
  parameter: string;
  value: string;
  description: Text;
  alternatives: string[];
}

/** The fine of a notice as computed by src/enforcement/fines.ts (stored as computed: the notice is a legal act). */
export interface FineQuote {
  municipality: string;
  infraction: string;
  penaltyUnit: string;
  penaltyCitation: string;
  title: Text;
  kind: 'fine' | 'notification' | 'not-set';
  repeat: number;
  notification: number;
  amountBRL: number | null;
  index?: { unitName: string; amount: number; rateBRL: number; rateCitation: string; rateSource?: string };
  /** A range the inspector fixes the base within (Salvador art. 15, III), and the base fixed (kept since 05/12/2026, to quote it again). */
  range?: { min: number; max: number; chosen?: number };
  arithmetic: Text[];
  interpretations: Interpretation[];
  alsoSanctions?: Text;
  message?: Text;
}

export type DefenceState = 'open' | 'submitted' | 'upheld' | 'annulled';
export type PaymentState = 'none' | 'due' | 'paid';

export interface NoticeData {
  /** "AI-salvador-ba-2026-0001" style number, unique per municipality. */
  number: string;
  infraction: string;
  /** Violated units of the pack's law (unit ids) and their citations. */
  units: string[];
  citations: string[];
  /** What the inspector found, in their words. */
  finding: string;
  inspectionId: string | null;
  quote: FineQuote;
  packVersion: string;
  defence: { state: DefenceState; dueOn: IsoDate | null; submittedOn?: IsoDate; decidedOn?: IsoDate; note?: string };
  payment: { state: PaymentState; dueOn: IsoDate | null; paidOn?: IsoDate };
  cancelled?: {
    on: IsoDate;
    reason: string;
    closures?: ClosureAfterAnnulment[];
    /** The later notices on the same irregularity that counted this one, quoted again or flagged (src/enforcement/requote.ts). */
    notices?: { id: string; number: string; effect: RequoteAfterAnnulment['effect']; beforeBRL: number | null; afterBRL: number | null }[];
  };
  /** An earlier notice this one counted (a repeat, or the notification before a fine) annulled or cancelled: quoted again, or flagged. */
  requoted?: RequoteAfterAnnulment[];
}

/** A penalty as counted, before and after an earlier notice was annulled. */
export interface CountedPenalty {
  kind: FineQuote['kind'];
  repeat: number;
  notification: number;
  amountBRL: number | null;
}

/**
 * What the annulment or cancellation of an earlier notice on the same irregularity did to this
 * notice's penalty: quoted again on the notices that still count ('requoted'), or, paid already or
 * not quotable again, left for the officer's review ('review', `after` the penalty it would now be).
 */
export interface RequoteAfterAnnulment {
  on: IsoDate;
  noticeId: string;
  number: string;
  reason: string;
  effect: 'requoted' | 'review';
  before: CountedPenalty;
  after: CountedPenalty | null;
}

/**
 * What the annulment or cancellation of a notice did to a closure order that counted it (Salvador
 * art. 15 § 1º: the closure at the 3rd notification on the same irregularity): lifted (the count
 * no longer reaches it), regrounded (a later notice on the same irregularity now does), or left
 * for review (the licence was already revoked on it).
 */
export interface ClosureAfterAnnulment {
  id: string;
  effect: 'lifted' | 'regrounded' | 'review';
  remaining: number;
  needed: number;
}

export interface ClosureData {
  /** A closure ground of the pack: 'repeat-notifications', 'access-refused', … */
  ground: string;
  unit: string;
  citation: string;
  reason: string;
  noticeId: string | null;
  /** Licences suspended by the order (src/enforcement/licence-effects.ts). */
  suspendedLicences: string[];
  liftedOn?: IsoDate;
  /** Why the order was lifted when not by the inspector's act: the notice it rested on was annulled or cancelled. */
  liftedBecause?: GroundAnnulled;
  /**
   * A notice it counted was annulled, and a later notice on the same irregularity (issued while
   * closed) is now the one that reaches the count: the order stands on that one (`noticeId`), and
   * its 90 days run from that notice (revocationPossibleFrom).
   */
  regrounded?: GroundAnnulled & { to: { noticeId: string; number: string; on: IsoDate } };
  /**
   * The notice it rested on was annulled after the licence was revoked on it (status
   * revoked-licence): a revocation is final, so the officer reviews it (`glp closures list` says so).
   */
  groundAnnulled?: GroundAnnulled;
  /** From this date the licence may be revoked (e.g. Salvador art. 15 § 2º), when the law provides it. */
  revocationPossibleFrom: IsoDate | null;
  /** The revocation's due process opened from this order (the licence lifecycle's cases), oldest first. */
  revocationCases?: RevocationCase[];
  revokedOn?: IsoDate;
  revokedLicences?: string[];
}

/** A revocation case opened from a closure order (Salvador art. 15 § 2º): notice and defence term. */
export interface RevocationCase {
  caseId: string;
  licenceId: string;
  notifiedOn: IsoDate;
  defenceUntil: IsoDate;
}

/**
 * A notice a closure order counted, annulled or cancelled (Salvador art. 15 § 1º: "caso esta seja a
 * 3ª … sobre a mesma irregularidade"): with it the count that grounded the order.
 */
export interface GroundAnnulled {
  on: IsoDate;
  noticeId: string;
  number: string;
  reason: string;
  /** The notices on the same irregularity still counted up to the one that closed, and how many the law needs. */
  remaining: number;
  needed: number;
}

export interface SeizedItem {
  kind: 'container' | 'vehicle' | 'goods';
  description: string;
  quantity: number;
  capacityKg?: number;
  plate?: string;
}

export interface SeizureData {
  items: SeizedItem[];
  custodyPlace: string;
  releaseConditions: string;
  noticeId: string | null;
  releasedOn?: IsoDate;
  releaseNote?: string;
}

export type ItemResult = 'conforms' | 'does-not-conform' | 'not-checked';

export interface ChecklistItem {
  /** The pack's rule id, e.g. "art8-II". */
  rule: string;
  unit: string;
  citation: string;
  title: Text;
  /** Facts the rule reads that the inspector can record (dotted paths of the input). */
  facts: string[];
}

/**
 * A fact an inspection took from the establishment's licence in force instead of the inspector
 * typing it (VdC art. 5 § 2º: storage.licensedQuantity, the botijões "definida no Alvará").
 */
export interface LicenceFact {
  /** Dotted path of the input, e.g. storage.licensedQuantity. */
  path: string;
  value: unknown;
  licenceNumber: string;
  /** Where it comes from, in pt-BR: the licence and the unit that makes it state the value. */
  source: string;
}

export interface InspectionData {
  packVersion: string;
  items: ChecklistItem[];
  /** Per rule: the inspector's result, notes, photos (sha256) and recorded facts. */
  results: Record<string, { result: ItemResult; notes?: string; photos?: string[] }>;
  /** Fact values the inspector recorded (dotted path → value), merged into the establishment's input. */
  facts: Record<string, unknown>;
  /** Facts taken from the licence in force, under what was recorded (absent on inspections recorded before they were). */
  licenceFacts?: LicenceFact[];
  /** The engine's verdict per rule on the recorded facts (the same engine as a desk evaluation). */
  findings: Record<string, string>;
  verdict: string;
  previousId: string | null;
  /** Per rule, the result at the previous inspection and now (only what changed). */
  changes: { rule: string; before: ItemResult | null; after: ItemResult | null }[];
}
