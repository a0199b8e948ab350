/**
 * Salvador — dated parameters, each citing the unit that sets it. Interpretation choices carry
 * their alternatives; a municipality's legal department changes a value here (or by what-if
 * override) without touching the rules.
 */
import type { ParameterDef } from '../../src/core/types.ts';
import type { HolidayCalendar, LocalHoliday } from './holidays.ts';
import { salvadorLaw } from './text.ts';

/** The law's date, used as publication date (see text.ts inForceNote). */
export const LAW_DATE = salvadorLaw.inForceFrom;

export interface SoundWindows {
  weekdays: { days: string[]; from: string; to: string };
  saturday: { days: string[]; from: string; to: string };
  forbidden: string[];
}

export interface FireWallReduction {
  factor: number;
  exceptColumns: string[];
  noOpenings: boolean;
  minFireResistanceHours: number;
  minHeightM: number;
  minDistanceFromStackM: number;
}

// Defaults shared by value and alternative (ctx.interpretation finds the chosen alternative by identity).
const STATUSES_DEFAULT = ['licensed', 'existing', 'construction-approved'];
const MOTORCYCLE_LIKE_DEFAULT = ['motorcycle', 'motorised-bicycle', 'tricycle'];
const PUBLIC_ASSEMBLY_DEFAULT = ['public-assembly'];

const FINE_NOTE =
  'Amount fixed by the law in reais; no update index is provided, so it stays nominal until the municipality enters a new dated value.';

