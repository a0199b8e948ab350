/**
 * The security headers of every response, in ONE place: the API (JSON, GeoJSON, SVG, PDF,
 * problem JSON), the Swagger UI at /docs and the web app's HTML pages all take their policy
 * from here (issue #9 item 8).
 *
 * - Content-Security-Policy: a response that is data (JSON, GeoJSON, SVG, PDF, CSV) gets
 *   `default-src 'none'; frame-ancestors 'none'` — nothing it contains may load or run
 *   anything, and no page may frame it (an SVG opened directly cannot run a script). Pages
 *   (the API docs, the web app) declare their own policy with `cspOf(DOCS_CSP)` /
 *   `cspOf(WEB_CSP, extra)`; the app's last middleware gives every response that has none
 *   the data policy, so a route that forgets still gets the strictest one.
 * - X-Content-Type-Options: nosniff, Referrer-Policy: no-referrer, X-Frame-Options: DENY
 *   (for browsers without frame-ancestors), on every response.
 * - Strict-Transport-Security only when the request came over HTTPS: TLS on our own socket,
 *   a configured public URL that is https://, or `X-Forwarded-Proto: https` from a proxy the
 *   server is told to trust (GLP_TRUST_PROXY). Browsers ignore HSTS received over plain HTTP,
 *   and sending it for a host reached by http:// on a LAN would only confuse.
 *
 * Pure functions of strings: no framework types, so the web module and tests use them as is.
 */

/** CSP directives: name → sources, e.g. { 'img-src': ["'self'", 'data:'] }. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/** Data of any kind: nothing loads, nothing runs, nothing frames it. */
export const DATA_CSP: CspDirectives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/**
 * Swagger UI (/docs): its own scripts and styles from this server (no CDN), inline styles
 * (Swagger UI sets style attributes), data: images and fonts, and fetches to this origin only.
 */
export const DOCS_CSP: CspDirectives = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The web app's pages: scripts, styles, fonts and the API from this server only; no inline
 * script, no eval, no plugin, no framing. A page that needs more (map tiles from a named
 * server, blob: workers) adds exactly that with `cspOf(WEB_CSP, { 'img-src': ['https://…'] })`.
 */
export const WEB_CSP: CspDirectives = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const DIRECTIVE_NAME = /^[a-z][a-z-]{1,40}$/;
// A source may not end the directive or the header: no ';', ',', quote-less whitespace or control characters.
const SOURCE = /^[^\s;,\u0000-\u001f\u007f]{1,200}$/;

/**
 * The header value of a policy, with `extra` sources appended to (or directives added to)
 * `base`. A source that would change the policy's structure (';', ',', spaces) is refused.
 */
export function cspOf(base: CspDirectives, extra: CspDirectives = {}): string {
  const merged = new Map<string, string[]>();
  const add = (src: CspDirectives, adding: boolean) => {
    for (const [name, sources] of Object.entries(src)) {
      if (!DIRECTIVE_NAME.test(name)) throw new Error(`CSP directive ${JSON.stringify(name)} is not a directive name`);
      for (const s of sources) if (!SOURCE.test(s)) throw new Error(`CSP source ${JSON.stringify(s)} in ${name} is not a source`);
      const list = merged.get(name) ?? [];
      // 'none' is only valid alone: adding a source to a 'none' directive replaces it.
      const next = adding && sources.length > 0 && list.length === 1 && list[0] === "'none'" ? [] : list;
      for (const s of sources) if (!next.includes(s)) next.push(s);
      merged.set(name, next);
    }
  };
  add(base, false);
  add(extra, true);
  return [...merged].map(([name, sources]) => `${name} ${sources.join(' ')}`.trim()).join('; ');
}

/** The data policy's header value (computed once). */
export const DATA_POLICY = cspOf(DATA_CSP);
/** The API docs' header value. */
export const DOCS_POLICY = cspOf(DOCS_CSP);
/** The web app's default header value. */
export const WEB_POLICY = cspOf(WEB_CSP);

/** One year; without includeSubDomains (the deployment's other hosts are not ours to decide). */
export const HSTS_VALUE = 'max-age=31536000';

/**
 * Whether the client reached us over HTTPS: the request URL's own scheme (TLS on our socket),
 * a configured https:// public URL, or X-Forwarded-Proto from a trusted proxy (its last value:
 * the one our proxy wrote).
 */
export function isSecureRequest(p: {
  url: string;
  publicUrl?: string | null | undefined;
  forwardedProto?: string | null | undefined;
  trustProxy: boolean;
}): boolean {
  if (p.url.startsWith('https:')) return true;
  if (p.publicUrl?.startsWith('https:')) return true;
  if (p.trustProxy && p.forwardedProto) {
    const last = p.forwardedProto.split(',').pop()?.trim().toLowerCase();
    return last === 'https';
  }
  return false;
}

/**
 * The headers every response carries; `policy` is its Content-Security-Policy (DATA_POLICY
 * unless it is a page). Set them on a response with `applySecurityHeaders`.
 */
export function securityHeaders(policy: string, secure: boolean): Record<string, string> {
  const h: Record<string, string> = {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  };
  if (secure) h['strict-transport-security'] = HSTS_VALUE;
  return h;
}

/**
 * Adds the security headers to a response's headers: a Content-Security-Policy the response
 * already carries (a page's own) is kept; every other one gets `fallbackPolicy`.
 */
export function applySecurityHeaders(headers: Headers, secure: boolean, fallbackPolicy: string = DATA_POLICY): void {
  const own = headers.get('content-security-policy');
  for (const [k, v] of Object.entries(securityHeaders(own ?? fallbackPolicy, secure))) headers.set(k, v);
}
