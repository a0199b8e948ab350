/**
 * The `glp` text a person reads names the vocabulary's terms, in pt-BR (default) and English
 * (--lang en): a place category by its name and the id an official types ("escola (school)",
 * to give --category or `glp places survey declare`), a status by its name ("existente",
 * "levantado em 30/06/2025", "não levantado"), an activity as "revenda de GLP (glp-resale)", a
 * vehicle's type by its name. The words expected are the laws' (Belém art. 2 I a: "existente ou
 * com licença para construção aprovada"; art. 2 I b: "estabelecimentos de ensino"; art. 6 § 1º:
 * "em posse mediante contrato", in src/cli/vehicles.test.ts); the English ones come from the
 * catalog. The JSON beside the text keeps the ids.
 */
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { choiceName, placeCategoryName } from '../src/core/input/fact-names.ts';
import { glp, scratchDir } from './support/cli.ts';
import { mustPack } from './support/packs.ts';

const belem = mustPack('belem-pa');
const en = (id: string) => {
  const name = placeCategoryName(belem, id, 'en');
  assert.ok(name, `Belém's vocabulary names ${id}`);
  return name;
};
// The English name and the id the official types; said once where they are the same word ("school").
const enWithId = (id: string) => (en(id) === id ? id : `${en(id)} (${id})`);
const enStatus = (id: string) => choiceName(belem, 'nearby.places[].status', id, 'en') as string;

describe('glp viability: the summary names the categories to survey, the places each rule measures to and the statuses it counts', () => {
  const data = join(scratchDir('glp-terms-'), 'db');

  it('pt-BR: "posto revendedor de GLP (glp-outlet)" to survey; art. 2 I a counts "existente, com licença para construção aprovada"', async () => {
    const r = await glp(['viability', 'belem-pa', '--date', '2026-01-15', '--data', data, '--quiet']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^Belém \(belem-pa\) em 15\/01\/2026, revenda de GLP \(glp-resale\), células de 100 m/m);
    assert.match(r.out, /categorias a levantar: .*posto revendedor de GLP \(glp-outlet\), .*escola \(school\)/);
    assert.match(r.out, /art2-I-a \(.*\): >= 500 m de posto revendedor de GLP \[[^\]]*existente, com licença para construção aprovada\]/);
    // Art. 2 I b, in prose: the places by name alone.
    assert.match(r.out, /art2-I-b \(.*\): >= 30 m de escola, creche, estabelecimento de pesquisa, /);
    assert.match(
      r.out,
      /nota: Cadastro não levantado: escola \(school\), exigido a 30 m — declare o levantamento com glp places survey declare belem-pa school/,
    );
    assert.doesNotMatch(r.out, /\[[a-z-]+(, [a-z-]+)*\]/, 'no status shown by its id');
  });

  it('English: the same, in the catalog’s English names', async () => {
    const r = await glp(['viability', 'belem-pa', '--date', '2026-01-15', '--lang', 'en', '--data', data, '--quiet']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^Belém \(belem-pa\) on 15\/01\/2026, GLP resale \(glp-resale\), 100 m cells/m);
    assert.ok(r.out.includes(`categories to survey: `) && r.out.includes(`${en('glp-outlet')} (glp-outlet)`), r.out);
    assert.ok(r.out.includes(`>= 500 m from ${en('glp-outlet')} [`), r.out);
    assert.ok(r.out.includes(`${enStatus('existing')}, ${enStatus('construction-approved')}]`), r.out);
    assert.ok(r.out.includes(`note: Registry not surveyed: ${enWithId('school')}, needed to 30 m`), r.out);
    assert.match(r.out, /--source SOURCE --date YYYY-MM-DD/);
  });

  it('--at: the activity by its name and id, the categories to survey by name and id, in both languages', async () => {
    const pt = await glp(['viability', 'belem-pa', '--at', '-48.4878,-1.4558', '--date', '2026-01-15', '--data', data, '--quiet']);
    assert.equal(pt.code, 0, pt.err);
    assert.match(pt.out, /— 15\/01\/2026 — revenda de GLP \(glp-resale\)/);
    // (the list wraps at 100 columns)
    assert.match(pt.out.replace(/\n/g, ' '), /Categorias a levantar antes de decidir: .*escola \(school\)/);
    const e = await glp([
      'viability',
      'belem-pa',
      '--at',
      '-48.4878,-1.4558',
      '--date',
      '2026-01-15',
      '--lang',
      'en',
      '--data',
      data,
      '--quiet',
    ]);
    assert.equal(e.code, 0, e.err);
    assert.match(e.out, /— 15\/01\/2026 — GLP resale \(glp-resale\)/);
    const flat = e.out.replace(/\n/g, ' ');
    assert.ok(flat.includes(`Categories to survey before deciding: `) && flat.includes(`${enWithId('school')}`), e.out);
    // The JSON keeps the ids.
    const j = await glp([
      'viability',
      'belem-pa',
      '--at',
      '-48.4878,-1.4558',
      '--date',
      '2026-01-15',
      '--format',
      'json',
      '--data',
      data,
      '--quiet',
    ]);
    assert.ok((JSON.parse(j.out) as { unsurveyed: string[] }).unsurveyed.includes('school'));
  });
});

