/** Belém/PA law pack. */
import { definePack } from '../../src/core/pack.ts';
import { nbrClassifier } from '../../src/core/classes.ts';
import { existedAtPublication } from '../../src/core/transitions.ts';
import { belemParameters } from './parameters.ts';
import { belemRules } from './rules.ts';
import { belemLaw } from './text.ts';

export const belemPack = definePack({
  id: 'belem-pa',
  name: 'Belém',
  uf: 'PA',
  ibge: '1501402',
  version: '2026.11.30',
  laws: [belemLaw],
  parameters: belemParameters,
  rules: belemRules,
  classify: nbrClassifier('art2-I-b', ['glp-resale']),
  transitions: [
    {
      unit: 'art4-parU',
      title: { pt: 'Adaptações do art. 3º em 6 meses', en: 'Art. 3 adaptations within 6 months' },
      covers: existedAtPublication,
      until: () => '2012-07-16',
      rules: ['art3-I', 'art3-II', 'art3-III', 'art3-IV', 'art3-V', 'art3-VI'],
    },
  ],
  siting: [
    {
      rule: 'art2-I-a',
      categories: ['glp-outlet'],
      parameter: 'min-distance-between-outlets',
      measure: 'edge',
      statuses: ['licensed', 'existing', 'construction-approved'],
      activities: ['glp-resale'],
    },
    {
      rule: 'art2-I-b',
      categories: ['industry-heat'],
      normColumn: 'heat-sources',
      measure: 'edge',
      activities: ['glp-resale'],
    },
    {
      rule: 'art2-I-b',
      categories: ['school', 'daycare', 'research', 'hospital', 'health', 'barracks', 'church', 'large-commerce'],
      normColumn: 'public-assembly',
      measure: 'edge',
      activities: ['glp-resale'],
    },
    {
      rule: 'art2-I-b',
      categories: ['environmental-area'],
      normColumn: 'property-line',
      measure: 'edge',
      activities: ['glp-resale'],
    },
  ],
  notes: [
    'Art. 2, I, b delegates distances to ABNT NBR 15514:2007; the loaded table is NBR 15514:2020 (CBMGO NT 28/2022) and findings say so.',
  ],
});

/** The pack this directory contributes (found by src/app/packs.ts loadPackRegistry). */
export { belemPack as pack };
