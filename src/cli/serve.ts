/**
 * `glp serve [--host H] [--port P] [--data DIR] [--workers N]` — the HTTP API (default
 * 127.0.0.1:8080). Storage: PostgreSQL when DATABASE_URL is set, else SQLite under DIR
 * (default ./data of the working directory). Migrations run on start. GLP_ADMIN_EMAIL +
 * GLP_ADMIN_PASSWORD create the first system administrator when there is none. Stops
 * cleanly on SIGTERM/SIGINT: stops accepting, lets in-flight requests finish, closes the
 * database.
 *
 * --workers N (default 1) runs N processes sharing the port (node:cluster), one event loop
 * each: evaluations are CPU-bound, so N up to the number of cores multiplies throughput.
 * The sign-in limits and the budgets of maps are kept in the database, shared by all of them.
 * Per-process state exists N times: the limit on requests without sign-in, the computation
 * process of heavy work, the bearer-token cache (a revocation reaches the other workers within
 * 5 s) and the in-flight Idempotency-Key lock (two simultaneous retries landing on two
 * workers may both run; the first stored response is the one replayed afterwards).
 *
 * GLP_PUBLIC_URL (the address clients use: absolute links) and GLP_TRUST_PROXY (behind a
 * proxy you run) are read at start; a malformed value is exit 2 naming it.
 *
 * Every serving process (the primary and each worker) holds the store's serving lease:
 * `glp db restore` is refused while any of them runs (src/store/lock.ts).
 */
import cluster from 'node:cluster';
import { isLoopbackListen } from '../api/public-url.ts';
import { ConfigError, listen, openApi } from '../api/server.ts';
import { NOT_BUILT, NOT_BUILT_PT, webBuilt, webConfigFromEnv } from '../api/web.ts';
import type { Lang } from '../core/types.ts';
import { StoreBusy, takeLease } from '../store/lock.ts';
import { describeTarget } from '../store/open.ts';
import { langArg, parse } from './args.ts';
import { type CliIO, UsageError, verbatim } from './io.ts';

const USAGE = 'glp serve [--host H] [--port P] [--data DIR] [--workers N] [--lang pt|en]';

/**
 * The server's own lines, in the run's language (--lang, pt-BR first). The first line keeps
 * "glp serve: http://…" at its start: tests and the benchmark read the URL from it
 * (/glp serve: (http:\/\/\S+)/).
 */
const SAY = {
  listening: (lang: Lang, url: string, target: string, workers?: number) =>
    lang === 'pt'
      ? `glp serve: ${url} (${target}${workers ? `, ${workers} processos` : ''}); aplicativo web em ${url}/, documentação da API em ${url}/docs`
      : `glp serve: ${url} (${target}${workers ? `, ${workers} workers` : ''}); web app at ${url}/, API docs at ${url}/docs`,
  notBuilt: (lang: Lang) => (lang === 'pt' ? `glp serve: ${NOT_BUILT_PT}` : `glp serve: ${NOT_BUILT}`),
  noPublicUrl: (lang: Lang) =>
    lang === 'pt'
      ? 'glp serve: GLP_PUBLIC_URL não está definida: os links OGC e da API são escritos como caminhos sem host; defina-a com o endereço que os clientes usam (https://…)'
      : 'glp serve: GLP_PUBLIC_URL is not set: OGC and API links are written as paths without a host; set it to the address clients use (https://…)',
  stopping: (lang: Lang, signal: string, workers?: number) =>
    lang === 'pt'
      ? `glp serve: ${signal}, encerrando${workers ? ` ${workers} processos` : ''}`
      : `glp serve: ${signal}, shutting down${workers ? ` ${workers} workers` : ''}`,
  closeError: (lang: Lang, message: string) =>
    lang === 'pt' ? `glp serve: erro ao encerrar: ${message}` : `glp serve: error while closing: ${message}`,
  workerExited: (lang: Lang, pid: number | undefined, how: string) =>
    lang === 'pt'
      ? `glp serve: o processo ${pid} terminou (${how}); iniciando outro`
      : `glp serve: worker ${pid} exited (${how}); starting another`,
};

