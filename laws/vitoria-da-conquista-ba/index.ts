/** Vitória da Conquista/BA law pack: Lei 709/1993. */
import { addToDate } from '../../src/core/format.ts';
import { definePack, valueOn } from '../../src/core/pack.ts';
import { existedAtPublication } from '../../src/core/transitions.ts';
import type { ParameterDef } from '../../src/core/types.ts';
import { classify } from './classes.ts';
import { GLP_OUTLETS } from './helpers.ts';
import { vdcParameters } from './parameters.ts';
import { vdcRules } from './rules/index.ts';
import { vdcLaw } from './text.ts';

const reviewDays = vdcParameters.find((p) => p.id === 'licence-review-days');

export const vdcPack = definePack({
  id: 'vitoria-da-conquista-ba',
  name: 'Vitória da Conquista',
  uf: 'BA',
  ibge: '2933307',
  version: '2026.11.30',
  laws: [vdcLaw],
  parameters: vdcParameters,
  rules: vdcRules,
  classify,
  transitions: [
    {
      unit: 'art24',
      title: {
        pt: 'Revisão dos alvarás de revenda de GLP existentes em até 60 dias da publicação',
        en: 'Review of existing GLP resale licences within 60 days of publication',
      },
      covers: (input, law) => ((GLP_OUTLETS as readonly string[]).includes(input.activity) ? existedAtPublication(input, law) : false),
      // "no prazo máximo de 60 dias da publicação": day 60 (24/07/1993) is the last day; `until` is exclusive.
      until: (law, param) => {
        const days = param
          ? param<number>('licence-review-days')
          : (valueOn(reviewDays as ParameterDef<number>, law.inForceFrom)?.value as number);
        return addToDate(law.inForceFrom, days + 1, 'days');
      },
      rules: 'all',
    },
  ],
  siting: [
    {
      rule: 'art17-VI',
      categories: ['public-assembly'],
      parameter: 'depot-from-assembly',
      measure: 'point',
      activities: ['glp-depot', 'fuel-depot'],
    },
    {
      rule: 'art21-II',
      categories: ['school', 'daycare', 'hospital', 'health', 'recreational-cultural'],
      parameter: 'station-from-sensitive',
      measure: 'frontage',
      activities: ['fuel-station', 'glp-resale-at-fuel-station', 'vehicle-services'],
    },
    {
      rule: 'art21-III',
      categories: ['fuel-depot', 'explosives-depot'],
      parameter: 'station-from-depots',
      measure: 'point',
      activities: ['fuel-station', 'glp-resale-at-fuel-station', 'vehicle-services'],
    },
    {
      rule: 'art22',
      categories: ['glp-outlet'],
      parameter: 'outlet-from-outlet',
      measure: 'point',
      statuses: ['licensed', 'existing'],
      activities: ['glp-resale', 'glp-resale-at-fuel-station'],
    },
    {
      rule: 'art23-I',
      categories: ['school'],
      parameter: 'outlet-from-school',
      measure: 'point',
      activities: ['glp-resale', 'glp-resale-at-fuel-station'],
    },
    {
      rule: 'art23-II',
      categories: ['fuel-depot', 'explosives-depot'],
      parameter: 'outlet-from-depots',
      measure: 'point',
      activities: ['glp-resale', 'glp-resale-at-fuel-station'],
    },
  ],
  notes: [
    'OCR transcription: every correction is a transcription note (glp laws show). Classes A/B/C zone items are kept as read; the scan is uncertain there.',
    "Zoning (Plano Diretor) is external: the lot's zone kind is a fact; the Secretaria de Obras e Urbanismo's opinion (art. 19 I) covers the location within the zone.",
    'Fines (art. 27) come from the municipal police-power law, not received: parameter fine-amount has no value and fines.ts answers "not set".',
    'Distances to the urban perimeter (arts. 16, 18) are entered facts (zone.distanceToUrbanPerimeterM); the perimeter is not a place category.',
  ],
});

/** The pack this directory contributes (found by src/app/packs.ts loadPackRegistry). */
export { vdcPack as pack };
