/**
 * `glp vehicles check` on a mobile post of Nova Odessa (a posto ambulante is "instalado em
 * veículo", art. 2 XVI): the price table (art. 13 § 5º), the identification (art. 14) and the
 * brand (art. 14 § 1º) checked on the vehicle, in pt-BR and English, a fact not recorded asked
 * by its name; what the inspector sees checks it again; and from the failed check the notice
 * (art. 14 § 3º, fined with art. 18's 200 UFIR, doubled on a repeat).
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { glp, scratchDir } from '../../test/support/cli.ts';
import { novaOdessaBase } from '../../test/support/mobile-post.ts';
import { licensedOutlet } from '../../test/support/outlets.ts';
import { packs } from '../../test/support/packs.ts';
import { municipalitiesOf } from '../app/municipalities.ts';
import { CLI_OUTPUTS } from '../app/output-schemas.ts';
import { factName } from '../core/input/fact-names.ts';
import { quoteFine } from '../enforcement/fines.ts';
import { openRepository } from '../store/open.ts';
import type { Scope } from '../store/repository.ts';

const system: Scope = { userId: 'system', municipality: null, roles: ['system-admin'], requestId: 'test' };
const NO = 'nova-odessa-sp';
const pack = packs.require(NO);
const DATE = '2026-03-01';

/** The compliant vehicle of the pack's mobile-sale base, as `--fact NAME=VALUE` (without the plate, type and ownership). */
function factsOf(except: readonly string[], set: Record<string, boolean>): string[] {
  const { plate: _p, type: _t, ownership: _o, ...facts } = novaOdessaBase('mobile-sale').vehicles[0] as Record<string, unknown>;
  const all = { ...facts, ...set };
  return Object.entries(all)
    .filter(([k]) => !except.includes(k))
    .flatMap(([k, v]) => ['--fact', `${k}=${String(v)}`]);
}

