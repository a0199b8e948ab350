/**
 * Vitória da Conquista, Lei 709/1993 art. 26 II: on an irregularity the administration may
 * "emitir parecer com sugestões para o Chefe do Executivo Municipal sobre a suspensão ou a cassação
 * do Alvará de Revenda" — the staff opine, the Mayor decides. The pack declares it
 * (`dueProcess.decidedBy`); upholding a VdC suspension or revocation needs the Mayor's act (kind,
 * number, date) and the opinion it followed, recorded on the case, the licence record and the audit
 * entry. Without them: 422 naming the field (CLI: exit 2). A registry write cannot suspend or
 * revoke a VdC alvará. Salvador (art. 12, 15 § 2º: the officer decides) refuses an act. Both engines,
 * and the CLI on a SQLite store.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { openApi } from '../src/api/server.ts';
import { forEachEngine, makeUser, openTestApi, send, type TestApi } from './support/api.ts';
import { glp, scratchDir } from './support/cli.ts';
import { actorsOf, exampleInput, Flow } from './support/licensing.ts';
import { packs } from './support/packs.ts';

const M = 'vitoria-da-conquista-ba';
const D = '2026-11-30';
const STATEMENT = 'decidido pelo Chefe do Executivo (Lei 709/1993, art. 26, II)';

/** What a new licence of the same outlet copies from the alvará. */
const pick = (l: { municipality: string; establishmentId: string; issuedOn: string; expiresOn: string | null }) => ({
  municipality: l.municipality,
  establishmentId: l.establishmentId,
  issuedOn: l.issuedOn,
  expiresOn: l.expiresOn,
});

/** A VdC alvará issued through its procedure (art. 2: the construction authorisation first; art. 19: the four opinions). */
async function vdcLicence(flow: Flow): Promise<{ id: string; number: string }> {
  const app = await flow.application(exampleInput(M), D);
  await flow.approve(app.id);
  assert.equal((await flow.issue(app.id, { stage: 'construction', date: D })).status, 201);
  await flow.opinions(app.id, 'alvara', {});
  const r = await flow.issue(app.id, { stage: 'alvara', date: D });
  assert.equal(r.status, 201, r.text);
  return { id: r.json.licence.id as string, number: r.json.licence.number as string };
}

