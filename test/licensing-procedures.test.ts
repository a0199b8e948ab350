/**
 * Issue 10, "Done when": for each of the four municipalities an application goes through the
 * API from submission to an issued licence, following that pack's procedure (Salvador TVL then
 * alvará, art. 2; Belém construction — with the works and urbanism opinion on the building
 * legislation, art. 2 caput — then operation, arts. 2 and 1; Nova Odessa fire brigade and
 * municipal inspections, art. 16 § 1; Vitória da Conquista the construction authorisation, art.
 * 2, then four opinions, art. 19), and the licence PDF is read with pdftotext and its QR code
 * decoded with zbarimg to a URL that answers with the licence's status. Every opinion a stage
 * asks is named missing ("Falta …", with its article) until it is given. Both engines.
 */
import assert from 'node:assert/strict';
import { activitiesOf } from '../src/core/input/vocabulary.ts';
import { after, before, test } from 'node:test';
import { forEachEngine, openTestApi, type TestApi } from './support/api.ts';
import { actorsOf, exampleInput, Flow, pdfText, readPdf } from './support/licensing.ts';
import { packs } from './support/packs.ts';
import { toolMissing } from './support/tools.ts';

const skip = toolMissing('pdftotext', 'poppler-utils') || toolMissing('zbarimg', 'zbar-tools') || toolMissing('pdftoppm', 'poppler-utils');
const D = '2026-11-30';

interface Expect {
  stages: {
    id: string;
    title?: string;
    roles: Record<string, string>;
    documents: { id: string; amountBRL?: number }[];
    /** The opinions and inspections the stage asks (department:cite), missing until requested and given. */
    opinions: string[];
    /** The stage needs an evaluation made for it (StageDef.evaluation): the checklist says so until it is made. */
    evaluateFor?: true;
  }[];
  text: string[];
}

const PLAN: Record<string, Expect> = {
  'salvador-ba': {
    stages: [
      {
        id: 'tvl',
        title: 'Termo de Viabilidade de Localização',
        roles: {},
        documents: [{ id: 'fire-brigade-licence' }, { id: 'third-party-insurance' }, { id: 'scale-certificate' }, { id: 'iptu' }],
        opinions: [],
      },
      // Art. 2 § 2º: the NBR distances bind the alvará only; the TVL's evaluation left them out.
      { id: 'alvara', roles: {}, documents: [], opinions: [], evaluateFor: true },
    ],
    text: [
      'Alvará de Funcionamento',
      'Lei de Salvador de 26/07/2011, art. 1º',
      'art. 2º, I',
      'Classe II',
      // The quantity requested (application.requestedQuantity), not the 1.480 kg in stock.
      'Quantidade autorizada 1.560 kg',
      'quantidade requerida no pedido',
      '30/11/2027',
    ],
  },
  'belem-pa': {
    stages: [
      {
        id: 'construction',
        title: 'Aprovação de planta e licença para construção',
        roles: {},
        documents: [
          { id: 'anp-authorisation' },
          { id: 'environmental-licence' },
          { id: 'other-licences' },
          { id: 'company-registration' },
          { id: 'tax-registrations' },
        ],
        // Art. 2 caput: "além das exigências da Legislação sobre construção" — the works and urbanism department's opinion.
        opinions: ['urbanism:art2'],
      },
      {
        id: 'alvara',
        roles: { 'fire-brigade': 'fire-brigade' },
        documents: [{ id: 'fire-insurance', amountBRL: 80_000 }, { id: 'scale-certificate' }],
        opinions: ['fire-brigade:art3-III'],
      },
    ],
    text: [
      'Licença de Funcionamento',
      'Lei de Belém de 16/01/2012, art. 1º',
      'art. 3º, V',
      'Classe II',
      // No quantity requested: the stock described, as licences stated before.
      'Quantidade autorizada 104 recipientes (1.480 kg)',
      '30/11/2027',
    ],
  },
  'nova-odessa-sp': {
    stages: [
      {
        id: 'alvara',
        roles: { 'fire-brigade': 'fire-brigade', 'municipal-inspection': 'inspector' },
        // Art. 13 § 4º: the example is a mobile sale, a trader: its concession contract is asked too,
        // and (art. 14 § 2º, I) the inspection of its vehicles.
        documents: [{ id: 'state-federal-compliance' }, { id: 'concession-contract' }, { id: 'mobile-vehicle-inspection' }],
        opinions: ['fire-brigade:art16-par1', 'municipal-inspection:art16-par1'],
      },
    ],
    text: ['Alvará específico de armazenamento e comercialização de GLP', 'Lei 1.761/2000, art. 16, § 1º', 'art. 16, § 3º', '30/11/2027'],
  },
  'vitoria-da-conquista-ba': {
    stages: [
      // Art. 2: "autorizar a construção e o funcionamento" — the construction first, decided on the evaluation alone.
      { id: 'construction', title: 'Autorização para construção', roles: {}, documents: [], opinions: [] },
      {
        id: 'alvara',
        roles: {},
        documents: [],
        opinions: ['urbanism:art19-I', 'public-services:art19-II', 'health:art19-III', 'legal:art19-IV'],
      },
    ],
    text: [
      'Tipo de revenda',
      'Revenda de GLP classe A',
      'Lei 709/1993, art. 19',
      'art. 26, I, b',
      // Art. 5 § 3º: the 2.740 kg requested in botijões, not the 196 containers in stock.
      'Quantidade autorizada 2.740 kg, equivalentes a 210,77 botijões de 13 kg',
      '30/11/2027',
    ],
  },
};

