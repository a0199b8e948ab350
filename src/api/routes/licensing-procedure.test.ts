/**
 * GET /api/municipalities/{id}/procedure: the procedure as the law states it. Belém: the
 * construction licence (art. 2, with the ANP authorisation of art. 2, II) before the operating
 * licence (art. 1), which needs the fire insurance of at least R$ 50.000,00 (art. 3, V) and the
 * fire brigade's inspection (art. 3, III); the works and urbanism opinion on the building
 * legislation at the construction stage (art. 2 caput); no construction licence asked of an outlet
 * existing when the law came into force (art. 5). Vitória da Conquista: the construction
 * authorisation (art. 2), then the four opinions of art. 19.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestApi, type TestApi } from '../../../test/support/api.ts';

let api: TestApi;
before(async () => {
  api = await openTestApi('sqlite');
});
after(async () => {
  await api?.close();
});

describe('GET /api/municipalities/{id}/procedure', () => {
  it('lists Belém’s stages in order with their documents, opinions and articles, to anyone', async () => {
    const r = await api.req('GET', '/api/municipalities/belem-pa/procedure');
    assert.equal(r.status, 200, r.text);
    const [construction, alvara] = r.json.stages;
    assert.deepEqual(
      r.json.stages.map((s: { id: string }) => s.id),
      ['construction', 'alvara'],
    );
    assert.match(construction.citation, /art\. 2º$/);
    assert.equal(construction.documents[0].id, 'anp-authorisation');
    assert.match(construction.documents[0].citation, /art\. 2º, II$/);
    assert.deepEqual(alvara.after, ['construction']);
    // Art. 2 caput ("além das exigências da Legislação sobre construção"): the works and urbanism opinion, at this stage only.
    assert.deepEqual(
      construction.opinions.map((o: { department: string; role: string; citation: string }) => [o.department, o.role, o.citation]),
      [['urbanism', 'reviewer', 'Lei de Belém de 16/01/2012, art. 2º']],
    );
    // Art. 5: not asked of an outlet existing (or with its construction approved) on 16/01/2012.
    assert.deepEqual(alvara.waivers, [
      {
        stages: ['construction'],
        citation: 'Lei de Belém de 16/01/2012, art. 5º',
        who: {
          pt: 'posto já existente, ou com licença para construção aprovada, até 16/01/2012 (data de vigência da lei)',
          en: 'an outlet already existing, or with a construction licence approved, by 16/01/2012 (the law’s entry into force)',
        },
        // The law's words state it: no reading (licensing-procedure-readings.test.ts).
        reading: null,
      },
    ]);
    assert.deepEqual(construction.waivers, []);
    const insurance = alvara.documents.find((d: { id: string }) => d.id === 'fire-insurance');
    assert.equal(insurance.minAmountBRL, 50_000);
    assert.equal(insurance.expires, true);
    assert.deepEqual(
      alvara.opinions.map((o: { department: string; kind: string; role: string }) => [o.department, o.kind, o.role]),
      [['fire-brigade', 'inspection', 'fire-brigade']],
    );
  });

  it('names the four opinions of Vitória da Conquista’s art. 19', async () => {
    const r = await api.req('GET', '/api/municipalities/vitoria-da-conquista-ba/procedure');
    assert.equal(r.status, 200, r.text);
    const last = r.json.stages.at(-1);
    assert.equal(last.opinions.length, 4);
    for (const o of last.opinions) assert.match(o.citation, /art\. 19/);
    // Art. 2: "autorizar a construção e o funcionamento" — the construction authorisation first.
    assert.deepEqual(
      r.json.stages.map((s: { id: string; citation: string }) => [s.id, s.citation]),
      [
        ['construction', 'Lei 709/1993, art. 2º'],
        ['alvara', 'Lei 709/1993, art. 19'],
      ],
    );
    assert.deepEqual(
      last.waivers.map((w: { citation: string }) => w.citation),
      ['Lei 709/1993, art. 24', 'Lei 709/1993, art. 2º'],
    );
  });

  it('answers 404 for a municipality without a pack and 400 for a malformed id', async () => {
    assert.equal((await api.req('GET', '/api/municipalities/atlantida-xx/procedure')).status, 404);
    assert.equal((await api.req('GET', '/api/municipalities/Belem_PA/procedure')).status, 400);
  });
});
