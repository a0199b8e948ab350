/**
 * `glp COMMAND --help` (and `-h`, `glp help COMMAND`, a subcommand's `--help`): the usage on
 * stdout and exit 0, and nothing done — no file written where it runs.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { glp } from '../../test/support/cli.ts';
import { COMMANDS, helpText } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'glp-help-'));
after(() => rmSync(dir, { recursive: true, force: true }));

// No DATABASE_URL, and a data directory that a command doing work would create.
const run = (argv: string[]) => glp(argv, { cwd: dir, env: { GLP_DATA_DIR: join(dir, 'data') } });

describe('glp COMMAND --help', () => {
  for (const name of Object.keys(COMMANDS)) {
    test(`glp ${name} --help: its usage on stdout, exit 0, nothing done`, async () => {
      const r = await run([name, '--help']);
      assert.equal(r.code, 0, r.err);
      assert.equal(r.err, '');
      assert.match(r.out, new RegExp(`^uso: glp ${name}\\b`));
      const en = await run([name, '--help', '--lang', 'en']);
      assert.equal(en.code, 0, en.err);
      assert.match(en.out, new RegExp(`^usage: glp ${name}\\b`));
      // The same syntax in both; only the notes in words — the lines in parentheses — follow the language.
      const syntax = (out: string) =>
        out
          .replace(/^(uso|usage): /, '')
          .split('\n')
          .map((l) => l.replace(/\s*\(.*\)$/, ''))
          .filter((l) => l.trim() !== '');
      assert.deepEqual(syntax(en.out), syntax(r.out), 'the same usage, introduced in English');
      assert.deepEqual(readdirSync(dir), [], 'no file written');
    });
  }

  test('glp help’s serve line lists every option of glp serve --help (--lang too), in both languages', async () => {
    const own = await run(['serve', '--help']);
    const options = [...(own.out.split('\n')[0] ?? '').matchAll(/\[(--[a-z-]+)[^\]]*\]/g)].map((m) => m[0]);
    assert.ok(options.includes('[--lang pt|en]'), own.out);
    for (const lang of ['pt', 'en'] as const) {
      const line = helpText(lang)
        .split('\n')
        .find((l) => l.startsWith('  glp serve '));
      for (const o of options) assert.ok(line?.includes(o), `${lang}: ${o} missing from ${line}`);
    }
  });

  test('-h, glp help COMMAND and a subcommand’s --help say the same kind of thing', async () => {
    const short = await run(['fine', '-h']);
    assert.equal(short.code, 0);
    assert.match(short.out, /^uso: glp fine MUNICIPALITY \[INFRACTION/);
    const viaHelp = await run(['help', 'fine']);
    assert.equal(viaHelp.code, 0);
    assert.equal(viaHelp.out, short.out);
    const sub = await run(['places', 'import', '--help']);
    assert.equal(sub.code, 0, sub.err);
    assert.match(sub.out, /^uso: glp places import MUNICIPALITY FILE/);
  });

  test('--help after -- is an argument, not a request for help; an unknown option is still exit 2', async () => {
    const afterDashes = await run(['evaluate', 'a.json', '--', '--help']);
    assert.equal(afterDashes.code, 2);
    assert.equal(afterDashes.out, '');
    const unknown = await run(['fine', '--hepl']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /^glp fine: opção desconhecida '--hepl'\nuso: glp fine /);
    const unknownEn = await run(['fine', '--hepl', '--lang', 'en']);
    assert.equal(unknownEn.code, 2);
    assert.match(unknownEn.err, /^glp fine: Unknown option '--hepl'\nusage: glp fine /);
  });
});
