/**
 * Nova Odessa — art. 18: 200 UFIR, "com a aplicação em dobro em caso de reincidência" (reading:
 * repeat-offence-doubling); the UFIR in reais is dated data (ufir-value-brl). Art. 14 § 3º: a
 * vehicle in breach of the law, or without its alvará fixed to the front, is seized and fined
 * with "as penalidades previstas nesta legislação" (art. 18's fine, counted with it). Art. 17
 * parágrafo único: refusing inspectors access closes the place at once.
 */
import { type EnforcementDef, type InfractionDef, sameIrregularityParameter } from '../../src/core/enforcement.ts';
import type { ParameterDef } from '../../src/core/types.ts';
import { LAW_DATE } from './parameters/art04-06.ts';

export const enforcementParameters: ParameterDef[] = [
  sameIrregularityParameter(
    LAW_DATE,
    'art18',
    '"em caso de reincidência": default the same violated units of the law; alternative: any breach of the law (art. 18 has one fine).',
    { pt: 'art. 8º, II', en: 'art. 8 II' },
  ),
];

/** Art. 18: 200 UFIR, in reais at the dated UFIR value, with the update index when one is loaded. */
const ART18_FINE: InfractionDef['amount'] = {
  kind: 'indexed',
  parameter: 'fine-ufir',
  unitName: 'UFIR',
  rateParameter: 'ufir-value-brl',
  updateParameter: 'ufir-update-index',
};

export const novaOdessaEnforcement: EnforcementDef = {
  infractions: [
    {
      id: 'art18',
      penaltyUnit: 'art18',
      title: {
        pt: 'Descumprimento de disposição desta Lei ou das normas estaduais e federais correlatas',
        en: 'Breach of this law or of the related state and federal norms',
      },
      amount: ART18_FINE,
    },
    {
      id: 'art14-par3',
      penaltyUnit: 'art14-par3',
      title: {
        pt: 'Veículo em desacordo com esta Lei ou sem o alvará afixado na parte dianteira: apreensão e multa',
        en: 'Vehicle in breach of this law or without its alvará fixed to the front: seizure and fine',
      },
      // "observando-se para a imposição da multa as penalidades previstas nesta legislação": art. 18.
      // The infraction of a vehicle failing the roadside check (field.vehicles.rules), the notice
      // naming the violated units: a mobile post without its price table (art. 13 § 5º), its
      // identification (art. 14) or selling another brand (art. 14 § 1º) is "em desacordo com esta
      // Lei" as much as one without inspection, extinguisher or course (art. 14 §§ 2º, 4º, art. 15
      // parágrafo único). 200 UFIR, doubled on a repeat counted with art. 18's.
      amount: ART18_FINE,
      countsAs: 'art18',
      alsoSanctions: {
        pt: 'apreensão do veículo, liberado somente após cumpridos os quesitos mínimos exigidos por lei (art. 14, § 3º)',
        en: 'seizure of the vehicle, released only once the minimum requirements of the law are met (art. 14 § 3)',
      },
    },
  ],
  repeat: {
    unit: 'art18',
    increase: { parameter: 'repeat-offence-multiplier', as: 'multiplier' },
    mode: { parameter: 'repeat-offence-doubling', readings: { 'double-each-repeat': 'flat', compound: 'compound' } },
  },
  // Art. 14, § 3º: "O veículo que for encontrado em desacordo com esta Lei … será apreendido": the vehicle only.
  seizures: { unit: 'art14-par3', kinds: ['vehicle'] },
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
