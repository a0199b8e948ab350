import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hashPassword, passwordProblem, verifyPassword } from './password.ts';
import { looksLikeBearerToken, newBearerToken, safeEqual, sha256 } from './secrets.ts';

test('argon2id: verifies the right password only; unknown accounts and junk hashes are false', async () => {
  const h = await hashPassword('correct horse battery staple');
  assert.match(h, /^\$argon2id\$/);
  assert.equal(await verifyPassword(h, 'correct horse battery staple'), true);
  assert.equal(await verifyPassword(h, 'Correct horse battery staple'), false);
  assert.equal(await verifyPassword(null, 'x'), false);
  assert.equal(await verifyPassword('not-a-hash', 'x'), false);
  assert.notEqual(await hashPassword('same'), await hashPassword('same'), 'salted');
});

test('password policy: length only', () => {
  assert.equal(passwordProblem('short'), 'at least 10 characters');
  assert.equal(passwordProblem('ten chars!'), null);
  assert.equal(passwordProblem('x'.repeat(257)), 'at most 256 characters');
});

test('bearer tokens are 256-bit, recognisable, and stored as their sha256', () => {
  const a = newBearerToken();
  const b = newBearerToken();
  assert.ok(looksLikeBearerToken(a.token));
  assert.notEqual(a.token, b.token);
  assert.equal(a.hash, sha256(a.token));
  assert.equal(looksLikeBearerToken('glp_short'), false);
  assert.equal(safeEqual('abc', 'abc'), true);
  assert.equal(safeEqual('abc', 'abd'), false);
  assert.equal(safeEqual('abc', 'abcd'), false);
});
