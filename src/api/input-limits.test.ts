/**
 * Every input validated, every error logged (issue #9 item 7): numbers out of range, dates
 * that do not exist, JSON nested thousands deep and lone UTF-16 surrogates are refused with a
 * plain problem naming the field — never a 500 with internals; and every 5xx is written to
 * the server's log with the request id it answered with.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildFixture, type Fixture, forEachEngine, OWN, openTestApi, systemScope } from '../../test/support/api.ts';
import { MAX_JSON_DEPTH } from '../formats/json-limits.ts';
import { DATE_FORMS } from './schemas.ts';

const nested = (depth: number, leaf = '1'): string => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;

await forEachEngine('input limits', (engine) => {
  let fx: Fixture;
  const logged: { requestId: string; error: string }[] = [];
  before(async () => {
    fx = await buildFixture(await openTestApi(engine));
    fx.api.deps.logError = (requestId, e) => logged.push({ requestId, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
    await fx.api.deps.repo.insertPlaces(systemScope(), [
      {
        municipality: OWN,
        category: 'glp-outlet',
        status: 'licensed',
        name: 'Revenda',
        geometry: { type: 'Point', coordinates: [-48.47, -1.4] },
        source: 'teste',
        importedAt: '2025-01-15T12:00:00.000Z',
        validFrom: '2020-01-01',
        validTo: null,
        data: {},
      },
    ]);
  });
  after(async () => {
    await fx?.api.close();
  });

  it('OGC: a huge offset, an impossible date, a bad bbox → 400 naming the parameter; the limits themselves pass', async () => {
    const items = `/ogc/collections/${OWN}.outlets/items`;
    const bad: [string, RegExp][] = [
      ['offset=9007199254740993', /offset: found "9007199254740993", expected an integer from 0 to 1000000/],
      ['offset=1000001', /offset: .* from 0 to 1000000/],
      ['offset=1e3', /offset: found "1e3"/],
      ['limit=0', /limit: found "0"/],
      ['datetime=2026-13-45', /datetime: found "2026-13-45", expected an RFC 3339 date/],
      ['datetime=2026-02-29', /datetime: found "2026-02-29"/],
      ['datetime=2026-01-01T25:00:00Z', /datetime: found/],
      ['datetime=2026-01-01/2025-01-01', /start is not after its end/],
      ['bbox=-200,0,0,10', /bbox: found/],
      ['bbox=0,10,1,5', /south ≤ north/],
      ['status=%3Cscript%3E', /status: found "<script>"/],
    ];
    for (const [q, msg] of bad) {
      const r = await fx.api.req('GET', `${items}?${q}`);
      assert.equal(r.status, 400, `${q}: ${r.text}`);
      assert.equal(r.json.code, 'InvalidParameterValue', q);
      assert.match(r.json.description, msg, q);
    }
    for (const q of [
      'offset=1000000',
      'datetime=2024-02-29',
      'datetime=2026-01-01T23:59:60Z',
      'datetime=../2026-12-31',
      'limit=99999999',
    ]) {
      const r = await fx.api.req('GET', `${items}?${q}`);
      assert.equal(r.status, 200, `${q}: ${r.text}`);
    }
  });

  it('every numeric and date query parameter of the OpenAPI document is bounded and checked', async () => {
    const doc = (await fx.api.req('GET', '/openapi.json')).json as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema: Record<string, unknown> }[] }>>;
    };
    const token = fx.token('system-admin');
    const officer = fx.token('licensing-officer@own');
    let tried = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const concrete = path.replaceAll('{municipality}', OWN).replaceAll('{id}', 'x1');
        for (const p of op.parameters ?? []) {
          if (p.in !== 'query') continue;
          const types = [p.schema['type']].flat();
          const where = `${method.toUpperCase()} ${path} ?${p.name}`;
          let values: string[];
          let isDate = false;
          if (types.includes('integer') || types.includes('number')) {
            const min = p.schema['minimum'];
            const max = p.schema['maximum'];
            assert.equal(typeof min, 'number', `${where}: no minimum`);
            assert.equal(typeof max, 'number', `${where}: no maximum`);
            values = [String((min as number) - 1), String((max as number) + 1), '9007199254740993', '1e309', 'NaN', 'abc'];
            if (types.includes('integer')) values.push('1.5');
          } else if (p.schema['format'] === 'date' || p.schema['pattern'] === DATE_FORMS.source) {
            // Either form (schemas.ts isoDate): a day the calendar lacks, or neither form.
            values = ['2026-13-45', '2026-02-29', '2026-1-1', '31/02/2026', '1/2/2026', '2026/02/01'];
            isDate = true;
          } else continue;
          for (const v of values) {
            let status = 0;
            let text = '';
            for (const t of [token, officer, fx.token('fire-brigade@own')]) {
              const r = await fx.api.req(method.toUpperCase(), `${concrete}?${p.name}=${encodeURIComponent(v)}`, {
                token: t,
                ...(method === 'get' ? {} : { body: {} }),
              });
              status = r.status;
              text = r.text;
              if (status !== 403) break;
            }
            assert.equal(status, 400, `${where}=${v}: ${text.slice(0, 200)}`);
            const fields = (JSON.parse(text).errors ?? []).map((e: { field: string }) => e.field);
            assert.ok(fields.includes(`query.${p.name}`), `${where}=${v}: ${fields.join(', ')}`);
            // One field, one error (a bad date was reported twice, its form and its day; a number
            // past 2^53 twice, its bound and the safe-integer limit).
            assert.equal(fields.filter((f: string) => f === `query.${p.name}`).length, 1, `${where}=${v}: ${fields.join(', ')}`);
            if (!isDate && v === '9007199254740993') {
              const e = JSON.parse(text).errors.find((x: { field: string }) => x.field === `query.${p.name}`);
              assert.equal(e.expected, `≤ ${p.schema['maximum']}`, `${where}=${v}: the bound, not the safe-integer limit`);
            }
            tried++;
          }
        }
      }
    }
    assert.ok(tried >= 60, `${tried} values tried`);
  });

  it('JSON nested deeper than the limit → 422 with a plain message, in data and in overrides; the limit itself passes', async () => {
    const token = fx.token('licensing-officer@own');
    // The body's own object is one level: `data` adds depth − 1 more.
    const raw = (depth: number) => `{"name":"Profunda","data":${nested(depth - 1)}}`;
    const ok = await fx.api.req('POST', '/api/establishments', {
      token,
      raw: raw(MAX_JSON_DEPTH),
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(ok.status, 201, ok.text);
    for (const depth of [MAX_JSON_DEPTH + 1, 10_000]) {
      const r = await fx.api.req('POST', '/api/establishments', {
        token,
        raw: raw(depth),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(r.status, 422, r.text.slice(0, 300));
      assert.equal(r.json.detail, `The body is nested more than ${MAX_JSON_DEPTH} levels deep (arrays and objects inside each other).`);
      assert.doesNotMatch(r.text, /stack|Maximum call/);
    }
    const app = fx.records.own.application.id;
    const overrides = `{"overrides":{"belem-pa/min-distance-between-outlets":${nested(10_000)}}}`;
    const r = await fx.api.req('POST', `/api/applications/${app}/evaluations`, {
      token,
      raw: overrides,
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(r.status, 422, r.text.slice(0, 300));
    assert.match(r.json.detail, /nested more than 64 levels deep/);
  });

  it('a lone UTF-16 surrogate in a name is refused (422 naming it), not stored as U+FFFD', async () => {
    const token = fx.token('licensing-officer@own');
    const before = (await fx.api.req('GET', '/api/establishments?limit=200', { token })).json.total as number;
    for (const name of ['Revenda \\ud800', '\\udc00Revenda', 'Revenda \\ud83d']) {
      const r = await fx.api.req('POST', '/api/establishments', {
        token,
        raw: `{"name":"${name}"}`,
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(r.status, 422, r.text);
      assert.equal(r.json.errors[0].field, 'name');
      assert.match(r.json.errors[0].found, /lone UTF-16 surrogate/);
    }
    const key = await fx.api.req('POST', '/api/establishments', {
      token,
      raw: '{"name":"Boa","data":{"\\udfffx":1}}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(key.status, 422);
    assert.equal(key.json.errors[0].field, 'data.\\udfffx');
    assert.equal((await fx.api.req('GET', '/api/establishments?limit=200', { token })).json.total, before, 'nothing stored');
    // A pair (an emoji) is text: accepted and kept as sent.
    const emoji = await fx.api.req('POST', '/api/establishments', {
      token,
      raw: '{"name":"Revenda \\ud83d\\ude00"}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(emoji.status, 201);
    assert.equal(emoji.json.name, 'Revenda 😀');
  });

  it('every 5xx is logged with its request id and answered without internals', async () => {
    const repo = fx.api.deps.repo;
    const original = repo.listMunicipalities.bind(repo);
    repo.listMunicipalities = async () => {
      throw new Error('SECRET connection string postgres://u:pw@db/x');
    };
    try {
      for (const path of ['/ogc/collections', '/api/municipalities']) {
        logged.length = 0;
        const r = await fx.api.req('GET', path);
        assert.equal(r.status, 500, path);
        assert.doesNotMatch(r.text, /SECRET|postgres:|\.ts:\d+/, path);
        const id = r.headers.get('x-request-id');
        assert.ok(id);
        assert.equal(logged.length, 1, path);
        assert.equal(logged[0]?.requestId, id, path);
        assert.match(logged[0]?.error ?? '', /SECRET/, path);
      }
    } finally {
      repo.listMunicipalities = original;
    }
  });
});

describe('bounded numbers reach no storage error', () => {
  it('the largest offset of a list is answered, not a 500', async () => {
    const api = await openTestApi('sqlite');
    try {
      const r = await api.req('GET', `/api/municipalities/${OWN}/places?offset=1000000`);
      assert.equal(r.status, 200, r.text);
      assert.deepEqual(r.json.items, []);
    } finally {
      await api.close();
    }
  });
});
