/**
 * The authorization matrix: every endpoint × every role × own and other municipality (plus
 * anonymous, a second applicant of the same municipality, and the system administrator),
 * each with the exact status expected. The expectations are written out in
 * test/support/authorization-matrix.ts, not derived from src/auth/permissions.ts, so a change
 * of policy has to change both on purpose.
 *
 * The target records belong to the "own" municipality (belem-pa) and to its applicant.
 * An official of the other municipality (salvador-ba) must not see them (404, as if they
 * did not exist), must not create there (403), and lists show them nothing of it.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { buildFixture, type Fixture, forEachEngine, OWN, openTestApi, type TestResponse } from '../../test/support/api.ts';
import { CASES, type Case, PRINCIPALS, type Who } from '../../test/support/authorization-matrix.ts';
import { packs } from '../../test/support/packs.ts';
import { ROLES } from '../domain/roles.ts';
import type { PolygonGeometry } from '../siting/geom.ts';
import { realBoundaries } from '../siting/synthetic-municipalities.ts';

function allowedFor(c: Case, who: Who): boolean {
  if (c.roles === 'public') return true;
  if (who.role === null) return false;
  if (c.roles === 'any') return true;
  return c.roles.includes(who.role);
}

/** The exact outcome expected for a principal, as a status or 'filtered'. */
function expected(c: Case, who: Who): number | 'filtered' {
  if (c.roles === 'public') return c.ok;
  if (who.role === null) return 401;
  if (!allowedFor(c, who)) return 403;
  if (who.key === 'applicant2@own') {
    const d = c.otherApplicant ?? 'ok';
    return d === 'ok' ? c.ok : d;
  }
  if (who.muni === 'other') return c.other === 'ok' ? c.ok : c.other;
  return c.ok;
}

/** A filtered list: 200, and nothing in it belongs to what the principal may not see. */
function checkFiltered(fx: Fixture, who: Who, res: TestResponse): string | null {
  if (res.status !== 200) return `expected 200 (filtered list), got ${res.status}: ${res.text.slice(0, 200)}`;
  const items = (res.json?.items ?? []) as { id?: string; municipality?: string | null; seq?: number }[];
  if (who.muni === 'other') {
    const leaked = items.filter((i) => i.municipality === OWN);
    if (leaked.length > 0) return `${leaked.length} item(s) of ${OWN} leaked to ${who.key}`;
    return null;
  }
  // The second applicant: none of the first applicant's records.
  const first = fx.records.own;
  const theirs = new Set([first.establishment.id, first.application.id, first.evaluation.id, first.licence.id]);
  const leaked = items.filter((i) => i.id !== undefined && theirs.has(i.id));
  return leaked.length > 0 ? `${leaked.length} record(s) of applicant@own leaked to ${who.key}` : null;
}

await forEachEngine('authorization matrix', (engine) => {
  let fx: Fixture;
  before(async () => {
    const api = await openTestApi(engine);
    fx = await buildFixture(api);
    // One place in the registry, for the places endpoints, and the boundary the viability map needs.
    await api.deps.repo.insertPlaces(fx.scopeOf('licensing-officer@own'), [
      {
        municipality: OWN,
        category: 'municipal-boundary',
        status: null,
        name: 'Belém',
        geometry: realBoundaries(packs).get(OWN) as PolygonGeometry,
        source: 'test',
        importedAt: new Date().toISOString(),
        validFrom: null,
        validTo: null,
        data: {},
      },
      {
        municipality: OWN,
        category: 'school',
        status: null,
        name: 'Escola Estadual',
        geometry: { type: 'Point', coordinates: [-48.49, -1.45] },
        source: 'test',
        importedAt: new Date().toISOString(),
        validFrom: null,
        validTo: null,
        data: {},
      },
    ]);
  });
  after(async () => {
    await fx?.api.close();
  });

  test('the matrix covers every role of the product', () => {
    const roles = new Set(PRINCIPALS.map((p) => p.role).filter((r) => r !== null));
    assert.deepEqual([...roles].sort(), [...ROLES].sort());
  });

  test('every endpoint of the OpenAPI document is in the matrix', async () => {
    const doc = (await fx.api.req('GET', '/openapi.json')).json as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const covered = new Set(CASES.map((c) => c.name));
    // Sign-in flows are exercised by their own suites (auth.test.ts, oidc.test.ts).
    const elsewhere = new Set(['POST /api/auth/login', 'GET /api/auth/oidc/login', 'GET /api/auth/oidc/callback']);
    const missing = documented.filter((e) => !covered.has(e) && !elsewhere.has(e));
    assert.deepEqual(missing, []);
  });

  for (const c of CASES) {
    test(c.name, async () => {
      const failures: string[] = [];
      for (const who of PRINCIPALS) {
        const r = await c.request(fx, who);
        const token = who.key === 'anonymous' ? undefined : fx.token(who.key);
        const opts: Parameters<typeof fx.api.req>[2] = { token, headers: r.headers ?? {} };
        if (r.body !== undefined) opts.body = r.body;
        const res = await fx.api.req(r.method, r.path, opts);
        const want = expected(c, who);
        if (want === 'filtered') {
          const why = checkFiltered(fx, who, res);
          if (why) failures.push(`${who.key}: ${why}`);
        } else if (res.status !== want) {
          failures.push(`${who.key}: expected ${want}, got ${res.status} ${res.text.slice(0, 160)}`);
        }
        if (res.status >= 500) failures.push(`${who.key}: server error ${res.text.slice(0, 200)}`);
      }
      assert.deepEqual(failures, []);
    });
  }
});
