/**
 * GET /api/municipalities/{id}/procedure names the reading a waiver rests on where the law's words
 * do not state it, as `glp licensing procedure` does: the interpretation parameter, its value in
 * force today, that alternative's words in pt-BR and English (as the stage's title and `who`), and
 * whether the waiver holds.
 *  - Salvador art. 2 § 1º ("estarão isentas do cumprimento do disposto no inciso III"): the TVL
 *    attests inciso III, so it is waived for an existing company — a reading, tvl-waiver-existing
 *    (waived by default; a pack whose value the municipality changed to "asked": the waiver does
 *    not hold).
 *  - Vitória da Conquista art. 2 (construction of "postos" and "depósitos"): the waiver for a
 *    business that builds neither rests on construction-authorisation-scope; art. 24 (installed
 *    before the law) rests on the law's words: no reading.
 *  - Belém art. 5 ("não se aplica aos Postos já existentes"): the law's words, no reading.
 * On SQLite and PostgreSQL (the same server over either store).
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Pack } from '../../core/pack.ts';
import { forEachEngine, openTestApi, type TestApi } from '../../../test/support/api.ts';
import { mustPack, packsWithValues } from '../../../test/support/packs.ts';

interface Reading {
  parameter: string;
  value: unknown;
  description: { pt: string; en: string };
  waives: boolean;
}
interface Waiver {
  stages: string[];
  citation: string;
  reading: Reading | null;
}

/** The words the pack gives the parameter's alternative `value`, in both languages (what the answer must carry). */
function wordsOf(pack: Pack, parameter: string, value: unknown): { pt: string; en: string } {
  const alt = pack.parameters.find((p) => p.id === parameter)?.alternatives?.find((a) => a.value === value);
  assert.ok(alt, `${pack.id}/${parameter} has the alternative ${String(value)}`);
  return { pt: alt.description.pt, en: alt.description.en };
}

const ssa = mustPack('salvador-ba');
const vdc = mustPack('vitoria-da-conquista-ba');
// The municipality's legal department changes the reading in its pack: the TVL is asked.
const asked = packsWithValues('salvador-ba', 'tvl-waiver-existing', [{ from: '2011-07-26', value: 'asked', cite: 'art2-par1' }]);

await forEachEngine('GET /api/municipalities/{id}/procedure: the reading each waiver rests on', (engine) => {
  let api: TestApi;
  let askedApi: TestApi;
  before(async () => {
    api = await openTestApi(engine);
    askedApi = await openTestApi(engine, { packs: asked });
  });
  after(async () => {
    await api?.close();
    await askedApi?.close();
  });

  const waivers = async (a: TestApi, municipality: string, stage: string) => {
    const r = await a.req('GET', `/api/municipalities/${municipality}/procedure`);
    assert.equal(r.status, 200, r.text);
    return (r.json.stages as { id: string; waivers: Waiver[] }[]).find((s) => s.id === stage)?.waivers ?? [];
  };

  it('Salvador art. 2 § 1º: the TVL waived under tvl-waiver-existing = waived, its words in pt-BR and English', async () => {
    const [w] = await waivers(api, 'salvador-ba', 'alvara');
    assert.deepEqual(w?.stages, ['tvl']);
    assert.match(w?.citation ?? '', /art\. 2º, § 1º$/);
    assert.deepEqual(w?.reading, {
      parameter: 'salvador-ba/tvl-waiver-existing',
      value: 'waived',
      description: wordsOf(ssa, 'tvl-waiver-existing', 'waived'),
      waives: true,
    });
    assert.match(w?.reading?.description.pt ?? '', /^dispensado: o TVL atesta o inciso III/);
    assert.notEqual(w?.reading?.description.en, w?.reading?.description.pt);
  });

  it('Salvador under tvl-waiver-existing = asked: the reading named, and the waiver does not hold', async () => {
    const [w] = await waivers(askedApi, 'salvador-ba', 'alvara');
    assert.deepEqual(w?.reading, {
      parameter: 'salvador-ba/tvl-waiver-existing',
      value: 'asked',
      description: wordsOf(ssa, 'tvl-waiver-existing', 'asked'),
      waives: false,
    });
    assert.match(w?.reading?.description.pt ?? '', /^exigido: a lei não dispensa o TVL/);
  });

  it('Vitória da Conquista: art. 2’s waiver rests on construction-authorisation-scope, art. 24’s on the law’s words', async () => {
    const ws = await waivers(api, 'vitoria-da-conquista-ba', 'alvara');
    const byCite = new Map(ws.map((w) => [w.citation, w.reading]));
    assert.equal(byCite.get('Lei 709/1993, art. 24'), null);
    const scope = byCite.get('Lei 709/1993, art. 2º');
    const value = vdc.parameters.find((p) => p.id === 'construction-authorisation-scope')?.values.at(-1)?.value;
    assert.deepEqual(scope, {
      parameter: 'vitoria-da-conquista-ba/construction-authorisation-scope',
      value,
      description: wordsOf(vdc, 'construction-authorisation-scope', value),
      waives: true,
    });
  });

  it('Belém art. 5: the law’s words, no reading', async () => {
    const ws = await waivers(api, 'belem-pa', 'alvara');
    assert.equal(ws.length, 1);
    assert.equal(ws[0]?.reading, null);
  });
});
