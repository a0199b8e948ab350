/**
 * Issue 7 items 1 and 5 through the command line: `glp demo load` gives a newcomer a real
 * viability map (allowed AND excluded area, nothing unknown) in one command; `glp places import
 * --surveyed` declares the imported categories surveyed in the import's transaction (a bad
 * survey option leaves nothing imported); `glp places survey declare|list`.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { glp, scratchDir } from './support/cli.ts';

describe('glp demo load', () => {
  it('belem-pa: a registry with survey declarations; the viability map has allowed and excluded area and no unknown area', async () => {
    const data = join(scratchDir('glp-demo-'), 'db');
    const load = await glp(['demo', 'load', 'belem-pa', '--data-dir', data]);
    assert.equal(load.code, 0, load.err);
    assert.match(load.out, /cadastro de demonstração carregado/);
    // Each category by its name and its id (VdC's too: the synthetic registry holds every pack's).
    assert.match(load.out, /posto revendedor de GLP \(glp-outlet\) \d+/);
    assert.match(load.out, /agremiação recreativa ou cultural \(recreational-cultural\) \d+/);
    assert.match(load.out, /escola \(school\) \d+/);
    assert.match(load.out, /igreja ou templo religioso \(church\) \d+/);
    assert.match(
      load.out,
      /Experimente:[\s\S]*glp viability belem-pa[\s\S]*glp reevaluate belem-pa[\s\S]*--what-if belem-pa\/min-distance-between-outlets=/,
    );
    const v = await glp(['viability', 'belem-pa', '--data', data, '--quiet']);
    assert.equal(v.code, 0, v.err);
    // Portuguese numbers: 1.234,56
    const km2 = (re: RegExp) => Number((re.exec(v.out)?.[1] ?? '').replace(/\./g, '').replace(',', '.'));
    const allowed = km2(/permitido: ([\d.,]+) km²/);
    const excluded = km2(/excluído: ([\d.,]+) km²/);
    assert.ok(allowed > 0, v.out);
    assert.ok(excluded > 0, v.out);
    assert.match(v.out, /desconhecido \(não levantado\): 0 km²/);
    // Loading again into the same database is refused, and says how to get a separate one.
    const again = await glp(['demo', 'load', 'belem-pa', '--data-dir', data]);
    assert.equal(again.code, 2);
    assert.match(again.err, /já tem .* registro\(s\) de locais.*--data-dir/);
  });

  it('an unknown municipality exits 2 naming the ones known', async () => {
    const r = await glp(['demo', 'load', 'atlantida-xx', '--data-dir', join(scratchDir('glp-demo-'), 'db')]);
    assert.equal(r.code, 2);
    assert.match(r.err, /belem-pa/);
  });
});

describe('glp places import --surveyed and glp places survey', () => {
  const schools = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { category: 'school', name: 'Escola A', id: 'E1' },
        geometry: { type: 'Point', coordinates: [-48.47, -1.4] },
      },
    ],
  };

  it('declares the imported categories surveyed with the import; a bad survey date imports nothing', async () => {
    const dir = scratchDir('glp-surveyed-');
    const data = join(dir, 'db');
    const file = join(dir, 'schools.geojson');
    writeFileSync(file, JSON.stringify(schools));
    const bad = await glp(['places', 'import', 'belem-pa', file, '--surveyed', '--survey-date', '31/06/2025', '--data', data]);
    assert.equal(bad.code, 2, bad.err);
    assert.match(bad.err, /--survey-date: encontrado "31\/06\/2025", esperado uma data dd\/mm\/aaaa ou AAAA-MM-DD \(esse dia não existe\)/);
    const odd = await glp(['places', 'import', 'belem-pa', file, '--surveyed', '--survey-date', '2025/06/30', '--data', data]);
    assert.equal(odd.code, 2, odd.err);
    assert.match(odd.err, /--survey-date: encontrado "2025\/06\/30", esperado uma data dd\/mm\/aaaa ou AAAA-MM-DD/);
    const none = await glp(['places', 'list', 'belem-pa', '--format', 'json', '--data', data]);
    assert.equal(JSON.parse(none.out).total, 0);
    const lone = await glp(['places', 'import', 'belem-pa', file, '--survey-source', 'x', '--data', data]);
    assert.equal(lone.code, 2);
    assert.match(lone.err, /--survey-source: .*esperado junto com --surveyed/);
    const ok = await glp([
      'places',
      'import',
      'belem-pa',
      file,
      '--surveyed',
      '--survey-source',
      'Censo Escolar INEP 2025',
      '--survey-date',
      '30/06/2025',
      '--data',
      data,
    ]);
    assert.equal(ok.code, 0, ok.err);
    assert.match(ok.out, /declarou levantado \(município inteiro, Censo Escolar INEP 2025, 30\/06\/2025\): escola \(school\)/);
    const list = await glp(['places', 'survey', 'list', 'belem-pa', '--date', '2025-07-01', '--format', 'json', '--data', data]);
    assert.equal(list.code, 0, list.err);
    const j = JSON.parse(list.out);
    assert.deepEqual(
      j.declarations.map((d: { category: string; source: string; validFrom: string }) => [d.category, d.source, d.validFrom]),
      [['school', 'Censo Escolar INEP 2025', '2025-06-30']],
    );
    assert.ok(j.missing.includes('glp-outlet'));
    assert.ok(!j.missing.includes('school'));
  });

  it('survey declare: several categories at once, an area from a GeoJSON file; bad input exits 2 naming it', async () => {
    const dir = scratchDir('glp-survey-');
    const data = join(dir, 'db');
    const area = join(dir, 'area.geojson');
    const ring = [
      [-48.5, -1.46],
      [-48.46, -1.46],
      [-48.46, -1.42],
      [-48.5, -1.42],
      [-48.5, -1.46],
    ];
    writeFileSync(area, JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }));
    const r = await glp([
      'places',
      'survey',
      'declare',
      'belem-pa',
      'church,hospital',
      '--source',
      'vistoria SEMMA',
      '--date',
      '2025-03-01',
      '--area',
      area,
      '--data',
      data,
    ]);
    assert.equal(r.code, 0, r.err);
    // By name (Belém art. 2 I b: "igrejas ou templos religiosos") and by id.
    assert.match(r.out, /igreja ou templo religioso \(church\) desde 01\/03\/2025: .*área declarada \(Polygon\)/);
    assert.match(r.out, /hospital desde 01\/03\/2025: .*área declarada \(Polygon\)/);
    const cat = await glp([
      'places',
      'survey',
      'declare',
      'belem-pa',
      'igrejinha',
      '--source',
      's',
      '--date',
      '2025-03-01',
      '--data',
      data,
    ]);
    assert.equal(cat.code, 2);
    assert.match(cat.err, /category: encontrado "igrejinha", esperado uma categoria de local de belem-pa/);
    const noSource = await glp(['places', 'survey', 'declare', 'belem-pa', 'school', '--date', '2025-03-01', '--data', data]);
    assert.equal(noSource.code, 2);
    assert.match(noSource.err, /--source/);
    writeFileSync(area, JSON.stringify({ type: 'Point', coordinates: [-48.5, -1.46] }));
    const point = await glp([
      'places',
      'survey',
      'declare',
      'belem-pa',
      'school',
      '--source',
      's',
      '--date',
      '2025-03-01',
      '--area',
      area,
      '--data',
      data,
    ]);
    assert.equal(point.code, 2);
    assert.match(point.err, /esperado um Polygon ou MultiPolygon GeoJSON/);
  });
});
