/**
 * The licensing acts and the inspection queue from the command line (issue 10 item 8, issue 11
 * item 8), through the real bin/glp.mjs on a temporary data directory. Belém (Lei de Belém de
 * 16/01/2012, arts. 1–3): the construction stage (ANP authorisation, environmental licence,
 * company registration; the works and urbanism opinion on the building legislation, art. 2
 * caput — refused, naming it, until it is given), then the operating licence (fire insurance, scale certificate and the
 * fire brigade's opinion) — each act signed by `--as EMAIL` with that user's roles; the licence's
 * PDF read with pdftotext. A refusal exits 2 naming the missing item; so does an unknown user.
 * The application itself is created, evaluated and approved over the API (there is no CLI for
 * applications): everything from the first document to the licence is the CLI.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileComplaint } from '../src/app/complaints.ts';
import type { Role } from '../src/domain/roles.ts';
import { openApi } from '../src/api/server.ts';
import { makeUser, send, type TestApi } from './support/api.ts';
import { scratchDir } from './support/cli.ts';
import { exampleInput, Flow, PDF_BYTES, pdfText } from './support/licensing.ts';
import { packs } from './support/packs.ts';
import { toolMissing } from './support/tools.ts';

const skip = toolMissing('pdftotext', 'poppler-utils');
const D = '2026-11-30';
const M = 'belem-pa';
const BIN = new URL('../bin/glp.mjs', import.meta.url).pathname;
const dir = scratchDir('glp-cli-acts-');
const email: Record<string, string> = {};
let appId = '';
/** A second application of the same establishment's kind, denied by CLI. */
let deniedId = '';
let protocol = '';
let taskId = '';

/** `glp ARGS` as a user runs it: node bin/glp.mjs, SQLite under --data. */
function glp(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args, '--data', dir],
      { env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' }, maxBuffer: 1 << 24 },
      (e, out, err) => {
        resolve({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, out, err });
      },
    );
  });
}

async function ok(args: string[]): Promise<Record<string, unknown>> {
  const r = await glp([...args, '--format', 'json']);
  assert.equal(r.code, 0, `glp ${args.join(' ')}: ${r.err}`);
  return JSON.parse(r.out) as Record<string, unknown>;
}

