/**
 * Vitória da Conquista's licensing procedure: before granting the alvará the municipality
 * requests the technical opinions of four departments (art. 19 I–IV); the alvará states the
 * resale type and class (art. 5) and the number of cylinders granted (art. 5 § 3º: "a quantidade
 * de botijões permitida"; art. 26 I b: seizure above "o deferido no Alvará"); art. 26 II: the
 * administration's opinion on suspension or revocation goes to the Mayor, who decides
 * (`dueProcess.decidedBy`: upholding either needs the Mayor's act and the opinion it followed).
 */
import type { ProcedureDef } from '../../src/core/procedure.ts';

export const vdcProcedure: ProcedureDef = {
  stages: [
    {
      id: 'alvara',
      kind: 'alvara',
      title: { pt: 'Alvará de Funcionamento de Revenda de GLP', en: 'GLP resale operating licence' },
      cite: 'art19',
      after: [],
      documents: [],
      // Art. 19: "qualquer das atividades enumeradas no art. 1º" — a shop of another trade that
      // resells GLP too (rules art19-I–IV ask the same four opinions of it): no activity filter.
      opinions: [
        {
          department: 'urbanism',
          title: { pt: 'Secretaria de Obras e Urbanismo', en: 'Public Works and Urbanism' },
          cite: 'art19-I',
          kind: 'opinion',
          role: 'reviewer',
          fact: 'opinions.urbanism',
        },
        {
          department: 'public-services',
          title: { pt: 'Secretaria de Serviços Públicos', en: 'Public Services' },
          cite: 'art19-II',
          kind: 'opinion',
          role: 'reviewer',
          fact: 'opinions.publicServices',
        },
        {
          department: 'health',
          title: { pt: 'Secretaria Municipal de Saúde Pública', en: 'Public Health' },
          cite: 'art19-III',
          kind: 'opinion',
          role: 'reviewer',
          fact: 'opinions.health',
        },
        {
          department: 'legal',
          title: { pt: 'Procuradoria Geral', en: 'Attorney General' },
          cite: 'art19-IV',
          kind: 'opinion',
          role: 'reviewer',
          fact: 'opinions.legal',
        },
      ],
      issuingRole: 'licensing-officer',
      validity: { n: 1, unit: 'years' },
      states: ['resale-type', 'class', 'containers', 'kg'],
      // Art. 5 § 3º: the requested kg in botijões, as rule art5-par3 converts them (botijao-kg on
      // the decision date); § 2º: an inspection compares the stock with that number.
      countsContainers: {
        parameter: 'botijao-kg',
        cite: 'art5-par3',
        name: { pt: 'botijões', en: 'cylinders' },
        fact: 'storage.licensedQuantity',
      },
      cites: ['art5', 'art26-I-b'],
      conditions: [
        {
          pt: 'Botijões armazenados acima do número deferido neste alvará serão apreendidos (art. 26, I, b).',
          en: 'Cylinders stored above the number granted here will be seized (art. 26 I b).',
        },
      ],
    },
  ],
  // The law has no renewal: art. 24 is the one-off review of the licences of 1993, not a renewal.
  // The renewal cites the licence it renews (art. 19); its 30-day window is a choice (notes).
  renewal: { cite: 'art19', dueWithinDays: 30 },
  addressChange: { effect: 'new-licence', cite: 'art19-I' },
  holderChange: { effect: 'new-licence', cite: 'art19-IV' },
  dueProcess: {
    defenceDays: 15,
    cite: 'art27',
    sanctions: { suspend: 'art26-II', revoke: 'art26-II' },
    // Art. 26 II: "emitir parecer com sugestões para o Chefe do Executivo Municipal sobre a
    // suspensão ou a cassação do Alvará de Revenda" — the staff opine, the Mayor decides.
    decidedBy: {
      id: 'chief-executive',
      title: { pt: 'Chefe do Executivo Municipal', en: 'Mayor (Chefe do Executivo Municipal)' },
      decided: { pt: 'decidido pelo Chefe do Executivo', en: 'decided by the Mayor' },
      cite: 'art26-II',
      sanctions: ['suspend', 'revoke'],
      licenceKinds: ['alvara'],
    },
  },
  notes: [
    'The law sets no term for the alvará: one year is the municipality’s choice here, and so is asking for renewal within 30 days before it ends (art. 24 is the one-off review of the licences in force in 1993, not a renewal).',
    'Art. 27 sends infractions to the processo fiscal administrativo without a term: 15 days for the defence is the procedure’s choice.',
    'Art. 26 II: the administration issues an opinion (parecer) to the Mayor on suspension or revocation, and the Mayor decides: the licensing officer notifies the case and records the defence; upholding it records the Mayor’s act (kind, number, date) and the opinion it followed, after notice and defence (art. 27: processo fiscal administrativo). A case the administration drops without proposing the sanction is dismissed by the officer.',
  ],
};
