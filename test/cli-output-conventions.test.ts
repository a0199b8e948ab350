/**
 * What the CLI prints for a person follows the product's conventions: counts and measures in
 * pt-BR form (1.466; 6.865,7), English with --lang en (1,466; 6,865.7), JSON with plain numbers;
 * long jobs report progress on stderr, never on stdout; an --out file whose extension the
 * command does not write is refused (exit 2) naming the option, the extension and the expected ones.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { glp, scratchDir } from './support/cli.ts';

/** Thousands grouped as each language writes them, computed here, not by the program's formatter. */
const grouped = (n: number, sep: '.' | ',') => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);

describe('numbers a person reads', () => {
  const dir = scratchDir('glp-cli-conventions-');
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('glp generate: the count of records grouped by thousands, in each language', async () => {
    for (const [lang, sep, words] of [
      ['pt', '.', 'registro(s) em 1 município(s)'],
      ['en', ',', 'record(s) in 1 municipality(ies)'],
    ] as const) {
      const out = join(dir, `belem-${lang}.geojson`);
      const r = await glp(['generate', '--city', 'belem-pa', '--out', out, '--lang', lang]);
      assert.equal(r.code, 0, r.err);
      const n = (JSON.parse(readFileSync(out, 'utf8')) as { features: unknown[] }).features.length;
      assert.ok(n > 999, `a registry of Belém has more than 999 records (${n})`);
      assert.ok(r.out.startsWith(`${grouped(n, sep)} ${words}`), r.out);
      // Seconds with the language's decimal separator.
      assert.match(r.out, lang === 'pt' ? / em \d+,\d s → / : / in \d+\.\d s → /);
    }
  });

  it('glp places list: the total grouped in text, a plain number in JSON', async () => {
    const data = join(dir, 'data-list');
    assert.equal((await glp(['generate', '--city', 'belem-pa', '--into-db', '--data', data, '--quiet'])).code, 0);
    const json = await glp(['places', 'list', 'belem-pa', '--format', 'json', '--data', data]);
    const total = (JSON.parse(json.out) as { total: unknown }).total;
    assert.equal(typeof total, 'number');
    assert.ok((total as number) > 999);
    const pt = await glp(['places', 'list', 'belem-pa', '--data', data]);
    assert.match(pt.out, new RegExp(`^belem-pa: ${grouped(total as number, '.').replace('.', '\\.')} registro\\(s\\)$`, 'm'));
    const en = await glp(['places', 'list', 'belem-pa', '--data', data, '--lang', 'en']);
    assert.match(en.out, new RegExp(`^belem-pa: ${grouped(total as number, ',')} record\\(s\\)$`, 'm'));
  });
});

describe('progress of long jobs on stderr', () => {
  const dir = scratchDir('glp-cli-progress-');
  const data = join(dir, 'data');
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('glp generate: the generation is reported on stderr, stdout keeps the summary (or the file with --out -)', async () => {
    const r = await glp(['generate', '--city', 'belem-pa', '--city', 'salvador-ba', '--into-db', '--data', data]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.err, /^gerando os municípios sintéticos: 0\/2$/m);
    assert.match(r.err, /^gerando os municípios sintéticos: [\d.]+ registro\(s\) em 2 município\(s\) em \d+,\d s$/m);
    assert.doesNotMatch(r.out, /gerando|gravando/);
    const piped = await glp(['generate', '--city', 'nova-odessa-sp', '--out', '-', '--lang', 'en']);
    assert.equal((JSON.parse(piped.out) as { type: string }).type, 'FeatureCollection');
    assert.match(piped.err, /^generating synthetic municipalities: 0\/1$/m);
  });

  it('glp reevaluate --all: loading the registries shows how far it is against the total; JSON output intact', async () => {
    const r = await glp(['reevaluate', '--all', '--format', 'json', '--data', data]);
    assert.equal(r.code, 0, r.err);
    const report = JSON.parse(r.out) as { evaluated: number };
    assert.equal(typeof report.evaluated, 'number');
    // The total up front (Belém and Salvador: more than a thousand records), then a line past a
    // 10 % step after the first municipality, whichever is loaded first.
    const start = /^carregando os cadastros: 0\/(\d{1,3}(\.\d{3})+)$/m.exec(r.err);
    assert.ok(start, r.err);
    assert.match(r.err, new RegExp(`^carregando os cadastros: [\\d.]+/${start[1]?.replace('.', '\\.')} \\(\\d0%\\)$`, 'm'));
  });
});

