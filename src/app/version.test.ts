import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { glp } from '../../test/support/cli.ts';
import { VERSION } from './version.ts';

test('the version is package.json’s, and `glp --version` prints it', async () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  assert.equal(VERSION, pkg.version);
  assert.match(VERSION, /^\d+\.\d+\.\d+(-[\w.]+)?$/);
  for (const flag of ['--version', 'version']) {
    const r = await glp([flag]);
    assert.equal(r.code, 0);
    assert.equal(r.out, `glp ${pkg.version}\n`);
  }
});
