import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { oidcConfigFromEnv, pkceChallenge } from './oidc.ts';

test('OIDC is off without configuration and refuses a partial one', () => {
  assert.equal(oidcConfigFromEnv({}), null);
  assert.throws(() => oidcConfigFromEnv({ GLP_OIDC_ISSUER: 'https://sso.acesso.gov.br' }), /GLP_OIDC_CLIENT_ID, GLP_OIDC_REDIRECT_URL/);
  const c = oidcConfigFromEnv({
    GLP_OIDC_ISSUER: 'https://sso.acesso.gov.br/',
    GLP_OIDC_CLIENT_ID: 'id',
    GLP_OIDC_REDIRECT_URL: 'https://glp.example/api/auth/oidc/callback',
  });
  assert.deepEqual(c, {
    issuer: 'https://sso.acesso.gov.br/',
    clientId: 'id',
    clientSecret: null,
    redirectUrl: 'https://glp.example/api/auth/oidc/callback',
    scopes: 'openid email profile',
  });
});

test('PKCE S256 challenge is base64url(sha256(verifier)) (RFC 7636 appendix B)', () => {
  assert.equal(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'), 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  const v = 'x'.repeat(64);
  assert.equal(pkceChallenge(v), createHash('sha256').update(v).digest('base64url'));
});
