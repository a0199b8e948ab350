/**
 * Nova Odessa — dated parameters of Lei 1.761/2000, each citing the unit that sets it.
 * Interpretation choices (where the text is ambiguous) are parameters with `alternatives`
 * and `interpretation: true`; every finding that depends on one lists it.
 */
import type { ParameterDef } from '../../src/core/types.ts';

export const LAW_DATE = '2000-07-04';

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

export const novaOdessaParameters: ParameterDef[] = [
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
  ...classParameters,
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

  // --- Art. 7 § 1º: covered areas and general duties --------------------------------------------
  {
    id: 'min-ceiling-height',
    unit: 'm',
    description: { pt: 'Pé-direito mínimo da área de armazenamento coberta', en: 'Minimum ceiling height of a covered storage area' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 2.5, cite: 'art7-par1', note: '"no mínimo 2,50 m de pé direito"' }],
  },
  {
    id: 'min-clearance-above-stack',
    unit: 'm',
    description: {
      pt: 'Espaço livre mínimo entre o topo da pilha e a cobertura',
      en: 'Minimum free space between the top of the stack and the roof',
    },
    required: '>=',
    values: [{ from: LAW_DATE, value: 1.2, cite: 'art7-par1', note: '"observar permanentemente 1,20 m de espaço livre"' }],
  },
  {
    id: 'drain-free-distance',
    unit: 'm',
    description: {
      pt: 'Faixa em torno da área de armazenamento sem aberturas de águas pluviais, esgotos, canaletas, ralos ou rebaixos',
      en: 'Band around the storage area free of rainwater or sewer openings, channels, drains or recesses',
    },
    required: '>',
    values: [
      {
        from: LAW_DATE,
        value: 3,
        cite: 'art7-par1-I',
        note: '"no piso da área de armazenamento e até uma distância de 3,00 m desta": an opening at 3,00 m or less is forbidden.',
      },
    ],
  },
  {
    id: 'max-stack-full',
    unit: 'count',
    description: {
      pt: 'Empilhamento máximo de recipientes cheios ou parcialmente utilizados de até 13 kg',
      en: 'Maximum stack of full or partly used containers of up to 13 kg',
    },
    required: '<=',
    values: [{ from: LAW_DATE, value: 4, cite: 'art7-par1-III', note: '"empilhamento máximo de 4 unidades"' }],
  },
  {
    id: 'max-stack-empty',
    unit: 'count',
    description: { pt: 'Empilhamento máximo de recipientes vazios', en: 'Maximum stack of empty containers' },
    required: '<=',
    values: [{ from: LAW_DATE, value: 5, cite: 'art7-par1-IV', note: '"permitindo-se aos vazios o empilhamento de até 5 unidades"' }],
  },
  {
    id: 'stack-max-container-kg',
    unit: 'kg',
    description: {
      pt: 'Capacidade até a qual valem os limites de empilhamento de cheios e de altura',
      en: 'Capacity up to which the full-stack and height limits apply',
    },
    required: '<=',
    values: [{ from: LAW_DATE, value: 13, cite: 'art7-par1-III', note: '"igual ou inferior a 13 kg" (also art. 9 § 3º)' }],
  },
  {
    id: 'art7-par1-items-scope',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Incisos I a VIII do art. 7º, § 1º: deveres gerais da área de armazenamento ou só da área coberta',
      en: 'Items I to VIII of art. 7 § 1: general duties of every storage area or only of a covered one',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'general-duties',
        cite: 'art7-par1',
        note: 'Default: the items hang grammatically on "quando coberta", but none concerns a roof (drains within 3 m, floor marking, stacking 4 full / 5 empty, storing only inside the area, class sign, explosion-proof electrics, no strangers) and the same duties follow from arts. 3, 5 and 8 for open areas; read as general duties (shared/design/law-notes.md). Only the caput of § 1º (ceiling 2,50 m, clearance 1,20 m, roof material) depends on the area being covered.',
      },
    ],
    alternatives: [
      {
        value: 'general-duties',
        description: {
          pt: 'incisos I–VIII valem para toda área de armazenamento; só o caput do § 1º (pé-direito, espaço livre, cobertura) depende de a área ser coberta',
          en: 'items I–VIII apply to every storage area; only the caput of § 1 (ceiling, clearance, roof) depends on the area being covered',
        },
      },
      {
        value: 'only-when-covered',
        description: {
          pt: 'leitura literal: incisos I–VIII só valem quando a área é coberta',
          en: 'literal reading: items I–VIII apply only when the area is covered',
        },
      },
    ],
  },

  // --- Art. 8: signs, extinguishers, detection ------------------------------------------------
  {
    id: 'warning-signs-class-I-II',
    unit: 'count',
    description: { pt: 'Placas de advertência, classes I e II', en: 'Warning signs, classes I and II' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 1, cite: 'art8-I-a' }],
  },
  {
    id: 'warning-signs-class-III-IV',
    unit: 'count',
    description: { pt: 'Placas de advertência, classes III e IV', en: 'Warning signs, classes III and IV' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 2, cite: 'art8-I-b' }],
  },
  {
    id: 'warning-signs-class-V-VI',
    unit: 'count',
    description: { pt: 'Placas de advertência, demais classes (V e VI)', en: 'Warning signs, the other classes (V and VI)' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 4, cite: 'art8-I-c', note: '"demais classes"' }],
  },
  {
    id: 'extinguisher-kg-class-I',
    unit: 'kg',
    description: { pt: 'Total de pó químico seco, classe I', en: 'Total dry chemical, class I' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 8, cite: 'art8-II-a' }],
  },
  {
    id: 'extinguisher-kg-class-II',
    unit: 'kg',
    description: { pt: 'Total de pó químico seco, classe II', en: 'Total dry chemical, class II' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 24, cite: 'art8-II-b' }],
  },
  {
    id: 'extinguisher-units-class-II',
    unit: 'count',
    description: { pt: 'Número mínimo de extintores, classe II', en: 'Minimum number of extinguishers, class II' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 2, cite: 'art8-II-b' }],
  },
  {
    id: 'extinguisher-kg-class-III',
    unit: 'kg',
    description: { pt: 'Total de pó químico seco, classe III', en: 'Total dry chemical, class III' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 48, cite: 'art8-II-c' }],
  },
  {
    id: 'extinguisher-units-class-III',
    unit: 'count',
    description: { pt: 'Número mínimo de extintores, classe III', en: 'Minimum number of extinguishers, class III' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 4, cite: 'art8-II-c' }],
  },
  {
    id: 'extinguisher-kg-class-IV-VI',
    unit: 'kg',
    description: { pt: 'Total de pó químico seco, classes IV, V e VI', en: 'Total dry chemical, classes IV, V and VI' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 96, cite: 'art8-II-d' }],
  },
  {
    id: 'extinguisher-units-class-IV-VI',
    unit: 'count',
    description: { pt: 'Número mínimo de extintores, classes IV, V e VI', en: 'Minimum number of extinguishers, classes IV, V and VI' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 8, cite: 'art8-II-d' }],
  },
  {
    id: 'gas-detection-classes',
    unit: 'none',
    description: { pt: 'Classes que exigem detecção de vazamento de GLP', en: 'Classes requiring GLP leak detection' },
    values: [{ from: LAW_DATE, value: ['III', 'IV', 'V', 'VI'], cite: 'art8-III', note: '"classe III e superiores"' }],
  },

  // --- Art. 9: Annex I, fire wall, stacking ------------------------------------------------------
  {
    id: 'stacking-increase-percent',
    unit: 'percent',
    description: {
      pt: 'Acréscimo máximo da altura de empilhamento com estrados, parede corta-fogo e equipamento apropriado',
      en: 'Maximum increase of stacking height with pallets, a fire wall and suitable equipment',
    },
    values: [{ from: LAW_DATE, value: 50, cite: 'art9-par1', note: '"poderá ser acrescida em até 50%"' }],
  },
  {
    id: 'stacking-fire-wall-height',
    unit: 'm',
    description: {
      pt: 'Altura da parede corta-fogo acima do topo da pilha mais alta, para o acréscimo de empilhamento',
      en: 'Fire wall height above the top of the highest stack, for the stacking increase',
    },
    required: '>',
    values: [
      { from: LAW_DATE, value: 1.5, cite: 'art9-par1', note: '"com altura superior a 1,50 m em relação ao topo da pilha mais alta"' },
    ],
  },
  {
    id: 'stacking-increase-scope',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'A que limites de empilhamento se aplica o acréscimo de 50% do art. 9º, § 1º',
      en: 'Which stacking limits the 50 % increase of art. 9 § 1 applies to',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'all-stack-limits',
        cite: 'art9-par1',
        note: 'Default: § 1º raises "a altura de empilhamento ... admitida nesta Lei", i.e. every stacking limit of the law: 4 full / 5 empty (art. 7 § 1º III–IV, in whole units) and 1,50 m (art. 9 § 3º).',
      },
    ],
    alternatives: [
      {
        value: 'all-stack-limits',
        description: {
          pt: 'todos os limites de empilhamento: 4 cheios e 5 vazios (art. 7º, § 1º, III–IV) e 1,50 m (art. 9º, § 3º)',
          en: 'every stacking limit: 4 full and 5 empty (art. 7 § 1 III–IV) and 1.50 m (art. 9 § 3)',
        },
      },
      {
        value: 'unit-limits-only',
        description: {
          pt: 'só os limites em unidades do art. 7º, § 1º, III–IV; a altura de 1,50 m do art. 9º, § 3º não se altera',
          en: 'only the unit limits of art. 7 § 1 III–IV; the 1.50 m height of art. 9 § 3 stays',
        },
      },
    ],
  },
  {
    id: 'annex-fire-wall-height',
    unit: 'm',
    description: {
      pt: 'Altura da parede corta-fogo acima do topo da pilha mais alta, para reduzir as distâncias do Anexo I',
      en: 'Fire wall height above the top of the highest stack, to reduce the Annex I distances',
    },
    required: '>',
    values: [
      { from: LAW_DATE, value: 1.5, cite: 'art9-par2', note: '"com altura superior a 1,50 m em relação ao topo da pilha mais alta"' },
    ],
  },
  {
    id: 'annex-reduction-percent',
    unit: 'percent',
    description: {
      pt: 'Redução das distâncias do Anexo I com parede corta-fogo',
      en: 'Reduction of the Annex I distances with a fire wall',
    },
    values: [{ from: LAW_DATE, value: 50, cite: 'art9-par2', note: '"poderão se reduzidas em 50%"' }],
  },
  {
    id: 'annex-reduced-min-distance',
    unit: 'm',
    description: { pt: 'Distância mínima após a redução do art. 9º, § 2º', en: 'Minimum distance after the art. 9 § 2 reduction' },
    required: '>=',
    values: [{ from: LAW_DATE, value: 1.0, cite: 'art9-par2', note: '"limitadas ao mínimo de 1,00 m"' }],
  },
  {
    id: 'max-stack-height-small-class-I-II',
    unit: 'm',
    description: {
      pt: 'Altura máxima de empilhamento de recipientes de até 13 kg nas classes I e II',
      en: 'Maximum stacking height of containers of up to 13 kg in classes I and II',
    },
    required: '<=',
    values: [{ from: LAW_DATE, value: 1.5, cite: 'art9-par3', note: '"limitado a uma altura máxima de 1,50 m"' }],
  },

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
        note: 'Counted including the publication day (04/07/2000), as LC 95/1998 art. 8 § 1º counts periods: the last day is 03/07/2001; violations count from 04/07/2001.',
      },
    ],
  },
];
