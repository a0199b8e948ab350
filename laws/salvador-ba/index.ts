/** Salvador/BA law pack: the municipal GLP law of 26/07/2011 (reported as Lei nº 8.053/2011). */
import { nbrClassifier } from '../../src/core/classes.ts';
import { addToDate } from '../../src/core/format.ts';
import { definePack } from '../../src/core/pack.ts';
import { existedAtPublication } from '../../src/core/transitions.ts';
import { salvadorParameters } from './parameters.ts';
import { ART16_DAYS, FIXED } from './rules/common.ts';
import { salvadorRules } from './rules/index.ts';
import { salvadorLaw } from './text.ts';

export const salvadorPack = definePack({
  id: 'salvador-ba',
  name: 'Salvador',
  uf: 'BA',
  ibge: '2927408',
  version: '2026.11.30',
  laws: [salvadorLaw],
  parameters: salvadorParameters,
  rules: salvadorRules,
  classify: nbrClassifier('art2-par2', FIXED),
  transitions: [
    {
      unit: 'art16',
      title: {
        pt: 'Art. 16: 180 dias para transferir, adequar ou encerrar atividade em local não admitido',
        en: 'Art. 16: 180 days to move, adapt or close an activity in a place where it is not admitted',
      },
      // Operating at publication with the Executive's authorisation ("desde que autorizados pelo Executivo").
      covers(input, law) {
        const existed = existedAtPublication(input, law);
        if (existed !== true) return existed;
        return input.establishment?.authorisedByExecutive;
      },
      // 180 days from 26/07/2011, the start day excluded: last day 22/01/2012; exclusive end 23/01/2012.
      until: (law, param) => addToDate(law.inForceFrom, (param?.<number>('art16-period-days') ?? ART16_DAYS) + 1, 'days'),
      unknownFact: 'establishment.authorisedByExecutive',
      rules: ['art2-III-zone'],
    },
  ],
  siting: [
    {
      rule: 'art2-III-distance',
      categories: ['glp-outlet'],
      parameter: 'min-distance-between-establishments',
      measure: 'point',
      statuses: ['licensed', 'existing', 'construction-approved'],
      activities: FIXED,
    },
    {
      rule: 'art10',
      categories: ['public-assembly'],
      normColumn: 'public-assembly',
      measure: 'point',
      activities: FIXED,
    },
  ],
  notes: [
    'The received text carries neither the law number nor its publication: it is reported as Lei nº 8.053/2011, DOM of 27/07/2011. Dates and periods use 26/07/2011.',
    'Art. 2 § 2º and art. 10 refer to NBR 15514 "or a later norm that updates or replaces it": the loaded current edition (2020, CBMGO NT 28/2022 transcription) applies and findings say which edition and source.',
    'Zoning (PDDU/LOUOS), the TRANSALVADOR norms, the fire brigade and ANP norms and the noise legislation are external: their results enter as facts or evidence.',
    'Holidays: national and Bahia from date-holidays 3.37.0 (type "public", election days excluded); Salvador municipal holidays are parameter data.',
  ],
});

/** The pack this directory contributes (found by src/app/packs.ts loadPackRegistry). */
export { salvadorPack as pack };
