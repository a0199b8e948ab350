/**
 * Importers: GeoJSON, CSV with coordinates, zipped Shapefile, the ANP files. Good rows
 * become records with their source and import date; every bad row is reported with its
 * line and reason; an import with any bad row writes nothing (checked on the real SQLite
 * store through the CLI); exports read back.
 */
import { CEP_EXPECTED } from '../core/cep.ts';
import { CNPJ_EXPECTED } from '../core/cnpj.ts';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readAnpRows } from '../formats/anp-csv.ts';
import { readCsvRows } from '../formats/csv.ts';
import { readGeoJson } from '../formats/geojson.ts';
import { detectFormat, readRows } from '../formats/read.ts';
import { readShapefileZip } from '../formats/shapefile.ts';
import { type ImportOptions, planImport } from './import.ts';
import { MunicipalityRegistry, recordsFromDrafts } from './registry.ts';
import { glp, scratchDir } from '../../test/support/cli.ts';
import { packs } from '../../test/support/packs.ts';

const FIX = new URL('./fixtures/', import.meta.url);
const fixture = (f: string) => readFileSync(new URL(f, FIX));
const BELEM = { id: 'belem-pa', name: 'Belém', uf: 'PA', ibge: '1501402' };
const SALVADOR = { id: 'salvador-ba', name: 'Salvador', uf: 'BA', ibge: '2927408' };
const base = (m = BELEM): ImportOptions => ({ municipality: m, packs, source: 'teste', importedAt: '2026-01-15T12:00:00.000Z' });

const feature = (properties: Record<string, unknown>, geometry: unknown) => ({ type: 'Feature', properties, geometry });
const fc = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
const P = (lon: number, lat: number) => ({ type: 'Point', coordinates: [lon, lat] });

