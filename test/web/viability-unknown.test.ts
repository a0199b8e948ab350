/** The map's unknown ground in words (web/src/lib/viability-unknown.ts), with the page's own Portuguese texts. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unknownGroundText } from '../../web/src/lib/viability-unknown.ts';
import { ptViability } from '../../web/src/i18n/viability.pt.ts';

const t = (key: string, vars: Record<string, string>) =>
  (ptViability as Record<string, string>)[key]?.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? `{${k}}`) ?? key;
const CITE = 'Lei de Belém de 16/01/2012, art. 2º, I, b';

describe('the unknown ground of the viability map, in words', () => {
  it('categories only: the categories to survey, as before', () => {
    assert.equal(
      unknownGroundText(t, { unsurveyed: [{ category: 'school' }, { category: 'hospital' }], unmapped: [] }, '12,5'),
      'Desconhecido (não levantado): 12,5 km²; categorias a levantar: school, hospital.',
    );
  });
  it('rules only: the rules the map cannot draw — never "categorias a levantar:" with nothing after it', () => {
    const s = unknownGroundText(t, { unsurveyed: [], unmapped: [{ citation: CITE }] }, '1.063');
    assert.equal(s, `Desconhecido: 1.063 km² — regras em vigor que o mapa não desenha: ${CITE}.`);
    assert.doesNotMatch(s, /levantar: \./);
  });
  it('both: the categories, then the rules', () => {
    assert.equal(
      unknownGroundText(t, { unsurveyed: [{ category: 'school' }], unmapped: [{ citation: CITE }] }, '3'),
      `Desconhecido (não levantado): 3 km²; categorias a levantar: school. Também desconhecido por regras em vigor que o mapa não desenha: ${CITE}.`,
    );
  });
  const ZONE = 'Lei 709/1993, art. 2º';
  it('zone rules only: where no registered zone gives the kind — named, never an empty "categorias a levantar:"', () => {
    const s = unknownGroundText(t, { unsurveyed: [], unmapped: [], unzoned: [{ citation: ZONE }, { citation: ZONE }] }, '93,95');
    assert.equal(s, `Desconhecido: 93,95 km² — onde nenhuma zona cadastrada dá o tipo de zona, não é possível avaliar: ${ZONE}.`);
    assert.doesNotMatch(s, /levantar: \./);
  });
  it('categories and zone rules: the categories, then the zone rules', () => {
    assert.equal(
      unknownGroundText(t, { unsurveyed: [{ category: 'school' }], unmapped: [], unzoned: [{ citation: ZONE }] }, '3'),
      `Desconhecido (não levantado): 3 km²; categorias a levantar: school. Também desconhecido onde nenhuma zona cadastrada dá o tipo de zona: ${ZONE}.`,
    );
  });
});
