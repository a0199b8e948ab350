/**
 * `glp laws` cites where each law was published (issue #7 item 5), not the path of the file the
 * transcription was made from, which is not in this repository.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { glp } from './support/cli.ts';
import { packs } from './support/packs.ts';

test('glp laws names each law’s publication, and no path that is not in the repository', async () => {
  const r = await glp(['laws']);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /fonte: Diário Oficial do Município de Salvador de 27\/07\/2011/);
  assert.match(r.out, /fonte: Câmara Municipal de Nova Odessa/);
  assert.match(r.out, /fonte: Município de Belém: sancionada no Palácio Antônio Lemos em 16\/01\/2012/);
  assert.match(r.out, /fonte: Prefeitura Municipal de Vitória da Conquista: Lei nº 709\/93/);
  for (const path of r.out.match(/[\w.-]+\/[\w./-]+\.(txt|json|ts)\b/g) ?? [])
    assert.ok(existsSync(path), `glp laws cites ${path}, which is not in the repository`);
  assert.doesNotMatch(r.out, /shared\/laws/);
});

test('every law of every shipped pack says where it was published', () => {
  for (const p of packs.list()) for (const l of p.laws) assert.ok(l.published && l.published.length > 20, `${p.id} ${l.id}`);
});

test('glp laws --format json carries the publication beside the law', async () => {
  const r = await glp(['laws', 'belem-pa', '--format', 'json']);
  const doc = JSON.parse(r.out) as { municipalities: { laws: { published?: string }[] }[] };
  assert.match(doc.municipalities[0]?.laws[0]?.published ?? '', /Palácio Antônio Lemos/);
});