describe('GeoJSON', () => {
  it('imports good rows with category, status, source, import date and validity', () => {
    const text = fc(
      feature({ category: 'glp-outlet', status: 'licensed', name: 'Gás Bom', id: 'G1', startDate: '2015-03-02' }, P(-48.48, -1.43)),
      feature({ category: 'escola', name: 'Escola', validFrom: '2025-02-01', fonte: 'INEP 2025' }, P(-48.481, -1.431)),
      feature(
        { category: 'zone', kind: 'residential', name: 'ZR-1' },
        {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [-48.49, -1.44],
                [-48.48, -1.44],
                [-48.48, -1.43],
                [-48.49, -1.44],
              ],
            ],
            [
              [
                [-48.47, -1.44],
                [-48.46, -1.44],
                [-48.46, -1.43],
                [-48.47, -1.44],
              ],
            ],
          ],
        },
      ),
    );
    const plan = planImport('geojson', readGeoJson(text, 't.geojson'), base());
    assert.deepEqual(plan.problems, []);
    assert.equal(plan.drafts.length, 4, 'a MultiPolygon becomes one record per part');
    const [outlet, school, z1, z2] = plan.drafts;
    assert.equal(outlet?.category, 'glp-outlet');
    assert.equal(outlet?.status, 'licensed');
    assert.equal(outlet?.data.externalId, 'G1');
    assert.equal(outlet?.data.startDate, '2015-03-02');
    assert.equal(outlet?.source, 'teste');
    assert.equal(outlet?.importedAt, '2026-01-15T12:00:00.000Z');
    assert.equal(school?.category, 'school', 'Portuguese category names are understood');
    assert.equal(school?.source, 'INEP 2025', "a row's own source wins");
    assert.equal(school?.validFrom, '2025-02-01');
    assert.equal(z1?.data.kind, 'residential');
    assert.deepEqual([z1?.data.part, z2?.data.part, z2?.data.parts], [1, 2, 2]);
  });

  it("keeps whether an industry's heat sources are in operation (Belém art. 2 I b), as the engine reads it; a bad value is a problem of its row", () => {
    const text = fc(
      feature({ category: 'industry-heat', name: 'Fábrica A', id: 'I1', heatSourcesInOperation: true }, P(-48.48, -1.43)),
      feature({ category: 'industry-heat', name: 'Fábrica B', id: 'I2', em_funcionamento: 'não' }, P(-48.481, -1.43)),
      feature({ category: 'industry-heat', name: 'Fábrica C', id: 'I3' }, P(-48.482, -1.43)),
    );
    const plan = planImport('geojson', readGeoJson(text, 't.geojson'), base());
    assert.deepEqual(plan.problems, []);
    assert.deepEqual(
      plan.drafts.map((d) => d.data.heatSourcesInOperation),
      [true, false, undefined],
    );
    const reg = new MunicipalityRegistry('belem-pa');
    for (const r of recordsFromDrafts(plan.drafts)) reg.add(r);
    assert.deepEqual(
      reg.places.map((p) => [p.place.name, p.place.heatSourcesInOperation]),
      [
        ['Fábrica A', true],
        ['Fábrica B', false],
        ['Fábrica C', undefined],
      ],
    );
    const bad = planImport(
      'geojson',
      readGeoJson(fc(feature({ category: 'industry-heat', em_funcionamento: 'talvez' }, P(-48.48, -1.43))), 't.geojson'),
      base(),
    );
    assert.equal(bad.problems.length, 1);
    assert.match(JSON.stringify(bad.problems[0]), /heatSourcesInOperation/);
    assert.match(JSON.stringify(bad.problems[0]), /talvez/);
  });

  it('reports every bad row with its feature number and reason, and imports none', () => {
    const text = fc(
      feature({ category: 'glp-outlet', status: 'licensed' }, P(-48.48, -1.43)), // fine
      feature({ category: 'padaria' }, P(-48.48, -1.43)),
      feature({ category: 'glp-outlet' }, P(-48.48, -1.43)),
      feature({ category: 'school' }, P(-1.43, -48.48)),
      feature(
        { category: 'school' },
        {
          type: 'Polygon',
          coordinates: [
            [
              [-48.49, -1.44],
              [-48.48, -1.44],
              [-48.48, -1.43],
            ],
          ],
        },
      ),
      feature(
        { category: 'zone' },
        {
          type: 'Polygon',
          coordinates: [
            [
              [-48.49, -1.44],
              [-48.48, -1.44],
              [-48.48, -1.43],
              [-48.49, -1.44],
            ],
          ],
        },
      ),
      feature({ category: 'church', validFrom: '31/02/2020' }, P(-48.48, -1.43)),
      feature({ category: 'glp-outlet', status: 'aberto' }, P(-48.48, -1.43)),
      feature({ category: 'urban-perimeter' }, P(-48.48, -1.43)),
    );
    const plan = planImport('geojson', readGeoJson(text, 't.geojson'), base());
    const got = plan.problems.map((p) => `${p.label} ${p.field}`);
    assert.deepEqual(got, [
      'features[1] category',
      'features[2] status',
      'features[3] geometry.coordinates',
      'features[4] geometry.coordinates[0]',
      'features[5] kind',
      'features[6] validFrom',
      'features[7] status',
      'features[8] geometry',
    ]);
    assert.match(plan.problems[2]?.message ?? '', /swapped longitude\/latitude/);
    assert.match(plan.problems[3]?.message ?? '', /at least 4 positions/);
    assert.match(plan.problems[0]?.message ?? '', /^features\[1\]: category: found "padaria", expected one of glp-outlet, /);
  });

  it("asks a status for every category the municipality's law counts by status, and only those", () => {
    // Vitória da Conquista art. 22 counts fuel and explosives depots by status; Belém counts only outlets.
    const VDC = { id: 'vitoria-da-conquista-ba', name: 'Vitória da Conquista', uf: 'BA', ibge: '2933307' };
    const at = P(-40.84, -14.86);
    const depots = fc(
      feature({ category: 'fuel-depot', name: 'Sem situação' }, at),
      feature({ category: 'explosives-depot', status: 'licensed' }, at),
      feature({ category: 'school' }, at),
    );
    const vdc = planImport('geojson', readGeoJson(depots, 't.geojson'), base(VDC));
    assert.deepEqual(
      vdc.problems.map((p) => p.message),
      [
        `features[0]: status: found nothing, expected one of licensed, existing, construction-approved, pending, closed for a fuel-depot (or --status)`,
      ],
    );
    assert.equal(planImport('geojson', readGeoJson(depots, 't.geojson'), { ...base(VDC), status: 'existing' }).problems.length, 0);
    const belem = planImport('geojson', readGeoJson(fc(feature({ category: 'fuel-depot' }, P(-48.48, -1.43))), 't.geojson'), base());
    assert.deepEqual(belem.problems, []);
  });

  it('rejects a place far outside the municipal boundary, with a tolerance for simplified boundaries', () => {
    const boundary = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [-48.5, -1.45],
          [-48.46, -1.45],
          [-48.46, -1.41],
          [-48.5, -1.41],
          [-48.5, -1.45],
        ] as [number, number][],
      ],
    };
    const text = fc(feature({ category: 'school' }, P(-48.4595, -1.43)), feature({ category: 'school' }, P(-48.3, -1.43)));
    const plan = planImport('geojson', readGeoJson(text, 't'), { ...base(), boundary: [boundary] });
    assert.equal(plan.problems.length, 1);
    assert.match(plan.problems[0]?.message ?? '', /^features\[1\]: geometry: found a place 17,\d{3} m outside the boundary of Belém/);
  });

  it('keeps the dated history of a place but refuses overlapping records of the same id', () => {
    const text = fc(
      feature({ category: 'glp-outlet', status: 'licensed', id: 'X', validFrom: '2010-01-01', validTo: '2020-01-01' }, P(-48.48, -1.43)),
      feature({ category: 'glp-outlet', status: 'closed', id: 'X', validFrom: '2020-01-01' }, P(-48.48, -1.43)),
      feature({ category: 'glp-outlet', status: 'existing', id: 'X', validFrom: '2021-01-01' }, P(-48.48, -1.43)),
    );
    const plan = planImport('geojson', readGeoJson(text, 't'), base());
    assert.deepEqual(
      plan.problems.map((p) => p.message),
      ['features[2]: id: found "X", expected an id not already used in this file for an overlapping validity (features[1])'],
    );
  });
});

