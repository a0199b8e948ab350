/** `glp db migrate|backup FILE|restore FILE` and `glp audit verify`: the storage layer's commands. */
import { auditCommand as storeAudit, dbCommand as storeDb } from '../store/cli.ts';
import type { CliIO } from './io.ts';

type StoreCommand = typeof storeDb;

function adapt(run: StoreCommand) {
  return async (args: string[], io: CliIO): Promise<number> => {
    const r = await run(args, { ...io.env, GLP_CWD: io.cwd });
    if (r.stdout) io.stdout(r.stdout.endsWith('\n') ? r.stdout : `${r.stdout}\n`);
    if (r.stderr) io.stderr(r.stderr.endsWith('\n') ? r.stderr : `${r.stderr}\n`);
    return r.code;
  };
}

export const dbCommand = adapt(storeDb);
export const auditCommand = adapt(storeAudit);
