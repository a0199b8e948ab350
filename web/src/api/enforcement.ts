/**
 * The inspector's calls over the typed client (issue 12, item 5; the API of issue 11): the
 * establishment's checklist, recording an inspection (the engine gives each item's result),
 * photos from the phone's camera, and issuing an infraction notice with the fine the API
 * computes. Creations carry an Idempotency-Key so a retry after a dropped connection does not
 * record the act twice.
 */
import { api, type Schemas, unwrap } from './client.ts';
import type { Lang } from './field.ts';

export type Checklist = Schemas['InspectionChecklist'];
export type ChecklistItem = Schemas['ChecklistItem'];
export type EnforcementRecord = Schemas['EnforcementRecord'];
export type ItemResult = 'conforms' | 'does-not-conform' | 'not-checked';

export interface Text {
  pt: string;
  en: string;
}

/** The fine as the API computed it (data.quote of a notice; see docs/api.md, Enforcement). */
export interface FineQuote {
  kind: 'fine' | 'notification' | 'not-set';
  penaltyCitation: string;
  title: Text;
  repeat: number;
  notification: number;
  amountBRL: number | null;
  range?: { min: number; max: number };
  arithmetic: Text[];
  interpretations: { parameter: string; value: string; description: Text }[];
  message?: Text;
}

/** What an inspection record's data holds (InspectionData of the API). */
export interface InspectionData {
  items: ChecklistItem[];
  results: Record<string, { result: ItemResult; notes?: string; photos?: string[] }>;
  findings: Record<string, string>;
  verdict: string;
}

export function checklist(establishmentId: string, signal: AbortSignal | null = null): Promise<Checklist> {
  return unwrap(api.GET('/api/inspections/checklist', { params: { query: { establishmentId } }, signal }));
}

export interface InspectionDraft {
  facts: Record<string, unknown>;
  results: Record<string, { result?: ItemResult; notes?: string; photos?: string[] }>;
}

export function recordInspection(establishmentId: string, d: InspectionDraft, key: string): Promise<EnforcementRecord> {
  return unwrap(
    api.POST('/api/inspections', {
      params: { header: { 'idempotency-key': key } },
      body: { establishmentId, facts: d.facts, results: d.results },
    }),
  );
}

/** A photo as base64 (the API stores it once per content and answers its sha256). */
export function uploadPhoto(contentBase64: string): Promise<{ sha256: string; mediaType: string; size: number }> {
  return unwrap(api.POST('/api/photos', { body: { contentBase64 } }));
}

export function getRecord(id: string, signal: AbortSignal | null = null): Promise<EnforcementRecord> {
  return unwrap(api.GET('/api/enforcement/{id}', { params: { path: { id } }, signal }));
}

export interface NoticeRequest {
  establishmentId: string;
  infraction: string;
  units: string[];
  finding: string;
  amountBRL?: number;
  inspectionId?: string;
}

export function issueNotice(n: NoticeRequest, key: string) {
  return unwrap(api.POST('/api/notices', { params: { header: { 'idempotency-key': key } }, body: n }));
}

export type IssuedNotice = Awaited<ReturnType<typeof issueNotice>>;

/** The notice's PDF, read with the session cookie (same origin). */
/** The notice in the screen's language (a link cannot set Accept-Language). */
export function noticePdfUrl(id: string, lang: Lang): string {
  return `/api/notices/${encodeURIComponent(id)}/pdf?lang=${lang}`;
}

export type InfractionCatalog = Schemas['InfractionCatalog'];
export type Infraction = InfractionCatalog['infractions'][number];

/** The infractions of the municipality's law with a first offence's fine (public: the law). */
export function infractions(municipality: string, signal: AbortSignal | null = null): Promise<InfractionCatalog> {
  return unwrap(api.GET('/api/municipalities/{id}/infractions', { params: { path: { id: municipality } }, signal }));
}
