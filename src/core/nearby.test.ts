/**
 * surveyGap (nearby.ts): a category surveyed short of the radius a rule needs is a gap on both
 * sides of the radius, and the message says how far it was surveyed rather than "not surveyed".
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { EstablishmentInput } from './input/schema.ts';
import { surveyGap } from './nearby.ts';
import type { PackShape } from './types.ts';

// No pack's own names: the shared catalog names the categories (posto revendedor de GLP).
const pack: PackShape = { id: 'test-pack', laws: [], paramIndex: new Map(), lawIndex: new Map() };
const at = (surveyed: Record<string, number>) => ({ municipality: 'test-pack', nearby: { surveyed } }) as unknown as EstablishmentInput;

test('surveyed to the radius itself: no gap; a centimetre short: a gap that says how far', () => {
  assert.equal(surveyGap(at({ 'glp-outlet': 400 }), pack, ['glp-outlet'], 400), null);
  const short = surveyGap(at({ 'glp-outlet': 399.99 }), pack, ['glp-outlet'], 400);
  assert.deepEqual(short?.missing, ['nearby.surveyed.glp-outlet']);
  assert.match(
    short?.message.pt ?? '',
    /cadastro não levantado: posto revendedor de GLP \(glp-outlet\): levantado só até 399,99 m — declare/,
  );
  assert.match(short?.message.en ?? '', /registry not surveyed: GLP outlet \(glp-outlet\): surveyed only to 399.99 m — declare/);
});

test('never surveyed: named alone; beside one surveyed short, the two are set apart by ";"', () => {
  const never = surveyGap(at({}), pack, ['glp-outlet', 'glp-depot'], 400);
  assert.match(
    never?.message.pt ?? '',
    /cadastro não levantado: posto revendedor de GLP \(glp-outlet\), depósito de GLP \(glp-depot\) — declare/,
  );
  assert.doesNotMatch(never?.message.pt ?? '', /levantado só/);
  const both = surveyGap(at({ 'glp-outlet': 300 }), pack, ['glp-outlet', 'glp-depot'], 400);
  assert.match(
    both?.message.pt ?? '',
    /cadastro não levantado: posto revendedor de GLP \(glp-outlet\): levantado só até 300 m; depósito de GLP \(glp-depot\) — declare .* \(raio de 400 m\)\.$/,
  );
});
