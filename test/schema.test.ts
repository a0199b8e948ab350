/**
 * The published JSON Schemas in docs/schema are exactly what the validating zod schemas
 * generate: every municipality's together, each municipality's, and the result's.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { packs } from './support/packs.ts';
import { inputJsonSchema, municipalityInputJsonSchema, resultJsonSchema } from '../src/core/json-schema.ts';

const PACKS = packs.list();
const REGENERATE = '(regenerate: node --import tsx scripts/gen-schema.ts)';

function published(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`../docs/schema/${name}`, import.meta.url), 'utf8'));
}

describe('published JSON Schemas', () => {
  it(`docs/schema/establishment.schema.json is up to date ${REGENERATE}`, () => {
    assert.deepEqual(published('establishment.schema.json'), inputJsonSchema(PACKS));
  });
  for (const p of PACKS)
    it(`docs/schema/${p.id}.schema.json is up to date ${REGENERATE}`, () => {
      assert.deepEqual(published(`${p.id}.schema.json`), municipalityInputJsonSchema(p));
    });
  it('docs/schema/evaluation-result.schema.json is up to date', () => {
    assert.deepEqual(published('evaluation-result.schema.json'), resultJsonSchema());
  });
  it('publishes no schema of a municipality without a pack', () => {
    const ids = new Set(PACKS.map((p) => `${p.id}.schema.json`));
    const extra = readdirSync(new URL('../docs/schema/', import.meta.url)).filter(
      (f) => f.endsWith('.schema.json') && f !== 'establishment.schema.json' && f !== 'evaluation-result.schema.json' && !ids.has(f),
    );
    assert.deepEqual(extra, []);
  });
  it('forbids unknown fields in the input, so typos surface', () => {
    const s = inputJsonSchema(PACKS) as { additionalProperties?: unknown };
    assert.equal(s.additionalProperties, false);
  });
  it("composes each municipality's schema from the shared vocabulary and its own facts", () => {
    const props = (id: string) =>
      Object.keys((municipalityInputJsonSchema(PACKS.find((p) => p.id === id)!) as { properties: object }).properties);
    assert.ok(props('vitoria-da-conquista-ba').includes('fuelStation'));
    assert.ok(!props('belem-pa').includes('fuelStation'));
    assert.ok(props('salvador-ba').includes('soundAdvertising'));
    assert.ok(!props('nova-odessa-sp').includes('soundAdvertising'));
    const all = Object.keys((inputJsonSchema(PACKS) as { properties: object }).properties);
    for (const k of ['fuelStation', 'building', 'opinions', 'soundAdvertising', 'nearby', 'storage']) assert.ok(all.includes(k), k);
  });
});
