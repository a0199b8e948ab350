/** Belém — dated parameters, each citing the unit that sets it. */
import type { ParameterDef } from '../../src/core/types.ts';
import { belemLaw } from './text.ts';

// Values date from the law's entry into force, or from the wording of art. 2 I b (Lei 9.573/2020).
const LAW_DATE = belemLaw.inForceFrom;
const ART2_I_B = belemLaw.units.find((u) => u.id === 'art2-I-b')?.wordingFrom ?? LAW_DATE;

/** Art. 2 I b: the NBR 15514 column each category of the law is measured against (default reading). */
const COLUMN_BY_CATEGORY: Record<string, string> = {
  'industry-heat': 'heat-sources',
  school: 'public-assembly',
  daycare: 'public-assembly',
  research: 'public-assembly',
  hospital: 'public-assembly',
  health: 'public-assembly',
  barracks: 'public-assembly',
  church: 'public-assembly',
  'large-commerce': 'public-assembly',
  supermarket: 'public-assembly',
  'street-fair': 'public-assembly',
  'environmental-area': 'property-line',
};

export const belemParameters: ParameterDef[] = [
  {
    id: 'min-lot-area',
    unit: 'm2',
    description: { pt: 'Área mínima do terreno de novo posto', en: 'Minimum lot area of a new outlet' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 400, cite: 'art2-I', note: '"área mínima de 400 m2"' }],
  },
  {
    id: 'min-frontage',
    unit: 'm',
    description: { pt: 'Testada mínima do terreno de novo posto', en: 'Minimum lot frontage of a new outlet' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 20, cite: 'art2-I', note: '"testada mínima de 20 metros"' }],
  },
  {
    id: 'min-distance-between-outlets',
    unit: 'm',
    description: {
      pt: 'Distância mínima (raio) de outro posto existente ou com licença de construção aprovada, medida entre os pontos extremos dos imóveis',
      en: 'Minimum distance (radius) from another outlet existing or with an approved construction licence, measured between the nearest extreme points of the properties',
    },
    required: '>=',
    values: [{ from: LAW_DATE, value: 500, cite: 'art2-I-a', note: '"distância mínima de 500 (quinhentos) metros de raio"' }],
  },
  {
    id: 'counted-outlet-statuses',
    unit: 'none',
    description: {
      pt: 'Situações de outro posto que contam para a distância mínima ("já existente ou com licença para construção aprovada")',
      en: 'Statuses of another outlet that count for the minimum distance ("existing or with an approved construction licence")',
    },
    values: [{ from: LAW_DATE, value: ['licensed', 'existing', 'construction-approved'], cite: 'art2-I-a' }],
  },
  {
    id: 'nbr15514-edition-named',
    unit: 'none',
    description: { pt: 'Edição da NBR 15514 nomeada pela lei', en: 'NBR 15514 edition the law names' },
    values: [{ from: ART2_I_B, value: '2007', cite: 'art2-I-b', note: 'Wording of Lei 9.573/2020: "ABNT NBR 15514:2007".' }],
  },
  {
    id: 'nbr15514-edition-substitution',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Quando a edição carregada da NBR 15514 não é a nomeada pela lei (2007)',
      en: 'When the loaded NBR 15514 edition is not the one the law names (2007)',
    },
    values: [
      {
        from: ART2_I_B,
        value: 'apply-loaded-with-notice',
        cite: 'art2-I-b',
        note: 'The 2007 values were not found (referenced-norms.md); the 2020 edition is applied and every finding says so.',
      },
    ],
    alternatives: [
      {
        value: 'apply-loaded-with-notice',
        description: {
          pt: 'aplicar a edição carregada (2020), avisando na constatação que a lei nomeia a de 2007',
          en: 'apply the loaded edition (2020), stating in the finding that the law names 2007',
        },
      },
      {
        value: 'require-named-edition',
        description: {
          pt: 'exigir a edição de 2007: sem ela, a regra não pode ser avaliada',
          en: 'require the 2007 edition: without it the rule cannot be evaluated',
        },
      },
    ],
  },
  {
    id: 'nbr15514-column-by-category',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Coluna da Tabela C1 da NBR 15514 aplicada a cada categoria de local do art. 2º, I, b',
      en: 'NBR 15514 Table C1 column applied to each place category of art. 2, I, b',
    },
    values: [
      {
        from: ART2_I_B,
        value: COLUMN_BY_CATEGORY,
        cite: 'art2-I-b',
        note: 'The law names categories; the norm has columns. Schools, research and health establishments, barracks, churches and large commerce are places of public assembly; industry with boilers is a heat source; an environmental area is treated as a neighbouring property (no wall).',
      },
    ],
    alternatives: [
      {
        value: COLUMN_BY_CATEGORY,
        description: {
          pt: 'escolas, pesquisa, saúde, quartéis, igrejas e grande comércio → reunião de público; indústria com caldeiras → máquinas térmicas; área ambiental → limite de propriedade sem muro',
          en: 'schools, research, health, barracks, churches and large commerce → public assembly; industry with boilers → heat machines; environmental area → property line without wall',
        },
      },
    ],
  },
  {
    id: 'large-commerce-min-area',
    unit: 'm2',
    description: {
      pt: 'Área acima da qual um estabelecimento comercial entra no art. 2º, I, b',
      en: 'Area above which a commercial establishment falls under art. 2, I, b',
    },
    required: '>',
    values: [{ from: ART2_I_B, value: 10000, cite: 'art2-I-b', note: '"com área superior a 10.000 (dez mil) m2"' }],
  },
  {
    id: 'art2-I-b-area-scope',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'A que se refere "com área superior a 10.000 m²" no art. 2º, I, b: supermercados, feiras e estabelecimentos comerciais, ou só estes últimos?',
      en: 'What "com área superior a 10.000 m²" qualifies in art. 2, I, b: supermarkets, fairs and commercial establishments, or only the latter?',
    },
    values: [
      {
        from: ART2_I_B,
        value: 'all-three',
        cite: 'art2-I-b',
        note: 'Default: the qualifier closes the enumeration "supermercados, feiras ou estabelecimentos comerciais" — supermarkets and fairs are commercial establishments, and the NBR 15514 distance protects large gatherings; a corner mini-market is not what the law means.',
      },
    ],
    alternatives: [
      {
        value: 'all-three',
        description: {
          pt: 'a área qualifica os três: supermercados, feiras e estabelecimentos comerciais só contam acima de 10.000 m²',
          en: 'the area qualifies all three: supermarkets, fairs and commercial establishments count only above 10,000 m²',
        },
      },
      {
        value: 'commercial-only',
        description: {
          pt: 'a área qualifica só "estabelecimentos comerciais": supermercados e feiras contam de qualquer tamanho',
          en: 'the area qualifies only "estabelecimentos comerciais": supermarkets and fairs count whatever their size',
        },
      },
    ],
  },
  {
    id: 'art3-III-without-fire-licence',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Art. 3º, III sem alvará do Corpo de Bombeiros válido: violação ou falta de prova?',
      en: 'Art. 3 III without a valid fire brigade licence: a violation or missing evidence?',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'violation',
        cite: 'art3-III',
        note: 'Default: the extinguishers must follow "as prescrições do Corpo de Bombeiros"; an outlet without a valid fire brigade licence has no prescription it follows, so the duty is not met.',
      },
    ],
    alternatives: [
      {
        value: 'violation',
        description: {
          pt: 'violação: sem o alvará dos Bombeiros não há prescrição atendida',
          en: 'violation: without the fire brigade licence no prescription is being followed',
        },
      },
      {
        value: 'missing-evidence',
        description: {
          pt: 'falta de prova: com extintores em dia, pede-se o alvará dos Bombeiros (não avaliável até apresentá-lo)',
          en: 'missing evidence: with extinguishers in date, the fire brigade licence is asked for (cannot evaluate until presented)',
        },
      },
    ],
  },
  {
    id: 'art2-parU-point-outlet',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Outro posto registrado só como ponto (sem o lote): medir até o ponto, ou não avaliável até conhecer o lote (art. 2º, parágrafo único)?',
      en: 'Another outlet registered only as a point (no lot): measure to the point, or cannot evaluate until its lot is known (art. 2 sole paragraph)?',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'measure-to-point',
        cite: 'art2-parU',
        note: 'Default (law-notes, "How distance is measured"): the parcel boundary when a polygon is known, the point otherwise, saying which was used. A point nearer than 500 m violates either way (the lot is nearer than its point).',
      },
    ],
    alternatives: [
      {
        value: 'measure-to-point',
        description: {
          pt: 'medir até o ponto registrado e dizer que foi o ponto',
          en: 'measure to the registered point and say it was the point',
        },
      },
      {
        value: 'require-lot',
        description: {
          pt: 'não avaliável enquanto o lote do outro posto não for conhecido (a lei mede do ponto extremo do imóvel); um ponto a menos de 500 m já viola',
          en: "cannot evaluate until the other outlet's lot is known (the law measures from the property's extreme point); a point within 500 m already violates",
        },
      },
    ],
  },
  {
    id: 'min-fire-insurance',
    unit: 'BRL',
    description: {
      pt: 'Valor mínimo do seguro contra incêndio (reajustado a cada 3 anos pelo índice oficial do Município)',
      en: "Minimum fire insurance (adjusted every 3 years by the municipality's official index)",
    },
    required: '>=',
    values: [
      {
        from: LAW_DATE,
        value: 50000,
        cite: 'art3-V',
        note: 'No adjusted value was received; the municipality enters each triennial adjustment as a new dated value.',
      },
    ],
  },
  {
    id: 'fire-insurance-adjustment-years',
    unit: 'years',
    description: {
      pt: 'Intervalo de reajuste do valor mínimo do seguro contra incêndio',
      en: 'Interval at which the minimum fire insurance is adjusted',
    },
    values: [
      { from: LAW_DATE, value: 3, cite: 'art3-V', note: '"reajustado pelo índice oficial … de três em três anos", counted from the law.' },
    ],
  },
  {
    id: 'fire-insurance-unadjusted',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Quando o reajuste do seguro mínimo devido na data não foi carregado',
      en: 'When the minimum insurance adjustment due on the date has not been loaded',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'compare-latest-with-notice',
        cite: 'art3-V',
        note: 'The adjusted values (2015, 2018, …) were not received. A policy below the latest loaded value is below any adjusted one too (an official price index over three years has only risen).',
      },
    ],
    alternatives: [
      {
        value: 'compare-latest-with-notice',
        description: {
          pt: 'comparar com o último valor carregado, avisando na constatação que o reajuste devido não foi carregado',
          en: 'compare with the latest loaded value, stating in the finding that the adjustment due has not been loaded',
        },
      },
      {
        value: 'require-adjusted',
        description: {
          pt: 'exigir o valor reajustado: sem ele, um seguro que atinge só o último valor carregado não pode ser avaliado',
          en: 'require the adjusted value: without it, a policy that only reaches the latest loaded value cannot be evaluated',
        },
      },
    ],
  },
  {
    id: 'max-containers-non-glp-premises',
    unit: 'count',
    description: {
      pt: 'Máximo de recipientes em residência ou estabelecimento que não usa GLP como insumo',
      en: 'Maximum containers in a residence or business that does not use GLP as an input',
    },
    required: '<=',
    values: [{ from: LAW_DATE, value: 2, cite: 'art7', note: '"mais de dois recipientes" is forbidden' }],
  },
  {
    id: 'forbidden-vehicle-types',
    unit: 'none',
    description: { pt: 'Veículos vedados ao transporte de GLP', en: 'Vehicles forbidden to carry GLP' },
    values: [
      {
        from: LAW_DATE,
        value: ['animal-traction', 'human-traction', 'bicycle', 'motorised-bicycle', 'wooden-hull-boat'],
        cite: 'art6',
      },
    ],
  },
  {
    id: 'own-use-vehicle-max-cylinders',
    unit: 'count',
    description: {
      pt: 'Botijões que um veículo vedado pode levar para consumo próprio',
      en: 'Cylinders a forbidden vehicle may carry for own household use',
    },
    values: [
      {
        from: LAW_DATE,
        value: 1,
        cite: 'art6',
        note: '"na quantidade máxima de um botijão de gás para uso domiciliar". Art. 6 excepts a vehicle that carries one cylinder for own use (vehicles[i].ownUseSingleCylinder) while this maximum is at least one; the fact does not count cylinders, so a maximum above one excepts no more than one.',
      },
    ],
  },
  {
    id: 'adaptation-period-months',
    unit: 'months',
    description: {
      pt: 'Prazo para postos já instalados concluírem as adaptações do art. 3º',
      en: 'Period for existing outlets to complete the art. 3 adaptations',
    },
    values: [
      {
        from: LAW_DATE,
        value: 6,
        cite: 'art4-parU',
        note: "Counted from the law's entry into force as the Código Civil, art. 132 § 3º, counts months: 16/01/2012 + 6 months expires on 16/07/2012, included; the duty binds from 17/07/2012.",
      },
    ],
  },
  {
    id: 'art5-works-period-months',
    unit: 'months',
    description: {
      pt: 'Prazo improrrogável para concluir as obras de posto com licença de construção aprovada até a vigência da lei',
      en: 'Non-extendable period to finish the works of an outlet whose construction licence was approved by the law coming into force',
    },
    values: [
      {
        from: LAW_DATE,
        value: 6,
        cite: 'art5',
        note: '"os quais terão prazo improrrogável de seis meses para a conclusão de obras": counted from the law\'s entry into force (Código Civil, art. 132 § 3º): 16/01/2012 + 6 months expires on 16/07/2012, included. Works finished later lose the art. 5 exemption and art. 2 applies.',
      },
    ],
  },
  {
    id: 'art5-exemption-scope',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Alcance da dispensa do art. 5º (postos já existentes): o local em que o posto existia, ou a empresa onde quer que se instale',
      en: 'Reach of the art. 5 exemption (outlets already existing): the place the outlet existed at, or the company wherever it settles',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'installed-place',
        cite: 'art5',
        note: '"Os Postos já existentes … ficam dispensados": a posto is a place (art. 2 I: "o local pretendido para construção de novos Postos"). A request for another place (a new outlet, a change of address, a TVL) is for a new posto, as the procedure files an address change (a new licence under art. 2 I), and is held to arts. 2 and 4 there.',
      },
    ],
    alternatives: [
      {
        value: 'installed-place',
        description: {
          pt: 'o local: a dispensa não acompanha um pedido para outro endereço (novo posto, mudança de endereço, TVL)',
          en: 'the place: the exemption does not follow a request for another address (new outlet, change of address, TVL)',
        },
      },
      {
        value: 'company',
        description: { pt: 'a empresa: dispensada também em outro endereço', en: 'the company: exempt at another address too' },
      },
    ],
  },
  {
    id: 'fine-art6',
    unit: 'BRL',
    description: { pt: 'Multa por infração ao art. 6º (transporte)', en: 'Fine for breaching art. 6 (transport)' },
    values: [{ from: LAW_DATE, value: 5000, cite: 'art6-par2' }],
  },
  {
    id: 'fine-art7',
    unit: 'BRL',
    description: {
      pt: 'Multa por infração ao art. 7º (armazenamento/varejo irregular)',
      en: 'Fine for breaching art. 7 (irregular storage/retail)',
    },
    values: [{ from: LAW_DATE, value: 10000, cite: 'art7-parU' }],
  },
  {
    id: 'repeat-offence-progression',
    unit: 'none',
    interpretation: true,
    description: {
      pt: '"acréscimo de 100%, progressivamente, no caso de reincidência"',
      en: '"100% increase, progressively, on repeat offence"',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'linear',
        cite: 'art6-par2',
        note: 'Default linear: the n-th repeat pays base × (1 + n). Applies to art. 7 parágrafo único too.',
      },
    ],
    alternatives: [
      {
        value: 'linear',
        description: { pt: 'linear: base × (1 + n) na n-ésima reincidência', en: 'linear: base × (1 + n) at the n-th repeat' },
      },
      {
        value: 'compound',
        description: { pt: 'dobrando: base × 2ⁿ na n-ésima reincidência', en: 'doubling: base × 2ⁿ at the n-th repeat' },
      },
    ],
  },
];
