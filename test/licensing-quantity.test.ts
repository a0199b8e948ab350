/**
 * The licence states the quantity it permits (Vitória da Conquista art. 5 § 3º: "O Alvará de
 * Autorização deve especificar o tipo de revenda e a quantidade de botijões permitida"), issued
 * over the API on both engines: with application.requestedQuantity, the kg requested and — in
 * Vitória da Conquista, whose law counts botijões — the number of 13 kg botijões they equal; in
 * Belém, whose law counts kg, the kg only; without it, the stock described, as before, the record
 * saying which. The PDF says the same (pdftotext); a record written before the basis was kept
 * still reads and renders; the OpenAPI document describes the record.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { forEachEngine, openTestApi, systemScope, type TestApi } from './support/api.ts';
import { actorsOf, exampleInput, Flow, pdfText } from './support/licensing.ts';
import { toolMissing } from './support/tools.ts';

const skip = toolMissing('pdftotext', 'poppler-utils');
const D = '2026-11-30';
const VDC = 'vitoria-da-conquista-ba';
const BELEM = 'belem-pa';
const BELEM_CONSTRUCTION = ['anp-authorisation', 'environmental-licence', 'other-licences', 'company-registration', 'tax-registrations'];

function requesting(municipality: string, kg: number | undefined): Record<string, unknown> {
  const input = exampleInput(municipality);
  const application = { ...(input['application'] as Record<string, unknown>) };
  if (kg === undefined) delete application['requestedQuantity'];
  else application['requestedQuantity'] = kg;
  return { ...input, application };
}

/** Carries the input to an issued licence of the stage: its record's data and its PDF's text. */
async function issued(api: TestApi, municipality: string, input: Record<string, unknown>, stage: string) {
  const flow = new Flow(api, await actorsOf(api, municipality));
  const app = await flow.application(input, D);
  await flow.approve(app.id);
  if (municipality === BELEM) {
    for (const d of BELEM_CONSTRUCTION) await flow.present(app.id, d);
    // Art. 2 caput: the works and urbanism opinion on the building legislation.
    await flow.opinions(app.id, 'construction', {});
  } else {
    // Art. 2: the construction authorisation before the alvará.
    assert.equal((await flow.issue(app.id, { stage: 'construction', date: D })).status, 201);
    await flow.opinions(app.id, stage, {});
  }
  const r = await flow.issue(app.id, { stage, date: D });
  assert.equal(r.status, 201, r.text);
  const pdf = await api.app.request(`/api/licences/${r.json.licence.id}/pdf`, {
    headers: { authorization: `Bearer ${flow.who.token['licensing-officer']}` },
  });
  assert.equal(pdf.status, 200);
  return { flow, licence: r.json.licence, record: r.json.record, text: pdfText(Buffer.from(await pdf.arrayBuffer())) };
}

const BOTIJAO = { kg: 13, name: { pt: 'botijões', en: 'cylinders' }, citation: 'Lei 709/1993, art. 5º, § 3º' };
const pick = (d: Record<string, unknown>) => ({
  quantityBasis: d['quantityBasis'],
  kg: d['kg'],
  containers: d['containers'],
  containerCount: d['containerCount'],
});