describe('glp vehicles check: a mobile post of Nova Odessa', () => {
  const dir = scratchDir('glp-vehicles-mobile-');
  const data = join(dir, 'data');
  let outlet = '';
  before(async () => {
    const repo = await openRepository({ dataDir: data });
    await repo.migrate();
    await repo.upsertMunicipalities(municipalitiesOf(packs));
    const { establishment } = await licensedOutlet(repo, system, {
      municipality: NO,
      name: 'Gás Porta a Porta',
      data: { activity: 'glp-mobile-sale' },
      number: 'NO-GLP-2026-014',
    });
    outlet = establishment.id;
    await repo.close();
    // The vehicle without the price table, its identification's telephone not recorded.
    const r = await glp([
      'vehicles',
      'add',
      NO,
      '--outlet',
      outlet,
      '--plate',
      'GLP-2B34',
      '--type',
      'truck',
      '--ownership',
      'owned',
      ...factsOf(['identificationTelephone'], { priceTableDisplayed: false }),
      '--date',
      DATE,
      '--data',
      data,
    ]);
    assert.equal(r.code, 0, r.err);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const name = (fact: string, lang: 'pt' | 'en') => `${factName(pack, `vehicles[].${fact}`, lang)} (${fact})`;

  it('pt-BR: what is wrong with the article (art. 13, § 5º) and the plate; the telephone asked by its name', async () => {
    const r = await glp(['vehicles', 'check', NO, 'glp2b34', '--date', DATE, '--data', data]);
    assert.equal(r.code, 0, r.err);
    // Licensed through its outlet's alvará, and still not as the law requires: the headline says both.
    assert.match(r.out, /^GLP2B34: LICENCIADO, COM 1 IRREGULARIDADE \(Nova Odessa, 01\/03\/2026\)/);
    assert.match(r.out, /posto: Gás Porta a Porta/);
    // The licence that makes it licensed, by its kind's name: the outlet's alvará (art. 16).
    assert.ok(r.out.split('\n').includes('  alvará nº NO-GLP-2026-014'), r.out);
    const wrong = r.out.split('\n').filter((l) => l.includes('IRREGULAR:'));
    assert.equal(wrong.length, 1, r.out);
    assert.match(wrong[0] ?? '', /art\. 13, § 5º: .*tabela de preços.*GLP2B34/);
    assert.ok(r.out.includes(`falta informar: ${name('identificationTelephone', 'pt')}`), r.out);
  });

  it('English: the same, in English', async () => {
    const r = await glp(['vehicles', 'check', NO, 'GLP2B34', '--date', DATE, '--lang', 'en', '--data', data]);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^GLP2B34: LICENSED, 1 PROBLEM \(Nova Odessa/);
    assert.ok(r.out.split('\n').includes('  alvará (operating licence) nº NO-GLP-2026-014'), r.out);
    assert.match(r.out, /WRONG: .*art\. 13, § 5º: Mobile post without the price table.*GLP2B34/);
    assert.ok(r.out.includes(`not recorded: ${name('identificationTelephone', 'en')}`), r.out);
  });

  it('the headline: licensed with its count of problems, plain "LICENCIADO" once nothing is wrong', async () => {
    const seen = ['--observed', 'priceTableDisplayed=true', '--observed', 'identificationTelephone=true'];
    const ok = await glp(['vehicles', 'check', NO, 'GLP2B34', '--date', DATE, ...seen, '--data', data]);
    assert.equal(ok.code, 0, ok.err);
    assert.match(ok.out, /^GLP2B34: LICENCIADO \(Nova Odessa, 01\/03\/2026\)/);
    assert.doesNotMatch(ok.out, /IRREGULAR/);
    const two = await glp([
      'vehicles',
      'check',
      NO,
      'GLP2B34',
      '--date',
      DATE,
      '--observed',
      'identificationTelephone=false',
      '--data',
      data,
    ]);
    assert.match(two.out, /^GLP2B34: LICENCIADO, COM 2 IRREGULARIDADES \(/);
    assert.equal(two.out.split('\n').filter((l) => l.includes('IRREGULAR:')).length, 2, two.out);
    const en = await glp([
      'vehicles',
      'check',
      NO,
      'GLP2B34',
      '--date',
      DATE,
      '--observed',
      'identificationTelephone=false',
      '--lang',
      'en',
      '--data',
      data,
    ]);
    assert.match(en.out, /^GLP2B34: LICENSED, 2 PROBLEMS \(/);
  });

  it('what the inspector sees (a table fixed, no telephone) checks it again: art. 14 now, nothing left to record; JSON', async () => {
    const j = await glp([
      'vehicles',
      'check',
      NO,
      'GLP2B34',
      '--date',
      DATE,
      '--observed',
      'priceTableDisplayed=true',
      '--observed',
      'identificationTelephone=false',
      '--format',
      'json',
      '--data',
      data,
    ]);
    assert.equal(j.code, 0, j.err);
    const body = CLI_OUTPUTS['roadside-check'].schema.parse(JSON.parse(j.out));
    assert.deepEqual(
      body.check?.findings.filter((f) => f.status === 'violated').map((f) => f.unitId),
      ['art14'],
    );
    assert.deepEqual(body.check?.missing, []);
    assert.match(body.problems.join(' '), /art\. 14: .*sem telefone/);
    // Nothing stored: the registration still lacks the table.
    const again = CLI_OUTPUTS['roadside-check'].schema.parse(
      JSON.parse((await glp(['vehicles', 'check', NO, 'GLP2B34', '--date', DATE, '--format', 'json', '--data', data])).out),
    );
    assert.deepEqual(
      again.check?.findings.filter((f) => f.status === 'violated').map((f) => f.unitId),
      ['art13-par5'],
    );
  });

  it('the notice from the failed check: art. 14 § 3º naming art. 13 § 5º, 200 UFIR, doubled on the repeat', async () => {
    const check = CLI_OUTPUTS['roadside-check'].schema.parse(
      JSON.parse((await glp(['vehicles', 'check', NO, 'GLP2B34', '--date', DATE, '--format', 'json', '--data', data])).out),
    );
    const failed = check.check?.findings.find((f) => f.status === 'violated');
    assert.ok(failed);
    const issue = async (on: string) => {
      const r = await glp([
        'notices',
        'issue',
        '--establishment',
        check.outlet?.id ?? '',
        '--infraction',
        'art14-par3',
        '--unit',
        failed.unitId,
        '--finding',
        `${failed.unit}: ${failed.text}`,
        '--on',
        on,
        '--format',
        'json',
        '--data',
        data,
      ]);
      assert.equal(r.code, 0, r.err);
      return (JSON.parse(r.out) as { notice: { data: { citations: string[]; quote: { amountBRL: number | null; repeat: number } } } })
        .notice.data;
    };
    const first = await issue(DATE);
    assert.deepEqual(first.citations, [failed.unit]);
    const fine = (n: number) => quoteFine(pack, { infraction: 'art14-par3', date: DATE, priorNotices: n, priorFines: n }).amountBRL;
    assert.deepEqual([first.quote.repeat, first.quote.amountBRL], [0, fine(0)]);
    const second = await issue('2026-04-01');
    assert.deepEqual([second.quote.repeat, second.quote.amountBRL], [1, fine(1)]);
    assert.equal(second.quote.amountBRL, 2 * (first.quote.amountBRL ?? Number.NaN));
  });
});
