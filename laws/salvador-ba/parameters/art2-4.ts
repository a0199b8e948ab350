/** Salvador — dated parameters of art. 2 III (distance, zone, art. 16) and art. 4 parágrafo único (sound advertising), each citing the unit that sets it. */
import type { ParameterDef } from '../../../src/core/types.ts';
import type { HolidayCalendar, LocalHoliday } from '../holidays.ts';
import { GAS_STATES_DEFAULT, LAW_DATE, STATUSES_DEFAULT, type SoundWindows } from './common.ts';

export const siteAndSoundParameters: ParameterDef[] = [
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
    id: 'counted-establishment-kinds',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Estabelecimentos entre os quais se contam os 400 m ("entre os estabelecimentos")',
      en: 'Establishments between which the 400 m are counted ("entre os estabelecimentos")',
    },
    values: [
      {
        from: LAW_DATE,
        value: ['glp-outlet', 'glp-depot', 'glp-bottling-plant'],
        cite: 'art2-III',
        note: '"os estabelecimentos" of art. 2 caput are those art. 1 governs: "empresas de engarrafamento, armazenamento, depósito e comercialização de GLP". A depot or bottling plant 100 m away counts as much as a resale outlet.',
      },
    ],
    alternatives: [
      {
        value: ['glp-outlet', 'glp-depot', 'glp-bottling-plant'],
        description: {
          pt: 'todos os estabelecimentos regidos pela lei (art. 1º): revendas, depósitos e engarrafadoras de GLP',
          en: 'every establishment the law governs (art. 1): GLP outlets, depots and bottling plants',
        },
      },
      {
        value: ['glp-outlet'],
        description: { pt: 'somente as revendas de GLP', en: 'GLP resale outlets only' },
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
        note: 'law-notes "How distance is measured": the law does not say, so the nearest geometry known stands for the establishment — the storage-area polygon, else the parcel polygon, else the lot point — and the method used is reported with each place. The value keeps its name "point" (stored evaluations and what-if overrides use it), though it measures from a polygon when one is known.',
      },
    ],
    alternatives: [
      {
        value: 'point',
        description: {
          pt: 'da melhor geometria conhecida: o limite da área de armazenamento (lot.storagePolygon), senão o limite do imóvel (lot.polygon), senão o ponto do imóvel (lot.location); o método é informado em cada local',
          en: 'from the best geometry known: the storage-area boundary (lot.storagePolygon), else the parcel boundary (lot.polygon), else the lot point (lot.location); the method is reported with each place',
        },
      },
      {
        value: 'edge',
        description: {
          pt: 'entre os limites dos imóveis (ponto extremo a ponto extremo); lote do requerente só como ponto (sem lot.polygon, ou distância informada entre pontos): um local aquém de 400 m reprova, um além não é avaliável; o mesmo para distância informada da testada ou sem dizer de onde foi medida (sem measuredFrom: a constatação o pede)',
          en: "between the parcel boundaries (nearest extreme points); the applicant's lot known only as a point (no lot.polygon, or a distance given between points): a place short of 400 m violates, one beyond cannot be evaluated; likewise a distance given from the frontage or without saying from where (no measuredFrom: the finding asks for it)",
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
    id: 'par1-exemption-scope',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Alcance da isenção do art. 2º, § 1º (empresas existentes e instaladas legalmente): o local em que a empresa estava instalada, ou a empresa onde quer que se instale',
      en: 'Reach of the art. 2 § 1 exemption (companies existing and legally installed): the place the company was installed at, or the company wherever it settles',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'installed-place',
        cite: 'art2-par1',
        note: '"As empresas já existentes quando da publicação desta Lei, instaladas legalmente, estarão isentas do cumprimento do disposto no inciso III": item III is about the location (the zone and the 400 m). What was "instalada legalmente" in 2011 is the place; a request for another place (a new outlet, a change of address) is a new location, as the procedure treats a change of address (a new TVL and alvará), and is held to item III. A TVL is not by itself another place: asked by the company at the address it has operated at since before the law (establishment.startDate is the start at this address), it keeps the exemption; a TVL for an address where nothing operates yet has no start date and is new.',
      },
    ],
    alternatives: [
      {
        value: 'installed-place',
        description: {
          pt: 'o local: a isenção não acompanha um pedido para outro endereço (novo posto, mudança de endereço); o TVL pedido no endereço em que a empresa funciona desde antes da lei continua isento',
          en: 'the place: the exemption does not follow a request for another address (new outlet, change of address); a TVL asked at the address the company has operated at since before the law stays exempt',
        },
      },
      {
        value: 'company',
        description: {
          pt: 'a empresa: isenta do inciso III também em outro endereço',
          en: 'the company: exempt from item III at another address too',
        },
      },
    ],
  },
  {
    id: 'art2-III-first-come',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Art. 2º, III, para estabelecimento já instalado (ou com planta aprovada): conta o estabelecimento que veio depois dele?',
      en: 'Art. 2 III, for an establishment already installed (or with its plans approved): does an establishment that came after it count?',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'earlier-establishments',
        cite: 'art2-III',
        note: '"respeitando-se a distância mínima de 400 (quatrocentos) metros entre os estabelecimentos" is a requirement "Para obtenção do Termo de Viabilidade de Localização - TVL e Alvará" (art. 2º, caput): the establishment that came later is the one that had to keep it. At a renewal or an inspection (or once this establishment\'s construction was approved: establishment.constructionLicenceApprovedOn), an establishment whose date (nearby.places[].since) is after this one\'s (the approval, else establishment.startDate) is left out of the count and named in the finding. Without this establishment\'s date, or the other\'s, every one counts. A new establishment counts every one existing on the date.',
      },
    ],
    alternatives: [
      {
        value: 'earlier-establishments',
        description: {
          pt: 'só os estabelecimentos anteriores a este (o posterior é o novo, a quem a lei se dirige)',
          en: 'only the establishments earlier than this one (the later one is the newcomer the law binds)',
        },
      },
      {
        value: 'all-establishments',
        description: {
          pt: 'todo estabelecimento existente na data da avaliação, anterior ou posterior',
          en: 'every establishment existing on the evaluation date, earlier or later',
        },
      },
    ],
  },
  {
    // Read by the procedure (procedure.ts, the alvará's waiver of the TVL), not by a rule.
    id: 'tvl-waiver-existing',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'TVL da empresa já existente e instalada legalmente na publicação da lei (art. 2º, § 1º): a lei a isenta do inciso III, que o termo atesta, mas não diz que o TVL é dispensado',
      en: 'The TVL of a company existing and legally installed when the law was published (art. 2 § 1): the law exempts it from item III, which the term attests, but does not say the TVL is waived',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'waived',
        cite: 'art2-par1',
        note: 'Art. 2 caput: "Para obtenção do Termo de Viabilidade de Localização - TVL e Alvará, os estabelecimentos devem atender aos seguintes requisitos"; § 1º: "As empresas já existentes quando da publicação desta Lei, instaladas legalmente, estarão isentas do cumprimento do disposto no inciso III". The TVL attests the location (the zone and the 400 m of item III): of a company exempt from III it would attest nothing the law asks, so its alvará (art. 1 § 1º: the renewal) is not asked for a TVL. The other reading keeps the TVL, attesting items I, II, IV and V only.',
      },
    ],
    alternatives: [
      {
        value: 'waived',
        description: {
          pt: 'dispensado: o TVL atesta o inciso III (zona e 400 m), de que o § 1º a isenta; o alvará não pede o TVL',
          en: 'waived: the TVL attests item III (zone and 400 m), from which § 1 exempts it; the alvará does not ask for the TVL',
        },
      },
      {
        value: 'asked',
        description: {
          pt: 'exigido: a lei não dispensa o TVL ("Para obtenção do TVL e Alvará"); emitido antes do alvará, sem o inciso III',
          en: 'asked: the law does not waive the TVL ("Para obtenção do TVL e Alvará"); issued before the alvará, without item III',
        },
      },
    ],
  },
  {
    id: 'zone-quantity-basis',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Que quantidade a zona deve admitir ("Zonas que permitam a comercialização e a quantidade requerida de GLP"): a requerida, e também o GLP no local',
      en: 'Which quantity the zone must admit ("Zonas que permitam a comercialização e a quantidade requerida de GLP"): the requested one, and the GLP on site too',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'requested-and-stock',
        cite: 'art2-III',
        note: '"a quantidade requerida" is what the application asks to store (application.requestedQuantity): it must fit the zone, and an application cannot be judged without it (a TVL may be asked before there is any stock). The GLP on site, when reported, must fit too: a stock above what the zone admits is outside what the zone permits whatever was requested. An inspection (or no application) asks for nothing: the GLP on site is what the zone must admit.',
      },
    ],
    alternatives: [
      {
        value: 'requested-and-stock',
        description: {
          pt: 'a quantidade requerida deve caber na zona e, quando informado, também o GLP no local; numa fiscalização sem pedido, o GLP no local',
          en: 'the requested quantity must fit the zone and, when reported, the GLP on site too; at an inspection without a request, the GLP on site',
        },
      },
      {
        value: 'requested-only',
        description: {
          pt: 'só a quantidade requerida (literal): o estoque não é do inciso III; sem pedido, não é possível avaliar',
          en: "only the requested quantity (literal): the stock is not item III's; without a request it cannot be evaluated",
        },
      },
    ],
  },
  {
    id: 'zone-quantity-container-states',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Recipientes no local que se somam à "quantidade de GLP" comparada com a zona (capacidade nominal)',
      en: 'Containers on site added up as the "quantity of GLP" compared with the zone (nominal capacity)',
    },
    values: [
      {
        from: LAW_DATE,
        value: GAS_STATES_DEFAULT,
        cite: 'art2-III',
        note: '"a quantidade requerida de GLP" is a quantity of gas: full and partly used containers hold it (counted at nominal capacity, the partly used ones as an upper bound); empty and new ones hold none. Where the law means the containers themselves it says so: "Os recipientes de GLP, cheios ou vazios" (art. 7). The zone figure comes from PDDU/LOUOS, outside the law: if it is a storage capacity counting empties, choose the other reading.',
      },
    ],
    alternatives: [
      {
        value: GAS_STATES_DEFAULT,
        description: {
          pt: 'o GLP: recipientes cheios e parcialmente utilizados (vazios e novos não contêm GLP)',
          en: 'the GLP: full and partly used containers (empty and new ones hold no GLP)',
        },
      },
      {
        value: ['full', 'partly-used', 'empty', 'new'],
        description: {
          pt: 'a capacidade de armazenamento: todos os recipientes, cheios, parcialmente utilizados, vazios e novos (como a classe da NBR 15514 neste pacote)',
          en: 'the storage capacity: every container, full, partly used, empty and new (as the NBR 15514 class in this pack)',
        },
      },
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
];
