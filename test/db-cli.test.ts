/**
 * `glp db` and `glp audit` on both engines, run in this process through the CLI's main():
 * migrate, backup, restore, verify, anchor; one line per outcome; exit 2 for what the user
 * can fix (usage, a backup folder that does not exist, a file that is not a backup, a
 * malformed anchor), 1 for a broken chain.
 */
import assert from 'node:assert/strict';
import { MIGRATIONS } from '../src/store/migrations/index.ts';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { openRepository } from '../src/store/open.ts';
import type { Scope } from '../src/store/repository.ts';
import { createTestDatabase, pgAvailable } from './support/pg.ts';
import { glp as runGlp } from './support/cli.ts';

const SYSTEM: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'r' };

interface Place {
  /** Arguments that select the store (`--data DIR`, or nothing with DATABASE_URL in env). */
  args: string[];
  env: Record<string, string | undefined>;
  opts: { dataDir?: string; databaseUrl?: string };
  /** SQL on the database around the store. */
  raw(sql: string): Promise<void>;
  dispose(): Promise<void>;
}

function run(place: Place, cwd: string, ...args: string[]) {
  // The English messages unless the test names the language (Portuguese is the default; test/lang.test.ts checks both).
  return runGlp([...args, ...place.args, ...(args.includes('--lang') ? [] : ['--lang', 'en'])], { cwd, env: place.env });
}

const oneLine = (s: string) => assert.equal(s.trimEnd().split('\n').length, 1, `one line: ${JSON.stringify(s)}`);

