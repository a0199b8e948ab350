/**
 * The calls of the departments' opinions, the holds and the survey declarations (branch webflow,
 * docs/api.md "Licensing" and "Survey declarations"): every change names the version it read
 * (If-Match), as the API demands; a refusal comes back as ApiError with the problem JSON.
 */
import { etag } from './applications.ts';
import { api, type Schemas, unwrap } from './client.ts';
import type { LicensingItem } from './licensing.ts';

export type OpinionEntry = Schemas['OpinionQueueEntry'];
export type OpinionStatus = 'requested' | 'favourable' | 'unfavourable' | 'changes-requested';
export type OpinionAnswer = 'favourable' | 'unfavourable' | 'request-changes';
export type SurveyCreate = Schemas['SurveyDeclarationCreate'];
export type SurveyArea = NonNullable<SurveyCreate['area']>;
export { areaOf } from '../lib/survey-area.ts';

/** The opinions the user's departments answer (all pages of them: a department's queue is short). */
export async function opinionQueue(status: OpinionStatus | null, signal: AbortSignal | null = null): Promise<OpinionEntry[]> {
  const out: OpinionEntry[] = [];
  for (let offset = 0; ; offset += 200) {
    const query = { limit: 200, offset, ...(status ? { status } : {}) };
    const page = await unwrap(api.GET('/api/licensing/opinions', { params: { query }, signal }));
    out.push(...page.items);
    if (out.length >= page.total || page.items.length === 0) return out;
  }
}

const ifMatch = (item: { id: string; version: number }) => ({ path: { id: item.id }, header: { 'if-match': etag(item.version) } });

/** The department's answer; grounds are required unless favourable (the API says so otherwise). */
export function answerOpinion(item: { id: string; version: number }, action: OpinionAnswer, grounds: string): Promise<LicensingItem> {
  const params = ifMatch(item);
  const body = grounds ? { grounds } : {};
  if (action === 'favourable') return unwrap(api.POST('/api/licensing/opinions/{id}/favourable', { params, body }));
  if (action === 'unfavourable') return unwrap(api.POST('/api/licensing/opinions/{id}/unfavourable', { params, body }));
  return unwrap(api.POST('/api/licensing/opinions/{id}/request-changes', { params, body }));
}

/** Back to the department that asked for changes, with what was changed (optional). */
export function resubmitOpinion(item: LicensingItem, note: string): Promise<LicensingItem> {
  return unwrap(api.POST('/api/licensing/opinions/{id}/resubmit', { params: ifMatch(item), body: note ? { grounds: note } : {} }));
}

export function openHold(applicationId: string, reason: string): Promise<LicensingItem> {
  return unwrap(api.POST('/api/applications/{id}/holds', { params: { path: { id: applicationId } }, body: { reason } }));
}

export function releaseHold(item: LicensingItem, reason: string): Promise<LicensingItem> {
  return unwrap(api.POST('/api/licensing/holds/{id}/release', { params: ifMatch(item), body: { reason } }));
}

export function surveys(municipality: string, signal: AbortSignal | null = null) {
  return unwrap(api.GET('/api/municipalities/{municipality}/surveys', { params: { path: { municipality } }, signal }));
}
export type SurveyList = Awaited<ReturnType<typeof surveys>>;

export function declareSurvey(municipality: string, body: SurveyCreate) {
  return unwrap(api.POST('/api/municipalities/{municipality}/surveys', { params: { path: { municipality } }, body }));
}