await forEachEngine('licensing: each municipality’s procedure to an issued licence', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi(engine);
  });
  after(async () => {
    await api?.close();
  });

  for (const [municipality, plan] of Object.entries(PLAN)) {
    test(`${municipality}: submission → issued licence, PDF and QR`, { skip }, async () => {
      const flow = new Flow(api, await actorsOf(api, municipality));
      const input = exampleInput(municipality);
      const app = await flow.application(input, D);
      await flow.approve(app.id);
      let last: { id: string; number: string } | undefined;
      for (const [i, stage] of plan.stages.entries()) {
        // A later stage before the earlier one is issued: refused, naming the stage.
        if (i === 0 && plan.stages.length > 1) {
          const early = await flow.issue(app.id, { stage: plan.stages[1]!.id, date: D });
          assert.equal(early.status, 409, early.text);
          assert.ok(
            early.json.outstanding.some((o: { kind: string; id: string }) => o.kind === 'stage' && o.id === stage.id),
            early.text,
          );
        }
        for (const d of stage.documents) await flow.present(app.id, d.id, d.amountBRL !== undefined ? { amountBRL: d.amountBRL } : {});
        // Before they are requested, each opinion the stage asks is named missing, with its article.
        const asked = await flow.ok('licensing-officer', 'GET', `/api/applications/${app.id}/checklist?stage=${stage.id}&date=${D}`);
        const missing = asked.json.outstanding.filter((o: { kind: string }) => o.kind === 'opinion');
        assert.deepEqual(
          missing.map((o: { id: string; cite: string }) => `${o.id}:${o.cite}`),
          stage.opinions,
          asked.text,
        );
        for (const o of missing) assert.match(o.message, /^Falta (o parecer|a vistoria) — /);
        await flow.opinions(app.id, stage.id, stage.roles);
        if (stage.evaluateFor) {
          const before = await flow.ok('licensing-officer', 'GET', `/api/applications/${app.id}/checklist?stage=${stage.id}&date=${D}`);
          assert.deepEqual(
            before.json.outstanding.map((o: { kind: string; state: string; cite?: string }) => `${o.kind}:${o.state}:${o.cite}`),
            ['evaluation:other-stage:art2-par2'],
            before.text,
          );
          const refused = await flow.issue(app.id, { stage: stage.id, date: D });
          assert.equal(refused.status, 409, refused.text);
          // A stage the procedure does not have: refused, naming the field, what was found and what was expected.
          const wrong = await flow.req('licensing-officer', 'POST', `/api/applications/${app.id}/evaluations`, {
            date: D,
            stage: 'habite-se',
          });
          assert.equal(wrong.status, 422, wrong.text);
          assert.deepEqual(wrong.json.errors, [{ field: 'stage', found: '"habite-se"', expected: 'one of tvl, alvara' }], wrong.text);
          const ev = await flow.ok('licensing-officer', 'POST', `/api/applications/${app.id}/evaluations`, {
            date: D,
            useRegistry: false,
            stage: stage.id,
          });
          assert.equal(ev.json.input.application.type, 'new', 'stored as evaluated, for reproduction');
          const nbr = ev.json.result.findings.find((f: { rule: string }) => f.rule === `${municipality}/art2-par2`);
          assert.equal(nbr?.status, 'satisfied', JSON.stringify(nbr));
        }
        const cl = await flow.ok('licensing-officer', 'GET', `/api/applications/${app.id}/checklist?stage=${stage.id}&date=${D}`);
        assert.deepEqual(cl.json.outstanding, [], cl.text);
        assert.equal(cl.json.issuable, true);
        const r = await flow.issue(app.id, { stage: stage.id, date: D });
        assert.equal(r.status, 201, r.text);
        assert.equal(r.json.decision.data.reproduced, true);
        // The licence's texts in English too, one condition for each (its PDF in English).
        const stated = r.json.record.data;
        assert.equal(stated.english.conditions.length, stated.conditions.length);
        assert.match(stated.english.activity, /^[A-Z]/);
        assert.equal(r.json.licence.issuedOn, D);
        last = { id: r.json.licence.id, number: r.json.licence.number };
        if (i < plan.stages.length - 1) {
          // An earlier stage's licence (Salvador's TVL, Belém's construction licence) has its document too.
          const early = await api.app.request(`/api/licences/${last.id}/pdf`, {
            headers: { authorization: `Bearer ${flow.who.token['licensing-officer']}` },
          });
          const t = pdfText(Buffer.from(await early.arrayBuffer()));
          assert.ok(t.includes(`${stage.title} nº ${last.number}`), t);
        }
      }
      assert.ok(last);
      const pdf = await api.app.request(`/api/licences/${last.id}/pdf`, {
        headers: { authorization: `Bearer ${flow.who.token['licensing-officer']}` },
      });
      assert.equal(pdf.status, 200);
      assert.equal(pdf.headers.get('content-type'), 'application/pdf');
      const { text, qr } = readPdf(Buffer.from(await pdf.arrayBuffer()));
      assert.ok(text.includes(last.number), 'number');
      assert.ok(text.includes(String((input['establishment'] as { name: string }).name)), 'holder');
      assert.ok(text.includes('12.345.678/0001-95'), 'CNPJ formatted');
      // The activity by its pt-BR name (Term.label), never an English description or the id.
      const activity = activitiesOf([packs.require(municipality)]).find((t) => t.id === input['activity'])?.label.pt ?? '';
      assert.ok(
        activity !== '' && text.includes(`${activity.charAt(0).toUpperCase()}${activity.slice(1)}`),
        `activity ${activity} in: ${text}`,
      );
      assert.ok(text.includes('30/11/2026'), 'issued dd/mm/aaaa');
      for (const s of plan.text) assert.ok(text.includes(s), `${s} in: ${text}`);
      // The QR code: the public verification URL, which answers with the licence's status.
      assert.match(qr, new RegExp(`^http://localhost/verificar/${last.number}\\?municipio=${municipality}$`));
      const u = new URL(qr);
      const v = await api.req('GET', `${u.pathname}${u.search}`, { headers: { accept: 'application/json' } });
      assert.equal(v.status, 200, v.text);
      assert.equal(v.json.number, last.number);
      assert.equal(v.json.status, 'active');
      assert.equal(v.json.valid, true);
      const j = await api.req('GET', `/api/public/verify/${municipality}/${last.number}`);
      assert.deepEqual(j.json, v.json);
      // In English, for information, with Accept-Language: en: the stage and the activity by their
      // English names, the Portuguese named as the act; the same number, CNPJ and dates.
      const en = await api.app.request(`/api/licences/${last.id}/pdf`, {
        headers: { authorization: `Bearer ${flow.who.token['licensing-officer']}`, 'accept-language': 'en-GB,en;q=0.9,pt;q=0.5' },
      });
      assert.equal(en.status, 200);
      const enText = pdfText(Buffer.from(await en.arrayBuffer()));
      const pack = packs.require(municipality);
      const finalStage = pack.procedure?.stages.find((s) => s.id === plan.stages.at(-1)?.id);
      const activityEn = activitiesOf([pack]).find((t) => t.id === input['activity'])?.label.en ?? '';
      for (const s of [
        `${finalStage?.title.en} no. ${last.number}`,
        'Translation for information: the document in Portuguese is the official one.',
        `${activityEn.charAt(0).toUpperCase()}${activityEn.slice(1)}`,
        '12.345.678/0001-95',
        'Issued on 30/11/2026',
      ])
        assert.ok(activityEn !== '' && enText.includes(s), `${s} in: ${enText}`);
      assert.doesNotMatch(enText, /Quantidade autorizada|Fundamentação legal|Emitido em/);
      // Portuguese first: a client that prefers Portuguese, or says nothing, gets the act itself.
      const ptFirst = await api.app.request(`/api/licences/${last.id}/pdf`, {
        headers: { authorization: `Bearer ${flow.who.token['licensing-officer']}`, 'accept-language': 'pt-BR,en;q=0.8' },
      });
      assert.equal(pdfText(Buffer.from(await ptFirst.arrayBuffer())), text);
    });
  }
});
