/**
 * `glp schema output [NAME]` (issue 11 item 8): the JSON Schema of what each command prints with
 * `--format json`, and the JSON of the store-less commands (fine, sound-check) and of the
 * distributors' report (Nova Odessa art. 13 § 1º) parsed with the schema each publishes. The
 * enforcement acts' JSON is parsed the same way in test/enforcement-cli-acts.test.ts.
 */
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CLI_OUTPUTS } from '../src/app/output-schemas.ts';
import { glp, scratchDir } from './support/cli.ts';
import { packs } from './support/packs.ts';

describe('glp schema output', () => {
  it('lists the outputs and prints each as JSON Schema; the JSON of fine and sound-check validates against its own', async () => {
    const names = await glp(['schema', 'output']);
    assert.equal(names.code, 0, names.err);
    assert.match(names.out, /^notice-issued +glp notices issue --format json$/m);
    for (const name of Object.keys(CLI_OUTPUTS)) {
      const r = await glp(['schema', 'output', name]);
      assert.equal(r.code, 0, r.err);
      assert.equal(JSON.parse(r.out).$schema, 'https://json-schema.org/draft/2020-12/schema');
    }
    const bad = await glp(['schema', 'output', 'notes']);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /output: encontrado "notes", esperado um de fine, infractions, notice-issued/);
    assert.match(
      (await glp(['schema', 'output', 'notes', '--lang', 'en'])).err,
      /output: found "notes", expected one of fine, infractions, notice-issued/,
    );
    const fine = await glp([
      'fine',
      'salvador-ba',
      'art15-III',
      '--amount',
      '200',
      '--repeat',
      '1',
      '--format',
      'json',
      '--date',
      '02/03/2026',
    ]);
    const quote = CLI_OUTPUTS.fine.schema.parse(JSON.parse(fine.out));
    assert.equal(quote.amountBRL, 300);
    // The day it was computed for and the pack that computed it: a kept quote can be reproduced.
    assert.equal(quote.date, '2026-03-02');
    assert.equal(quote.lawPackVersion, packs.get('salvador-ba')?.version);
    assert.ok(CLI_OUTPUTS.fine.schema.safeParse({ ...JSON.parse(fine.out), date: undefined }).success === false);
    const sound = await glp(['sound-check', 'salvador-ba', '--at', '2026-01-18T10:00', '--format', 'json']);
    assert.equal(CLI_OUTPUTS['sound-check'].schema.parse(JSON.parse(sound.out)).municipality, 'salvador-ba');
    // The distributors' report (Nova Odessa art. 13 § 1º): one list uploaded, the report in JSON.
    const dir = scratchDir('glp-enf-schema-');
    try {
      const csv = join(dir, 'relacao.csv');
      writeFileSync(csv, 'tipo;cnpj;nome\nrevendedor;90.532.001/5002-29;Revenda A\n');
      const data = join(dir, 'data');
      const up = await glp([
        'distributors',
        'upload',
        'nova-odessa-sp',
        csv,
        '--cnpj',
        '51.143.064/1277-60',
        '--name',
        'Gás Azul',
        '--brand',
        'Azul',
        '--year',
        '2025',
        '--data',
        data,
      ]);
      assert.equal(up.code, 0, up.err);
      const rep = await glp(['distributors', 'report', 'nova-odessa-sp', '--year', '2025', '--format', 'json', '--data', data]);
      assert.equal(rep.code, 0, rep.err);
      const report = CLI_OUTPUTS['distributors-report'].schema.parse(JSON.parse(rep.out));
      assert.deepEqual(
        report.listedButUnlicensed.map((x) => x.cnpj),
        ['90532001500229'],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
