/**
 * How an endpoint is declared and run. Each endpoint is one `mount({ route, access, handler })`:
 * the `route` (zod schemas for params, query and body) is registered in the OpenAPI document
 * AND used here to validate the request, so documentation and validation are one thing.
 *
 * Order of checks, each answered with a problem: authentication (401), permission (403),
 * path and query parameters (400), media type (415), body size (413), JSON syntax (400),
 * body schema (422); then Idempotency-Key handling for creating requests; then the handler.
 */
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import { z } from 'zod';
import { describeValue, problemsOf } from '../core/input/validate.ts';
import type { Lang, Text } from '../core/types.ts';
import { type Action, allowed } from '../auth/permissions.ts';
import { readJson, readLimited } from './body.ts';
import type { AppEnv, Ctx, Principal } from './context.ts';
import { idempotent } from './idempotency.ts';
import { documentLang, problemLang } from './problem-i18n.ts';
import { type FieldProblem, HttpProblem, PROBLEM_TYPES, type ProblemType, problemBody } from './problem.ts';
import { DATA_POLICY, isSecureRequest, securityHeaders } from './security-headers.ts';
import { utf8Bytes } from '../store/utf8-text.ts';

export type { Ctx } from './context.ts';

/** Who may call: anyone, any signed-in user, or the roles the matrix allows for an action. */
export type Access = 'public' | 'authenticated' | Action;

type ZOut<T> = T extends z.ZodType ? z.output<T> : Record<string, never>;
type Req<R> = R extends { request: infer Q } ? Q : Record<string, never>;
export type ParamsOf<R> = Req<R> extends { params: infer P } ? ZOut<P> : Record<string, never>;
export type QueryOf<R> = Req<R> extends { query: infer P } ? ZOut<P> : Record<string, never>;
export type BodyOf<R> =
  Req<R> extends { body: { content: { 'application/json': { schema: infer S } } } }
    ? S extends z.ZodType
      ? z.output<S>
      : unknown
    : undefined;

export interface Input<R> {
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
}

export interface Endpoint<R extends RouteConfig> {
  route: R;
  access: Access;
  /** A creating POST: honours Idempotency-Key. */
  idempotent?: boolean;
  /**
   * The handler validates the body itself with the same schema (the evaluation engine does,
   * with its own messages); the route's schema then only documents it. Saves a second pass.
   */
  bodyValidatedByHandler?: boolean;
  /** The handler reads the body itself (an uploaded file, not JSON): nothing is read before it. */
  rawBody?: boolean;
  handler: (c: Ctx, input: Input<R>) => Response | Promise<Response>;
}

export function problemResponse(
  c: Ctx,
  kind: ProblemType,
  detail?: string | Text,
  errors?: FieldProblem[],
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
): Response {
  const requestId = c.get('requestId') ?? '';
  const lang = problemLang(c.req.header('accept-language'));
  const body = problemBody(kind, detail, new URL(c.req.url).pathname, requestId, errors, extra, lang);
  const res = new Response(JSON.stringify(body), {
    status: PROBLEM_TYPES[kind][0],
    headers: { ...baseHeaders(c), 'content-type': 'application/problem+json; charset=utf-8', vary: 'accept-language', ...headers },
  });
  stamped.add(res);
  return res;
}

/** Whether the client reached us over HTTPS (TLS, an https:// public URL, or a trusted proxy's X-Forwarded-Proto). */
export function secureRequest(c: Ctx): boolean {
  const config = c.get('deps')?.config;
  return isSecureRequest({
    url: c.req.url,
    publicUrl: config?.publicUrl,
    forwardedProto: c.req.header('x-forwarded-proto'),
    trustProxy: config?.trustProxy === true,
  });
}

/**
 * Headers every response carries (set here on the fast path; app.ts adds them to any other):
 * the request id, no caching, and the security headers with the data policy (security-headers.ts).
 */
export function baseHeaders(c: Ctx): Record<string, string> {
  return {
    'x-request-id': c.get('requestId') ?? '',
    ...securityHeaders(DATA_POLICY, secureRequest(c)),
    'cache-control': 'no-store',
  };
}

/** From this length a response's text is sent as bytes (jsonText). */
const LONG_TEXT = 4096;

/** Responses built here already carry baseHeaders (app.ts then leaves their headers alone). */
export const stamped = new WeakSet<Response>();

export function json(c: Ctx, status: number, data: unknown, headers: Record<string, string> | [string, string][] = {}): Response {
  return jsonText(c, status, JSON.stringify(data), headers);
}

/** As json(), with the body already written as JSON, as text or UTF-8 bytes (a stored evaluation: evaluationBody). */
export function jsonText(
  c: Ctx,
  status: number,
  text: string | Uint8Array,
  headers: Record<string, string> | [string, string][] = {},
): Response {
  // A long text as its UTF-8 bytes, written in one pass: as text, the server measures it
  // (Content-Length) and then encodes it, two passes (utf8-text.ts).
  const body = typeof text === 'string' && text.length >= LONG_TEXT ? utf8Bytes(text) : text;
  let res: Response;
  if (Array.isArray(headers)) {
    const h = new Headers(baseHeaders(c));
    for (const [k, v] of headers) h.append(k, v);
    h.set('content-type', 'application/json; charset=utf-8');
    res = new Response(body, { status, headers: h });
  } else {
    // A plain object keeps @hono/node-server on its fast path (no undici Response built).
    res = new Response(body, {
      status,
      headers: { ...baseHeaders(c), ...headers, 'content-type': 'application/json; charset=utf-8' },
    });
  }
  stamped.add(res);
  return res;
}

