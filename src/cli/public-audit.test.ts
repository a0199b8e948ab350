/**
 * What the law audit of 04/12/2026 (distributors, public, delivery vehicles) found wrong on the
 * command line, each case against the law's words or the user conventions:
 *   - Nova Odessa art. 13 § 1º binds "anualmente" from the law's publication (04/07/2000): no list
 *     was due for a year whose deadline falls before it;
 *   - `glp distributors report --lang en` answers in English, its brand findings too;
 *   - a bad line of a list is refused in Portuguese (the expected phrase was English);
 *   - the roadside check shows the outlet's CNPJ formatted;
 *   - `--fact cylinders=1` (Belém art. 6's own-use exception) is a number, not the text "1";
 *   - the refusals of the public sound check and complaints read in Portuguese.
 */
import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { glp, scratchDir } from '../../test/support/cli.ts';
import { licensedOutlet } from '../../test/support/outlets.ts';
import { packs } from '../../test/support/packs.ts';
import { municipalitiesOf } from '../app/municipalities.ts';
import { phrasePt } from '../core/input/phrases-pt.ts';
import { openRepository } from '../store/open.ts';
import type { Scope } from '../store/repository.ts';

const system: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'test' };
const ENGLISH = /\b(the|with|of|and|or|expected|found|line|inside|served|here|characters|whose|law|moment|when)\b/i;
/** A Portuguese line: quoted values, ids and option names taken out, no English word left. */
const portuguese = (s: string) => {
  const words = s
    .replace(/"[^"]*"/g, '')
    .replace(/--[\w-]+/g, '')
    .replace(/\S+\.csv/g, '');
  assert.equal(ENGLISH.exec(words), null, s);
};

