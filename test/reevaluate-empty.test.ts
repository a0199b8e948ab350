/**
 * `glp reevaluate MUNICIPALITY` on a registry with no establishment says so — zero counts alone
 * read like a registry where all is well — and names the commands that fill it: `glp places
 * import MUNICIPALITY FILE` and `glp demo load MUNICIPALITY`. Exit 0: nothing is wrong, there is
 * nothing to re-evaluate. Once the registry has outlets, the sentence is gone.
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { glp, scratchDir } from './support/cli.ts';

const OUTLETS = fileURLToPath(new URL('../examples/places/belem-pa-outlets.geojson', import.meta.url));

test('an empty registry: pt-BR sentence naming the commands that fill it, exit 0', async () => {
  const data = join(scratchDir('glp-empty-'), 'data');
  const r = await glp(['reevaluate', 'belem-pa', '--data', data, '--quiet']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /0 estabelecimento\(s\) em 1 município\(s\)/);
  assert.match(
    r.out,
    /O cadastro de belem-pa não tem estabelecimentos em atividade em 15\/01\/2026: nada a reavaliar\. Importe-os com glp places import belem-pa ARQUIVO \(GeoJSON, CSV, shapefile ou extrato CSV da ANP\) ou carregue um cadastro de demonstração com glp demo load belem-pa\./,
  );
});

test('the same in English with --lang en, on the date asked', async () => {
  const data = join(scratchDir('glp-empty-'), 'data');
  const r = await glp(['reevaluate', 'salvador-ba', '--date', '2026-03-01', '--lang', 'en', '--data', data, '--quiet']);
  assert.equal(r.code, 0, r.err);
  assert.match(
    r.out,
    /The registry of salvador-ba has no establishment open on 01\/03\/2026: nothing to re-evaluate\. Import them with glp places import salvador-ba FILE \(GeoJSON, CSV, shapefile or ANP CSV extract\) or load a demonstration registry with glp demo load salvador-ba\./,
  );
  assert.doesNotMatch(r.out, /cadastro/);
});

test('several municipalities: all named, the commands with the MUNICIPALITY placeholder', async () => {
  const data = join(scratchDir('glp-empty-'), 'data');
  const r = await glp(['reevaluate', 'belem-pa', 'salvador-ba', '--lang', 'en', '--data', data, '--quiet']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /The registry of belem-pa, salvador-ba has no establishment open on 15\/01\/2026/);
  assert.match(r.out, /glp places import MUNICIPALITY FILE .* glp demo load MUNICIPALITY\./);
});

test('the import command it names fills the registry: then no such sentence', async () => {
  const data = join(scratchDir('glp-empty-'), 'data');
  const before = await glp(['reevaluate', 'belem-pa', '--data', data, '--quiet']);
  const named = /glp (places import belem-pa) ARQUIVO/.exec(before.out);
  assert.ok(named, before.out);
  const imported = await glp([...(named[1] as string).split(' '), OUTLETS, '--data', data]);
  assert.equal(imported.code, 0, imported.err);
  const after = await glp(['reevaluate', 'belem-pa', '--data', data, '--quiet']);
  assert.equal(after.code, 0, after.err);
  assert.match(after.out, /: [1-9]\d* estabelecimento\(s\) em 1 município\(s\)/);
  assert.doesNotMatch(after.out, /não tem estabelecimentos|nada a reavaliar/);
});

// The progress of an empty registry: the summary under the re-evaluation's label, not the loading's
// (the run reports no progress when there is nothing to evaluate); in the run's language.
test('an empty registry: the last progress line is the re-evaluation’s, "nada a reavaliar"', async () => {
  const data = join(scratchDir('glp-empty-'), 'data');
  const lines = (err: string) => err.trim().split('\n');
  const pt = await glp(['reevaluate', 'belem-pa', '--data', data]);
  assert.equal(pt.code, 0, pt.err);
  assert.match(lines(pt.err).at(-1) ?? '', /^reavaliando: nada a reavaliar em \d+,\d s$/);
  assert.match(pt.err, /^carregando os cadastros: 0 registros de 1 município\(s\) em /m);
  assert.doesNotMatch(pt.err, /carregando os cadastros: 0 avaliado/);
  const en = await glp(['reevaluate', 'belem-pa', '--lang', 'en', '--data', data]);
  assert.equal(en.code, 0, en.err);
  assert.match(lines(en.err).at(-1) ?? '', /^re-evaluating: nothing to re-evaluate in \d+\.\d s$/);
  const stored = await glp(['reevaluate', 'belem-pa', '--store', '--data', data]);
  assert.equal(stored.code, 0, stored.err);
  assert.match(lines(stored.err).at(-1) ?? '', /^reavaliando e guardando: nada a reavaliar em \d+,\d s$/);
  assert.match(stored.err, /^reavaliação \S+ iniciada: se parar, conclua-a com glp reevaluate --resume \S+$/m);
});

test('a registry with outlets: the summary counts them under the re-evaluation’s label', async () => {
  const data = join(scratchDir('glp-empty-'), 'data');
  assert.equal((await glp(['places', 'import', 'belem-pa', OUTLETS, '--data', data])).code, 0);
  const r = await glp(['reevaluate', 'belem-pa', '--data', data]);
  assert.equal(r.code, 0, r.err);
  assert.match(r.err.trim().split('\n').at(-1) ?? '', /^reavaliando: [1-9]\d* avaliado\(s\), \d+ mudança\(s\) em /);
});
