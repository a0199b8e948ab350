/** Nova Odessa — dated parameters of arts. 12–21: zones and premises, licence, fines, transition. */
import type { ParameterDef } from '../../../src/core/types.ts';
import { LAW_DATE } from './art04-06.ts';

export const commerceParameters: ParameterDef[] = [
  // --- Art. 12, 15: zones and premises ---------------------------------------------------------
  {
    id: 'residential-zone-classes',
    unit: 'none',
    description: {
      pt: 'Classes admitidas em Zona Residencial (com alvará específico)',
      en: 'Classes allowed in a residential zone (with a specific licence)',
    },
    values: [{ from: LAW_DATE, value: ['I'], cite: 'art12', note: '"se limitado ao tipo de instalação de armazenamento classe I"' }],
  },
  {
    id: 'specialised-sale-premises',
    unit: 'none',
    description: {
      pt: 'Tipos de estabelecimento onde a venda de GLP é permitida (especializados em estocagem e revenda)',
      en: 'Premises types where GLP may be sold (specialised in storing and reselling it)',
    },
    values: [
      {
        from: LAW_DATE,
        value: ['dedicated'],
        cite: 'art15',
        note: 'Sale is forbidden in supermarkets, bars, restaurants, fuel stations, groceries, bakeries, residences "e em quaisquer outros ... não especializados em estocagem e revenda do produto": only the reseller\'s own premises qualify.',
      },
    ],
  },

  // --- Art. 16: licence -------------------------------------------------------------------------
  {
    id: 'renewal-period-months',
    unit: 'months',
    description: {
      pt: 'Validade das vistorias e do alvará (renovação anual)',
      en: 'Validity of the inspections and the licence (yearly renewal)',
    },
    values: [{ from: LAW_DATE, value: 12, cite: 'art16-par1', note: '"renováveis anualmente"' }],
  },
  {
    id: 'art16-licence-scope',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Quem precisa do alvará específico do art. 16 ("o armazenamento e a comercialização de GLP")',
      en: 'Who needs the specific licence of art. 16 ("the storage and sale of GLP")',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'commerce-and-classed-storage',
        cite: 'art16',
        note: 'Default: sale (fixed and mobile outlets) and any storage above the own-use quantity of art. 4 (a classed installation of art. 5). The small own-use storage of art. 4 has its own requirements and no licence.',
      },
    ],
    alternatives: [
      {
        value: 'commerce-and-classed-storage',
        description: {
          pt: 'venda (postos fixos e ambulantes) e todo armazenamento acima do art. 4º (instalação classificada do art. 5º)',
          en: 'sale (fixed and mobile outlets) and any storage above art. 4 (a classed installation of art. 5)',
        },
      },
      {
        value: 'commerce-only',
        description: { pt: 'só a venda (postos fixos e ambulantes)', en: 'sale only (fixed and mobile outlets)' },
      },
      {
        value: 'all-storage',
        description: {
          pt: 'toda venda e todo armazenamento, inclusive o de consumo próprio do art. 4º',
          en: 'all sale and all storage, including the own use of art. 4',
        },
      },
    ],
  },

  // --- Art. 18: fines ------------------------------------------------------------------------------
  {
    id: 'fine-ufir',
    unit: 'UFIR',
    description: { pt: 'Multa por descumprimento da lei', en: 'Fine for breaching the law' },
    values: [{ from: LAW_DATE, value: 200, cite: 'art18', note: '"multa de 200 (duzentas) UFIRs"' }],
  },
  {
    id: 'repeat-offence-multiplier',
    unit: 'none',
    description: { pt: 'Multiplicador da multa na reincidência', en: 'Fine multiplier on a repeat offence' },
    values: [{ from: LAW_DATE, value: 2, cite: 'art18', note: '"com a aplicação em dobro em caso de reincidência"' }],
  },
  {
    id: 'repeat-offence-doubling',
    unit: 'none',
    interpretation: true,
    description: {
      pt: '"em dobro em caso de reincidência": como se aplica às reincidências seguintes',
      en: '"doubled on a repeat offence": how it applies to later repeats',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'double-each-repeat',
        cite: 'art18',
        note: 'Default: every repeat offence pays twice the base (400 UFIR); the text says "em dobro", not "progressivamente", so nothing compounds.',
      },
    ],
    alternatives: [
      {
        value: 'double-each-repeat',
        description: {
          pt: 'toda reincidência paga o dobro da multa-base: 2 × 200 = 400 UFIR',
          en: 'every repeat offence pays twice the base fine: 2 × 200 = 400 UFIR',
        },
      },
      {
        value: 'compound',
        description: {
          pt: 'cada reincidência dobra a multa anterior: 200 × 2ⁿ UFIR na n-ésima reincidência',
          en: 'each repeat doubles the previous fine: 200 × 2ⁿ UFIR at the n-th repeat',
        },
      },
    ],
  },
  {
    id: 'ufir-value-brl',
    unit: 'BRL',
    description: {
      pt: 'Valor da UFIR em reais para conversão das multas (último valor, exercício de 2000)',
      en: 'UFIR value in reais to convert fines (last value, fiscal year 2000)',
    },
    externalSource:
      'UFIR extinta (MP 1.973-67/2000; Lei 10.522/2002, art. 29, § 3º); último valor R$ 1,0641 — shared/design/referenced-norms.md',
    values: [
      {
        from: LAW_DATE,
        value: 1.0641,
        cite: 'art18',
        source: 'Lei 10.522/2002, art. 29, § 3º',
        note: '200 UFIR × R$ 1,0641 = R$ 212,82 before any municipal updating (ufir-update-index).',
      },
    ],
  },
  {
    id: 'ufir-update-index',
    unit: 'none',
    description: {
      pt: 'Índice municipal de atualização dos valores convertidos da UFIR a partir de 2001 (dado do Município)',
      en: 'Municipal index updating the converted UFIR amounts from 2001 on (municipality data)',
    },
    externalSource: 'Legislação tributária municipal de Nova Odessa (não carregada)',
    values: [
      {
        from: LAW_DATE,
        value: null,
        cite: 'art18',
        note: 'Not loaded: the Municipality enters the index it applies (e.g. IPCA-E) and its updated values; until then fines are shown in UFIR and at R$ 1,0641, saying that the update is missing.',
      },
    ],
  },

  // --- Art. 21: transition -----------------------------------------------------------------------
  {
    id: 'adaptation-period-years',
    unit: 'years',
    description: {
      pt: 'Prazo improrrogável de adaptação dos estabelecimentos existentes na publicação',
      en: 'Non-extendable adaptation period for establishments existing at publication',
    },
    values: [
      {
        from: LAW_DATE,
        value: 1,
        cite: 'art21',
        note: 'Counted as the Código Civil, art. 132 § 3º, counts years: from the publication (04/07/2000) the period expires on the day of the same number, 04/07/2001, included; violations count from 05/07/2001. (LC 95/1998 art. 8 § 1º, which includes the publication day, governs the vacatio legis of laws, not a period the law gives the establishments.)',
      },
    ],
  },
  // --- Art. 13 § 1º: distributors' yearly lists (issue 11, field enforcement) ---------------------
  {
    id: 'distributor-list-deadline',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Dia do ano (MM-DD) até o qual a relação anual das distribuidoras (representantes e revendedores autorizados) deve ser entregue',
      en: "Day of the year (MM-DD) by which a distributor's yearly list (representatives and authorised resellers) is due",
    },
    values: [
      {
        from: LAW_DATE,
        value: '12-31',
        cite: 'art13-par1',
        note: '"fornecer, anualmente": the law gives no date. Read as one list per calendar year, due by 31/12 of that year; a list received later is late, none at all after the deadline is missing. A decree fixing a date is a new dated value.',
      },
    ],
    alternatives: [
      { value: '12-31', description: { pt: 'até 31/12 de cada ano', en: 'by 31/12 of each year' } },
      { value: '01-31', description: { pt: 'até 31/01 do ano a que se refere', en: 'by 31/01 of the year it concerns' } },
    ],
  },
  // --- Art. 14 caput and § 1º: one logo or several (the distributors' lists compared, issue 11) -----
  {
    id: 'brand-representation',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Revendedor listado por distribuidoras de marcas diferentes (art. 14, caput e § 1º): uma só logomarca ou a de cada distribuidora que representa',
      en: 'A reseller listed by distributors of different brands (art. 14 caput and § 1): one logo only, or that of each distributor it represents',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'one-logo',
        cite: 'art14-par1',
        note: '§ 1º forbids selling GLP "de marca diversa da indicada na logomarca de identificação" (one logo, singular): a reseller on the lists of distributors of two brands sells one of them against its logo, and the report flags it. The caput asks for "a logomarca das empresas distribuidoras que representam" (plural), which can also be read as an identification carrying the logo of each distributor represented; then only a brand absent from the outlet\'s recorded identification is flagged.',
      },
    ],
    alternatives: [
      {
        value: 'one-logo',
        description: {
          pt: 'uma só logomarca: listado por distribuidoras de marcas diferentes é apontado (§ 1º, "a logomarca de identificação")',
          en: 'one logo only: listed by distributors of different brands is flagged (§ 1, "a logomarca de identificação")',
        },
      },
      {
        value: 'several-logos',
        description: {
          pt: 'a logomarca de cada distribuidora representada (caput, "das empresas distribuidoras que representam"): só a marca ausente da identificação cadastrada é apontada',
          en: 'the logo of each distributor represented (caput, "das empresas distribuidoras que representam"): only a brand absent from the recorded identification is flagged',
        },
      },
    ],
  },
];
