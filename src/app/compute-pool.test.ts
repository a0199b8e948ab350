/**
 * The compute pool: tasks run in a child process that reads the store itself, with the same
 * answer as in this thread; the child's bad-input errors come back whole; a full queue is
 * refused at once; a task past its time limit ends with its child, and the next task gets a
 * new one.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import { PackRegistry } from '../core/registry.ts';
import { InputError } from '../core/input/validate.ts';
import type { PolygonGeometry } from '../siting/geom.ts';
import { realBoundaries } from '../siting/synthetic-municipalities.ts';
import { systemScope } from '../siting/types.ts';
import { openRepository } from '../store/open.ts';
import type { Repository } from '../store/repository.ts';
import { ComputePool, DEFAULT_POOL, PoolBusy, TaskTimeout } from './compute-pool.ts';
import { bytesOf, type ComputeTask, PART_BYTES, partsOf } from './compute-tasks.ts';
import { municipalitiesOf } from './municipalities.ts';

const dir = mkdtempSync(join(tmpdir(), 'glp-pool-'));
let repo: Repository;

const map = (resolutionM: number, maxCells?: number): ComputeTask => ({
  kind: 'viability-map',
  municipality: 'belem-pa',
  opts: { date: '2025-06-01', activity: 'glp-resale', resolutionM, ...(maxCells !== undefined ? { maxCells } : {}) },
  maxChars: 64 * 1024 * 1024,
});

before(async () => {
  repo = await openRepository({ dataDir: dir });
  await repo.upsertMunicipalities(municipalitiesOf(packs));
  const base = { status: null, source: 'teste', importedAt: '2025-01-15T12:00:00.000Z', validFrom: null, validTo: null, data: {} };
  await repo.insertPlaces(systemScope('pool-test'), [
    {
      ...base,
      municipality: 'belem-pa',
      category: 'municipal-boundary',
      name: 'Belém',
      geometry: realBoundaries(packs).get('belem-pa') as PolygonGeometry,
    },
    {
      ...base,
      municipality: 'belem-pa',
      category: 'glp-outlet',
      status: 'licensed',
      name: 'R',
      geometry: { type: 'Point', coordinates: [-48.47, -1.4] },
    },
  ]);
});
after(async () => {
  await repo?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('compute pool', () => {
  it('partsOf cuts bytes into views of at most the size, in order; nothing is no part', () => {
    const bytes = Uint8Array.from({ length: 10 }, (_, i) => i);
    assert.deepEqual(
      partsOf(bytes, 4).map((p) => [...p]),
      [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
        [8, 9],
      ],
    );
    assert.deepEqual(
      partsOf(bytes, 5).map((p) => p.byteLength),
      [5, 5],
    );
    assert.equal(partsOf(bytes, 4)[1]?.buffer, bytes.buffer, 'views of the same memory');
    assert.deepEqual(partsOf(new Uint8Array(0), 4), []);
  });

  it('runs a task in a child process reading the store, with the same answer as in this thread', async () => {
    const pool = new ComputePool(packs, { where: { dataDir: dir }, repo });
    const inThread = new ComputePool(PackRegistry.of(packs.list()), { where: { dataDir: dir }, repo });
    try {
      const [a, b] = await Promise.all([pool.run(map(40)), inThread.run(map(40))]);
      assert.equal(a.contentType, 'application/geo+json; charset=utf-8');
      assert.equal(a.contentType, b.contentType);
      // From a child, the answer streams in parts of at most PART_BYTES, never joined here.
      const parts: Uint8Array[] = [];
      for await (const p of a.body) parts.push(p);
      const whole = Buffer.concat(parts);
      assert.equal(whole.byteLength, a.byteLength, 'the head said the length');
      assert.deepEqual(whole, await bytesOf(b));
      assert.equal(parts.length, Math.ceil(a.byteLength / PART_BYTES), `an answer of ${a.byteLength} bytes, in ${parts.length} parts`);
      assert.ok(parts.length > 1 && parts.every((p) => p.byteLength <= PART_BYTES));
      assert.ok(JSON.parse(whole.toString('utf8')).type, 'the parts join into the GeoJSON');
      // The child's bad input comes back as the InputError it was, naming the field.
      await assert.rejects(pool.run(map(10, 1_000)), (e: unknown) => {
        assert.ok(e instanceof InputError);
        assert.equal(e.problems[0]?.field, 'resolution');
        assert.match(e.problems[0]?.expected ?? '', /at most 1000 cells/);
        return true;
      });
    } finally {
      await pool.close();
      await inThread.close();
    }
  });

  it('an answer the caller cancels midway frees its slot when the child is done; the next task runs', async () => {
    const pool = new ComputePool(packs, { where: { dataDir: dir }, repo }, { ...DEFAULT_POOL, processes: 1, maxQueue: 1 });
    try {
      const first = await pool.run(map(40));
      const reader = first.body.getReader();
      assert.ok((await reader.read()).value, 'a first part');
      const next = pool.run(map(1000));
      await reader.cancel(); // the client went away
      assert.ok((await bytesOf(await next)).byteLength > 100);
      assert.deepEqual(pool.load, { running: 0, queued: 0 });
    } finally {
      await pool.close();
    }
  });

  it('refuses a task at once when the queue is full', async () => {
    const pool = new ComputePool(packs, { where: { dataDir: dir }, repo }, { ...DEFAULT_POOL, processes: 1, maxQueue: 1 });
    try {
      const first = pool.run(map(50));
      const second = pool.run(map(50));
      await assert.rejects(pool.run(map(50)), PoolBusy);
      assert.deepEqual(pool.load, { running: 1, queued: 1 });
      await Promise.all([first, second].map(async (r) => bytesOf(await r)));
    } finally {
      await pool.close();
    }
  });

  it('a child that dies while idle is replaced by the next task; warm() starts it ahead', async () => {
    const pool = new ComputePool(packs, { where: { dataDir: dir }, repo });
    try {
      pool.warm();
      for (let i = 0; i < 600 && pool.pids.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      const [pid] = pool.pids;
      assert.ok(pid, 'warm() started a child');
      process.kill(pid, 'SIGKILL');
      for (let i = 0; i < 100 && pool.pids.includes(pid); i++) await new Promise((r) => setTimeout(r, 20));
      const r = await pool.run(map(1000));
      assert.ok((await bytesOf(r)).byteLength > 100);
      assert.notEqual(pool.pids[0], pid);
    } finally {
      await pool.close();
    }
  });

  it('ends a task past its time limit with its child; the next task gets a new child', async () => {
    const pool = new ComputePool(packs, { where: { dataDir: dir }, repo }, { ...DEFAULT_POOL, timeoutMs: 20_000 });
    try {
      await pool.run(map(1000)); // the child is up
      pool.opts.timeoutMs = 30;
      await assert.rejects(pool.run(map(1)), TaskTimeout);
      pool.opts.timeoutMs = 60_000;
      const again = await pool.run(map(1000));
      assert.ok((await bytesOf(again)).byteLength > 100);
    } finally {
      await pool.close();
    }
  });
});
