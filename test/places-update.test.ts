/**
 * `glp places update`: an ANP reseller imported without coordinates is located, then
 * retired; each change is audited and the chain still verifies. Bad input exits 2.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const root = new URL('..', import.meta.url).pathname;

function glp(cwd: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env.DATABASE_URL;
  const r = spawnSync(process.execPath, [join(root, 'bin/glp.mjs'), ...args], { cwd, encoding: 'utf8', env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('locate and retire a place imported without coordinates', () => {
  const dir = mkdtempSync(join(tmpdir(), 'glp-places-'));
  const imp = glp(dir, 'places', 'import', 'belem-pa', join(root, 'src/siting/fixtures/import-anp-cadastro.csv'), '--quiet');
  assert.equal(imp.code, 0, imp.err);
  const before = JSON.parse(glp(dir, 'places', 'list', 'belem-pa', '--format', 'json').out);
  const id = before.unlocated[0].id as string;
  const n = before.unlocated.length as number;

  const located = glp(dir, 'places', 'update', 'belem-pa', id, '--at=-48.4612,-1.4401');
  assert.equal(located.code, 0, located.err);
  assert.match(located.out, /versão 2/);
  const after = JSON.parse(glp(dir, 'places', 'list', 'belem-pa', '--format', 'json').out);
  assert.equal(after.unlocated.length, n - 1);

  const retired = glp(dir, 'places', 'update', 'belem-pa', id, '--valid-to', '2026-12-31');
  assert.equal(retired.code, 0, retired.err);
  assert.match(retired.out, /válido até 31\/12\/2026/);
  const later = JSON.parse(glp(dir, 'places', 'list', 'belem-pa', '--date', '2027-01-01', '--format', 'json').out);
  assert.equal(later.total, before.total - 1);

  const bad = glp(dir, 'places', 'update', 'belem-pa', id, '--at=200,1');
  assert.equal(bad.code, 2);
  assert.match(bad.err, /--at: encontrado "200,1", esperado LON,LAT em graus/);
  // A position outside Belém is refused before anything is written: swapped, positive, in Salvador.
  const swapped = glp(dir, 'places', 'update', 'belem-pa', id, '--at=-1.4401,-48.4612');
  assert.equal(swapped.code, 2);
  assert.match(swapped.err, /--at: encontrado \[-1\.4401, -48\.4612\] .*longitude e latitude parecem trocadas/);
  for (const at of ['--at=48.4612,1.4401', '--at=-38.5,-12.97']) assert.equal(glp(dir, 'places', 'update', 'belem-pa', id, at).code, 2, at);
  // A status the distance rules do not know would drop the place out of every count.
  const weird = glp(dir, 'places', 'update', 'belem-pa', id, '--status', 'weird');
  assert.equal(weird.code, 2);
  assert.match(weird.err, /--status: encontrado "weird", esperado um de licensed, existing, construction-approved, pending, closed/);
  // Nothing written by the refused updates: the next change is version 4 (located 2, retired 3).
  const renamed = glp(dir, 'places', 'update', 'belem-pa', id, '--name', 'Revenda Renomeada');
  assert.match(renamed.out, /versão 4/, renamed.err);
  const unknown = glp(dir, 'places', 'update', 'belem-pa', 'nope', '--name', 'x');
  assert.equal(unknown.code, 2);
  assert.match(unknown.err, /ID: encontrado "nope", esperado um local de belem-pa/);
  const audit = glp(dir, 'audit', 'verify');
  assert.equal(audit.code, 0, audit.err);
});
