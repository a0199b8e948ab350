/**
 * Frozen documents (issue #13): what the engine hands out by identity to every finding — a unit's
 * citation, a rule's other units, a recorded interpretation, a parameter's dated value — is frozen
 * once, so its stored text can be written once; a what-if value stays the caller's and is not.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import { evaluate } from './engine.ts';
import { frozenDocument, isFrozenDocument, rememberedText, rememberText } from './frozen.ts';
import type { EstablishmentInput } from './input/schema.ts';

const salvador = packs.require('salvador-ba');
const example = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../examples/${name}.json`, import.meta.url), 'utf8')) as EstablishmentInput;

describe('frozen documents', () => {
  it('freezes every object of the document, once, and remembers a text only for them', () => {
    const inner = { c: [1, 2] };
    const doc = frozenDocument({ a: inner, b: 'x' });
    for (const o of [doc, inner, inner.c]) {
      assert.ok(Object.isFrozen(o));
      assert.ok(isFrozenDocument(o));
      assert.equal(rememberedText(o), null, 'no text until one is written');
    }
    assert.throws(() => {
      (inner.c as number[]).push(3);
    }, TypeError);
    rememberText(doc, '{"a":{"c":[1,2]},"b":"x"}');
    assert.equal(rememberedText(doc), '{"a":{"c":[1,2]},"b":"x"}');
    const plain = { a: 1 };
    rememberText(plain, '{"a":1}');
    assert.equal(rememberedText(plain), undefined, 'an object not frozen here gets no remembered text');
    assert.equal(isFrozenDocument(plain), false);
    assert.equal(isFrozenDocument('text'), false);
  });

  it('the engine freezes what every finding shares (citations, interpretations, dated values), not the finding', () => {
    const r = evaluate(salvador, example('salvador-ba-approvable'), { date: '2026-01-01' });
    const withInterpretation = r.findings.find((f) => (f.interpretations ?? []).length > 0);
    assert.ok(withInterpretation, 'the example records an interpretation');
    for (const f of r.findings) {
      assert.ok(isFrozenDocument(f.citation), `${f.rule}: citation`);
      for (const c of f.alsoCites ?? []) assert.ok(isFrozenDocument(c), `${f.rule}: ${c.unit}`);
      for (const i of f.interpretations ?? []) assert.ok(isFrozenDocument(i), `${f.rule}: ${i.parameter}`);
      for (const [id, v] of Object.entries(f.parameters))
        if (typeof v === 'object' && v !== null) assert.ok(isFrozenDocument(v), `${f.rule}: ${id}`);
      assert.equal(Object.isFrozen(f), false, 'a finding is the evaluation’s own');
    }
    assert.equal(Object.isFrozen(r), false);
  });

  it('a what-if value is recorded as a frozen copy: the caller’s object stays the caller’s', () => {
    const id = 'salvador-ba/public-assembly-categories';
    const mine = ['public-assembly', 'school', 'church', 'hospital', 'recreational-cultural', 'large-commerce'];
    const r = evaluate(salvador, example('salvador-ba-approvable'), { date: '2026-01-01', overrides: { [id]: mine } });
    const used = r.findings.flatMap((f) => f.interpretations ?? []).find((i) => i.parameter === id);
    assert.ok(used, 'the reading is recorded');
    assert.deepEqual(used.value, mine);
    assert.notEqual(used.value, mine);
    assert.ok(isFrozenDocument(used.value));
    assert.equal(Object.isFrozen(mine), false);
    mine.push('church');
    assert.equal((used.value as string[]).length, 6, 'changing the caller’s array does not change the record');
  });
});
