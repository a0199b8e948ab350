/**
 * The HTTP API as a Hono app: `createApp(deps)` with no I/O of its own, so tests drive it
 * in-process with app.request() and `glp serve` puts it on a socket.
 *
 * Every request gets an id (X-Request-Id, also written to the audit log by the repository
 * with every change it makes), security headers, authentication (bearer token or session
 * cookie + CSRF) and, on any error, an RFC 9457 problem — never a stack trace.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv, Deps } from './context.ts';
import { CSRF_HEADER, readCookie, SESSION_COOKIE } from './cookies.ts';
import { mountDocs } from './docs.ts';
import { anonymousLimit } from './limits.ts';
import { baseHeaders, type Ctx, problemResponse, stamped } from './http.ts';
import { HttpProblem, type ProblemType, toHttpProblem } from './problem.ts';
import { applicationRoutes } from './routes/applications.ts';
import { auditRoutes } from './routes/audit.ts';
import { authRoutes } from './routes/auth.ts';
import { establishmentRoutes } from './routes/establishments.ts';
import { enforcementRoutes } from './routes/enforcement.ts';
import { evaluateRoutes } from './routes/evaluate.ts';
import { evaluationRoutes } from './routes/evaluations.ts';
import { lawBrowserRoutes } from './routes/law-browser.ts';
import { inputSchemaRoutes } from './routes/input-schema.ts';
import { placeImportRoutes } from './routes/place-import.ts';
import { licenceRoutes } from './routes/licences.ts';
import { licensingRoutes } from './routes/licensing.ts';
import { licensingOpinionRoutes } from './routes/licensing-opinions.ts';
import { licensingLifecycleRoutes } from './routes/licensing-lifecycle.ts';
import { licensingProcedureRoutes } from './routes/licensing-procedure.ts';
import { metaRoutes } from './routes/meta.ts';
import { placeRoutes } from './routes/places.ts';
import { surveyRoutes } from './routes/surveys.ts';
import { reevaluationRoutes } from './routes/reevaluations.ts';
import { userRoutes } from './routes/users.ts';
import { createOgcApp } from './routes/ogc.ts';
import { documentOgc } from './routes/ogc-docs.ts';
import { viabilityRoutes } from './routes/viability.ts';
import { fieldRoutes } from './routes/field/index.ts';
import { DEFAULT_WEB_DIR, mountWeb } from './web.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('principal', null);
    await deps.inFlight.track(next);
    if (stamped.has(c.res)) return;
    const h = c.res.headers;
    // A page's own Content-Security-Policy (the docs, the web app) is kept; anything else is data.
    const own = h.get('content-security-policy');
    for (const [k, v] of Object.entries(baseHeaders(c))) if (k !== 'cache-control' || !h.has(k)) h.set(k, v);
    if (own !== null) h.set('content-security-policy', own);
  };
}

/** Resolves the caller: a bearer token, else the session cookie (with CSRF on unsafe methods). */
function authenticate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { auth } = c.get('deps');
    const requestId = c.get('requestId');
    const header = c.req.header('authorization');
    if (header !== undefined) {
      const m = /^Bearer +([^\s]{1,512})$/i.exec(header.trim());
      if (!m) {
        // Name the scheme only: the rest of the header may be a credential.
        const scheme = /^([A-Za-z][A-Za-z0-9-]{0,19})(\s|$)/.exec(header.trim())?.[1];
        throw new HttpProblem(
          'unauthenticated',
          'Authorization must be "Bearer <token>".',
          [
            {
              field: 'Authorization',
              found: scheme ? `a ${JSON.stringify(scheme)} credential` : 'a malformed value',
              expected: 'Bearer <token>',
            },
          ],
          { headers: { 'www-authenticate': 'Bearer error="invalid_request"' } },
        );
      }
      const found = await auth.resolveToken(m[1] as string, requestId);
      if (!found) {
        throw new HttpProblem('unauthenticated', 'The bearer token is unknown, expired or revoked.', undefined, {
          headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
        });
      }
      c.set('principal', { user: found.user, via: 'token', tokenId: found.token.id });
      return next();
    }
    const sid = readCookie(c.req.header('cookie'), SESSION_COOKIE);
    // Signing in again with an old session cookie still around is not a CSRF risk: the login
    // does not act as that session (and takes only JSON, which a cross-site form cannot send).
    if (sid !== undefined && c.req.path !== '/api/auth/login') {
      const found = await auth.resolveSession(sid, requestId);
      if (found) {
        if (UNSAFE.has(c.req.method) && !auth.checkCsrf(found.session, c.req.header(CSRF_HEADER))) {
          throw new HttpProblem(
            'csrf-failed',
            'Unsafe requests made with the session cookie need the X-CSRF-Token header (the value of the __Host-glp_csrf cookie).',
            [
              {
                field: 'X-CSRF-Token',
                found: c.req.header(CSRF_HEADER) === undefined ? 'nothing' : 'a token that is not this session’s',
                expected: 'the CSRF token of your session',
              },
            ],
          );
        }
        c.set('principal', { user: found.user, via: 'session', sessionIdHash: found.session.idHash });
      }
    }
    return next();
  };
}

