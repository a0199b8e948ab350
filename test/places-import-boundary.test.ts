/**
 * `glp places import` refuses rows placed outside the municipality as `glp places update --at`
 * does, with nothing registered but the boundary the pack ships (laws/belem-pa/boundary.json):
 * points of other cities — each reported on its line beside the rows refused for lying outside
 * Brazil (swapped or unsigned coordinates) and, the import being all-or-nothing
 * (src/siting/import.ts), nothing written.
 */
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { glp, scratchDir } from './support/cli.ts';

describe('glp places import: rows outside the municipality', () => {
  const dir = scratchDir('glp-import-boundary-');
  const data = join(dir, 'data');
  after(() => rmSync(dir, { recursive: true, force: true }));

  // Belém (PA) is near [-48.48, -1.43]. São Paulo's Praça da Sé [-46.634, -23.550] is about
  // 2 450 km away, Salvador's centre [-38.51, -12.97] about 1 700 km (great circle): far beyond
  // the 1 km the simplified boundary is allowed. [48.48, 1.43] (signs dropped) is not in Brazil.
  const file = join(dir, 'escolas.csv');
  writeFileSync(
    file,
    [
      'category,id,name,lon,lat',
      'school,E1,Escola em Belém,-48.48,-1.43',
      'school,E2,Escola em São Paulo,-46.634,-23.55',
      'school,E3,Escola em Salvador,-38.5108,-12.9714',
      'school,E4,Escola sem sinal,48.48,1.43',
      '',
    ].join('\n'),
  );

  it('reports each row outside, by its line, and imports nothing', async () => {
    const r = await glp(['places', 'import', 'belem-pa', file, '--data', data]);
    assert.equal(r.code, 2, r.out);
    assert.match(r.err, /3 problema\(s\) em .*escolas\.csv; nada foi importado/);
    // Line 2 (the header is line 1) is in Belém: not reported.
    assert.doesNotMatch(r.err, /linha 2:/);
    assert.match(
      r.err,
      /linha 3: geometry: encontrado um local a 2\.4\d\d\.\d{3} m fora do limite de Belém, esperado um local dentro do município \(tolerância de 1\.000 m\)/,
    );
    assert.match(r.err, /linha 4: geometry: encontrado um local a 1\.[67]\d\d\.\d{3} m fora do limite de Belém/);
    // Outside Brazil: refused by the coordinates' own check, in the same list.
    assert.match(r.err, /linha 5: geometry\.coordinates: .*longitude e latitude trocadas/);
    const list = await glp(['places', 'list', 'belem-pa', '--format', 'json', '--data', data]);
    assert.equal(JSON.parse(list.out).total, 0, 'nothing half-written');
  });

  it('in English, numbers as English writes them', async () => {
    const r = await glp(['places', 'import', 'belem-pa', file, '--data', data, '--lang', 'en']);
    assert.equal(r.code, 2);
    assert.match(
      r.err,
      /line 3: geometry: found a place 2,4\d\d,\d{3} m outside the boundary of Belém, expected a place inside the municipality \(tolerance 1,000 m\)/,
    );
  });

  it('the row in Belém alone is imported', async () => {
    const good = join(dir, 'belem.csv');
    writeFileSync(good, 'category,id,name,lon,lat\nschool,E1,Escola em Belém,-48.48,-1.43\n');
    const r = await glp(['places', 'import', 'belem-pa', good, '--data', data]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /importou 1 local\(is\)/);
  });
});
