/**
 * `npm test` ends with one line per reason suites were skipped (what to install) and a summary
 * of passed, failed and skipped counts (scripts/test-summary.mjs, issue #7 item 5); a missing
 * engine is a skip locally and a failure under CI=true (test/support/tools.ts, pg.ts).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a plain .mjs script (the reporter node:test loads), no type declarations
import { summaryLines, tally } from '../scripts/test-summary.mjs';
import { pgSkipReason } from './support/pg.ts';
import { toolMissing } from './support/tools.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'glp-summary-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const GDAL = 'ogrinfo not found: install the Debian package gdal-bin';
const POSTGIS = 'PostgreSQL has no PostGIS (x): install the Debian package postgresql-15-postgis-3';

test('counts tests, not suites; a suite skipped whole counts once; each reason once, in order', () => {
  const ev = (type: string, data: object) => ({ type, data });
  const t = tally([
    ev('test:pass', { details: { type: 'test' } }),
    ev('test:fail', { details: { type: 'test' } }),
    ev('test:pass', { skip: GDAL, details: { type: 'test' } }),
    ev('test:pass', { skip: GDAL, details: { type: 'test' } }),
    ev('test:pass', { skip: POSTGIS, details: { type: 'suite' } }),
    ev('test:fail', { details: { type: 'suite' } }),
    ev('test:pass', { details: { type: 'suite' } }),
    ev('test:diagnostic', { message: 'tests 9' }),
  ]);
  assert.deepEqual(summaryLines(t), [`skipped: ${GDAL}`, `skipped: ${POSTGIS}`, 'tests: 1 passed, 1 failed, 3 skipped']);
});

test('the reporter, run by node:test beside spec, prints the reasons and the summary last', () => {
  const file = join(dir, 'sample.test.mjs');
  writeFileSync(
    file,
    `import { describe, test } from 'node:test';
test('ok', () => {});
test('no gdal', { skip: ${JSON.stringify(GDAL)} }, () => {});
describe('postgis', { skip: ${JSON.stringify(POSTGIS)} }, () => { test('a', () => {}); test('b', () => {}); });
describe('mixed', () => { test('c', () => {}); test('d', { skip: ${JSON.stringify(GDAL)} }, () => {}); });
`,
  );
  const r = spawnSync(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      `--test-reporter=${join(ROOT, 'scripts/test-summary.mjs')}`,
      '--test-reporter-destination=stdout',
      file,
    ],
    // Without the parent runner's NODE_TEST_CONTEXT: else the child speaks the runner's protocol, not the reporters'.
    { encoding: 'utf8', env: Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NODE_TEST_CONTEXT')) },
  );
  assert.equal(r.status, 0, r.stderr);
  const last = r.stdout.trim().split('\n').slice(-3);
  assert.deepEqual(last, [`skipped: ${GDAL}`, `skipped: ${POSTGIS}`, 'tests: 2 passed, 0 failed, 3 skipped']);
});

test('scripts/test.mjs runs the tests with the summary reporter', () => {
  assert.match(readFileSync(join(ROOT, 'scripts/test.mjs'), 'utf8'), /--test-reporter=\.\/scripts\/test-summary\.mjs/);
});

test('PostgreSQL without PostGIS says to install PostGIS; no PostgreSQL says to install PostgreSQL', () => {
  assert.match(
    pgSkipReason('extension "postgis" is not available\nDETAIL: Could not open extension control file'),
    /^PostgreSQL has no PostGIS .*: install the Debian package postgresql-15-postgis-3$/,
  );
  assert.match(pgSkipReason('connect ECONNREFUSED 127.0.0.1:54329'), /^PostgreSQL unavailable .*install the Debian package postgresql-15/);
  assert.equal(pgSkipReason('a\nb').split('\n').length, 1);
});

test('a missing program: one line locally; a failure under CI=true', () => {
  const prev = process.env['CI'];
  try {
    delete process.env['CI'];
    assert.equal(toolMissing('glp-no-such-program', 'glp-pkg'), 'glp-no-such-program not found: install the Debian package glp-pkg');
    process.env['CI'] = 'true';
    assert.throws(() => toolMissing('glp-no-such-program', 'glp-pkg'), /CI=true: this suite must run, not skip/);
    assert.equal(toolMissing('sh', 'dash'), false);
  } finally {
    if (prev === undefined) delete process.env['CI'];
    else process.env['CI'] = prev;
  }
});
