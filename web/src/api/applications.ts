/**
 * Applications over the typed client: the stateless evaluation the form runs as it is filled,
 * the municipality's input schema, filing (establishment, then application, then submission),
 * and what applicants and officials read and do with an application afterwards.
 */
import type { JsonSchema } from '../lib/facts.ts';
import { api, type Schemas, unwrap } from './client.ts';

export type Application = Schemas['Application'];
export type ApplicationStatus = Application['status'];
export type EvaluationResult = Schemas['EvaluationResult'];
export type Finding = Schemas['Finding'];
export type StoredEvaluation = Schemas['StoredEvaluation'];

/** The ETag the API serves for a record's version, for If-Match. */
export function etag(version: number): string {
  return `"v${version}"`;
}

export function inputSchema(municipality: string, signal: AbortSignal | null = null): Promise<JsonSchema> {
  return unwrap(
    api.GET('/api/municipalities/{id}/input-schema', { params: { path: { id: municipality } }, signal }),
  ) as Promise<JsonSchema>;
}

/** POST /api/evaluate: nothing stored. The document is checked by the server (422 names the field). */
export function evaluate(doc: Record<string, unknown>, lang: 'pt' | 'en', signal: AbortSignal | null = null): Promise<EvaluationResult> {
  return unwrap(
    api.POST('/api/evaluate', {
      params: { query: { lang } },
      body: doc as Schemas['EstablishmentInput'],
      signal,
    }),
  );
}

export interface Filing {
  municipality: string;
  name: string;
  cnpj: string;
  location: [number, number] | null;
  input: Record<string, unknown>;
}

/** Files an application: the establishment, the application (a draft) with the document, then its submission. */
export async function fileApplication(f: Filing): Promise<Application> {
  const e = await unwrap(
    api.POST('/api/establishments', {
      body: {
        municipality: f.municipality,
        name: f.name,
        ...(f.cnpj ? { cnpj: f.cnpj } : {}),
        ...(f.location ? { location: f.location } : {}),
      },
    }),
  );
  const a = await unwrap(api.POST('/api/applications', { body: { type: 'new', input: f.input, establishmentId: e.id } }));
  return submit(a);
}

export function submit(a: Application): Promise<Application> {
  return unwrap(api.POST('/api/applications/{id}/submit', { params: { path: { id: a.id }, header: { 'if-match': etag(a.version) } } }));
}

export function moveTo(a: Application, status: ApplicationStatus): Promise<Application> {
  return unwrap(
    api.PATCH('/api/applications/{id}', { params: { path: { id: a.id }, header: { 'if-match': etag(a.version) } }, body: { status } }),
  );
}

export function listApplications(status: ApplicationStatus | undefined, signal: AbortSignal | null = null) {
  return unwrap(api.GET('/api/applications', { params: { query: { limit: 100, ...(status ? { status } : {}) } }, signal }));
}

export function getApplication(id: string, signal: AbortSignal | null = null): Promise<Application> {
  return unwrap(api.GET('/api/applications/{id}', { params: { path: { id } }, signal }));
}

/** The newest stored evaluation of the application, or null. */
export async function latestEvaluation(id: string, signal: AbortSignal | null = null): Promise<StoredEvaluation | null> {
  const page = await unwrap(api.GET('/api/applications/{id}/evaluations', { params: { path: { id }, query: { limit: 100 } }, signal }));
  return [...page.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}

/**
 * Evaluates the application with the place registries filled in, and stores the evaluation; for a
 * procedure stage, as an application for that stage (Salvador's alvará: art. 2 § 2º).
 */
export function evaluateStored(id: string, lang: 'pt' | 'en', stage?: string): Promise<StoredEvaluation> {
  const body = { lang, useRegistry: true, ...(stage !== undefined ? { stage } : {}) };
  return unwrap(api.POST('/api/applications/{id}/evaluations', { params: { path: { id } }, body }));
}
