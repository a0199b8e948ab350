/**
 * The enforcement acts from the command line (issue 11 item 8), on both engines: every act is
 * signed by `--as EMAIL` and calls the use case the API calls, with its role check and audit.
 * Salvador (Lei 5.503/1999, art. 15): the notification (V), the fines with +50 % at the repeat,
 * the closure ordered with the 3rd notification on the same irregularity (§ 1º) and the licence
 * revocation refused on the 90th day of the closure and notified on the 91st (§ 2º; Código Civil
 * art. 132: the day of the order excluded), decided after its defence term (`glp licensing
 * decide`). A notice defended, decided and paid; another cancelled, still listed. A seizure and
 * its release (its refusal in pt-BR and with --lang en). An inspection recorded by CLI whose
 * judgement per item is the API's for the same results (Nova Odessa, Lei 1.761/2000, art. 8).
 */
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openApi } from '../src/api/server.ts';
import { CLI_OUTPUTS, type CliOutput } from '../src/app/output-schemas.ts';
import { type Engine, forEachEngine, makeUser, send, systemScope, type TestApi, unique } from './support/api.ts';
import { glp, scratchDir } from './support/cli.ts';
import { licensedOutlet } from './support/outlets.ts';
import { packs } from './support/packs.ts';

/** Which published output a command prints (src/app/output-schemas.ts). */
function outputOf([command, sub]: string[]): CliOutput {
  const list = sub === 'list';
  if (command === 'notices') return sub === 'issue' ? 'notice-issued' : list ? 'notices' : 'notice';
  if (command === 'closures') return list ? 'closures' : 'closure';
  if (command === 'seizures') return list ? 'seizures' : 'seizure';
  if (command === 'inspect') return sub === 'checklist' ? 'checklist' : list ? 'inspections' : 'inspection';
  throw new Error(`no output schema for glp ${command} ${sub}`);
}
const EXAMPLE = new URL('../examples/inspections/nova-odessa-sp-results.json', import.meta.url).pathname;

