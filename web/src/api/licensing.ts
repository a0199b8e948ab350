/**
 * The licensing procedure over the typed client (docs/api.md, "Licensing"): the checklist of
 * what a stage still lacks, the application's records (documents, opinions, holds, decisions),
 * document upload and review, opinions requested, and the decision. A refused issue answers 409
 * with `outstanding` (one item per missing thing, its words in pt-BR and English: `text`): IssueRefused keeps it.
 */
import { etag } from './applications.ts';
import { ApiError, api, type Schemas, unwrap } from './client.ts';
import type { Lang } from './field.ts';

export type Checklist = Schemas['Checklist'];
export type Outstanding = Schemas['OutstandingItem'];
export type LicensingItem = Schemas['LicensingItem'];
export type Issued = Schemas['IssuedLicence'];
export type MediaType = Schemas['DocumentUpload']['mediaType'];

/** The media types the API takes (and the file input offers). */
export const MEDIA_TYPES: readonly MediaType[] = ['application/pdf', 'image/jpeg', 'image/png'];
/** The API's limit on a document (512 KiB), checked here only to say so before uploading. */
export const MAX_DOCUMENT_BYTES = 512 * 1024;

export type Procedure = Schemas['Procedure'];
export type Stage = Procedure['stages'][number];

/** The checklist of a stage; none named: the API's default (the first stage the application is asked for). */
export function checklist(id: string, stage: string | undefined, signal: AbortSignal | null = null): Promise<Checklist> {
  return unwrap(api.GET('/api/applications/{id}/checklist', { params: { path: { id }, query: stage ? { stage } : {} }, signal }));
}

/** The municipality's procedure (public): stages in order, with the documents and opinions each needs. */
export function procedure(municipality: string, signal: AbortSignal | null = null): Promise<Procedure> {
  return unwrap(api.GET('/api/municipalities/{id}/procedure', { params: { path: { id: municipality } }, signal }));
}

/**
 * The stage to show first. Nothing issued yet: none named, so the API picks the first stage the
 * application is asked for (a renewal's last; not an earlier stage the law waives for its
 * establishment, Belém art. 5). Then the first whose licence was not issued yet (else the last).
 */
export function currentStage(p: Procedure, items: readonly LicensingItem[]): string | undefined {
  const issued = new Set(items.filter((i) => i.kind === 'decision' && i.data['outcome'] === 'issued').map((i) => String(i.data['stage'])));
  if (issued.size === 0) return undefined;
  return (p.stages.find((s) => !issued.has(s.id)) ?? p.stages.at(-1))?.id;
}

/** Every licensing record of the application (documents, opinions, holds, decisions). */
export async function licensingItems(id: string, signal: AbortSignal | null = null): Promise<LicensingItem[]> {
  const page = await unwrap(api.GET('/api/applications/{id}/licensing', { params: { path: { id }, query: { limit: 100 } }, signal }));
  return page.items;
}

function base64(bytes: ArrayBuffer): string {
  const b = new Uint8Array(bytes);
  let s = '';
  for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode(...b.subarray(i, i + 0x8000));
  return btoa(s);
}

/** Presents a file for a requirement of the procedure; the API checks the type (magic bytes) and size. */
export async function uploadDocument(id: string, requirement: string, file: File, validUntil: string | null): Promise<LicensingItem> {
  const content = base64(await file.arrayBuffer());
  return unwrap(
    api.POST('/api/applications/{id}/documents', {
      params: { path: { id } },
      body: {
        requirement,
        fileName: file.name,
        // The browser's guess; the API decides from the bytes (a wrong one is refused and named).
        mediaType: (MEDIA_TYPES as readonly string[]).includes(file.type) ? (file.type as MediaType) : 'application/pdf',
        contentBase64: content,
        ...(validUntil ? { validUntil } : {}),
      },
    }),
  );
}

export function reviewDocument(item: LicensingItem, action: 'accept' | 'reject', reason?: string): Promise<LicensingItem> {
  const params = { path: { id: item.id }, header: { 'if-match': etag(item.version) } };
  const body = reason ? { reason } : {};
  return action === 'accept'
    ? unwrap(api.POST('/api/licensing/documents/{id}/accept', { params, body }))
    : unwrap(api.POST('/api/licensing/documents/{id}/reject', { params, body }));
}

export function requestOpinions(id: string, stage: string): Promise<LicensingItem[]> {
  return unwrap(api.POST('/api/applications/{id}/opinions', { params: { path: { id } }, body: { stage } }));
}

/** The API refused to issue: each item still missing, as the problem's `outstanding` names it. */
export class IssueRefused extends Error {
  constructor(
    message: string,
    readonly outstanding: Outstanding[],
  ) {
    super(message);
  }
}

export async function issueLicence(id: string, stage: string): Promise<Issued> {
  try {
    return await unwrap(api.POST('/api/applications/{id}/issue', { params: { path: { id } }, body: { stage } }));
  } catch (e) {
    const extra = e instanceof ApiError ? (e.problem as { outstanding?: Outstanding[] } | null)?.outstanding : undefined;
    if (e instanceof ApiError && e.status === 409 && Array.isArray(extra)) throw new IssueRefused(e.message, extra);
    throw e;
  }
}

export function denyLicence(id: string, stage: string, grounds: string[]): Promise<LicensingItem> {
  return unwrap(api.POST('/api/applications/{id}/deny', { params: { path: { id } }, body: { stage, grounds } }));
}

/** Same origin: the session cookie authorises the download. */
/** The document in the screen's language: pt, the act; en, a translation for information (a link cannot set Accept-Language). */
export const licencePdfUrl = (licenceId: string, lang: Lang) => `/api/licences/${encodeURIComponent(licenceId)}/pdf?lang=${lang}`;
export const decisionPdfUrl = (decisionId: string, lang: Lang) =>
  `/api/licensing/decisions/${encodeURIComponent(decisionId)}/pdf?lang=${lang}`;
