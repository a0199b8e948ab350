/**
 * Issue 10, "Done when": issuing is refused, naming each missing item, with a missing or an
 * unfavourable opinion (Vitória da Conquista art. 19), an open hold, a document not accepted
 * or expired (Salvador art. 2), an amount below the law's minimum (Belém art. 3 V), and a
 * latest evaluation that is not approvable — stored so, or no longer so on the decision date.
 * Boundaries on both sides: a document valid until the decision day counts, the day before
 * does not; R$ 50.000,00 of insurance is enough, R$ 49.999,99 is not. Both engines.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { forEachEngine, openTestApi, type TestApi } from './support/api.ts';
import { actorsOf, exampleInput, Flow, pdfText } from './support/licensing.ts';
import { assertErrorsInBoth } from './support/problem-errors.ts';

const D = '2026-11-30';

type Item = { kind: string; id: string; state: string; message: string };
const named = (res: { json: { outstanding?: Item[] } }) =>
  (res.json.outstanding ?? []).map((o) => `${o.kind}:${o.id}:${o.state}`).filter((s) => !s.startsWith('hold:'));
const holds = (res: { json: { outstanding?: Item[] } }) => (res.json.outstanding ?? []).filter((o) => o.kind === 'hold');

await forEachEngine('licensing: refusals name each missing item', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi(engine);
  });
  after(async () => {
    await api?.close();
  });

  test('Salvador: documents missing, pending, expired; an open hold; then everything in order (valid on the decision day)', async () => {
    const flow = new Flow(api, await actorsOf(api, 'salvador-ba'));
    const app = await flow.application(exampleInput('salvador-ba'), D);
    await flow.approve(app.id);
    await flow.present(app.id, 'fire-brigade-licence');
    // Valid until the day before the decision: expired on the decision day.
    await flow.present(app.id, 'third-party-insurance', { validUntil: '2026-11-29' });
    const pending = await flow.present(app.id, 'scale-certificate', { accept: false });
    const hold = await flow.ok('inspector', 'POST', `/api/applications/${app.id}/holds`, { reason: 'auto de infração em aberto' });

    const r = await flow.issue(app.id, { stage: 'tvl', date: D });
    assert.equal(r.status, 409, r.text);
    assert.deepEqual(named(r).sort(), [
      'document:iptu:missing',
      'document:scale-certificate:pending',
      'document:third-party-insurance:expired',
    ]);
    assert.equal(holds(r).length, 1);
    assert.match(holds(r)[0]!.message, /auto de infração em aberto/);
    // Each item is also a field problem (RFC 9457 errors).
    assert.ok(r.json.errors.some((e: { field: string }) => e.field === 'document.iptu'));
    assert.ok(r.json.errors.some((e: { field: string; found: string }) => e.field === `hold.${hold.json.id}` && e.found === 'open'));
    // Nothing was written by the refusal.
    const recs = await flow.ok('licensing-officer', 'GET', `/api/applications/${app.id}/licensing?kind=decision`);
    assert.equal(recs.json.total, 0);

    // The refusals' detail follows Accept-Language (English for programs by default); type, title's
    // kind, status and errors[] are the same in both (docs/adr/0015).
    const asked = (role: string, path: string, lang: string) =>
      api.req('POST', path, { token: flow.who.token[role], body: { stage: 'tvl', date: D }, headers: { 'accept-language': lang } });
    const issuePath = `/api/applications/${app.id}/issue`;
    const [pt, en] = [await asked('licensing-officer', issuePath, 'pt-BR'), await asked('licensing-officer', issuePath, 'en')];
    assert.equal(pt.status, 409, pt.text);
    assert.match(pt.json.detail, /^Não é possível emitir: /);
    assert.match(en.json.detail, /^Cannot issue: /);
    // The items in each language, as the checklist says them (its `text`); `message` stays pt-BR.
    assert.match(pt.json.detail, /Falta o documento — Guia do IPTU do exercício, quitada: não apresentado\./);
    assert.match(en.json.detail, /Missing document — Property tax \(IPTU\) of the year, paid: not submitted\./);
    assert.doesNotMatch(en.json.detail, /não apresentado|vencido|ainda não aceito|Pendência aberta/);
    assert.match(en.json.detail, /Open hold: auto de infração em aberto\./);
    assert.deepEqual([pt.json.type, pt.json.status], [en.json.type, en.json.status]);
    assertErrorsInBoth(pt.json.errors, en.json.errors);
    assert.equal(r.json.detail, en.json.detail, 'no Accept-Language: English');
    // NotFound: an application that is not there (or another municipality's).
    const nobody = '/api/applications/00000000-0000-4000-8000-000000000000/issue';
    const [nPt, nEn] = [await asked('licensing-officer', nobody, 'pt-BR'), await asked('licensing-officer', nobody, 'en')];
    assert.equal(nPt.status, 404, nPt.text);
    assert.equal(nPt.json.detail, 'não há pedido 00000000-0000-4000-8000-000000000000');
    assert.equal(nEn.json.detail, 'application 00000000-0000-4000-8000-000000000000 not found');

    // A reviewer rejects with a reason; only the licensing officer releases a hold.
    const rej = await flow.ok('reviewer', 'POST', `/api/licensing/documents/${pending.id}/reject`, { reason: 'sem selo do IPEM' }, '"v1"');
    assert.equal(rej.json.status, 'rejected');
    const again = await flow.issue(app.id, { stage: 'tvl', date: D });
    assert.ok(named(again).includes('document:scale-certificate:rejected'), again.text);
    assert.equal(
      (await flow.req('inspector', 'POST', `/api/licensing/holds/${hold.json.id}/release`, { reason: 'pago' }, '"v1"')).status,
      403,
    );
    await flow.ok('licensing-officer', 'POST', `/api/licensing/holds/${hold.json.id}/release`, { reason: 'auto pago' }, '"v1"');
    await flow.present(app.id, 'scale-certificate');
    await flow.present(app.id, 'iptu', { validUntil: '2026-12-31' });
    // The decision day itself is within the validity.
    await flow.present(app.id, 'third-party-insurance', { validUntil: D });
    const ok = await flow.issue(app.id, { stage: 'tvl', date: D });
    assert.equal(ok.status, 201, ok.text);
    assert.equal(ok.json.licence.kind, 'tvl');
  });

  test('Vitória da Conquista: opinions missing, changes asked of one department only, unfavourable → denial letter', async () => {
    const flow = new Flow(api, await actorsOf(api, 'vitoria-da-conquista-ba'));
    const app = await flow.application(exampleInput('vitoria-da-conquista-ba'), D);
    await flow.approve(app.id);
    // Art. 2: the construction authorisation first (no stage named: the first stage); art. 19's opinions come before the alvará.
    const built = await flow.issue(app.id, { date: D });
    assert.equal(built.status, 201, built.text);
    assert.equal(built.json.licence.kind, 'construction');
    const alvara = { stage: 'alvara', date: D };
    const none = await flow.issue(app.id, alvara);
    assert.equal(none.status, 409);
    assert.deepEqual(named(none).sort(), [
      'opinion:health:missing',
      'opinion:legal:missing',
      'opinion:public-services:missing',
      'opinion:urbanism:missing',
    ]);
    const ops = (await flow.ok('licensing-officer', 'POST', `/api/applications/${app.id}/opinions`, { stage: 'alvara' })).json as {
      id: string;
      data: { department: string };
    }[];
    assert.equal(ops.length, 4);
    const by = Object.fromEntries(ops.map((o) => [o.data.department, o.id]));
    for (const d of ['urbanism', 'public-services'])
      await flow.ok('reviewer', 'POST', `/api/licensing/opinions/${by[d]}/favourable`, {}, '"v1"');
    // Grounds are required when not favourable.
    assert.equal((await flow.req('reviewer', 'POST', `/api/licensing/opinions/${by['health']}/request-changes`, {}, '"v1"')).status, 422);
    await flow.ok('reviewer', 'POST', `/api/licensing/opinions/${by['health']}/request-changes`, { grounds: 'falta ventilação' }, '"v1"');
    const pendingHealth = await flow.issue(app.id, alvara);
    assert.deepEqual(named(pendingHealth).sort(), ['opinion:health:changes-requested', 'opinion:legal:requested']);
    // Resubmission goes back to Health only: the favourable opinions stand.
    const back = await flow.ok('applicant', 'POST', `/api/licensing/opinions/${by['health']}/resubmit`, {}, '"v2"');
    assert.equal(back.json.status, 'requested');
    assert.equal(back.json.data.round, 2);
    const list = await flow.ok('reviewer', 'GET', `/api/applications/${app.id}/licensing?kind=opinion`);
    const status = Object.fromEntries(
      list.json.items.map((o: { data: { department: string }; status: string }) => [o.data.department, o.status]),
    );
    assert.deepEqual(status, { urbanism: 'favourable', 'public-services': 'favourable', health: 'requested', legal: 'requested' });
    await flow.ok('reviewer', 'POST', `/api/licensing/opinions/${by['health']}/favourable`, {}, '"v3"');
    await flow.ok(
      'reviewer',
      'POST',
      `/api/licensing/opinions/${by['legal']}/unfavourable`,
      { grounds: 'contrato social irregular' },
      '"v1"',
    );
    const unf = await flow.issue(app.id, alvara);
    assert.equal(unf.status, 409);
    assert.deepEqual(named(unf), ['opinion:legal:unfavourable']);
    assert.match(unf.json.outstanding[0].message, /contrato social irregular/);

    // Denied: the grounds and the missing item, with the articles; the letter says so.
    const denied = await flow.ok('licensing-officer', 'POST', `/api/applications/${app.id}/deny`, {
      ...alvara,
      grounds: ['Parecer desfavorável da Procuradoria.'],
    });
    assert.equal(denied.json.status, 'denied');
    assert.ok(denied.json.data.citations.includes('Lei 709/1993, art. 19, IV'), JSON.stringify(denied.json.data.citations));
    const a = await flow.ok('applicant', 'GET', `/api/applications/${app.id}`);
    assert.equal(a.json.status, 'rejected');
    // The letter in Portuguese (no Accept-Language), and in English for information (Accept-Language:
    // en): the grounds typed as typed, the unfavourable opinion said in each language, the same articles.
    const letter = async (headers: Record<string, string>, query = '') => {
      const r = await api.app.request(`/api/licensing/decisions/${denied.json.id}/pdf${query}`, {
        headers: { authorization: `Bearer ${flow.who.token['applicant']}`, ...headers },
      });
      assert.equal(r.status, 200);
      assert.equal(r.headers.get('vary')?.toLowerCase().includes('accept-language'), true);
      return pdfText(Buffer.from(await r.arrayBuffer()));
    };
    const said = ['Parecer desfavorável da Procuradoria.', 'contrato social irregular', 'Lei 709/1993, art. 19, IV'];
    const text = await letter({});
    for (const s of ['Comunicado de Indeferimento', ...said, '30/11/2026']) assert.ok(text.includes(s), `${s} in ${text}`);
    const en = await letter({ 'accept-language': 'en' });
    const note = 'Translation for information: the document in Portuguese is the official one.';
    for (const s of ['Notice of Denial', note, ...said, 'Date of the decision 30/11/2026']) assert.ok(en.includes(s), `${s} in ${en}`);
    // A link says it in the query (?lang=), which wins over the header; another language is refused, named.
    assert.equal(await letter({}, '?lang=en'), en);
    assert.equal(await letter({ 'accept-language': 'en' }, '?lang=pt'), text);
    const de = await api.app.request(`/api/licensing/decisions/${denied.json.id}/pdf?lang=de`, {
      headers: { authorization: `Bearer ${flow.who.token['applicant']}` },
    });
    assert.equal(de.status, 400);
    assert.equal(((await de.json()) as { errors: { field: string }[] }).errors[0]?.field, 'query.lang');
    assert.doesNotMatch(en, /Comunicado|Motivos do indeferimento|Parecer desfavorável d[oa] (?!Procuradoria)/);
    assert.equal(denied.json.data.groundsEn.length, denied.json.data.grounds.length);
  });

  test('Belém: latest evaluation not approvable; insurance R$ 49.999,99 refused, R$ 50.000,00 enough; then a denial', async () => {
    // The construction stage's documents (arts. 2 II–IV and 4).
    const construction = ['anp-authorisation', 'environmental-licence', 'other-licences', 'company-registration', 'tax-registrations'];
    const flow = new Flow(api, await actorsOf(api, 'belem-pa'));
    const input = exampleInput('belem-pa');
    const app = await flow.application(input, D);
    for (const d of construction) await flow.present(app.id, d);
    // The officer corrects the input and evaluates again: the LATEST evaluation decides.
    const cur = await flow.ok('licensing-officer', 'GET', `/api/applications/${app.id}`);
    const bad = { ...input, lot: { ...(input['lot'] as object), areaM2: 399.99 } };
    await flow.ok('licensing-officer', 'PATCH', `/api/applications/${app.id}`, { input: bad }, cur.headers.get('etag') ?? '');
    const ev = await flow.ok('licensing-officer', 'POST', `/api/applications/${app.id}/evaluations`, { date: D, useRegistry: false });
    assert.equal(ev.json.result.verdict, 'not-approvable');
    await flow.approve(app.id);
    // Art. 2 caput: the works and urbanism department's opinion on the building legislation.
    await flow.opinions(app.id, 'construction', {});
    const r = await flow.issue(app.id, { stage: 'construction', date: D });
    assert.equal(r.status, 409, r.text);
    assert.deepEqual(named(r), [`evaluation:${ev.json.id}:not-approvable`]);
    // Back to the good input (400 m² is the minimum, art. 2 I): approvable again.
    const app2 = await flow.application(input, D);
    for (const d of construction) await flow.present(app2.id, d);
    await flow.approve(app2.id);
    await flow.opinions(app2.id, 'construction', {});
    assert.equal((await flow.issue(app2.id, { stage: 'construction', date: D })).status, 201);
    await flow.opinions(app2.id, 'alvara', { 'fire-brigade': 'fire-brigade' });
    await flow.present(app2.id, 'scale-certificate');
    await flow.present(app2.id, 'fire-insurance', { amountBRL: 49_999.99 });
    const low = await flow.issue(app2.id, { stage: 'alvara', date: D });
    assert.deepEqual(named(low), ['document:fire-insurance:amount-below-minimum']);
    await flow.present(app2.id, 'fire-insurance', { amountBRL: 50_000 });
    assert.equal((await flow.issue(app2.id, { stage: 'alvara', date: D })).status, 201);

    // The first application is denied with its evaluation's violated articles.
    const denied = await flow.ok('licensing-officer', 'POST', `/api/applications/${app.id}/deny`, {
      stage: 'construction',
      date: D,
      grounds: [],
    });
    assert.ok(
      denied.json.data.citations.some((c: string) => c.includes('art. 2º, I')),
      JSON.stringify(denied.json.data.citations),
    );
    assert.equal(denied.json.data.reproduced, true);
  });

  test('Nova Odessa: evaluated approvable, no longer approvable on the decision date (documents expired by then)', async () => {
    const flow = new Flow(api, await actorsOf(api, 'nova-odessa-sp'));
    const app = await flow.application(exampleInput('nova-odessa-sp'), D);
    await flow.approve(app.id);
    await flow.present(app.id, 'state-federal-compliance');
    // Art. 13 § 4º: the example is a trader (mobile sale), whose concession contract is asked too.
    await flow.present(app.id, 'concession-contract');
    await flow.present(app.id, 'mobile-vehicle-inspection');
    await flow.opinions(app.id, 'alvara', { 'fire-brigade': 'fire-brigade', 'municipal-inspection': 'inspector' });
    const late = await flow.issue(app.id, { date: '2027-11-20' });
    assert.equal(late.status, 409, late.text);
    assert.ok(
      named(late).some((s) => s.endsWith(':not-approvable-on-date')),
      late.text,
    );
    // On the day it was evaluated, the same application is issued.
    assert.equal((await flow.issue(app.id, { date: D })).status, 201);
  });
});

await forEachEngine('licensing: issuing twice at once', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi(engine);
  });
  after(async () => {
    await api?.close();
  });

  test('two concurrent issues of the same stage: one licence, the other refused, nothing half-written', async () => {
    const flow = new Flow(api, await actorsOf(api, 'vitoria-da-conquista-ba'));
    const app = await flow.application(exampleInput('vitoria-da-conquista-ba'), D);
    await flow.approve(app.id);
    // The construction authorisation (art. 2) first, then the alvará issued twice at once.
    assert.equal((await flow.issue(app.id, { stage: 'construction', date: D })).status, 201);
    await flow.opinions(app.id, 'alvara', {});
    const alvara = { stage: 'alvara', date: D };
    const [a, b] = await Promise.all([flow.issue(app.id, alvara), flow.issue(app.id, alvara)]);
    const statuses = [a.status, b.status].sort();
    assert.equal(statuses[0], 201, `${a.text} ${b.text}`);
    assert.ok([409, 412].includes(statuses[1]!), `${a.text} ${b.text}`);
    const ofAlvara = (r: { json: { items: { data: { stage: string } }[] } }) =>
      r.json.items.filter((i) => i.data.stage === 'alvara').length;
    const recs = await flow.ok('licensing-officer', 'GET', `/api/applications/${app.id}/licensing?kind=licence-record`);
    assert.equal(ofAlvara(recs), 1);
    const decisions = await flow.ok('licensing-officer', 'GET', `/api/applications/${app.id}/licensing?kind=decision`);
    assert.equal(ofAlvara(decisions), 1);
  });
});