await forEachEngine('VdC art. 26 II: suspension and revocation decided by the Mayor', (engine) => {
  let api: TestApi;
  before(async () => {
    api = await openTestApi(engine);
  });
  after(async () => {
    await api?.close();
  });

  const verify = async (n: string) => (await api.req('GET', `/api/public/verify/${M}/${n}`)).json.status as string;

  test('uphold without the act or the opinion is 422 naming the field; with them, recorded on case, record and audit', async () => {
    const flow = new Flow(api, await actorsOf(api, M));
    const lic = await vdcLicence(flow);
    const c = await flow.ok('licensing-officer', 'POST', `/api/licences/${lic.id}/cases`, {
      action: 'suspend',
      grounds: 'Botijões acima do número deferido no alvará (art. 26, I, b).',
      date: D,
    });
    // Defence term: 15 days from 30/11/2026, to 15/12/2026; decidable from 16/12/2026.
    const uphold = (body: Record<string, unknown>) =>
      flow.req(
        'licensing-officer',
        'POST',
        `/api/licensing/cases/${c.json.id}/uphold`,
        { decision: 'Suspenso.', date: '2026-12-20', ...body },
        '"v1"',
      );
    const act = { kind: 'Decreto', number: '1.234/2026', date: '2026-12-18' };
    const opinion = 'Parecer SEMSUR nº 45/2026: suspensão até a redução do estoque.';
    const cases: [Record<string, unknown>, string][] = [
      [{ opinion }, 'act'],
      [{ act: { ...act, number: ' ' }, opinion }, 'act.number'],
      [{ act: { ...act, kind: '' }, opinion }, 'act.kind'],
      [{ act }, 'opinion'],
      // The Mayor's act within the defence term (not filed): before the decision could be made.
      [{ act: { ...act, date: '2026-12-15' }, opinion }, 'act.date'],
      // After the decision it is recorded with.
      [{ act: { ...act, date: '2026-12-21' }, opinion }, 'act.date'],
    ];
    for (const [body, field] of cases) {
      const r = await uphold(body);
      assert.equal(r.status, 422, `${field}: ${r.text}`);
      assert.equal(r.json.errors[0].field, field, r.text);
    }
    assert.equal(await verify(lic.number), 'active', 'nothing written by a refused decision');
    // The first day the Mayor may decide: the day after the defence term (16/12/2026).
    const ok = await uphold({ act: { ...act, date: '2026-12-16' }, opinion });
    assert.equal(ok.status, 200, ok.text);
    const a = ok.json.data.authority;
    assert.equal(a.statement.pt, STATEMENT);
    assert.equal(a.statement.en, 'decided by the Mayor (Lei 709/1993, art. 26, II)');
    assert.deepEqual(a.act, { kind: 'Decreto', number: '1.234/2026', date: '2026-12-16' });
    assert.equal(a.opinion, opinion);
    assert.equal(a.cite, 'art26-II');
    assert.equal(await verify(lic.number), 'suspended');
    // The licence record states it.
    const recs = await flow.ok('licensing-officer', 'GET', `/api/licensing/items/${c.json.id}`);
    assert.equal(recs.json.data.authority.act.number, '1.234/2026');
    const admin = await makeUser(api, ['municipal-admin'], M, 'admin-vdc-26');
    const audit = await api.req('GET', `/api/audit?entityId=${c.json.id}&limit=50`, { token: admin.token });
    const decided = audit.json.items.find((e: { action: string; after: { status?: string } }) => e.after?.status === 'upheld');
    assert.ok(decided, JSON.stringify(audit.json.items));
    assert.equal(decided.after.data.authority.statement.pt, STATEMENT);
    assert.deepEqual(decided.after.data.authority.act, { kind: 'Decreto', number: '1.234/2026', date: '2026-12-16' });
    const record = (
      await api.deps.repo.licensing.list(
        { userId: 'test', municipality: null, roles: ['system-admin'], requestId: 'r' },
        { kind: 'licence-record', licenceId: lic.id, limit: 1, offset: 0 },
      )
    ).items[0];
    const stated = record?.data['sanctionDecision'] as { action: string; caseId: string; authority: { statement: { pt: string } } };
    assert.equal(stated.action, 'suspend');
    assert.equal(stated.caseId, c.json.id);
    assert.equal(stated.authority.statement.pt, STATEMENT);
    const recAudit = await api.req('GET', `/api/audit?entityId=${record?.id}&limit=50`, { token: admin.token });
    assert.ok(
      recAudit.json.items.some(
        (e: { after: { data?: { sanctionDecision?: { authority: { statement: { pt: string } } } } } }) =>
          e.after?.data?.sanctionDecision?.authority.statement.pt === STATEMENT,
      ),
    );
  });

  test('revocation with the act after a defence filed; a dismissal needs no act; the registry route cannot suspend or revoke', async () => {
    const flow = new Flow(api, await actorsOf(api, M));
    const lic = await vdcLicence(flow);
    // A registry write would bypass the Mayor: refused naming the act, for suspension and revocation.
    for (const action of ['suspend', 'revoke']) {
      const cur = await flow.ok('licensing-officer', 'GET', `/api/licences/${lic.id}`);
      const r = await flow.req('licensing-officer', 'POST', `/api/licences/${lic.id}/${action}`, undefined, cur.headers.get('etag') ?? '');
      assert.equal(r.status, 422, r.text);
      assert.equal(r.json.errors[0].field, 'act');
      assert.match(r.json.errors[0].expected, /Chefe do Executivo Municipal \(Lei 709\/1993, art\. 26, II\)/);
    }
    assert.equal(await verify(lic.number), 'active');
    // Art. 26 II speaks of "o Alvará de Revenda": a vehicle licence of the same outlet stays the officer's.
    const alvara = await flow.ok('licensing-officer', 'GET', `/api/licences/${lic.id}`);
    const vehicle = await api.deps.repo.createLicence(
      { userId: 'test', municipality: null, roles: ['system-admin'], requestId: 'r' },
      { ...pick(alvara.json), number: `VEI-${lic.number}`, kind: 'vehicle', class: null, plate: 'ABC1D23', status: 'active' },
    );
    const byOfficer = await flow.req('licensing-officer', 'POST', `/api/licences/${vehicle.id}/suspend`, undefined, '"v1"');
    assert.equal(byOfficer.status, 200, byOfficer.text);
    // The administration drops a case without proposing the sanction: dismissed, no act needed.
    const c1 = await flow.ok('licensing-officer', 'POST', `/api/licences/${lic.id}/cases`, { action: 'revoke', grounds: 'x', date: D });
    const dismissed = await flow.ok(
      'licensing-officer',
      'POST',
      `/api/licensing/cases/${c1.json.id}/dismiss`,
      { decision: 'Sem proposta de cassação.', date: '2026-12-16' },
      '"v1"',
    );
    assert.equal(dismissed.json.data.authority, undefined);
    // A revocation: the defence filed on 02/12/2026, so the Mayor may decide at once (02/12/2026 too).
    const c2 = await flow.ok('licensing-officer', 'POST', `/api/licences/${lic.id}/cases`, {
      action: 'revoke',
      grounds: 'Reincidência: botijões acima do deferido (art. 26, I, b).',
      date: '2026-12-01',
    });
    await flow.ok('applicant', 'POST', `/api/licensing/cases/${c2.json.id}/defend`, { defence: 'Sem defesa.', date: '2026-12-02' }, '"v1"');
    const revokeWithActOf = (actDate: string) =>
      flow.req(
        'licensing-officer',
        'POST',
        `/api/licensing/cases/${c2.json.id}/uphold`,
        {
          decision: 'Cassado.',
          date: '2026-12-03',
          act: { kind: 'Despacho', number: '77/2026', date: actDate },
          opinion: 'Parecer 12/2026',
        },
        '"v2"',
      );
    const early = await revokeWithActOf('2026-11-30');
    assert.equal(early.status, 422, early.text);
    assert.equal(early.json.errors[0].field, 'act.date', 'an act before the notice (01/12/2026)');
    const revoked = await revokeWithActOf('2026-12-02');
    assert.equal(revoked.status, 200, revoked.text);
    assert.equal(revoked.json.data.authority.statement.pt, STATEMENT);
    assert.equal(await verify(lic.number), 'revoked');
  });

  test('Salvador: the officer decides (art. 12); an act is refused naming the field', async () => {
    const flow = new Flow(api, await actorsOf(api, 'salvador-ba'));
    const app = await flow.application(exampleInput('salvador-ba'), D);
    await flow.approve(app.id);
    for (const d of ['fire-brigade-licence', 'third-party-insurance', 'scale-certificate', 'iptu']) await flow.present(app.id, d);
    assert.equal((await flow.issue(app.id, { stage: 'tvl', date: D })).status, 201);
    await flow.evaluateFor(app.id, 'alvara', D);
    const lic = (await flow.issue(app.id, { stage: 'alvara', date: D })).json.licence as { id: string; number: string };
    const c = await flow.ok('licensing-officer', 'POST', `/api/licences/${lic.id}/cases`, {
      action: 'suspend',
      grounds: 'art. 12',
      date: D,
    });
    const withAct = await flow.req(
      'licensing-officer',
      'POST',
      `/api/licensing/cases/${c.json.id}/uphold`,
      { decision: 'Suspenso.', date: '2026-12-16', act: { kind: 'Decreto', number: '1', date: '2026-12-16' }, opinion: 'x' },
      '"v1"',
    );
    assert.equal(withAct.status, 422, withAct.text);
    assert.equal(withAct.json.errors[0].field, 'act');
    const upheld = await flow.ok(
      'licensing-officer',
      'POST',
      `/api/licensing/cases/${c.json.id}/uphold`,
      { decision: 'Suspenso.', date: '2026-12-16' },
      '"v1"',
    );
    assert.equal(upheld.json.data.authority, undefined);
    assert.equal((await api.req('GET', `/api/public/verify/salvador-ba/${lic.number}`)).json.status, 'suspended');
  });
});

