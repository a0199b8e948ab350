/**
 * A problem's `errors[]` in two languages (docs/adr/0015): what programs read — field, found,
 * expected — is the same in both; an answer in Portuguese adds `foundText` and `expectedText`,
 * the same problem in Portuguese from the one phrase table, for a screen to show beside the field.
 */
import assert from 'node:assert/strict';
import type { FieldProblem } from '../../src/api/problem.ts';
import { phrasePt } from '../../src/core/input/phrases-pt.ts';

/** The members programs read, in the order the API writes them. */
export function programErrors(errors: readonly FieldProblem[] | undefined): FieldProblem[] | undefined {
  return errors?.map(({ field, found, expected }) => ({ field, found, expected }));
}

/** `pt`'s errors are `en`'s, each with its Portuguese; `en`'s carry none. */
export function assertErrorsInBoth(pt: readonly FieldProblem[] | undefined, en: readonly FieldProblem[] | undefined): void {
  assert.deepEqual(programErrors(pt), en);
  for (const e of en ?? []) assert.equal(e.expectedText, undefined, `an English answer has no expectedText (${e.field})`);
  for (const e of pt ?? []) {
    assert.equal(e.foundText, phrasePt(e.found), `${e.field}: foundText`);
    assert.equal(e.expectedText, phrasePt(e.expected), `${e.field}: expectedText`);
  }
}
