/** Belém — dated parameters of arts. 3–7 (insurance, adaptation periods, containers, vehicles, fines), each citing its unit. */
import type { ParameterDef } from '../../src/core/types.ts';
import { belemLaw } from './text.ts';

const LAW_DATE = belemLaw.inForceFrom;

export const art3To7Parameters: ParameterDef[] = [
  {
    // Art. 3 III: "extintores … observadas as prescrições do Corpo de Bombeiros, para cada caso
    // particular" — a duty of the outlet in operation; the law asks no inspection of the fire
    // brigade before the operating licence (art. 1), and the evaluation already reads its licence
    // (rule art3-III). Whether the procedure records the fire brigade's inspection as well is this
    // reading (src/core/procedure.ts OpinionRequirement.askedUnder; laws/belem-pa/procedure.ts).
    id: 'art3-III-fire-brigade-inspection',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Art. 3º, III: a licença de funcionamento pede a vistoria do Corpo de Bombeiros no procedimento?',
      en: 'Art. 3 III: does the operating licence ask for the fire brigade’s inspection in the procedure?',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'asked',
        cite: 'art3-III',
        note: 'Default (the behaviour before the reading was named): the prescriptions are the fire brigade\'s "para cada caso particular", and its inspection of the outlet attests them before the licence.',
      },
    ],
    alternatives: [
      {
        value: 'asked',
        description: {
          pt: 'pedida: a vistoria do Corpo de Bombeiros atesta, caso a caso, as prescrições do art. 3º, III antes da licença',
          en: 'asked: the fire brigade’s inspection attests, case by case, the prescriptions of art. 3 III before the licence',
        },
      },
      {
        value: 'not-asked',
        description: {
          pt: 'não pedida: a lei não exige vistoria; o alvará dos Bombeiros lido na avaliação (art. 3º, III) é a prova',
          en: 'not asked: the law asks no inspection; the fire brigade licence the evaluation reads (art. 3 III) is the proof',
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
    required: '<=',
    values: [
      {
        from: LAW_DATE,
        value: 1,
        cite: 'art6',
        note: '"salvo quando esse transporte visar o consumo próprio, na quantidade máxima de um botijão de gás para uso domiciliar": a vehicle of a forbidden kind is excepted when its transport is for own household use (vehicles[i].ownHouseholdUse) and the cylinders it carries (vehicles[i].cylinders) are at most this many; one is allowed, two are not.',
      },
    ],
  },
  {
    id: 'art6-household-cylinder',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Art. 6º: "um botijão de gás para uso domiciliar" — que recipiente a ressalva admite?',
      en: 'Art. 6: "um botijão de gás para uso domiciliar" — which container does the exception admit?',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'botijao',
        cite: 'art6',
        note: 'Default: the law names the container — a botijão for household use — not any container: the portable household cylinders (P2 to P13) are botijões, the larger ones (P20, P45, P90) are cilindros. The exception holds only when the container carried is at most household-cylinder-max-kg (vehicles[i].cylinderCapacityKg; not stated → a missing fact).',
      },
    ],
    alternatives: [
      {
        value: 'botijao',
        description: {
          pt: 'somente um botijão doméstico: capacidade nominal até household-cylinder-max-kg (13 kg, P13); um cilindro P20/P45/P90 não está na ressalva',
          en: 'only a household botijão: nominal capacity up to household-cylinder-max-kg (13 kg, P13); a P20/P45/P90 cylinder is outside the exception',
        },
      },
      {
        value: 'any-container',
        description: {
          pt: '"botijão" como qualquer recipiente transportável de GLP, desde que para uso domiciliar: a capacidade não é perguntada',
          en: '"botijão" as any portable GLP container, provided it is for household use: the capacity is not asked',
        },
      },
    ],
  },
  {
    id: 'household-cylinder-max-kg',
    unit: 'kg',
    description: {
      pt: 'Maior capacidade nominal de um "botijão de gás para uso domiciliar" (art. 6º)',
      en: 'Largest nominal capacity of a "botijão de gás para uso domiciliar" (art. 6)',
    },
    required: '<=',
    values: [
      {
        from: LAW_DATE,
        value: 13,
        cite: 'art6',
        note: 'The household botijão is the P13 (13 kg) and the smaller P2, P5 and P8; the law names no capacity, so this is the trade\'s meaning of "botijão … para uso domiciliar" (read under art6-household-cylinder = botijao). Exactly 13 kg is within.',
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
        note: '"O disposto nos Artigos 2º e 4º desta Lei, não se aplica aos Postos já existentes": a posto is a place (art. 2 I: "o local pretendido para construção de novos Postos"). A request for another place (a new outlet, a change of address, a TVL) is for a new posto, as the procedure files an address change (a new licence under art. 2 I), and is held to arts. 2 and 4 there.',
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
    id: 'art7-other-norms',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Art. 7º: "comercialização no varejo de GLP em instalações diversas das especificadas nesta lei, ou nas demais normas em vigor" — que instalação as demais normas especificam?',
      en: 'Art. 7: "retail of GLP in installations other than those specified in this law, or in the other norms in force" — which installation do the other norms specify?',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'anp-authorised',
        cite: 'art7',
        note: 'Default: "diversas das especificadas nesta lei, ou nas demais normas em vigor" reads as installations other than those this law (the Posto Revendedor, arts. 1–2) or the other norms in force specify; the norm in force that specifies where GLP is resold is the ANP resale authorisation (Resolução ANP 51/2016, which also admits a storage area at a fuel station, NBR 15514). A retail installation holding a valid ANP authorisation is not "diversa"; without it the retail is forbidden; not stated → cannot evaluate.',
      },
    ],
    alternatives: [
      {
        value: 'anp-authorised',
        description: {
          pt: 'o varejo é permitido no posto revendedor desta lei ou em instalação autorizada pela ANP como revenda de GLP (documents.anpAuthorisation válida)',
          en: "retail is allowed at this law's outlet or at an installation the ANP authorises as a GLP resale (a valid documents.anpAuthorisation)",
        },
      },
      {
        value: 'this-law-only',
        description: {
          pt: 'somente o posto revendedor desta lei: "ou nas demais normas em vigor" acrescenta vedações, não instalações (qualquer outro varejo é vedado)',
          en: 'only this law\'s outlet: "ou nas demais normas em vigor" adds prohibitions, not installations (any other retail is forbidden)',
        },
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
