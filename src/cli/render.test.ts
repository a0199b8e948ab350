/**
 * The verdict line of `glp evaluate` agrees in number: "1 violada", "1 não aplicável", never
 * "1 violadas"; larger counts keep the plural headings. On Belém's approvable example (16
 * satisfied, 2 not applicable), with its lot made 399 m² (art. 2º, I: "área mínima de 400 m2").
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { mustPack } from '../../test/support/packs.ts';
import { evaluate } from '../core/engine.ts';
import { parseInputFor } from '../core/input/validate.ts';
import { renderEvaluation } from './render.ts';

const pack = mustPack('belem-pa');
const example = JSON.parse(readFileSync(new URL('../../examples/belem-pa-approvable.json', import.meta.url), 'utf8'));
const verdictLine = (doc: unknown, lang: 'pt' | 'en') => {
  const r = evaluate(pack, parseInputFor(pack, doc), { date: '2026-11-30', lang });
  return renderEvaluation(r, { color: false })
    .split('\n')
    .find((l) => l.startsWith(lang === 'pt' ? 'Veredito' : 'Verdict'));
};

test('one violated finding is "1 violada"; the other counts stay plural', () => {
  const small = { ...example, lot: { ...example.lot, areaM2: 399 } };
  assert.equal(verdictLine(small, 'pt'), 'Veredito: NÃO APROVÁVEL  (1 violada, 15 atendidas, 2 não aplicáveis)');
  assert.equal(verdictLine(small, 'en'), 'Verdict: NOT APPROVABLE  (1 violated, 15 satisfied, 2 not applicable)');
});

test('the example as it is: plural counts', () => {
  assert.equal(verdictLine(example, 'pt'), 'Veredito: APROVÁVEL  (16 atendidas, 2 não aplicáveis)');
});