describe('CSV', () => {
  it('reads ";" files with a BOM, decimal commas, quoted line breaks and WKT, naming bad rows by line', () => {
    const text =
      '\uFEFFcategory;status;name;lon;lat;wkt\r\n' +
      'glp-outlet;licensed;"Gás ""Central""";-48,48;-1,43;\r\n' +
      'school;;"Escola\r\nda Praça";-48.481;-1.431;\r\n' +
      'school;;Escola sem número;-48.48x;-1.43;\r\n' +
      'church;;Igreja;;;POLYGON ((-48.49 -1.44, -48.48 -1.44, -48.48 -1.43, -48.49 -1.44))\r\n' +
      'church;;Igreja 2;;;POLYGON ((-48.49 -1.44, -48.48 -1.44\r\n';
    const rows = readCsvRows(text, 't.csv');
    assert.deepEqual(
      rows.map((r) => r.line),
      [2, 3, 5, 6, 7],
      'a quoted line break moves the next row down',
    );
    const plan = planImport('csv', rows, base());
    assert.deepEqual(
      plan.problems.map((p) => p.message),
      [
        'line 5: lon: found "-48.48x", expected a number in decimal degrees',
        'line 7: wkt: found "POLYGON ((-48.49 -1.44, -48.48 -1.44", expected WKT POINT, POLYGON or MULTIPOLYGON',
      ],
    );
    assert.equal(plan.drafts[0]?.name, 'Gás "Central"');
    assert.deepEqual(plan.drafts[0]?.geometry, { type: 'Point', coordinates: [-48.48, -1.43] });
    assert.equal(plan.drafts[1]?.name, 'Escola\r\nda Praça');
    assert.equal(plan.drafts[2]?.geometry?.type, 'Polygon');
  });

  it('says which columns it needs when there are no coordinates', () => {
    assert.throws(
      () => readCsvRows('category,name\nschool,x\n', 'a.csv'),
      /a\.csv: header: found "category,name", expected columns lon and lat/,
    );
  });
});

