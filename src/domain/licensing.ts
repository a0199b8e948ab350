/**
 * Records of the licensing procedure (issue 10), one table of small records by kind, each
 * with its own status machine (src/licensing/machines.ts): documents presented, opinions and
 * inspections, holds, decisions (append-only), the issued licence's record (what it states,
 * its lifecycle) and due-process cases.
 */
import type { Text } from '../core/types.ts';

export const LICENSING_KINDS = ['document', 'opinion', 'hold', 'decision', 'licence-record', 'case'] as const;
export type LicensingKind = (typeof LICENSING_KINDS)[number];

export interface LicensingItem<D extends object = Record<string, unknown>> {
  id: string;
  municipality: string;
  kind: LicensingKind;
  applicationId: string | null;
  licenceId: string | null;
  status: string;
  data: D;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  version: number;
}

export type NewLicensingItem = Omit<LicensingItem, 'createdAt' | 'createdBy' | 'updatedAt' | 'version'>;

/** A document's file, stored once by its sha256 (content-addressed). */
export interface LicensingBlob {
  sha256: string;
  mediaType: string;
  size: number;
  /** The bytes, base64. */
  base64: string;
}

export interface DocumentData {
  requirement: string;
  fileName: string;
  mediaType: string;
  size: number;
  sha256: string;
  validFrom: string | null;
  validUntil: string | null;
  amountBRL: number | null;
  reason: string | null;
  reviewedBy: string | null;
}

export interface OpinionData {
  department: string;
  stage: string;
  kind: 'opinion' | 'inspection';
  round: number;
  grounds: string | null;
  decidedBy: string | null;
  decidedOn: string | null;
  /**
   * Every answer and resubmission in order (absent on records written before it was kept): the
   * grounds of a "request changes" stay readable after the resubmission and the next answer.
   */
  history?: OpinionEvent[];
}

/** One step of an opinion: the department's answer, or the applicant's resubmission. */
export interface OpinionEvent {
  round: number;
  action: 'favourable' | 'unfavourable' | 'request-changes' | 'resubmit';
  grounds: string | null;
  by: string;
  on: string;
}

export interface HoldData {
  reason: string;
  releasedReason: string | null;
}

export interface DecisionData {
  stage: string;
  outcome: 'issued' | 'denied';
  date: string;
  evaluationId: string | null;
  resultHash: string | null;
  /** reproduce() of the stored evaluation matched when deciding. */
  reproduced: boolean;
  grounds: string[];
  /**
   * A denial's grounds in English, one for each of `grounds` (the letter in English): what the
   * official typed is the same in both, what the checklist found missing is said in English.
   * Absent on decisions recorded before it was kept, and on issued decisions.
   */
  groundsEn?: string[];
  citations: string[];
  licenceNumber: string | null;
}

/** A licence's texts in English (LicenceRecordData.english). */
export interface LicenceTextsEn {
  activity: string;
  resaleType: string | null;
  conditions: string[];
}

export interface LicenceRecordData {
  stage: string;
  decisionId: string;
  evaluationId: string;
  holder: string;
  cnpj: string | null;
  address: string;
  activity: string;
  class: string | null;
  resaleType: string | null;
  /**
   * The containers the permitted quantity is in. Basis 'requested': the number of containers of
   * `containerCount.kg` the requested kg equal, where the law counts them (VdC art. 5 § 3º:
   * botijões, to 2 decimals as its rules count them), else null (the law counts kg). Basis
   * 'stock-described' (and records without a basis): the containers of the stock described.
   */
  containers: number | null;
  /**
   * The quantity of GLP the licence permits, in kg of nominal capacity (full and empty containers
   * alike): the requested quantity (application.requestedQuantity) or, when the application
   * requested none, the stock it described. Null: no quantity stated.
   */
  kg: number | null;
  /**
   * Which quantity `kg` and `containers` state (src/licensing/quantity.ts). Absent on records
   * issued before it was kept: those stated the stock described. Null: the stage states no quantity.
   */
  quantityBasis?: QuantityBasis | null;
  /** Where the law counts the permitted quantity in containers: one container's kg, their name, the unit. */
  containerCount?: ContainerCountStated | null;
  conditions: string[];
  /**
   * What the licence states in words, in English (its PDF in English): the activity, the resale
   * type and the conditions. Absent on records issued before it was kept: those are stated in
   * Portuguese in both.
   */
  english?: LicenceTextsEn;
  citations: string[];
  /** The licence this one renews or replaces (renewal, change of address or holder). */
  replaces: string | null;
  replacedBy: string | null;
  closedReason: string | null;
  /**
   * The last sanction applied to the licence by an authority the law names (VdC art. 26 II: the
   * Mayor), with its act: absent where the licensing officer decides.
   */
  sanctionDecision?: SanctionDecisionStated | null;
  /** The last lifting of a suspension or closure order (src/licensing/reinstatement.ts). */
  reinstatement?: ReinstatementStated;
}

