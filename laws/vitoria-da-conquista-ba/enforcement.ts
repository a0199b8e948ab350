/**
 * Vitória da Conquista — art. 27: auto de infração with the fine of the municipal police-power
 * law (not received): the amount is the municipality-entered parameter fine-amount; until it
 * is entered the notice says so. The law sets no repeat-offence increase. Art. 26 I: in the
 * cases of letters a–c the administration may also seize the cylinders; those notices state it
 * and fine as art. 27 does, counted with it (one fine, one "reincidência").
 */
import { type EnforcementDef, type InfractionDef, sameIrregularityParameter } from '../../src/core/enforcement.ts';
import type { ParameterDef } from '../../src/core/types.ts';
import { LAW_DATE } from './parameters/common.ts';

export const enforcementParameters: ParameterDef[] = [
  sameIrregularityParameter(LAW_DATE, 'art27', 'Repeat offences are recorded; their effect is for the police-power law.'),
];

const ART27_FINE: InfractionDef['amount'] = { kind: 'external', parameter: 'fine-amount' };

/** Art. 26 I a–c: "permitirá a Administração Municipal: I — apreender botijões quando: …". */
function seizureCase(letter: 'a' | 'b' | 'c', title: { pt: string; en: string }, seized: { pt: string; en: string }): InfractionDef {
  return {
    id: `art26-I-${letter}`,
    penaltyUnit: `art26-I-${letter}`,
    title,
    // Art. 27: every irregularity is fined under the police-power law; art. 26 adds the seizure.
    amount: ART27_FINE,
    countsAs: 'art27',
    alsoSanctions: {
      pt: `apreensão dos botijões ${seized.pt}, que o art. 26, I, ${letter} permite à Administração Municipal`,
      en: `seizure of the cylinders ${seized.en}, which art. 26 I ${letter} allows the municipal administration`,
    },
  };
}

export const vdcEnforcement: EnforcementDef = {
  infractions: [
    {
      id: 'art27',
      penaltyUnit: 'art27',
      // Art. 27: "A constatação de irregularidade praticada por estabelecimentos definidos no artigo 1º".
      title: {
        pt: 'Irregularidade praticada por estabelecimento definido no art. 1º',
        en: 'Irregularity committed by an establishment defined in art. 1',
      },
      amount: ART27_FINE,
    },
    seizureCase(
      'a',
      { pt: 'Botijões armazenados em local não permitido para revenda', en: 'Cylinders stored where resale is not allowed' },
      { pt: 'armazenados no local não permitido', en: 'stored where it is not allowed' },
    ),
    seizureCase(
      'b',
      { pt: 'Botijões armazenados acima do número deferido no alvará', en: 'Cylinders stored above the number granted in the licence' },
      { pt: 'acima do número deferido no alvará', en: 'above the number granted in the licence' },
    ),
    seizureCase(
      'c',
      {
        pt: 'Botijões transportados e comercializados em veículos estranhos aos das empresas distribuidoras',
        en: "Cylinders carried and sold in vehicles other than the distributors'",
      },
      { pt: 'transportados no veículo', en: 'carried in the vehicle' },
    ),
  ],
  // Art. 26, I: "apreender botijões quando" stored where not allowed, above the alvará's number, or carried in others' vehicles.
  seizures: { unit: 'art26-I', kinds: ['container'] },
  sameIrregularityParameter: 'same-irregularity',
};
