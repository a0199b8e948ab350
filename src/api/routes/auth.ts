/**
 * Sign-in and credentials: password login (sets the session and CSRF cookies), logout, the
 * current session, personal bearer tokens for API clients, and OIDC login (gov.br).
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { OidcError } from '../../auth/oidc.ts';
import { sha256 } from '../../auth/secrets.ts';
import { LoginFailed, LoginThrottled } from '../../auth/service.ts';
import { clientIp } from '../client.ts';
import type { AppEnv } from '../context.ts';
import { clearSessionCookies, OIDC_COOKIE, oidcStateCookie, readCookie, sessionCookies } from '../cookies.ts';
import { json, mount, principalOf, problemResponse } from '../http.ts';
import { HttpProblem } from '../problem.ts';
import { idSchema, loginBody, sessionSchema, tokenCreateBody, tokenCreatedSchema, tokenSchema } from '../schemas.ts';
import { userView } from '../views.ts';
import { jsonBody, jsonContent, problems, security } from './common.ts';

const tags = ['Authentication'];

/** Only local paths, so the login cannot be used to redirect to another site. */
function safeReturnTo(s: string | undefined): string {
  if (s === undefined || !s.startsWith('/') || s.startsWith('//') || s.startsWith('/\\') || s.length > 500 || /[\r\n]/.test(s)) return '/';
  return s;
}

const PENDING_TTL_S = 600;

/** How one may sign in here (issue 12: the sign-in page shows "Entrar com gov.br" only when OpenID Connect is configured). */
const authMethodsSchema = z
  .object({
    password: z.boolean().meta({ description: 'e-mail and password (POST /api/auth/login)' }),
    oidc: z
      .object({
        issuer: z.string().meta({ description: 'the OpenID Connect provider (GLP_OIDC_ISSUER), e.g. gov.br' }),
        loginPath: z.string().meta({ description: 'where the browser starts the sign-in (add ?returnTo=/path)' }),
      })
      .nullable()
      .meta({ description: 'null when no provider is configured' }),
  })
  .meta({ id: 'AuthMethods' });

