/**
 * `glp due` and `glp licensing …` on a store where a licence was issued through the API:
 * what falls due on a date (Nova Odessa art. 16 § 1: yearly; due 30 days before the last day),
 * the checklist, the procedure; bad input is exit 2 naming the value.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { openApi } from '../src/api/server.ts';
import { send, type TestApi } from './support/api.ts';
import { glp, scratchDir } from './support/cli.ts';
import { actorsOf, exampleInput, Flow } from './support/licensing.ts';
import { packs } from './support/packs.ts';

const dir = scratchDir('glp-licensing-cli-');
let appId = '';

before(async () => {
  const opened = await openApi({ dataDir: dir, packs, env: {}, auth: { tokenCacheMs: 0 }, config: {}, poolSize: 2, log: () => {} });
  const api: TestApi = { ...opened, engine: 'sqlite', req: (m, p, o) => send(opened.app, m, p, o) };
  try {
    const flow = new Flow(api, await actorsOf(api, 'nova-odessa-sp'));
    const app = await flow.application(exampleInput('nova-odessa-sp'), '2026-11-30');
    appId = app.id;
    await flow.approve(app.id);
    await flow.present(app.id, 'state-federal-compliance');
    // Art. 13 § 4º: the example is a trader (mobile sale), whose concession contract is asked too; its
    // term runs past the alvará's, so 30/11/2027 still has one document falling due.
    await flow.present(app.id, 'concession-contract', { validUntil: '2028-11-30' });
    // Art. 14 § 2º, I: the vehicles' inspection, its report also valid past the alvará's term.
    await flow.present(app.id, 'mobile-vehicle-inspection', { validUntil: '2028-11-30' });
    await flow.opinions(app.id, 'alvara', { 'fire-brigade': 'fire-brigade', 'municipal-inspection': 'inspector' });
    assert.equal((await flow.issue(app.id, { date: '2026-11-30' })).status, 201);
  } finally {
    await opened.close();
  }
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('glp due: nothing the day before the renewal window, the renewal on its first day', async () => {
  const before = await glp(['due', '--data', dir, '--date', '2027-10-30', '--within', '0d', '--format', 'json']);
  assert.equal(before.code, 0, before.err);
  assert.deepEqual(JSON.parse(before.out).items, []);
  const on = await glp(['due', '--data', dir, '--date', '2027-10-31', '--within', '0d', '--role', 'licensing-officer']);
  assert.equal(on.code, 0, on.err);
  // Who acts and where by name (the ids are in --format json).
  assert.match(
    on.out,
    /^30\/11\/2027 {2}servidor do licenciamento {2}Nova Odessa\/SP {2}Licença \S+ \(.*\) vence em 30\/11\/2027: renovação\.\n$/,
  );
  // In English with --lang en (the JSON keeps message in pt-BR and adds text).
  const onEn = await glp(['due', '--data', dir, '--date', '2027-10-31', '--within', '0d', '--role', 'licensing-officer', '--lang', 'en']);
  assert.equal(onEn.code, 0, onEn.err);
  assert.match(
    onEn.out,
    /^30\/11\/2027 {2}licensing officer {2}Nova Odessa\/SP {2}Licence \S+ \(.*\) expires on 30\/11\/2027: renewal\.\n$/,
  );
  assert.doesNotMatch(onEn.out, /vence|renovação/);
  const week = await glp(['licensing', 'due', '--data', dir, '--date', '2027-10-24', '--within', '1w', '--format', 'json']);
  assert.deepEqual(
    JSON.parse(week.out).items.map((i: { kind: string }) => i.kind),
    ['renewal'],
  );
  // The documents presented expire too: reported on the day they fall due.
  const last = await glp(['due', '--data', dir, '--date', '2027-11-30', '--within', '0d', '--format', 'json']);
  assert.deepEqual(
    JSON.parse(last.out)
      .items.map((i: { kind: string }) => i.kind)
      .sort(),
    ['document-expiry', 'renewal'],
  );
  const expiring = JSON.parse(last.out).items.find((i: { kind: string }) => i.kind === 'document-expiry');
  assert.equal(expiring.message, expiring.text.pt);
  // The document by its title, not its requirement id (Nova Odessa art. 13 § 4º: the concession contract).
  assert.doesNotMatch(expiring.text.pt, /concession-contract/);
  assert.match(expiring.text.pt, /: vence em 30\/11\/2027\.$/);
  assert.match(expiring.text.en, /: expires on 30\/11\/2027\.$/);
  const other = await glp([
    'due',
    '--data',
    dir,
    '--date',
    '2027-10-31',
    '--within',
    '0d',
    '--municipality',
    'salvador-ba',
    '--format',
    'json',
  ]);
  assert.deepEqual(JSON.parse(other.out).items, []);
});

test('glp licensing checklist and procedure; bad input exits 2 naming what was found', async () => {
  const cl = await glp(['licensing', 'checklist', appId, '--data', dir, '--date', '2026-11-30']);
  assert.equal(cl.code, 0, cl.err);
  assert.match(cl.out, /alvara: nada pendente em 30\/11\/2026/);
  const p = await glp(['licensing', 'procedure', 'salvador-ba', '--format', 'json']);
  assert.deepEqual(
    JSON.parse(p.out).stages.map((s: { id: string }) => s.id),
    ['tvl', 'alvara'],
  );
  // The text a person reads: citations written out, validity in words, what the licence states.
  const vdc = await glp(['licensing', 'procedure', 'vitoria-da-conquista-ba']);
  assert.equal(vdc.code, 0, vdc.err);
  assert.match(vdc.out, /^Vitória da Conquista\/BA — procedimento de licenciamento\n/);
  // Lei 709/1993 sets no term for the alvará (art. 19 only asks the opinions before it): the year is
  // said to be the municipality's choice, not printed as if art. 19 set it. Art. 2 ("autorizar a
  // construção e o funcionamento"): it comes after the construction authorisation, which has no term.
  assert.match(
    vdc.out,
    /Lei 709\/1993, art\. 19 · depois de: Autorização\s+para\s+construção · emitida por:\s+servidor\s+do\s+licenciamento\s+\(licensing-officer\)\s+·\s+validade:\s+1\s+ano\s+\(a\s+lei\s+não\s+fixa\s+o\s+prazo:\s+escolha\s+do\s+Município\)\n/,
  );
  assert.match(
    vdc.out,
    /\nconstruction — Autorização para construção\n {2}Lei 709\/1993, art\. 2º · depois de: — · [^·]*·\s+validade: sem prazo na lei\n/,
  );
  // … not asked of what was installed before the law (art. 24) nor of what builds no posto or depósito (art. 2).
  assert.match(
    vdc.out,
    /sem\s+Autorização\s+para\s+construção\s+para\s+estabelecimento\s+instalado\s+\(em\s+funcionamento,\s+ou\s+com\s+a\s+construção\s+aprovada\)\s+até\s+25\/05\/1993/,
  );
  assert.match(vdc.out, /art\.\s+24\)\n/);
  // Belém art. 5: the operating licence without the construction licence for an outlet existing on 16/01/2012;
  // art. 2 caput: the works and urbanism opinion at the construction stage.
  const belem = await glp(['licensing', 'procedure', 'belem-pa']);
  assert.match(
    belem.out,
    /sem\s+Aprovação\s+de\s+planta\s+e\s+licença\s+para\s+construção\s+para\s+posto\s+já\s+existente,\s+ou\s+com\s+licença\s+para\s+construção\s+aprovada,\s+até\s+16\/01\/2012/,
  );
  assert.match(belem.out, /\(Lei de Belém de 16\/01\/2012,\s+art\.\s+5º\)\n/);
  assert.match(
    belem.out,
    /parecer\s+urbanism:\s+Órgão\s+municipal\s+de\s+obras\s+e\s+urbanismo:\s+plantas\s+conforme\s+a\s+Legislação\s+sobre\s+construção\s+\(Lei\s+de\s+Belém\s+de\s+16\/01\/2012,\s+art\.\s+2º\)\s+·\s+por:\s+analista\s+\(reviewer\)/,
  );
  assert.match(
    vdc.out,
    /a licença declara: tipo de revenda, classe, quantidade permitida \(kg e botijões: Lei 709\/1993,\s+art\. 5º, § 3º\)/,
  );
  // Neither the renewal window nor the 15 days of defence are in the law (art. 27 sends to the
  // processo fiscal administrativo without a term): both are said to be the municipality's choice.
  assert.match(
    vdc.out,
    /\nrenovação: pedida a partir de 30 dias antes do fim da validade \(a lei não fixa o prazo:\s+escolha\s+do\s+Município;\s+Lei\s+709\/1993,\s+art\.\s+19\)\n/,
  );
  // Art. 26, II: the opinion to the Mayor is on "a suspensão ou a cassação do Alvará"; no closure order.
  assert.match(vdc.out, /\nsanções: suspensão \(Lei 709\/1993, art\. 26, II\); cassação \(Lei 709\/1993,\s+art\.\s+26,\s+II\)\n/);
  assert.doesNotMatch(vdc.out, /interdição/);
  assert.match(vdc.out, /\ndefesa: 15 dias corridos \(a lei não fixa o prazo: escolha do Município; Lei 709\/1993, art\. 27\)\n$/);
  assert.doesNotMatch(vdc.out, /defesa: 15 dias \(Lei/);
  // Nova Odessa art. 16 § 1º: "renováveis anualmente" — the one alvará whose year the law sets.
  const no = await glp(['licensing', 'procedure', 'nova-odessa-sp']);
  assert.equal(no.code, 0, no.err);
  assert.match(no.out, /validade: 1 ano\s+\(Lei\s+1\.761\/2000,\s+art\.\s+16,\s+§\s+1º\)\n/);
  assert.doesNotMatch(no.out, /validade: 1 ano\s+\(a lei não fixa/);
  assert.match(no.out, /interdição\s+\(Lei\s+1\.761\/2000,\s+art\.\s+17,\s+parágrafo\s+único\)/);
  const ssa = await glp(['licensing', 'procedure', 'salvador-ba', '--lang', 'en']);
  assert.match(ssa.out, /tvl — [^\n]*\n[^\n]*\n?[^\n]*validity:\s+no\s+end set by\s+the law\n[\s\S]*alvara — /);
  assert.match(
    ssa.out,
    /after:\s+Location\s+feasibility\s+term\s+\(TVL\)\s+·\s+issued\s+by:\s+licensing\s+officer\s+\(licensing-officer\)\s+·\s+validity:\s+1\s+year\s+\(the\s+law\s+sets\s+no\s+term:\s+the\s+municipality’s\s+choice\)\n/,
  );
  // The TVL's waiver for a firm existing in 2011 rests on a reading, named with the value that waives.
  assert.match(ssa.out.replace(/\s+/g, ' '), /art\. 2º, § 1º; under the reading salvador-ba\/tvl-waiver-existing = waived\)/);
  // Salvador: art. 12 (cassação temporária ou definitiva), art. 15 § 1º (closure at the 3rd
  // notification); § 2º's revocation only from a closure order in force, from its 91st day.
  assert.match(
    ssa.out,
    /\nsanctions: suspension \([^)]*art\. 12\); closure order\s+\([^)]*art\.\s+15,\s+§\s+1º\); revocation\s+\([^)]*art\.\s+12\)\n/,
  );
  assert.match(
    ssa.out,
    /\nrevocation after a closure not remedied in 90 days: notified from the closure in force, from day\s+91 \(glp closures revoke\), with the same defence \([^)]*art\.\s+15,\s+§\s+2º\)\n/,
  );
  assert.match(ssa.out, /the licence states: class, permitted quantity \(kg\)\n/);
  // Salvador art. 2 § 1º: the alvará without a TVL for a company existing and legally installed on 26/07/2011.
  assert.match(
    ssa.out,
    /without\s+Location\s+feasibility\s+term\s+\(TVL\)\s+for\s+a\s+company\s+already\s+existing\s+when\s+the\s+law\s+was\s+published\s+\(26\/07\/2011\)/,
  );
  for (const out of [vdc.out, ssa.out, no.out, belem.out]) assert.ok(Math.max(...out.split('\n').map((l) => l.length)) <= 100, out);
  const none = await glp(['due', '--data', dir, '--date', '2026-12-01', '--within', '0d', '--municipality', 'belem-pa']);
  assert.equal(none.code, 0, none.err);
  // Nothing registered for Belém in this store: said so, not a bare "nothing due".
  assert.equal(none.out, 'nada vence de 01/12/2026 a 01/12/2026: o cadastro de Belém/PA não tem pedido nem licença\n');
  // Nova Odessa has its application and licence: nothing due that day is just that.
  const quiet = await glp(['due', '--data', dir, '--date', '2026-12-01', '--within', '0d', '--municipality', 'nova-odessa-sp']);
  assert.equal(quiet.out, 'nada vence de 01/12/2026 a 01/12/2026\n');
  // A store with nothing at all (a new --data), in both languages.
  const fresh = join(dir, 'vazio');
  assert.equal(
    (await glp(['due', '--data', fresh, '--date', '2026-12-01', '--within', '0d'])).out,
    'nada vence de 01/12/2026 a 01/12/2026: o cadastro não tem pedido nem licença\n',
  );
  assert.equal(
    (await glp(['due', '--data', fresh, '--date', '2026-12-01', '--within', '0d', '--lang', 'en'])).out,
    'nothing due from 01/12/2026 to 01/12/2026: the store has no application and no licence\n',
  );
  const bad = await glp(['due', '--data', dir, '--within', 'soon']);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /--within: encontrado "soon", esperado dias ou semanas/);
  assert.match(
    (await glp(['due', '--data', dir, '--within', 'soon', '--lang', 'en'])).err,
    /--within: found "soon", expected days or weeks/,
  );
  const badDate = await glp(['due', '--data', dir, '--date', '2027-02-30']);
  assert.equal(badDate.code, 2);
  // A mistake in glp due shows glp due's usage, not the whole licensing command's.
  const unknown = await glp(['due', '--data', dir, '--bogus']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.err, /opção desconhecida '--bogus'\nuso: glp due \[--role R\]/);
  assert.doesNotMatch(unknown.err, /glp licensing (issue|procedure)/);
  // A word it does not take is refused (it listed everything and exited 0); licensing due alike.
  const extra = await glp(['due', 'tudo', '--data', dir]);
  assert.equal(extra.code, 2);
  assert.match(extra.err, /encontrado "tudo", esperado nada após due/);
  assert.equal(extra.out, '');
  const extraEn = await glp(['licensing', 'due', 'all', '--data', dir, '--lang', 'en']);
  assert.equal(extraEn.code, 2);
  assert.match(extraEn.err, /found "all", expected nothing after due/);
  // procedure and checklist take one word (the second was ignored, exit 0).
  const twoLaws = await glp(['licensing', 'procedure', 'belem-pa', 'salvador-ba']);
  assert.deepEqual([twoLaws.code, twoLaws.out], [2, '']);
  assert.match(twoLaws.err, /encontrado "salvador-ba", esperado nada após procedure belem-pa/);
  const twoApps = await glp(['licensing', 'checklist', 'a', 'b', '--data', dir]);
  assert.equal(twoApps.code, 2);
  assert.match(twoApps.err, /encontrado "b", esperado nada após checklist a/);
  const noApp = await glp(['licensing', 'checklist', 'nope', '--data', dir]);
  assert.equal(noApp.code, 2);
  assert.match(noApp.err, /APPLICATION: encontrado "nope", esperado o id de um pedido/);
});

test('glp due --role takes only a role the product has: an unknown one exits 2 naming them, not "nada vence"', async () => {
  const r = await glp(['due', '--data', dir, '--role', 'wizard']);
  assert.equal(r.code, 2, r.out);
  assert.match(r.err, /--role: encontrado "wizard", esperado um de applicant, licensing-officer, .*inspector/);
  assert.equal(r.out, '');
  assert.equal((await glp(['due', '--data', dir, '--role', 'inspector'])).code, 0);
});