await forEachEngine('licensing: the licence states the quantity it permits', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi(engine);
  });
  after(async () => {
    await api?.close();
  });

  test('Vitória da Conquista, 2.740 kg requested: 210,77 botijões of 13 kg (art. 5 § 3º)', { skip }, async () => {
    const { record, text } = await issued(api, VDC, requesting(VDC, 2740), 'alvara');
    assert.equal(record.kind, 'licence-record');
    assert.deepEqual(pick(record.data), { quantityBasis: 'requested', kg: 2740, containers: 210.77, containerCount: BOTIJAO });
    assert.ok(text.includes('Quantidade autorizada 2.740 kg, equivalentes a 210,77 botijões de 13 kg (Lei 709/1993, art. 5º, § 3º)'), text);
    assert.ok(text.includes('Base da quantidade quantidade requerida no pedido'), text);
  });

  test('Vitória da Conquista, a request above the stock: the licence states the request, not the stock', { skip }, async () => {
    // 2.600 kg ÷ 13 kg = 200 botijões; the stock describes 150 botijões (1.950 kg).
    const input = requesting(VDC, 2600);
    const storage = input['storage'] as { containers: { capacityKg: number; state: string; count: number }[] };
    input['storage'] = { ...storage, containers: [{ capacityKg: 13, state: 'full', count: 150 }] };
    const { record, text } = await issued(api, VDC, input, 'alvara');
    assert.deepEqual(pick(record.data), { quantityBasis: 'requested', kg: 2600, containers: 200, containerCount: BOTIJAO });
    assert.ok(text.includes('Quantidade autorizada 2.600 kg, equivalentes a 200 botijões de 13 kg'), text);
  });

  test('Vitória da Conquista, nothing requested: the stock described, and the record says so', { skip }, async () => {
    const { record, text } = await issued(api, VDC, requesting(VDC, undefined), 'alvara');
    assert.deepEqual(pick(record.data), { quantityBasis: 'stock-described', kg: 2740, containers: 196, containerCount: null });
    assert.ok(text.includes('Quantidade autorizada 196 recipientes (2.740 kg)'), text);
    assert.ok(text.includes('Base da quantidade estoque descrito no pedido (nenhuma quantidade requerida)'), text);
  });

  test('Belém, 1.560 kg requested (its law counts kg): the kg, no containers', { skip }, async () => {
    const { record, text } = await issued(api, BELEM, requesting(BELEM, 1560), 'construction');
    assert.deepEqual(pick(record.data), { quantityBasis: 'requested', kg: 1560, containers: null, containerCount: null });
    assert.ok(text.includes('Quantidade autorizada 1.560 kg Base da quantidade quantidade requerida no pedido'), text);
    assert.ok(!text.includes('recipientes'), text);
  });

  test('Belém, nothing requested: the stock described', { skip }, async () => {
    const { record, text } = await issued(api, BELEM, requesting(BELEM, undefined), 'construction');
    assert.deepEqual(pick(record.data), { quantityBasis: 'stock-described', kg: 1480, containers: 104, containerCount: null });
    assert.ok(text.includes('Quantidade autorizada 104 recipientes (1.480 kg)'), text);
  });

  test('a licence record written before the basis was kept still reads and renders, as the stock it stated', { skip }, async () => {
    const { flow, record } = await issued(api, VDC, requesting(VDC, 2740), 'alvara');
    const { quantityBasis: _b, containerCount: _c, ...earlier } = record.data as Record<string, unknown>;
    const licenceId = randomUUID();
    const number = 'ALV-2933307-2025-000042';
    const lic = (await api.req('GET', `/api/licences/${record.licenceId}`, { token: flow.who.token['licensing-officer'] })).json;
    await api.deps.repo.licensing.commit(systemScope(), [
      {
        op: 'create-licence',
        licence: {
          id: licenceId,
          municipality: VDC,
          establishmentId: lic.establishmentId,
          number,
          kind: 'alvara',
          class: 'A',
          issuedOn: '2025-11-30',
          expiresOn: '2026-11-30',
        },
      },
      {
        op: 'add',
        item: {
          id: '',
          municipality: VDC,
          kind: 'licence-record',
          applicationId: record.applicationId,
          licenceId,
          status: 'active',
          data: { ...earlier, containers: 196, kg: 2740 },
        },
      },
    ]);
    const items = await flow.ok('licensing-officer', 'GET', `/api/applications/${record.applicationId}/licensing?kind=licence-record`);
    const old = items.json.items.find((i: { licenceId: string }) => i.licenceId === licenceId);
    assert.ok(old, items.text);
    assert.equal('quantityBasis' in old.data, false);
    const pdf = await api.app.request(`/api/licences/${licenceId}/pdf`, {
      headers: { authorization: `Bearer ${flow.who.token['licensing-officer']}` },
    });
    assert.equal(pdf.status, 200);
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    assert.ok(
      text.includes('Quantidade autorizada 196 recipientes (2.740 kg) Base da quantidade estoque descrito no pedido Emitido'),
      text,
    );
  });

  test('an inspection takes the botijões the alvará permits from it (art. 5 § 2º), citing the licence; what is recorded prevails', {
    skip,
  }, async () => {
    const { flow, licence } = await issued(api, VDC, requesting(VDC, 2740), 'alvara');
    const as = { token: flow.who.token['inspector'] };
    const cl = await api.req('GET', `/api/inspections/checklist?establishmentId=${licence.establishmentId}&date=${D}`, as);
    assert.equal(cl.status, 200, cl.text);
    assert.deepEqual(cl.json.licenceFacts, [
      {
        path: 'storage.licensedQuantity',
        value: 210.77,
        licenceNumber: licence.number,
        source: `Alvará de Funcionamento de Revenda de GLP nº ${licence.number}: 210,77 botijões de 13 kg (Lei 709/1993, art. 5º, § 3º)`,
      },
    ]);
    // The establishment as an inspection sees it (no licence application: § 2º reads the alvará's number).
    const input = { ...exampleInput(VDC), application: { type: 'inspection' } };
    const inspect = (facts: Record<string, unknown>) =>
      api.req('POST', '/api/inspections', { ...as, body: { establishmentId: licence.establishmentId, on: D, input, facts } });
    // The stock (2.740 kg = 210,77 botijões): within what the alvará permits, not typed by the inspector.
    const within = await inspect({});
    assert.equal(within.status, 201, within.text);
    assert.equal(within.json.data.findings['art5-par2'], 'satisfied');
    assert.deepEqual(within.json.data.licenceFacts, cl.json.licenceFacts);
    assert.deepEqual(within.json.data.facts, {});
    // 220 botijões found: above the alvará's 210,77 (the excess liable to seizure, art. 26 I b).
    const above = await inspect({ 'storage.containers': [{ capacityKg: 13, state: 'full', count: 220 }] });
    assert.equal(above.json.data.findings['art5-par2'], 'violated', above.text);
    // A quantity the inspector records prevails over the licence's.
    const typed = await inspect({ 'storage.licensedQuantity': 250 });
    assert.equal(typed.json.data.findings['art5-par2'], 'satisfied', typed.text);
    assert.equal(typed.json.data.licenceFacts, undefined);
  });

  test('no fact from a licence that stated the stock described, nor from a law that counts kg', { skip }, async () => {
    for (const [m, stage] of [
      [VDC, 'alvara'],
      [BELEM, 'construction'],
    ] as const) {
      const { flow, licence } = await issued(api, m, requesting(m, m === VDC ? undefined : 1560), stage);
      const cl = await api.req('GET', `/api/inspections/checklist?establishmentId=${licence.establishmentId}&date=${D}`, {
        token: flow.who.token['inspector'],
      });
      assert.equal(cl.status, 200, cl.text);
      assert.deepEqual(cl.json.licenceFacts, [], m);
    }
  });
});

describe('the OpenAPI document describes the licence record', () => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi('sqlite');
  });
  after(async () => {
    await api?.close();
  });

  test('IssuedLicence.record is a LicenceRecord whose data states the quantity and its basis (optional: older records lack it)', async () => {
    const doc = (await api.req('GET', '/openapi.json')).json;
    const s = doc.components.schemas;
    assert.equal(s.IssuedLicence.properties.record.$ref, '#/components/schemas/LicenceRecord');
    assert.equal(s.LicenceRecord.properties.data.$ref, '#/components/schemas/LicenceRecordData');
    const data = s.LicenceRecordData;
    for (const k of ['kg', 'containers', 'quantityBasis', 'containerCount']) assert.ok(data.properties[k], k);
    assert.ok(JSON.stringify(data.properties.quantityBasis).includes('"stock-described"'));
    assert.ok(data.required.includes('kg') && data.required.includes('containers'));
    assert.ok(!data.required.includes('quantityBasis') && !data.required.includes('containerCount'), 'older records lack them');
  });
});