export function authRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/auth/methods',
      tags,
      summary: 'How one may sign in here: password, and OpenID Connect (gov.br) when configured',
      responses: { 200: jsonContent(authMethodsSchema, 'The sign-in methods'), ...problems(400, 429) },
    }),
    access: 'public',
    handler: (c) => {
      const { oidc } = c.get('deps');
      return json(c, 200, { password: true, oidc: oidc ? { issuer: oidc.config.issuer, loginPath: '/api/auth/oidc/login' } : null });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/auth/login',
      tags,
      summary: 'Sign in with email and password (sets the session and CSRF cookies)',
      request: { body: jsonBody(loginBody) },
      responses: {
        200: jsonContent(sessionSchema, 'Signed in'),
        ...problems(400, 401, 413, 415, 422, 429),
      },
    }),
    access: 'public',
    handler: async (c, { body }) => {
      const { auth } = c.get('deps');
      try {
        const { user, session } = await auth.login(body.email, body.password, clientIp(c), c.get('requestId'));
        return json(
          c,
          200,
          { user: userView(user), csrfToken: session.csrfToken, expiresAt: session.expiresAt.toISOString(), via: 'session' },
          sessionCookies(session.sessionId, session.csrfToken, session.expiresAt),
        );
      } catch (e) {
        if (e instanceof LoginThrottled) {
          throw new HttpProblem('too-many-requests', `Too many sign-in attempts; retry in ${e.retryAfterSeconds} s.`, undefined, {
            headers: { 'retry-after': String(e.retryAfterSeconds) },
          });
        }
        if (e instanceof LoginFailed) throw new HttpProblem('invalid-credentials', 'Email or password not recognised.');
        throw e;
      }
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/auth/logout',
      tags,
      summary: 'Sign out (ends the session, clears the cookies)',
      security,
      responses: { 204: { description: 'Signed out' }, ...problems(401, 403) },
    }),
    access: 'authenticated',
    handler: async (c) => {
      const p = principalOf(c);
      if (p.sessionIdHash) await c.get('deps').auth.closeSession(p.sessionIdHash, p.user, c.get('requestId'));
      const h = new Headers(clearSessionCookies());
      return new Response(null, { status: 204, headers: h });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/auth/session',
      tags,
      summary: 'Who you are signed in as',
      security,
      responses: { 200: jsonContent(sessionSchema, 'The current user'), ...problems(401) },
    }),
    access: 'authenticated',
    handler: (c) => {
      const p = principalOf(c);
      return json(c, 200, { user: userView(p.user), csrfToken: null, expiresAt: null, via: p.via });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/auth/tokens',
      tags,
      summary: 'Create a personal bearer token for an API client (shown once)',
      security,
      request: { body: jsonBody(tokenCreateBody) },
      responses: { 201: jsonContent(tokenCreatedSchema, 'The token'), ...problems(400, 401, 403, 415, 422) },
    }),
    access: 'authenticated',
    handler: async (c, { body }) => {
      const p = principalOf(c);
      const now = c.get('deps').auth.opts.now();
      const expires = body.expiresInDays === undefined ? null : new Date(now.getTime() + body.expiresInDays * 86_400_000);
      // Stored only while the credential this request came with is still valid (not ended by a password change meanwhile).
      const via =
        p.sessionIdHash !== undefined ? { sessionIdHash: p.sessionIdHash } : p.tokenId !== undefined ? { tokenId: p.tokenId } : {};
      const { token, record } = await c.get('deps').auth.issueToken(p.user, body.name, expires, c.get('requestId'), via);
      const { hash: _hash, userId: _user, ...view } = record;
      return json(c, 201, { ...view, token });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/auth/tokens',
      tags,
      summary: 'Your bearer tokens (without the secrets)',
      security,
      responses: { 200: jsonContent(z.object({ items: z.array(tokenSchema) }), 'Tokens'), ...problems(401) },
    }),
    access: 'authenticated',
    handler: async (c) => {
      const p = principalOf(c);
      const list = await c.get('deps').auth.listTokens(p.user);
      return json(c, 200, { items: list.map(({ hash: _h, userId: _u, ...t }) => t) });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'delete',
      path: '/api/auth/tokens/{id}',
      tags,
      summary: 'Revoke one of your tokens',
      security,
      request: { params: z.strictObject({ id: idSchema }) },
      responses: { 204: { description: 'Revoked' }, ...problems(400, 401, 403, 404) },
    }),
    access: 'authenticated',
    handler: async (c, { params }) => {
      const p = principalOf(c);
      const ok = await c.get('deps').auth.revokeToken(p.user, params.id, c.get('requestId'));
      if (!ok) throw new HttpProblem('not-found', `You have no token ${params.id}.`);
      return new Response(null, { status: 204 });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/auth/oidc/login',
      tags,
      summary: 'Start signing in with the configured OpenID Connect provider (gov.br)',
      request: { query: z.strictObject({ returnTo: z.string().max(500).optional().meta({ description: 'local path to land on' }) }) },
      responses: { 302: { description: 'Redirect to the provider' }, ...problems(400, 404) },
    }),
    access: 'public',
    handler: async (c, { query }) => {
      const { oidc, auth } = c.get('deps');
      if (!oidc) throw new HttpProblem('not-found', 'No OpenID Connect provider is configured (GLP_OIDC_ISSUER).');
      let start: Awaited<ReturnType<typeof oidc.begin>>;
      try {
        start = await oidc.begin();
      } catch (e) {
        c.get('deps').logError(c.get('requestId'), e);
        throw new HttpProblem('unavailable', 'The identity provider cannot be reached now; try again later.');
      }
      await auth.startOidcLogin(
        { stateHash: sha256(start.state), nonce: start.nonce, codeVerifier: start.codeVerifier, returnTo: safeReturnTo(query.returnTo) },
        PENDING_TTL_S,
      );
      return new Response(null, {
        status: 302,
        headers: { location: start.url, 'set-cookie': oidcStateCookie(start.state, PENDING_TTL_S) },
      });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/auth/oidc/callback',
      tags,
      summary: 'Where the provider sends the browser back (code + state)',
      request: {
        query: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(512).optional(),
          error: z.string().max(200).optional(),
          error_description: z.string().max(1000).optional(),
          iss: z.string().max(500).optional(),
          session_state: z.string().max(500).optional(),
        }),
      },
      responses: {
        303: {
          description: 'Signed in: to returnTo; or, for a browser, an identity linked to no account: to /entrar?erro=gov-br-sem-conta',
        },
        ...problems(400, 401, 403),
      },
    }),
    access: 'public',
    handler: async (c, { query }) => {
      const { oidc, auth, repo } = c.get('deps');
      if (!oidc) throw new HttpProblem('not-found', 'No OpenID Connect provider is configured (GLP_OIDC_ISSUER).');
      const cookieState = readCookie(c.req.header('cookie'), OIDC_COOKIE);
      // The state must come back in the URL AND match the cookie set in this browser: a callback
      // URL planted from another browser (login CSRF) finds no matching cookie.
      if (!query.state || !cookieState || cookieState !== query.state) {
        throw new HttpProblem('invalid-credentials', 'This sign-in did not start in this browser, or took too long; start again.');
      }
      const pending = await auth.takeOidcLogin(sha256(query.state));
      if (!pending) {
        throw new HttpProblem('invalid-credentials', 'This sign-in expired or was already used; start again.');
      }
      if (query.error !== undefined || !query.code) {
        throw new HttpProblem(
          'invalid-credentials',
          `The identity provider did not sign you in (${(query.error ?? 'no code').slice(0, 60)}).`,
        );
      }
      let identity: Awaited<ReturnType<typeof oidc.finish>>;
      try {
        identity = await oidc.finish(query.code, pending.codeVerifier, pending.nonce);
      } catch (e) {
        c.get('deps').logError(c.get('requestId'), e);
        if (e instanceof OidcError)
          throw new HttpProblem('invalid-credentials', 'The identity provider’s answer did not verify; start again.');
        throw new HttpProblem('unavailable', 'The identity provider cannot be reached now; try again later.');
      }
      const user = await repo.findUserByOidc(identity.issuer, identity.subject);
      if (!user || user.disabled) {
        // A browser (the sign-in page's link) goes back to the sign-in page, which says so in its
        // language; a program gets the problem.
        if (/\btext\/html\b/.test(c.req.header('accept') ?? '')) {
          const h = new Headers({ location: '/entrar?erro=gov-br-sem-conta' });
          h.append('set-cookie', oidcStateCookie('', 0));
          return new Response(null, { status: 303, headers: h });
        }
        return problemResponse(
          c,
          'forbidden',
          'You are signed in at the identity provider, but no active account here is linked to that identity. Ask your administrator to link it.',
          undefined,
          { 'set-cookie': oidcStateCookie('', 0) },
          { issuer: identity.issuer, subject: identity.subject },
        );
      }
      const session = await auth.openSession(user, identity.issuer, c.get('requestId'));
      const h = new Headers(sessionCookies(session.sessionId, session.csrfToken, session.expiresAt));
      h.append('set-cookie', oidcStateCookie('', 0));
      h.set('location', pending.returnTo);
      return new Response(null, { status: 303, headers: h });
    },
  });
}
