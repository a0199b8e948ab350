/** `glp explain`: a parameter's value is JSON one can copy into --set, and it wraps with the text. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { glp } from '../../test/support/cli.ts';
import { spacedJson } from './laws.ts';

describe('glp explain: parameter values', () => {
  test('spacedJson is the same JSON, with a space after each separator', () => {
    const v = { factor: 0.5, exceptColumns: ['drains'], note: 'a\nb', none: null };
    const s = spacedJson(v);
    assert.deepEqual(JSON.parse(s), v);
    assert.equal(s, '{ "factor": 0.5, "exceptColumns": [ "drains" ], "note": "a\\nb", "none": null }');
    assert.equal(spacedJson('current-loaded'), '"current-loaded"');
    assert.equal(spacedJson(400), '400');
  });

  test('an object parameter (NBR 15514 fire wall, penalties by rule) wraps within the line width', async () => {
    const r = await glp(['explain', 'salvador-ba/art10', '--date', '2026-12-02']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /\{ "factor": 0\.5, "exceptColumns": \[ "drains" \]/);
    const widest = Math.max(...r.out.split('\n').map((l) => l.length));
    assert.ok(widest <= 100, `a line of ${widest} characters`);
  });
});

describe('glp explain: a parameter’s unit and requirement in words', () => {
  test('pt-BR: "metros, mínimo", "quantidade, máximo"; a value with no unit says nothing; English likewise', async () => {
    const r = await glp(['explain', 'vitoria-da-conquista-ba/art5', '--date', '2026-12-02']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^ {2}vitoria-da-conquista-ba\/class-a-min-frontage \(metros, mínimo\)$/m);
    assert.match(r.out, /^ {2}vitoria-da-conquista-ba\/class-a-max-containers \(quantidade, máximo\)$/m);
    assert.match(r.out, /^ {2}vitoria-da-conquista-ba\/class-a-zone-items$/m);
    assert.doesNotMatch(r.out, /\((none|count|m), |exige [<>]/);
    const en = await glp(['explain', 'vitoria-da-conquista-ba/art5', '--date', '2026-12-02', '--lang', 'en']);
    assert.match(en.out, /^ {2}vitoria-da-conquista-ba\/class-a-min-frontage \(metres, minimum\)$/m);
  });
});
