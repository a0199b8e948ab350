/**
 * Every command of the README's sections "The `glp` command" and "Server, storage and siting"
 * runs as written on a fresh clone and exits 0 (issue #7 item 5). The commands are read from the
 * README's fenced shell blocks, not copied here: a command added to the README is tested.
 *
 * "As written": in a scratch copy of the files the commands name (examples/, laws/) with no data
 * directory yet, `npx glp` and `glp` meaning this checkout's bin/glp.mjs, in the README's order
 * (a restore follows its backup). One deviation: a `glp serve` is started on a free port instead
 * of the one written (8080 may be another program's on a shared machine), probed, and stopped.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cleanEnv, freePort, type Ran, runProcess } from './support/run.ts';
import { GLP } from './support/serve.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECTION = '## The `glp` command';

/** The commands of the fenced sh blocks of README's "The `glp` command" section (with its subsections), comments dropped. */
function readmeCommands(readme: string): string[] {
  const start = readme.indexOf(`\n${SECTION}\n`);
  assert.ok(start >= 0, `README has no section "${SECTION}"`);
  const rest = readme.slice(start + SECTION.length + 2);
  const end = rest.search(/\n## /);
  const section = end < 0 ? rest : rest.slice(0, end);
  assert.match(section, /\n### Server, storage and siting\n/);
  const commands: string[] = [];
  for (const block of section.matchAll(/```(?:sh|bash|shell)\n([\s\S]*?)```/g))
    for (const line of (block[1] as string).split('\n')) {
      const command = line.replace(/\s+#.*$/, '').trim();
      if (command !== '' && !command.startsWith('#')) commands.push(command);
    }
  return commands;
}

/**
 * `npx glp …` / `glp …` → `node bin/glp.mjs …`, the rest of the line untouched; a password piped
 * in as the README writes it (`printf '%s\n' 'SENHA' | npx glp … --password-stdin`) stays piped.
 */
const PIPED_PASSWORD = /^printf '%s\\n' '[^']*' \| /;

function asRun(command: string): string {
  const m = new RegExp(`^((?:${PIPED_PASSWORD.source.slice(1)})?)((?:[A-Z_]+=\\S*\\s+)*)(?:npx\\s+)?glp(\\s|$)(.*)$`).exec(command);
  assert.ok(m, `not a glp command: ${command}`);
  return `${m[1]}${m[2]}${JSON.stringify(process.execPath)} ${JSON.stringify(GLP)}${m[3]}${m[4]}`;
}

const dir = mkdtempSync(join(tmpdir(), 'glp-readme-'));
after(() => rmSync(dir, { recursive: true, force: true }));
for (const d of ['examples', 'laws']) cpSync(join(ROOT, d), join(dir, d), { recursive: true });

const env = () => cleanEnv({ NO_COLOR: '1' });

function runLine(line: string): Promise<Ran> {
  return runProcess('sh', ['-c', line], { cwd: dir, env: env(), timeoutMs: 120_000 });
}

/** Starts the server line, waits for its URL, GETs /openapi.json and /api/health, stops it with SIGTERM: exit 0. */
async function serveLine(line: string): Promise<void> {
  const port = await freePort();
  const written = /--port\s+(\d+)/.exec(line);
  const cmd = written ? line.replace(written[0], `--port ${port}`) : `${line} --port ${port}`;
  const child = spawn('sh', ['-c', `exec ${cmd}`], { cwd: dir, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => {
    err += String(d);
  });
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`${line}: no URL in 60 s\n${out}\n${err}`)), 60_000);
    child.stdout.on('data', (d) => {
      out += String(d);
      const m = /glp serve: (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1] as string);
      }
    });
    exited.then((code) => fail(new Error(`${line}: exited ${code} before listening\n${err}`)));
  });
  try {
    const spec = await fetch(`${url}/openapi.json`);
    assert.equal(spec.status, 200);
    const home = await fetch(`${url}/api`);
    assert.ok(home.status < 500, `GET /api → ${home.status}`);
  } finally {
    child.kill('SIGTERM');
  }
  assert.equal(await exited, 0, `${line}: stopped with SIGTERM, exit ${await exited}\n${err}`);
}

const commands = readmeCommands(readFileSync(join(ROOT, 'README.md'), 'utf8'));

test('the README sections hold the commands a newcomer needs', () => {
  for (const c of [
    'evaluate',
    'laws',
    'explain',
    'schema',
    'db migrate',
    'places import',
    'viability',
    'reevaluate',
    'serve',
    'db restore',
  ])
    assert.ok(
      commands.some((l) => l.includes(`glp ${c}`)),
      `no "glp ${c}" in the README`,
    );
  // A password piped in (asRun) is part of the command; any other "|" or "[" is a usage placeholder.
  for (const l of commands)
    assert.doesNotMatch(
      l.replace(PIPED_PASSWORD, ''),
      /\b(FILE|MUNICIPALITY|RULE_ID|ANCHOR)\b|\[|\|/,
      `a placeholder, not a command: ${l}`,
    );
});

describe('every README command exits 0, in order', { concurrency: false }, () => {
  for (const line of commands) {
    test(line, async () => {
      const run = asRun(line);
      if (/\bglp\s+serve\b/.test(line)) return serveLine(run);
      const r = await runLine(run);
      assert.equal(r.code, 0, `${line} → exit ${r.code}\n${r.err.slice(-2000)}`);
    });
  }
});
