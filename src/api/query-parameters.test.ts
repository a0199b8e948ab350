/**
 * What a refused query parameter says (reviewers, 05/12/2026): an unknown one names the route's
 * parameters, not the input document's "no such field (see glp schema input MUNICIPALITY)"; a
 * number that is not whole is "an integer" (it said "an int"); an empty number (`limit=`) is
 * refused as empty, found "", as an empty date or status is — it was coerced to 0 and read "≥ 1"
 * (limit) or taken as offset 0. Each in English (errors[]) and Portuguese (foundText,
 * expectedText, detail). The bounds themselves still pass, both sides checked.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openTestApi, OWN, type TestApi } from '../../test/support/api.ts';
import { phrasePt } from '../core/input/phrases-pt.ts';
import { boundedInt, boundedNumber } from './schema-number.ts';

const PT = { 'accept-language': 'pt-BR' };
const PLACES = `/api/municipalities/${OWN}/places`;
// The query parameters the places route declares (routes/places.ts), in its order.
const PLACE_PARAMETERS = 'limit, offset, category, asOf, bbox, q';

describe('schema-number.ts: an empty value is refused before coercion', () => {
  test('"" and blanks are one issue saying the whole range; 0 is still a number', () => {
    for (const blank of ['', ' ', '\t']) {
      const r = boundedInt(1, 200).safeParse(blank);
      assert.equal(r.success, false, JSON.stringify(blank));
      assert.deepEqual(
        r.error?.issues.map((i) => i.message),
        ['an integer from 1 to 200'],
      );
    }
    assert.deepEqual(
      boundedNumber(0.5, 1000)
        .safeParse('')
        .error?.issues.map((i) => i.message),
      ['a number from 0.5 to 1000'],
    );
    // Not blank: coerced as before, bounds on both sides.
    assert.equal(boundedInt(0, 10).parse('0'), 0);
    assert.equal(boundedInt(1, 200).parse('1'), 1);
    assert.equal(boundedInt(1, 200).parse('200'), 200);
    assert.equal(boundedInt(1, 200).safeParse('0').success, false);
    assert.equal(boundedInt(1, 200).safeParse('201').success, false);
    assert.equal(boundedNumber(0.5, 1000).parse('0.5'), 0.5);
  });
  test('the range in Portuguese, numbers as pt-BR writes them', () => {
    assert.equal(phrasePt('an integer from 1 to 200'), 'um número inteiro de 1 a 200');
    assert.equal(phrasePt('an integer from 0 to 1000000'), 'um número inteiro de 0 a 1.000.000');
    assert.equal(phrasePt('a number from 0.5 to 1000'), 'um número de 0,5 a 1.000');
    assert.equal(phrasePt('a number from -180 to 180'), 'um número de -180 a 180');
    assert.equal(phrasePt(`one of the parameters: ${PLACE_PARAMETERS}`), `um dos parâmetros: ${PLACE_PARAMETERS}`);
    assert.equal(phrasePt('no query parameters'), 'nenhum parâmetro de consulta');
  });
});

describe('the API: unknown, fractional and empty query parameters', () => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi('sqlite');
  });
  after(async () => {
    await api?.close();
  });

  test('an unknown parameter names the route’s parameters, in English and Portuguese', async () => {
    const en = await api.req('GET', `${PLACES}?limite=10`);
    assert.equal(en.status, 400, en.text);
    assert.deepEqual(en.json.errors, [
      { field: 'query.limite', found: 'an unknown parameter', expected: `one of the parameters: ${PLACE_PARAMETERS}` },
    ]);
    assert.doesNotMatch(en.text, /glp schema input/);
    const pt = await api.req('GET', `${PLACES}?limite=10`, { headers: PT });
    assert.equal(pt.status, 400, pt.text);
    assert.equal(pt.json.errors[0].expectedText, `um dos parâmetros: ${PLACE_PARAMETERS}`);
    assert.equal(
      pt.json.detail,
      `campo query.limite: encontrado um parâmetro desconhecido; esperado um dos parâmetros: ${PLACE_PARAMETERS}`,
    );
  });

  test('limit=1.5 is "an integer" ("um número inteiro"), not "an int"', async () => {
    const r = await api.req('GET', `${PLACES}?limit=1.5`, { headers: PT });
    assert.equal(r.status, 400, r.text);
    assert.deepEqual(
      [r.json.errors[0].field, r.json.errors[0].found, r.json.errors[0].expected, r.json.errors[0].expectedText],
      ['query.limit', '"1.5"', 'an integer', 'um número inteiro'],
    );
  });

  test('limit= and offset= are refused as empty, naming the range; absent, the defaults apply', async () => {
    const cases: [string, string, string][] = [
      ['limit=', 'an integer from 1 to 200', 'um número inteiro de 1 a 200'],
      ['limit=%20', 'an integer from 1 to 200', 'um número inteiro de 1 a 200'],
      ['offset=', 'an integer from 0 to 1000000', 'um número inteiro de 0 a 1.000.000'],
    ];
    for (const [q, expected, expectedText] of cases) {
      const r = await api.req('GET', `${PLACES}?${q}`, { headers: PT });
      assert.equal(r.status, 400, `${q}: ${r.text}`);
      assert.equal(r.json.errors.length, 1, q);
      const e = r.json.errors[0];
      assert.deepEqual([e.field, e.expected, e.expectedText], [`query.${q.split('=')[0]}`, expected, expectedText], q);
      assert.match(e.found, /^" *"$/, q);
    }
    const absent = await api.req('GET', PLACES);
    assert.equal(absent.status, 200, absent.text);
    assert.deepEqual([absent.json.limit, absent.json.offset], [50, 0]);
  });

  test('the bounds still hold on both sides', async () => {
    for (const q of ['limit=1', 'limit=200', 'offset=0']) assert.equal((await api.req('GET', `${PLACES}?${q}`)).status, 200, q);
    for (const [q, expected] of [
      ['limit=0', '≥ 1'],
      ['limit=201', '≤ 200'],
      ['offset=-1', '≥ 0'],
    ]) {
      const r = await api.req('GET', `${PLACES}?${q}`);
      assert.equal(r.status, 400, q);
      assert.equal(r.json.errors[0].expected, expected, q);
    }
  });
});
