/**
 * The base of the absolute links the API writes (OGC API – Features links, next/prev pages):
 * the configured public URL (GLP_PUBLIC_URL), never the request's Host header, which any
 * client sets to anything — a link built from it would send the next client (or a cache) to
 * the attacker's host.
 *
 * Without GLP_PUBLIC_URL: a request to a loopback name (localhost, 127.x.y.z, [::1]) gets
 * links to that name (whoever forges it points links at their own machine); any other gets
 * links without scheme and host (/ogc/collections/…), which a client resolves against the URL
 * it called. `glp serve` on a non-loopback address without GLP_PUBLIC_URL says so at start.
 */

/** GLP_PUBLIC_URL → its normalised form (no trailing slash), null when unset; a bad value → Error naming it. */
export function parsePublicUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const bad = (why: string) => new Error(`GLP_PUBLIC_URL: found ${JSON.stringify(raw.slice(0, 200))}, expected ${why}`);
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    throw bad('an absolute http:// or https:// URL such as https://glp.example.gov.br');
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw bad('an http:// or https:// URL');
  if (u.username || u.password || u.search || u.hash) throw bad('a URL without credentials, query or fragment');
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i;

/**
 * Scheme, host and path prefix for links (no trailing slash): the public URL when configured;
 * else `http://<Host>` for a loopback Host; else '' (links are absolute paths).
 */
export function linkBase(publicUrl: string | null | undefined, hostHeader: string | undefined): string {
  if (publicUrl) return publicUrl;
  if (hostHeader !== undefined && LOOPBACK_HOST.test(hostHeader)) return `http://${hostHeader.toLowerCase()}`;
  return '';
}

/** Whether a listening host is loopback only (then no public URL is needed). */
export function isLoopbackListen(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
