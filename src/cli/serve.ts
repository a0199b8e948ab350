/**
 * `glp serve [--host H] [--port P] [--data DIR]` — the HTTP API (default 127.0.0.1:8080).
 * Storage: PostgreSQL when DATABASE_URL is set, else SQLite under DIR (default ./data).
 * Migrations run on start. GLP_ADMIN_EMAIL + GLP_ADMIN_PASSWORD create the first system
 * administrator when there is none. Stops cleanly on SIGTERM/SIGINT: stops accepting,
 * lets in-flight requests finish, closes the database.
 */
import { listen, openApi } from '../api/server.ts';
import { describeTarget } from '../store/open.ts';
import { parse } from './args.ts';
import { type CliIO, UsageError } from './io.ts';

const USAGE = 'glp serve [--host H] [--port P] [--data DIR]';

export async function serveCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parse(args, { host: { type: 'string' }, port: { type: 'string' }, data: { type: 'string' } }, USAGE);
  if (positionals.length > 0) throw new UsageError(`unexpected ${positionals[0]}\nusage: ${USAGE}`);
  const host = values.host ?? '127.0.0.1';
  const portText = values.port ?? '8080';
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) throw new UsageError(`--port: found "${portText}", expected a port 0–65535`);
  const where: { databaseUrl?: string; dataDir?: string } = {};
  if (io.env.DATABASE_URL) where.databaseUrl = io.env.DATABASE_URL;
  if (values.data !== undefined) where.dataDir = values.data;
  else where.dataDir = `${io.cwd}/data`;

  const opened = await openApi({ ...where, env: io.env, log: (l) => io.stderr(`${l}\n`) });
  let running: Awaited<ReturnType<typeof listen>>;
  try {
    running = await listen(opened, host, Number(portText));
  } catch (e) {
    await opened.close();
    throw e;
  }
  io.stdout(`glp serve: ${running.url} (${describeTarget(where)}); API docs at ${running.url}/docs\n`);
  await new Promise<void>((done) => {
    const stop = (signal: string) => {
      io.stderr(`glp serve: ${signal}, shutting down\n`);
      process.off('SIGTERM', onTerm);
      process.off('SIGINT', onInt);
      running.close().then(done, (e) => {
        io.stderr(`glp serve: error while closing: ${e instanceof Error ? e.message : String(e)}\n`);
        done();
      });
    };
    const onTerm = () => stop('SIGTERM');
    const onInt = () => stop('SIGINT');
    process.on('SIGTERM', onTerm);
    process.on('SIGINT', onInt);
  });
  return 0;
}
