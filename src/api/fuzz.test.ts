/**
 * Property-based fuzzing of every endpoint of the OpenAPI document (fast-check): malformed
 * and mutated bodies, odd media types, garbage headers (Authorization, If-Match,
 * Idempotency-Key, Cookie, X-CSRF-Token), and hostile path and query parameters.
 * Properties: never a 5xx; every error is problem JSON; no stack trace in any response.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { buildFixture, type Fixture, forEachEngine, OWN, openTestApi, SAMPLE_INPUT } from '../../test/support/api.ts';

// Fixed by default so CI is reproducible; GLP_FUZZ_SEED=<n> explores other inputs.
const SEED = Number(process.env.GLP_FUZZ_SEED ?? 20261130);

const STACK = /(\n\s+at [^\n]+:\d+:\d+)|(\.ts:\d+:\d+)|node_modules|node:internal/;

/** A valid body per endpoint, which the fuzzer mutates (absent: {}). */
function baseBody(fx: Fixture, method: string, path: string): unknown {
  const key = `${method} ${path}`;
  switch (key) {
    case 'POST /api/evaluate':
      return SAMPLE_INPUT;
    case 'POST /api/establishments':
      return { name: 'Revenda', cnpj: '12.345.678/0001-95', address: { street: 'Rua A', cep: '66000-000' }, location: [-48.5, -1.45] };
    case 'PATCH /api/establishments/{id}':
      return { name: 'Outra', data: { a: 1 } };
    case 'POST /api/applications':
      return { type: 'new', input: SAMPLE_INPUT, establishmentId: fx.records.own.establishment.id };
    case 'PATCH /api/applications/{id}':
      return { status: 'submitted', input: SAMPLE_INPUT };
    case 'POST /api/applications/{id}/evaluations':
      return { date: '2025-01-01', lang: 'en', overrides: {} };
    case 'POST /api/licences':
      return { establishmentId: fx.records.own.establishment.id, number: 'N-1', kind: 'vehicle', issuedOn: '2025-01-01', plate: 'ABC1D23' };
    case 'POST /api/users':
      return { email: 'a@example.org', name: 'A', municipality: OWN, roles: ['inspector'], password: 'senha-comprida-ok' };
    case 'PATCH /api/users/{id}':
      return { name: 'B', roles: ['reviewer'], disabled: false };
    case 'POST /api/auth/login':
      return { email: 'a@example.org', password: 'x' };
    case 'POST /api/auth/tokens':
      return { name: 't', expiresInDays: 1 };
    default:
      return {};
  }
}

/** Sets, deletes or adds something at the n-th node of a JSON value. */
function mutate(base: unknown, n: number, value: unknown, op: 'set' | 'delete' | 'add'): unknown {
  const copy = structuredClone(base);
  const nodes: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) {
      for (const [i, x] of v.entries()) {
        nodes.push({ parent: v, key: i });
        walk(x);
      }
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        nodes.push({ parent: v as Record<string, unknown>, key: k });
        walk(x);
      }
    }
  };
  walk(copy);
  if (nodes.length === 0) return op === 'add' ? { fuzz: value } : value;
  const { parent, key } = nodes[n % nodes.length]!;
  if (op === 'delete' && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[key as string];
  else if (op === 'add' && !Array.isArray(parent)) (parent as Record<string, unknown>)[`x${n}`] = value;
  else (parent as Record<string | number, unknown>)[key] = value;
  return copy;
}

const printable = (max: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: max });

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '..',
    '../..',
    '%00',
    '\u0000',
    'null',
    'undefined',
    '-1',
    '1e309',
    'NaN',
    '<script>',
    "' OR 1=1 --",
    '{}',
    '[]',
    'a'.repeat(5000),
  ),
);

