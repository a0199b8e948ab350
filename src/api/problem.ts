/**
 * RFC 9457 problem details. Every error the API returns is one of these, as
 * application/problem+json, with `errors: [{ field, found, expected }]` when the problem is
 * in the request, so a client (or an official reading it) knows what to fix. Never a stack
 * trace: an unexpected error becomes a bare 500 that names the request id to look up in the
 * server's log.
 */
import { phrasePt } from '../core/input/phrases-pt.ts';
import { InputError } from '../core/input/validate.ts';
import type { Lang, Text } from '../core/types.ts';
import { localizeProblem, PT_TITLES } from './problem-i18n.ts';
import { Duplicate, entityPt, Forbidden, InvalidData, InvalidState, NotFound, VersionConflict } from '../domain/errors.ts';

export interface FieldProblem {
  field: string;
  found: string;
  expected: string;
  /** `found` as a person reads it, in Portuguese: only in an answer in Portuguese (Accept-Language: pt). */
  foundText?: string;
  /** `expected` likewise (the phrases of src/core/input/phrases-pt.ts). */
  expectedText?: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: FieldProblem[];
  requestId?: string;
  [extension: string]: unknown;
}

export const PROBLEM_BASE = 'https://glp-licenciamento.example/problems/';

/** Problem types: slug → [status, title]. The slug is the last segment of `type`. */
export const PROBLEM_TYPES = {
  'bad-request': [400, 'Bad request'],
  'invalid-json': [400, 'The body is not valid JSON'],
  'invalid-parameter': [400, 'Invalid parameter'],
  'invalid-header': [400, 'Invalid header'],
  unauthenticated: [401, 'Authentication required'],
  'invalid-credentials': [401, 'Invalid credentials'],
  forbidden: [403, 'Forbidden'],
  'csrf-failed': [403, 'CSRF check failed'],
  'not-found': [404, 'Not found'],
  'method-not-allowed': [405, 'Method not allowed'],
  'invalid-state': [409, 'Conflict with the current state'],
  conflict: [409, 'Conflict'],
  'idempotency-in-progress': [409, 'A request with this Idempotency-Key is in progress'],
  'precondition-failed': [412, 'The record changed since you read it'],
  'body-too-large': [413, 'Request body too large'],
  'unsupported-media-type': [415, 'Unsupported media type'],
  'validation-failed': [422, 'The request does not validate'],
  'idempotency-key-reused': [422, 'Idempotency-Key reused with a different request'],
  'precondition-required': [428, 'If-Match required'],
  'too-many-requests': [429, 'Too many requests'],
  internal: [500, 'Internal server error'],
  unavailable: [503, 'Service unavailable'],
} as const satisfies Record<string, readonly [number, string]>;
export type ProblemType = keyof typeof PROBLEM_TYPES;
// Every problem type has its Portuguese title (a type error otherwise).
PT_TITLES satisfies Record<ProblemType, string>;

/**
 * A problem to answer with; thrown anywhere in a handler and rendered by the error handler.
 * `detail` is a Text when its words come in both languages (a use case's refusal, docs/adr/0015):
 * the answer says `text[lang]`; a string is English, put in Portuguese by problem-i18n.ts.
 */
export class HttpProblem extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  /** The detail in both languages, when it was given so; `message` is its English. */
  readonly text: Text | undefined;
  constructor(
    readonly kind: ProblemType,
    detail?: string | Text,
    readonly errors?: FieldProblem[],
    opts: { headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super((typeof detail === 'object' ? detail.en : detail) ?? PROBLEM_TYPES[kind][1]);
    this.text = typeof detail === 'object' ? detail : undefined;
    this.status = PROBLEM_TYPES[kind][0];
    this.headers = opts.headers ?? {};
    this.extra = opts.extra ?? {};
  }
  readonly extra: Record<string, unknown>;
}

export function problemBody(
  kind: ProblemType,
  detail: string | Text | undefined,
  instance: string,
  requestId: string,
  errors?: FieldProblem[],
  extra: Record<string, unknown> = {},
  lang: Lang = 'en',
): Problem {
  const [status, english] = PROBLEM_TYPES[kind];
  // Issue 12: title and common details in the client's language (Accept-Language), one catalogue.
  const { title, detail: said } = localizeProblem(kind, english, detail, errors, lang);
  const p: Problem = { type: `${PROBLEM_BASE}${kind}`, title, status };
  const en = typeof detail === 'object' ? detail.en : detail;
  if (said !== undefined && said !== title && en !== english) p.detail = said;
  p.instance = instance;
  if (errors && errors.length > 0) p.errors = lang === 'pt' ? errors.map(fieldProblemPt) : errors;
  p.requestId = requestId;
  return { ...p, ...extra };
}

