/** `glp fine`, `glp notices`, `glp inspect` in process, on a scratch SQLite store; exit 2 for what a user can fix. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { glp, scratchDir } from '../../test/support/cli.ts';
import { packs } from '../../test/support/packs.ts';
import { toolMissing } from '../../test/support/tools.ts';
import { openRepository } from '../store/open.ts';

const SYSTEM = { userId: 'test', municipality: null, roles: ['system-admin' as const], requestId: 'setup' };

describe('glp fine', () => {
  it('shows the fine with its arithmetic under each reading', async () => {
    const lin = await glp(['fine', 'belem-pa', 'art6-par2', '--repeat', '2']);
    assert.equal(lin.code, 0, lin.err);
    assert.match(lin.out, /R\$ 5\.000,00 × \(1 \+ 1 × 2\) = R\$ 15\.000,00/);
    // The readings the amount rests on, by id and in words.
    assert.match(lin.out, /^Interpretações adotadas\n {2}belem-pa\/same-irregularity = same-units: as mesmas unidades da lei violadas/m);
    assert.match(lin.out, /^ {2}belem-pa\/repeat-offence-progression = linear: linear: base × \(1 \+ n\)/m);
    const comp = await glp([
      'fine',
      'belem-pa',
      'art6-par2',
      '--repeat',
      '2',
      '--set',
      'belem-pa/repeat-offence-progression=compound',
      '--format',
      'json',
    ]);
    assert.equal(JSON.parse(comp.out).amountBRL, 20000);
  });
  it('exit 2 naming the field for an amount outside the range, an unknown infraction or a bad repeat', async () => {
    const out = await glp(['fine', 'salvador-ba', 'art15-III', '--amount', '99,99']);
    assert.equal(out.code, 2);
    assert.match(out.err, /amountBRL: encontrado R\$ 99,99, esperado de R\$ 100,00 a R\$ 300,00/);
    const en = await glp(['fine', 'salvador-ba', 'art15-III', '--amount', '99,99', '--lang', 'en']);
    assert.equal(en.code, 2);
    assert.match(en.err, /amountBRL: found R\$ 99,99, expected from R\$ 100,00 to R\$ 300,00/);
    assert.equal((await glp(['fine', 'salvador-ba', 'art99'])).code, 2);
    assert.equal((await glp(['fine', 'salvador-ba', 'art15-I', '--repeat', '-1'])).code, 2);
  });
  it('--set is checked as glp evaluate checks it: a name without its pack, or a value not of its kind, exits 2', async () => {
    for (const [set, err] of [
      // Ignored before: the default (linear) reading was computed while the user asked for compound.
      [
        'repeat-increase-mode=compound',
        /overrides: encontrado "repeat-increase-mode", esperado salvador-ba\/repeat-increase-mode, o nome do parâmetro/,
      ],
      // "Multa: R$ NaN" before.
      [
        'salvador-ba/repeat-increase-percent=abc',
        /overrides\.salvador-ba\/repeat-increase-percent: encontrado "abc", esperado um número \(percent\)/,
      ],
      ['salvador-ba/repeat-increase-mode=double', /esperado uma das interpretações de repeat-increase-mode: "linear", "compound"/],
    ] as const) {
      const r = await glp(['fine', 'salvador-ba', 'art15-II', '--repeat', '3', '--set', set]);
      assert.equal(r.code, 2, set);
      assert.match(r.err, err);
      assert.equal(r.out, '');
    }
    // A negative fine before.
    const neg = await glp(['fine', 'nova-odessa-sp', 'art18', '--set', 'nova-odessa-sp/ufir-value-brl=-1']);
    assert.equal(neg.code, 2);
    assert.match(neg.err, /ufir-value-brl: encontrado -1, esperado um número ≥ 0 BRL/);
    // With its pack the reading is applied: 300 × 1,5³.
    const ok = await glp(['fine', 'salvador-ba', 'art15-II', '--repeat', '3', '--set', 'salvador-ba/repeat-increase-mode=compound']);
    assert.equal(ok.code, 0, ok.err);
    assert.match(ok.out, /R\$ 300,00 × 1,5\^3 = R\$ 1\.012,50/);
  });
  it('art. 15, III: the bounds of the range are accepted, one centavo beyond them refused', async () => {
    for (const [amount, code] of [
      ['100', 0],
      ['300', 0],
      ['300,01', 2],
      ['99,99', 2],
      ['R$ 300,00', 0],
      ['R$ 300,01', 2],
    ] as const)
      assert.equal((await glp(['fine', 'salvador-ba', 'art15-III', '--amount', amount])).code, code, amount);
  });
  it('Salvador art. 15, V: notification first; a repeat follows the notification and the earlier fines; the 3rd notification closes (§ 1º)', async () => {
    const json = async (...a: string[]) => {
      const r = await glp(['fine', 'salvador-ba', 'art15-V', '--date', '2026-11-30', '--format', 'json', ...a]);
      assert.equal(r.code, 0, r.err);
      const q = JSON.parse(r.out);
      return [q.kind, q.amountBRL, q.notification, q.repeat];
    };
    // "notificação; mantendo-se irregular, multa de R$ 100,00", +50 % a cada reincidência.
    assert.deepEqual(await json(), ['notification', null, 1, 0]);
    assert.deepEqual(await json('--notices', '1'), ['fine', 100, 2, 0]);
    // The 1st repeat fine came after the notification and the first fine: the 3rd notification.
    assert.deepEqual(await json('--repeat', '1'), ['fine', 150, 3, 1]);
    assert.deepEqual(await json('--repeat', '2'), ['fine', 200, 4, 2]);
    const text = await glp(['fine', 'salvador-ba', 'art15-V', '--repeat', '1', '--date', '2026-11-30']);
    assert.match(text.out, /Notificação nº 3 sobre a mesma irregularidade; reincidência nº 1\n/);
    assert.match(text.out, /Interdição do estabelecimento nesta notificação \([^)]*art\. 15, § 1º\)/);
    assert.match(text.out, /Multa: R\$ 150,00\n/);
    const first = await glp(['fine', 'salvador-ba', 'art15-V', '--notices', '1', '--date', '2026-11-30']);
    assert.match(first.out, /Notificação nº 2 sobre a mesma irregularidade; reincidência nº 0\n/);
    assert.doesNotMatch(first.out, /Interdição/);
    // Fewer earlier notices than earlier fines cannot be: every fine was a notice.
    const bad = await glp(['fine', 'salvador-ba', 'art15-V', '--repeat', '2', '--notices', '1']);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /--notices: encontrado 1, esperado pelo menos --repeat \(2\)/);
    const badEn = await glp(['fine', 'salvador-ba', 'art15-V', '--repeat', '2', '--notices', '1', '--lang', 'en']);
    assert.match(badEn.err, /--notices: found 1, expected at least --repeat \(2\)/);
    // --notices alone gives the earlier fines: the 3rd notice under art. 15, V is the 1st repeat (R$ 150), as --repeat 1 says.
    const third = await glp(['fine', 'salvador-ba', 'art15-V', '--notices', '2', '--date', '2026-11-30']);
    assert.match(third.out, /Notificação nº 3 sobre a mesma irregularidade; reincidência nº 1\n/);
    assert.match(third.out, /Multa: R\$ 150,00\n/);
    const disagree = await glp(['fine', 'salvador-ba', 'art15-V', '--notices', '1', '--repeat', '1']);
    assert.equal(disagree.code, 2);
    assert.match(
      disagree.err,
      /--repeat: encontrado 1, esperado 0 com --notices 1: o primeiro auto sobre a mesma irregularidade é notificação/,
    );
  });
  it('a law with no notification first: every earlier notice was a fine (Belém art. 7º, parágrafo único; Nova Odessa art. 18)', async () => {
    const belem = await glp(['fine', 'belem-pa', 'art7-parU', '--notices', '3', '--date', '2026-11-30']);
    assert.equal(belem.code, 0, belem.err);
    assert.match(belem.out, /Notificação nº 4 sobre a mesma irregularidade; reincidência nº 3\n/);
    assert.match(belem.out, /R\$ 10\.000,00 × \(1 \+ 1 × 3\) = R\$ 40\.000,00/);
    const none = await glp(['fine', 'belem-pa', 'art7-parU', '--notices', '0', '--date', '2026-11-30']);
    assert.match(none.out, /Notificação nº 1 sobre a mesma irregularidade; reincidência nº 0\n/);
    const no = await glp(['fine', 'nova-odessa-sp', 'art18', '--notices', '2', '--repeat', '1']);
    assert.equal(no.code, 2);
    assert.match(
      no.err,
      /--repeat: encontrado 1, esperado 2 com --notices 2: cada auto anterior sobre a mesma irregularidade foi uma multa/,
    );
  });
  it('Salvador art. 15, I (fine from the first finding): the 2nd notification does not close, the 3rd does; Belém has no closure', async () => {
    const second = await glp(['fine', 'salvador-ba', 'art15-I', '--repeat', '1', '--date', '2026-11-30']);
    assert.match(second.out, /Notificação nº 2 sobre a mesma irregularidade; reincidência nº 1\n/);
    assert.match(second.out, /Multa: R\$ 750,00\n/);
    assert.doesNotMatch(second.out, /Interdição/);
    const third = await glp(['fine', 'salvador-ba', 'art15-I', '--repeat', '2', '--date', '2026-11-30']);
    assert.match(third.out, /Notificação nº 3 sobre a mesma irregularidade; reincidência nº 2\n/);
    assert.match(third.out, /Multa: R\$ 1\.000,00\n/);
    assert.match(third.out, /Interdição do estabelecimento nesta notificação/);
    const belem = await glp(['fine', 'belem-pa', 'art6-par2', '--repeat', '5', '--date', '2026-11-30']);
    assert.equal(belem.code, 0, belem.err);
    assert.doesNotMatch(belem.out, /Interdição/);
    assert.match(belem.out, /Multa: R\$ 30\.000,00\n/);
  });
});

describe('glp notices and glp inspect', () => {
  const dir = scratchDir('glp-cli-enf-');
  const data = join(dir, 'data');
  let estId = '';
  before(async () => {
    const repo = await openRepository({ dataDir: data });
    await repo.upsertMunicipalities(packs.list().map((p) => ({ id: p.id, name: p.name, uf: p.uf, ibge: p.ibge })));
    const e = await repo.createEstablishment(SYSTEM, {
      municipality: 'nova-odessa-sp',
      name: 'Gás Nova Odessa Ltda.',
      cnpj: '11222333000181',
      address: { street: 'Rua Azul', number: '10' },
      location: null,
      ownerUserId: null,
      status: 'active',
      data: {},
    });
    estId = e.id;
    const u = await repo.createUser(SYSTEM, {
      email: 'ana@example.org',
      name: 'Ana',
      municipality: 'nova-odessa-sp',
      roles: ['applicant'],
      passwordHash: null,
      oidcIssuer: null,
      oidcSubject: null,
      disabled: false,
    });
    await repo.createApplication(SYSTEM, {
      municipality: 'nova-odessa-sp',
      establishmentId: e.id,
      applicantUserId: u.id,
      type: 'renewal',
      status: 'draft',
      input: {
        municipality: 'nova-odessa-sp',
        activity: 'glp-resale',
        date: '2026-03-01',
        storage: { containers: [{ capacityKg: 13, state: 'full', count: 300 }] },
      },
    });

    await repo.close();
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('issues notices counting repeats, lists them and writes the PDF', { skip: toolMissing('pdftotext', 'poppler-utils') }, async () => {
    const base = [
      'notices',
      'issue',
      '--data',
      data,
      '--establishment',
      estId,
      '--infraction',
      'art18',
      '--unit',
      'art8-III',
      '--finding',
      'Sem detector de gás.',
    ];
    const a = await glp([...base, '--on', '2026-03-01']);
    assert.equal(a.code, 0, a.err);
    assert.match(a.out, /R\$ 212,82 \(notificação nº 1, reincidência nº 0\)/);
    const b = await glp([...base, '--on', '2026-04-01']);
    assert.match(b.out, /R\$ 425,64 \(notificação nº 2, reincidência nº 1\)/);
    const list = await glp(['notices', 'list', '--data', data, '--format', 'json']);
    const page = JSON.parse(list.out);
    assert.equal(page.total, 2);
    // A MUNICIPALITY filters: the word was taken for nothing, and every municipality's notices were listed.
    const listOf = async (m: string) => JSON.parse((await glp(['notices', 'list', m, '--data', data, '--format', 'json'])).out).total;
    assert.deepEqual([await listOf('nova-odessa-sp'), await listOf('belem-pa')], [2, 0]);
    assert.equal((await glp(['notices', 'list', 'belem-pa', '--data', data])).out, 'nenhum auto de infração\n');
    assert.equal((await glp(['closures', 'list', 'belem-pa', '--data', data, '--lang', 'en'])).out, 'no closure\n');
    const wrong = await glp(['notices', 'list', 'nova-odessa', '--data', data]);
    assert.equal(wrong.code, 2);
    assert.match(wrong.err, /MUNICIPALITY: encontrado "nova-odessa", esperado um de belem-pa, nova-odessa-sp/);
    const two = await glp(['inspect', 'list', 'nova-odessa-sp', 'belem-pa', '--data', data]);
    assert.deepEqual([two.code, /encontrado "belem-pa", esperado no máximo um MUNICIPALITY/.test(two.err)], [2, true]);
    const pdf = join(dir, 'n.pdf');
    const w = await glp(['notices', 'pdf', page.items[0].id, '--out', pdf, '--data', data]);
    assert.equal(w.code, 0, w.err);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    assert.ok(text.includes('400 UFIR × R$ 1,0641 por UFIR'), text);
    assert.ok(readFileSync(pdf).subarray(0, 5).toString() === '%PDF-');
    const bad = await glp([...base.slice(0, -2), '--finding', 'x', '--unit', 'art99']);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /units\[1\]/);
  });

  it('prints the checklist of the establishment, citing each unit', async () => {
    const r = await glp(['inspect', 'checklist', estId, '--date', '2026-03-01', '--data', data]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /classe III/);
    assert.match(r.out, /\[ \] Lei 1\.761\/2000, art\. 8º, III — .*\(safety\.gasDetection\)/);
    const missing = await glp(['inspect', 'checklist', 'no-such-id', '--data', data]);
    assert.equal(missing.code, 2);
  });
});