function intOption(name: string, text: string, min: number, max: number): number {
  if (!/^\d{1,6}$/.test(text) || Number(text) < min || Number(text) > max)
    throw new UsageError({
      pt: `--${name}: encontrado "${text}", esperado ${min}–${max}`,
      en: `--${name}: found "${text}", expected ${min}–${max}`,
    });
  return Number(text);
}

/** A restore in progress is for the user to wait for (exit 2), not an internal error. */
async function userCanFix<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    // The store's and the server's own words (src/store, src/api): the same in both languages.
    throw e instanceof StoreBusy || e instanceof ConfigError ? new UsageError(verbatim(e.message)) : e;
  }
}

/**
 * The lines the server and the store write while serving (src/api/server.ts, src/store/lock.ts)
 * are English; under pt the known ones are printed in Portuguese, any other as written.
 */
const SERVER_LINES_PT: readonly [RegExp, string][] = [
  [/^glp serve: created the first system administrator (\S+)$/, 'glp serve: criado o primeiro administrador do sistema $1'],
  [
    /^glp serve: the connection holding the serving lease ended; taking it again$/,
    'glp serve: a conexão que mantinha o servidor registrado no banco caiu; registrando-o de novo',
  ],
];

function serverLinePt(line: string): string {
  for (const [re, pt] of SERVER_LINES_PT) if (re.test(line)) return line.replace(re, pt);
  return line;
}

/** Listening beyond loopback without GLP_PUBLIC_URL: links are written without host (docs/api.md). */
function publicUrlNote(host: string, publicUrl: string | null, log: (l: string) => void, lang: Lang): void {
  if (publicUrl === null && !isLoopbackListen(host)) log(SAY.noPublicUrl(lang));
}

/** Resolves with the signal's name on the first SIGTERM or SIGINT. */
function untilSignal(): Promise<string> {
  return new Promise((done) => {
    const stop = (signal: string) => {
      process.off('SIGTERM', onTerm);
      process.off('SIGINT', onInt);
      done(signal);
    };
    const onTerm = () => stop('SIGTERM');
    const onInt = () => stop('SIGINT');
    process.on('SIGTERM', onTerm);
    process.on('SIGINT', onInt);
  });
}

export async function serveCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parse(
    args,
    { host: { type: 'string' }, port: { type: 'string' }, data: { type: 'string' }, workers: { type: 'string' }, lang: { type: 'string' } },
    USAGE,
  );
  const lang = langArg(values.lang);
  if (positionals.length > 0) throw new UsageError({ pt: `inesperado: ${positionals[0]}`, en: `unexpected ${positionals[0]}` }, USAGE);
  const host = values.host ?? '127.0.0.1';
  const port = intOption('port', values.port ?? '8080', 0, 65535);
  const workers = intOption('workers', values.workers ?? '1', 1, 64);
  const where: { databaseUrl?: string; dataDir: string } = { dataDir: values.data ?? `${io.cwd}/data` };
  if (io.env.DATABASE_URL) where.databaseUrl = io.env.DATABASE_URL;
  const log = (l: string) => io.stderr(`${lang === 'pt' ? serverLinePt(l) : l}\n`);

  if (workers > 1 && cluster.isPrimary) return primary(workers, where, io, log, lang);

  const web = webConfigFromEnv(io.env);
  const opened = await userCanFix(openApi({ ...where, packs: await io.packs(), env: io.env, log, config: { web } }));
  let running: Awaited<ReturnType<typeof listen>>;
  try {
    running = await listen(opened, host, port);
  } catch (e) {
    await opened.close();
    // A worker that cannot listen must end (its IPC channel would keep it alive) so the primary sees it.
    cluster.worker?.disconnect();
    throw e;
  }
  // Listening for the signal before the URL is printed: whoever reads the URL may stop the server at once.
  const stopped = untilSignal();
  if (cluster.isPrimary) {
    io.stdout(`${SAY.listening(lang, running.url, describeTarget(where))}\n`);
    if (!webBuilt(web.dir)) log(SAY.notBuilt(lang));
    publicUrlNote(host, opened.deps.config.publicUrl, log, lang);
  }
  const signal = await stopped;
  if (cluster.isPrimary) log(SAY.stopping(lang, signal));
  await running.close().catch((e) => log(SAY.closeError(lang, e instanceof Error ? e.message : String(e))));
  // A worker's IPC channel to the primary would keep it alive: let go of it.
  cluster.worker?.disconnect();
  return 0;
}

