/**
 * Belém — art. 6 § 2º (transport: R$ 5.000,00) and art. 7 parágrafo único (storage or retail
 * where forbidden: R$ 10.000,00), each "com acréscimo de 100 %, progressivamente, no caso de
 * reincidência" (reading: repeat-offence-progression).
 */
import { type EnforcementDef, sameIrregularityParameter } from '../../src/core/enforcement.ts';
import type { ParameterDef } from '../../src/core/types.ts';
import { belemLaw } from './text.ts';

const LAW_DATE = belemLaw.inForceFrom;

export const enforcementParameters: ParameterDef[] = [
  {
    id: 'repeat-increase-percent',
    unit: 'percent',
    description: { pt: 'Acréscimo da multa por reincidência', en: 'Fine increase per repeat offence' },
    values: [{ from: LAW_DATE, value: 100, cite: 'art6-par2', note: '"com acréscimo de 100%" (art. 6º § 2º and art. 7º parágrafo único)' }],
  },
  sameIrregularityParameter(
    LAW_DATE,
    'art6-par2',
    '"no caso de reincidência": default the same violated units of the law; alternative: the same article (6 or 7).',
    { pt: 'art. 7º', en: 'art. 7' },
  ),
];

export const belemEnforcement: EnforcementDef = {
  infractions: [
    {
      id: 'art6-par2',
      penaltyUnit: 'art6-par2',
      title: { pt: 'Infração ao art. 6º (transporte de GLP)', en: 'Breach of art. 6 (GLP transport)' },
      amount: { kind: 'fixed', parameter: 'fine-art6' },
      covers: ['art6'],
    },
    {
      id: 'art7-parU',
      penaltyUnit: 'art7-parU',
      title: {
        pt: 'Infração ao art. 7º (armazenamento ou comércio varejista em local vedado)',
        en: 'Breach of art. 7 (storage or retail where forbidden)',
      },
      amount: { kind: 'fixed', parameter: 'fine-art7' },
      covers: ['art7'],
    },
  ],
  // "A infração ao disposto neste Artigo": only arts. 6 (§ 2º) and 7 (parágrafo único) carry fines.
  onlyCoveredUnits: true,
  repeat: {
    unit: 'art6-par2',
    increase: { parameter: 'repeat-increase-percent', as: 'percent' },
    mode: { parameter: 'repeat-offence-progression', readings: { linear: 'linear', compound: 'compound' } },
  },
  sameIrregularityParameter: 'same-irregularity',
};
