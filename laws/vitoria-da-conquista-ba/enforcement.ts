/**
 * Vitória da Conquista — art. 27: auto de infração with the fine of the municipal police-power
 * law (not received): the amount is the municipality-entered parameter fine-amount; until it
 * is entered the notice says so. The law sets no repeat-offence increase.
 */
import { type EnforcementDef, sameIrregularityParameter } from '../../src/core/enforcement.ts';
import type { ParameterDef } from '../../src/core/types.ts';
import { LAW_DATE } from './parameters/common.ts';

export const enforcementParameters: ParameterDef[] = [
  sameIrregularityParameter(LAW_DATE, 'art27', 'Repeat offences are recorded; their effect is for the police-power law.'),
];

export const vdcEnforcement: EnforcementDef = {
  infractions: [
    {
      id: 'art27',
      penaltyUnit: 'art27',
      title: { pt: 'Irregularidade constatada (art. 27)', en: 'Irregularity found (art. 27)' },
      amount: { kind: 'external', parameter: 'fine-amount' },
    },
  ],
  sameIrregularityParameter: 'same-irregularity',
};
