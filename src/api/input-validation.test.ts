/**
 * What the API takes in, checked as the CLI checks it (an independent audit, 05/12/2026):
 *   - an establishment's location outside its municipality (a dropped sign, swapped axes,
 *     another city) is refused on create and on update, as `glp places update --at` refuses it,
 *     naming `location`, what was found and what was expected, in English and Portuguese; nothing
 *     is stored;
 *   - a date is taken as YYYY-MM-DD or DD/MM/YYYY (as Brazilian users type it) wherever one is
 *     taken, and handed on as YYYY-MM-DD; a day the calendar lacks is refused; one field, one error;
 *   - a municipality the server does not serve is a 404 whose errors[] names it and the served ones;
 *   - a CEP is stored as 00000-000, with or without the dash as typed; all zeros is refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { forEachEngine, makeUser, OWN, openTestApi, type TestApi } from '../../test/support/api.ts';
import { isoDate } from './schemas.ts';

const PT = { 'accept-language': 'pt-BR' };
// Belém's centre (the examples' lot): inside the municipality.
const IN_BELEM: [number, number] = [-48.48, -1.43];

describe('the shared date schema (schemas.ts isoDate)', () => {
  test('YYYY-MM-DD and DD/MM/YYYY both name the day, handed on as YYYY-MM-DD', () => {
    assert.equal(isoDate.parse('2026-01-15'), '2026-01-15');
    assert.equal(isoDate.parse('15/01/2026'), '2026-01-15');
    // 2028 is a leap year, 2026 is not: 29/02 exists only in the first.
    assert.equal(isoDate.parse('29/02/2028'), '2028-02-29');
  });
  test('a day the calendar lacks is refused in either form, with one issue', () => {
    for (const s of ['31/02/2026', '29/02/2026', '2026-02-30', '2026-13-01', '00/01/2026']) {
      const r = isoDate.safeParse(s);
      assert.equal(r.success, false, s);
      assert.deepEqual(
        r.error?.issues.map((i) => i.message),
        ['a day of the calendar, YYYY-MM-DD (or DD/MM/YYYY)'],
        s,
      );
    }
  });
  test('another form is one issue, not two (the form and the day were both reported)', () => {
    for (const s of ['2026-2-3', '15-01-2026', '15/1/2026', '2026/01/15', 'amanhã', '']) {
      const r = isoDate.safeParse(s);
      assert.equal(r.success, false, s);
      assert.deepEqual(
        r.error?.issues.map((i) => i.message),
        ['a date YYYY-MM-DD (or DD/MM/YYYY)'],
        s,
      );
    }
  });
});

await forEachEngine('API input: locations, dates, municipalities, CEPs', (engine) => {
  let api: TestApi;
  let officer: string;
  before(async () => {
    api = await openTestApi(engine);
    officer = (await makeUser(api, ['licensing-officer'], OWN, 'officer-input')).token;
  });
  after(async () => {
    await api?.close();
  });

  const create = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.req('POST', '/api/establishments', { token: officer, body: { name: 'Revenda Teste', ...body }, headers });
  const named = async (name: string) =>
    (await api.req('GET', `/api/establishments?q=${encodeURIComponent(name)}`, { token: officer })).json.total as number;

  describe('an establishment’s location', () => {
    test('inside the municipality: stored', async () => {
      const r = await create({ location: IN_BELEM });
      assert.equal(r.status, 201, r.text);
      assert.deepEqual(r.json.location, IN_BELEM);
    });

    test('positive coordinates (a dropped sign): 422 naming location, the negative position expected; nothing stored', async () => {
      const r = await create({ name: 'Revenda Sinal', location: [48.48, 1.43] });
      assert.equal(r.status, 422, r.text);
      assert.equal(r.headers.get('content-type'), 'application/problem+json; charset=utf-8');
      assert.equal(r.json.errors.length, 1);
      const [e] = r.json.errors;
      assert.equal(e.field, 'location');
      assert.match(e.found, /^\[48\.48, 1\.43\] \(\d{1,3}(?:,\d{3})*\.\d km outside Belém/);
      assert.match(e.expected, /\[-48\.48, -1\.43\] lies there — coordinates in Brazil are negative/);
      assert.equal(await named('Revenda Sinal'), 0);
    });

    test('longitude and latitude swapped: 422 saying so; nothing stored', async () => {
      const r = await create({ name: 'Revenda Trocada', location: [-1.43, -48.48] });
      assert.equal(r.status, 422, r.text);
      assert.equal(r.json.errors[0].field, 'location');
      assert.match(r.json.errors[0].expected, /\[-48\.48, -1\.43\] lies in Belém.* — longitude and latitude look swapped/);
      assert.equal(await named('Revenda Trocada'), 0);
    });

    test('a point of another city (Salvador, in Belém’s name): 422, a position in Belém expected', async () => {
      const r = await create({ name: 'Revenda Longe', location: [-38.5, -12.97] });
      assert.equal(r.status, 422, r.text);
      assert.match(r.json.errors[0].expected, /^a position \[longitude, latitude\] in Belém.* \(within 1 km of its boundary\)$/);
      assert.equal(await named('Revenda Longe'), 0);
    });

    test('in Portuguese (Accept-Language: pt): the detail and the field problem in Portuguese, errors[] as for programs', async () => {
      const r = await create({ location: [-1.43, -48.48] }, PT);
      assert.equal(r.status, 422, r.text);
      assert.equal(r.json.title, 'A requisição não é válida');
      assert.match(r.json.detail, /^campo location: encontrado \[-1\.43, -48\.48\] \(\d{1,3}(?:\.\d{3})*,\d km fora de Belém/);
      assert.match(r.json.errors[0].expectedText, /fica em Belém.* — longitude e latitude parecem trocadas$/);
      assert.match(r.json.errors[0].expected, /look swapped$/);
    });

    test('an update moving it outside: 422, the record unchanged; inside, or no location, is taken', async () => {
      const made = await create({ name: 'Revenda Movida', location: IN_BELEM });
      assert.equal(made.status, 201, made.text);
      assert.equal(await named('Revenda Movida'), 1, 'the search finds what is stored');
      const path = `/api/establishments/${made.json.id}`;
      const moved = await api.req('PATCH', path, { token: officer, headers: { 'if-match': '"v1"' }, body: { location: [48.48, 1.43] } });
      assert.equal(moved.status, 422, moved.text);
      assert.equal(moved.json.errors[0].field, 'location');
      const now = await api.req('GET', path, { token: officer });
      assert.deepEqual([now.json.version, now.json.location], [1, IN_BELEM]);
      const near = await api.req('PATCH', path, { token: officer, headers: { 'if-match': '"v1"' }, body: { location: [-48.47, -1.44] } });
      assert.equal(near.status, 200, near.text);
      const cleared = await api.req('PATCH', path, { token: officer, headers: { 'if-match': '"v2"' }, body: { location: null } });
      assert.equal(cleared.status, 200, cleared.text);
      assert.equal(cleared.json.location, null);
    });
  });

  describe('dates: DD/MM/YYYY as well as YYYY-MM-DD', () => {
    test('a query date: 03/12/2026 answers as 2026-12-03 does', async () => {
      const iso = await api.req('GET', '/api/municipalities/belem-pa/infractions?date=2026-12-03');
      const br = await api.req('GET', '/api/municipalities/belem-pa/infractions?date=03/12/2026');
      assert.equal(iso.status, 200, iso.text);
      assert.equal(br.status, 200, br.text);
      assert.deepEqual(br.json, iso.json);
    });

    test('a body date: an evaluation on 15/01/2026 is stored as of 2026-01-15', async () => {
      const input = { municipality: OWN, activity: 'glp-resale', storage: { containers: [{ capacityKg: 13, state: 'full', count: 40 }] } };
      const a = await api.req('POST', '/api/applications', { token: officer, body: { type: 'new', input } });
      assert.equal(a.status, 201, a.text);
      const ev = await api.req('POST', `/api/applications/${a.json.id}/evaluations`, { token: officer, body: { date: '15/01/2026' } });
      assert.equal(ev.status, 201, ev.text);
      assert.equal(ev.json.date, '2026-01-15');
      const stored = await api.req('GET', `/api/evaluations/${ev.json.id}`, { token: officer });
      assert.equal(stored.json.date, '2026-01-15');
    });

    test('31/02/2026 is refused: one error naming the field, in Portuguese when asked', async () => {
      const r = await api.req('GET', '/api/municipalities/belem-pa/infractions?date=31/02/2026', { headers: PT });
      assert.equal(r.status, 400, r.text);
      assert.equal(r.json.errors.length, 1);
      assert.deepEqual(
        [r.json.errors[0].field, r.json.errors[0].found, r.json.errors[0].expected, r.json.errors[0].expectedText],
        [
          'query.date',
          '"31/02/2026"',
          'a day of the calendar, YYYY-MM-DD (or DD/MM/YYYY)',
          'um dia que exista no calendário, AAAA-MM-DD (ou DD/MM/AAAA)',
        ],
      );
    });

    test('a date in no accepted form: one error for the field (it was two)', async () => {
      const r = await api.req('GET', '/api/municipalities/belem-pa/infractions?date=2026-2-3');
      assert.equal(r.status, 400, r.text);
      assert.deepEqual(r.json.errors, [{ field: 'query.date', found: '"2026-2-3"', expected: 'a date YYYY-MM-DD (or DD/MM/YYYY)' }]);
      const body = await api.req('POST', '/api/evaluate?date=15-01-2026', { token: officer, body: {} });
      assert.equal(body.status, 400, body.text);
      assert.equal(body.json.errors.length, 1);
    });
  });

  describe('a municipality the server does not serve', () => {
    let served: string[];
    before(async () => {
      served = (await api.req('GET', '/api/municipalities')).json.items.map((m: { id: string }) => m.id);
      assert.ok(served.includes(OWN));
    });

    for (const path of [
      '/api/municipalities/xx',
      '/api/municipalities/xx/laws',
      '/api/municipalities/xx/infractions',
      '/api/municipalities/xx/procedure',
      '/api/municipalities/xx/rules',
      '/api/municipalities/xx/input-schema',
      '/api/municipalities/xx/places',
      '/api/municipalities/xx/places/p-1',
      '/api/public/verify/xx/ALV-1',
    ]) {
      test(`GET ${path}: 404 whose errors[] names the municipality and the served ones`, async () => {
        const r = await api.req('GET', path);
        assert.equal(r.status, 404, r.text);
        assert.deepEqual(r.json.errors, [{ field: 'municipality', found: '"xx"', expected: `one of ${served.join(', ')}` }]);
      });
    }

    test('in Portuguese: "Nenhum município xx." and the expected list in Portuguese', async () => {
      const r = await api.req('GET', '/api/municipalities/xx', { headers: PT });
      assert.equal(r.status, 404, r.text);
      assert.equal(r.json.detail, 'Nenhum município xx.');
      assert.equal(r.json.errors[0].expectedText, `um de ${served.join(', ')}`);
    });

    test('a served municipality still answers; a licence it lacks is a 404 about the licence', async () => {
      assert.equal((await api.req('GET', `/api/municipalities/${OWN}`)).status, 200);
      const none = await api.req('GET', `/api/public/verify/${OWN}/ALV-0`);
      assert.equal(none.status, 404, none.text);
      assert.equal(none.json.detail, `No licence ALV-0 in ${OWN}.`);
      assert.equal(none.json.errors, undefined);
    });
  });

  describe('CEP', () => {
    test('8 digits without the dash are stored as 00000-000; with it, as typed', async () => {
      const plain = await create({ address: { street: 'Rua Nova', cep: '66083444' } });
      assert.equal(plain.status, 201, plain.text);
      assert.equal(plain.json.address.cep, '66083-444');
      const read = await api.req('GET', `/api/establishments/${plain.json.id}`, { token: officer });
      assert.equal(read.json.address.cep, '66083-444');
      const dashed = await create({ address: { cep: '66053-000' } });
      assert.equal(dashed.json.address.cep, '66053-000');
    });

    test('an update stores it formatted too', async () => {
      const made = await create({});
      const r = await api.req('PATCH', `/api/establishments/${made.json.id}`, {
        token: officer,
        headers: { 'if-match': '"v1"' },
        body: { address: { cep: '40015970' } },
      });
      assert.equal(r.status, 200, r.text);
      assert.equal(r.json.address.cep, '40015-970');
    });

    test('all zeros, or 7 digits, is refused: one error naming address.cep; nothing stored', async () => {
      for (const cep of ['00000-000', '00000000', '6608344']) {
        const r = await create({ name: `Revenda CEP ${cep}`, address: { cep } });
        assert.equal(r.status, 422, r.text);
        assert.deepEqual(r.json.errors, [
          { field: 'address.cep', found: JSON.stringify(cep), expected: 'a CEP: 8 digits, not all zeros (e.g. 66010-000)' },
        ]);
        assert.equal(await named(`Revenda CEP ${cep}`), 0);
      }
      const pt = await create({ address: { cep: '00000-000' } }, PT);
      assert.equal(pt.json.errors[0].expectedText, 'um CEP: 8 dígitos, não todos zero (p. ex. 66010-000)');
    });
  });
});
