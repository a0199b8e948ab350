/**
 * kill -9 in the middle of concurrent writes, repeatedly, on either engine: a child process
 * (crash-writer.fixture.ts) writes with many concurrent writers — so writes are committed in
 * batches by the group commit — and is killed with SIGKILL once enough writes were
 * acknowledged; then every acknowledged write must be there, the database must pass its
 * integrity check and the audit chain must verify. Each round starts on what the previous
 * killed process left.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type OpenOptions, openRepository } from '../../src/store/open.ts';
import type { Scope } from '../../src/store/repository.ts';
import type { SqlRepository } from '../../src/store/sql-repository.ts';

const FIXTURE = fileURLToPath(new URL('./crash-writer.fixture.ts', import.meta.url));
const SYSTEM: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'crash-check' };

export interface CrashRounds {
  /** Writes acknowledged in all rounds. */
  acknowledged: number;
  rounds: { acknowledged: number }[];
}

export async function killDuringWrites(opts: OpenOptions, rounds: number, writers: number, acksBeforeKill = 300): Promise<CrashRounds> {
  const setup = await openRepository(opts);
  await setup.upsertMunicipalities([{ id: 'belem', name: 'Belém', uf: 'PA', ibge: '1501402' }]);
  await setup.close();
  const target = opts.databaseUrl ?? opts.dataDir ?? '';
  const all = { establishment: [] as string[], evaluation: [] as string[] };
  const out: CrashRounds = { acknowledged: 0, rounds: [] };
  for (let round = 0; round < rounds; round++) {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, target, String(writers)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    let acked = 0;
    await new Promise<void>((resolve) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const m = /^ack (establishment|evaluation) (\S+)$/.exec(line);
        if (!m) return;
        all[m[1] as 'establishment' | 'evaluation'].push(m[2] as string);
        if (++acked === acksBeforeKill) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      void exited.then(() => resolve());
    });
    assert.equal(await exited, 'SIGKILL', `round ${round}: the writer was killed, not finished`);
    assert.ok(acked >= acksBeforeKill, `round ${round}: ${acked} acknowledged`);
    out.rounds.push({ acknowledged: acked });
    out.acknowledged += acked;

    const repo = (await openRepository(opts)) as SqlRepository;
    try {
      const ic = await repo.integrityCheck();
      assert.ok(ic.ok, ic.detail);
      for (const [table, ids] of [
        ['establishments', all.establishment],
        ['evaluations', all.evaluation],
      ] as const) {
        const present = new Set<string>();
        for (let i = 0; i < ids.length; i += 500) {
          const chunk = ids.slice(i, i + 500);
          const rows = await repo.core.db.all<{ id: string }>(
            `SELECT id FROM ${table} WHERE id IN (${chunk.map(() => '?').join(', ')})`,
            chunk,
          );
          for (const r of rows) present.add(r.id);
        }
        assert.deepEqual(
          ids.filter((id) => !present.has(id)),
          [],
          `round ${round}: acknowledged ${table} lost`,
        );
      }
      const v = await repo.verifyAudit();
      assert.ok(v.ok, `round ${round}: ${JSON.stringify(v)}`);
      assert.ok(v.entries >= all.establishment.length + all.evaluation.length + 1);
      // Unacknowledged writes may or may not be there, but never half: each write's row has its audit entry.
      const orphans = await repo.core.db.get<{ n: number }>(
        "SELECT COUNT(*) AS n FROM establishments e WHERE NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.entity = 'establishment' AND a.entity_id = e.id)",
      );
      assert.equal(Number(orphans?.n), 0, `round ${round}: a row without its audit entry`);
      assert.ok((await repo.listEstablishments(SYSTEM, { limit: 1 })).total >= all.establishment.length);
    } finally {
      await repo.close();
    }
  }
  return out;
}
