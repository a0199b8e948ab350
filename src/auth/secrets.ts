/**
 * Random secrets and their at-rest form. Bearer tokens and session ids are 256-bit random
 * values, so a single SHA-256 is enough to store them (no salt or slow hash needed: there is
 * nothing to brute-force); only the hash is kept, and lookups compare hashes.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../store/canonical.ts';

export const TOKEN_PREFIX = 'glp_';

export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** sha256 of a secret, in hex: its stored form. */
export const sha256 = sha256Hex;

/** A new bearer token: `glp_<43 chars>`; the prefix lets secret scanners recognise leaked tokens. */
export function newBearerToken(): { token: string; hash: string } {
  const token = `${TOKEN_PREFIX}${randomSecret(32)}`;
  return { token, hash: sha256(token) };
}

/** Constant-time equality of two strings (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function looksLikeBearerToken(s: string): boolean {
  return /^glp_[A-Za-z0-9_-]{43}$/.test(s);
}
