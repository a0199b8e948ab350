/** JSON limits: depth counted without recursion, lone surrogates found wherever they are. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { illFormedStringPath, isWellFormed, jsonDepthExceeded, MAX_JSON_DEPTH } from './json-limits.ts';

describe('JSON limits', () => {
  it('counts nesting on the text, on both sides of the limit, ignoring brackets inside strings', () => {
    const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    assert.equal(jsonDepthExceeded(nested(MAX_JSON_DEPTH)), null);
    assert.deepEqual(jsonDepthExceeded(nested(MAX_JSON_DEPTH + 1)), { depth: MAX_JSON_DEPTH + 1, at: MAX_JSON_DEPTH });
    assert.notEqual(jsonDepthExceeded(`{"a":${nested(100_000)}}`), null);
    assert.equal(jsonDepthExceeded(`{"a":"${'['.repeat(1000)}","b":"\\"[["}`), null);
    assert.equal(jsonDepthExceeded('{"a":{"b":[1,{"c":2}]}}', 4), null);
    assert.notEqual(jsonDepthExceeded('{"a":{"b":[1,{"c":2}]}}', 3), null);
  });

  it('finds a lone surrogate in a value or a key, and accepts pairs', () => {
    assert.equal(isWellFormed('Revenda 😀'), true);
    assert.equal(isWellFormed('Revenda \ud800'), false);
    assert.equal(isWellFormed('\udc00x'), false);
    assert.equal(illFormedStringPath(JSON.parse('{"name":"ok","data":{"tags":["a","\\ud83d"]}}')), 'data.tags[1]');
    assert.equal(illFormedStringPath(JSON.parse('{"\\udfff":1}')), '\udfff');
    assert.equal(illFormedStringPath(JSON.parse('{"name":"\\ud83d\\ude00"}')), null);
  });
});