describe('zipped Shapefile', () => {
  it('reads every layer of the archive, reprojected from SIRGAS 2000 / UTM 24S to lon/lat', async () => {
    const rows = await readShapefileZip(fixture('import-shp-utm24s.zip'), 'escolas.zip');
    const plan = planImport('shp', rows, base(SALVADOR));
    assert.deepEqual(plan.problems, []);
    const byId = new Map(plan.drafts.map((d) => [d.data.externalId, d]));
    const e1 = byId.get('E-1');
    assert.equal(e1?.category, 'school');
    assert.equal(e1?.name, 'Escola Municipal Ação', 'UTF-8 names (the .cpg)');
    assert.equal(e1?.validFrom, '2025-02-01');
    const [lon, lat] = (e1?.geometry?.coordinates ?? []) as number[];
    assert.ok(Math.abs((lon as number) + 38.5012345) < 1e-7 && Math.abs((lat as number) + 12.9712345) < 1e-7, `${lon} ${lat}`);
    assert.equal(byId.get('I-7')?.validFrom, null, 'an empty dBase date is no date');
    assert.equal(byId.get('E-2')?.geometry?.type, 'Polygon');
    assert.equal(rows[0]?.label, 'escolas record 1');
  });
});

describe('ANP files', () => {
  it('imports the price-survey extract unlocated, for the municipality only, and lists what to locate', () => {
    const { rows } = readAnpRows(fixture('import-anp-lpc-extract.csv').toString('utf8'), 'anp.csv');
    const plan = planImport('anp', rows, base(SALVADOR));
    assert.deepEqual(plan.problems, []);
    assert.equal(plan.drafts.length, 3);
    assert.equal(plan.skipped.otherMunicipality, 4);
    assert.ok(plan.drafts.every((d) => d.geometry === null && d.category === 'glp-outlet' && d.status === 'existing'));
    assert.deepEqual(
      plan.unlocated.map((u) => `${u.label} ${u.externalId}`),
      ['line 4 42.205.451/0001-05', 'line 5 05.726.639/0001-72', 'line 6 02.371.464/0002-10'],
    );
    assert.match(plan.unlocated[0]?.address ?? '', /ESTRADA NOVA BRASILIA, 525, VALERIA, 41300-480/);
  });

  it('reads the cadastral registry layout (";", BOM): class, distributor, dates', () => {
    const bytes = fixture('import-anp-cadastro.csv');
    assert.equal(detectFormat('cadastro.csv', bytes), 'anp');
    const { rows } = readAnpRows(bytes.toString('utf8'), 'cadastro.csv');
    const plan = planImport('anp', rows, base(SALVADOR));
    assert.deepEqual(plan.problems, []);
    assert.equal(plan.drafts.length, 4);
    const d = plan.drafts[0];
    assert.equal(d?.data.nbrClass, 'II');
    assert.equal(d?.data.anpAuthorisation, 'ANP-GLP/2000/2019');
    assert.equal(d?.data.anpPublishedOn, '2019-03-15');
    assert.equal(d?.data.distributor, 'BAHIANA');
    assert.equal(plan.drafts[3]?.data.nbrClass, 'IV');
  });

  it('merges the repeated rows of the raw survey and rejects bad CNPJs by line', () => {
    const head =
      'Regiao - Sigla;Estado - Sigla;Municipio;Revenda;CNPJ da Revenda;Nome da Rua;Numero Rua;Complemento;Bairro;Cep;Produto;Data da Coleta;Valor de Venda;Valor de Compra;Unidade de Medida;Bandeira';
    const row = (cnpj: string, product: string, day: string) =>
      `N;PA;BELEM;GAS BOM LTDA;${cnpj};RUA NOVA;10;;PEDREIRA;66083-444;${product};${day}/12/2023;110,00;;R$ / 13 kg;ULTRAGAZ`;
    const text = `\uFEFF${[head, row('12.550.090/0001-73', 'GLP', '04'), row('12.550.090/0001-73', 'GLP', '11'), row('12.550.090/0001-74', 'GLP', '11')].join('\r\n')}\r\n`;
    const { rows, merged } = readAnpRows(text, 'lpc.csv');
    assert.equal(merged, 1);
    const plan = planImport('anp', rows, base());
    assert.deepEqual(
      plan.problems.map((p) => p.message),
      [`line 4: cnpj: found "12.550.090/0001-74", expected ${CNPJ_EXPECTED}`],
    );
  });
});

