/**
 * `glp serve` as a real child process for tests (crash, restore while serving): started on a
 * data directory or a PostgreSQL database, called over HTTP, with a bearer token by signing
 * in. Children still running when the test file ends are killed.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { after } from 'node:test';
import { fileURLToPath } from 'node:url';

export const GLP = fileURLToPath(new URL('../../bin/glp.mjs', import.meta.url));

const children = new Set<ChildProcess>();
after(() => {
  for (const c of children) c.kill('SIGKILL');
});

export interface Served {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  /** What the server wrote to stderr so far. */
  stderr(): string;
  /** What the server wrote to stdout so far (its start-up line). */
  stdout(): string;
}

/** Where the server keeps its data: a SQLite directory, or a PostgreSQL database. */
export type Where = { dataDir: string } | { databaseUrl: string };

export async function startServer(
  where: Where,
  admin: { email: string; password: string },
  extra: string[] = [],
  moreEnv: Record<string, string> = {},
): Promise<Served> {
  const env: Record<string, string> = {
    ...process.env,
    GLP_ADMIN_EMAIL: admin.email,
    GLP_ADMIN_PASSWORD: admin.password,
    ...moreEnv,
  } as Record<string, string>;
  delete env.DATABASE_URL;
  const args = [GLP, 'serve', '--port', '0', ...extra];
  if ('dataDir' in where) args.push('--data', where.dataDir);
  else env.DATABASE_URL = where.databaseUrl;
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const exited = new Promise<number | null>((ok) =>
    child.once('exit', (code) => {
      children.delete(child);
      ok(code);
    }),
  );
  let out = '';
  let err = '';
  child.stderr?.on('data', (d) => {
    err += String(d);
  });
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`glp serve did not start in 30 s: ${out} ${err}`)), 30_000);
    child.stdout?.on('data', (d) => {
      out += String(d);
      const m = /glp serve: (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1] as string);
      }
    });
    child.once('exit', (code) => fail(new Error(`glp serve exited ${code}: ${err}`)));
  });
  return { child, url, exited, stderr: () => err, stdout: () => out };
}

export async function call(
  url: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = { method, headers, signal: AbortSignal.timeout(10_000) };
  if (opts.body !== undefined) init.body = JSON.stringify(opts.body);
  const res = await fetch(`${url}${path}`, init);
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** Password login, then a bearer token made with the session (and its CSRF token). */
export async function tokenFor(url: string, email: string, password: string, name = 'test'): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200, await res.clone().text());
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const t = await call(url, 'POST', '/api/auth/tokens', { body: { name }, headers: { cookie, 'x-csrf-token': csrfToken } });
  assert.equal(t.status, 201);
  return t.json.token as string;
}
