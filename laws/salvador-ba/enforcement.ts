/**
 * Salvador — art. 15: the infractions and their fines (parameters in parameters/art15.ts),
 * +50 % at each finding of repeat offence (§ 1º, reading: repeat-increase-mode), closure at
 * the 3rd notification on the same irregularity (§ 1º), revocation possible after 90 days of
 * closure without remedy (§ 2º).
 */
import { type EnforcementDef, sameIrregularityParameter } from '../../src/core/enforcement.ts';
import type { ParameterDef } from '../../src/core/types.ts';
import { LAW_DATE } from './parameters/common.ts';

export const enforcementParameters: ParameterDef[] = [
  sameIrregularityParameter(
    LAW_DATE,
    'art15-par1',
    '"a 3ª (terceira) sobre a mesma irregularidade": default the same violated units of the law; alternative: the same item of art. 15.',
    { pt: 'art. 2º, IV', en: 'art. 2 IV' },
  ),
];

export const salvadorEnforcement: EnforcementDef = {
  infractions: [
    {
      id: 'art15-I',
      penaltyUnit: 'art15-I',
      title: {
        pt: 'Manter em depósito, distribuir ou vender GLP sem Alvará',
        en: 'Storing, distributing or selling GLP without a licence',
      },
      amount: { kind: 'fixed', parameter: 'fine-art15-I' },
      alsoSanctions: { pt: 'apreensão dos produtos e do veículo', en: 'seizure of the goods and the vehicle' },
    },
    {
      id: 'art15-II',
      penaltyUnit: 'art15-II',
      // "efetuar entrega a domicílio em veículo em desacordo com o art. 5º desta Lei e a legislação vigente" (art. 15, II).
      title: {
        pt: 'Efetuar entrega a domicílio em veículo em desacordo com o art. 5º desta Lei e a legislação vigente',
        en: 'Home delivery in a vehicle not complying with art. 5 of this Law and the legislation in force',
      },
      amount: { kind: 'fixed', parameter: 'fine-art15-II' },
      alsoSanctions: { pt: 'apreensão do veículo', en: 'seizure of the vehicle' },
    },
    {
      id: 'art15-III',
      penaltyUnit: 'art15-III',
      title: {
        pt: 'Instalações de armazenamento de recipientes transportáveis de GLP em desacordo com a lei',
        en: 'Storage installations of portable GLP containers not complying with the law',
      },
      amount: { kind: 'range', parameter: 'fine-art15-III' },
      // Art. 6 (storage by the fire brigade's and the ANP's norms) has no rule of its own: its breach is an installation "em desacordo".
      covers: ['art6'],
    },
    {
      id: 'art15-IV',
      penaltyUnit: 'art15-IV',
      title: {
        pt: 'Não informar atividades cumulativas com a revenda de GLP',
        en: 'Not declaring activities carried on with the GLP resale',
      },
      amount: { kind: 'fixed', parameter: 'fine-art15-IV' },
    },
    {
      id: 'art15-V',
      penaltyUnit: 'art15-V',
      title: { pt: 'Descumprimento de inciso do art. 2º', en: 'Breach of an item of art. 2' },
      amount: { kind: 'fixed', parameter: 'fine-art15-V' },
      // "notificação; mantendo-se irregular, multa de R$ 100,00"
      notifyFirst: true,
    },
  ],
  repeat: {
    unit: 'art15-par1',
    increase: { parameter: 'repeat-increase-percent', as: 'percent' },
    mode: { parameter: 'repeat-increase-mode', readings: { linear: 'linear', compound: 'compound' } },
  },
  sameIrregularityParameter: 'same-irregularity',
  // Each rule's item of art. 15 (parameter penalty-by-rule) says which item a notice on its units may cite.
  coverageByRule: { parameter: 'penalty-by-rule', infraction: (item) => `art15-${item}` },
  // Art. 14: "podendo, inclusive, apreender produtos e veículos" (art. 15, I and II name them too).
  seizures: { unit: 'art14', kinds: ['container', 'goods', 'vehicle'] },
  closureGrounds: [
    {
      id: 'repeat-notifications',
      unit: 'art15-par1',
      title: {
        pt: 'Irregularidade persistente na 3ª notificação sobre a mesma irregularidade',
        en: 'Irregularity persisting at the 3rd notification on the same irregularity',
      },
      atNotificationParameter: 'interdiction-at-notification',
    },
  ],
  revocationAfterClosure: { unit: 'art15-par2', daysParameter: 'revocation-after-interdiction-days' },
};