/** What a licence record states of its reinstatement (src/licensing/reinstatement.ts). */
export interface ReinstatementStated {
  on: string;
  /** The reading the lifting rests on where the law is silent (VdC art. 26 II), with its words; null: none. */
  reading: { parameter: string; value: unknown; description: Text } | null;
  /** The authority's act and the opinion it followed; null: the licensing officer lifted it. */
  authority: AuthorityDecision | null;
  /** The authority's sanction it lifted; null: the officer's. */
  lifted: SanctionDecisionStated | null;
}

/** A sanction applied by the authority the law names, as the licence record states it. */
export interface SanctionDecisionStated {
  action: CaseData['action'];
  caseId: string;
  decidedOn: string;
  authority: AuthorityDecision;
}

/** The act of the authority that decided a sanction: its kind as written (decreto, despacho…), number and date (ISO). */
export interface AuthorityAct {
  kind: string;
  number: string;
  date: string;
}

/**
 * A case decided by the authority the law gives the decision to (ProcedureDef.dueProcess.decidedBy),
 * on the administration's opinion: VdC art. 26 II, the Chefe do Executivo Municipal.
 */
export interface AuthorityDecision {
  /** The authority's id (e.g. chief-executive) and name. */
  authority: string;
  title: Text;
  /** The unit that gives it the decision, and its citation. */
  cite: string;
  citation: string;
  /** "decidido pelo Chefe do Executivo (Lei 709/1993, art. 26, II)". */
  statement: Text;
  act: AuthorityAct;
  /** The administration's opinion (parecer) the act followed: its reference or summary. */
  opinion: string;
}

/** 'requested': the quantity the application asked to store; 'stock-described': the stock it described (none asked). */
export type QuantityBasis = 'requested' | 'stock-described';

/** The conversion a licence states its containers with (VdC art. 5 § 3º: botijões of 13 kg). */
export interface ContainerCountStated {
  /** The capacity of one container on the issue date (the pack's parameter, e.g. botijao-kg). */
  kg: number;
  name: Text;
  /** The unit that makes the licence count them, as cited (e.g. "Lei 709/1993, art. 5º, § 3º"). */
  citation: string;
}

export interface CaseData {
  action: 'suspend' | 'interdict' | 'revoke';
  grounds: string;
  cite: string;
  notifiedOn: string;
  defenceUntil: string;
  defence: string | null;
  decision: string | null;
  decidedOn: string | null;
  /** Who decided, where the law names an authority other than the officer (absent: the officer). */
  authority?: AuthorityDecision;
  /**
   * The closure order a revocation rests on (Salvador art. 15 § 2º: closed, and not remedied in 90
   * days): upheld only while that order stands (src/app/closure-revocation.ts).
   */
  closureId?: string;
}

/** One write of a licensing transaction: all of a commit's operations apply together or none. */
export type LicensingOp =
  | { op: 'add'; item: NewLicensingItem; blob?: LicensingBlob }
  | { op: 'update'; id: string; expectedVersion: number; status?: string; data?: Record<string, unknown> }
  | {
      op: 'create-licence';
      licence: {
        id: string;
        municipality: string;
        establishmentId: string;
        number: string;
        kind: 'alvara' | 'tvl' | 'construction';
        class: string | null;
        issuedOn: string;
        expiresOn: string | null;
      };
    }
  | { op: 'licence-status'; id: string; status: 'active' | 'suspended' | 'revoked' | 'expired' }
  /** An enforcement record changed with the licensing act (a closure order's revocation, Salvador art. 15 § 2º): status and whole data. */
  | { op: 'enforcement-update'; id: string; expectedVersion: number; status: string; data: unknown }
  | { op: 'application-status'; id: string; expectedVersion: number; status: 'approved' | 'rejected' | 'under-review' };