before(async () => {
  const opened = await openApi({ dataDir: dir, packs, env: {}, auth: { tokenCacheMs: 0 }, config: {}, poolSize: 1, log: () => {} });
  const api: TestApi = { ...opened, engine: 'sqlite', req: (m, p, o) => send(opened.app, m, p, o) };
  try {
    const token: Record<string, string> = {};
    const roles: Role[] = ['applicant', 'licensing-officer', 'reviewer', 'fire-brigade', 'inspector'];
    for (const r of roles) {
      const p = await makeUser(api, [r], M, `${r}-belem`);
      token[r] = p.token;
      email[r] = p.user.email;
    }
    email['other-officer'] = (await makeUser(api, ['licensing-officer', 'inspector'], 'salvador-ba', 'officer-salvador')).user.email;
    const flow = new Flow(api, { token });
    const app = await flow.application(exampleInput(M), D);
    appId = app.id;
    await flow.approve(app.id);
    deniedId = (await flow.application(exampleInput(M), D)).id;
    const f = await fileComplaint(
      api.deps.repo,
      packs.list(),
      'req-cli-acts',
      { description: 'Botijões empilhados na calçada.', municipality: M },
      2026,
    );
    protocol = f.protocol;
    taskId = f.taskId;
  } finally {
    await opened.close();
  }
  writeFileSync(join(dir, 'documento.pdf'), PDF_BYTES);
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('Belém by CLI: documents, review, opinion, hold, refusal naming what is missing, issue with PDF', { skip }, async () => {
  const file = join(dir, 'documento.pdf');
  const present = async (requirement: string, extra: string[] = []) => {
    const doc = await ok([
      'licensing',
      'present',
      appId,
      requirement,
      file,
      '--valid-until',
      '2027-11-30',
      ...extra,
      '--as',
      email['applicant']!,
    ]);
    assert.equal(doc['status'], 'pending');
    return doc['id'] as string;
  };

  // Who signs: an unknown e-mail is named; a role the act is not for is refused as the API refuses it.
  const nobody = await glp(['licensing', 'present', appId, 'anp-authorisation', file, '--as', 'ninguem@example.org']);
  assert.equal(nobody.code, 2);
  assert.match(nobody.err, /--as: encontrado "ninguem@example\.org", esperado o e-mail de um usuário do cadastro/);
  const nobodyEn = await glp(['licensing', 'present', appId, 'anp-authorisation', file, '--as', 'ninguem@example.org', '--lang', 'en']);
  assert.match(nobodyEn.err, /--as: found "ninguem@example\.org", expected the e-mail of a user of the store/);
  const wrongRole = await glp(['licensing', 'issue', appId, '--stage', 'construction', '--as', email['applicant']!]);
  assert.equal(wrongRole.code, 2);
  assert.match(wrongRole.err, /Os seus perfis \(requerente\) não permitem licence\.create\./);
  // An official of another municipality does not see the application (the store's scope).
  const stranger = await glp(['licensing', 'hold', appId, '--reason', 'x', '--as', email['other-officer']!]);
  assert.equal(stranger.code, 2);
  assert.match(stranger.err, new RegExp(`não há pedido ${appId}`));

  // Construction stage (Belém arts. 2 and 4): five documents, accepted (one first rejected with its reason).
  const anp = await present('anp-authorisation');
  const noReason = await glp(['licensing', 'reject', anp, '--as', email['reviewer']!]);
  assert.equal(noReason.code, 2);
  assert.match(noReason.err, /reason: encontrado nada/);
  const rejected = await ok(['licensing', 'reject', anp, '--reason', 'ilegível', '--as', email['reviewer']!]);
  assert.equal(rejected['status'], 'rejected');
  assert.equal((rejected['data'] as { reason: string }).reason, 'ilegível');
  for (const id of [
    anp,
    await present('environmental-licence'),
    await present('other-licences'),
    await present('company-registration'),
    await present('tax-registrations'),
  ])
    assert.equal((await ok(['licensing', 'accept', id, '--as', email['reviewer']!]))['status'], 'accepted');
  // Art. 2 caput ("além das exigências da Legislação sobre construção"): refused without the
  // works and urbanism department's opinion, naming it; requested and given favourable.
  const noOpinion = await glp(['licensing', 'issue', appId, '--stage', 'construction', '--date', D, '--as', email['licensing-officer']!]);
  assert.equal(noOpinion.code, 2);
  assert.match(noOpinion.err, /parecer urbanism/);
  assert.match(
    noOpinion.err,
    /Falta o parecer — Órgão municipal de obras e urbanismo: plantas conforme a Legislação sobre construção: não solicitado/,
  );
  const plans = (await ok([
    'licensing',
    'request-opinions',
    appId,
    '--stage',
    'construction',
    '--as',
    email['licensing-officer']!,
  ])) as unknown as {
    data: { department: string };
  }[];
  assert.deepEqual(
    plans.map((o) => o.data.department),
    ['urbanism'],
  );
  assert.equal(
    (await ok(['licensing', 'opinion', appId, '--department', 'urbanism', '--favourable', '--as', email['reviewer']!]))['status'],
    'favourable',
  );
  // Issued with --lang en: what it prints, and the licence's PDF, in English (for information).
  const constructionPdf = join(dir, 'construction-en.pdf');
  const construction = await glp([
    'licensing',
    'issue',
    appId,
    '--stage',
    'construction',
    '--date',
    D,
    '--pdf',
    constructionPdf,
    '--lang',
    'en',
    '--as',
    email['licensing-officer']!,
  ]);
  assert.equal(construction.code, 0, construction.err);
  const constructionNumber = construction.out.split('\n')[0] ?? '';
  assert.match(constructionNumber, /\S/);
  // Belém's construction licence has no term in the law: none printed, and its PDF says so in English.
  assert.match(construction.out, /^licence \S+$/m);
  assert.match(construction.out, /^quantity permitted: /m);
  assert.doesNotMatch(construction.out, /licença|quantidade/);
  const constructionText = pdfText(readFileSync(constructionPdf));
  const constructionTitle = packs.require(M).procedure?.stages.find((s) => s.id === 'construction')?.title.en;
  for (const s of [
    `${constructionTitle} no. ${constructionNumber}`,
    'Translation for information',
    'Issued on 30/11/2026',
    'Valid until no term set by the law',
  ])
    assert.ok(constructionText.includes(s), `${s} in: ${constructionText}`);

  // Operating licence (art. 3): documents, the fire brigade's opinion, a hold.
  for (const [req, extra] of [
    ['fire-insurance', ['--amount', '80000']],
    ['scale-certificate', []],
  ] as const) {
    const id = await present(req, [...extra]);
    await ok(['licensing', 'accept', id, '--as', email['reviewer']!]);
  }
  const asked = (await ok([
    'licensing',
    'request-opinions',
    appId,
    '--stage',
    'alvara',
    '--as',
    email['licensing-officer']!,
  ])) as unknown as {
    data: { department: string };
  }[];
  assert.deepEqual(
    asked.map((o) => o.data.department),
    ['fire-brigade'],
  );
  // Refused before the opinion: exit 2 naming the missing item.
  const early = await glp(['licensing', 'issue', appId, '--stage', 'alvara', '--date', D, '--as', email['licensing-officer']!]);
  assert.equal(early.code, 2);
  // The refusal in the run's language: pt-BR by default, English with --lang en (the checklist's items in each).
  assert.match(early.err, /^glp licensing: Não é possível emitir: /);
  assert.doesNotMatch(early.err, /Cannot issue/);
  assert.match(early.err, /\n {2}parecer fire-brigade: Corpo de Bombeiros: .*: vistoria solicitada, ainda não realizada\.\n/);
  const issueArgs = ['licensing', 'issue', appId, '--stage', 'alvara', '--date', D];
  const earlyEn = await glp([...issueArgs, '--as', email['licensing-officer']!, '--lang', 'en']);
  assert.equal(earlyEn.code, 2);
  assert.match(earlyEn.err, /^glp licensing: Cannot issue: /);
  assert.match(
    earlyEn.err,
    /^glp licensing: Cannot issue: .*: inspection requested, not yet carried out\.\n {2}opinion fire-brigade: .*: inspection requested, not yet carried out\.\n/,
  );
  assert.doesNotMatch(earlyEn.err, /vistoria|solicitada|ainda não/);
  // Only the department's role gives its opinion (a Forbidden: pt-BR by default, English with --lang en).
  const notFire = await glp(['licensing', 'opinion', appId, '--department', 'fire-brigade', '--favourable', '--as', email['inspector']!]);
  assert.equal(notFire.code, 2);
  assert.match(
    notFire.err,
    /^glp licensing: A vistoria “Corpo de Bombeiros: .*” cabe ao perfil corpo de bombeiros \(Lei de Belém .*, art\. 3º, III\)\.\n$/,
  );
  const notFireEn = await glp([
    'licensing',
    'opinion',
    appId,
    '--department',
    'fire-brigade',
    '--favourable',
    '--as',
    email['inspector']!,
    '--lang',
    'en',
  ]);
  assert.match(notFireEn.err, /^glp licensing: The inspection “.*” is given by the role fire brigade \(/);
  const op = await ok(['licensing', 'opinion', appId, '--department', 'fire-brigade', '--favourable', '--as', email['fire-brigade']!]);
  assert.equal(op['status'], 'favourable');
  const hold = await ok(['licensing', 'hold', appId, '--reason', 'Vistoria pendente de laudo', '--as', email['inspector']!]);
  const held = await glp(['licensing', 'issue', appId, '--stage', 'alvara', '--date', D, '--as', email['licensing-officer']!]);
  assert.equal(held.code, 2);
  assert.match(held.err, new RegExp(`\n  pendência ${hold['id']}: Pendência aberta: Vistoria pendente de laudo.`));
  assert.equal(
    (await ok(['licensing', 'release', hold['id'] as string, '--reason', 'Laudo entregue', '--as', email['licensing-officer']!]))['status'],
    'released',
  );

  const pdfPath = join(dir, 'licenca.pdf');
  const issued = await glp([
    'licensing',
    'issue',
    appId,
    '--stage',
    'alvara',
    '--date',
    D,
    '--pdf',
    pdfPath,
    '--as',
    email['licensing-officer']!,
  ]);
  assert.equal(issued.code, 0, issued.err);
  const number = issued.out.split('\n')[0] ?? '';
  // What the licence permits: Belém's example requests no quantity, so the stock it describes.
  assert.match(
    issued.out,
    /^quantidade autorizada: 104 recipientes \(1\.480 kg\) — estoque descrito no pedido \(nenhuma quantidade requerida\)$/m,
  );
  // The expiry a person reads is dd/mm/aaaa (Belém's licence lasts a year from 30/11/2026).
  assert.match(issued.out, /^licença \S+ válida até 30\/11\/2027$/m);
  const text = pdfText(readFileSync(pdfPath));
  for (const s of [number, 'Licença de Funcionamento', 'Lei de Belém de 16/01/2012, art. 1º', '30/11/2026', '30/11/2027'])
    assert.ok(text.includes(s), `${s} in: ${text}`);
  // Issued once: a second issue is refused with the use case's message.
  const again = await glp(['licensing', 'issue', appId, '--stage', 'alvara', '--date', D, '--as', email['licensing-officer']!]);
  assert.equal(again.code, 2);
  assert.match(again.err, /: já houve emissão no pedido /);
  // Sanction with due process (Belém art. 8: 15 days for the defence): not decidable on the
  // term's last day, upheld the day after — the licence suspended; then reinstated.
  const licenceId = /licença (\S+)/.exec(issued.out)?.[1] ?? '';
  const officer = ['--as', email['licensing-officer']!];
  const c = await ok([
    'licensing',
    'sanction',
    licenceId,
    '--suspend',
    '--grounds',
    'Armazenamento acima da classe',
    '--date',
    '2026-12-01',
    ...officer,
  ]);
  const until = (c['data'] as { defenceUntil: string }).defenceUntil;
  const dayAfter = new Date(Date.parse(`${until}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const onLastDay = await glp(['licensing', 'decide', c['id'] as string, '--uphold', '--decision', 'Mantida', '--date', until, ...officer]);
  assert.equal(onLastDay.code, 2);
  const untilPt = `${until.slice(8, 10)}\\/${until.slice(5, 7)}\\/${until.slice(0, 4)}`;
  assert.match(onLastDay.err, new RegExp(`Ainda não: o prazo de defesa corre até ${untilPt}, inclusive`));
  const upheld = await ok(['licensing', 'decide', c['id'] as string, '--uphold', '--decision', 'Mantida', '--date', dayAfter, ...officer]);
  assert.equal(upheld['status'], 'upheld');
  const second = await glp(['licensing', 'sanction', licenceId, '--suspend', '--grounds', 'x', ...officer]);
  assert.equal(second.code, 2);
  assert.match(second.err, /licença: não é possível suspender uma licença suspensa \(só é possível com uma licença vigente\)/);
  assert.doesNotMatch(second.err, /\b(suspend|suspended|active)\b/);
  const secondEn = await glp(['licensing', 'sanction', licenceId, '--suspend', '--grounds', 'x', ...officer, '--lang', 'en']);
  assert.equal(secondEn.code, 2);
  assert.match(secondEn.err, /licence: cannot suspend a licence that is suspended \(possible only when it is active\)/);
  assert.equal((await ok(['licensing', 'reinstate', licenceId, '--grounds', 'Regularizado', ...officer]))['status'], 'active');
  // Every act audited, signed by its user.
  const audit = await glp(['audit', 'verify']);
  assert.equal(audit.code, 0, audit.err);
});

test('complaints status and the tasks queue by CLI, as the officials of the municipality', async () => {
  const st = await ok(['complaints', 'status', protocol]);
  assert.equal(st['protocol'], protocol);
  assert.equal(st['status'], 'received');
  const unknown = await glp(['complaints', 'status', 'DEN-2026-NOPE0000']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.err, /PROTOCOL: encontrado "DEN-2026-NOPE0000", esperado o protocolo de uma denúncia/);

  const list = (await ok(['tasks', 'list', M, '--status', 'open', '--as', email['inspector']!])) as { items: { id: string }[] };
  assert.deepEqual(
    list.items.map((t) => t.id),
    [taskId],
  );
  const other = await glp(['tasks', 'list', M, '--as', email['other-officer']!]);
  assert.equal(other.code, 2);
  assert.match(other.err, /Você atua por salvador-ba, não por belem-pa\./);
  assert.match(
    (await glp(['tasks', 'list', M, '--as', email['other-officer']!, '--lang', 'en'])).err,
    /You act for salvador-ba, not belem-pa\./,
  );
  // Text: the status by its name (pt-BR, or English with --lang en); JSON above keeps the id.
  const listed = await glp(['tasks', 'list', M, '--as', email['inspector']!]);
  assert.match(listed.out, new RegExp(`^${taskId}  aberta `, 'm'));
  const listedEn = await glp(['tasks', 'list', M, '--as', email['inspector']!, '--lang', 'en']);
  assert.match(listedEn.out, new RegExp(`^${taskId}  open `, 'm'));
  const applicant = await glp(['tasks', 'list', M, '--as', email['applicant']!]);
  assert.equal(applicant.code, 2);
  assert.match(applicant.err, /não permitem task\.read/);

  const assigned = await ok(['tasks', 'assign', M, taskId, '--to', email['inspector']!, '--as', email['licensing-officer']!]);
  assert.equal(assigned['status'], 'assigned');
  const badOutcome = await glp(['tasks', 'close', M, taskId, '--outcome', 'maybe', '--as', email['inspector']!]);
  assert.equal(badOutcome.code, 2);
  assert.match(badOutcome.err, /--outcome: encontrado "maybe", esperado um de confirmed, unfounded, not-found, referred/);
  const closed = await ok(['tasks', 'close', M, taskId, '--outcome', 'confirmed', '--note', 'Auto lavrado', '--as', email['inspector']!]);
  assert.equal(closed['status'], 'closed');
  const twice = await glp(['tasks', 'close', M, taskId, '--outcome', 'confirmed', '--as', email['inspector']!]);
  assert.equal(twice.code, 2);
  assert.equal((await ok(['complaints', 'status', protocol]))['status'] !== 'received', true);
});

test('glp licensing deny --pdf: the denial letter, in English with --lang en', { skip }, async () => {
  const letter = join(dir, 'denial-en.pdf');
  const args = ['licensing', 'deny', deniedId, '--stage', 'construction', '--date', D, '--grounds', 'Lote em área vedada.'];
  // A letter that cannot be written (no such folder) refuses the denial whole: nothing recorded.
  const nowhere = await glp([...args, '--pdf', join(dir, 'sem-pasta', 'x.pdf'), '--as', email['licensing-officer']!]);
  assert.equal(nowhere.code, 2);
  assert.match(nowhere.err, /^glp licensing: --pdf: a pasta .*sem-pasta não existe/);
  assert.equal(nowhere.out, '');
  const denied = await glp([...args, '--pdf', letter, '--lang', 'en', '--format', 'json', '--as', email['licensing-officer']!]);
  assert.equal(denied.code, 0, denied.err);
  const d = JSON.parse(denied.out) as { status: string; data: { grounds: string[]; groundsEn: string[] } };
  assert.equal(d.status, 'denied');
  // The grounds typed as typed in both; what the checklist found missing, in each language.
  assert.equal(d.data.grounds[0], 'Lote em área vedada.');
  assert.equal(d.data.groundsEn[0], 'Lote em área vedada.');
  assert.equal(d.data.groundsEn.length, d.data.grounds.length);
  assert.ok(d.data.grounds.length > 1, 'the documents still missing are grounds too');
  const text = pdfText(readFileSync(letter));
  for (const s of ['Notice of Denial', 'Translation for information', 'Lote em área vedada.', d.data.groundsEn[1] ?? '?', 'Lei de Belém'])
    assert.ok(text.replace(/\s+/g, ' ').includes(s.replace(/\s+/g, ' ')), `${s} in: ${text}`);
  assert.doesNotMatch(text, /Comunicado de Indeferimento|Motivos do indeferimento/);
});
