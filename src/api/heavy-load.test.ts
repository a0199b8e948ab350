/**
 * No anonymous denial of service (issue #9 item 2): with eight viability maps being computed
 * for eight anonymous clients, /api/health still answers within 100 ms — the maps run in the
 * compute pool's process, not on the server's event loop. A behaviour under load, measured
 * on a real `glp serve` over HTTP: every health answer during the maps is timed.
 *
 * The machine running the suite may be busy with other work (other test files, other
 * programs): the kernel then keeps any process off the CPU now and then, for reasons that are
 * not the server's. On Linux the time each thread spent runnable but waiting for a CPU is
 * counted (/proc/PID/task/TID/schedstat, "run delay"): each health answer is measured both
 * ways — wall-clock, and wall-clock minus the run delay of the server's and this client's
 * event-loop threads during it. The bound applies to the second: the time the server took,
 * computing or blocked (a map on the event loop, a synchronous fsync), while it had a CPU.
 * Without schedstat the bound applies to the wall-clock.
 *
 * The maps are fetched by `curl` processes, not by this one: this process only times the
 * health answers, so what it measures is the server and not its own reading of 40 MB of maps.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import { type Served, startServer } from '../../test/support/serve.ts';
import { municipalitiesOf } from '../app/municipalities.ts';
import { generateRegistry } from '../siting/generate.ts';
import { systemScope } from '../siting/types.ts';
import { openRepository } from '../store/open.ts';

const execFileP = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'glp-heavy-'));
let server: Served;

/** Run delay (ms) of a process's main thread so far, or null where the kernel does not say. */
function runDelayMs(pid: number): number | null {
  const f = `/proc/${pid}/task/${pid}/schedstat`;
  if (!existsSync(f)) return null;
  const waited = Number(readFileSync(f, 'utf8').split(' ')[1]);
  return Number.isFinite(waited) ? waited / 1e6 : null;
}

before(async () => {
  // Belém at city scale: ~1 500 places; a 10 m map of it costs ~0.5 s of CPU and is ~5 MB.
  const repo = await openRepository({ dataDir: dir });
  await repo.upsertMunicipalities(municipalitiesOf(packs));
  const g = generateRegistry(packs, { seed: 7, scale: 'city', cities: ['belem-pa'] });
  await repo.surveys.importSurveyed(
    systemScope('heavy-load'),
    g.records.map(({ id, version: _v, ...r }) => ({ ...r, data: { externalId: id, ...r.data } })),
    g.surveys,
  );
  await repo.close();
  // Eight clients: eight addresses, told by a proxy the server trusts.
  process.env.GLP_TRUST_PROXY = '1';
  server = await startServer({ dataDir: dir }, { email: 'admin@heavy.example', password: 'heavy-load-admin-password' });
});
after(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  rmSync(dir, { recursive: true, force: true });
});

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;

test('/api/health answers within 100 ms while eight anonymous clients have maps computed', { timeout: 300_000 }, async () => {
  const serverPid = server.child.pid as number;
  // One coarse map first, from another address: what is timed is the server under the load,
  // not its first compilation of the map's route and the computation child's first task.
  const warm = await fetch(`${server.url}/api/viability/belem-pa?resolution=1000&date=2025-06-01`, {
    headers: { 'x-forwarded-for': '10.50.1.1' },
  });
  assert.equal(warm.status, 200);
  await warm.arrayBuffer();
  let mapsLeft = 8;
  // Each map is fetched by its own `curl` process: 5 MB received and held by this process
  // would cost its event loop 30–40 ms per map (fresh memory's page faults on this machine),
  // and that time would be counted as the server's in the health answers timed here.
  const maps = Array.from({ length: 8 }, async (_, i) => {
    const { stdout } = await execFileP('curl', [
      '--silent',
      '--show-error',
      '--max-time',
      '280',
      '--output',
      '/dev/null',
      '--write-out',
      '%{http_code} %{size_download}',
      '--header',
      `x-forwarded-for: 10.50.0.${i + 1}`,
      `${server.url}/api/viability/belem-pa?resolution=10&date=2025-06-01`,
    ]);
    mapsLeft--;
    const [status, bytes] = stdout.trim().split(' ').map(Number);
    return { status, bytes: bytes ?? 0 };
  });
  const wall: number[] = [];
  const own: number[] = [];
  // Let the maps be received, then time a health check every 25 ms until the last map is done.
  await new Promise((r) => setTimeout(r, 100));
  while (mapsLeft > 0) {
    const d0 = [runDelayMs(serverPid), runDelayMs(process.pid)];
    const t0 = performance.now();
    const h = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    await h.arrayBuffer();
    const t = performance.now() - t0;
    const d1 = [runDelayMs(serverPid), runDelayMs(process.pid)];
    assert.equal(h.status, 200);
    if (mapsLeft > 0) {
      wall.push(t);
      const waited = d0.every((x) => x !== null) && d1.every((x) => x !== null) ? d1[0]! - d0[0]! + (d1[1]! - d0[1]!) : 0;
      own.push(Math.max(0, t - waited));
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const done = await Promise.all(maps);
  assert.deepEqual(
    done.map((d) => d.status),
    Array(8).fill(200),
  );
  assert.ok(
    done.every((d) => d.bytes > 1_000_000),
    'real maps were computed',
  );
  wall.sort((a, b) => a - b);
  own.sort((a, b) => a - b);
  const accounted = runDelayMs(process.pid) !== null;
  const line = (xs: number[]) => `p50 ${pct(xs, 0.5).toFixed(1)} ms, p99 ${pct(xs, 0.99).toFixed(1)} ms, max ${pct(xs, 1).toFixed(1)} ms`;
  process.stderr.write(
    `health under 8 maps, ${wall.length} answers: wall-clock ${line(wall)}; ` +
      `${accounted ? `less the kernel's run delay ${line(own)}` : 'no schedstat here: wall-clock bound'}\n`,
  );
  const bounded = accounted ? own : wall;
  assert.ok(pct(bounded, 1) < 100, `slowest /api/health under load: ${pct(bounded, 1).toFixed(1)} ms (${line(bounded)})`);
  assert.ok(wall.length >= 20, `health was timed ${wall.length} times while the maps ran`);
});
