/**
 * Vitória da Conquista — dated parameters of Lei 709/1993, each citing the unit that sets it.
 * `required` is the relation the measured value must satisfy, exactly as the law words it:
 * "distância igual ou inferior a N" forbids N itself → '>' N; "mínima", "pelo menos",
 * "no mínimo" → '>='; "até N" → '<='; "inferior a N" forbidden → '>=' N.
 * Interpretation choices carry `alternatives`; the default is the first value.
 */
import type { Alternative, ParameterDef, ParamUnit, Text } from '../../src/core/types.ts';

const LAW_DATE = '1993-05-25';

function threshold(
  id: string,
  unit: ParamUnit,
  required: ParameterDef['required'],
  value: number,
  cite: string,
  description: Text,
  note?: string,
): ParameterDef<number> {
  const v: ParameterDef<number>['values'][number] = { from: LAW_DATE, value, cite };
  if (note !== undefined) v.note = note;
  const p: ParameterDef<number> = { id, unit, description, values: [v] };
  if (required !== undefined) p.required = required;
  return p;
}

function list<V>(id: string, value: V, cite: string, description: Text, note?: string): ParameterDef<V> {
  const v: ParameterDef<V>['values'][number] = { from: LAW_DATE, value, cite };
  if (note !== undefined) v.note = note;
  return { id, unit: 'none', description, values: [v] };
}

function interpretation<V>(id: string, cite: string, description: Text, alternatives: Alternative<V>[], note: string): ParameterDef<V> {
  const first = alternatives[0];
  if (!first) throw new Error(`${id}: no alternatives`);
  return {
    id,
    unit: 'none',
    interpretation: true,
    description,
    values: [{ from: LAW_DATE, value: first.value, cite, note }],
    alternatives,
  };
}

/** "profundidade de 36.00m", "a 500.00m": a figure without "mínima" — minimum or exact? */
function reading(id: string, cite: string, description: Text, note: string): ParameterDef<string> {
  return interpretation(
    id,
    cite,
    description,
    [
      {
        value: 'minimum',
        description: {
          pt: 'mínimo: a medida deve ser igual ou superior ao valor da lei',
          en: "minimum: the measure must be equal to or above the law's figure",
        },
      },
      {
        value: 'exact',
        description: {
          pt: 'exato: a medida deve ser igual ao valor da lei (ao centímetro)',
          en: "exact: the measure must equal the law's figure (to the centimetre)",
        },
      },
    ],
    note,
  );
}

// ---------------------------------------------------------------------------
// Shared constant values (same reference in values and alternatives, so the chosen
// alternative is recognised when a finding lists the interpretation).
// ---------------------------------------------------------------------------

export const ZONE_MAP_DEFAULT: Readonly<Record<string, string>> = { expansion: 'I', transition: 'II', residential: 'III' };
export const ZONE_MAP_COMMERCIAL_AS_TRANSITION: Readonly<Record<string, string>> = {
  expansion: 'I',
  transition: 'II',
  commercial: 'II',
  mixed: 'II',
  residential: 'III',
};

export const OUTLET_STATUSES_EXISTING: readonly string[] = ['licensed', 'existing'];
export const OUTLET_STATUSES_WITH_APPROVED: readonly string[] = ['licensed', 'existing', 'construction-approved'];
export const OUTLET_STATUSES_WITH_PENDING: readonly string[] = ['licensed', 'existing', 'construction-approved', 'pending'];

