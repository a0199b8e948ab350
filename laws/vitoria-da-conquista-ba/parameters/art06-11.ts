/** Vitória da Conquista — dated parameters of arts. 6–11: depot lots, setback, stations outside the urban perimeter, accesses, washing. */
import type { ParameterDef } from '../../../src/core/types.ts';
import { threshold, list, interpretation, reading } from './common.ts';

export const stationParameters: ParameterDef[] = [
  // --- Art. 6: depot lots -----------------------------------------------------------------
  threshold(
    'depot-min-frontage',
    'm',
    '>=',
    50,
    'art6',
    { pt: 'Testada mínima do terreno de depósito', en: 'Minimum frontage of a depot lot' },
    '"testada mínima de 50.00m (cinquenta metros)"',
  ),
  threshold(
    'depot-min-depth',
    'm',
    '>=',
    100,
    'art6',
    { pt: 'Profundidade do terreno de depósito', en: 'Depth of a depot lot' },
    '"profundidade de 100.00m (cem metros)"; read per depot-depth-reading.',
  ),
  reading(
    'depot-depth-reading',
    'art6',
    { pt: '"profundidade de 100.00m" do art. 6º (sem "mínima")', en: '"profundidade de 100.00m" of art. 6 (no "mínima")' },
    '"testada mínima de 50.00m ... e profundidade de 100.00m": "mínima" read as governing both.',
  ),

  // --- Art. 7: setback ----------------------------------------------------------------------
  threshold(
    'min-setback',
    'm',
    '>=',
    5,
    'art7',
    { pt: 'Recuo mínimo das edificações', en: 'Minimum building setback' },
    '"recuo mínimo de 5.00m (cinco metros)"',
  ),

  // --- Art. 8: stations outside the urban perimeter ---------------------------------------
  interpretation(
    'art8-scope',
    'art8',
    { pt: 'A quem se aplicam os critérios do art. 8º (I–IV)', en: 'Whom the criteria of art. 8 (I–IV) apply to' },
    [
      {
        value: 'with-amenities',
        description: {
          pt: 'postos fora do perímetro urbano que tenham lanchonete, restaurante ou dormitório',
          en: 'stations outside the urban perimeter that have a snack bar, restaurant or dormitory',
        },
      },
      {
        value: 'all-outside',
        description: {
          pt: 'todos os postos fora do perímetro urbano (I e IV sempre; II e III quando houver dormitório/restaurante)',
          en: 'every station outside the urban perimeter (I and IV always; II and III when there is a dormitory/restaurant)',
        },
      },
    ],
    '"poderão ter ... lanchonete, restaurante e dormitório e obedecerão aos critérios seguintes": items II and III concern the amenities, so the criteria are read as the conditions for having them.',
  ),
  interpretation(
    'art8-inside-perimeter-amenities',
    'art8',
    {
      pt: 'Restaurante, lanchonete ou dormitório em posto dentro do perímetro urbano',
      en: 'Restaurant, snack bar or dormitory at a station inside the urban perimeter',
    },
    [
      {
        value: 'not-regulated',
        description: {
          pt: 'o art. 8º só trata de postos fora do perímetro; dentro dele a lei não os regula',
          en: 'art. 8 only deals with stations outside the perimeter; inside it the law does not regulate them',
        },
      },
      {
        value: 'only-outside',
        description: {
          pt: 'a contrario: só fora do perímetro urbano o posto pode tê-los',
          en: 'a contrario: only outside the urban perimeter may a station have them',
        },
      },
    ],
    'The text grants a permission ("poderão ter") outside the perimeter and says nothing of the inside.',
  ),
  threshold(
    'outside-station-min-area',
    'm2',
    '>=',
    2000,
    'art8-I',
    { pt: 'Área mínima do posto fora do perímetro urbano', en: 'Minimum area of a station outside the urban perimeter' },
    '"possuir área mínima de 2.000 m²"',
  ),
  threshold(
    'dormitory-from-pump',
    'm',
    '>=',
    15,
    'art8-II',
    { pt: 'Distância mínima do dormitório à bomba mais próxima', en: 'Minimum distance from the dormitory to the nearest pump' },
    '"a uma distância mínima de 15.00m (quinze metros)"',
  ),
  threshold(
    'restaurant-from-pump',
    'm',
    '>=',
    15,
    'art8-III',
    { pt: 'Distância do restaurante/lanchonete à bomba mais próxima', en: 'Distance from the restaurant/snack bar to the nearest pump' },
    '"a uma distância de 15.00m (quinze metros)"; read per art8-III-distance-reading.',
  ),
  reading(
    'art8-III-distance-reading',
    'art8-III',
    { pt: '"a uma distância de 15.00m" do art. 8º, III (sem "mínima")', en: '"a uma distância de 15.00m" of art. 8 III (no "mínima")' },
    'Item II says "distância mínima" for the same 15 m; item III is read the same way (isolation from the pumps).',
  ),

  // --- Art. 10: accesses, curbs, floors, pumps -------------------------------------------
  threshold(
    'double-access-width',
    'm',
    '>=',
    3,
    'art10-I',
    { pt: 'Largura de cada acesso (duplo acesso)', en: 'Width of each access (double access)' },
    '"duplo acesso com largura [RD], cada um de 3.00m"; read per art10-I-width-reading.',
  ),
  reading(
    'art10-I-width-reading',
    'art10-I',
    {
      pt: 'Palavra ilegível ("RD") antes de "cada um de 3.00m" no art. 10, I',
      en: 'Unreadable word ("RD") before "cada um de 3.00m" in art. 10 I',
    },
    'Most likely "mínima", as in item II ("acesso único com largura mínima de 6.00m").',
  ),
  threshold(
    'single-access-min-width',
    'm',
    '>=',
    6,
    'art10-II',
    { pt: 'Largura mínima do acesso único', en: 'Minimum width of a single access' },
    '"acesso único com largura mínima de 6.00m"',
  ),
  threshold(
    'corner-curb-distance',
    'm',
    '>=',
    5,
    'art10-III',
    { pt: 'Distância das esquinas sem rebaixamento de meio-fio', en: 'Distance from corners without lowered curb' },
    '"não rebaixamento de meio-fio das esquinas a uma distância de 5.00m (cinco metros) a partir de cada qual": the 5 m of curb from each corner stay unlowered, so a lowering that begins exactly 5.00 m away complies (where the law forbids the value itself it says "igual ou inferior", arts. 21–23). Compared with building.curbLoweringFromCornerM; without it, building.curbLoweredWithin5mOfCorner (a yes/no for 5 m) decides.',
  ),
  threshold(
    'max-floor-slope',
    'percent',
    '<=',
    3,
    'art10-IV',
    { pt: 'Declividade máxima dos pisos', en: 'Maximum floor slope' },
    '"nunca excedentes a 3% (três por cento)"; "suficiente para o escoamento" has no figure: 0 % is reported as insufficient.',
  ),
  threshold(
    'pumps-from-alignment',
    'm',
    '>=',
    5,
    'art10-V',
    {
      pt: 'Distância mínima das bombas e instalações ao alinhamento da rua',
      en: 'Minimum distance from pumps and service installations to the street alignment',
    },
    '"à distância mínima de 5.00m (cinco metros) do alinhamento da rua"',
  ),
  list(
    'wash-lube-services',
    ['washing', 'lubrication'],
    'art10-par1',
    {
      pt: 'Serviços que obrigam a vestiário e sanitários (art. 10, § 1º) e a compartimento fechado (art. 11), e que põem o posto de serviços afins no art. 20',
      en: 'Services that require a changing room and toilets (art. 10 § 1) and an enclosed compartment (art. 11), and that bring a related-services post under art. 20',
    },
    '"serviços de lubrificação e lavagem": either service triggers the duty.',
  ),

  // --- Art. 11: washing compartments -------------------------------------------------------
  threshold(
    'washing-wall-min-height',
    'm',
    '>=',
    2.5,
    'art11-parU-I',
    { pt: 'Altura mínima do revestimento impermeável das paredes', en: 'Minimum height of the impermeable wall lining' },
    '"à altura mínima de 2.50m"',
  ),
  threshold(
    'washing-box-from-street',
    'm',
    '>=',
    5,
    'art11-parU-II',
    { pt: 'Recuo mínimo dos boxes de lavagem ao alinhamento da rua', en: 'Minimum setback of washing boxes from the street alignment' },
    '"recuados pelo menos 5.00m (cinco metros) do alinhamento da rua"',
  ),
  threshold(
    'washing-box-from-sides',
    'm',
    '>=',
    3,
    'art11-parU-II',
    { pt: 'Recuo mínimo dos boxes de lavagem às laterais do terreno', en: 'Minimum setback of washing boxes from the lot sides' },
    '"e 3.00m (três metros) das diversas laterais do terreno"',
  ),
];
