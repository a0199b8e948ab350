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
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { z } from 'zod';
import { describeValue, problemsOf } from '../core/input/validate.ts';
import { type Action, allowed } from '../auth/permissions.ts';
import type { AppEnv, Principal } from './context.ts';
import { idempotent } from './idempotency.ts';
import { type FieldProblem, HttpProblem, PROBLEM_TYPES, type ProblemType, problemBody } from './problem.ts';

export type Ctx = Context<AppEnv>;

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
  handler: (c: Ctx, input: Input<R>) => Response | Promise<Response>;
}

export function problemResponse(
  c: Ctx,
  kind: ProblemType,
  detail?: string,
  errors?: FieldProblem[],
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
): Response {
  const requestId = c.get('requestId') ?? '';
  const body = problemBody(kind, detail, new URL(c.req.url).pathname, requestId, errors, extra);
  const res = new Response(JSON.stringify(body), {
    status: PROBLEM_TYPES[kind][0],
    headers: { ...baseHeaders(c), 'content-type': 'application/problem+json; charset=utf-8', ...headers },
  });
  stamped.add(res);
  return res;
}

/** Headers every response carries (set here on the fast path; app.ts adds them to any other). */
export function baseHeaders(c: Ctx): Record<string, string> {
  return {
    'x-request-id': c.get('requestId') ?? '',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
  };
}

/** Responses built here already carry baseHeaders (app.ts then leaves their headers alone). */
export const stamped = new WeakSet<Response>();

export function json(c: Ctx, status: number, data: unknown, headers: Record<string, string> | [string, string][] = {}): Response {
  let res: Response;
  if (Array.isArray(headers)) {
    const h = new Headers(baseHeaders(c));
    for (const [k, v] of headers) h.append(k, v);
    h.set('content-type', 'application/json; charset=utf-8');
    res = new Response(JSON.stringify(data), { status, headers: h });
  } else {
    // A plain object keeps @hono/node-server on its fast path (no undici Response built).
    res = new Response(JSON.stringify(data), {
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

function validatePart<S extends z.ZodType>(schema: S, raw: unknown, where: 'path' | 'query'): z.output<S> {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const errors = problemsOf(r.error, raw).map(({ field, found, expected }) => ({
    field: `${where}.${field === '(document)' ? '' : field}`.replace(/\.$/, ''),
    found,
    expected,
  }));
  const first = errors[0];
  throw new HttpProblem(
    'invalid-parameter',
    first ? `${first.field}: found ${first.found}, expected ${first.expected}` : undefined,
    errors,
  );
}

function isJsonType(ct: string): boolean {
  const mt = ct.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return mt === 'application/json' || (mt.startsWith('application/') && mt.endsWith('+json'));
}

function tooLarge(limit: number): HttpProblem {
  // Connection: close — the rest of the body is not read, so the connection cannot be reused.
  return new HttpProblem(
    'body-too-large',
    `The body exceeds ${limit} bytes.`,
    [{ field: '(body)', found: `more than ${limit} bytes`, expected: `at most ${limit} bytes` }],
    { headers: { connection: 'close' } },
  );
}

/** The body straight from Node's IncomingMessage (under `glp serve`): no web-stream detour. */
function readIncoming(incoming: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (incoming.readableEnded) {
      resolve(Buffer.alloc(0));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
    };
    const onError = () => {
      cleanup();
      reject(new HttpProblem('bad-request', 'The request body was cut short.'));
    };
    const onClose = () => {
      if (incoming.readableEnded) onEnd();
      else onError();
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/** Reads the body as UTF-8 text, refusing more than `limit` bytes without reading it all. */
async function readLimited(c: Ctx, limit: number): Promise<string> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > limit) throw tooLarge(limit);
  let buf: Buffer;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) {
    buf = await readIncoming(incoming, limit);
  } else {
    // In-process requests (app.request in tests): the web stream.
    const stream = c.req.raw.body;
    if (!stream) return '';
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw tooLarge(limit);
      }
      chunks.push(value);
    }
    buf = Buffer.concat(chunks);
  }
  if (!isUtf8(buf)) {
    throw new HttpProblem('invalid-json', 'The body is not valid UTF-8.', [
      { field: '(body)', found: 'bytes that are not UTF-8', expected: 'a UTF-8 JSON document' },
    ]);
  }
  return buf.toString('utf8');
}

/** Reads and parses a JSON body (media type, size and syntax checked). Empty body → undefined. */
export async function readJson(c: Ctx): Promise<unknown> {
  if (c.get('rawBody') !== undefined) return c.get('body');
  const ct = c.req.header('content-type');
  const text = await readLimited(c, c.get('deps').config.bodyLimit);
  c.set('rawBody', text);
  if (text.length === 0) {
    c.set('body', undefined);
    return undefined;
  }
  if (ct === undefined || !isJsonType(ct)) {
    throw new HttpProblem('unsupported-media-type', 'Send the body as JSON.', [
      { field: 'Content-Type', found: ct === undefined ? 'nothing' : JSON.stringify(ct.slice(0, 80)), expected: 'application/json' },
    ]);
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(ct)?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new HttpProblem('unsupported-media-type', 'JSON must be UTF-8.', [
      { field: 'Content-Type', found: JSON.stringify(ct.slice(0, 80)), expected: 'application/json; charset=utf-8' },
    ]);
  }
  let body: unknown;
  try {
    body = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    const msg = e instanceof Error ? e.message.slice(0, 120) : 'syntax error';
    throw new HttpProblem('invalid-json', `The body is not valid JSON: ${msg}`, [
      { field: '(body)', found: `invalid JSON (${msg})`, expected: 'a JSON document' },
    ]);
  }
  c.set('body', body);
  return body;
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
    } else if (!['GET', 'HEAD', 'DELETE'].includes(c.req.method)) {
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
