/**
 * Nova Odessa — dated parameters of Lei 1.761/2000 (arts. 3–6: other flammables, own use, classes, perimeter), each citing the unit that sets it.
 * Interpretation choices (where the text is ambiguous) are parameters with `alternatives`
 * and `interpretation: true`; every finding that depends on one lists it.
 */
import type { ParameterDef } from '../../../src/core/types.ts';
import { novaOdessaLaw } from '../text.ts';

/** The law's entry into force (its publication): the date its values take effect. */
export const LAW_DATE = novaOdessaLaw.inForceFrom;

/** Storage classes of art. 5, in order (DNC Portaria 27/1996 numbering, not NBR 15514's). */
export const CLASS_IDS = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;
export type ClassId = (typeof CLASS_IDS)[number];

/** Minimum openings of an installation class (art. 5 §§ 2º–5º). */
export interface OpeningsRequirement {
  minCount: number;
  minWidthM: number;
  minHeightM: number;
  opensOutward: boolean;
}

interface ClassRow {
  cls: ClassId;
  maxKg: number;
  minAreaM2: number;
  maxP13: number;
  kgText: string;
  areaText: string;
}

const CLASS_ROWS: readonly ClassRow[] = [
  { cls: 'I', maxKg: 520, minAreaM2: 4, maxP13: 40, kgText: '"até 520 Kg de GLP"', areaText: '"mínima de 4 metros quadrados"' },
  {
    cls: 'II',
    maxKg: 1560,
    minAreaM2: 8,
    maxP13: 120,
    kgText: '"de até 1.560 Kg de GLP"',
    areaText: '"mínima de 8 metros quadrados" (printed as a second letter a)',
  },
  { cls: 'III', maxKg: 6240, minAreaM2: 36, maxP13: 480, kgText: '"até 6.240 Kg de GLP"', areaText: '"mínima de 36 metros quadrados"' },
  { cls: 'IV', maxKg: 24960, minAreaM2: 143, maxP13: 1920, kgText: '"até 24.960 Kg de GLP"', areaText: '"mínima de 143 metros quadrados"' },
  { cls: 'V', maxKg: 49920, minAreaM2: 300, maxP13: 3840, kgText: '"até 49.920 Kg de GLP"', areaText: '"mínima de 300 metros quadrados"' },
  {
    cls: 'VI',
    maxKg: 99840,
    minAreaM2: 620,
    maxP13: 7680,
    kgText: '"de até 99.840 Kg de GLP"',
    areaText: '"mínimo de 620 metros quadrados"',
  },
];

const classParameters: ParameterDef[] = CLASS_ROWS.flatMap((r): ParameterDef[] => [
  {
    id: `class-${r.cls}-max-kg`,
    unit: 'kg',
    description: {
      pt: `Capacidade nominal total máxima da instalação classe ${r.cls} (recipientes cheios, parcialmente utilizados e vazios)`,
      en: `Maximum total nominal capacity of a class ${r.cls} installation (full, partly used and empty containers)`,
    },
    required: '<=',
    values: [{ from: LAW_DATE, value: r.maxKg, cite: `art5-${r.cls}-a`, note: r.kgText }],
  },
  {
    id: `class-${r.cls}-min-area`,
    unit: 'm2',
    description: {
      pt: `Área de armazenamento mínima da instalação classe ${r.cls}`,
      en: `Minimum storage area of a class ${r.cls} installation`,
    },
    required: '>=',
    values: [{ from: LAW_DATE, value: r.minAreaM2, cite: `art5-${r.cls}-b`, note: r.areaText }],
  },
  {
    id: `class-${r.cls}-max-p13`,
    unit: 'count',
    description: {
      pt: `Botijões de 13 kg que a instalação classe ${r.cls} pode receber (${r.maxP13} × 13 kg = ${r.maxKg} kg)`,
      en: `13 kg cylinders a class ${r.cls} installation may hold (${r.maxP13} × 13 kg = ${r.maxKg} kg)`,
    },
    required: '<=',
    values: [{ from: LAW_DATE, value: r.maxP13, cite: `art5-par1-${r.cls}` }],
  },
]);

const opening = (minCount: number, minWidthM: number, minHeightM: number): OpeningsRequirement => ({
  minCount,
  minWidthM,
  minHeightM,
  opensOutward: true,
});

