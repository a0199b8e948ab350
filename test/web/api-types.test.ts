/**
 * The web application's API types are generated from the server's own OpenAPI document; this
 * fails when the committed file no longer matches it — the UI cannot drift from the API.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import { API_TYPES_FILE, apiTypesSource } from '../../scripts/gen-api-types.ts';

it('web/src/api/schema.gen.ts is what the API’s OpenAPI document generates (else: npm run gen:api)', async () => {
  const committed = readFileSync(API_TYPES_FILE, 'utf8');
  const fresh = await apiTypesSource();
  if (committed !== fresh) {
    const a = committed.split('\n');
    const b = fresh.split('\n');
    const i = a.findIndex((line, n) => line !== b[n]);
    assert.fail(`stale API types: first difference at line ${i + 1}:\n  committed: ${a[i]}\n  generated: ${b[i]}\nrun: npm run gen:api`);
  }
  // The generated types do describe the endpoints the screens call.
  for (const path of ['/api/public/licences', '/api/viability/{municipality}/check', '/api/municipalities/{id}/rules', '/api/comparison'])
    assert.ok(fresh.includes(`"${path}": {`), path);
});
