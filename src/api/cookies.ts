/**
 * Browser session cookies. The session id is in an HttpOnly cookie (scripts cannot read it);
 * the CSRF token is in a readable cookie so the page can echo it in X-CSRF-Token on unsafe
 * requests — a cross-site page can make the browser send the cookies but cannot read them,
 * so it cannot produce the header. All are Secure, and `__Host-` bound to this exact host
 * (no Domain, Path=/). Browsers accept Secure cookies from http://localhost; elsewhere serve
 * over HTTPS.
 *
 * SameSite=Lax rather than Strict on the session: a link to the app from an email must
 * arrive signed in; Lax still withholds the cookie from cross-site POSTs. The OIDC state
 * cookie must be Lax: the provider's redirect back is a cross-site top-level navigation.
 */
import { generateCookie } from 'hono/cookie';

export const SESSION_COOKIE = '__Host-glp_session';
export const CSRF_COOKIE = '__Host-glp_csrf';
export const OIDC_COOKIE = '__Host-glp_oidc';
export const CSRF_HEADER = 'x-csrf-token';

export function sessionCookies(sessionId: string, csrfToken: string, expiresAt: Date): [string, string][] {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return [
    ['set-cookie', generateCookie(SESSION_COOKIE, sessionId, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax', maxAge })],
    ['set-cookie', generateCookie(CSRF_COOKIE, csrfToken, { path: '/', secure: true, httpOnly: false, sameSite: 'Strict', maxAge })],
  ];
}

export function clearSessionCookies(): [string, string][] {
  return [
    ['set-cookie', generateCookie(SESSION_COOKIE, '', { path: '/', secure: true, httpOnly: true, sameSite: 'Lax', maxAge: 0 })],
    ['set-cookie', generateCookie(CSRF_COOKIE, '', { path: '/', secure: true, httpOnly: false, sameSite: 'Strict', maxAge: 0 })],
  ];
}

export function oidcStateCookie(state: string, maxAgeSeconds: number): string {
  return generateCookie(OIDC_COOKIE, state, { path: '/', secure: true, httpOnly: true, sameSite: 'Lax', maxAge: maxAgeSeconds });
}

/** Reads one cookie from the Cookie header without throwing on malformed input. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const v = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    return /^[A-Za-z0-9_-]{1,200}$/.test(v) ? v : undefined;
  }
  return undefined;
}
