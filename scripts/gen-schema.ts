// Writes docs/schema/*.json from the zod schemas (the same source that validates).
// Run: node --import tsx scripts/gen-schema.ts   (test/schema.test.ts fails when they are stale)
import { writeFileSync } from 'node:fs';
import { inputJsonSchema, resultJsonSchema } from '../src/core/json-schema.ts';

const dir = new URL('../docs/schema/', import.meta.url);
writeFileSync(new URL('establishment.schema.json', dir), `${JSON.stringify(inputJsonSchema(), null, 2)}\n`);
writeFileSync(new URL('evaluation-result.schema.json', dir), `${JSON.stringify(resultJsonSchema(), null, 2)}\n`);
process.stdout.write('docs/schema/establishment.schema.json, docs/schema/evaluation-result.schema.json written\n');
