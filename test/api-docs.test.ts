/**
 * docs/api.md, "Main flows with curl": every shell block runs as written, in order, in one bash
 * (curl and jq, installed by .ci/run) against a real `glp serve` started with the administrator
 * the docs name; each JSON line a block prints must equal the response shown after it (the same
 * keys and values; only the law-pack version, which moves with every pack release, is not compared:
 * the docs show a placeholder for it, never a version that would go stale, and the answer must
 * have a version's form).
 * `npx glp` is this checkout's bin/glp.mjs; the working directory is a scratch copy holding the
 * files the blocks name, and the server's data directory is its ./data, as on a fresh clone.
 * The "Enforcement" section's walk is run the same way in a second shell: it starts its own
 * server (on the port $PORT names) and stops it — the server itself, not only the npx that started
 * it —; its answers are compared the same way.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { GLP, type Served, startServer } from './support/serve.ts';
import { toolMissing } from './support/tools.ts';
import { freePort, runProcess } from './support/run.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECTION = '## Main flows with curl';
const VOLATILE = new Set(['lawPackVersion']);
/** What the docs show for a volatile value; the answer has a version's form (2026.12.05.16). */
const PLACEHOLDER = "<the pack's version>";
const VERSION = /^\d{4}\.\d{2}\.\d{2}(\.\d+)?$/;
const missing = toolMissing('jq', 'jq') || toolMissing('curl', 'curl');

interface Step {
  script: string;
  expected: unknown[];
}

