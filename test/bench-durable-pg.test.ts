/**
 * bench/durable-pg.ts names what ALTER SYSTEM left on the benchmark's PostgreSQL: that cluster
 * keeps its data directory between runs, and a setting left in postgresql.auto.conf (by an
 * experiment: pg_stat_statements loaded, say) would change the measurement unannounced. Checked
 * on the suite's real PostgreSQL, with a setting that changes nothing while it is there: the
 * line is written to postgresql.auto.conf and never reloaded, and it is removed afterwards.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { alteredSettings, pgQuery as query } from '../bench/durable-pg.ts';
import { pgAvailable } from './support/pg.ts';

const availability = await pgAvailable(); // under CI=true an unreachable PostgreSQL fails here

describe('bench/durable-pg.ts: settings left by ALTER SYSTEM', { skip: availability.ok ? false : availability.reason }, () => {
  const url = availability.ok ? availability.url : '';
  after(async () => {
    if (availability.ok) await query(url, 'ALTER SYSTEM RESET application_name');
  });

  it('lists what postgresql.auto.conf sets, before any reload, and nothing once it is reset', async () => {
    const before = await alteredSettings(url);
    assert.ok(!before.some((s) => s.startsWith('application_name=')), before.join(', '));
    await query(url, "ALTER SYSTEM SET application_name = 'glp-bench-probe'");
    const during = await alteredSettings(url);
    assert.deepEqual(
      during.filter((s) => s.startsWith('application_name=')),
      ['application_name=glp-bench-probe'],
    );
    await query(url, 'ALTER SYSTEM RESET application_name');
    assert.deepEqual(await alteredSettings(url), before);
  });
});
