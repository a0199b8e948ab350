/**
 * The field endpoints (ADR 0012) through the typed client: public complaints and their status,
 * the inspection queue, the roadside vehicle check and the sound advertising check.
 */
import { ApiError, api, type Problem, type Schemas, unwrap } from './client.ts';

export type FieldTask = Schemas['FieldTask'];
export type TaskOutcome = NonNullable<FieldTask['outcome']>;
export const TASK_OUTCOMES: readonly TaskOutcome[] = ['confirmed', 'unfounded', 'not-found', 'referred'];
export type ComplaintStatus = Schemas['ComplaintStatus'];
export type SoundCheck = Schemas['SoundCheck'];
export type ComplaintCreate = Schemas['ComplaintCreate'];
export type Lang = 'pt' | 'en';

/** A refusal with the seconds the server asks to wait (429 Retry-After), when it said. */
export class RetryLater extends ApiError {
  constructor(
    problem: Partial<Problem> | null,
    readonly retryAfterS: number | null,
  ) {
    super(429, problem);
  }
}

export async function fileComplaint(body: ComplaintCreate) {
  const { data, error, response } = await api.POST('/api/complaints', { body });
  if (data) return data;
  const problem = error && typeof error === 'object' ? (error as Partial<Problem>) : null;
  if (response.status === 429) {
    const s = Number(response.headers.get('retry-after'));
    throw new RetryLater(problem, Number.isFinite(s) && s > 0 ? s : null);
  }
  throw new ApiError(response.status, problem);
}

export function complaintStatus(protocol: string, lang: Lang, signal?: AbortSignal) {
  return unwrap(api.GET('/api/complaints/{protocol}', { params: { path: { protocol }, query: { lang } }, ...(signal ? { signal } : {}) }));
}

export async function listTasks(signal?: AbortSignal) {
  return (await unwrap(api.GET('/api/tasks', { params: { query: {} }, ...(signal ? { signal } : {}) }))).items;
}

export type TaskItem = Awaited<ReturnType<typeof listTasks>>[number];

export function getTask(id: string, signal?: AbortSignal) {
  return unwrap(api.GET('/api/tasks/{id}', { params: { path: { id } }, ...(signal ? { signal } : {}) }));
}

/** The complaint's photo: GET /api/tasks/{id}/photo answers the image itself, for an <img src>. */
export function taskPhotoUrl(id: string): string {
  return `/api/tasks/${encodeURIComponent(id)}/photo`;
}

export function assignTask(id: string, assigneeId: string) {
  return unwrap(api.POST('/api/tasks/{id}/assign', { params: { path: { id } }, body: { assigneeId } }));
}

export interface TaskClosing {
  outcome: TaskOutcome;
  note: string;
}

export function closeTask(id: string, c: TaskClosing) {
  const note = c.note.trim();
  return unwrap(
    api.POST('/api/tasks/{id}/close', { params: { path: { id } }, body: { outcome: c.outcome, note: note === '' ? null : note } }),
  );
}

export function roadsideCheck(municipality: string, plate: string, lang: Lang, signal?: AbortSignal) {
  return unwrap(
    api.GET('/api/municipalities/{id}/vehicles/{plate}/check', {
      params: { path: { id: municipality, plate }, query: { lang } },
      ...(signal ? { signal } : {}),
    }),
  );
}

export function roadsideObserved(municipality: string, plate: string, observed: Record<string, unknown>, lang: Lang) {
  return unwrap(
    api.POST('/api/municipalities/{id}/vehicles/{plate}/check', {
      params: { path: { id: municipality, plate } },
      body: { observed, lang },
    }),
  );
}

export function soundCheck(municipality: string, at: string, lang: Lang, signal?: AbortSignal) {
  return unwrap(
    api.GET('/api/sound-check/{id}', { params: { path: { id: municipality }, query: { at, lang } }, ...(signal ? { signal } : {}) }),
  );
}

export type RoadsideCheck = Awaited<ReturnType<typeof roadsideCheck>> | Awaited<ReturnType<typeof roadsideObserved>>;