function statusKind(status: number): ProblemType {
  switch (status) {
    case 400:
      return 'bad-request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 405:
      return 'method-not-allowed';
    case 413:
      return 'body-too-large';
    case 415:
      return 'unsupported-media-type';
    case 429:
      return 'too-many-requests';
    case 422:
      return 'validation-failed';
    default:
      return status >= 500 ? 'internal' : 'bad-request';
  }
}

export function onError(err: unknown, c: Ctx): Response {
  const p = toHttpProblem(err);
  if (p) return problemResponse(c, p.kind, p.text ?? p.message, p.errors, p.headers, p.extra);
  if (err instanceof HTTPException && err.status < 500) return problemResponse(c, statusKind(err.status), err.message || undefined);
  const requestId = c.get('requestId') ?? '';
  c.get('deps')?.logError(requestId, err);
  return problemResponse(c, 'internal', `Something went wrong on our side. Quote request id ${requestId} when reporting it.`);
}

export function createApp(deps: Deps): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({ strict: true });
  app.use('*', requestContext(deps));
  app.use('/api/*', authenticate());
  app.use('*', anonymousLimit());

  metaRoutes(app);
  lawBrowserRoutes(app);
  inputSchemaRoutes(app);
  evaluateRoutes(app, deps.packs);
  authRoutes(app);
  establishmentRoutes(app);
  placeRoutes(app);
  placeImportRoutes(app);
  surveyRoutes(app);
  reevaluationRoutes(app);
  applicationRoutes(app);
  evaluationRoutes(app);
  licenceRoutes(app);
  licensingOpinionRoutes(app);
  licensingRoutes(app);
  licensingLifecycleRoutes(app);
  licensingProcedureRoutes(app);
  userRoutes(app);
  auditRoutes(app);
  viabilityRoutes(app);
  fieldRoutes(app);
  enforcementRoutes(app);
  // Issue #4: the registries as OGC API – Features (QGIS, GDAL).
  app.route(
    '/ogc',
    createOgcApp({
      packs: deps.packs,
      repo: deps.repo,
      basePath: '/ogc',
      publicUrl: deps.config.publicUrl,
      onInternalError: (e, c) => onError(e, c as Ctx),
    }),
  );
  documentOgc(app);
  mountDocs(app);
  // Issue #12: the web application at / (last: it answers only what no route above took).
  mountWeb(app, deps.config.web ?? { dir: DEFAULT_WEB_DIR });

  app.notFound((c) => problemResponse(c, 'not-found', `No endpoint ${c.req.method} ${new URL(c.req.url).pathname}; see /openapi.json.`));
  app.onError(onError);
  return app;
}
