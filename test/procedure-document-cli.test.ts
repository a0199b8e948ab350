/**
 * `glp licensing procedure --format json` prints the document GET /api/municipalities/{id}/procedure
 * answers (src/app/procedure-document.ts), described by `glp schema output licensing-procedure`:
 * one contract for programs, read on the day `--date` asks (the API's `?date=`). A date before the
 * law came into force is refused naming `--date` (exit 2), on both sides of the day the law began:
 * Belém's law of 16/01/2012, Salvador's of 26/07/2011.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CLI_OUTPUTS } from '../src/app/output-schemas.ts';
import { openTestApi, type TestApi } from './support/api.ts';
import { glp } from './support/cli.ts';

let api: TestApi;
before(async () => {
  api = await openTestApi('sqlite');
});
after(async () => {
  await api.close();
});

const schema = CLI_OUTPUTS['licensing-procedure'].schema;

describe('glp licensing procedure --format json', () => {
  for (const [id, date] of [
    ['salvador-ba', '2026-03-15'],
    ['belem-pa', '2012-01-16'],
    ['vitoria-da-conquista-ba', '2026-12-03'],
    ['nova-odessa-sp', '2020-06-30'],
  ] as const) {
    it(`${id} on ${date}: the API's document, and nothing outside its published schema`, async () => {
      const cli = await glp(['licensing', 'procedure', id, '--format', 'json', '--date', date]);
      assert.equal(cli.code, 0, cli.err);
      const printed = JSON.parse(cli.out);
      const r = await api.req('GET', `/api/municipalities/${id}/procedure?date=${date}`);
      assert.equal(r.status, 200, r.text);
      assert.deepEqual(printed, r.json);
      assert.equal(printed.date, date);
      assert.equal(printed.municipality, id);
      // Nothing outside the schema: parsing (which drops unknown members) gives the same document.
      assert.deepEqual(schema.parse(printed), printed);
    });
  }

  it('without --date: read today (the run’s day), and the heading names no date', async () => {
    const cli = await glp(['licensing', 'procedure', 'belem-pa', '--format', 'json'], { today: '2026-05-04' });
    assert.equal(cli.code, 0, cli.err);
    assert.equal(JSON.parse(cli.out).date, '2026-05-04');
    const text = await glp(['licensing', 'procedure', 'belem-pa'], { today: '2026-05-04' });
    assert.match(text.out, /^Belém\/PA — procedimento de licenciamento\n/);
  });

  it('--date dd/mm/aaaa names the day in the text, in both languages', async () => {
    const pt = await glp(['licensing', 'procedure', 'salvador-ba', '--date', '15/03/2026']);
    assert.equal(pt.code, 0, pt.err);
    assert.match(pt.out, /^Salvador\/BA — procedimento de licenciamento em 15\/03\/2026\n/);
    const en = await glp(['licensing', 'procedure', 'salvador-ba', '--date', '15/03/2026', '--lang', 'en']);
    assert.match(en.out, /^Salvador\/BA — licensing procedure on 15\/03\/2026\n/);
  });

  for (const [id, first] of [
    ['belem-pa', '16/01/2012'],
    ['salvador-ba', '26/07/2011'],
  ] as const) {
    it(`${id}: the day before its law is refused naming --date; the law's first day is read`, async () => {
      const [d, m, y] = first.split('/').map(Number) as [number, number, number];
      const dayBefore = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
      for (const format of ['text', 'json']) {
        const refused = await glp(['licensing', 'procedure', id, '--date', dayBefore, '--format', format]);
        assert.equal(refused.code, 2, refused.err);
        assert.equal(refused.out, '');
        assert.match(
          refused.err,
          // The day found as a person writes it in Portuguese (dd/mm/aaaa), whichever way it was typed.
          new RegExp(
            `--date: encontrado ${dayBefore.split('-').reverse().join('\\/')}, esperado uma data a partir de ${first.replaceAll('/', '\\/')}`,
          ),
        );
      }
      const ok = await glp(['licensing', 'procedure', id, '--date', first, '--format', 'json']);
      assert.equal(ok.code, 0, ok.err);
      assert.equal(JSON.parse(ok.out).date, first.split('/').reverse().join('-'));
    });
  }

  it('glp schema output licensing-procedure describes it', async () => {
    const s = await glp(['schema', 'output', 'licensing-procedure']);
    assert.equal(s.code, 0, s.err);
    const json = JSON.parse(s.out);
    assert.equal(json.title, 'glp — glp licensing procedure --format json');
    const procedure = json.$defs.Procedure;
    for (const member of ['municipality', 'date', 'stages', 'renewal', 'defence', 'sanctions'])
      assert.ok(procedure.properties[member], member);
  });
});
