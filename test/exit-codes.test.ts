/**
 * Exit codes as promised (README "Exit codes", issue #7 item 4): every usage or environment
 * error a user can fix is exit 2 with ONE line naming the problem (no stack trace); 1 is for
 * bugs only. Each case runs the real command (bin/glp.mjs) in a child process.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { cleanEnv, type Ran, runProcess } from './support/run.ts';
import { GLP } from './support/serve.ts';

const dir = mkdtempSync(join(tmpdir(), 'glp-exit-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string> = {}): Promise<Ran> {
  return runProcess(process.execPath, [GLP, ...args], { cwd: dir, env: cleanEnv(env), timeoutMs: 60_000 });
}

/**
 * Exit 2 and ONE line "glp COMMAND: …" naming the problem (a usage reminder or progress lines may
 * accompany it), no stack, no "internal error". `lines` > 1 only where processes each say it.
 */
async function fixable(args: string[], names: RegExp, env: Record<string, string> = {}, lines = 1): Promise<void> {
  const r = await run(args, env);
  assert.equal(r.code, 2, `glp ${args.join(' ')} → ${r.code}\n${r.err}`);
  const said = r.err.split('\n').filter((l) => /^glp[ :]/.test(l));
  assert.ok(said.length >= 1 && said.length <= lines, r.err);
  assert.match(said.at(-1) ?? '', names);
  assert.doesNotMatch(r.err, /internal error|erro interno|\n\s+at |Error:/);
}

let seq = 0;
const data = () => join(dir, `data-${++seq}`);
const ADMIN = { GLP_ADMIN_EMAIL: 'admin@example.gov.br', GLP_ADMIN_PASSWORD: 'uma senha longa o bastante' };

describe('glp serve: the operator’s settings', () => {
  let busy: Server;
  let port = 0;
  before(async () => {
    busy = createServer();
    await new Promise<void>((ok) => busy.listen(0, '127.0.0.1', ok));
    port = (busy.address() as { port: number }).port;
  });
  after(() => busy.close());

  test('a GLP_ADMIN_PASSWORD of 9 characters (the minimum is 10)', () =>
    fixable(['serve', '--port', '0', '--data', data()], /^glp serve: GLP_ADMIN_PASSWORD: found 9 characters, expected at least 10/, {
      ...ADMIN,
      GLP_ADMIN_PASSWORD: '123456789',
    }));
  test('a GLP_ADMIN_EMAIL that is not an e-mail address', () =>
    fixable(['serve', '--port', '0', '--data', data()], /^glp serve: GLP_ADMIN_EMAIL: found "admin", expected an e-mail address/, {
      ...ADMIN,
      GLP_ADMIN_EMAIL: 'admin',
    }));
  test('GLP_ADMIN_EMAIL without GLP_ADMIN_PASSWORD', () =>
    fixable(['serve', '--port', '0', '--data', data()], /set both GLP_ADMIN_EMAIL and GLP_ADMIN_PASSWORD/, {
      GLP_ADMIN_EMAIL: ADMIN.GLP_ADMIN_EMAIL,
    }));
  test('a port in use (pt-BR, and English with --lang en)', async () => {
    await fixable(['serve', '--port', String(port), '--data', data()], new RegExp(`a porta ${port} .*já está em uso.*--port`));
    await fixable(['serve', '--port', String(port), '--data', data(), '--lang', 'en'], new RegExp(`port ${port} .*in use.*--port`));
  });
  test('a port in use, with --workers 2', () =>
    fixable(['serve', '--port', String(port), '--workers', '2', '--data', data()], /um processo não pôde iniciar/, {}, 3));
  test('half an OIDC configuration', () =>
    fixable(['serve', '--port', '0', '--data', data()], /GLP_OIDC_CLIENT_ID/, { GLP_OIDC_ISSUER: 'https://sso.acesso.gov.br' }));
});

