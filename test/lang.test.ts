/**
 * `--lang en` for every command that prints text for a person (issue #7 item 5), Portuguese by
 * default, and no language mixed into the other: each command runs in both languages and its
 * standard output is searched for the program's words of the other language. The law's text,
 * citations, place names and sources stay as they are (Portuguese): the marker words below are
 * checked to occur in no law text, so a hit is the program's, not the law's.
 */
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { HELP_EN } from '../src/cli/help-en.ts';
import { COMMANDS as GLP_COMMANDS } from '../src/cli/main.ts';
import { glp, scratchDir } from './support/cli.ts';
import { packs } from './support/packs.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ex = (f: string) => join(ROOT, 'examples', f);

/** The program's English: never in Portuguese output. */
const EN = [
  /\bfound\b/,
  /\bexpected\b/,
  /\bimported\b/,
  /\bwritten\b/,
  /\brecord\(s\)/,
  /\bplace\(s\)/,
  /\bunits\b/,
  /\barticles\b/,
  /\bin force\b/,
  /\bsource\b/,
  /\bnote:/,
  /\bmeasured\b/,
  /\ballowed\b/,
  /\bexcluded\b/,
  /\bgeodesic\b/,
  /\bellipsoid\b/,
  /\blacking\b/,
  /\bupdated\b/,
  /\bcells\b/,
  /\bActivities\b/,
  /\bParameters\b/,
  /\brequires\b/,
  /\bneighbouring\b/,
  /\bdepends\b/,
  /\bWording\b/,
  /\bthe (law|lot|loaded|distance|place|rules?)\b/i,
  /\bconfidence\b/,
  /\bmedium-high\b/,
  /\bestablishment\(s\)/,
  /\bRe-evaluation\b/,
  /\bTranscription\b/,
  /\bshows the text\b/,
  /\bExit codes\b/,
  /\bentries\b/,
  /\bup to date\b/,
  /\bapplied\b/,
  /\brestored\b/,
];

