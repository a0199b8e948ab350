// Writes docs/schema/*.json from the zod schemas (the same source that validates): the input
// vocabulary of every municipality together, of each municipality (<id>.schema.json), and the
// evaluation result. Run: node --import tsx scripts/gen-schema.ts   (test/schema.test.ts fails when they are stale)
import { writeFileSync } from 'node:fs';
import { loadPackRegistry } from '../src/app/packs.ts';
import { inputJsonSchema, municipalityInputJsonSchema, resultJsonSchema } from '../src/core/json-schema.ts';

const PACKS = (await loadPackRegistry()).list();
const dir = new URL('../docs/schema/', import.meta.url);
const write = (name: string, schema: unknown) => {
  writeFileSync(new URL(name, dir), `${JSON.stringify(schema, null, 2)}\n`);
  process.stdout.write(`docs/schema/${name}\n`);
};
write('establishment.schema.json', inputJsonSchema(PACKS));
for (const p of PACKS) write(`${p.id}.schema.json`, municipalityInputJsonSchema(p));
write('evaluation-result.schema.json', resultJsonSchema());