describe('files and folders', () => {
  test('an output folder that does not exist (viability, before computing)', () =>
    fixable(
      ['viability', 'belem-pa', '--out', 'no-such-folder/map.geojson', '--data', data()],
      /--out: a pasta .*no-such-folder não existe/,
    ));
  test('the same in English with --lang en', () =>
    fixable(
      ['viability', 'belem-pa', '--out', 'no-such-folder/map.geojson', '--data', data(), '--lang', 'en'],
      /--out: folder .*no-such-folder does not exist/,
    ));
  test('an SVG beside it in a folder that does not exist', () =>
    fixable(
      ['viability', 'belem-pa', '--out', 'map.geojson', '--svg', 'nope/map.svg', '--data', data()],
      /--svg: a pasta .*nope não existe/,
    ));
  test('generate --out into a folder that does not exist', () =>
    fixable(['generate', '--out', 'nope/synthetic.geojson'], /--out: a pasta .*nope não existe/));
  test('places export --out into a folder that does not exist', () =>
    fixable(['places', 'export', 'belem-pa', '--out', 'nope/places.geojson', '--data', data()], /--out: a pasta .*nope não existe/));
  test('audit anchor --out into a folder that does not exist', () =>
    fixable(['audit', 'anchor', '--out', 'nope/anchor.json', '--data', data()], /^glp audit anchor: o diretório .*nope não existe/));
  test('a backup to a folder that does not exist', async () => {
    const d = data();
    assert.equal((await run(['db', 'migrate', '--data', d])).code, 0);
    await fixable(['db', 'backup', 'nope/backup.sqlite', '--data', d], /^glp db backup: o diretório .*nope não existe/);
    await fixable(['db', 'backup', 'nope/backup.sqlite', '--data', d, '--lang', 'en'], /^glp db backup: directory .*nope does not exist/);
  });
  test('restoring a file that is not a backup', async () => {
    writeFileSync(join(dir, 'not-a-backup.sqlite'), 'hello');
    await fixable(
      ['db', 'restore', 'not-a-backup.sqlite', '--data', data()],
      /^glp db restore: .*not-a-backup\.sqlite não é um backup SQLite do GLP/,
    );
  });
  test('--data naming a file, not a directory', async () => {
    writeFileSync(join(dir, 'a-file'), 'x');
    await fixable(['db', 'migrate', '--data', 'a-file'], /^glp db: --data: encontrado .*a-file, um arquivo, esperado um diretório/);
    await fixable(['db', 'migrate', '--data', 'a-file', '--lang', 'en'], /^glp db: --data: found .*a-file, a file, expected a directory/);
    await fixable(['places', 'list', 'belem-pa', '--data', 'a-file'], /^glp places: --data: encontrado .*a-file, um arquivo/);
  });
  test('an input file that does not exist, and one that is a folder', async () => {
    await fixable(['evaluate', 'no-such.json'], /no-such\.json: encontrado arquivo inexistente, esperado um arquivo JSON legível/);
    await fixable(['evaluate', 'no-such.json', '--lang', 'en'], /no-such\.json: found no such file, expected a readable JSON file/);
    mkdirSync(join(dir, 'a-folder'), { recursive: true });
    await fixable(['evaluate', 'a-folder'], /a-folder: encontrado um diretório/);
    await fixable(
      ['places', 'import', 'belem-pa', 'a-folder', '--category', 'school', '--data', data()],
      /a-folder: encontrado um diretório/,
    );
  });
});

describe('what the user typed', () => {
  test('an unknown municipality', async () => {
    await fixable(['laws', 'atlantida-xx'], /encontrado "atlantida-xx", esperado um de belem-pa/);
    await fixable(['laws', 'atlantida-xx', '--lang', 'en'], /found "atlantida-xx", expected one of belem-pa/);
    await fixable(['viability', 'atlantida-xx', '--out', 'm.geojson', '--data', data()], /encontrado "atlantida-xx"/);
    await fixable(['reevaluate', 'atlantida-xx', '--data', data()], /encontrado "atlantida-xx"/);
  });
  test('an unknown command and an unknown option', async () => {
    await fixable(['evaluat'], /comando desconhecido "evaluat"/);
    await fixable(['evaluat', '--lang', 'en'], /unknown command "evaluat"/);
    await fixable(['laws', '--colour'], /--colour/);
  });
});

describe('the database', () => {
  test('DATABASE_URL naming a server that is not there', () =>
    fixable(['db', 'migrate'], /não é possível alcançar o banco de dados \(ECONNREFUSED .*\): confira DATABASE_URL/, {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/glp',
    }));
  test('the same in English with --lang en', () =>
    fixable(['db', 'migrate', '--lang', 'en'], /cannot reach the database \(ECONNREFUSED .*\): check DATABASE_URL/, {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:9/glp',
    }));
  test('DATABASE_URL that is not a postgres:// URL', () =>
    fixable(['db', 'migrate'], /DATABASE_URL must be a postgres:\/\//, { DATABASE_URL: 'mysql://x@localhost/glp' }));
});

test('a bug is still exit 1: the line says "internal error"', async () => {
  // A database file that is not a database is not something a flag fixes: it is reported, not hidden.
  const d = data();
  mkdirSync(d, { recursive: true });
  writeFileSync(join(d, 'glp.sqlite'), 'this is not a database');
  const r = await run(['places', 'list', 'belem-pa', '--data', d]);
  assert.equal(r.code, 1, r.err);
  assert.match(r.err, /erro interno/);
  const en = await run(['places', 'list', 'belem-pa', '--data', d, '--lang', 'en']);
  assert.equal(en.code, 1, en.err);
  assert.match(en.err, /internal error/);
});