function steps(doc: string, heading = SECTION): Step[] {
  const start = doc.indexOf(`\n${heading}\n`);
  assert.ok(start >= 0, `docs/api.md has no section "${heading}"`);
  const rest = doc.slice(start + heading.length + 2);
  const section = rest.slice(0, rest.search(/\n## /));
  const out: Step[] = [];
  for (const m of section.matchAll(/```(sh|json)\n([\s\S]*?)```/g)) {
    if (m[1] === 'sh') out.push({ script: m[2] as string, expected: [] });
    else (out.at(-1) as Step).expected.push(JSON.parse(m[2] as string));
  }
  return out;
}

/** Equal but for the volatile keys; a message naming the first difference. */
function same(actual: unknown, expected: unknown, path = '$'): string | null {
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return `${path}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`;
    for (let i = 0; i < expected.length; i++) {
      const d = same(actual[i], expected[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return `${path}: ${JSON.stringify(actual)} is not an object`;
    const a = Object.keys(actual).sort();
    const e = Object.keys(expected).sort();
    if (a.join() !== e.join()) return `${path}: keys ${a.join(', ')} ≠ ${e.join(', ')}`;
    for (const k of e) {
      if (VOLATILE.has(k)) {
        const v = (actual as Record<string, unknown>)[k];
        if (typeof v !== 'string' || !VERSION.test(v)) return `${path}.${k}: ${JSON.stringify(v)} is not a pack version`;
        continue;
      }
      const d = same((actual as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k], `${path}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return actual === expected ? null : `${path}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`;
}

const dir = mkdtempSync(join(tmpdir(), 'glp-api-docs-'));
let server: Served | undefined;
after(async () => {
  server?.child.kill('SIGTERM');
  if (server) await server.exited;
  rmSync(dir, { recursive: true, force: true });
});

before(async () => {
  if (missing) return;
  for (const d of ['examples', 'laws']) cpSync(join(ROOT, d), join(dir, d), { recursive: true });
  server = await startServer({ dataDir: join(dir, 'data') }, { email: 'admin@example.gov.br', password: 'troque-esta-senha' });
});

test('the docs show a flow for each main use', () => {
  const all = steps(readFileSync(join(ROOT, 'docs/api.md'), 'utf8'))
    .map((s) => s.script)
    .join('\n');
  for (const want of [
    '/api/auth/login',
    '/api/auth/tokens',
    '/api/establishments',
    '/api/applications',
    '/evaluations',
    '/api/evaluate',
    'places import',
    '/api/viability/',
  ])
    assert.ok(all.includes(want), `no ${want} in the curl flows`);
});

/** One bash for all of a section's blocks (they share variables and files), a marker line before each block's output. */
function script(list: Step[], after: string[] = []): string {
  return [
    'set -euo pipefail',
    `npx() { if [ "$1" = glp ]; then shift; ${JSON.stringify(process.execPath)} ${JSON.stringify(GLP)} "$@"; else command npx "$@"; fi; }`,
    ...list.flatMap((s, i) => [`echo '@@@ ${i}'`, s.script]),
    ...after,
  ].join('\n');
}

/** Every value the docs show for a volatile key, in every JSON answer of the file. */
function volatileShown(value: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const v of value) volatileShown(v, out);
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if (VOLATILE.has(k)) out.push(v);
      else volatileShown(v, out);
    }
  return out;
}

test('the docs show no law-pack version, which would go stale with the next pack release (it showed 2026.11.30)', () => {
  const doc = readFileSync(join(ROOT, 'docs/api.md'), 'utf8');
  const shown = [...steps(doc), ...steps(doc, '## Enforcement')].flatMap((s) => volatileShown(s.expected));
  assert.ok(shown.length > 0, 'the flows show lawPackVersion somewhere');
  for (const v of shown) assert.equal(v, PLACEHOLDER);
});

/** The environment of a fresh clone: no database, no administrator but the one the docs name. */
function docsEnv(more: Record<string, string>): Record<string, string> {
  const env = { ...process.env, ...more } as Record<string, string>;
  for (const k of ['DATABASE_URL', 'GLP_ADMIN_EMAIL', 'GLP_ADMIN_PASSWORD']) delete env[k];
  return env;
}

/** Each block's JSON lines equal the answers the docs show after it. */
function assertAnswers(list: Step[], stdout: string): void {
  const outputs = stdout.split(/^@@@ \d+\n/m).slice(1);
  assert.equal(outputs.length, list.length);
  list.forEach((s, i) => {
    const json = (outputs[i] as string)
      .split('\n')
      .filter((l) => l.startsWith('{') || l.startsWith('['))
      .map((l) => JSON.parse(l) as unknown);
    assert.equal(
      json.length,
      s.expected.length,
      `block ${i + 1} printed ${json.length} JSON line(s), the docs show ${s.expected.length}:\n${outputs[i]}`,
    );
    s.expected.forEach((e, j) => {
      const d = same(json[j], e);
      assert.equal(d, null, `block ${i + 1}, answer ${j + 1}: ${d}\n${s.script}`);
    });
  });
}

test('every curl block of docs/api.md runs as written and answers as shown', missing ? { skip: missing } : {}, () => {
  const list = steps(readFileSync(join(ROOT, 'docs/api.md'), 'utf8'));
  const r = spawnSync('bash', ['-c', script(list)], {
    cwd: dir,
    env: docsEnv({ GLP: server?.url ?? '' }),
    encoding: 'utf8',
    timeout: 300_000,
  });
  assert.equal(r.status, 0, `the blocks stopped (exit ${r.status}):\n${r.stdout.slice(-1500)}\n${r.stderr.slice(-2500)}`);
  assertAnswers(list, r.stdout);
});

// docs/api.md "Enforcement": Salvador's escalation, from the licence the procedure issues (art. 2)
// through notification, fines, closure at the 3rd notification and revocation on the 91st day
// (art. 15), then the same acts from the command line — the walk starts and stops its own server.
const walkMissing = missing || toolMissing('pdftotext', 'poppler-utils');
test('the enforcement walk of docs/api.md runs as written and answers as shown', walkMissing ? { skip: walkMissing } : {}, async () => {
  const list = steps(readFileSync(join(ROOT, 'docs/api.md'), 'utf8'), '## Enforcement');
  assert.ok(list.length >= 3, 'the walk: the server, the API steps, the command line');
  // After the walk's last block has stopped its server, nothing may answer on its port: a `kill`
  // of the npx alone (as the walk did) left the server running.
  const stopped = [
    'for i in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$PORT/api/health" || exit 0; sleep 0.2; done',
    "echo 'the server still answers after the walk stopped it' >&2",
    'exit 3',
  ];
  // Its own process group: whatever the walk leaves running is ended with it. The server runs in a
  // group of its own (the walk stops it so), which the walk's exit trap stops; should the walk be
  // killed before its trap runs, the group its pid file names is ended here.
  const tmp = mkdtempSync(join(dir, 'tmp-'));
  try {
    const { code, out, err } = await runProcess('bash', ['-c', script(list, stopped)], {
      cwd: dir,
      env: docsEnv({ PORT: String(await freePort()), TMPDIR: tmp }),
      timeoutMs: 240_000,
      group: true,
    });
    assert.equal(code, 0, `the walk stopped (exit ${code}):\n${out.slice(-1500)}\n${err.slice(-2500)}`);
    assertAnswers(list, out);
  } finally {
    for (const d of readdirSync(tmp)) {
      const pid = join(tmp, d, 'server.pid');
      if (!existsSync(pid)) continue;
      try {
        process.kill(-Number(readFileSync(pid, 'utf8').trim()), 'SIGKILL');
      } catch {
        // already stopped, as the walk stops it
      }
    }
  }
});
