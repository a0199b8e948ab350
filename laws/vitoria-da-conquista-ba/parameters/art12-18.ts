/** Vitória da Conquista — dated parameters of arts. 12–18: GLP at fuel stations, exclusive GLP outlets, depots. */
import type { ParameterDef } from '../../../src/core/types.ts';
import { threshold, list, interpretation, reading, LAW_DATE } from './common.ts';

export const glpParameters: ParameterDef[] = [
  // --- Art. 12: GLP at fuel stations ---------------------------------------------------------
  threshold(
    'station-glp-from-pump',
    'm',
    '>=',
    10,
    'art12-III',
    { pt: 'Distância mínima do depósito de GLP à bomba mais próxima', en: 'Minimum distance from the GLP store to the nearest pump' },
    '"a pelo menos 10.00m (dez metros) da bomba de abastecimento mais próxima"',
  ),
  threshold(
    'station-glp-from-ignition',
    'm',
    '>=',
    10,
    'art12-III',
    {
      pt: 'Distância mínima do depósito de GLP a aparelhos produtores de faísca, chama ou calor',
      en: 'Minimum distance from the GLP store to spark, flame or heat producing equipment',
    },
    '"e à mesma distância dos equipamentos ou aparelhos produtores de faísca, chama ou calor"',
  ),
  list(
    'floor-materials-art12',
    ['sand', 'gravel', 'fine-crushed-stone', 'crushed-stone', 'boards', 'wood-blocks', 'rubber-blocks', 'synthetic', 'cement'],
    'art12-IV',
    {
      pt: 'Pisos admitidos no depósito de GLP de posto de abastecimento',
      en: 'Floors allowed for the GLP store of a fuel station',
    },
    'areia, cascalho, pedrisco, brita, tábuas, tacos, bloquetes em borracha, material sintético, cimento',
  ),
  interpretation(
    'art12-VII-scope',
    'art12-VII',
    {
      pt: '"armazenamento de botijões na forma da classificação" em posto de abastecimento (art. 12, VII)',
      en: '"storage of cylinders as per the classification" at a fuel station (art. 12 VII)',
    },
    [
      {
        value: 'quantity-by-zone',
        description: {
          pt: 'só o limite de botijões da classe que a zona admite; o terreno do posto é regido pelo art. 4º',
          en: "only the cylinder limit of the class the zone admits; the station's lot is governed by art. 4",
        },
      },
      {
        value: 'full-class',
        description: {
          pt: 'a classe inteira: zona, terreno livre, testada, profundidade e limite de botijões',
          en: 'the whole class: zone, free lot, frontage, depth and cylinder limit',
        },
      },
    ],
    'The item speaks of the storage ("armazenamento ... na forma da classificação"); a fuel-station lot is never "terreno livre", so the lot conditions of the classes are not applied by default.',
  ),
  threshold(
    'station-extinguishers',
    'count',
    '>=',
    2,
    'art12-VIII',
    { pt: 'Extintores de pó químico no posto de abastecimento com GLP', en: 'Dry-chemical extinguishers at a fuel station with GLP' },
    '"dois extintores em pó químico": at least two.',
  ),
  threshold(
    'station-extinguisher-kg',
    'kg',
    '>=',
    4,
    'art12-VIII',
    { pt: 'Capacidade de cada extintor (art. 12, VIII)', en: 'Capacity of each extinguisher (art. 12 VIII)' },
    '"com capacidade de 4 quilos cada": a larger unit also qualifies.',
  ),

  // --- Art. 13: exclusive GLP outlets ---------------------------------------------------------
  threshold(
    'outlet-wall-height',
    'm',
    '>=',
    2,
    'art13-I',
    { pt: 'Altura do muro do perímetro', en: 'Height of the perimeter wall' },
    '"muro com altura de 2.00m"; read per art13-I-reading.',
  ),
  threshold(
    'outlet-gate-width',
    'm',
    '>=',
    5,
    'art13-I',
    { pt: 'Largura do portão de acesso', en: 'Width of the access gate' },
    '"portão de acesso com largura de 8.00m (cinco metros)": 5 m (the words; see the transcription note).',
  ),
  threshold(
    'walled-perimeter-percent',
    'percent',
    '>=',
    100,
    'art13-I',
    { pt: 'Parte do perímetro murada', en: 'Share of the perimeter walled' },
    '"todo seu perímetro"',
  ),
  reading(
    'art13-I-reading',
    'art13-I',
    {
      pt: 'Altura do muro (2 m) e largura do portão (5 m) do art. 13, I (sem "mínima")',
      en: 'Wall height (2 m) and gate width (5 m) of art. 13 I (no "mínima")',
    },
    'A higher wall and a wider gate serve the same safety purpose; read as minimums.',
  ),
  list(
    'floor-materials-art13',
    ['cement', 'fine-crushed-stone', 'sand', 'gravel', 'crushed-stone', 'boards', 'rubber-blocks', 'synthetic'],
    'art13-III',
    {
      pt: 'Pisos admitidos no recipiente da revenda exclusiva',
      en: 'Floors allowed for the storage of an exclusive outlet',
    },
    'cimento, pedrisco, areia, cascalho, brita, tábuas, bloquetes em borracha, material sintético (no "tacos", unlike art. 12 IV)',
  ),
  threshold(
    'outlet-storage-from-entrance',
    'm',
    '>=',
    5,
    'art13-IV',
    { pt: 'Distância do recipiente à entrada principal', en: 'Distance from the storage to the main entrance' },
    '"a 5.00m (cinco metros) da entrada principal"; read per art13-IV-entrance-reading.',
  ),
  reading(
    'art13-IV-entrance-reading',
    'art13-IV',
    {
      pt: '"a 5.00m da entrada principal" do art. 13, IV (sem "mínimo" próprio)',
      en: '"a 5.00m da entrada principal" of art. 13 IV (no "mínimo" of its own)',
    },
    'The "no mínimo" that follows the second distance is read as governing both.',
  ),
  threshold(
    'outlet-storage-from-neighbours',
    'm',
    '>=',
    2,
    'art13-IV',
    { pt: 'Distância mínima do recipiente às construções vizinhas', en: 'Minimum distance from the storage to neighbouring buildings' },
    '"a dois metros, no mínimo, das construções vizinhas"',
  ),
  threshold(
    'outlet-extinguishers',
    'count',
    '>=',
    2,
    'art13-VII',
    { pt: 'Extintores de pó químico na revenda exclusiva', en: 'Dry-chemical extinguishers at an exclusive outlet' },
    '"dois extintores contra incêndio em pó químico": at least two.',
  ),
  threshold(
    'outlet-extinguisher-kg',
    'kg',
    '>=',
    4,
    'art13-VII',
    { pt: 'Capacidade de cada extintor (art. 13, VII)', en: 'Capacity of each extinguisher (art. 13 VII)' },
    '"com capacidade de 4.00 quilos cada qual"',
  ),
  interpretation(
    'art17-VIII-paving-reading',
    'art17-VIII',
    {
      pt: 'O fim do art. 17, VIII ("não possuir pavimentação no nível da área"), que contradiz o piso plano do inciso VII',
      en: 'The end of art. 17 VIII ("no paving at the level of the area"), which contradicts the flat floor of item VII',
    },
    [
      {
        value: 'as-art12-V',
        description: {
          pt: 'como o art. 12, V: nem pavimentação acima ou abaixo do nível da área (fato storage.pavingLevelWithArea)',
          en: 'as art. 12 V: no paving above or below the area level (fact storage.pavingLevelWithArea)',
        },
      },
      {
        value: 'legible-part-only',
        description: {
          pt: 'só a parte legível: piso sem canaletas, rebaixos ou similares; o fim danificado não se aplica',
          en: 'only the legible part: floor without channels, recesses or similar; the damaged end is not applied',
        },
      },
    ],
    'The scan reads "não possuir pavimentação no nível da área", which forbids what item VII requires (a flat floor); words were probably lost, and the parallel art. 12 V reads "acima ou abaixo do nível da área".',
  ),
  interpretation(
    'empties-distance-basis',
    'art13-X',
    {
      pt: 'Como verificar "a uma distância mínima dos cheios" (art. 13, X), que não tem número',
      en: 'How to check "at a minimum distance from the full ones" (art. 13 X), which has no figure',
    },
    [
      {
        value: 'qualitative',
        description: {
          pt: 'verificação qualitativa do fiscal: vazios separados dos cheios (fato storage.emptiesSeparated)',
          en: 'qualitative inspector check: empties kept apart from full ones (fact storage.emptiesSeparated)',
        },
      },
      {
        value: 'municipal-distance',
        description: {
          pt: 'distância fixada pelo Município (parâmetro empties-min-distance), comparada com storage.distances.emptyFromFullM',
          en: 'a distance set by the municipality (parameter empties-min-distance), compared with storage.distances.emptyFromFullM',
        },
      },
    ],
    'The law says "a uma distância mínima" and gives no number; no number is invented.',
  ),
  {
    id: 'empties-min-distance',
    unit: 'm',
    required: '>=',
    description: {
      pt: 'Distância mínima entre botijões vazios e cheios, se o Município a fixar (a lei não a fixa)',
      en: 'Minimum distance between empty and full cylinders, if the municipality sets one (the law does not)',
    },
    externalSource: 'ato do Município (nenhum recebido)',
    values: [
      {
        from: LAW_DATE,
        value: null,
        cite: 'art13-X',
        note: 'Not set: the law gives no figure. Used only with empties-distance-basis = municipal-distance.',
      },
    ],
  } satisfies ParameterDef<number | null>,

  // --- Art. 16–18: depots -----------------------------------------------------------------------
  threshold(
    'glp-depot-from-perimeter',
    'm',
    '>=',
    2000,
    'art16',
    {
      pt: 'Distância mínima das áreas de armazenamento de distribuição ao perímetro urbano',
      en: 'Minimum distance from distribution storage areas to the urban perimeter',
    },
    '"a uma distância de no mínimo 2.000m (dois mil metros)"',
  ),
  threshold(
    'depot-wiring-distance',
    'm',
    '>=',
    3,
    'art17-II',
    { pt: 'Distância da fiação elétrica ao limite externo da área', en: 'Distance of electrical wiring from the outer limit of the area' },
    '"fiação elétrica a distância de 3.00m"; read per art17-II-wiring-reading.',
  ),
  reading(
    'art17-II-wiring-reading',
    'art17-II',
    {
      pt: '"fiação elétrica a distância de 3.00m do limite externo da área" (sem "mínima")',
      en: '"electrical wiring at 3.00m from the outer limit of the area" (no "mínima")',
    },
    'Wiring farther from the storage is safer; read as a minimum.',
  ),
  threshold(
    'depot-from-public-way',
    'm',
    '>=',
    6,
    'art17-III',
    { pt: 'Distância mínima ao alinhamento da via pública', en: 'Minimum distance to the public way alignment' },
    '"à distância mínima de 6.00m (seis metros) do alinhamento da via pública"',
  ),
  threshold(
    'depot-from-curb',
    'm',
    '>=',
    7,
    'art17-III',
    { pt: 'Distância mínima ao alinhamento do meio-fio', en: 'Minimum distance to the curb alignment' },
    '"e 7.00m (sete metros) do alinhamento do meio-fio" (same "mínima")',
  ),
  threshold(
    'depot-from-ignition',
    'm',
    '>=',
    10,
    'art17-IV',
    {
      pt: 'Distância mínima a aparelhos produtores de faíscas, chamas ou calor',
      en: 'Minimum distance to spark, flame or heat producing equipment',
    },
    '"a pelo menos 10.00m"',
  ),
  threshold(
    'depot-from-neighbours',
    'm',
    '>=',
    5,
    'art17-V',
    {
      pt: 'Distância mínima a edificações circunvizinhas ou limites de terrenos contíguos',
      en: 'Minimum distance to surrounding buildings or adjoining lot limits',
    },
    '"distar, pelo menos, 5.00m"',
  ),
  threshold(
    'depot-from-assembly',
    'm',
    '>=',
    100,
    'art17-VI',
    { pt: 'Distância mínima a locais de grande aglomeração de pessoas', en: 'Minimum distance to places where many people gather' },
    '"distar, pelo menos, 100.00m": exactly 100 m is allowed.',
  ),
  list(
    'floor-materials-art17',
    ['sand', 'gravel', 'fine-crushed-stone', 'crushed-stone', 'cement', 'asphalt'],
    'art17-VII',
    {
      pt: 'Pisos admitidos no depósito',
      en: 'Floors allowed for a depot',
    },
    'areia, cascalho, pedrisco, brita, cimento, asfalto',
  ),
  threshold(
    'depot-extinguishers-min',
    'count',
    '>=',
    4,
    'art17-X',
    { pt: 'Extintores de pó químico no depósito — mínimo', en: 'Dry-chemical extinguishers at a depot — minimum' },
    '"entre quatro a seis extintores"',
  ),
  threshold(
    'depot-extinguishers-max',
    'count',
    '<=',
    6,
    'art17-X',
    { pt: 'Extintores de pó químico no depósito — máximo da faixa', en: 'Dry-chemical extinguishers at a depot — top of the range' },
    '"entre quatro a seis extintores"; applied only with art17-X-range-reading = literal-range.',
  ),
  interpretation(
    'art17-X-range-reading',
    'art17-X',
    { pt: '"entre quatro a seis extintores" (art. 17, X)', en: '"between four and six extinguishers" (art. 17 X)' },
    [
      {
        value: 'at-least-minimum',
        description: {
          pt: 'no mínimo quatro; mais de seis não viola (a faixa orienta o dimensionamento)',
          en: 'at least four; more than six does not violate (the range guides sizing)',
        },
      },
      {
        value: 'literal-range',
        description: { pt: 'literal: de quatro a seis, inclusive', en: 'literal: four to six, inclusive' },
      },
    ],
    'A safety duty: an upper bound on extinguishers would serve no purpose; the literal range is the alternative.',
  ),
  interpretation(
    'art17-installed-before-law',
    'art17',
    {
      pt: 'Art. 17 ("As construções destinadas a depósitos … deverão obedecer às condições de") para depósito instalado antes da lei (25/05/1993)',
      en: 'Art. 17 ("As construções destinadas a depósitos … deverão obedecer às condições de") for a depot installed before the law (25/05/1993)',
    },
    [
      {
        value: 'bound',
        description: {
          pt: 'alcança-o: as condições são estados da construção ("situar-se", "possuir", "distar"), não condições de instalar, e o art. 18 as chama "normas de segurança"; a lei não dá prazo aos depósitos',
          en: 'it binds it: the conditions are states of the building ("situar-se", "possuir", "distar"), not conditions of installing, and art. 18 calls them "normas de segurança" (safety rules); the law gives depots no period',
        },
      },
      {
        value: 'construction-only',
        description: {
          pt: 'não o alcança: rege "as construções destinadas a depósitos" feitas sob a lei, como os arts. 6º, 16 e 18 regem a instalação',
          en: 'it does not bind it: it governs "as construções destinadas a depósitos" built under the law, as arts. 6, 16 and 18 govern installing',
        },
      },
    ],
    'Arts. 6 ("para se instalarem"), 16 ("deverão ser instaladas") and 18 ("serão instalados a 500.00m") are conditions of installing and the pack does not apply them to a depot installed before the law. Art. 17 is worded otherwise: "deverão obedecer", of the building as it stands, and art. 18 applies its items to fuel depots as "normas de segurança"; art. 24 reviews only the resale licences, so no period defers them. The start date is asked only under the alternative, when an item is violated.',
  ),
  threshold(
    'fuel-depot-from-perimeter',
    'm',
    '>=',
    500,
    'art18',
    { pt: 'Distância dos depósitos de combustíveis ao perímetro urbano', en: 'Distance of fuel depots from the urban perimeter' },
    '"serão instalados a 500.00m (quinhentos metros) do perímetro urbano"; read per art18-distance-reading.',
  ),
  reading(
    'art18-distance-reading',
    'art18',
    {
      pt: '"a 500.00m do perímetro urbano" do art. 18 (sem "mínimo")',
      en: '"at 500.00m from the urban perimeter" of art. 18 (no "mínimo")',
    },
    'Read as at least 500 m, like art. 16 ("no mínimo 2.000m") for GLP depots; "exactly 500 m" would make almost every site unlawful.',
  ),
];