describe('glp places and glp places survey: categories by name and id, statuses by name', () => {
  const dir = scratchDir('glp-terms-');
  const data = join(dir, 'db');
  const file = join(dir, 'places.geojson');
  const point = (x: number) => ({ type: 'Point', coordinates: [-48.48 + x, -1.45] });
  before(() => {
    writeFileSync(
      file,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: { category: 'school', name: 'Escola Sol', id: 'S1' }, geometry: point(0) },
          {
            type: 'Feature',
            properties: { category: 'glp-outlet', name: 'Revenda Rio', id: 'R1', status: 'existing' },
            geometry: point(0.01),
          },
          {
            type: 'Feature',
            properties: { category: 'glp-outlet', name: 'Revenda Mar', id: 'R2', status: 'construction-approved' },
            geometry: point(0.02),
          },
        ],
      }),
    );
  });

  it('import and list in pt-BR: "escola (school) 1"; the outlets "existente 1, com licença para construção aprovada 1"', async () => {
    const imp = await glp(['places', 'import', 'belem-pa', file, '--data', data]);
    assert.equal(imp.code, 0, imp.err);
    assert.match(imp.out, /importou 3 local\(is\) de .*: escola \(school\) 1, posto revendedor de GLP \(glp-outlet\) 2/);
    const list = await glp(['places', 'list', 'belem-pa', '--data', data]);
    assert.equal(list.code, 0, list.err);
    assert.match(list.out, /^ {2}escola \(school\) +1$/m);
    assert.match(list.out, /^ {2}posto revendedor de GLP \(glp-outlet\) +existente 1, com licença para construção aprovada 1$/m);
    // The JSON keeps the ids.
    const j = await glp(['places', 'list', 'belem-pa', '--format', 'json', '--data', data]);
    assert.deepEqual(JSON.parse(j.out).counts['glp-outlet'], { existing: 1, 'construction-approved': 1 });
  });

  it('list in English', async () => {
    const list = await glp(['places', 'list', 'belem-pa', '--lang', 'en', '--data', data]);
    assert.equal(list.code, 0, list.err);
    assert.ok(
      list.out
        .split('\n')
        .some(
          (l) =>
            l.startsWith(`  ${en('glp-outlet')} (glp-outlet) `) &&
            l.endsWith(`${enStatus('existing')} 1, ${enStatus('construction-approved')} 1`),
        ),
      list.out,
    );
  });

  it('survey declare and list in pt-BR: "levantado em 30/06/2025 (Censo Escolar INEP 2025)", "não levantado"', async () => {
    const d = await glp([
      'places',
      'survey',
      'declare',
      'belem-pa',
      'school',
      '--source',
      'Censo Escolar INEP 2025',
      '--date',
      '30/06/2025',
      '--data',
      data,
    ]);
    assert.equal(d.code, 0, d.err);
    assert.match(
      d.out,
      /^belem-pa: levantamento declarado\n {2}escola \(school\) desde 30\/06\/2025: Censo Escolar INEP 2025, levantado em 30\/06\/2025; município inteiro/,
    );
    const l = await glp(['places', 'survey', 'list', 'belem-pa', '--date', '2025-07-01', '--data', data]);
    assert.equal(l.code, 0, l.err);
    assert.match(l.out, /^Categorias exigidas pelas regras de distância \(revenda de GLP \(glp-resale\)\) em 01\/07\/2025:$/m);
    assert.match(l.out, /^ {2}escola \(school\) +levantado em 30\/06\/2025 \(Censo Escolar INEP 2025\)$/m);
    assert.match(l.out, /^ {2}posto revendedor de GLP \(glp-outlet\) +não levantado$/m);
    assert.doesNotMatch(l.out, /NÃO LEVANTADO/);
    assert.match(l.out, /^Para levantar: glp places survey declare belem-pa CATEGORIA --source FONTE --date dd\/mm\/aaaa \(.*glp-outlet/m);
  });

  it('survey declare and list in English', async () => {
    const d = await glp([
      'places',
      'survey',
      'declare',
      'belem-pa',
      'church',
      '--source',
      'SEMMA',
      '--date',
      '2025-03-01',
      '--lang',
      'en',
      '--data',
      data,
    ]);
    assert.equal(d.code, 0, d.err);
    assert.ok(
      d.out.includes(`survey declared\n  ${en('church')} (church) from 01/03/2025: SEMMA, surveyed on 01/03/2025; whole municipality`),
      d.out,
    );
    const l = await glp(['places', 'survey', 'list', 'belem-pa', '--date', '2025-07-01', '--lang', 'en', '--data', data]);
    assert.equal(l.code, 0, l.err);
    assert.match(l.out, /^Categories the distance rules need \(GLP resale \(glp-resale\)\) on 01\/07\/2025:$/m);
    assert.ok(
      l.out
        .split('\n')
        .some((x) => x.startsWith(`  ${enWithId('school')} `) && x.endsWith('surveyed on 30/06/2025 (Censo Escolar INEP 2025)')),
      l.out,
    );
    assert.ok(
      l.out.split('\n').some((x) => x.startsWith(`  ${en('glp-outlet')} (glp-outlet) `) && x.endsWith(' not surveyed')),
      l.out,
    );
    assert.match(l.out, /^To survey: glp places survey declare belem-pa CATEGORY --source SOURCE --date YYYY-MM-DD/m);
  });
});
