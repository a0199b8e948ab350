/** Salvador — dated parameters of art. 15 (penalties), each citing the unit that sets it. */
import type { ParameterDef } from '../../../src/core/types.ts';
import { LAW_DATE, FINE_NOTE } from './common.ts';

export const penaltyParameters: ParameterDef[] = [
  // --- Art. 15: penalties -------------------------------------------------------------
  {
    id: 'fine-art15-I',
    unit: 'BRL',
    description: {
      pt: 'Multa por manter em depósito, distribuir ou vender GLP sem alvará (mais apreensão)',
      en: 'Fine for storing, distributing or selling GLP without a licence (plus seizure)',
    },
    values: [{ from: LAW_DATE, value: 500, cite: 'art15-I', note: FINE_NOTE }],
  },
  {
    id: 'fine-art15-II',
    unit: 'BRL',
    description: {
      pt: 'Multa por entrega a domicílio em veículo em desacordo com o art. 5º e a legislação vigente (mais apreensão do veículo)',
      en: 'Fine for home delivery in a vehicle not complying with art. 5 and the legislation in force (plus vehicle seizure)',
    },
    values: [{ from: LAW_DATE, value: 300, cite: 'art15-II', note: FINE_NOTE }],
  },
  {
    id: 'fine-art15-III',
    unit: 'BRL',
    description: {
      pt: 'Multa variável por instalações de armazenamento em desacordo com a lei (o fiscal fixa o valor na faixa)',
      en: 'Variable fine for storage installations not complying with the law (the inspector fixes the amount in the range)',
    },
    values: [{ from: LAW_DATE, value: { min: 100, max: 300 }, cite: 'art15-III', note: FINE_NOTE }],
  },
  {
    id: 'fine-art15-IV',
    unit: 'BRL',
    description: { pt: 'Multa por não informar atividades cumulativas', en: 'Fine for not declaring cumulative activities' },
    values: [{ from: LAW_DATE, value: 300, cite: 'art15-IV', note: FINE_NOTE }],
  },
  {
    id: 'fine-art15-V',
    unit: 'BRL',
    description: {
      pt: 'Multa por descumprir inciso do art. 2º, após notificação não atendida',
      en: 'Fine for breaching an item of art. 2, after an unheeded notification',
    },
    values: [{ from: LAW_DATE, value: 100, cite: 'art15-V', note: `Notification first. ${FINE_NOTE}` }],
  },
  {
    id: 'repeat-increase-percent',
    unit: 'percent',
    description: { pt: 'Acréscimo da multa a cada constatação de reincidência', en: 'Fine increase at each finding of repeat offence' },
    values: [{ from: LAW_DATE, value: 50, cite: 'art15-par1' }],
  },
  {
    id: 'repeat-increase-mode',
    unit: 'none',
    interpretation: true,
    description: {
      pt: '"acrescidas de 50% a cada constatação de reincidência": sobre a multa-base ou sobre a multa anterior',
      en: '"increased by 50% at each finding of repeat offence": on the base fine or on the previous fine',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'linear',
        cite: 'art15-par1',
        note: 'Default linear: the increase is on the fine "descrita no caput" (the base); in doubt the lighter sanction. n-th repeat: base × (1 + 0,5 n).',
      },
    ],
    alternatives: [
      {
        value: 'linear',
        description: {
          pt: 'linear: base × (1 + 0,5 n) na n-ésima reincidência (R$ 100 → 150 → 200 → 250)',
          en: 'linear: base × (1 + 0.5 n) at the n-th repeat (R$ 100 → 150 → 200 → 250)',
        },
      },
      {
        value: 'compound',
        description: {
          pt: 'composto: base × 1,5ⁿ na n-ésima reincidência (R$ 100 → 150 → 225 → 337,50)',
          en: 'compound: base × 1.5ⁿ at the n-th repeat (R$ 100 → 150 → 225 → 337.50)',
        },
      },
    ],
  },
  {
    id: 'interdiction-at-notification',
    unit: 'count',
    description: {
      pt: 'Notificação sobre a mesma irregularidade a partir da qual, persistindo, o estabelecimento é interditado',
      en: 'Notification on the same irregularity from which, if it persists, the establishment is interdicted',
    },
    values: [{ from: LAW_DATE, value: 3, cite: 'art15-par1', note: '"caso esta seja a 3ª (terceira) sobre a mesma irregularidade"' }],
  },
  {
    id: 'revocation-after-interdiction-days',
    unit: 'days',
    description: {
      pt: 'Dias de interdição sem saneamento após os quais o alvará pode ser cassado (com ampla defesa)',
      en: 'Days of interdiction without remedy after which the licence may be revoked (with right of defence)',
    },
    values: [{ from: LAW_DATE, value: 90, cite: 'art15-par2' }],
  },
  {
    id: 'penalty-by-rule',
    unit: 'none',
    description: {
      pt: 'Inciso do art. 15 que pune a violação de cada regra (par1, par2: a interdição e a cassação dos §§ 1º e 2º; null: o art. 15 não tipifica multa própria)',
      en: 'Item of art. 15 punishing the violation of each rule (par1, par2: the interdiction and the revocation of §§ 1 and 2; null: art. 15 sets no specific fine)',
    },
    values: [
      {
        from: LAW_DATE,
        value: {
          art1: 'I',
          'art1-par1': null,
          'art2-I': 'V',
          'art2-II': 'V',
          'art2-III-zone': 'V',
          'art2-III-distance': 'V',
          'art2-IV-scale': 'V',
          'art2-IV-prices': 'V',
          'art2-IV-invoices': 'V',
          'art2-V': 'V',
          'art2-par2': 'III',
          art3: 'II',
          'art3-par1': 'II',
          'art3-par2': 'II',
          'art4-horn': null,
          'art4-noise': null,
          'art4-parU': null,
          art7: 'III',
          art8: 'III',
          'art8-vehicles': 'II',
          art9: 'III',
          art10: 'III',
          art11: 'III',
          'art15-I-sale': 'I',
          'art15-IV': 'IV',
          'art15-par1': 'par1',
          'art15-par2': 'par2',
        },
        cite: 'art15',
        note:
          'Art. 2 items → V (notification, then fine). Storage installations (art. 2 § 2º, 7–11) → III. Delivery vehicles (art. 3, art. 8 vehicle signs) → II ("veículo em desacordo com … a legislação vigente"). ' +
          'Art. 15 § 1º (interdicted, the notification not met) → par1: the interdiction lasts until the notification is met. Art. 15 § 2º (interdiction not remedied in 90 days) → par2: revocation of the alvará. Art. 1 § 1º (renewal not requested within the six months of 2011) has none either. Art. 4 (sound) has no fine in art. 15: the noise legislation and art. 14 apply. Art. 11 at premises that sell GLP without an alvará is also art. 15, I (rule art15-I-sale).',
      },
    ],
  },
];
