/**
 * A server stopping cleanly closes its store only after the requests being handled have
 * finished (in-flight.ts): stored evaluations submitted just before the stop are answered 201
 * and are in the store afterwards, instead of failing on a closed store.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildFixture, send, type TestApi } from '../../test/support/api.ts';
import { packs } from '../../test/support/packs.ts';
import { openRepository } from '../store/open.ts';
import { InFlight } from './in-flight.ts';
import { openApi } from './server.ts';

test('InFlight: drained waits for the last request, and no longer than its bound', async () => {
  const f = new InFlight();
  await f.drained(1000); // nothing in flight: at once
  let release: () => void = () => {};
  const gate = new Promise<void>((ok) => {
    release = ok;
  });
  const running = f.track(async () => {
    await gate;
    return 7;
  });
  assert.equal(f.size, 1);
  let drained = false;
  const d = f.drained(10_000).then(() => {
    drained = true;
  });
  await new Promise((ok) => setTimeout(ok, 20));
  assert.equal(drained, false, 'still one request in flight');
  release();
  assert.equal(await running, 7);
  await d;
  assert.equal(drained, true);
  assert.equal(f.size, 0);
  // A failing request is counted out as well.
  await assert.rejects(
    f.track(async () => {
      throw new Error('boom');
    }),
    /boom/,
  );
  assert.equal(f.size, 0);
  // Bounded: a request that never ends does not hold the stop forever.
  void f.track(() => new Promise<void>(() => {}));
  const t = performance.now();
  await f.drained(50);
  assert.ok(performance.now() - t >= 45, 'waited for the bound');
  assert.equal(f.size, 1);
});

test('stored evaluations submitted just before a clean stop are answered 201 and kept', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'glp-inflight-'));
  try {
    const opened = await openApi({ dataDir: dir, packs, env: {}, auth: { tokenCacheMs: 0 }, config: {}, log: () => {} });
    const api: TestApi = { ...opened, engine: 'sqlite', req: (m, p, o) => send(opened.app, m, p, o) };
    const fx = await buildFixture(api);
    const app = fx.records.own.application;
    const token = fx.token('licensing-officer@own');
    // Submitted, then the stop begins while they are being evaluated.
    const pending = Array.from({ length: 8 }, () => api.req('POST', `/api/applications/${app.id}/evaluations`, { token, body: {} }));
    await opened.close();
    const answers = await Promise.all(pending);
    for (const r of answers) assert.equal(r.status, 201, r.text);
    const ids = answers.map((r) => (r.json as { id: string }).id);
    const repo = await openRepository({ dataDir: dir });
    try {
      const system = { userId: 'check', municipality: null, roles: ['system-admin' as const], requestId: 'check' };
      for (const id of ids) assert.equal((await repo.getEvaluation(system, id)).id, id);
      assert.ok((await repo.verifyAudit()).ok);
    } finally {
      await repo.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