export function principalOf(c: Ctx): Principal {
  const p = c.get('principal');
  if (!p) throw new HttpProblem('unauthenticated', 'Sign in (session cookie) or send Authorization: Bearer <token>.');
  return p;
}

function checkAccess(c: Ctx, access: Access): void {
  if (access === 'public') return;
  const p = principalOf(c);
  if (access === 'authenticated') return;
  if (!allowed(p.user.roles, access)) {
    throw new HttpProblem('forbidden', `Your roles (${p.user.roles.join(', ')}) do not allow ${access}.`);
  }
}

/** Query string → object: one value as a string, a repeated key as an array. */
function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of url.searchParams) {
    const prev = out[k];
    if (prev === undefined) out[k] = v;
    else out[k] = Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

/**
 * What an unknown parameter should have been: one of the route's own ("one of the parameters:
 * limit, offset, …"), not the input document's wording (validate.ts: "no such field (see glp
 * schema input MUNICIPALITY)"), which means nothing for a query string.
 */
function knownParameters(schema: z.ZodType, where: 'path' | 'query'): string {
  const names = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  return names.length > 0 ? `one of the parameters: ${names.join(', ')}` : `no ${where} parameters`;
}

/**
 * A path or query parameter is one value: one error each (the first check it fails), as a date
 * and a number are (schemas.ts isoDate, schema-number.ts), whatever checks a schema stacks.
 */
function validatePart<S extends z.ZodType>(schema: S, raw: unknown, where: 'path' | 'query'): z.output<S> {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const errors: FieldProblem[] = [];
  for (const p of problemsOf(r.error, raw)) {
    const { field, found } = p;
    // An unknown key (problemsOf words its message so, as the CLI reads it: input-problem-text.ts):
    // a parameter, not a document's field.
    const unknown = p.message === `${field}: unknown field`;
    const expected = unknown ? knownParameters(schema, where) : p.expected;
    const named = `${where}.${field === '(document)' ? '' : field}`.replace(/\.$/, '');
    if (!errors.some((e) => e.field === named)) errors.push({ field: named, found: unknown ? 'an unknown parameter' : found, expected });
  }
  const first = errors[0];
  throw new HttpProblem(
    'invalid-parameter',
    first ? `${first.field}: found ${first.found}, expected ${first.expected}` : undefined,
    errors,
  );
}

/** Validates a parsed body against a schema: 422 naming every field that does not fit. */
export function validateBody<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const errors = problemsOf(r.error, raw).map(({ field, found, expected }) => ({ field, found, expected }));
  const first = errors[0];
  throw new HttpProblem(
    'validation-failed',
    first
      ? `${first.field}: found ${first.found}, expected ${first.expected}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`
      : undefined,
    errors,
  );
}

function bodySchemaOf(route: RouteConfig): { schema: unknown; required: boolean } | null {
  const content = route.request?.body?.content as Record<string, { schema?: unknown }> | undefined;
  const media = content?.['application/json'];
  if (!media) return null;
  return { schema: media.schema, required: route.request?.body?.required === true };
}

function isZod(s: unknown): s is z.ZodType {
  return s instanceof z.ZodType;
}

export function mount<R extends RouteConfig>(app: OpenAPIHono<AppEnv>, ep: Endpoint<R>): void {
  app.openAPIRegistry.registerPath(ep.route);
  const { route } = ep;
  const paramsSchema = route.request?.params as z.ZodType | undefined;
  const querySchema = route.request?.query as z.ZodType | undefined;
  const body = bodySchemaOf(route);
  const honoPath = route.path.replaceAll(/\/{(.+?)}/g, '/:$1');

  const run = async (c: Ctx): Promise<Response> => {
    const params = paramsSchema ? validatePart(paramsSchema, c.req.param(), 'path') : {};
    const url = new URL(c.req.url);
    const rawQuery = queryObject(url);
    const query = querySchema ? validatePart(querySchema, rawQuery, 'query') : {};
    if (!querySchema && Object.keys(rawQuery).length > 0) {
      const k = Object.keys(rawQuery)[0] as string;
      throw new HttpProblem('invalid-parameter', `query.${k}: this endpoint takes no query parameters`, [
        { field: `query.${k}`, found: describeValue(rawQuery[k]), expected: 'no query parameters' },
      ]);
    }
    let parsedBody: unknown;
    if (body) {
      const raw = await readJson(c);
      if (raw === undefined) {
        if (body.required) {
          throw new HttpProblem('validation-failed', 'This request needs a JSON body.', [
            { field: '(body)', found: 'nothing', expected: 'a JSON document' },
          ]);
        }
        parsedBody = isZod(body.schema) ? validateBody(body.schema, {}) : undefined;
      } else {
        parsedBody = isZod(body.schema) && !ep.bodyValidatedByHandler ? validateBody(body.schema, raw) : raw;
      }
    } else if (!['GET', 'HEAD', 'DELETE'].includes(c.req.method) && !ep.rawBody) {
      // A body where none is expected is ignored, but still bounded in size.
      await readLimited(c, c.get('deps').config.bodyLimit);
    }
    const input = { params, query, body: parsedBody } as Input<R>;
    return ep.handler(c, input);
  };

  app.on(route.method.toUpperCase(), honoPath, async (c) => {
    checkAccess(c, ep.access);
    if (ep.idempotent && c.req.header('idempotency-key') !== undefined) return idempotent(c, () => run(c));
    return run(c);
  });
}

/** A document's language (licence, denial letter, notice): `?lang=` when asked (a link cannot set a header), else Accept-Language. */
export function documentLangOf(c: Ctx, asked: Lang | undefined): Lang {
  return asked ?? documentLang(c.req.header('accept-language'));
}