describe('CEP', () => {
  it('kept as 00000-000 however the file writes it; all zeros is a problem of its row (src/core/cep.ts)', () => {
    const text = [
      'cnpj,revenda,cep,produtos',
      '12.550.090/0001-73,GAS BOM,66083444,GLP',
      '10.249.951/0003-14,GAS OUTRO,66.053-000,GLP',
      '11.222.333/0001-81,GAS TERCEIRO,66053-000,GLP',
    ].join('\n');
    const plan = planImport('anp', readAnpRows(text, 'anp.csv').rows, base());
    assert.deepEqual(plan.problems, []);
    assert.deepEqual(
      plan.drafts.map((d) => d.data.cep),
      ['66083-444', '66053-000', '66053-000'],
    );
    // The unlocated rows' address (to locate them by) says the CEP the same way.
    assert.match(plan.unlocated[0]?.address ?? '', /66083-444$/);
    const zeros = planImport('anp', readAnpRows('cnpj,revenda,cep\n12.550.090/0001-73,GAS BOM,00000-000\n', 'anp.csv').rows, base());
    assert.deepEqual(
      zeros.problems.map((p) => p.message),
      [`line 2: cep: found "00000-000", expected ${CEP_EXPECTED}`],
    );
    assert.equal(zeros.drafts.length, 0);
  });
});