export const storageParameters: ParameterDef[] = [
  // --- Art. 3 § 5º: premises that trade in other flammables --------------------------------
  {
    id: 'flammable-trade-premises',
    unit: 'none',
    description: {
      pt: 'Atividades e tipos de estabelecimento cujo próprio ramo é o depósito ou comércio de outros inflamáveis ou explosivos',
      en: 'Activities and premises types whose own trade is storing or selling other flammables or explosives',
    },
    values: [
      {
        from: LAW_DATE,
        value: ['fuel-station'],
        cite: 'art3-par5',
        note: '"É vedado o armazenamento ... em instalações onde é realizado o depósito e/ou comércio de outros produtos inflamáveis ou explosivos": a fuel station (activity or premises type fuel-station) stores and sells fuels, so GLP storage there is forbidden whatever storage.otherFlammablesStored says; for other places that fact decides. The pack has no fireworks premises type; add its id here if one is declared.',
      },
    ],
  },

  // --- Art. 4: own use ------------------------------------------------------------------
  {
    id: 'own-use-max-containers',
    unit: 'count',
    description: {
      pt: 'Número máximo de recipientes para consumo próprio sem instalação classificada',
      en: 'Maximum number of containers for own use without a classed installation',
    },
    required: '<=',
    values: [{ from: LAW_DATE, value: 5, cite: 'art4', note: '"cinco ou menos recipientes"' }],
  },
  {
    id: 'own-use-max-container-kg',
    unit: 'kg',
    description: {
      pt: 'Capacidade nominal máxima de cada recipiente para consumo próprio (art. 4º)',
      en: 'Maximum nominal capacity of each own-use container (art. 4)',
    },
    required: '<=',
    values: [{ from: LAW_DATE, value: 13, cite: 'art4', note: '"com capacidade nominal de até 13 Kg"' }],
  },
  {
    id: 'art4-art5-boundary',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Onde termina o art. 4º e começa a instalação do art. 5º ("quantidade superior àquela prevista no artigo 4º"): um cilindro de 45 kg para consumo próprio é instalação do art. 5º?',
      en: 'Where art. 4 ends and the art. 5 installation begins ("any quantity above that of art. 4"): is one 45 kg cylinder for own use an art. 5 installation?',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'container-limits',
        cite: 'art5',
        note: 'Default: art. 4 describes its case by the containers ("cinco ou menos recipientes … de até 13 Kg"); a container above 13 kg is outside it, so one 45 kg cylinder is an art. 5 installation (class I).',
      },
    ],
    alternatives: [
      {
        value: 'container-limits',
        description: {
          pt: 'pelos recipientes: mais de 5 recipientes ou algum acima de 13 kg já é instalação do art. 5º (um P45 é classe I)',
          en: 'by the containers: more than 5 containers or any above 13 kg is an art. 5 installation (one P45 is class I)',
        },
      },
      {
        value: 'total-quantity',
        description: {
          pt: 'pela quantidade: só o que passa da quantidade do art. 4º (5 × 13 kg = 65 kg) é instalação do art. 5º (um P45 fica no art. 4º)',
          en: 'by the quantity: only what exceeds the art. 4 quantity (5 × 13 kg = 65 kg) is an art. 5 installation (one P45 stays under art. 4)',
        },
      },
    ],
  },
  {
    id: 'own-use-min-drain-distance',
    unit: 'm',
    description: {
      pt: 'Afastamento mínimo de ralos, caixas de gordura, esgotos e galerias (consumo próprio)',
      en: 'Minimum distance from drains, grease traps, sewers and galleries (own use)',
    },
    required: '>=',
    values: [{ from: LAW_DATE, value: 1.5, cite: 'art4-IV', note: '"afastado, no mínimo, a 1,5 m"' }],
  },

  // --- Art. 5: classes, areas, 13 kg equivalents, lots, openings, corridors ----------------
  {
    id: 'counted-container-states',
    unit: 'none',
    description: {
      pt: 'Estados dos recipientes que se contam e cuja capacidade nominal se soma (arts. 4º e 5º)',
      en: 'States of the containers counted and whose nominal capacity is added up (arts. 4 and 5)',
    },
    values: [
      {
        from: LAW_DATE,
        value: ['full', 'partly-used', 'empty'],
        cite: 'art5',
        note: '"cheios, parcialmente utilizados ou vazios" (arts. 4º and 5º; also art. 2º, XII and art. 9º, § 3º). New containers ("novos", art. 2º, I, a: never filled) are not among them: a new container is not "vazio", which art. 2º, I, d defines as emptied after use.',
      },
    ],
  },
  ...classParameters,
  {
    id: 'art5-requested-class-reading',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Art. 5º: o pedido pode indicar uma classe acima da que a quantidade exige, ou deve indicar exatamente a da quantidade',
      en: 'Art. 5: may an application ask for a class above the one its quantity needs, or must it ask exactly that class',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'not-below',
        cite: 'art5',
        note: 'Art. 5 asks for an "instalação compatível com a quantidade de GLP" and defines each class by an upper bound ("até 520 Kg", "até 1.560 Kg"…) and a minimum area: it does not forbid an installation larger than the quantity needs. Default: a class below the one of the quantity (stored or requested) is violated (it could not hold it); a higher class is compatible if the storage area reaches that class\'s minimum area (its letter b), and the finding says that the other requirements checked stay those of the class of the quantity. A higher class whose area the installation lacks is violated.',
      },
    ],
    alternatives: [
      {
        value: 'not-below',
        description: {
          pt: 'a classe pedida não pode ser menor que a da quantidade; uma classe maior é compatível se a área atinge a mínima dela',
          en: 'the class asked may not be below that of the quantity; a higher class is compatible if the area reaches its minimum',
        },
      },
      {
        value: 'exact',
        description: {
          pt: 'a classe pedida deve ser exatamente a que o art. 5º dá à quantidade armazenada ou pedida',
          en: 'the class asked must be exactly the one art. 5 gives the quantity stored or requested',
        },
      },
    ],
  },
  {
    id: 'max-lot-p13',
    unit: 'count',
    description: { pt: 'Botijões de 13 kg por lote (classes IV a VI)', en: '13 kg cylinders per lot (classes IV to VI)' },
    required: '<=',
    values: [
      {
        from: LAW_DATE,
        value: 480,
        cite: 'art5-par1-IV',
        note: '"dispostos em lotes de 480 botijões" (§ 1º IV); "lotes de até 480 botijões" in § 1º V–VI and §§ 4º–5º.',
      },
    ],
  },
  {
    id: 'lot-limit-classes',
    unit: 'none',
    description: {
      pt: 'Classes cujos botijões se dispõem em lotes de até 480',
      en: 'Classes whose cylinders are arranged in lots of up to 480',
    },
    values: [{ from: LAW_DATE, value: ['IV', 'V', 'VI'], cite: 'art5-par1-IV', note: '§ 1º IV, V, VI; §§ 4º and 5º.' }],
  },
  {
    id: 'openings-class-I-II',
    unit: 'none',
    description: { pt: 'Aberturas de acesso das classes I e II', en: 'Access openings of classes I and II' },
    values: [
      {
        from: LAW_DATE,
        value: opening(1, 1.2, 2.1),
        cite: 'art5-par2',
        note: '"uma ou mais aberturas de, no mínimo, 1,20 m de largura e 2,10 m de altura que abram de dentro pra fora"',
      },
    ],
  },
  {
    id: 'openings-class-III',
    unit: 'none',
    description: { pt: 'Aberturas de acesso da classe III', en: 'Access openings of class III' },
    values: [
      {
        from: LAW_DATE,
        value: opening(2, 1.5, 2.1),
        cite: 'art5-par3',
        note: '"duas ou mais aberturas, de no mínimo, 1,50 m de largura e 2,10 m de altura"',
      },
    ],
  },
  {
    id: 'openings-class-IV',
    unit: 'none',
    description: { pt: 'Aberturas de acesso da classe IV', en: 'Access openings of class IV' },
    values: [
      {
        from: LAW_DATE,
        value: opening(2, 1.5, 2.1),
        cite: 'art5-par4',
        note: '"duas ou mais aberturas de no mínimo 1,50 m de largura e 2,10 m de altura"',
      },
    ],
  },
  {
    id: 'openings-class-V',
    unit: 'none',
    description: { pt: 'Aberturas de acesso da classe V', en: 'Access openings of class V' },
    values: [
      {
        from: LAW_DATE,
        value: opening(2, 2.0, 2.1),
        cite: 'art5-par5',
        note: '"duas ou mais aberturas de no mínimo 2,00 m de largura e 2,10 m de altura"',
      },
    ],
  },
  {
    id: 'openings-class-VI',
    unit: 'none',
    description: {
      pt: 'Aberturas de acesso da classe VI: não especificadas (o art. 6º, III cita um § 6º do art. 5º que não existe)',
      en: 'Access openings of class VI: unspecified (art. 6 III cites a § 6 of art. 5 that does not exist)',
    },
    values: [
      {
        from: LAW_DATE,
        value: null,
        cite: 'art6-III',
        note: 'Art. 5 ends at § 5º (class V). No value is invented; see class-vi-missing-paragraph.',
      },
    ],
  },
  {
    id: 'min-corridor-class-III',
    unit: 'm',
    description: { pt: 'Largura mínima do corredor de inspeção, classe III', en: 'Minimum inspection corridor width, class III' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 1.0, cite: 'art5-par3', note: '"corredor de inspeção de no mínimo 1,00 m de largura"' }],
  },
  {
    id: 'min-corridor-class-IV',
    unit: 'm',
    description: { pt: 'Largura mínima do corredor de inspeção, classe IV', en: 'Minimum inspection corridor width, class IV' },
    required: '>=',
    values: [
      { from: LAW_DATE, value: 1.0, cite: 'art5-par4', note: '"no mínimo 1,00 de largura" (unit missing in the text; read as metres)' },
    ],
  },
  {
    id: 'min-corridor-class-V',
    unit: 'm',
    description: { pt: 'Largura mínima do corredor de inspeção, classe V', en: 'Minimum inspection corridor width, class V' },
    required: '>=',
    values: [
      { from: LAW_DATE, value: 1.0, cite: 'art5-par5', note: '"no mínimo 1,00 de largura" (unit missing in the text; read as metres)' },
    ],
  },
  {
    id: 'class-vi-missing-paragraph',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Aberturas e corredor de inspeção da classe VI: o art. 6º, III remete a um § 6º do art. 5º que não existe',
      en: 'Class VI openings and inspection corridor: art. 6 III refers to a § 6 of art. 5 that does not exist',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'law-gap',
        cite: 'art6-III',
        note: 'Default: the requirement exists (art. 6 III cites it) but its content is not in the law, so it cannot be evaluated; the legal department may decide otherwise.',
      },
    ],
    alternatives: [
      {
        value: 'law-gap',
        description: {
          pt: 'lacuna da lei: a exigência existe (art. 6º, III) mas seu conteúdo não consta da lei — não é possível avaliar',
          en: 'gap in the law: the requirement exists (art. 6 III) but its content is not in the law — cannot be evaluated',
        },
      },
      {
        value: 'no-requirement',
        description: {
          pt: 'sem exigência: a lei não fixa aberturas nem corredor para a classe VI — não se aplica',
          en: 'no requirement: the law sets no openings or corridor for class VI — not applicable',
        },
      },
    ],
  },

  // --- Art. 6: perimeter --------------------------------------------------------------------
  {
    id: 'max-walled-perimeter-corner',
    unit: 'percent',
    description: {
      pt: 'Parcela máxima do perímetro fechada com muro, instalação de esquina',
      en: 'Maximum share of the perimeter closed by a wall, corner installation',
    },
    required: '<=',
    values: [{ from: LAW_DATE, value: 50, cite: 'art6-I', note: '"no máximo, até a metade de seu perímetro"' }],
  },
  {
    id: 'max-walled-perimeter-mid-block',
    unit: 'percent',
    description: {
      pt: 'Parcela máxima do perímetro fechada com muro, instalação de meio de quadra',
      en: 'Maximum share of the perimeter closed by a wall, mid-block installation',
    },
    required: '<=',
    values: [{ from: LAW_DATE, value: 87.5, cite: 'art6-II', note: '"até 7/8 (sete oitavos) de seu perímetro"' }],
  },
];
