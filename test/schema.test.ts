/** The published JSON Schemas in docs/schema are exactly what the validating zod schemas generate. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { inputJsonSchema, resultJsonSchema } from '../src/core/json-schema.ts';

function published(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../docs/schema/${name}`, import.meta.url), 'utf8'));
}

describe('published JSON Schemas', () => {
  it('docs/schema/establishment.schema.json is up to date (node --import tsx scripts/gen-schema.ts)', () => {
    assert.deepEqual(published('establishment.schema.json'), inputJsonSchema());
  });
  it('docs/schema/evaluation-result.schema.json is up to date', () => {
    assert.deepEqual(published('evaluation-result.schema.json'), resultJsonSchema());
  });
  it('forbids unknown fields in the input, so typos surface', () => {
    const s = inputJsonSchema() as { additionalProperties?: unknown };
    assert.equal(s.additionalProperties, false);
  });
});
