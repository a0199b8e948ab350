/**
 * States, acts and roles by their names in the sentences a person reads (docs/adr/0015): pt-BR
 * by default ("não é possível aceitar um documento aceito"), English with Accept-Language: en or
 * `--lang en`; the ids stay where programs read them (the problem's `errors[]`, `--format json`).
 * And the checklist's items in the run's language (`text`), `message` still pt-BR. Nova Odessa
 * (Lei 3.036/2016): the alvará's documents (art. 13) and the licence registry.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, test } from 'node:test';
import { openApi } from '../src/api/server.ts';
import { CLI_OUTPUTS } from '../src/app/output-schemas.ts';
import { send, type TestApi } from './support/api.ts';
import { glp, scratchDir } from './support/cli.ts';
import { actorsOf, exampleInput, Flow } from './support/licensing.ts';
import { packs } from './support/packs.ts';
import { assertErrorsInBoth } from './support/problem-errors.ts';

const D = '2026-11-30';
const dir = scratchDir('glp-state-names-');
let pendingApp = '';
after(() => rmSync(dir, { recursive: true, force: true }));

/** English state, act and role ids that a Portuguese sentence must not carry. */
const RAW = /\b(accept|accepted|pending|rejected|approved|submitted|suspend|suspended|active|reviewer|licensing-officer|applicant)\b/;

test('API: the refusals name the states, acts and roles in the language asked; errors[] keeps the ids', async () => {
  const opened = await openApi({ dataDir: dir, packs, env: {}, auth: { tokenCacheMs: 0 }, config: {}, poolSize: 2, log: () => {} });
  const api: TestApi = { ...opened, engine: 'sqlite', req: (m, p, o) => send(opened.app, m, p, o) };
  try {
    const flow = new Flow(api, await actorsOf(api, 'nova-odessa-sp'));
    const both = async (role: string, method: string, path: string, body: unknown, etag: string) => {
      const ask = (lang: string) =>
        api.req(method, path, { token: flow.who.token[role], body, headers: { 'if-match': etag, 'accept-language': lang } });
      const [pt, en] = [await ask('pt-BR'), await ask('en')];
      assert.equal(pt.status, en.status);
      assertErrorsInBoth(pt.json.errors, en.json.errors);
      return { pt, en };
    };

    // An application approved cannot go back to submitted (src/licensing/application-workflow.ts).
    const app = await flow.application(exampleInput('nova-odessa-sp'), D);
    await flow.approve(app.id);
    const a = await flow.ok('reviewer', 'GET', `/api/applications/${app.id}`);
    const back = await both(
      'licensing-officer',
      'PATCH',
      `/api/applications/${app.id}`,
      { status: 'submitted' },
      a.headers.get('etag') ?? '',
    );
    assert.equal(back.pt.status, 409, back.pt.text);
    assert.equal(back.pt.json.detail, 'Um pedido aprovado não pode passar a enviado.');
    assert.equal(back.en.json.detail, 'An application that is approved cannot become submitted.');
    assert.deepEqual(back.en.json.errors, [{ field: 'status', found: '"submitted"', expected: 'no change (final status)' }]);

    // A document accepted cannot be accepted again (the document machine, src/licensing/machines.ts).
    const doc = await flow.present(app.id, 'state-federal-compliance');
    const again = await both('reviewer', 'POST', `/api/licensing/documents/${doc.id}/accept`, {}, `"v${doc.version}"`);
    assert.equal(again.pt.status, 409, again.pt.text);
    assert.equal(
      again.pt.json.detail,
      'documento: não é possível aceitar um documento aceito (só é possível com um documento em análise ou recusado)',
    );
    assert.doesNotMatch(again.pt.json.detail, RAW);
    assert.equal(
      again.en.json.detail,
      'document: cannot accept a document that is accepted (possible only when it is pending or rejected)',
    );

    // Only the reviewer or the officer reviews (src/auth/permissions.ts): the caller's roles by name, the permission by its id.
    const pending = await flow.present(app.id, 'concession-contract', { validUntil: '2028-11-30', accept: false });
    const byApplicant = await both('applicant', 'POST', `/api/licensing/documents/${pending.id}/accept`, {}, `"v${pending.version}"`);
    assert.equal(byApplicant.pt.status, 403, byApplicant.pt.text);
    assert.equal(byApplicant.pt.json.detail, 'Os seus perfis (requerente) não permitem licensing.review.');
    assert.equal(byApplicant.en.json.detail, 'Your roles (applicant) do not allow licensing.review.');
    await flow.ok('inspector', 'POST', `/api/applications/${app.id}/holds`, { reason: 'laudo do extintor vencido' });
    pendingApp = app.id;

    // The licence registry: a suspended licence cannot be suspended again (src/api/routes/licences.ts).
    const input = exampleInput('nova-odessa-sp');
    const est = { ...(input['establishment'] as Record<string, unknown>), name: 'Posto Dois', cnpj: '11.222.333/0001-81' };
    const issued = await flow.application({ ...input, establishment: est }, D);
    await flow.approve(issued.id);
    await flow.present(issued.id, 'state-federal-compliance');
    await flow.present(issued.id, 'concession-contract', { validUntil: '2028-11-30' });
    await flow.present(issued.id, 'mobile-vehicle-inspection');
    await flow.opinions(issued.id, 'alvara', { 'fire-brigade': 'fire-brigade', 'municipal-inspection': 'inspector' });
    const r = await flow.issue(issued.id, { date: D });
    assert.equal(r.status, 201, r.text);
    const licenceId = r.json.licence.id as string;
    const s1 = await flow.ok('licensing-officer', 'POST', `/api/licences/${licenceId}/suspend`, {}, `"v${r.json.licence.version}"`);
    const s2 = await both('licensing-officer', 'POST', `/api/licences/${licenceId}/suspend`, {}, s1.headers.get('etag') ?? '');
    assert.equal(s2.pt.status, 409, s2.pt.text);
    assert.equal(s2.pt.json.detail, 'Não é possível suspender uma licença suspensa.');
    assert.equal(s2.en.json.detail, 'Cannot suspend a licence that is suspended.');
    assert.deepEqual(s2.en.json.errors, [{ field: 'status', found: 'suspended', expected: 'one of active' }]);
  } finally {
    await opened.close();
  }
});

