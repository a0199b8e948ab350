/**
 * Child process of the crash test (sqlite.test.ts): writes establishments with 8 concurrent
 * writers and prints `ack <id>` only after the write resolved — i.e. after COMMIT — until
 * it is killed with SIGKILL. Not a test file itself.
 */
import { openRepository } from '../../src/store/open.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: crash-writer.fixture.ts DATA_DIR');
const repo = await openRepository({ dataDir });
const scope = { userId: 'crash-writer', municipality: null, roles: ['system-admin' as const], requestId: 'crash' };

async function writer(w: number): Promise<void> {
  for (let i = 0; ; i++) {
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
    process.stdout.write(`ack ${e.id}\n`);
  }
}

await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