describe('law audit 04/12/2026: distributors, public, vehicles (CLI)', () => {
  const dir = scratchDir('glp-public-audit-');
  const data = join(dir, 'data');
  const list = join(dir, 'lista.csv');
  const bad = join(dir, 'ruim.csv');
  let belem = '';
  before(async () => {
    const repo = await openRepository({ dataDir: data });
    await repo.migrate();
    await repo.upsertMunicipalities(municipalitiesOf(packs));
    const { establishment } = await licensedOutlet(repo, system, {
      municipality: 'belem-pa',
      name: 'Gás do Reduto',
      cnpj: '11222333000181',
      data: { activity: 'glp-resale' },
      number: 'ALV-B1',
    });
    belem = establishment.id;
    await licensedOutlet(repo, system, {
      municipality: 'nova-odessa-sp',
      name: 'Revenda Marca B',
      cnpj: '04252011000110',
      data: { activity: 'glp-resale', brand: 'Marca B' },
      number: 'ALV-N1',
    });
    await repo.close();
    writeFileSync(list, 'tipo,cnpj,nome\nrevendedor,04.252.011/0001-10,Revenda Marca B\n');
    writeFileSync(bad, 'tipo,cnpj,nome\nrevendedor,04.252.011/0001-11,Revenda\n');
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const upload = (file: string, year: string, received: string, extra: string[] = []) =>
    glp([
      'distributors',
      'upload',
      'nova-odessa-sp',
      file,
      '--cnpj',
      '33.000.167/0001-01',
      '--name',
      'Distribuidora A',
      '--brand',
      'Marca A',
      '--year',
      year,
      '--received',
      received,
      '--data',
      data,
      ...extra,
    ]);

  it('Nova Odessa art. 13 § 1º: no list was due for 1999 (the law is of 04/07/2000); 2000 was due by 31/12/2000', async () => {
    const r = await upload(list, '1999', '10/01/2001');
    assert.equal(r.code, 2, r.out);
    assert.match(r.err, /year: encontrado 1999, esperado um ano em que a lei exigia a relação \(em vigor desde 04\/07\/2000\)/);
    const rep = await glp(['distributors', 'report', 'nova-odessa-sp', '--year', '1999', '--date', '01/01/2001', '--data', data]);
    assert.equal(rep.code, 2, rep.out);
    assert.match(rep.err, /encontrado 1999/);
    const ok = await upload(list, '2000', '31/12/2000');
    assert.equal(ok.code, 0, ok.err);
    const rep2 = await glp(['distributors', 'report', 'nova-odessa-sp', '--year', '2000', '--date', '01/01/2001', '--data', data]);
    assert.equal(rep2.code, 0, rep2.err);
    assert.match(rep2.out, /prazo 31\/12\/2000/);
    assert.ok(!rep2.out.includes('ATRASADA'), rep2.out);
  });

  it('a bad line refuses the whole list, in Portuguese (the expected phrase was English)', async () => {
    const r = await upload(bad, '2025', '10/03/2025');
    assert.equal(r.code, 2, r.out);
    assert.match(r.err, /cnpj: encontrado "04\.252\.011\/0001-11", esperado um CNPJ válido/);
    portuguese(r.err.replace(/^glp distributors: \S+ line 2: /, ''));
  });

  it('glp distributors report --lang en answers in English, the brand finding too; pt-BR by default', async () => {
    assert.equal((await upload(list, '2025', '31/12/2025')).code, 0);
    const en = await glp([
      'distributors',
      'report',
      'nova-odessa-sp',
      '--year',
      '2025',
      '--date',
      '02/01/2026',
      '--data',
      data,
      '--lang',
      'en',
    ]);
    assert.equal(en.code, 0, en.err);
    assert.match(en.out, /^Yearly lists of 2025 \(Lei 1\.761\/2000, art\. 13, § 1º\); due 31\/12\/2025; as of 02\/01\/2026/);
    assert.match(en.out, /logo Marca B, but listed by a distributor of brand Marca A/);
    assert.match(en.out, /\n {2}by the reading nova-odessa-sp\/brand-representation = one-logo: one logo only/);
    assert.ok(!/recebida|Listados|prazo/.test(en.out), en.out);
    const pt = await glp(['distributors', 'report', 'nova-odessa-sp', '--year', '2025', '--date', '02/01/2026', '--data', data]);
    assert.match(pt.out, /^Relações anuais de 2025/);
    assert.match(pt.out, /logomarca Marca B, mas listada por distribuidora de marca Marca A/);
    assert.match(pt.out, /\n {2}pela interpretação nova-odessa-sp\/brand-representation = one-logo: uma só logomarca/);
    const up = await upload(list, '2026', '10/03/2026', ['--lang', 'en']);
    assert.match(up.out, /^list \S+: Distribuidora A \(33\.000\.167\/0001-01\), 2026, 1 line\(s\)/);
  });

  it('Belém art. 6: a number given with --fact is a number (cylinders=1), and the CNPJ of the outlet is formatted', async () => {
    const add = await glp([
      'vehicles',
      'add',
      'belem-pa',
      '--outlet',
      belem,
      '--plate',
      'BEL1A10',
      '--type',
      'truck',
      '--ownership',
      'owned',
      '--fact',
      'cylinders=1',
      '--fact',
      'cylinderCapacityKg=13',
      '--data',
      data,
    ]);
    assert.equal(add.code, 0, add.err);
    const r = await glp(['vehicles', 'check', 'belem-pa', 'BEL1A10', '--date', '2026-01-15', '--data', data]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /posto: Gás do Reduto \(11\.222\.333\/0001-81\)/);
  });

  it('glp vehicles add, list and remove answer in English with --lang en (they printed Portuguese)', async () => {
    const add = await glp(
      ['vehicles', 'add', 'belem-pa', '--outlet', belem, '--plate', 'BIC1A23', '--type', 'bicycle', '--ownership', 'owned'].concat([
        '--data',
        data,
        '--lang',
        'en',
      ]),
    );
    assert.equal(add.code, 0, add.err);
    assert.match(add.out, /^vehicle BIC1A23 \(bicycle\) registered to outlet \S+ \(version 1\)/);
    assert.match(add.out, /WRONG: Lei de Belém de 16\/01\/2012, art\. 6º: .*BIC1A23 \(bicycle\)/);
    assert.ok(!/IRREGULAR|cadastrado|bicicleta/.test(add.out), add.out);
    const list = await glp(['vehicles', 'list', 'belem-pa', '--data', data, '--lang', 'en']);
    assert.match(list.out, /^BIC1A23\tbicycle\towned by the outlet\t/m);
    const none = await glp(['vehicles', 'list', 'salvador-ba', '--data', data, '--lang', 'en']);
    assert.equal(none.out, 'no vehicle registered\n');
    const rm = await glp(['vehicles', 'remove', 'belem-pa', 'BIC1A23', '--data', data, '--lang', 'en']);
    assert.equal(rm.out, 'vehicle BIC1A23 removed\n');
  });

  it('the public refusals read in Portuguese: sound check and complaints', async () => {
    const s = await glp(['sound-check', 'belem-pa', '--at', '2025-03-17T10:00']);
    assert.equal(s.code, 2);
    portuguese(s.err.replace(/^glp sound-check: municipality \(município\): /, ''));
    const at = await glp(['sound-check', 'salvador-ba', '--at', '2025-03-17']);
    assert.equal(at.code, 2);
    portuguese(at.err.replace(/^glp sound-check: at \S*: /, '').replace(/\S*\d\S*/g, ''));
    for (const en of [
      'what was seen, 10 to 2000 characters',
      '5 characters',
      'a point inside belem-pa (it lies in salvador-ba)',
      'a point inside a municipality served here (belem-pa, salvador-ba)',
      'a moment on or after 26/07/2011, when the law came into force',
      'representante or revendedor',
      'the company name (1 to 200 characters)',
      'a CNPJ not already listed (it is on line 3)',
      'a column nome too (a list has the columns tipo — representante or revendedor —, cnpj and nome)',
      'columns tipo, nome too (a list has the columns tipo — representante or revendedor —, cnpj and nome)',
      'an outlet of belem-pa (this one is of salvador-ba)',
    ]) {
      const pt = phrasePt(en);
      assert.notEqual(pt, en);
      portuguese(pt.replace(/[\w-]+-(pa|ba|sp)\b/g, ''));
    }
  });
});