describe('VdC art. 26 II by CLI', () => {
  const dir = scratchDir('glp-authority-');
  const email: Record<string, string> = {};
  let licenceId = '';
  before(async () => {
    const opened = await openApi({ dataDir: dir, packs, env: {}, auth: { tokenCacheMs: 0 }, config: {}, poolSize: 1, log: () => {} });
    const api: TestApi = { ...opened, engine: 'sqlite', req: (m, p, o) => send(opened.app, m, p, o) };
    try {
      const token: Record<string, string> = {};
      for (const r of ['applicant', 'licensing-officer', 'reviewer'] as const) {
        const p = await makeUser(api, [r], M, `${r}-vdc-cli`);
        token[r] = p.token;
        email[r] = p.user.email;
      }
      licenceId = (await vdcLicence(new Flow(api, { token }))).id;
    } finally {
      await opened.close();
    }
  });
  const run = (args: string[]) => glp([...args, '--data', dir], { today: '2026-12-20' });

  test('glp licensing decide --uphold: exit 2 naming the missing act; with it, the Mayor’s decision printed', async () => {
    const as = ['--as', email['licensing-officer'] as string];
    const notice = await run([
      'licensing',
      'sanction',
      licenceId,
      '--suspend',
      '--grounds',
      'art. 26, I, b',
      '--date',
      '30/11/2026',
      ...as,
    ]);
    assert.equal(notice.code, 0, notice.err);
    // The defence term (15 days, the procedure's choice) as people write dates.
    assert.match(notice.out, /: defesa até 15\/12\/2026\n/);
    assert.match(notice.out, /a decisão é do Chefe do Executivo Municipal \(Lei 709\/1993, art\. 26, II\): ato e parecer ao decidir/);
    const caseId = /^case (\S+) /.exec(notice.out)?.[1] as string;
    const noAct = await run(['licensing', 'decide', caseId, '--uphold', '--decision', 'Suspenso.', ...as]);
    assert.equal(noAct.code, 2);
    assert.match(noAct.err, /act: encontrado nada, esperado a referência do ato do Chefe do Executivo Municipal/);
    const act = ['--act-kind', 'Decreto', '--act-number', '45/2026', '--act-date', '18/12/2026'];
    const noOpinion = await run(['licensing', 'decide', caseId, '--uphold', '--decision', 'Suspenso.', ...act, ...as]);
    assert.equal(noOpinion.code, 2);
    assert.match(noOpinion.err, /opinion: encontrado nada/);
    const badDate = await run([
      'licensing',
      'decide',
      caseId,
      '--uphold',
      '--decision',
      'x',
      ...act.slice(0, 4),
      '--act-date',
      '31/02/2026',
      ...as,
    ]);
    assert.equal(badDate.code, 2);
    assert.match(badDate.err, /--act-date: encontrado "31\/02\/2026"/);
    const decided = await run([
      'licensing',
      'decide',
      caseId,
      '--uphold',
      '--decision',
      'Suspenso.',
      ...act,
      '--opinion',
      'Parecer SEMSUR 45/2026',
      ...as,
    ]);
    assert.equal(decided.code, 0, decided.err);
    assert.match(decided.out, / sanção mantida \(v\d+\)/);
    assert.match(
      decided.out,
      /\ndecidido pelo Chefe do Executivo \(Lei 709\/1993, art\. 26, II\): Decreto nº 45\/2026, de 18\/12\/2026; parecer: Parecer SEMSUR 45\/2026\n/,
    );
    const json = await run(['licensing', 'decide', caseId, '--dismiss', '--decision', 'x', ...as, '--format', 'json']);
    assert.equal(json.code, 2, 'already decided');
  });

  test('glp licensing reinstate: the suspension the Mayor decided is lifted by his act (reading reinstatement-authority); exit 2 without it', async () => {
    const as = ['--as', email['licensing-officer'] as string];
    const noAct = await run(['licensing', 'reinstate', licenceId, '--grounds', 'Estoque reduzido', ...as]);
    assert.equal(noAct.code, 2, noAct.out);
    assert.match(
      noAct.err,
      /act: encontrado nada, esperado a referência do ato do Chefe do Executivo Municipal \(Lei 709\/1993, art\. 26, II\)/,
    );
    // Before the suspension (decided on 18/12/2026): exit 2 naming the date.
    const early = ['--act-kind', 'Decreto', '--act-number', '50/2026', '--act-date', '17/12/2026', '--opinion', 'Parecer 50/2026'];
    const before = await run(['licensing', 'reinstate', licenceId, '--grounds', 'x', ...early, ...as]);
    assert.equal(before.code, 2);
    assert.match(
      before.err,
      /act\.date: encontrado 17\/12\/2026, esperado uma data da suspensão \(20\/12\/2026\) até a decisão registrada \(20\/12\/2026\)/,
    );
    const act = ['--act-kind', 'Decreto', '--act-number', '50/2026', '--act-date', '20/12/2026', '--opinion', 'Parecer 50/2026'];
    const en = await run(['licensing', 'reinstate', licenceId, '--grounds', 'x', '--lang', 'en', ...as]);
    assert.equal(en.code, 2);
    assert.match(en.err, /act: found nothing, expected the reference of the act of the Chefe do Executivo Municipal/);
    const lifted = await run(['licensing', 'reinstate', licenceId, '--grounds', 'Estoque reduzido', ...act, ...as]);
    assert.equal(lifted.code, 0, lifted.err);
    assert.match(
      lifted.out,
      /\nsuspensão levantada: decidido pelo Chefe do Executivo \(Lei 709\/1993, art\. 26, II\): Decreto nº 50\/2026, de 20\/12\/2026; parecer: Parecer 50\/2026\n/,
    );
    assert.match(
      lifted.out,
      /\npela interpretação vitoria-da-conquista-ba\/reinstatement-authority = deciding-authority: o Chefe do Executivo, por ato seu/,
    );
  });

  test('glp licensing procedure states who decides', async () => {
    const r = await glp(['licensing', 'procedure', M]);
    assert.match(
      r.out,
      /\nsuspensão e cassação: decidido pelo Chefe do Executivo \(Lei 709\/1993, art\. 26, II\), sobre o\s+parecer da Administração/,
    );
    const ssa = await glp(['licensing', 'procedure', 'salvador-ba']);
    assert.doesNotMatch(ssa.out, /Chefe do Executivo/);
  });
});
