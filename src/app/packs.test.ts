/**
 * Pack discovery: every <dir>/<id>/index.ts exporting `pack` is a municipality, from laws/
 * and from the directories of GLP_PACK_DIRS; mistakes are named (directory, file, id).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { InputError } from '../core/input/validate.ts';
import { DEFAULT_PACK_DIR, loadPackRegistry, packDirs } from './packs.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const belemModule = join(root, 'laws/belem-pa/index.ts');

/** A directory of packs: each entry is a municipality id and the source of its index.ts. */
function packDir(entries: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'glp-packs-'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  for (const [id, source] of Object.entries(entries)) {
    mkdirSync(join(dir, id));
    writeFileSync(join(dir, id, 'index.ts'), source);
  }
  return dir;
}

/** A pack of its own for the tests: Belém's law under another municipality's id. */
const renamed = (id: string) =>
  `import { pack as belem } from ${JSON.stringify(belemModule)};\nexport const pack = { ...belem, id: ${JSON.stringify(id)}, name: 'Teste' };\n`;

const problemOf = (e: unknown) => (e instanceof InputError ? e.problems[0] : undefined);

describe('loadPackRegistry', () => {
  it('finds every directory of laws/ that has an index.ts, sorted, and remembers where', async () => {
    const packs = await loadPackRegistry();
    const dirs = readdirSync(DEFAULT_PACK_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    assert.deepEqual(packs.ids(), dirs);
    assert.ok(packs.ids().includes('belem-pa'));
    assert.deepEqual(packs.dirs, [DEFAULT_PACK_DIR]);
  });

  it('adds the packs of another directory; a sub-directory without index.ts is not a pack', async () => {
    const extra = packDir({ 'teste-xx': renamed('teste-xx') });
    mkdirSync(join(extra, 'notes'));
    const packs = await loadPackRegistry([DEFAULT_PACK_DIR, extra]);
    assert.equal(packs.require('teste-xx').name, 'Teste');
    assert.equal(packs.ids().at(-1), 'teste-xx');
    assert.ok(!packs.ids().includes('notes'));
    assert.deepEqual(packs.dirs, [DEFAULT_PACK_DIR, extra]);
  });

  it('names what is wrong: a missing directory, a second pack of a municipality, no `pack` export, a mismatched id', async () => {
    await assert.rejects(loadPackRegistry(['/no/such/dir']), (e) => problemOf(e)?.field === 'GLP_PACK_DIRS');
    const twice = packDir({ 'belem-pa': renamed('belem-pa') });
    await assert.rejects(
      loadPackRegistry([DEFAULT_PACK_DIR, twice]),
      (e) => problemOf(e)?.field === 'GLP_PACK_DIRS' && /belem-pa in .* and in /.test(problemOf(e)?.found ?? ''),
    );
    const noExport = packDir({ 'teste-yy': 'export const other = 1;\n' });
    await assert.rejects(
      loadPackRegistry([noExport]),
      (e) => problemOf(e)?.field === join(noExport, 'teste-yy', 'index.ts') && problemOf(e)?.found === 'no `pack` export',
    );
    const wrongId = packDir({ 'teste-zz': renamed('teste-ww') });
    await assert.rejects(
      loadPackRegistry([wrongId]),
      (e) => problemOf(e)?.found === '"teste-ww"' && problemOf(e)?.expected === '"teste-zz" (its directory\'s name)',
    );
  });
});

describe('packDirs', () => {
  it('is laws/ first, then GLP_PACK_DIRS (relative to the working directory), each once', () => {
    assert.deepEqual(packDirs({}, '/w'), [DEFAULT_PACK_DIR]);
    assert.deepEqual(packDirs({ GLP_PACK_DIRS: ` a${delimiter}/b${delimiter}${delimiter}a ` }, '/w'), [DEFAULT_PACK_DIR, '/w/a', '/b']);
    assert.deepEqual(packDirs({ GLP_PACK_DIRS: DEFAULT_PACK_DIR }, '/w'), [DEFAULT_PACK_DIR]);
  });
});

describe('GLP_PACK_DIRS in the glp command', () => {
  const glp = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [join(root, 'bin/glp.mjs'), ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });

  it('serves a municipality whose pack lives outside the repository', () => {
    const extra = packDir({ 'teste-xx': renamed('teste-xx') });
    const r = glp(['laws', 'teste-xx', '--format', 'json'], { GLP_PACK_DIRS: extra });
    assert.equal(r.status, 0, r.stderr);
    assert.equal((JSON.parse(r.stdout) as { municipalities: { id: string }[] }).municipalities[0]?.id, 'teste-xx');
    const without = glp(['laws', 'teste-xx'], {});
    assert.equal(without.status, 2);
    assert.match(without.stderr, /municipality \(município\): encontrado "teste-xx", esperado um de belem-pa, /);
  });

  it('a directory that does not exist, or a pack that does not load, is a usage error (exit 2) naming it', () => {
    const r = glp(['laws'], { GLP_PACK_DIRS: '/no/such/dir' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /GLP_PACK_DIRS: encontrado "\/no\/such\/dir", esperado uma pasta de pacotes de leis/);
    const broken = packDir({ 'teste-xx': 'export const pack = ;\n' });
    const b = glp(['laws'], { GLP_PACK_DIRS: broken });
    assert.equal(b.status, 2, b.stderr);
    assert.match(b.stderr, /teste-xx\/index\.ts: encontrado um módulo que não carrega \(.+\), esperado um módulo ES/);
  });
});