await forEachEngine('fuzzing every endpoint', (engine) => {
  let fx: Fixture;
  let endpoints: { method: string; path: string; params: string[]; query: string[] }[];
  before(async () => {
    fx = await buildFixture(await openTestApi(engine));
    const doc = (await fx.api.req('GET', '/openapi.json')).json as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    endpoints = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([m, op]) => ({
        method: m.toUpperCase(),
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
    );
    endpoints.push({ method: 'GET', path: '/docs/{file}', params: ['file'], query: [] });
  });
  after(async () => {
    await fx?.api.close();
  });

  const runs = engine === 'sqlite' ? 100 : 30;

  test('malformed percent-encoding, odd paths and every method: no 5xx', async () => {
    const token = fx.token('system-admin');
    const paths = [
      '/api/establishments/%E0%A4%A',
      '/api/establishments/%',
      '/api/municipalities/%ZZ/laws',
      '/api/establishments?limit=%E0',
      '/api/public/licences?municipality=%',
      '/docs/%',
      '/docs/..%2F..%2Fpackage.json',
      '/api/establishments/a%00b',
      '/api//establishments',
      '/api/establishments/',
      '/API/health',
      `/api/applications/${'x'.repeat(5000)}`,
    ];
    for (const path of paths) {
      for (const method of ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const res = await fx.api.req(method, path, { token });
        assert.ok(res.status < 500, `${method} ${path.slice(0, 60)} → ${res.status}`);
        assert.doesNotMatch(res.text, STACK);
      }
    }
  });

  test('every endpoint: no 5xx, problem JSON on errors, no stack trace', async () => {
    assert.ok(endpoints.length >= 40, `${endpoints.length} endpoints`);
    const validIds = [
      fx.records.own.establishment.id,
      fx.records.own.application.id,
      fx.records.own.evaluation.id,
      fx.records.own.licence.id,
      fx.records.other.application.id,
      OWN,
    ];
    // Mostly roles that may act (so requests reach the handlers), some that may not.
    const tokens = [
      fx.token('licensing-officer@own'),
      fx.token('licensing-officer@own'),
      fx.token('system-admin'),
      fx.token('municipal-admin@own'),
      fx.token('applicant@own'),
      fx.token('distributor@other'),
    ];

    for (const ep of endpoints) {
      const body = baseBody(fx, ep.method, ep.path);
      // Each part of the request is usually valid and sometimes hostile, so most requests get
      // past authentication and parsing and exercise the handlers with one thing wrong.
      const mostly = <T, U>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<U>) =>
        fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostile, weight: 1 });
      const own = fx.records.own;
      const idFor = (path: string): string[] =>
        path.startsWith('/api/establishments')
          ? [own.establishment.id]
          : path.startsWith('/api/applications')
            ? [own.application.id, fx.records.other.application.id]
            : path.startsWith('/api/evaluations')
              ? [own.evaluation.id]
              : path.startsWith('/api/licences')
                ? [own.licence.id]
                : path.startsWith('/api/users')
                  ? [fx.principals['inspector@own']!.user.id]
                  : validIds;
      const validParam = (name: string) =>
        name === 'municipality'
          ? fc.constant(OWN)
          : name === 'file'
            ? fc.constantFrom('swagger-ui.css', 'favicon-16x16.png')
            : fc.constantFrom(...idFor(ep.path));
      const arb = fc.record({
        params: fc.tuple(...ep.params.map((name) => mostly(validParam(name), hostileText))),
        query: mostly(
          fc.constant([] as [string, string][]),
          fc.array(
            fc.tuple(
              fc.oneof(fc.constantFrom(...ep.query, 'limit', 'offset', 'x'), fc.string({ maxLength: 8 })),
              fc.oneof(hostileText, fc.integer().map(String)),
            ),
            {
              minLength: 1,
              maxLength: 4,
            },
          ),
        ),
        auth: mostly(
          fc.constantFrom(...tokens).map((t) => `Bearer ${t}`),
          fc.oneof(
            fc.constant(undefined),
            printable(80),
            fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', `Bearer glp_${'A'.repeat(43)}`, 'bearer  x y'),
          ),
        ),
        contentType: mostly(
          fc.constant('application/json'),
          fc.oneof(
            fc.constantFrom(
              'application/json; charset=utf-8',
              'application/problem+json',
              'application/json; charset=latin1',
              'text/plain',
              'multipart/form-data; boundary=x',
              undefined,
            ),
            printable(60),
          ),
        ),
        extraHeaders: mostly(
          fc.constantFrom(
            [['if-match', '*']] as [string, string][],
            [['if-match', '"v1"']] as [string, string][],
            [] as [string, string][],
          ),
          fc.array(
            fc.tuple(
              fc.constantFrom('if-match', 'idempotency-key', 'cookie', 'x-csrf-token', 'accept', 'x-forwarded-for', 'if-none-match'),
              printable(120),
            ),
            { minLength: 1, maxLength: 3 },
          ),
        ),
        body: fc.oneof(
          {
            arbitrary: fc
              .tuple(
                fc.nat(),
                fc.jsonValue({ maxDepth: 3 }),
                fc.constantFrom('set', 'delete', 'add') as fc.Arbitrary<'set' | 'delete' | 'add'>,
              )
              .map(([n, v, op]) => JSON.stringify(mutate(body, n, v, op))),
            weight: 6,
          },
          { arbitrary: fc.constant(JSON.stringify(body)), weight: 1 },
          { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)), weight: 1 },
          { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 1 },
          {
            arbitrary: fc.constantFrom(
              '',
              '{',
              '{"a":',
              'null',
              '[]',
              '"x"',
              '1e400',
              '{"__proto__":{"admin":true}}',
              `{"a":"${'x'.repeat(1_100_000)}"}`,
              '\uFEFF{}',
              '{"municipality":"\\u0000"}',
            ),
            weight: 1,
          },
          { arbitrary: fc.constant(undefined), weight: 1 },
        ),
      });

      await fc.assert(
        fc.asyncProperty(arb, async (r) => {
          let path = ep.path;
          ep.params.forEach((p, i) => {
            path = path.replace(`{${p}}`, encodeURIComponent(String(r.params[i] ?? '')));
          });
          const qs = r.query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
          if (qs) path += `?${qs}`;
          const headers: Record<string, string> = {};
          if (r.auth !== undefined) headers.authorization = r.auth;
          if (r.contentType !== undefined) headers['content-type'] = r.contentType;
          for (const [k, v] of r.extraHeaders) headers[k] = v;
          const opts: Parameters<typeof fx.api.req>[2] = { headers };
          if (r.body !== undefined && ep.method !== 'GET') opts.raw = r.body;
          const res = await fx.api.req(ep.method, path, opts);
          const where = `${ep.method} ${path.slice(0, 120)} → ${res.status}`;
          assert.ok(res.status < 500, `${where}: ${res.text.slice(0, 300)}`);
          assert.doesNotMatch(res.text.slice(0, 100_000), STACK, where);
          if (res.status >= 400) {
            assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/, where);
            assert.equal(res.json?.status, res.status, where);
            assert.equal(typeof res.json?.title, 'string', where);
            assert.equal(typeof res.json?.type, 'string', where);
          }
        }),
        { numRuns: ep.path === '/api/auth/login' ? Math.min(runs, 15) : runs, seed: SEED },
      );
    }
  });
});
