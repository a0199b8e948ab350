/**
 * A refusal of the API shown as it states it (branch webflow): the problem's detail as the
 * title, then each field it names with what was found and what was expected (RFC 9457 problem
 * JSON, src/api/problem.ts). Forms put the field errors beside their fields with `fieldErrors`.
 */
import { ApiError } from '../api/client.ts';
import { useI18n } from '../i18n/I18n.tsx';

export interface FieldProblem {
  field: string;
  found: string;
  expected: string;
  /** `found` in Portuguese: the API adds it when it answers in Portuguese (Accept-Language: pt). */
  foundText?: string;
  /** `expected` in Portuguese, likewise. */
  expectedText?: string;
}

/** What the field held, as the person reads it: in the screen's language when the API gave it. */
export const foundOf = (p: FieldProblem): string => p.foundText ?? p.found;
/** What the field needed, as the person reads it (the English `expected` is for programs). */
export const expectedOf = (p: FieldProblem): string => p.expectedText ?? p.expected;

/** The problem's field errors (empty when the error is not an API refusal naming fields). */
export function problemFields(error: unknown): FieldProblem[] {
  return error instanceof ApiError ? (error.problem?.errors ?? []) : [];
}

/**
 * The field errors keyed by the form's own fields: an API field "area.coordinates.0" goes to the
 * form field "area" (the first path segment); those no field takes are returned apart.
 */
export function fieldErrors(error: unknown, fields: readonly string[]): { byField: Record<string, FieldProblem>; rest: FieldProblem[] } {
  const byField: Record<string, FieldProblem> = {};
  const rest: FieldProblem[] = [];
  for (const p of problemFields(error)) {
    const head = p.field.replace(/^body\./, '').split(/[.[]/)[0] ?? '';
    if (fields.includes(head) && !byField[head]) byField[head] = p;
    else rest.push(p);
  }
  return { byField, rest };
}

export function ProblemMessage({ error, fields }: { error: Error; fields?: readonly FieldProblem[] }) {
  const { t } = useI18n();
  const detail = error instanceof ApiError ? (error.problem?.detail ?? error.problem?.title ?? error.message) : error.message;
  const list = fields ?? problemFields(error);
  return (
    <div className="br-message danger glp-problem" role="alert">
      <div className="icon">
        <i className="fas fa-times-circle fa-lg" aria-hidden="true" />
      </div>
      <div className="content">
        <span className="message-title">{t('problem.title', { detail })}</span>
        {list.length > 0 && (
          <ul>
            {list.map((p) => (
              <li key={`${p.field}:${p.found}`}>{t('problem.field', { field: p.field, found: foundOf(p), expected: expectedOf(p) })}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
