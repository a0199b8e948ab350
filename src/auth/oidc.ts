/**
 * Login through an external OpenID Connect provider (gov.br's login is OIDC): authorization
 * code flow with PKCE (S256), state and nonce, the ID token verified with jose against the
 * provider's JWKS (signature, issuer, audience, expiry, nonce).
 *
 * Local accounts are matched by (issuer, subject) only — never by email. On gov.br the
 * subject is the citizen's CPF, which an administrator knows when creating an official's
 * account; an email address can be reassigned or unverified, so it does not identify anyone.
 *
 * Configured by env: GLP_OIDC_ISSUER, GLP_OIDC_CLIENT_ID, GLP_OIDC_CLIENT_SECRET (absent for
 * a public client), GLP_OIDC_REDIRECT_URL (…/api/auth/oidc/callback), GLP_OIDC_SCOPES
 * (default "openid email profile").
 */
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { randomSecret } from './secrets.ts';

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  redirectUrl: string;
  scopes: string;
}

export function oidcConfigFromEnv(env: Record<string, string | undefined>): OidcConfig | null {
  const issuer = env.GLP_OIDC_ISSUER;
  const clientId = env.GLP_OIDC_CLIENT_ID;
  const redirectUrl = env.GLP_OIDC_REDIRECT_URL;
  if (!issuer && !clientId && !redirectUrl) return null;
  const missing = [
    ['GLP_OIDC_ISSUER', issuer],
    ['GLP_OIDC_CLIENT_ID', clientId],
    ['GLP_OIDC_REDIRECT_URL', redirectUrl],
  ]
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length > 0) throw new Error(`OIDC partly configured: set ${missing.join(', ')} as well`);
  return {
    issuer: issuer as string,
    clientId: clientId as string,
    clientSecret: env.GLP_OIDC_CLIENT_SECRET || null,
    redirectUrl: redirectUrl as string,
    scopes: env.GLP_OIDC_SCOPES || 'openid email profile',
  };
}

interface Metadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
  id_token_signing_alg_values_supported?: string[];
}

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** The provider refused, or answered something that does not verify. Never shown raw to the user. */
export class OidcError extends Error {}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

const TIMEOUT_MS = 10_000;

export class OidcClient {
  private metadata: Promise<Metadata> | null = null;
  private jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  constructor(readonly config: OidcConfig) {}

  private discover(): Promise<Metadata> {
    this.metadata ??= (async () => {
      const url = `${this.config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
      if (!res.ok) throw new OidcError(`discovery at ${url}: HTTP ${res.status}`);
      const m = (await res.json()) as Metadata;
      // OIDC Discovery §4.3: the issuer in the document must be exactly the one configured.
      if (m.issuer !== this.config.issuer) throw new OidcError(`discovery: issuer ${m.issuer} is not ${this.config.issuer}`);
      for (const k of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
        if (typeof m[k] !== 'string') throw new OidcError(`discovery: no ${k}`);
      }
      return m;
    })().catch((e) => {
      this.metadata = null; // retry discovery next time rather than caching a failure
      throw e;
    });
    return this.metadata;
  }

  /** A fresh login attempt: where to send the browser, and what to keep until the callback. */
  async begin(): Promise<{ url: string; state: string; nonce: string; codeVerifier: string }> {
    const m = await this.discover();
    const state = randomSecret(32);
    const nonce = randomSecret(32);
    const codeVerifier = randomSecret(48);
    const url = new URL(m.authorization_endpoint);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('redirect_uri', this.config.redirectUrl);
    url.searchParams.set('scope', this.config.scopes);
    url.searchParams.set('state', state);
    url.searchParams.set('nonce', nonce);
    url.searchParams.set('code_challenge', pkceChallenge(codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return { url: url.toString(), state, nonce, codeVerifier };
  }

  /** Exchanges the code (with the PKCE verifier) and verifies the ID token. */
  async finish(code: string, codeVerifier: string, nonce: string): Promise<OidcIdentity> {
    const m = await this.discover();
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.config.redirectUrl,
      code_verifier: codeVerifier,
    });
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    };
    const { clientId, clientSecret } = this.config;
    const methods = m.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    if (clientSecret && methods.includes('client_secret_basic')) {
      // RFC 6749 §2.3.1: id and secret are form-encoded before base64.
      const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, '+');
      headers.authorization = `Basic ${Buffer.from(`${enc(clientId)}:${enc(clientSecret)}`).toString('base64')}`;
    } else {
      body.set('client_id', clientId);
      if (clientSecret) body.set('client_secret', clientSecret);
    }
    const res = await fetch(m.token_endpoint, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = (await res.json().catch(() => ({}))) as { id_token?: unknown; error?: unknown };
    if (!res.ok) throw new OidcError(`token endpoint: HTTP ${res.status} ${String(json.error ?? '')}`);
    if (typeof json.id_token !== 'string') throw new OidcError('token endpoint: no id_token');
    return this.verifyIdToken(json.id_token, nonce, m);
  }

  private async verifyIdToken(idToken: string, nonce: string, m: Metadata): Promise<OidcIdentity> {
    this.jwks ??= createRemoteJWKSet(new URL(m.jwks_uri), { timeoutDuration: TIMEOUT_MS });
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.jwks, {
        issuer: this.config.issuer,
        audience: this.config.clientId,
        // Asymmetric only: an HS256 token would be checked with the client secret, which we do not use as a key.
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'],
        clockTolerance: 60,
        requiredClaims: ['sub', 'iat', 'exp'],
      }));
    } catch (e) {
      throw new OidcError(`id_token: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (payload.nonce !== nonce) throw new OidcError('id_token: nonce does not match');
    // OIDC Core §3.1.3.7: with several audiences, azp must be us.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== this.config.clientId) {
      throw new OidcError('id_token: azp is not this client');
    }
    return {
      issuer: this.config.issuer,
      subject: String(payload.sub),
      email: typeof payload.email === 'string' ? payload.email : null,
      emailVerified: payload.email_verified === true,
      name: typeof payload.name === 'string' ? payload.name : null,
    };
  }
}
