/**
 * The web application (web/, built by Vite into web/dist) served by `glp serve` beside the API:
 * no second server. Hashed assets (/assets/*) are cached for a year; index.html is never cached,
 * so a new build reaches browsers at once. Any other GET that is not the API's (/api, /ogc,
 * /docs, /openapi.json) and looks like a page (no file extension) answers index.html: the
 * application's routes (/verificar/ABC, /viabilidade) work when opened directly.
 *
 * Pages carry a strict Content-Security-Policy: scripts and styles only from this origin (the
 * build has no inline script or style), no framing, no plugins, no base-tag hijack. The optional
 * map tile server (GLP_TILE_URL) is added to img-src and announced to the page in a <meta> tag
 * (no inline script needed).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import type { AppEnv, Ctx, WebConfig } from './context.ts';
import { cspOf, DATA_POLICY, WEB_CSP } from './security-headers.ts';

/** Where `npm run build:web` writes the application. */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** Paths the API owns: never answered with the application. */
const API_PREFIXES = ['/api/', '/ogc/', '/docs/'];
const API_EXACT = new Set(['/api', '/ogc', '/docs', '/openapi.json']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest', '.txt', '.ttf', '.eot']);

const YEAR = 'public, max-age=31536000, immutable';

/** Static files that are not web pages: nothing may run or load from them (the data policy). */
const ASSET_CSP = DATA_POLICY;

/**
 * The page policy: the web application's preset of src/api/security-headers.ts (the one module
 * that holds the server's header policy). Tiles, when configured, are the only other origin
 * (images only).
 */
export function pageCsp(tileUrl?: string): string {
  const origin = tileOrigin(tileUrl);
  return cspOf(WEB_CSP, origin ? { 'img-src': [origin] } : {});
}

/** The scheme://host[:port] of a tile URL template, or null when there is none or it is not http(s). */
export function tileOrigin(tileUrl: string | undefined): string | null {
  if (!tileUrl) return null;
  // {s}.tile… subdomain templates: allow every subdomain of the host.
  const m = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl);
  if (!m) return null;
  const host = (m[2] as string).replace(/^\{s\}\./, '*.');
  if (!/^[\w.*-]+(:\d+)?$/.test(host)) return null;
  return `${(m[1] as string).toLowerCase()}://${host}`;
}

/** Whether the application has been built into `dir`. */
export function webBuilt(dir: string = DEFAULT_WEB_DIR): boolean {
  return existsSync(join(dir, 'index.html'));
}

/** The one line `glp serve` prints when the application is not built (and the page served then says). */
export const NOT_BUILT = 'the web application is not built (web/dist/index.html is missing): run `npm run build:web` (npm ci does it)';
/** The same in Portuguese, the server's first language. */
export const NOT_BUILT_PT = 'o aplicativo web não foi compilado (falta web/dist/index.html): rode `npm run build:web` (o npm ci já o faz)';

/** Web config from the environment: GLP_WEB_DIR (default web/dist), GLP_TILE_URL, GLP_TILE_ATTRIBUTION. */
export function webConfigFromEnv(env: Record<string, string | undefined>): WebConfig {
  return {
    dir: env.GLP_WEB_DIR ? resolve(env.GLP_WEB_DIR) : DEFAULT_WEB_DIR,
    tileUrl: env.GLP_TILE_URL || undefined,
    tileAttribution: env.GLP_TILE_ATTRIBUTION || undefined,
  };
}

function escapeAttr(s: string): string {
  return s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

interface Loaded {
  body: Uint8Array;
  gzip: Uint8Array | null;
  type: string;
  mtimeMs: number;
}

function isApiPath(path: string): boolean {
  return API_EXACT.has(path) || API_PREFIXES.some((p) => path.startsWith(p));
}

export function mountWeb(app: Hono<AppEnv>, cfg: WebConfig): void {
  const root = resolve(cfg.dir);
  const cache = new Map<string, Loaded | null>();
  const csp = pageCsp(cfg.tileUrl);

  const load = (file: string, transform?: (s: string) => string): Loaded | null => {
    const hit = cache.get(file);
    if (hit && !transform) return hit;
    let loaded: Loaded | null = null;
    try {
      const st = statSync(file);
      // index.html is checked on each request: a rebuild replaces it (and deletes the old assets).
      if (hit && hit.mtimeMs === st.mtimeMs) return hit;
      if (st.isFile()) {
        const ext = extname(file).toLowerCase();
        let body: Uint8Array = readFileSync(file);
        if (transform) body = new TextEncoder().encode(transform(new TextDecoder().decode(body)));
        const gz = COMPRESSIBLE.has(ext) && body.length > 1024 ? new Uint8Array(gzipSync(body, { level: 9 })) : null;
        loaded = { body, gzip: gz, type: TYPES[ext] ?? 'application/octet-stream', mtimeMs: st.mtimeMs };
      }
    } catch {
      loaded = null;
    }
    // A missing file is not remembered: a build may appear while the server runs.
    if (loaded) cache.set(file, loaded);
    return loaded;
  };

  const withMeta = (html: string): string => {
    const metas: string[] = [];
    if (cfg.tileUrl && tileOrigin(cfg.tileUrl)) metas.push(`<meta name="glp-tile-url" content="${escapeAttr(cfg.tileUrl)}">`);
    if (cfg.tileAttribution) metas.push(`<meta name="glp-tile-attribution" content="${escapeAttr(cfg.tileAttribution)}">`);
    return metas.length > 0 ? html.replace('</head>', `${metas.join('')}</head>`) : html;
  };

  const send = (c: Ctx, f: Loaded, headers: Record<string, string>): Response => {
    const h: Record<string, string> = { 'content-type': f.type, vary: 'accept-encoding', ...headers };
    let body = f.body;
    if (f.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
      body = f.gzip;
      h['content-encoding'] = 'gzip';
    }
    h['content-length'] = String(body.length);
    return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers: h });
  };

  const notBuilt = (): Response =>
    new Response(
      // Portuguese first, as the rest of the server speaks, the English below it (one page, no negotiation).
      `<!DOCTYPE html><html lang="pt-BR"><meta charset="utf-8"><title>GLP Licenciamento</title><p>glp serve: ${NOT_BUILT_PT}. A API está em <a href="/docs/">/docs/</a>.</p><p lang="en">glp serve: ${NOT_BUILT}. The API is at <a href="/docs/">/docs/</a>.</p></html>`,
      {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': ASSET_CSP, 'cache-control': 'no-store' },
      },
    );

  app.get('*', (c) => {
    const path = c.req.path;
    if (isApiPath(path)) return c.notFound();
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return c.notFound();
    }
    const index = load(join(root, 'index.html'), withMeta);
    if (!index) return notBuilt();
    const ext = extname(decoded);
    if (ext !== '' && decoded !== '/index.html') {
      // A file of the build; never outside it (no .., no encoded separators).
      const file = normalize(join(root, decoded));
      if (!file.startsWith(root + sep) || decoded.includes('\0')) return c.notFound();
      const f = load(file);
      if (!f) return c.notFound();
      const hashed = decoded.startsWith('/assets/');
      return send(c, f, { 'cache-control': hashed ? YEAR : 'public, max-age=3600', 'content-security-policy': ASSET_CSP });
    }
    // A route of the application (or / itself): the page, revalidated on every visit.
    return send(c, index, {
      'cache-control': 'no-cache',
      'content-security-policy': csp,
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
    });
  });
}
