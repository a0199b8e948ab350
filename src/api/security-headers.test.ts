/** The one header policy: CSP values, HSTS only over HTTPS, a page's own policy kept. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applySecurityHeaders,
  cspOf,
  DATA_POLICY,
  DOCS_POLICY,
  HSTS_VALUE,
  isSecureRequest,
  securityHeaders,
  WEB_CSP,
  WEB_POLICY,
} from './security-headers.ts';

describe('security headers', () => {
  it('data is default-src none and cannot be framed', () => {
    assert.equal(DATA_POLICY, "default-src 'none'; frame-ancestors 'none'");
    assert.match(DOCS_POLICY, /script-src 'self'(;|$)/);
    assert.doesNotMatch(WEB_POLICY, /unsafe-inline|unsafe-eval/);
  });

  it('a page adds sources to its policy; a source that would break the header is refused', () => {
    const p = cspOf(WEB_CSP, { 'img-src': ['https://tile.openstreetmap.org'], 'worker-src': ['blob:'], 'object-src': ["'self'"] });
    assert.match(p, /img-src 'self' data: https:\/\/tile\.openstreetmap\.org/);
    assert.match(p, /worker-src blob:/);
    // 'none' is only valid alone: the added source replaces it.
    assert.match(p, /object-src 'self'(;|$)/);
    assert.throws(() => cspOf(WEB_CSP, { 'img-src': ['x; script-src *'] }), /not a source/);
    assert.throws(() => cspOf(WEB_CSP, { 'img src': ['x'] }), /not a directive name/);
  });

  it('HSTS only when the client reached us over HTTPS', () => {
    const base = { url: 'http://10.0.0.5/api/health', trustProxy: false };
    assert.equal(isSecureRequest(base), false);
    assert.equal(isSecureRequest({ ...base, url: 'https://x/api' }), true);
    assert.equal(isSecureRequest({ ...base, publicUrl: 'https://glp.example.gov.br' }), true);
    assert.equal(isSecureRequest({ ...base, publicUrl: 'http://glp.example.gov.br' }), false);
    // X-Forwarded-Proto counts only from a trusted proxy, and only its last value (the one our proxy wrote).
    assert.equal(isSecureRequest({ ...base, forwardedProto: 'https' }), false);
    assert.equal(isSecureRequest({ ...base, trustProxy: true, forwardedProto: 'https' }), true);
    assert.equal(isSecureRequest({ ...base, trustProxy: true, forwardedProto: 'https, http' }), false);
    assert.equal(securityHeaders(DATA_POLICY, true)['strict-transport-security'], HSTS_VALUE);
    assert.equal(securityHeaders(DATA_POLICY, false)['strict-transport-security'], undefined);
  });

  it('keeps a response’s own policy and gives the data policy to the others', () => {
    const page = new Headers({ 'content-security-policy': WEB_POLICY });
    applySecurityHeaders(page, false);
    assert.equal(page.get('content-security-policy'), WEB_POLICY);
    const data = new Headers();
    applySecurityHeaders(data, true);
    assert.equal(data.get('content-security-policy'), DATA_POLICY);
    assert.equal(data.get('x-content-type-options'), 'nosniff');
    assert.equal(data.get('referrer-policy'), 'no-referrer');
    assert.equal(data.get('strict-transport-security'), HSTS_VALUE);
  });
});
