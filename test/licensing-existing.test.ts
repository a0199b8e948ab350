/**
 * An establishment that existed before its law asks for (or renews) its operating licence without
 * the earlier stage's licence it never needed, over the API on both engines, at the law's date of
 * entry into force — the day before, the day itself, the day after:
 *  - Belém art. 5 ("O disposto nos Artigos 2º e 4º desta Lei, não se aplica aos Postos já
 *    existentes … até a data de vigência desta Lei", 16/01/2012): the operating licence without
 *    the construction licence (plan approval, art. 2); the decision cites art. 5 and says why. An
 *    outlet operating only from 17/01/2012 is refused, naming the construction licence.
 *  - Salvador art. 2 § 1º (existing companies legally installed on 26/07/2011 exempt from inciso
 *    III, which the TVL attests): the renewal of the alvará (art. 1 § 1º) without a TVL — the
 *    reading tvl-waiver-existing = waived, named in the decision's grounds; under "asked" (a pack
 *    whose value the municipality changed) the TVL is asked, the item naming the reading.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { forEachEngine, openTestApi, type TestApi } from './support/api.ts';
import { actorsOf, exampleInput, Flow } from './support/licensing.ts';
import { packsWithValues } from './support/packs.ts';

const D = '2026-11-30';

function existing(municipality: string, type: string, establishment: Record<string, unknown>): Record<string, unknown> {
  const input = exampleInput(municipality);
  return {
    ...input,
    application: { ...(input['application'] as object), type },
    establishment: { ...(input['establishment'] as object), ...establishment },
  };
}

type Item = { kind: string; id: string; state: string };

await forEachEngine('licensing: an establishment existing before its law is not asked for the earlier stage', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi(engine);
  });
  after(async () => {
    await api?.close();
  });

  test('Belém art. 5: an outlet existing on 15/01/2012 or 16/01/2012 gets its operating licence without a construction licence; one from 17/01/2012 does not', async () => {
    const flow = new Flow(api, await actorsOf(api, 'belem-pa'));
    for (const [startDate, waived] of [
      ['2012-01-15', true],
      ['2012-01-16', true],
      ['2012-01-17', false],
    ] as const) {
      const app = await flow.application(existing('belem-pa', 'alvara', { startDate }), D, 'alvara');
      await flow.approve(app.id);
      await flow.present(app.id, 'fire-insurance', { amountBRL: 80_000 });
      await flow.present(app.id, 'scale-certificate');
      await flow.opinions(app.id, 'alvara', { 'fire-brigade': 'fire-brigade' });
      // No stage named: the first the application is asked for.
      const cl = await flow.ok('licensing-officer', 'GET', `/api/applications/${app.id}/checklist?date=${D}`);
      assert.equal(cl.json.stage, waived ? 'alvara' : 'construction', startDate);
      const r = await flow.issue(app.id, { stage: 'alvara', date: D });
      if (!waived) {
        assert.equal(r.status, 409, r.text);
        assert.deepEqual(
          r.json.outstanding.map((o: Item) => `${o.kind}:${o.id}:${o.state}`),
          ['stage:construction:not-issued'],
        );
        continue;
      }
      assert.equal(r.status, 201, `${startDate}: ${r.text}`);
      assert.ok(
        r.json.decision.data.citations.includes('Lei de Belém de 16/01/2012, art. 5º'),
        JSON.stringify(r.json.decision.data.citations),
      );
      assert.match(
        r.json.decision.data.grounds.join(' '),
        /Aprovação de planta e licença para construção: não exigida antes de Licença de Funcionamento — posto já existente, ou com licença para construção aprovada, até 16\/01\/2012/,
      );
      // The day the requirements were met, as people write it (the grounds are read and printed).
      assert.equal(r.json.decision.data.grounds[0], 'Licença de Funcionamento: requisitos do procedimento cumpridos em 30/11/2026.');
      const alvara = await flow.ok('licensing-officer', 'GET', `/api/applications/${app.id}/checklist?stage=alvara&date=${D}`);
      assert.deepEqual(
        alvara.json.waived.map((w: { stage: string; cite: string }) => `${w.stage}:${w.cite}`),
        ['construction:art5'],
      );
    }
  });

  test('Salvador art. 2 § 1º: a company legally installed on 26/07/2011 renews its alvará without a TVL; one from 27/07/2011 needs it', async () => {
    const flow = new Flow(api, await actorsOf(api, 'salvador-ba'));
    for (const [startDate, waived] of [
      ['2011-07-25', true],
      ['2011-07-26', true],
      ['2011-07-27', false],
    ] as const) {
      const app = await flow.application(existing('salvador-ba', 'renewal', { startDate, legallyInstalled: true }), D, 'renewal');
      await flow.approve(app.id);
      for (const d of ['fire-brigade-licence', 'third-party-insurance', 'scale-certificate', 'iptu']) await flow.present(app.id, d);
      // A renewal renews the last stage: none named, the alvará.
      const r = await flow.issue(app.id, { date: D });
      if (!waived) {
        assert.equal(r.status, 409, r.text);
        assert.deepEqual(
          r.json.outstanding.map((o: Item) => `${o.kind}:${o.id}:${o.state}`),
          ['stage:tvl:not-issued'],
        );
        continue;
      }
      assert.equal(r.status, 201, `${startDate}: ${r.text}`);
      assert.equal(r.json.licence.kind, 'alvara');
      assert.ok(
        r.json.decision.data.citations.some((c: string) => /art\. 2º, § 1º$/.test(c)),
        JSON.stringify(r.json.decision.data.citations),
      );
      // The law exempts from inciso III; that the TVL is waived is a reading, named in the grounds.
      assert.match(
        r.json.decision.data.grounds.join(' '),
        /Termo de Viabilidade de Localização: não exigida antes de Alvará de Funcionamento — .*; interpretação salvador-ba\/tvl-waiver-existing = waived: dispensado/,
      );
    }
  });
});

// The municipality's legal department changes the reading in its pack: the TVL is asked.
const asked = packsWithValues('salvador-ba', 'tvl-waiver-existing', [{ from: '2011-07-26', value: 'asked', cite: 'art2-par1' }]);

await forEachEngine('licensing: Salvador under tvl-waiver-existing = asked', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi(engine, { packs: asked });
  });
  after(async () => {
    await api?.close();
  });

  test('a company legally installed on 26/07/2011 is asked for the TVL, the item naming the reading', async () => {
    const flow = new Flow(api, await actorsOf(api, 'salvador-ba'));
    const app = await flow.application(
      existing('salvador-ba', 'renewal', { startDate: '2011-07-26', legallyInstalled: true }),
      D,
      'renewal',
    );
    await flow.approve(app.id);
    for (const d of ['fire-brigade-licence', 'third-party-insurance', 'scale-certificate', 'iptu']) await flow.present(app.id, d);
    const r = await flow.issue(app.id, { date: D });
    assert.equal(r.status, 409, r.text);
    const items = r.json.outstanding as (Item & { message: string })[];
    assert.deepEqual(
      items.map((o) => `${o.kind}:${o.id}:${o.state}`),
      ['stage:tvl:not-issued'],
    );
    assert.match(items[0]!.message, /\(interpretação salvador-ba\/tvl-waiver-existing = asked: exigido: a lei não dispensa o TVL/);
  });
});