/**
 * A field problem of an answer in Portuguese: `found` and `expected` stay as they are, for
 * programs; `foundText` and `expectedText` say them in Portuguese, for the screen that shows
 * them beside the field (the web application asks in the language chosen on the screen).
 */
function fieldProblemPt(e: FieldProblem): FieldProblem {
  return { ...e, foundText: phrasePt(e.found), expectedText: phrasePt(e.expected) };
}

/**
 * 404 for a municipality the server does not serve (or has no law pack of): errors[] names the
 * field and the municipalities it does serve, as every other refused value is named.
 */
export function unknownMunicipality(id: string, known: readonly string[], detail = `No municipality ${id}.`): HttpProblem {
  return new HttpProblem('not-found', detail, [{ field: 'municipality', found: JSON.stringify(id), expected: oneOfMunicipalities(known) }]);
}

/** What a municipality is expected to be: one of those named (the 404 above, scope.ts's 422). */
export function oneOfMunicipalities(known: readonly string[]): string {
  return `one of ${known.join(', ') || '(none configured)'}`;
}

/**
 * The law pack of a municipality, or the 404 naming the municipalities with one. `find`: how the
 * id is looked up (viability's packFor also takes a clone's id, salvador-ba~003).
 */
export function packOr404<P extends { id: string }>(
  packs: { get(id: string): P | undefined; list(): readonly { id: string }[] },
  id: string,
  find: (id: string) => P | undefined = (x) => packs.get(x),
): P {
  const pack = find(id);
  if (!pack)
    throw unknownMunicipality(
      id,
      packs.list().map((p) => p.id),
      `No law pack for municipality ${id}.`,
    );
  return pack;
}

/** 412: the record moved on since the client read it (conditional.ts, or the store's VersionConflict). */
export function staleVersion(entity: string, id: string, named: number | string, actual: number): Text {
  return {
    pt: `${entityPt(entity)} ${id} está na versão ${actual}; o seu If-Match indicou a versão ${named}. Recarregue, refaça a sua alteração e tente de novo.`,
    en: `${entity} ${id} is at version ${actual}; your If-Match named version ${named}. Reload it, reapply your change and retry.`,
  };
}

/**
 * Any thrown value → the problem to answer with. Storage errors map to their HTTP meaning:
 * another municipality's record is NotFound (404), a stale version is VersionConflict (412).
 * Returns null for what is not a known problem (→ 500).
 */
export function toHttpProblem(e: unknown): HttpProblem | null {
  if (e instanceof HttpProblem) return e;
  if (e instanceof InputError) {
    const errors = e.problems.map(({ field, found, expected }) => ({ field, found, expected }));
    return new HttpProblem('validation-failed', e.message, errors);
  }
  // The store's and the use cases' refusals carry their words in both languages (domain/errors.ts).
  if (e instanceof VersionConflict) {
    const errors = [{ field: 'If-Match', found: `"v${e.expected}"`, expected: `"v${e.actual}"` }];
    return new HttpProblem('precondition-failed', staleVersion(e.entity, e.id, e.expected, e.actual), errors);
  }
  if (e instanceof NotFound) return new HttpProblem('not-found', e.text);
  if (e instanceof Forbidden) return new HttpProblem('forbidden', e.message ? e.text : undefined);
  if (e instanceof InvalidState) return new HttpProblem('invalid-state', e.message ? e.text : undefined);
  if (e instanceof Duplicate) {
    return new HttpProblem('conflict', e.text, [{ field: e.field, found: 'a value another record has', expected: `a unique ${e.field}` }]);
  }
  if (e instanceof InvalidData) {
    // A use case's field error that says what it found and expected (LicensingInputError) is passed on as is:
    // its Portuguese is built from errors[] (problem-i18n.ts), as the request's own field problems.
    const told = e as InvalidData & { found?: unknown; expected?: unknown };
    if (typeof told.found === 'string' && typeof told.expected === 'string')
      return new HttpProblem('validation-failed', e.message, [{ field: e.field, found: told.found, expected: told.expected }]);
    const why = e.message.slice(e.field.length + 2);
    return new HttpProblem('validation-failed', e.text, [{ field: e.field, found: 'a value the store refuses', expected: why }]);
  }
  return null;
}
