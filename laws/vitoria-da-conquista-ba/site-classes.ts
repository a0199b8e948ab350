/**
 * "In what class may I open here?" at a point (src/siting/viability-classes.ts): the classes A, B
 * and C of art. 5, which the zone of art. 2 decides (rule art5, with the class requested), and the
 * lot each class then requires — a point has no lot, so these are conditions to check, each citing
 * the unit that sets it: art. 5 I–III (free lot, frontage, depth) and, for class C in a
 * residential zone, art. 2 § 1º (remaining lot, frontage; depth at the Secretaria's discretion).
 * The figures are the pack's parameters on the date asked (what-if values applied).
 */
import { formatNumber } from '../../src/core/format.ts';
import type { ParamReader, SiteClassCondition, SiteClassesDef } from '../../src/core/pack.ts';
import { CLASSES, type ClassSpec } from './classes.ts';
import { GLP_OUTLET } from './helpers.ts';

type Lang = 'pt' | 'en';

const m = (n: number, lang: Lang) => `${formatNumber(n, lang)} m`;

function lotConditions(spec: ClassSpec, p: ParamReader, lang: Lang): SiteClassCondition[] {
  const pt = lang === 'pt';
  const out: SiteClassCondition[] = [
    { rule: 'art5', unit: spec.unit, text: pt ? 'terreno livre' : 'a free lot' },
    {
      rule: 'art5',
      unit: spec.unit,
      text: `${pt ? 'testada' : 'frontage'} ≥ ${m(p<number>(spec.frontageParam), lang)}`,
    },
  ];
  if (spec.depthParam) {
    const exact = p<string>('class-depth-reading') === 'exact';
    const depth = m(p<number>(spec.depthParam), lang);
    out.push({
      rule: 'art5',
      unit: spec.unit,
      text: pt
        ? `profundidade ${exact ? `= ${depth}` : `≥ ${depth}`} (leitura class-depth-reading = ${exact ? 'exact' : 'minimum'})`
        : `depth ${exact ? `= ${depth}` : `≥ ${depth}`} (reading class-depth-reading = ${exact ? 'exact' : 'minimum'})`,
    });
  } else
    out.push({
      rule: 'art5',
      unit: spec.unit,
      text: pt
        ? 'profundidade a critério da Secretaria de Obras e Urbanismo'
        : 'depth at the discretion of the Secretaria de Obras e Urbanismo',
    });
  return out;
}

/** Art. 2 § 1º: listed while the rule applies at the point (a residential zone, art. 2 III). */
function residentialConditions(p: ParamReader, lang: Lang): SiteClassCondition[] {
  const pt = lang === 'pt';
  const out: SiteClassCondition[] = [];
  if (p<string>('residential-remaining-lot') === 'required')
    out.push({
      rule: 'art2-par1',
      unit: 'art2-par1',
      text: pt
        ? 'terreno remanescente (leitura residential-remaining-lot = required)'
        : 'a remaining lot (reading residential-remaining-lot = required)',
    });
  out.push({
    rule: 'art2-par1',
    unit: 'art2-par1',
    text: `${pt ? 'testada do terreno remanescente' : 'frontage of the remaining lot'} ≥ ${m(p<number>('residential-glp-min-frontage'), lang)}`,
  });
  return out;
}

export const vdcSiteClasses: SiteClassesDef = {
  scheme: { pt: 'Lei 709/1993, art. 5º', en: 'Lei 709/1993, art. 5' },
  activities: GLP_OUTLET,
  classes: CLASSES.map((spec) => ({
    id: spec.letter,
    stores: (p, lang) =>
      lang === 'pt'
        ? `até ${formatNumber(p<number>(spec.maxParam), lang)} botijões entre cheios e vazios`
        : `up to ${formatNumber(p<number>(spec.maxParam), lang)} cylinders, full and empty`,
    conditions: (p, lang) => [...lotConditions(spec, p, lang), ...residentialConditions(p, lang)],
  })),
};