export const salvadorParameters: ParameterDef[] = [
  // --- Art. 2, III -------------------------------------------------------------
  {
    id: 'min-distance-between-establishments',
    unit: 'm',
    description: {
      pt: 'Distância mínima entre os estabelecimentos de GLP ("distância mínima de 400 metros"): exatamente 400 m é permitido',
      en: 'Minimum distance between GLP establishments ("distância mínima de 400 metros"): exactly 400 m is allowed',
    },
    required: '>=',
    values: [
      {
        from: LAW_DATE,
        value: 400,
        cite: 'art2-III',
        note: '"respeitando-se a distância mínima de 400 (quatrocentos) metros entre os estabelecimentos"',
      },
    ],
  },
  {
    id: 'distance-measurement',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Como medir os 400 m: a lei não diz',
      en: 'How the 400 m are measured: the law does not say',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'point',
        cite: 'art2-III',
        note: 'law-notes "How distance is measured": storage-area/parcel boundary when a polygon is known, the point otherwise; the method used is reported with each place.',
      },
    ],
    alternatives: [
      {
        value: 'point',
        description: {
          pt: 'do limite da área de armazenamento (ou do imóvel) quando houver polígono; do ponto do imóvel caso contrário',
          en: 'from the storage-area (or parcel) boundary when a polygon is known; from the lot point otherwise',
        },
      },
      {
        value: 'edge',
        description: {
          pt: 'entre os limites dos imóveis (ponto extremo a ponto extremo)',
          en: 'between the parcel boundaries (nearest extreme points)',
        },
      },
    ],
  },
  {
    id: 'counted-establishment-statuses',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Situações de outro estabelecimento de GLP que contam para os 400 m ("entre os estabelecimentos")',
      en: 'Statuses of another GLP establishment that count for the 400 m ("entre os estabelecimentos")',
    },
    values: [
      {
        from: LAW_DATE,
        value: STATUSES_DEFAULT,
        cite: 'art2-III',
        note: 'Default: every establishment in operation, licensed or not, and one whose TVL/licence was already granted (prior in time). Pending applications and closed outlets do not count.',
      },
    ],
    alternatives: [
      {
        value: STATUSES_DEFAULT,
        description: {
          pt: 'em funcionamento (licenciado ou não) ou com TVL/licença já concedida',
          en: 'operating (licensed or not) or with a TVL/licence already granted',
        },
      },
      { value: ['licensed', 'existing'], description: { pt: 'somente os em funcionamento', en: 'only those operating' } },
      { value: ['licensed'], description: { pt: 'somente os licenciados', en: 'only licensed ones' } },
    ],
  },
  {
    id: 'art16-zone-activity',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Estabelecimento existente e legal (art. 2º, § 1º) em local onde a atividade não é admitida (art. 16)',
      en: 'Existing legal establishment (art. 2 § 1) where the activity is not admitted (art. 16)',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'art16-prevails',
        cite: 'art16',
        note: 'Art. 16 is the special rule for places where the activity is not admitted: § 1º exempts existing legal establishments from the 400 m and the zone quantity, not from leaving a place where the activity is not admitted at all (180 days, "improrrogável").',
      },
    ],
    alternatives: [
      {
        value: 'art16-prevails',
        description: {
          pt: 'art. 16 prevalece: o § 1º isenta da distância e da quantidade; onde a atividade não é admitida, havia 180 dias para transferir, adequar ou encerrar',
          en: 'art. 16 prevails: § 1 exempts from distance and quantity; where the activity is not admitted there were 180 days to move, adapt or close',
        },
      },
      {
        value: 'par1-exempts-all',
        description: {
          pt: 'o § 1º isenta de todo o inciso III, inclusive a admissão da atividade na zona',
          en: '§ 1 exempts from the whole of item III, including whether the zone admits the activity',
        },
      },
    ],
  },
  {
    id: 'art16-period-days',
    unit: 'days',
    description: {
      pt: 'Prazo improrrogável para transferir, adequar ou encerrar atividades em local não admitido (contado da publicação)',
      en: 'Non-extendable period to move, adapt or close activities in a place where they are not admitted (from publication)',
    },
    values: [
      {
        from: LAW_DATE,
        value: 180,
        cite: 'art16',
        note: 'Counted excluding the day of publication (Código Civil art. 132): 26/07/2011 + 180 days → last day 22/01/2012.',
      },
    ],
  },
  {
    id: 'renewal-request-period-months',
    unit: 'months',
    description: {
      pt: 'Prazo para empresas em operação requererem a renovação do Alvará de Funcionamento (a partir da publicação)',
      en: 'Period for operating companies to request renewal of the operating licence (from publication)',
    },
    values: [
      {
        from: LAW_DATE,
        value: 6,
        cite: 'art1-par1',
        note: '26/07/2011 + 6 months → 26/01/2012; only where the alvará expired later than that.',
      },
    ],
  },

  // --- Art. 4, parágrafo único: sound advertising -------------------------------
  {
    id: 'sound-windows',
    unit: 'time',
    description: {
      pt: 'Horários em que a propaganda sonora é permitida (hora local de Salvador)',
      en: 'Hours in which sound advertising is allowed (Salvador local time)',
    },
    values: [
      {
        from: LAW_DATE,
        value: {
          weekdays: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:30', to: '18:30' },
          saturday: { days: ['sat'], from: '09:00', to: '14:00' },
          forbidden: ['sun', 'holiday'],
        } satisfies SoundWindows,
        cite: 'art4-parU',
        note: '"entre 08h30min e 18h30min, de segunda a sexta-feira e aos sábados das 9h às 14h, ficando proibida a sonorização nos domingos e feriados"',
      },
    ],
  },
  {
    id: 'sound-window-bounds',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Se os extremos dos horários ("entre 08h30min e 18h30min", "das 9h às 14h") estão incluídos',
      en: 'Whether the ends of the windows ("between 08:30 and 18:30", "from 9:00 to 14:00") are included',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'inclusive',
        cite: 'art4-parU',
        note: 'Observations are recorded to the minute: 08:30 and 18:30 (14:00 on Saturdays) are allowed; 08:29 and 18:31 (14:01) are not.',
      },
    ],
    alternatives: [
      {
        value: 'inclusive',
        description: { pt: 'extremos incluídos: 08:30 e 18:30 permitidos', en: 'ends included: 08:30 and 18:30 allowed' },
      },
      {
        value: 'end-exclusive',
        description: {
          pt: 'fim excluído: o minuto 18:30 (14:00 aos sábados) já está fora',
          en: 'end excluded: the minute 18:30 (14:00 on Saturdays) is already outside',
        },
      },
    ],
  },
  {
    id: 'holiday-calendar',
    unit: 'none',
    description: {
      pt: 'Feriados nacionais e do Estado da Bahia: biblioteca date-holidays (BR, BA), só o tipo "public"; dias de eleição excluídos',
      en: 'National and Bahia holidays: date-holidays library (BR, BA), type "public" only; election days excluded',
    },
    externalSource: 'npm date-holidays 3.37.0 (BR national: Lei 662/1949, 6.802/1980, 14.759/2023…; BA: 2 de julho)',
    values: [
      {
        from: LAW_DATE,
        value: {
          library: 'date-holidays@3.37.0',
          country: 'BR',
          state: 'BA',
          types: ['public'],
          excludeNames: ['Dia de Eleição'],
        } satisfies HolidayCalendar,
        cite: 'art4-parU',
        note:
          'date-holidays lists election days as "public"; they are not legal holidays (and always fall on Sundays, already forbidden), so they are excluded. ' +
          'Carnival and Corpus Christi are "bank/optional" in the library: Carnival is a ponto facultativo, not a holiday; Corpus Christi comes from municipal-holidays. ' +
          'Good Friday is listed as "public" by the library and kept. Dia da Consciência Negra (20/11) is national from 2024 (Lei 14.759/2023), as the library has it.',
      },
    ],
  },
  {
    id: 'municipal-holidays',
    unit: 'none',
    description: {
      pt: 'Feriados municipais de Salvador',
      en: 'Salvador municipal holidays',
    },
    externalSource:
      'Salvador municipal holidays (shared/design/referenced-norms.md, "Holidays"); religious holidays under Lei federal 9.093/1995',
    values: [
      {
        from: LAW_DATE,
        value: [
          { id: 'corpus-christi', name: 'Corpus Christi', rule: 'easter+60', basis: 'feriado municipal (Lei 9.093/1995, art. 2º)' },
          { id: 'sao-joao', name: 'São João', rule: '06-24', basis: 'feriado municipal' },
          {
            id: 'conceicao-da-praia',
            name: 'Nossa Senhora da Conceição da Praia',
            rule: '12-08',
            basis: 'feriado municipal (padroeira)',
          },
        ] satisfies LocalHoliday[],
        cite: 'art4-parU',
        note: 'Data entered by the municipality; a change of the municipal holiday law is a new dated value.',
      },
    ],
  },
  {
    id: 'decreed-holidays',
    unit: 'none',
    description: {
      pt: 'Feriados decretados em datas avulsas (lista de { date, name }), além dos permanentes',
      en: 'One-off decreed holidays (list of { date, name }), besides the permanent ones',
    },
    values: [{ from: LAW_DATE, value: [], cite: 'art4-parU', note: 'Empty until the municipality enters one.' }],
  },

  // --- Art. 2 § 2 and art. 10: NBR 15514 -----------------------------------------
  {
    id: 'nbr15514-edition-policy',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Edição da NBR 15514 aplicada (art. 2º, § 2º e art. 10: "ou posterior normatização que venha atualizá-la ou substituí-la")',
      en: 'NBR 15514 edition applied (art. 2 § 2 and art. 10: "or a later norm that updates or replaces it")',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'current-loaded',
        cite: 'art2-par2',
        note: 'The law adopts the edition in force ("posterior normatização"): the loaded current edition applies, and each finding names the edition and the source of its figures.',
      },
    ],
    alternatives: [
      {
        value: 'current-loaded',
        description: {
          pt: 'a edição vigente carregada (a lei remete à norma posterior que a atualize ou substitua)',
          en: 'the loaded current edition (the law refers to any later norm that updates or replaces it)',
        },
      },
      {
        value: 'adopted-2007',
        description: {
          pt: 'somente a edição de 2007 adotada pela Resolução ANP 5/2008: sem ela, não é possível avaliar',
          en: 'only the 2007 edition adopted by ANP Resolution 5/2008: without it the rule cannot be evaluated',
        },
      },
    ],
  },
  {
    id: 'nbr15514-fire-wall',
    unit: 'none',
    description: {
      pt: 'Parede corta-fogo que reduz à metade as distâncias da NBR 15514 (exceto ralos e canaletas)',
      en: 'Fire wall that halves the NBR 15514 distances (except drains and gutters)',
    },
    externalSource: 'ABNT NBR 15514:2020 as transcribed in CBMGO NT 28/2022, Parte 2 (shared/design/referenced-norms.md)',
    values: [
      {
        from: LAW_DATE,
        value: {
          factor: 0.5,
          exceptColumns: ['drains'],
          noOpenings: true,
          minFireResistanceHours: 2,
          minHeightM: 2.6,
          minDistanceFromStackM: 1,
        } satisfies FireWallReduction,
        cite: 'art2-par2',
        note: 'No openings, fire resistance ≥ 2 h, ≥ 2.6 m high, ≥ 1 m from the container lots. Applied only when a distance fails the full table value.',
      },
    ],
  },
  {
    id: 'public-assembly-categories',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Categorias de locais tratadas como "estabelecimentos de grande aglomeração" (art. 10)',
      en: 'Place categories treated as "places of large gatherings" (art. 10)',
    },
    values: [
      {
        from: LAW_DATE,
        value: PUBLIC_ASSEMBLY_DEFAULT,
        cite: 'art10',
        note: 'Default: the survey classifies places of public assembly itself (category public-assembly); schools, churches etc. count when the survey puts them in that category.',
      },
    ],
    alternatives: [
      {
        value: PUBLIC_ASSEMBLY_DEFAULT,
        description: { pt: 'somente locais classificados como de reunião de público', en: 'only places classified as public assembly' },
      },
      {
        value: ['public-assembly', 'school', 'church', 'hospital', 'recreational-cultural', 'large-commerce'],
        description: {
          pt: 'também escolas, igrejas, hospitais, agremiações e grande comércio',
          en: 'also schools, churches, hospitals, clubs and large commerce',
        },
      },
    ],
  },

  // --- Art. 3 § 2 ------------------------------------------------------------------
  {
    id: 'motorcycle-like-types',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Tipos de veículo que são "motocicletas ou similares" e só podem transportar GLP com side car',
      en: 'Vehicle types that are "motorcycles or similar" and may carry GLP only with a sidecar',
    },
    values: [
      {
        from: LAW_DATE,
        value: MOTORCYCLE_LIKE_DEFAULT,
        cite: 'art3-par2',
        note: 'A motorcycle-sidecar is allowed when adapted and legal; the other types listed have no sidecar and are refused.',
      },
    ],
    alternatives: [
      {
        value: MOTORCYCLE_LIKE_DEFAULT,
        description: { pt: 'motocicletas, bicicletas motorizadas e triciclos', en: 'motorcycles, motorised bicycles and tricycles' },
      },
      {
        value: ['motorcycle', 'motorised-bicycle'],
        description: {
          pt: 'motocicletas e bicicletas motorizadas (triciclo de carga não é "similar")',
          en: 'motorcycles and motorised bicycles (a cargo tricycle is not "similar")',
        },
      },
    ],
  },

  // --- Art. 11 -----------------------------------------------------------------------
  {
    id: 'art11-other-products',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Para um estabelecimento de GLP: que "comércio de outros produtos" veda o armazenamento',
      en: 'For a GLP establishment: which "commerce of other products" forbids the storage',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'any-other-product',
        cite: 'art11',
        note: 'Literal reading. Cumulative activities (art. 15, IV) remain possible when they are not sales of goods in the storage installation.',
      },
    ],
    alternatives: [
      {
        value: 'any-other-product',
        description: {
          pt: 'qualquer outro produto vendido na instalação (leitura literal)',
          en: 'any other product sold in the installation (literal reading)',
        },
      },
      {
        value: 'dangerous-products-art13',
        description: {
          pt: 'somente outros produtos perigosos do art. 13 (inflamáveis, álcool, tintas…)',
          en: 'only other dangerous products of art. 13 (flammables, alcohol, paints…)',
        },
      },
    ],
  },
  {
    id: 'art11-storage-scope',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Para comércio de outros produtos ou posto de combustível: que "armazenamento de GLP" é vedado',
      en: 'For other commerce or a fuel station: which "storage of GLP" is forbidden',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'glp-for-sale',
        cite: 'art11',
        note: 'The law governs companies that bottle, store, deposit or sell GLP (art. 1): GLP kept for sale is forbidden there; containers in use for the business\'s own consumption are not "armazenamento" in its sense.',
      },
    ],
    alternatives: [
      {
        value: 'glp-for-sale',
        description: { pt: 'GLP mantido para venda', en: 'GLP kept for sale' },
      },
      {
        value: 'any-container',
        description: {
          pt: 'qualquer recipiente de GLP, mesmo para consumo próprio (leitura literal)',
          en: 'any GLP container, even for own consumption (literal reading)',
        },
      },
    ],
  },

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
      pt: 'Multa por entrega a domicílio em veículo irregular (mais apreensão do veículo)',
      en: 'Fine for home delivery in an irregular vehicle (plus vehicle seizure)',
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
      pt: 'Inciso do art. 15 que pune a violação de cada regra (null: o art. 15 não tipifica multa própria)',
      en: 'Item of art. 15 punishing the violation of each rule (null: art. 15 sets no specific fine)',
    },
    values: [
      {
        from: LAW_DATE,
        value: {
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
          'art15-IV': 'IV',
        },
        cite: 'art15',
        note:
          'Art. 2 items → V (notification, then fine). Storage installations (art. 2 § 2º, 7–11) → III. Delivery vehicles (art. 3, art. 8 vehicle signs) → II ("veículo em desacordo com … a legislação vigente"). ' +
          'Art. 4 (sound) has no fine in art. 15: the noise legislation and art. 14 apply. Art. 11 at premises without a GLP alvará is also art. 15, I.',
      },
    ],
  },
];
