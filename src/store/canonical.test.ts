/**
 * Canonical JSON (RFC 8785): the examples of the RFC, the rules it states, and agreement with
 * a plain reference implementation (sort every object's keys, JSON.stringify the rest) on
 * random documents — the fast writer must give the same bytes, or stored hashes would change.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { frozenDocument } from '../core/frozen.ts';
import { canonicalJson, isStableDocument, resultHash, sha256Hex, stableDocument } from './canonical.ts';

/** The obvious implementation, slow and clearly right: what canonicalJson must equal. */
function reference(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v) as string;
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : reference(x))).join(',')}]`;
  const rec = v as Record<string, unknown>;
  const keys = Object.keys(rec)
    .filter((k) => rec[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${reference(rec[k])}`).join(',')}}`;
}

describe('canonical JSON (RFC 8785)', () => {
  test('§3.2.2 example: literals, numbers in ECMAScript shortest form, string escapes', () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001], "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/", "literals": [null, true, false]}',
    );
    assert.equal(
      canonicalJson(input),
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  test('§3.2.3 example: keys sorted by UTF-16 code units (not by code point, not by locale)', () => {
    const input = {
      '€': 'Euro Sign',
      '\r': 'Carriage Return',
      '\ufb33': 'Hebrew Letter Dalet With Dagesh',
      '1': 'One',
      '\ud83d\ude00': 'Emoji: Grinning Face',
      '\u0080': 'Control',
      ö: 'Latin Small Letter O With Diaeresis',
    };
    assert.equal(
      canonicalJson(input),
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","ö":"Latin Small Letter O With Diaeresis","€":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  test('integer-like keys sort as strings ("10" before "9"), though JavaScript enumerates them numerically', () => {
    assert.deepEqual(Object.keys({ '9': 0, '10': 0 }), ['9', '10']);
    assert.equal(canonicalJson({ '9': 'nine', a: 1, '10': 'ten' }), '{"10":"ten","9":"nine","a":1}');
  });

  test('keys are sorted whatever their number: 16 and fewer (sorted in place), 17 and more (Array#sort)', () => {
    for (const n of [2, 15, 16, 17, 40]) {
      // Inserted in reverse, with a key past Latin-1 and one integer-like.
      const names = Array.from({ length: n - 2 }, (_, i) => `k${String(i).padStart(2, '0')}`).concat(['€', '7']);
      const obj: Record<string, number> = {};
      for (const k of [...names].reverse()) obj[k] = 1;
      const written = Object.keys(JSON.parse(canonicalJson(obj)) as object);
      const expected = [...names].sort();
      // JSON.parse enumerates the integer-like key first again: compare the text's own order.
      assert.equal(canonicalJson(obj), `{${expected.map((k) => `${JSON.stringify(k)}:1`).join(',')}}`, `${n} keys`);
      assert.equal(written.length, n);
    }
  });

  test('undefined members are dropped, undefined array items become null, -0 is 0', () => {
    assert.equal(canonicalJson({ a: undefined, b: [undefined, -0] }), '{"b":[null,0]}');
  });

  test('lone surrogates and control characters are escaped; plain text is copied as is', () => {
    assert.equal(canonicalJson('a\ud800b'), '"a\\ud800b"');
    assert.equal(canonicalJson('\u0000\u001f'), '"\\u0000\\u001f"');
    assert.equal(canonicalJson('São João'), '"São João"');
  });

  test('refuses what JSON cannot carry: non-finite numbers, bigints, cycles', () => {
    assert.throws(() => canonicalJson({ x: Number.NaN }), /non-finite number NaN/);
    assert.throws(() => canonicalJson([Number.POSITIVE_INFINITY]), /non-finite number Infinity/);
    assert.throws(() => canonicalJson({ x: 1n }), /cannot encode a bigint/);
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    assert.throws(() => canonicalJson(cyclic), /cyclic value/);
  });

  test('uses toJSON (dates) like JSON.stringify', () => {
    assert.equal(canonicalJson({ at: new Date('2026-01-02T03:04:05.678Z') }), '{"at":"2026-01-02T03:04:05.678Z"}');
  });

  test('gives the same bytes as the reference on 2 000 random documents', () => {
    let seed = 12345;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const alphabet = ['a', 'b', 'Z', '9', '10', 'é', '"', '\\', '\n', '\u0001', '€', '\ud83d\ude00', '\ud800', ' ', 'ã'];
    const str = () => Array.from({ length: Math.floor(rnd() * 6) }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join('');
    const value = (depth: number): unknown => {
      const r = rnd();
      if (depth > 3 || r < 0.3) {
        const s = rnd();
        if (s < 0.25) return str();
        if (s < 0.5) return (rnd() - 0.5) * 10 ** Math.floor(rnd() * 40 - 20);
        if (s < 0.6) return Math.floor(rnd() * 1000);
        if (s < 0.7) return rnd() < 0.5;
        return null;
      }
      if (r < 0.6) return Array.from({ length: Math.floor(rnd() * 5) }, () => value(depth + 1));
      const o: Record<string, unknown> = {};
      for (let i = Math.floor(rnd() * 6); i > 0; i--) o[str()] = rnd() < 0.1 ? undefined : value(depth + 1);
      return o;
    };
    for (let i = 0; i < 2000; i++) {
      const v = value(0);
      assert.equal(canonicalJson(v), reference(v));
    }
  });

  test('a stable document is frozen all the way down and serialised once, to the same text', () => {
    const doc = { b: [1, { c: 'x' }], a: { d: 2 } };
    const text = canonicalJson(doc);
    assert.equal(isStableDocument(doc), false);
    assert.equal(stableDocument(doc), doc);
    assert.ok(isStableDocument(doc));
    assert.ok(Object.isFrozen(doc) && Object.isFrozen(doc.b) && Object.isFrozen(doc.b[1]) && Object.isFrozen(doc.a));
    assert.throws(() => {
      (doc.a as { d: number }).d = 3;
    }, TypeError);
    assert.equal(canonicalJson(doc), text);
    assert.equal(isStableDocument({ ...doc }), false, 'a copy is not');
  });

  test('frozen documents inside a document: their text is written once and is the text a plain serialisation gives', () => {
    let written = 0;
    const shared = frozenDocument({
      z: 'é → —',
      a: [1.5, { y: null, x: true }],
      toJSON() {
        written++;
        return { z: this.z, a: this.a };
      },
    });
    const citation = frozenDocument({ unit: 'art2-III', text: 'Lei, art. 2º, III' });
    const doc = {
      findings: [
        { citation, also: [citation], shared },
        { citation, nested: { deeper: { shared } } },
      ],
      shared,
    };
    const plain = JSON.parse(JSON.stringify(doc)) as unknown;
    written = 0;
    assert.equal(canonicalJson(doc), reference(plain));
    assert.equal(written, 1, 'the shared document is written once, wherever it appears');
    assert.equal(canonicalJson(doc), reference(plain));
    assert.equal(written, 1);
  });

  test('resultHash is the sha256 of the canonical JSON', () => {
    assert.equal(resultHash({ b: 1, a: 2 }), sha256Hex('{"a":2,"b":1}'));
    assert.equal(sha256Hex(''), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