/** The program's Portuguese: never in English output (and, checked below, in no law text). */
const PT = [
  /\bpermitido: /,
  /\bexcluído: /,
  /\bcélulas\b/,
  /\bregistro\(s\)/,
  /\blocal\(is\)/,
  /\bimportou\b/,
  /\bgravado\(s\)/,
  /\batualizado \(versão/,
  /\bversão\b/,
  /\bdispositivos\b/,
  /\bem vigor desde\b/,
  /\bReavaliação\b/,
  /\bconformes\b/,
  /\bincompletos\b/,
  /\bComo informar\b/,
  /\bsemente\b/,
  /\bnota:/,
  /\bgeodésica\b/,
  /\belipsoide\b/,
  /\bAtividades\b/,
  /\bParâmetros\b/,
  /\bfalta em\b/,
  /\bmédia-alta\b/,
  /\bconfiança\b/,
  /\bReprovável|NÃO APROVÁVEL|Constatações\b/,
  /\bestabelecimento\(s\)/,
  /\bmostra o texto\b/,
  /\bCódigos de saída\b/,
  /\bavaliar um estabelecimento\b/,
  /\bGrade de células\b/,
  /\bregistros de auditoria\b/,
  /\bcadeia de auditoria\b/,
  /\bâncora\b/,
  /\bcópia de segurança\b/,
  /\bestá atualizado\b/,
];

function clean(out: string, words: readonly RegExp[], what: string): void {
  for (const w of words) {
    // A command the text tells the reader to type (`glp … --source …`) is not prose.
    const line = out.split('\n').find((l) => w.test(l.replace(/\bglp\s.*$/, '').replace(/--[\w-]+/g, '')));
    assert.equal(line, undefined, `${what}: ${w} in «${line}»`);
  }
}

test('the Portuguese markers are the program’s: none occurs in a law text', () => {
  const texts = packs
    .list()
    .flatMap((p) => p.laws.flatMap((l) => [l.title, l.ementa, l.published ?? '', ...l.units.map((u) => u.text)]))
    .join('\n');
  for (const w of PT) assert.doesNotMatch(texts, w);
});

const data = join(scratchDir('glp-lang-'), 'data');
const dir = scratchDir('glp-lang-out-');

before(async () => {
  copyFileSync(join(ROOT, 'examples/places/belem-pa-outlets.geojson'), join(dir, 'outlets.geojson'));
  const b = await glp([
    'places',
    'import',
    'belem-pa',
    join(ROOT, 'laws/belem-pa/boundary.json'),
    '--category',
    'municipal-boundary',
    '--data',
    data,
    '--quiet',
  ]);
  assert.equal(b.code, 0, b.err);
});

/** Each text command, its arguments in both runs; a function for those that need a fresh state per language. */
const COMMANDS: [string, (lang: 'pt' | 'en') => string[]][] = [
  ['help', () => ['help']],
  ['evaluate', () => ['evaluate', ex('belem-pa-not-approvable.json'), '--date', '2026-01-15']],
  ['evaluate (Salvador)', () => ['evaluate', ex('salvador-ba-not-approvable.json'), '--date', '2026-01-15']],
  ['explain', () => ['explain', 'belem-pa/art2-I-b', '--date', '2026-01-15']],
  ['laws', () => ['laws']],
  ['laws coverage', () => ['laws', 'coverage', 'belem-pa']],
  ['places import', (l) => ['places', 'import', 'belem-pa', join(dir, 'outlets.geojson'), '--data', `${data}-${l}`, '--quiet']],
  ['places list', (l) => ['places', 'list', 'belem-pa', '--data', `${data}-${l}`]],
  ['places update', (l) => ['places', 'update', 'belem-pa', 'revenda-exemplo-1', '--valid-to', '2030-01-01', '--data', `${data}-${l}`]],
  ['places export', (l) => ['places', 'export', 'belem-pa', '--out', join(dir, `export-${l}.geojson`), '--data', `${data}-${l}`]],
  ['reevaluate', (l) => ['reevaluate', 'belem-pa', '--data', `${data}-${l}`, '--quiet']],
  ['viability', (l) => ['viability', 'belem-pa', '--out', join(dir, `map-${l}.geojson`), '--resolution', '100', '--data', data, '--quiet']],
  ['generate', (l) => ['generate', '--city', 'belem-pa', '--out', join(dir, `synthetic-${l}.geojson`)]],
  ['db migrate', (l) => ['db', 'migrate', '--data', `${data}-${l}`]],
  ['db backup', (l) => ['db', 'backup', join(dir, `backup-${l}.sqlite`), '--data', `${data}-${l}`]],
  ['db restore', (l) => ['db', 'restore', join(dir, `backup-${l}.sqlite`), '--data', `${data}-${l}`]],
  ['audit anchor', (l) => ['audit', 'anchor', '--out', join(dir, `anchor-${l}.json`), '--data', `${data}-${l}`]],
  ['audit verify', (l) => ['audit', 'verify', '--against', join(dir, `anchor-${l}.json`), '--data', `${data}-${l}`]],
];

describe('every text command in Portuguese (default) and with --lang en', { concurrency: false }, () => {
  for (const [name, args] of COMMANDS) {
    test(name, async () => {
      const pt = await glp(args('pt'));
      assert.equal(pt.code, 0, `${name}: ${pt.err}`);
      clean(pt.out, EN, `${name} (pt)`);
      const en = await glp([...args('en'), '--lang', 'en']);
      assert.equal(en.code, 0, `${name} --lang en: ${en.err}`);
      clean(en.out, PT, `${name} --lang en`);
      assert.notEqual(en.out, pt.out, `${name}: the same text in both languages`);
    });
  }
});

test('glp laws MUNICIPALITY: the law’s text stays as enacted in both; the program’s words change', async () => {
  const pt = await glp(['laws', 'belem-pa']);
  const en = await glp(['laws', 'belem-pa', '--lang', 'en']);
  const unit = 'dependem de Licença Municipal';
  assert.ok(pt.out.includes(unit) && en.out.replace(/\s+/g, ' ').includes(unit));
  assert.match(pt.out.split('\n')[1] ?? '', /em vigor desde 16\/01\/2012 · 11 artigos, 32 dispositivos · fonte: /);
  assert.match(en.out.split('\n')[1] ?? '', /in force since 16\/01\/2012 · 11 articles, 32 units · source: /);
});

test('an unknown language is a usage error naming the choices', async () => {
  for (const cmd of [['laws'], ['laws', 'coverage'], ['places', 'list', 'belem-pa', '--data', data]]) {
    const r = await glp([...cmd, '--lang', 'fr']);
    assert.equal(r.code, 2, cmd.join(' '));
    // Not a language it speaks: the refusal is in the default, pt-BR.
    assert.match(r.err, /--lang: encontrado "fr", esperado um de pt, en/);
  }
});

test('errors (exit 2) in the run’s language: pt-BR by default, English with --lang en, no word of the other', async () => {
  const cases: string[][] = [
    ['evaluate', 'no-such.json'],
    ['evaluate', '--colour'],
    ['fine', 'salvador-ba', 'art15-III', '--amount', '1,2,3'],
    ['laws', 'atlantida-xx'],
    ['viability', 'belem-pa', '--at', '-200,-1.4'],
    ['places', 'list', 'belem-pa', '--date', '31/02/2026', '--data', data],
    ['tasks', 'list', 'belem-pa', '--data', data],
  ];
  for (const args of cases) {
    const pt = await glp(args);
    assert.equal(pt.code, 2, `${args.join(' ')}: ${pt.err}`);
    assert.match(pt.err, /encontrado|esperado|desconhecid/, args.join(' '));
    for (const word of [/\bfound\b/, /\bexpected\b/, /\busage:/, /\bunknown\b/i])
      assert.doesNotMatch(pt.err, word, `${args.join(' ')}: ${pt.err}`);
    const en = await glp([...args, '--lang', 'en']);
    assert.equal(en.code, 2, `${args.join(' ')} --lang en: ${en.err}`);
    assert.match(en.err, /\bfound\b|\bexpected\b|\bUnknown\b/, args.join(' '));
    for (const word of [/\bencontrado\b/, /\besperado\b/, /\buso:/]) assert.doesNotMatch(en.err, word, `${args.join(' ')}: ${en.err}`);
  }
  const amount = await glp(['fine', 'salvador-ba', 'art15-III', '--amount', '1,2,3']);
  assert.match(amount.err, /--amount: encontrado "1,2,3", esperado um valor em reais como 150, 150,50, 1\.250,50 ou R\$ 1\.250,50/);
});

test('every command has an English description in glp help --lang en', () => {
  for (const name of Object.keys(GLP_COMMANDS)) assert.ok(HELP_EN[name], `src/cli/help-en.ts has no description of ${name}`);
});

test('README and help mention --lang where it applies', () => {
  assert.match(readFileSync(join(ROOT, 'README.md'), 'utf8'), /--lang en/);
});