describe('glp places (SQLite store)', () => {
  it('import is all-or-nothing; a clean file imports; re-importing skips what is registered; export reads back', async () => {
    const dir = scratchDir();
    const data = join(dir, 'db');
    const bad = join(dir, 'bad.geojson');
    writeFileSync(
      bad,
      fc(
        feature({ category: 'school', name: 'Boa' }, P(-48.48, -1.43)),
        feature({ category: 'school', name: 'Má' }, P(-1.43, -48.48)),
        feature({ category: 'padaria' }, P(-48.48, -1.43)),
      ),
    );
    const r1 = await glp(['places', 'import', 'belem-pa', bad, '--data', data, '--lang', 'en']);
    assert.equal(r1.code, 2);
    assert.match(r1.err, /2 problem\(s\) in .*bad\.geojson; nothing was imported/);
    assert.match(r1.err, /features\[1\]: geometry\.coordinates: found an array of 2, expected a position in Brazil/);
    assert.match(r1.err, /features\[2\]: category: found "padaria"/);
    assert.match(r1.err, /glp places: bad\.geojson was not imported \(2 problems, listed above\)\n$/);
    assert.equal(r1.err.split('features[1]:').length, 2, 'the first problem is written once');
    const r1pt = await glp(['places', 'import', 'belem-pa', bad, '--data', data, '--lang', 'pt']);
    assert.equal(r1pt.code, 2);
    assert.match(r1pt.err, /glp places: bad\.geojson não foi importado \(2 problemas, listados acima\)\n$/);
    const empty = await glp(['places', 'list', 'belem-pa', '--data', data, '--format', 'json']);
    assert.equal(JSON.parse(empty.out).total, 0, 'nothing was written');

    const good = join(dir, 'good.geojson');
    writeFileSync(
      good,
      fc(
        feature({ category: 'school', name: 'Boa', id: 'S1' }, P(-48.48, -1.43)),
        feature({ category: 'glp-outlet', status: 'licensed', id: 'O1' }, P(-48.47, -1.42)),
      ),
    );
    const r2 = await glp(['places', 'import', 'belem-pa', good, '--data', data, '--source', 'Censo escolar 2025', '--lang', 'en']);
    assert.equal(r2.code, 0, r2.err);
    assert.match(r2.out, /imported 2 place\(s\)/);
    assert.match(r2.err, /checking rows: 2 rows checked, 0 problem\(s\)/, 'progress on stderr');
    const again = await glp(['places', 'import', 'belem-pa', good, '--data', data]);
    assert.match(again.out, /importou 0 local\(is\)[\s\S]*2 linha\(s\) já cadastrada\(s\) ignorada\(s\)/);
    assert.match(
      again.err,
      /conferindo as linhas: 2 linha\(s\) conferida\(s\), 0 problema\(s\) em \d+,\d s/,
      'progress in the run’s language',
    );
    const againEn = await glp(['places', 'import', 'belem-pa', good, '--data', data, '--lang', 'en']);
    assert.match(againEn.out, /imported 0 place\(s\)[\s\S]*2 row\(s\) already registered skipped/);

    const anp = await glp([
      'places',
      'import',
      'belem-pa',
      new URL('import-anp-lpc-extract.csv', FIX).pathname,
      '--data',
      data,
      '--lang',
      'en',
    ]);
    assert.equal(anp.code, 0, anp.err);
    assert.match(anp.out, /2 place\(s\) without coordinates must be located[\s\S]*line 2: 12\.550\.090\/0001-73 A B DA LUZ/);
    // Locating one: the same CNPJ with coordinates is imported (and supersedes the unlocated record).
    const located = join(dir, 'located.csv');
    writeFileSync(located, 'category,status,cnpj,name,lon,lat\nglp-outlet,existing,12.550.090/0001-73,A B DA LUZ,-48.4712,-1.4385\n');
    const loc = await glp(['places', 'import', 'belem-pa', located, '--data', data, '--lang', 'en']);
    assert.match(loc.out, /imported 1 place\(s\)/, loc.out + loc.err);

    for (const ext of ['geojson', 'csv']) {
      const out = join(dir, `export.${ext}`);
      const ex = await glp(['places', 'export', 'belem-pa', '--out', out, '--data', data]);
      assert.equal(ex.code, 0, ex.err);
      const { rows } = await readRows(ext === 'csv' ? 'csv' : 'geojson', readFileSync(out), out);
      const back = planImport(ext === 'csv' ? 'csv' : 'geojson', rows, base());
      assert.deepEqual(back.problems, []);
      assert.equal(back.drafts.length, 5);
      const school = back.drafts.find((d) => d.category === 'school');
      assert.equal(school?.source, 'Censo escolar 2025');
      assert.deepEqual(school?.geometry, { type: 'Point', coordinates: [-48.48, -1.43] });
      assert.equal(back.drafts.filter((d) => d.geometry === null).length, 2, 'unlocated places stay unlocated');
    }
  });

  it('bad command lines exit 2 with one line naming what was wrong', async () => {
    const dir = scratchDir();
    const cases: [string[], RegExp][] = [
      [['places', 'import', 'belem-pa'], /expected MUNICIPALITY and FILE/],
      [
        ['places', 'import', 'belem-pa', join(dir, 'missing.csv'), '--data', dir],
        /missing\.csv: found no such file, expected a readable file/,
      ],
      [
        ['places', 'import', 'atlantida-xx', new URL('import-anp-lpc-extract.csv', FIX).pathname, '--data', dir],
        /MUNICIPALITY: found "atlantida-xx", expected one of /,
      ],
      [['places', 'frobnicate'], /found "frobnicate", expected import, export, list, update or survey/],
      [['places', 'import', 'belem-pa', 'x.csv', '--category', 'bakery'], /--category: found "bakery", expected one of glp-outlet/],
    ];
    // In English (--lang en) each names what was wrong; in pt-BR (the default) the same parts.
    for (const [args, re] of cases) {
      const r = await glp([...args, '--lang', 'en']);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.err}`);
      assert.match(r.err, re);
    }
    const pt = await glp(['places', 'import', 'belem-pa', join(dir, 'missing.csv'), '--data', dir]);
    assert.equal(pt.code, 2);
    assert.match(pt.err, /missing\.csv: encontrado arquivo inexistente, esperado um arquivo legível/);
    assert.match((await glp(['places', 'import', 'belem-pa'])).err, /esperado MUNICIPALITY e FILE/);
  });
});