/**
 * The primary of --workers N: migrates and seeds once, forks the workers (which run this same
 * command and share the port), prints the URL when they listen, replaces a worker that dies,
 * and on SIGTERM/SIGINT stops them all and waits for them.
 */
async function primary(
  workers: number,
  where: { databaseUrl?: string; dataDir: string },
  io: CliIO,
  log: (l: string) => void,
  lang: Lang,
): Promise<number> {
  // Migrations and the admin seed happen here, once, before any worker opens the database.
  const boot = await userCanFix(openApi({ ...where, packs: await io.packs(), env: io.env, log }));
  await boot.close();
  // The primary serves as long as any worker does: a restore stays refused between a worker's death and its replacement.
  const lease = await userCanFix(takeLease(where, 'serving', log));
  try {
    return await supervise(workers, where, io, log, boot.deps.config.publicUrl, lang);
  } finally {
    await lease.release();
  }
}

async function supervise(
  workers: number,
  where: { databaseUrl?: string; dataDir: string },
  io: CliIO,
  log: (l: string) => void,
  publicUrl: string | null,
  lang: Lang,
): Promise<number> {
  let stopping = false;
  let restarts = 0;
  const fork = () => cluster.fork();
  const listening = new Promise<{ address: string; port: number }>((ok, fail) => {
    let up = 0;
    cluster.on('listening', (_w, addr) => {
      up += 1;
      if (up === workers) ok({ address: addr.address, port: addr.port });
    });
    cluster.on('exit', (w, code, signal) => {
      if (stopping) return;
      if (up < workers) {
        // Exit 2: the worker said what the user must fix (a port in use) on its own line.
        fail(
          code === 2
            ? new UsageError({ pt: 'um processo não pôde iniciar (veja acima)', en: 'a worker could not start (see above)' })
            : new Error(`a worker exited while starting (${signal ?? code})`),
        );
        return;
      }
      log(SAY.workerExited(lang, w.process.pid, String(signal ?? code)));
      if (++restarts <= 10 * workers) fork();
    });
  });
  for (let i = 0; i < workers; i++) fork();
  let addr: { address: string; port: number };
  try {
    addr = await listening;
  } catch (e) {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGKILL');
    throw e;
  }
  const host = addr.address.includes(':') ? `[${addr.address}]` : addr.address;
  const url = `http://${host}:${addr.port}`;
  const stopped = untilSignal();
  io.stdout(`${SAY.listening(lang, url, describeTarget(where), workers)}\n`);
  const web = webConfigFromEnv(io.env);
  if (!webBuilt(web.dir)) log(SAY.notBuilt(lang));
  publicUrlNote(addr.address, publicUrl, log, lang);

  const signal = await stopped;
  stopping = true;
  log(SAY.stopping(lang, signal, workers));
  const live = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
  await Promise.all(
    live.map(
      (w) =>
        new Promise<void>((ok) => {
          if (w.isDead()) return ok();
          w.once('exit', () => ok());
          w.process.kill('SIGTERM');
          setTimeout(() => w.process.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  return 0;
}