export const vdcParameters: ParameterDef[] = [
  // --- Art. 2: zones ----------------------------------------------------------------
  interpretation(
    'zone-kind-to-art2-item',
    'art2',
    {
      pt: 'Correspondência entre o tipo de zona do lote (zone.kind) e os itens do art. 2º (I expansão, II transição residencial/comércio, III residencial)',
      en: "Mapping from the lot's zone kind (zone.kind) to the items of art. 2 (I expansion, II residential/commercial transition, III residential)",
    },
    [
      {
        value: ZONE_MAP_DEFAULT,
        description: {
          pt: 'só as três áreas nomeadas pela lei: expansão → I, transição → II, residencial → III; outras zonas não são áreas do art. 2º',
          en: 'only the three areas the law names: expansion → I, transition → II, residential → III; other zones are not art. 2 areas',
        },
      },
      {
        value: ZONE_MAP_COMMERCIAL_AS_TRANSITION,
        description: {
          pt: 'zonas comerciais e mistas do Plano Diretor tratadas como de transição (item II)',
          en: 'commercial and mixed zones of the Plano Diretor treated as transition zones (item II)',
        },
      },
    ],
    'Art. 2 authorises the activities only "em áreas do Distrito Sede estabelecidas para estes fins, assim classificados" I–III. The zone map itself is the Plano Diretor (external); the lot\'s zone kind is entered as a fact.',
  ),
  threshold(
    'residential-glp-min-frontage',
    'm',
    '>=',
    6,
    'art2-par1',
    {
      pt: 'Testada mínima do terreno remanescente para revenda de GLP em zona residencial',
      en: 'Minimum frontage of the remaining lot for GLP resale in a residential zone',
    },
    '"testada mínima de 6.00m (seis metros)"; depth at the Secretaria de Obras e Urbanismo\'s discretion (its opinion, art. 19 I).',
  ),
  interpretation(
    'residential-remaining-lot',
    'art2-par1',
    {
      pt: '"terreno remanescente" no art. 2º, § 1º: requisito ou descrição?',
      en: '"terreno remanescente" in art. 2 § 1: a requirement or a description?',
    },
    [
      {
        value: 'required',
        description: {
          pt: 'requisito: o interessado deve dispor de terreno remanescente (livre) no lote (fato lot.remaining)',
          en: 'requirement: the applicant must have remaining (free) land on the lot (fact lot.remaining)',
        },
      },
      {
        value: 'descriptive',
        description: {
          pt: 'descrição: só a testada mínima é exigida',
          en: 'description: only the minimum frontage is required',
        },
      },
    ],
    '"quando para isto o interessado possua terreno remanescente com testada mínima de 6.00m".',
  ),

  // --- Art. 4: fuel-station lot areas ---------------------------------------------------
  threshold('lot-area-full-service', 'm2', '>=', 1200, 'art4-I', {
    pt: 'Área mínima do terreno de posto de abastecimento e serviços afins',
    en: 'Minimum lot area of a fuel and related-services station',
  }),
  threshold('lot-area-washing-lubrication', 'm2', '>=', 300, 'art4-II', {
    pt: 'Área mínima do terreno de posto de lavagem e lubrificação',
    en: 'Minimum lot area of a washing and lubrication post',
  }),
  threshold('lot-area-mechanised', 'm2', '>=', 300, 'art4-III', {
    pt: 'Área mínima do terreno de posto totalmente mecanizado',
    en: 'Minimum lot area of a fully mechanised station',
  }),
  threshold('lot-area-fuel-only', 'm2', '>=', 250, 'art4-IV', {
    pt: 'Área mínima do terreno de posto exclusivamente de abastecimento',
    en: 'Minimum lot area of a fuel-only station',
  }),

  // --- Art. 5: classes A, B, C -----------------------------------------------------------
  list(
    'class-a-zone-items',
    ['II'],
    'art5-I',
    { pt: 'Itens do art. 2º que caracterizam a classe A', en: 'Items of art. 2 that characterise class A' },
    'Scan reads "item II" (kept as read; uncertain — see the transcription note on art5-I).',
  ),
  list(
    'class-b-zone-items',
    ['I', 'II'],
    'art5-II',
    { pt: 'Itens do art. 2º que caracterizam a classe B', en: 'Items of art. 2 that characterise class B' },
    'Scan reads "ítens 1 e 11" = I e II (kept as read; uncertain).',
  ),
  list('class-c-zone-items', ['III'], 'art5-III', {
    pt: 'Itens do art. 2º que caracterizam a classe C',
    en: 'Items of art. 2 that characterise class C',
  }),
  threshold(
    'class-a-min-frontage',
    'm',
    '>=',
    12,
    'art5-I',
    { pt: 'Testada mínima — classe A', en: 'Minimum frontage — class A' },
    '"testada mínima de 12.00m (doze metros)"',
  ),
  threshold(
    'class-a-min-depth',
    'm',
    '>=',
    36,
    'art5-I',
    { pt: 'Profundidade — classe A', en: 'Depth — class A' },
    '"profundidade de 36.00m (trinta e seis metros)"; read per class-depth-reading.',
  ),
  threshold(
    'class-a-max-containers',
    'count',
    '<=',
    250,
    'art5-I',
    { pt: 'Botijões permitidos (cheios e vazios) — classe A', en: 'Cylinders allowed (full and empty) — class A' },
    '"armazenamento de até 250 botijões entre cheios e vazios"',
  ),
  threshold(
    'class-b-min-frontage',
    'm',
    '>=',
    10,
    'art5-II',
    { pt: 'Testada mínima — classe B', en: 'Minimum frontage — class B' },
    '"testada mínima de 10.00m (dez metros)"',
  ),
  threshold(
    'class-b-min-depth',
    'm',
    '>=',
    25,
    'art5-II',
    { pt: 'Profundidade — classe B', en: 'Depth — class B' },
    '"profundidade de 25.00 m (vinte e cinco metros)"; read per class-depth-reading.',
  ),
  threshold(
    'class-b-max-containers',
    'count',
    '<=',
    175,
    'art5-II',
    { pt: 'Botijões permitidos (cheios e vazios) — classe B', en: 'Cylinders allowed (full and empty) — class B' },
    '"armazenamento de até 175 botijões entre cheios e vazios"',
  ),
  threshold(
    'class-c-min-frontage',
    'm',
    '>=',
    6,
    'art5-III',
    { pt: 'Testada mínima — classe C', en: 'Minimum frontage — class C' },
    '"testada mínima de 6.00m (seis metros)"; depth at the Secretaria\'s discretion (not checked here; art. 19 I opinion).',
  ),
  threshold(
    'class-c-max-containers',
    'count',
    '<=',
    80,
    'art5-III',
    { pt: 'Botijões permitidos (cheios e vazios) — classe C', en: 'Cylinders allowed (full and empty) — class C' },
    '"armazenamento de 80 botijões entre cheios e vazios" — no "até" here, read as the maximum like classes A and B.',
  ),
  reading(
    'class-depth-reading',
    'art5-I',
    {
      pt: '"profundidade de 36.00m" / "de 25.00m" das classes A e B (sem "mínima")',
      en: '"profundidade de 36.00m" / "de 25.00m" of classes A and B (no "mínima")',
    },
    'The sentence opens with "testada mínima de ... e profundidade de ...": "mínima" is read as governing both; a deeper lot cannot be less suitable.',
  ),
  threshold(
    'botijao-kg',
    'kg',
    undefined,
    13,
    'art5',
    { pt: 'Capacidade do botijão de referência (P13)', en: 'Capacity of the reference cylinder (P13)' },
    'The law does not define "botijão"; in 1993, as today, it is the 13 kg domestic cylinder (glossary: botijão → 13 kg cylinder).',
  ),
  interpretation(
    'container-count-basis',
    'art5',
    {
      pt: 'Como se contam os "botijões" para os limites das classes (art. 5º) e do alvará (art. 5º, § 2º)',
      en: 'How "botijões" are counted for the class limits (art. 5) and the licence (art. 5 § 2)',
    },
    [
      {
        value: 'p13-equivalent',
        description: {
          pt: 'equivalentes P13: capacidade total de todos os recipientes (cheios, parcialmente usados, vazios, novos) ÷ 13 kg',
          en: 'P13 equivalents: total capacity of all containers (full, partly used, empty, new) ÷ 13 kg',
        },
      },
      {
        value: 'all-containers',
        description: {
          pt: 'cada recipiente conta um, qualquer que seja a capacidade',
          en: 'each container counts as one, whatever its capacity',
        },
      },
    ],
    'Default P13 equivalents: "botijão" names the 13 kg cylinder; converting other sizes by capacity keeps the limit on the quantity of gas the law aims at (a 45 kg cylinder counts 3,46; a 5 kg one 0,38). "entre cheios e vazios": every state counts.',
  ),
  interpretation(
    'class-selection',
    'art5',
    {
      pt: 'Qual classe atribuir quando o terreno e a zona admitem mais de uma (ex.: zona II com testada 12 m e profundidade 36 m admite A e B)',
      en: 'Which class to assign when the lot and zone admit more than one (e.g. zone II with 12 m × 36 m admits A and B)',
    },
    [
      {
        value: 'smallest-fitting',
        description: {
          pt: 'a classe de menor limite que comporta o estoque',
          en: 'the class with the smallest limit that holds the stock',
        },
      },
      {
        value: 'largest-permitted',
        description: {
          pt: 'a classe de maior limite que o terreno e a zona admitem',
          en: 'the class with the largest limit the lot and zone admit',
        },
      },
    ],
    'The law lets the applicant choose (the alvará states the type, art. 5 § 3); application.requestedClass, when given, decides. Without a request the smallest fitting class is reported.',
  ),
  list('forbidden-premises-I', ['bar', 'grocery', 'warehouse', 'butcher'], 'art5-par1-I', {
    pt: 'Estabelecimentos nomeados no art. 5º, § 1º, I (bares, mercearias, armazéns, açougues)',
    en: 'Premises named in art. 5 § 1 I (bars, groceries, warehouses, butchers)',
  }),
  list('forbidden-premises-I-similar', ['supermarket', 'bakery', 'restaurant'], 'art5-par1-I', {
    pt: 'Estabelecimentos semelhantes alcançados pelo "etc." do art. 5º, § 1º, I',
    en: 'Similar premises reached by the "etc." of art. 5 § 1 I',
  }),
  interpretation(
    'premises-I-etc-reading',
    'art5-par1-I',
    {
      pt: 'Alcance do "etc." em "bares, mercearias, armazéns ou açougues, etc."',
      en: 'Reach of the "etc." in "bars, groceries, warehouses or butchers, etc."',
    },
    [
      {
        value: 'include-similar',
        description: {
          pt: 'inclui comércio semelhante de alimentos e bebidas (supermercado, padaria, restaurante)',
          en: 'includes similar food and drink retail (supermarket, bakery, restaurant)',
        },
      },
      { value: 'listed-only', description: { pt: 'só os estabelecimentos nomeados', en: 'only the premises named' } },
    ],
    'The list ends in "etc.", so it is not closed; the similar kinds are a parameter list (forbidden-premises-I-similar).',
  ),
  list('forbidden-premises-II', ['construction-materials', 'sawmill', 'metalwork', 'scrapyard'], 'art5-par1-II', {
    pt: 'Estabelecimentos do art. 5º, § 1º, II (material de construção, serrarias, serralharias, sucatas)',
    en: 'Premises of art. 5 § 1 II (construction materials, sawmills, metalwork, scrapyards)',
  }),
  list('forbidden-premises-III', ['spark-producing'], 'art5-par1-III', {
    pt: 'Estabelecimentos ou locais susceptíveis de produção de faíscas',
    en: 'Premises or places liable to produce sparks',
  }),
  list('forbidden-premises-V', ['fireworks'], 'art5-par1-V', {
    pt: 'Estabelecimentos de revenda de fogos e similares',
    en: 'Fireworks shops and similar',
  }),

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
    '"não rebaixamento de meio-fio das esquinas a uma distância de 5.00m"; the fact building.curbLoweredWithin5mOfCorner states the result.',
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
      pt: 'Serviços que obrigam a vestiário e sanitários (art. 10, § 1º) e a compartimento fechado (art. 11)',
      en: 'Services that require a changing room and toilets (art. 10 § 1) and an enclosed compartment (art. 11)',
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
    externalSource: 'Municipal act (none received)',
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

  // --- Art. 19: departmental opinions ---------------------------------------------------------
  interpretation(
    'pending-opinion-status',
    'art19',
    { pt: 'Parecer técnico ainda pendente (art. 19)', en: 'Departmental opinion still pending (art. 19)' },
    [
      {
        value: 'cannot-evaluate',
        description: {
          pt: 'não avaliável: o alvará não pode ser concedido até o parecer chegar (veredito incompleto)',
          en: 'cannot evaluate: the licence cannot be granted until the opinion arrives (verdict incomplete)',
        },
      },
      {
        value: 'violated',
        description: {
          pt: 'violação: sem parecer emitido o pedido não é aprovável',
          en: 'violation: without an issued opinion the application is not approvable',
        },
      },
    ],
    'Art. 19 makes the opinions a precondition of the licence ("antes de conceder o Alvará"); a pending opinion is a gap, not a defect of the establishment.',
  ),
  interpretation(
    'unfavourable-opinion-effect',
    'art19',
    { pt: 'Efeito de um parecer desfavorável (art. 19)', en: 'Effect of an unfavourable opinion (art. 19)' },
    [
      {
        value: 'binding',
        description: {
          pt: 'vinculante: parecer desfavorável torna o pedido não aprovável',
          en: 'binding: an unfavourable opinion makes the application not approvable',
        },
      },
      {
        value: 'advisory',
        description: {
          pt: 'consultivo: a lei só exige que os pareceres sejam solicitados; a decisão é do órgão competente',
          en: 'advisory: the law only requires the opinions to be requested; the competent body decides',
        },
      },
    ],
    'The text says "deverá solicitar pareceres"; each opinion covers a condition of the licence (location, zoning, structure, traffic, hygiene, legality), so an unfavourable one is read as blocking.',
  ),

  // --- Art. 20–23: parking, streets, distances -------------------------------------------------
  threshold(
    'min-parking-area',
    'm2',
    '>=',
    100,
    'art20',
    { pt: 'Área mínima reservada para estacionamento', en: 'Minimum area reserved for parking' },
    '"reserva de áreas para estacionamento, mínimo de 100.00m²"',
  ),
  threshold(
    'min-street-width',
    'm',
    '>=',
    12,
    'art21-I',
    { pt: 'Largura mínima da rua (caixa, incluindo passeio)', en: 'Minimum street width (kerb to kerb including sidewalks)' },
    '"ruas com largura inferior a 12.00m" are forbidden: exactly 12 m is allowed.',
  ),
  threshold(
    'station-from-sensitive',
    'm',
    '>',
    100,
    'art21-II',
    {
      pt: 'Distância do posto à testada de terreno com escola, creche, hospital, casa de saúde ou agremiação recreativa ou cultural',
      en: 'Distance from the station to the frontage of a lot with a school, day-care, hospital, clinic or recreational/cultural club',
    },
    '"distância igual ou inferior a 100.00m" is forbidden: exactly 100 m is a violation.',
  ),
  threshold(
    'station-from-depots',
    'm',
    '>',
    500,
    'art21-III',
    { pt: 'Distância do posto a depósitos de combustíveis ou explosivos', en: 'Distance from the station to fuel or explosives depots' },
    '"distância igual ou inferior a 500,00m" is forbidden.',
  ),
  threshold(
    'outlet-from-outlet',
    'm',
    '>',
    300,
    'art22',
    { pt: 'Distância da nova revenda de GLP a outra já existente', en: 'Distance from the new GLP outlet to an existing one' },
    '"distância igual ou inferior a 300.00m" is forbidden: exactly 300 m is a violation.',
  ),
  {
    id: 'art22-counted-statuses',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Situações da outra revenda que contam no art. 22 ("quando um outro já exista")',
      en: 'Statuses of the other outlet that count under art. 22 ("when another already exists")',
    },
    values: [
      {
        from: LAW_DATE,
        value: OUTLET_STATUSES_EXISTING,
        cite: 'art22',
        note: '"já exista": an outlet licensed or operating; one only approved for construction does not yet exist.',
      },
    ],
    alternatives: [
      { value: OUTLET_STATUSES_EXISTING, description: { pt: 'licenciadas ou existentes', en: 'licensed or existing' } },
      {
        value: OUTLET_STATUSES_WITH_APPROVED,
        description: { pt: 'também as com construção aprovada', en: 'also those with construction approved' },
      },
      {
        value: OUTLET_STATUSES_WITH_PENDING,
        description: { pt: 'também pedidos pendentes (ordem de protocolo)', en: 'also pending applications (first come, first served)' },
      },
    ],
  } satisfies ParameterDef<readonly string[]>,
  threshold(
    'outlet-from-school',
    'm',
    '>',
    100,
    'art23-I',
    { pt: 'Distância da revenda de GLP a escolas', en: 'Distance from the GLP outlet to schools' },
    '"distância igual ou inferior a 100.00m (cem metros) de escolas" is forbidden.',
  ),
  threshold(
    'outlet-from-depots',
    'm',
    '>',
    100,
    'art23-II',
    {
      pt: 'Distância da revenda de GLP a depósitos de combustíveis ou explosivos',
      en: 'Distance from the GLP outlet to fuel or explosives depots',
    },
    '"distância igual ou inferior a 100.00m" is forbidden.',
  ),
  interpretation(
    'siting-existing-establishments',
    'art21',
    {
      pt: 'As distâncias dos arts. 21, 22 e 23 ("construído", "instalação", "instalado") valem para estabelecimentos já instalados (renovação, fiscalização)?',
      en: 'Do the distances of arts. 21, 22 and 23 ("built", "installation", "installed") apply to establishments already installed (renewal, inspection)?',
    },
    [
      {
        value: 'apply',
        description: {
          pt: 'sim: o art. 24 manda enquadrar os alvarás existentes nas disposições desta Lei',
          en: 'yes: art. 24 orders existing licences to be brought under this law',
        },
      },
      {
        value: 'installation-only',
        description: {
          pt: 'não: só pedidos de instalação; renovação e fiscalização de estabelecimento instalado não se sujeitam às distâncias',
          en: 'no: only applications to install; renewal and inspection of an installed establishment are not subject to the distances',
        },
      },
    ],
    'The wording targets installation, but art. 24 reviews existing licences "a fim de enquadrá-los nas disposições desta Lei".',
  ),

  // --- Art. 24, 27: procedure -------------------------------------------------------------------
  threshold(
    'licence-review-days',
    'days',
    undefined,
    60,
    'art24',
    { pt: 'Prazo para a revisão dos alvarás de revenda existentes', en: 'Period to review existing resale licences' },
    '"no prazo máximo de 60 (sessenta) dias da publicação": counted from 25/05/1993, the last day is 24/07/1993.',
  ),
  {
    id: 'fine-amount',
    unit: 'BRL',
    description: {
      pt: 'Multa por infração (art. 27): valor da Lei do Poder de Polícia do Município, a ser cadastrado pelo Município',
      en: 'Fine per infraction (art. 27): amount of the municipal police-power law, to be entered by the municipality',
    },
    externalSource: 'Lei municipal que regula o Poder de Polícia de Vitória da Conquista (not received)',
    values: [
      {
        from: LAW_DATE,
        value: null,
        cite: 'art27',
        note: 'Not set: the amount is not in Lei 709/1993 and the police-power law was not received. The municipality enters dated values (by infraction, in its currency of the time); until then fine computations answer "not set".',
      },
    ],
  } satisfies ParameterDef<number | null>,
];
