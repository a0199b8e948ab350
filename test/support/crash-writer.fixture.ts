/**
 * Child process of the crash tests (test/support/crash.ts): writes with WRITERS concurrent
 * writers — establishments, and every third write an evaluation — and prints `ack <kind> <id>`
 * only after the write resolved, i.e. after its batch's COMMIT, until it is killed with
 * SIGKILL. TARGET is a data directory (SQLite) or a postgres:// URL. Not a test file itself.
 */
import { openRepository } from '../../src/store/open.ts';

const [target, writersArg] = process.argv.slice(2);
if (!target) throw new Error('usage: crash-writer.fixture.ts TARGET [WRITERS]');
const repo = await openRepository(target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target });
const scope = { userId: 'crash-writer', municipality: null, roles: ['system-admin' as const], requestId: 'crash' };
const RESULT = { schemaVersion: 1, verdict: 'approvable', findings: [], payload: 'r'.repeat(3000) };

async function writer(w: number): Promise<void> {
  for (let i = 0; ; i++) {
    if (i % 3 === 2) {
      const e = await repo.saveEvaluation(scope, {
        municipality: 'belem',
        applicationId: null,
        date: '2026-01-01',
        lang: 'pt',
        lawPackVersion: 'crash',
        parameters: {},
        overrides: {},
        input: { writer: w, i },
        result: RESULT as never,
      });
      process.stdout.write(`ack evaluation ${e.id}\n`);
    } else {
      const e = await repo.createEstablishment(scope, {
        municipality: 'belem',
        name: `writer ${w} #${i}`,
        cnpj: null,
        address: {},
        location: null,
        ownerUserId: null,
        status: 'active',
        data: { payload: 'x'.repeat(2000) },
      });
      process.stdout.write(`ack establishment ${e.id}\n`);
    }
  }
}

await Promise.all(Array.from({ length: Number(writersArg ?? 8) }, (_, w) => writer(w)));