await forEachEngine('enforcement acts by CLI', (engine: Engine) => {
  const dir = scratchDir('glp-enf-acts-');
  let where: { dataDir?: string; databaseUrl?: string } = {};
  let drop: () => Promise<void> = async () => {};
  const email: Record<string, string> = {};
  const ids: Record<string, string> = {};

  /** The API on the same store (closed between uses: SQLite has one writer). */
  async function withApi<T>(fn: (api: TestApi) => Promise<T>): Promise<T> {
    const opened = await openApi({ ...where, packs, env: {}, auth: { tokenCacheMs: 0 }, config: {}, poolSize: 1, log: () => {} });
    try {
      return await fn({ ...opened, engine, req: (m, p, o) => send(opened.app, m, p, o) });
    } finally {
      await opened.close();
    }
  }

  /** `glp ARGS` in process on this engine's store. */
  const run = (args: string[], today = '2026-01-15') =>
    glp(where.dataDir ? [...args, '--data', where.dataDir] : args, {
      today,
      env: where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : {},
    });
  /** The printed JSON, parsed with the schema the command publishes (`glp schema output NAME`). */
  // biome-ignore lint/suspicious/noExplicitAny: the assertions read the printed JSON's fields directly
  async function ok(args: string[]): Promise<Record<string, any>> {
    const r = await run([...args, '--format', 'json']);
    assert.equal(r.code, 0, `glp ${args.join(' ')}: ${r.err}`);
    const json = JSON.parse(r.out);
    const checked = CLI_OUTPUTS[outputOf(args)].schema.safeParse(json);
    assert.ok(checked.success, `glp ${args.join(' ')}: ${checked.error?.message}`);
    return json;
  }
  const audit = (entityId: string) =>
    withApi(async (api) =>
      // Oldest first (the log lists the newest first).
      [...(await api.deps.repo.listAudit(systemScope(), { limit: 100, offset: 0, filters: { entityId } })).items]
        .sort((a, b) => a.seq - b.seq)
        .map((a) => ({
          action: a.action,
          actorId: a.actorId,
        })),
    );

  before(async () => {
    if (engine === 'sqlite') where = { dataDir: join(dir, 'data') };
    else {
      const { createTestDatabase } = await import('./support/pg.ts');
      const db = await createTestDatabase();
      where = { databaseUrl: db.url };
      drop = () => db.drop();
    }
    await withApi(async (api) => {
      for (const [key, roles, m] of [
        ['inspector', ['inspector'], 'salvador-ba'],
        ['officer', ['licensing-officer'], 'salvador-ba'],
        ['inspector-no', ['inspector'], 'nova-odessa-sp'],
        ['officer-no', ['licensing-officer'], 'nova-odessa-sp'],
      ] as const) {
        const p = await makeUser(api, [...roles], m, `${key}-cli`);
        email[key] = p.user.email;
        ids[`user:${key}`] = p.user.id;
      }
      const { repo } = api.deps;
      const sys = systemScope();
      const est = (municipality: string, name: string) =>
        repo.createEstablishment(sys, {
          municipality,
          name: unique(name),
          cnpj: '11222333000181',
          address: { street: 'Rua da Conceição', number: '45' },
          location: null,
          ownerUserId: null,
          status: 'active',
          data: {},
        });
      const { establishment: ssa, licence: l } = await licensedOutlet(repo, sys, {
        municipality: 'salvador-ba',
        name: unique('Revenda Itapuã'),
        cnpj: '11222333000181',
        address: { street: 'Rua da Conceição', number: '45' },
        number: unique('ALV'),
      });
      ids.ssa = ssa.id;
      ids.licence = l.id;
      ids.ssa2 = (await est('salvador-ba', 'Depósito Ondina')).id;
      const no = await est('nova-odessa-sp', 'Gás Nova Odessa');
      ids.no = no.id;
      const applicant = await makeUser(api, ['applicant'], 'nova-odessa-sp', 'applicant-cli');
      await repo.createApplication(sys, {
        municipality: 'nova-odessa-sp',
        establishmentId: no.id,
        applicantUserId: applicant.user.id,
        type: 'renewal',
        status: 'draft',
        input: {
          municipality: 'nova-odessa-sp',
          activity: 'glp-resale',
          date: '2026-03-01',
          storage: { containers: [{ capacityKg: 13, state: 'full', count: 300 }] },
        },
      });
    });
  });
  after(async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('Salvador art. 15: notification → fines → closure at the 3rd → revocation notified from day 91', () => {
    const issue = (on: string, extra: string[] = []) =>
      ok([
        'notices',
        'issue',
        '--establishment',
        ids.ssa as string,
        '--infraction',
        'art15-V',
        '--unit',
        'art2-IV',
        '--finding',
        'Balança sem aferição do IPEM.',
        '--on',
        on,
        '--as',
        email.inspector as string,
        ...extra,
      ]);

    it('issues the notification, the fine, and at the 3rd the fine with +50 % and the closure', async () => {
      const n1 = await issue('05/01/2026');
      assert.deepEqual([n1.notice.data.quote.kind, n1.notice.data.quote.amountBRL, n1.closure], ['notification', null, null]);
      assert.equal(n1.notice.createdBy, ids['user:inspector']);
      const n2 = await issue('2026-01-20');
      assert.deepEqual([n2.notice.data.quote.kind, n2.notice.data.quote.amountBRL, n2.closure], ['fine', 100, null]);
      const n3 = await issue('05/02/2026', ['--payment-due', '05/03/2026']);
      const q = n3.notice.data.quote;
      assert.deepEqual([q.kind, q.amountBRL, q.notification, q.repeat], ['fine', 150, 3, 1]);
      assert.equal(n3.notice.data.payment.dueOn, '2026-03-05');
      assert.equal(n3.closure.status, 'in-force');
      assert.equal(n3.closure.data.revocationPossibleFrom, '2026-05-07');
      assert.deepEqual(n3.closure.data.suspendedLicences, [ids.licence]);
      ids.closure = n3.closure.id;
      ids.n2 = n2.notice.id;
      ids.n3 = n3.notice.id;
      const list = await ok(['closures', 'list', '--establishment', ids.ssa as string, '--as', email.officer as string]);
      assert.deepEqual(
        list.items.map((r: { id: string }) => r.id),
        [ids.closure],
      );
    });

    it('refuses an item art. 15 does not give to the unit (a storage fault as art. 15, V), exit 2, nothing written', async () => {
      const args = ['--infraction', 'art15-V', '--unit', 'art7', '--finding', 'Botijões junto à porta.', '--on', '05/01/2026'];
      const r = await run(['notices', 'issue', '--establishment', ids.ssa2 as string, ...args, '--as', email.inspector as string]);
      assert.equal(r.code, 2, r.err);
      assert.match(r.err, /infraction: encontrado art15-V para art7 .*esperado a penalidade que a lei dá a este dispositivo .*art15-III/s);
      const list = await ok(['notices', 'list', '--establishment', ids.ssa2 as string, '--as', email.inspector as string]);
      assert.equal(list.items.length, 0);
    });
    it('refuses the revocation to the inspector, on day 90 and to another municipality; notifies it on day 91, decided after the defence', async () => {
      const closure = ids.closure as string;
      const byInspector = await run(['closures', 'revoke', closure, '--on', '07/05/2026', '--as', email.inspector as string]);
      assert.equal(byInspector.code, 2);
      assert.match(byInspector.err, /Os seus perfis \(fiscal\) não permitem enforcement\.decide\./);
      const stranger = await run(['closures', 'revoke', closure, '--on', '07/05/2026', '--as', email['officer-no'] as string]);
      assert.equal(stranger.code, 2);
      assert.match(stranger.err, new RegExp(`não há ato de fiscalização ${closure}|não há [a-zç ]+ ${closure}`));
      const day90 = await run(['closures', 'revoke', closure, '--on', '06/05/2026', '--as', email.officer as string]);
      assert.equal(day90.code, 2, day90.err);
      assert.match(day90.err, /a cassação é possível a partir de 07\/05\/2026 .*: on: encontrado 06\/05\/2026, esperado em ou após/);
      const badDate = await run(['closures', 'revoke', closure, '--on', '31/02/2026', '--as', email.officer as string]);
      assert.equal(badDate.code, 2);
      assert.match(badDate.err, /--on: encontrado "31\/02\/2026", esperado uma data dd\/mm\/aaaa ou AAAA-MM-DD \(esse dia não existe\)/);
      // Day 91: the revocation is notified (the case and its defence term), not yet decided.
      const day91 = await ok(['closures', 'revoke', closure, '--on', '07/05/2026', '--as', email.officer as string]);
      assert.equal(day91.status, 'in-force');
      const [rc] = day91.data.revocationCases;
      assert.deepEqual([rc.licenceId, rc.defenceUntil], [ids.licence, '2026-05-22']);
      const line = await run(['closures', 'list', '--establishment', ids.ssa as string]);
      assert.match(
        line.out,
        new RegExp(`cassação notificada em 07/05/2026: processo ${rc.caseId} \\(licença ${ids.licence}\\), defesa até 22/05/2026`),
      );
      // The decision is the licence lifecycle's: glp licensing decide, after the defence term.
      const uphold = ['licensing', 'decide', rc.caseId, '--uphold', '--decision', 'Cassado (art. 15, § 2º).'];
      const decide = (date: string) => run([...uphold, '--date', date, '--as', email.officer as string]);
      const early = await decide('22/05/2026');
      assert.equal(early.code, 2);
      assert.match(early.err, /Ainda não: o prazo de defesa corre até 22\/05\/2026, inclusive/);
      const decided = await decide('23/05/2026');
      assert.equal(decided.code, 0, decided.err);
      const licences = await withApi((api) =>
        api.deps.repo.listLicences(systemScope(), { limit: 10, offset: 0, filters: { establishmentId: ids.ssa as string } }),
      );
      assert.deepEqual(
        licences.items.map((l) => [l.id, l.status]),
        [[ids.licence, 'revoked']],
      );
      const [after] = (await ok(['closures', 'list', '--establishment', ids.ssa as string])).items;
      assert.deepEqual([after.status, after.data.revokedLicences], ['revoked-licence', [ids.licence]]);
      assert.deepEqual(
        (await audit(closure)).filter((a) => a.action === 'closure.update').map((a) => a.actorId),
        // the licences it suspended (with the notice), the revocation notified, then decided
        [ids['user:inspector'], ids['user:officer'], ids['user:officer']],
      );
    });
  });

  describe('closure ordered by the inspector (Nova Odessa art. 17 parágrafo único: access refused)', () => {
    it('orders it, refuses a second and a ground that follows from the notices, lifts it', async () => {
      const order = (ground: string, on = '10/03/2026') => [
        'closures',
        'order',
        '--establishment',
        ids.no as string,
        '--ground',
        ground,
        '--reason',
        'Acesso negado aos fiscais.',
        '--on',
        on,
        '--as',
        email['inspector-no'] as string,
      ];
      const unknown = await run(order('no-such-ground'));
      assert.equal(unknown.code, 2);
      assert.match(unknown.err, /ground: encontrado "?no-such-ground"?, esperado/);
      const c = await ok(order('access-refused'));
      assert.deepEqual([c.status, c.data.ground, c.data.unit, c.on], ['in-force', 'access-refused', 'art17-parU', '2026-03-10']);
      assert.equal(c.data.revocationPossibleFrom, null);
      const twice = await run(order('access-refused', '11/03/2026'));
      assert.equal(twice.code, 2);
      assert.match(twice.err, /o estabelecimento já está interditado: establishmentId: .*, esperado um estabelecimento sem interdição/);
      const revoke = await run(['closures', 'revoke', c.id, '--on', '01/12/2026', '--as', email['officer-no'] as string]);
      assert.equal(revoke.code, 2);
      assert.match(revoke.err, /a lei não prevê cassação após a interdição: closure: encontrado/);
      const early = await run(['closures', 'lift', c.id, '--on', '09/03/2026', '--as', email['inspector-no'] as string]);
      assert.equal(early.code, 2);
      assert.match(early.err, /on: encontrado 09\/03\/2026, esperado em ou após 10\/03\/2026/);
      const lifted = await ok(['closures', 'lift', c.id, '--on', '2026-03-12', '--as', email['inspector-no'] as string]);
      assert.deepEqual([lifted.status, lifted.data.liftedOn], ['lifted', '2026-03-12']);
      assert.deepEqual(
        (await audit(c.id)).map((a) => [a.action, a.actorId]),
        [
          ['closure.create', ids['user:inspector-no']],
          ['closure.update', ids['user:inspector-no']],
          ['closure.update', ids['user:inspector-no']],
        ],
      );
    });
  });

  describe('notice acts', () => {
    it('a notice defended, decided and paid, each act audited under its signer', async () => {
      const notice = ids.n3 as string;
      const byInspector = await run(['notices', 'pay', notice, '--as', email.inspector as string]);
      assert.equal(byInspector.code, 2);
      assert.match(byInspector.err, /não permitem enforcement\.decide/);
      const early = await run(['notices', 'defence', notice, '--on', '04/02/2026', '--as', email.officer as string]);
      assert.equal(early.code, 2);
      assert.match(early.err, /on: encontrado 04\/02\/2026, esperado em ou após 05\/02\/2026/);
      const d = await ok([
        'notices',
        'defence',
        notice,
        '--note',
        'A balança foi aferida.',
        '--on',
        '10/02/2026',
        '--as',
        email.officer as string,
      ]);
      assert.deepEqual([d.data.defence.state, d.data.defence.submittedOn], ['submitted', '2026-02-10']);
      const noOutcome = await run(['notices', 'decide', notice, '--as', email.officer as string]);
      assert.equal(noOutcome.code, 2);
      assert.match(noOutcome.err, /--outcome: encontrado nada, esperado upheld ou annulled/);
      const wrongOutcome = await run(['notices', 'decide', notice, '--outcome', 'maybe', '--as', email.officer as string]);
      assert.match(wrongOutcome.err, /--outcome: encontrado "maybe", esperado um de upheld, annulled/);
      const dec = await ok(['notices', 'decide', notice, '--outcome', 'upheld', '--on', '2026-02-20', '--as', email.officer as string]);
      assert.deepEqual([dec.status, dec.data.defence.state], ['issued', 'upheld']);
      const paid = await ok(['notices', 'pay', notice, '--on', '01/03/2026', '--as', email.officer as string]);
      assert.deepEqual(paid.data.payment, { state: 'paid', dueOn: '2026-03-05', paidOn: '2026-03-01' });
      const twice = await run(['notices', 'pay', notice, '--on', '02/03/2026', '--as', email.officer as string]);
      assert.equal(twice.code, 2);
      assert.match(twice.err, /nenhum pagamento é devido neste auto de infração: payment\.state: encontrado pago, esperado a pagar/);
      const updates = (await audit(notice)).filter((a) => a.action === 'notice.update');
      assert.equal(updates.length, 3);
      assert.ok(updates.every((a) => a.actorId === ids['user:officer']));
    });

    it('a cancelled notice stays in the record, listed with status cancelled', async () => {
      const notice = ids.n2 as string;
      const officer = ['--as', email.officer as string];
      const noReason = await run(['notices', 'cancel', notice, ...officer]);
      assert.equal(noReason.code, 2);
      assert.match(noReason.err, /--reason: encontrado nada, esperado o motivo do cancelamento/);
      const c = await ok(['notices', 'cancel', notice, '--reason', 'Lavrado em duplicidade.', '--on', '2026-02-01', ...officer]);
      assert.equal(c.status, 'cancelled');
      // The closure of 05/02/2026 counted it (art. 15 § 1º) and the alvará was revoked on it: final, so
      // left for review. The 3rd (R$ 150,00, a repeat over this one) was paid: flagged at R$ 100,00.
      const { notices, ...cancelled } = c.data.cancelled;
      assert.deepEqual(
        [cancelled.on, cancelled.closures],
        ['2026-02-01', [{ id: ids.closure, effect: 'review', remaining: 2, needed: 3 }]],
      );
      assert.deepEqual(
        notices.map((n: Record<string, unknown>) => [n.id, n.effect, n.beforeBRL, n.afterBRL]),
        [[ids.n3, 'review', 150, 100]],
      );
      assert.match(
        (await run(['closures', 'list', '--establishment', ids.ssa as string])).out,
        /licença cassada \(v\d+\) .*; ATENÇÃO: auto AI-2026-\w+ anulado ou cancelado em 01\/02\/2026 \(Lavrado em duplicidade\.\): restam 2 de 3 notificações sobre a mesma irregularidade \(Lei de Salvador de 26\/07\/2011, art\. 15, § 1º\); a cassação se apoiou nela: revisar/,
      );
      const list = await ok(['notices', 'list', '--establishment', ids.ssa as string]);
      assert.equal(list.total, 3);
      assert.equal(list.items.find((r: { id: string }) => r.id === notice).status, 'cancelled');
      const text = await run(['notices', 'list', '--establishment', ids.ssa as string]);
      assert.match(text.out, / {2}cancelado {2}/); // the status by its name in the run's language (JSON: the id)
      assert.match((await run(['notices', 'list', '--establishment', ids.ssa as string, '--lang', 'en'])).out, / {2}cancelled {2}/);
      // Read as a user: scoped to their municipality (another municipality's officer sees none).
      assert.equal((await ok(['notices', 'list', '--establishment', ids.ssa as string, '--as', email.inspector as string])).total, 3);
      assert.equal((await ok(['notices', 'list', '--establishment', ids.ssa as string, '--as', email['officer-no'] as string])).total, 0);
      assert.ok((await audit(notice)).some((a) => a.action === 'notice.update' && a.actorId === ids['user:officer']));
    });
  });

  describe('seizures', () => {
    it('seizes containers with custody and release conditions, then releases them', async () => {
      const bad = await run([
        'seizures',
        'seize',
        '--establishment',
        ids.ssa2 as string,
        '--item',
        'container:0:botijão P13',
        '--custody',
        'Depósito da SEDUR',
        '--release-conditions',
        'Alvará apresentado',
        '--as',
        email.inspector as string,
      ]);
      assert.equal(bad.code, 2);
      assert.match(bad.err, /items\[0\]\.quantity: encontrado 0, esperado um número inteiro ≥ 1/);
      const args = [
        'seizures',
        'seize',
        '--establishment',
        ids.ssa2 as string,
        '--item',
        'container:12:botijão P13 cheio',
        '--item',
        'vehicle:1:caminhão baú:abc1d23',
        '--custody',
        'Depósito municipal da SEDUR, Av. ACM',
        '--release-conditions',
        'Apresentação do alvará e pagamento da multa',
        '--on',
        '10/03/2026',
      ];
      const byOfficer = await run([...args, '--as', email.officer as string]);
      assert.equal(byOfficer.code, 2);
      assert.match(byOfficer.err, /não permitem enforcement\.write/);
      const s = await ok([...args, '--as', email.inspector as string]);
      assert.equal(s.status, 'held');
      assert.deepEqual(s.data.items, [
        { kind: 'container', quantity: 12, description: 'botijão P13 cheio' },
        { kind: 'vehicle', quantity: 1, description: 'caminhão baú', plate: 'ABC1D23' },
      ]);
      assert.equal(s.data.custodyPlace, 'Depósito municipal da SEDUR, Av. ACM');
      assert.equal(s.data.releaseConditions, 'Apresentação do alvará e pagamento da multa');
      const r = await ok([
        'seizures',
        'release',
        s.id,
        '--note',
        'Alvará apresentado.',
        '--on',
        '20/03/2026',
        '--as',
        email.inspector as string,
      ]);
      assert.deepEqual([r.status, r.data.releasedOn, r.data.releaseNote], ['released', '2026-03-20', 'Alvará apresentado.']);
      const again = await run(['seizures', 'release', s.id, '--as', email.inspector as string]);
      const againEn = await run(['seizures', 'release', s.id, '--as', email.inspector as string, '--lang', 'en']);
      assert.deepEqual([again.code, againEn.code], [2, 2]);
      assert.equal(again.err, 'glp seizures: a apreensão está liberada: status: encontrado liberada, esperado em depósito\n');
      assert.equal(againEn.err, 'glp seizures: the seizure is released: status: found released, expected held\n');
      const text = await run(['seizures', 'list', '--establishment', ids.ssa2 as string]);
      assert.match(text.out, /12 × botijão P13 cheio; 1 × caminhão baú \(ABC1D23\); guarda: Depósito municipal/);
      assert.deepEqual(
        (await audit(s.id)).map((a) => a.action),
        ['seizure.create', 'seizure.update'],
      );
    });
  });

  describe('inspections', () => {
    it('records an inspection from a results file; its findings are the API’s for the same results', async () => {
      const cli = await ok([
        'inspect',
        'record',
        ids.no as string,
        '--input',
        EXAMPLE,
        '--on',
        '01/03/2026',
        '--as',
        email['inspector-no'] as string,
      ]);
      assert.equal(cli.kind, 'inspection');
      assert.equal(cli.data.results['art8-III'].result, 'does-not-conform');
      assert.equal(cli.data.results['art8-V'].result, 'conforms');
      assert.equal(cli.data.results['art8-IV'].result, 'not-checked');
      assert.equal(cli.createdBy, ids['user:inspector-no']);
      const text = await run(['inspect', 'show', cli.id]);
      assert.match(text.out, /não conforme {2}Lei 1\.761\/2000, art\. 8º, III — .*\(Sem detector de vazamento de GLP no depósito\.\)/);
      const body = (await import(EXAMPLE, { with: { type: 'json' } })).default;
      const viaApi = await withApi(async (api) => {
        const inspector = await makeUser(api, ['inspector'], 'nova-odessa-sp', 'inspector-api');
        return api.req('POST', '/api/inspections', {
          token: inspector.token,
          body: { establishmentId: ids.no, on: '2026-03-01', ...body },
        });
      });
      assert.equal(viaApi.status, 201, viaApi.text);
      assert.deepEqual(viaApi.json.data.findings, cli.data.findings);
      assert.deepEqual(viaApi.json.data.results, cli.data.results);
      assert.equal(viaApi.json.data.verdict, cli.data.verdict);
      const list = await ok(['inspect', 'list', '--establishment', ids.no as string]);
      assert.equal(list.total, 2);
      const checklist = await ok(['inspect', 'checklist', ids.no as string, '--date', '2026-03-01']);
      assert.ok(checklist.items.some((i: { rule: string }) => i.rule === 'art8-III'));
      assert.deepEqual(
        (await audit(cli.id)).map((a) => [a.action, a.actorId]),
        [['inspection.create', ids['user:inspector-no']]],
      );
    });

    it('refuses a contradicted result, a bad file, another municipality’s inspector, naming what to fix', async () => {
      const dir2 = scratchDir('glp-enf-acts-in-');
      const contradicted = join(dir2, 'c.json');
      writeFileSync(
        contradicted,
        JSON.stringify({ facts: { 'safety.gasDetection': false }, results: { 'art8-III': { result: 'conforms' } } }),
      );
      const c = await run(['inspect', 'record', ids.no as string, '--input', contradicted, '--as', email['inspector-no'] as string]);
      assert.equal(c.code, 2);
      assert.match(c.err, /results\.art8-III/);
      const badShape = join(dir2, 'b.json');
      writeFileSync(badShape, JSON.stringify({ results: { 'art8-III': { result: 'ok' } } }));
      const b = await run(['inspect', 'record', ids.no as string, '--input', badShape, '--as', email['inspector-no'] as string]);
      assert.equal(b.code, 2);
      assert.match(b.err, /--input results\.art8-III\.result/);
      const stranger = await run(['inspect', 'record', ids.no as string, '--input', EXAMPLE, '--as', email.inspector as string]);
      assert.equal(stranger.code, 2);
      assert.match(stranger.err, /não há /);
      rmSync(dir2, { recursive: true, force: true });
    });
  });
});
