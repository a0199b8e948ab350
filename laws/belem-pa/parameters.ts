/** Belém — dated parameters, each citing the unit that sets it: art. 2 here, arts. 3–7 in parameters-art3-7.ts. */
import { NBR15514_FIRE_WALL } from '../../src/core/norms/nbr15514.ts';
import type { ParameterDef } from '../../src/core/types.ts';
import { art3To7Parameters } from './parameters-art3-7.ts';
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
    id: 'nbr15514-fire-wall',
    unit: 'none',
    description: {
      pt: 'Parede resistente ao fogo que reduz à metade as distâncias da NBR 15514 (exceto ralos e canaletas)',
      en: 'Fire-resistant wall that halves the NBR 15514 distances (except drains and gutters)',
    },
    externalSource: 'ABNT NBR 15514:2020 as transcribed in CBMGO NT 28/2022, Parte 2 (shared/design/referenced-norms.md)',
    values: [
      {
        from: ART2_I_B,
        value: NBR15514_FIRE_WALL,
        cite: 'art2-I-b',
        note: '"as distâncias mínimas estabelecidas na ABNT NBR 15514": the norm\'s distance for a storage area behind a qualifying wall (no openings, fire resistance ≥ 2 h, ≥ 2.6 m high, ≥ 1 m from the container lots) is half the table value, for every column Belém uses (heat sources, public assembly, property line). Asked for only when a place is nearer than the table value.',
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
    id: 'art2-parU-own-lot-point',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Lote do requerente conhecido só como ponto (sem polígono), ou distância informada entre pontos: medir do ponto, ou não avaliável quando o ponto atende (art. 2º, parágrafo único)?',
      en: "The applicant's lot known only as a point (no polygon), or a distance given between points: measure from the point, or cannot evaluate when the point complies (art. 2 sole paragraph)?",
    },
    values: [
      {
        from: LAW_DATE,
        value: 'measure-from-point',
        cite: 'art2-parU',
        note: 'The law measures from "o ponto extremo da área do imóvel onde se pretende construir", which may be nearer than the lot\'s point: a point that falls short already violates; one that complies passes under this reading, and the finding says it was measured from the point. Default because the viability map and the registry re-evaluation know establishments as points (as art2-parU-point-outlet does for the other outlet); "require-lot" holds applications to the lot polygon. Under either reading a distance given without saying from where it was measured (no measuredFrom, or "unknown") is not a lot point: a shortfall stands, a pass cannot be evaluated until measuredFrom is given (src/core/rulekit-lot-point.ts); one given from the frontage is read like the point.',
      },
    ],
    alternatives: [
      {
        value: 'measure-from-point',
        description: {
          pt: 'medir do ponto do imóvel e dizer, na constatação, que foi o ponto (o limite pode estar mais perto)',
          en: "measure from the lot's point and say in the finding that it was the point (the boundary may be nearer)",
        },
      },
      {
        value: 'require-lot',
        description: {
          pt: 'não avaliável enquanto o polígono do lote (ou a distância entre os limites dos imóveis) não for informado; um ponto aquém da distância já viola',
          en: "cannot evaluate until the lot polygon (or the distance between the lots' boundaries) is given; a point short of the distance already violates",
        },
      },
    ],
  },
  {
    // Art. 2 I a: "resguardar uma distância mínima de 500 (quinhentos) metros de raio de outro Posto
    // Revendedor … já existente ou com licença para construção aprovada" — existing when? The
    // article conditions the approval of the plans of "novos Postos": at a renewal or an inspection
    // of an outlet already installed, an outlet that came after it is the newcomer the law binds.
    id: 'art2-I-a-first-come',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Art. 2º, I, a, para posto com planta já aprovada ou já instalado: conta o posto que veio depois dele?',
      en: 'Art. 2 I a, for an outlet whose plans are approved or that is installed: does an outlet that came after it count?',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'earlier-outlets',
        cite: 'art2-I-a',
        note: '"já existente ou com licença para construção aprovada" is read at the approval of the plans the article conditions ("Somente serão aprovadas plantas para a construção de Postos … novos"): once this outlet\'s plans are approved (establishment.constructionLicenceApprovedOn), at the operating licence, a renewal or an inspection, an outlet whose date (nearby.places[].since) is after that approval is the newcomer, left out of the count and named in the finding; at a renewal or an inspection without that date, after this outlet\'s establishment.startDate. Without this outlet\'s date, or the other\'s, every outlet counts. An outlet whose plans are not approved yet counts every outlet existing on the date.',
      },
    ],
    alternatives: [
      {
        value: 'earlier-outlets',
        description: {
          pt: 'só os postos anteriores a este (o posterior é o novo, a quem a lei se dirige)',
          en: 'only the outlets earlier than this one (the later one is the newcomer the law binds)',
        },
      },
      {
        value: 'all-outlets',
        description: {
          pt: 'todo posto existente na data da avaliação, anterior ou posterior',
          en: 'every outlet existing on the evaluation date, earlier or later',
        },
      },
    ],
  },
  ...art3To7Parameters,
];
