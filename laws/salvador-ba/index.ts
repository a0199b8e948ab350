/** Salvador/BA law pack: the municipal GLP law of 26/07/2011 (reported as Lei nº 8.053/2011). */
import { nbrClassifier } from '../../src/core/classes.ts';
import { definePack } from '../../src/core/pack.ts';
import { salvadorEnforcement, enforcementParameters } from './enforcement.ts';
import { salvadorProcedure } from './procedure.ts';
import { existedAtPublication } from '../../src/core/rulekit-establishment.ts';
import { salvadorParameters } from './parameters/index.ts';
import { ESTABLISHMENTS } from './rules/common.ts';
import { classifiedQuantity } from './rules/nbr.ts';
import { salvadorRules } from './rules/index.ts';
import { salvadorLaw } from './text.ts';
import { salvadorFacts } from './facts.ts';
import boundary from './boundary.json' with { type: 'json' };
import { boundaryFromFeature } from '../../src/core/boundary.ts';

export const salvadorPack = definePack({
  id: 'salvador-ba',
  name: 'Salvador',
  uf: 'BA',
  ibge: '2927408',
  boundary: boundaryFromFeature('salvador-ba', boundary),
  procedure: salvadorProcedure,
  version: '2026.12.05.17',
  laws: [salvadorLaw],
  facts: salvadorFacts,
  parameters: [...salvadorParameters, ...enforcementParameters],
  enforcement: salvadorEnforcement,
  rules: salvadorRules,
  classify: nbrClassifier('art2-par2', ESTABLISHMENTS, classifiedQuantity),
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
      // 180 days "a partir da data da publicação", the start day excluded (Código Civil, art. 132).
      period: { parameter: 'art16-period-days' },
      unknownFact: 'establishment.authorisedByExecutive',
      rules: ['art2-III-zone'],
    },
  ],
  // Issue 11: the roadside sound check evaluates art. 4 parágrafo único at one moment, Salvador local time.
  field: {
    timeZone: 'America/Bahia',
    soundAdvertising: { rule: 'art4-parU', activity: 'glp-mobile-sale' },
    // Art. 3 (adapted; identified, § 1º; sidecar, § 2º), art. 4 (no horn) and art. 8 (signs on the vehicle).
    // Art. 1º: GLP is sold only after the alvará; a plate registered to no licensed outlet has none.
    vehicles: {
      rules: ['art3', 'art3-par1', 'art3-par2', 'art4-horn', 'art8-vehicles'],
      unregistered: 'art1',
      // Art. 2º, II: "seguro contra terceiros, inclusive dos veículos": asked of the outlet's record at the roadside.
      insurance: { unit: 'art2-II', document: 'thirdPartyInsurance' },
    },
  },
  notes: [
    'The received text carries neither the law number nor its publication: it is reported as Lei nº 8.053/2011, DOM of 27/07/2011. Dates and periods use 26/07/2011.',
    'Art. 2 § 2º and art. 10 refer to NBR 15514 "or a later norm that updates or replaces it": the loaded current edition (2020, CBMGO NT 28/2022 transcription) applies and findings say which edition and source.',
    'The NBR 15514 class of art. 2 § 2º and art. 10 ("as instalações para armazenamento de GLP") is that of the larger of application.requestedQuantity and the containers on site (reading nbr-class-quantity): a TVL asked before any stock is classed by the quantity it asks.',
    'Zoning (PDDU/LOUOS), the TRANSALVADOR norms, the fire brigade and ANP norms and the noise legislation are external: their results enter as facts or evidence.',
    'Holidays: national and Bahia from date-holidays 3.37.0 (type "public", election days excluded); Salvador municipal holidays are parameter data.',
  ],
});

/** The pack this directory contributes (found by src/app/packs.ts loadPackRegistry). */
export { salvadorPack as pack };