test('CLI: glp licensing checklist in the run’s language; --format json keeps message (pt-BR) and adds text', async () => {
  assert.ok(pendingApp, 'the API test made the application');
  const pt = await glp(['licensing', 'checklist', pendingApp, '--data', dir, '--date', D]);
  assert.equal(pt.code, 0, pt.err);
  assert.match(pt.out, /^documento concession-contract: .*: ainda não aceito pelo analista\.$/m);
  assert.match(pt.out, /^pendência \S+: Pendência aberta: laudo do extintor vencido\.$/m);
  assert.match(pt.out, /^parecer fire-brigade: Falta a vistoria — .*: não solicitada\.$/m);
  const en = await glp(['licensing', 'checklist', pendingApp, '--data', dir, '--date', D, '--lang', 'en']);
  assert.equal(en.code, 0, en.err);
  assert.match(en.out, /^document concession-contract: .*: not yet accepted by the reviewer\.$/m);
  assert.match(en.out, /^hold \S+: Open hold: laudo do extintor vencido\.$/m);
  assert.match(en.out, /^opinion fire-brigade: Missing inspection — .*: not requested\.$/m);
  assert.doesNotMatch(en.out, /ainda não|Pendência|Falta|não solicitad/);
  const json = await glp(['licensing', 'checklist', pendingApp, '--data', dir, '--date', D, '--format', 'json', '--lang', 'en']);
  const out = CLI_OUTPUTS['licensing-checklist'].schema.parse(JSON.parse(json.out));
  const doc = out.outstanding.find((o) => o.kind === 'document' && o.id === 'concession-contract');
  assert.ok(doc, json.out);
  assert.equal(doc.state, 'pending');
  assert.equal(doc.message, doc.text.pt);
  assert.match(doc.text.pt, /ainda não aceito pelo analista/);
  assert.match(doc.text.en, /not yet accepted by the reviewer/);
});
