/**
 * Nova Odessa — art. 18: 200 UFIR, "com a aplicação em dobro em caso de reincidência" (reading:
 * repeat-offence-doubling); the UFIR in reais is dated data (ufir-value-brl). Art. 17
 * parágrafo único: refusing inspectors access closes the place at once.
 */
import { type EnforcementDef, sameIrregularityParameter } from '../../src/core/enforcement.ts';
import type { ParameterDef } from '../../src/core/types.ts';
import { LAW_DATE } from './parameters/art04-06.ts';

export const enforcementParameters: ParameterDef[] = [
  sameIrregularityParameter(
    LAW_DATE,
    'art18',
    '"em caso de reincidência": default the same violated units of the law; alternative: any breach of the law (art. 18 has one fine).',
  ),
];

export const novaOdessaEnforcement: EnforcementDef = {
  infractions: [
    {
      id: 'art18',
      penaltyUnit: 'art18',
      title: {
        pt: 'Descumprimento de disposição desta Lei ou das normas estaduais e federais correlatas',
        en: 'Breach of this law or of the related state and federal norms',
      },
      amount: {
        kind: 'indexed',
        parameter: 'fine-ufir',
        unitName: 'UFIR',
        rateParameter: 'ufir-value-brl',
        updateParameter: 'ufir-update-index',
      },
    },
  ],
  repeat: {
    unit: 'art18',
    increase: { parameter: 'repeat-offence-multiplier', as: 'multiplier' },
    mode: { parameter: 'repeat-offence-doubling', readings: { 'double-each-repeat': 'flat', compound: 'compound' } },
  },
  sameIrregularityParameter: 'same-irregularity',
  closureGrounds: [
    {
      id: 'access-refused',
      unit: 'art17-parU',
      title: {
        pt: 'Negativa de acesso aos agentes públicos ou embaraço à fiscalização: interdição imediata',
        en: 'Access refused to the public agents or inspection obstructed: immediate closure',
      },
    },
  ],
};