async function sqlitePlace(): Promise<Place> {
  const dir = mkdtempSync(join(tmpdir(), 'glp-dbcli-'));
  const dataDir = join(dir, 'data');
  const Database = (await import('better-sqlite3')).default;
  return {
    args: ['--data', dataDir],
    env: {},
    opts: { dataDir },
    raw: async (sql) => {
      const db = new Database(join(dataDir, 'glp.sqlite'));
      db.exec(sql);
      db.close();
    },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function pgPlace(): Promise<Place> {
  const db = await createTestDatabase();
  return {
    args: [],
    env: { DATABASE_URL: db.url },
    opts: { databaseUrl: db.url },
    raw: async (sql) => {
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      await c.query(sql);
      await c.end();
    },
    dispose: () => db.drop(),
  };
}

const availability = await pgAvailable(); // under CI=true an unreachable PostgreSQL fails here
const engines: [string, () => Promise<Place>, string | undefined][] = [
  ['sqlite', sqlitePlace, undefined],
  ['postgres', pgPlace, availability.ok ? undefined : availability.reason],
];

for (const [engine, makePlace, skip] of engines) {
  describe(`glp db and glp audit [${engine}]`, skip !== undefined ? { skip } : {}, () => {
    let place: Place;
    let cwd: string;
    before(async () => {
      place = await makePlace();
      cwd = mkdtempSync(join(tmpdir(), 'glp-dbcli-cwd-'));
    });
    after(async () => {
      await place?.dispose();
      if (cwd) rmSync(cwd, { recursive: true, force: true });
    });

    test('migrate, backup, restore, verify: one line each', async () => {
      let r = await run(place, cwd, 'db', 'migrate');
      assert.equal(r.code, 0, r.err);
      assert.ok(r.out.startsWith(`applied ${MIGRATIONS.map((m) => m.id).join(', ')} to `), r.out);
      oneLine(r.out);
      r = await run(place, cwd, 'db', 'migrate');
      assert.match(r.out, /is up to date\n$/);
      const repo = await openRepository(place.opts);
      await repo.upsertMunicipalities([{ id: 'belem', name: 'Belém', uf: 'PA', ibge: '1501402' }]);
      await repo.close();

      r = await run(place, cwd, 'audit', 'verify');
      assert.equal(r.code, 0, r.err);
      assert.match(r.out, /^audit chain ok: 1 entries, head [0-9a-f]{64}\n$/);

      r = await run(place, cwd, 'db', 'backup', 'snap.backup');
      assert.equal(r.code, 0, r.err);
      oneLine(r.out);
      assert.ok(existsSync(join(cwd, 'snap.backup')), 'FILE is relative to the working directory');
      r = await run(place, cwd, 'db', 'restore', 'snap.backup');
      assert.equal(r.code, 0, r.err);
      oneLine(r.out);
      assert.match(r.out, /^restored .*snap\.backup into .*\(1 audit entries verified\)/);
    });

    test('usage and what the user can fix: exit 2 with one line naming the problem', async () => {
      // pt-BR (the default), then English with --lang en: the same problem named in each.
      const cases: [string[], RegExp, RegExp][] = [
        [['db'], /falta o comando/, /missing command/],
        [['db', 'frobnicate'], /comando desconhecido frobnicate/, /unknown command frobnicate/],
        [['db', 'backup'], /backup: esperado exatamente um FILE/, /backup: expected exactly one FILE/],
        [['db', 'migrate', 'extra'], /migrate não recebe argumento/, /migrate takes no argument/],
        [['db', 'migrate', '--nope'], /opção desconhecida '--nope'/, /Unknown option '--nope'/],
        [['audit', 'verify', 'extra'], /inesperado: verify extra/, /unexpected verify extra/],
        [['audit', 'verify', '--out', 'x'], /--out é de glp audit anchor/, /--out is for glp audit anchor/],
        [
          ['db', 'backup', join(cwd, 'no', 'such', 'folder', 'b.backup')],
          /^glp db backup: o diretório .*folder não existe$/,
          /^glp db backup: directory .*folder does not exist$/,
        ],
        // The store's own words (src/store), in both languages.
        [
          ['db', 'restore', join(cwd, 'missing.backup')],
          /^glp db restore: arquivo de backup não encontrado: .*missing\.backup$/,
          /^glp db restore: backup file not found: .*missing\.backup$/,
        ],
        [
          ['audit', 'verify', '--against', 'nothing-here'],
          /--against: nothing-here não é uma âncora .* nem um arquivo/,
          /--against: nothing-here is neither an anchor .* nor a file/,
        ],
        [
          ['audit', 'anchor', '--out', join(cwd, 'no', 'such', 'anchor.json')],
          /^glp audit anchor: o diretório .*such não existe$/,
          /^glp audit anchor: directory .*such does not exist$/,
        ],
        [
          ['audit', 'verify', '--against', '{"format":"glp-audit-anchor/1","entries":-1,"headHash":"00"}'],
          /entries é -1, esperado um número de registros/,
          /entries is -1, expected a count/,
        ],
      ];
      for (const [args, pt, en] of cases)
        for (const [extra, message] of [
          [['--lang', 'pt'], pt],
          [['--lang', 'en'], en],
        ] as const) {
          const r = await run(place, cwd, ...args, ...extra);
          assert.equal(r.code, 2, `${args.join(' ')}: ${r.err}`);
          assert.match(r.err.split('\n')[0] ?? '', message, args.join(' '));
          assert.equal(r.out, '');
        }
      // A file that is not a backup: refused before anything is touched.
      writeFileSync(join(cwd, 'notes.txt'), 'not a database\n'.repeat(200));
      const r = await run(place, cwd, 'db', 'restore', 'notes.txt');
      assert.equal(r.code, 2, r.err);
      oneLine(r.err);
      assert.match(r.err, /^glp db restore: .*notes\.txt is not a (SQLite|PostgreSQL) backup of GLP/);
      const still = await run(place, cwd, 'audit', 'verify');
      assert.equal(still.code, 0, still.err);
    });

    test('anchor, then a cut tail: a plain verify passes, verify --against exits 1 saying what', async () => {
      const repo = await openRepository(place.opts);
      const scope = SYSTEM;
      await repo.upsertMunicipalities([{ id: 'ananindeua', name: 'Ananindeua', uf: 'PA', ibge: '1500800' }]);
      const u = await repo.createUser(scope, {
        email: `a${Date.now()}@x.br`,
        name: 'A',
        municipality: 'ananindeua',
        roles: ['inspector'],
        passwordHash: null,
        oidcIssuer: null,
        oidcSubject: null,
        disabled: false,
      });
      await repo.close();

      const printed = await run(place, cwd, 'audit', 'anchor');
      assert.equal(printed.code, 0, printed.err);
      oneLine(printed.out);
      const anchor = JSON.parse(printed.out) as { format: string; entries: number; headHash: string; at: string };
      assert.equal(anchor.format, 'glp-audit-anchor/1');
      assert.match(anchor.headHash, /^[0-9a-f]{64}$/);
      const written = await run(place, cwd, 'audit', 'anchor', '--out', 'anchor.json');
      assert.equal(written.code, 0, written.err);
      assert.match(written.out, new RegExp(`^anchor written to .*anchor\\.json: ${anchor.entries} entries, head ${anchor.headHash}\\n$`));
      assert.equal(JSON.parse(readFileSync(join(cwd, 'anchor.json'), 'utf8')).headHash, anchor.headHash);

      const grown = await openRepository(place.opts);
      await grown.updateUser(scope, u.id, 1, { name: 'B' });
      await grown.updateUser(scope, u.id, 2, { name: 'C' });
      await grown.close();
      for (const given of ['anchor.json', printed.out.trim()]) {
        const ok = await run(place, cwd, 'audit', 'verify', '--against', given);
        assert.equal(ok.code, 0, ok.err);
        assert.match(
          ok.out,
          new RegExp(`^audit chain ok: ${anchor.entries + 2} entries, .*the ${anchor.entries} entries of the anchor are intact\\n$`),
        );
      }

      // Whoever can write the database deletes the last three entries and moves the head back.
      const keep = anchor.entries - 1;
      const guards =
        engine === 'sqlite'
          ? 'DROP TRIGGER audit_log_no_update; DROP TRIGGER audit_log_no_delete;'
          : 'ALTER TABLE audit_log DISABLE TRIGGER USER;';
      await place.raw(
        `${guards} DELETE FROM audit_log WHERE seq > ${keep};
         UPDATE audit_head SET seq = ${keep}, hash = (SELECT hash FROM audit_log WHERE seq = ${keep}) WHERE id = 1;`,
      );
      const plain = await run(place, cwd, 'audit', 'verify');
      assert.equal(plain.code, 0, 'without an anchor the cut tail goes unseen (README says so)');
      const caught = await run(place, cwd, 'audit', 'verify', '--against', 'anchor.json');
      assert.equal(caught.code, 1);
      assert.equal(caught.out, '');
      oneLine(caught.err);
      assert.match(
        caught.err,
        new RegExp(
          `^audit chain BROKEN at entry #${keep + 1}: the log was cut: it ends at entry #${keep}, the anchor recorded ${anchor.entries} entries`,
        ),
      );
      const refused = await run(place, cwd, 'audit', 'anchor');
      assert.equal(refused.code, 0, 'the cut chain is consistent in itself: a new anchor can only record what is there');
    });

    test('an edited entry: verify exits 1 with one line', async () => {
      const guards = engine === 'sqlite' ? 'DROP TRIGGER IF EXISTS audit_log_no_update;' : 'ALTER TABLE audit_log DISABLE TRIGGER USER;';
      await place.raw(`${guards} UPDATE audit_log SET action = 'forged' WHERE seq = 1;`);
      const r = await run(place, cwd, 'audit', 'verify');
      assert.equal(r.code, 1);
      oneLine(r.err);
      assert.match(r.err, /^audit chain BROKEN at entry #1: .*edited/);
      const anchor = await run(place, cwd, 'audit', 'anchor');
      assert.equal(anchor.code, 1);
      assert.match(anchor.err, /; no anchor written\n$/);
    });
  });
}

test('glp audit on a SQLite directory with no database says so (exit 2) and creates nothing', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'glp-dbcli-none-'));
  try {
    const r = await runGlp(['audit', 'verify', '--data', join(dir, 'data')], { cwd: dir });
    assert.equal(r.code, 2);
    assert.match(r.err, /^glp audit verify: não há banco de dados em .*glp\.sqlite\n$/);
    const en = await runGlp(['audit', 'verify', '--data', join(dir, 'data'), '--lang', 'en'], { cwd: dir });
    assert.match(en.err, /^glp audit verify: there is no database at .*glp\.sqlite\n$/);
    assert.equal(existsSync(join(dir, 'data')), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a DATABASE_URL that is not PostgreSQL is a usage error; an unreachable server is one line and exit 2 (the user fixes it)', async () => {
  const place: Place = { args: [], env: { DATABASE_URL: 'mysql://x' }, opts: {}, raw: async () => {}, dispose: async () => {} };
  const bad = await run(place, tmpdir(), 'db', 'migrate');
  assert.equal(bad.code, 2);
  assert.match(bad.err, /postgres/);
  const down = await run({ ...place, env: { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } }, tmpdir(), 'audit', 'verify');
  assert.equal(down.code, 2);
  oneLine(down.err);
  assert.match(down.err, /^glp audit verify: .*ECONNREFUSED/);
});
