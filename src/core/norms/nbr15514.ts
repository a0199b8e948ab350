/**
 * ABNT NBR 15514 — classes and minimum safety distances (Table C1), 2020 edition as
 * transcribed in CBMGO Norma Técnica 28/2022, Parte 2 (see shared/design/referenced-norms.md).
 * The ABNT text itself was not available; confidence that these match NBR 15514:2020:
 * medium-high. The 2007 edition's distance values were not found.
 */
import type { FireWallReduction } from '../rulekit-firewall.ts';
import type { NormTable } from './registry.ts';

const CLASSES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'Especial'] as const;

function byClass(values: readonly number[]): Record<string, number> {
  const out: Record<string, number> = {};
  CLASSES.forEach((c, i) => {
    out[c] = values[i] as number;
  });
  return out;
}

export const NBR15514_2020: NormTable = {
  id: 'nbr15514',
  title: 'ABNT NBR 15514 — Área de armazenamento de recipientes transportáveis de GLP',
  edition: '2020',
  source: 'CBMGO Norma Técnica 28/2022, Parte 2 (transcrição da NBR 15514:2020)',
  confidence: { pt: 'média-alta', en: 'medium-high' },
  classes: [
    { class: 'I', maxKg: 520, p13: 40 },
    { class: 'II', maxKg: 1560, p13: 120 },
    { class: 'III', maxKg: 6240, p13: 480 },
    { class: 'IV', maxKg: 12480, p13: 960 },
    { class: 'V', maxKg: 24960, p13: 1920 },
    { class: 'VI', maxKg: 49920, p13: 3840 },
    { class: 'VII', maxKg: 99840, p13: 7680 },
    { class: 'Especial', maxKg: null, p13: null },
  ],
  distances: {
    'property-line-wall': {
      label: { pt: 'limite de propriedade com muro ≥ 1,80 m', en: 'property line with wall ≥ 1.80 m' },
      byClass: byClass([1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 7.5]),
    },
    'property-line': {
      label: { pt: 'limite de propriedade sem muro', en: 'property line without wall' },
      byClass: byClass([1.5, 2.0, 2.5, 3.0, 4.5, 5.0, 6.0, 10.0]),
    },
    'heat-sources': {
      label: { pt: 'máquinas térmicas / chama aberta', en: 'heat machines / open flame' },
      byClass: byClass([5.0, 6.0, 7.5, 7.5, 7.5, 7.5, 7.5, 7.5]),
    },
    drains: {
      label: { pt: 'ralos, canaletas', en: 'drains, gutters' },
      byClass: byClass([1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5, 1.5]),
    },
    'ignition-sources': {
      label: {
        pt: 'bombas de combustível, escapamentos, respiros, outras fontes de ignição',
        en: 'fuel pumps, exhausts, vents, other ignition sources',
      },
      byClass: byClass([1.5, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0]),
    },
    'public-assembly': {
      label: { pt: 'locais de reunião de público', en: 'places of public assembly' },
      byClass: byClass([7.5, 7.5, 10.0, 10.0, 15.0, 15.0, 20.0, 30.0]),
    },
    buildings: {
      label: { pt: 'edificações', en: 'buildings' },
      byClass: byClass([1.0, 2.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0]),
    },
  },
  notes: [
    'Parede corta-fogo qualificada (sem aberturas, TRRF ≥ 2 h, altura ≥ 2,6 m, ≥ 1 m dos lotes) reduz à metade todas as distâncias, exceto a de ralos.',
    'Até 5 P13 para consumo próprio: isento.',
    'Em posto de combustível: uma única área de armazenamento, classe I ou II.',
  ],
};

/**
 * The fire-resistant wall ("parede resistente ao fogo") that halves every Table C1 distance but
 * the drains': no openings, fire resistance ≥ 2 h, ≥ 2.6 m high, ≥ 1 m from the container lots
 * (same source). The packs whose laws delegate to NBR 15514 give it as a parameter's value.
 */
export const NBR15514_FIRE_WALL: FireWallReduction = {
  factor: 0.5,
  exceptColumns: ['drains'],
  noOpenings: true,
  minFireResistanceHours: 2,
  minHeightM: 2.6,
  minDistanceFromStackM: 1,
};

/** The norms loaded by default. A test or municipality can load a different set. */
export function defaultNorms(): ReadonlyMap<string, NormTable> {
  return new Map([[NBR15514_2020.id, NBR15514_2020]]);
}