describe('--out with an extension the command does not write', () => {
  const dir = scratchDir('glp-cli-out-ext-');
  const data = join(dir, 'data');
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('is refused with exit 2 naming the option, the extension found and the ones expected; nothing written', async () => {
    const cases: [string[], RegExp, string | null][] = [
      [
        ['generate', '--out', join(dir, 'x.txt')],
        /--out: encontrado um arquivo \.txt .*esperado um arquivo \.geojson, \.json ou \.csv/,
        'x.txt',
      ],
      [
        ['generate', '--out', join(dir, 'synthetic')],
        /--out: encontrado um arquivo sem extensão .*esperado um arquivo \.geojson/,
        'synthetic',
      ],
      [['places', 'export', 'belem-pa', '--out', join(dir, 'p.xlsx'), '--data', data], /--out: encontrado um arquivo \.xlsx/, 'p.xlsx'],
      [
        ['places', 'export', 'belem-pa', '--format', 'csv', '--out', join(dir, 'p.geojson'), '--data', data],
        /--out \(com --format csv\): encontrado um arquivo \.geojson .*esperado um arquivo \.csv/,
        'p.geojson',
      ],
      [
        ['viability', 'belem-pa', '--out', join(dir, 'm.csv'), '--data', data],
        /--out: encontrado um arquivo \.csv .*esperado um arquivo \.geojson ou \.json/,
        'm.csv',
      ],
      [
        ['viability', 'belem-pa', '--out', join(dir, 'm.geojson'), '--png', join(dir, 'm.jpg'), '--data', data],
        /--png: encontrado um arquivo \.jpg .*esperado um arquivo \.png/,
        'm.geojson',
      ],
      [
        ['notices', 'pdf', 'N-1', '--out', join(dir, 'n.txt'), '--data', data],
        /--out: encontrado um arquivo \.txt .*esperado um arquivo \.pdf/,
        null,
      ],
      [
        ['audit', 'anchor', '--out', join(dir, 'anchor.txt'), '--data', data],
        /--out: encontrado um arquivo \.txt .*esperado um arquivo \.json/,
        'anchor.txt',
      ],
    ];
    for (const [args, says, file] of cases) {
      const r = await glp(args);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.out}${r.err}`);
      assert.match(r.err, says);
      if (file) assert.ok(!existsSync(join(dir, file)), `${file} not written`);
    }
    const en = await glp(['generate', '--out', join(dir, 'x.txt'), '--lang', 'en']);
    assert.match(en.err, /--out: found a \.txt file .*expected a \.geojson, \.json or \.csv file/);
    // The format asked decides the extension: the refusal names both options.
    const both = await glp([
      'places',
      'export',
      'belem-pa',
      '--format',
      'geojson',
      '--out',
      join(dir, 'p.csv'),
      '--data',
      data,
      '--lang',
      'en',
    ]);
    assert.equal(both.code, 2);
    assert.match(both.err, /--out \(with --format geojson\): found a \.csv file .*expected a \.geojson or \.json file/);
  });

  it('the extensions a command writes are accepted, in any case', async () => {
    const r = await glp(['generate', '--city', 'nova-odessa-sp', '--out', join(dir, 'NO.CSV'), '--quiet']);
    assert.equal(r.code, 0, r.err);
    assert.match(readFileSync(join(dir, 'NO.CSV'), 'utf8'), /^[a-z_]+,/);
  });
});
