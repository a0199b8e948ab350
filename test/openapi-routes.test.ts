/**
 * Every route the server answers is in /openapi.json (issue #7 item 5): the Hono app's routes
 * are walked and each method + path (Hono's `:id` as OpenAPI's `{id}`) must be a documented
 * operation. Not counted: middleware (`*` routes of every method), the web application and its
 * static files, and the documents that describe the API itself (/openapi.json, /docs).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openTestApi, type TestApi } from './support/api.ts';

let api: TestApi;
before(async () => {
  api = await openTestApi('sqlite');
});
after(async () => {
  await api?.close();
});

/** Served by the web application (src/api/web.ts) or describing the API: not API operations. */
const NOT_API = [/^\/$/, /^\/docs(\/|$)/, /^\/openapi\.json$/, /^\/(assets|ds|fonts|icons)\//, /^\/(?!api\/|ogc(\/|$))/];

function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?/g, '{$1}').replace(/\/$/, '') || '/';
}

test('every route the app serves (but the web application and the docs) is an operation of /openapi.json', async () => {
  const doc = (await api.req('GET', '/openapi.json')).json as { paths: Record<string, Record<string, unknown>> };
  const served = new Set<string>();
  for (const r of api.app.routes) {
    if (r.method === 'ALL' || r.path.endsWith('*')) continue;
    const path = openApiPath(r.path);
    if (NOT_API.some((re) => re.test(path))) continue;
    served.add(`${r.method.toLowerCase()} ${path}`);
  }
  assert.ok(served.size > 20, `only ${served.size} routes found: the walk is broken`);
  const missing = [...served].filter((s) => {
    const [method, path] = s.split(' ') as [string, string];
    return doc.paths[path]?.[method] === undefined;
  });
  assert.deepEqual(missing.sort(), [], `served but not in /openapi.json:\n${missing.join('\n')}`);
});

test('/api/viability is documented', async () => {
  const doc = (await api.req('GET', '/openapi.json')).json as { paths: Record<string, Record<string, unknown>> };
  assert.ok(
    Object.keys(doc.paths).some((p) => p.startsWith('/api/viability')),
    Object.keys(doc.paths).join('\n'),
  );
});
