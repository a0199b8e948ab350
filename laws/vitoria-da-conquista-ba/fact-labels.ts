/** Names of the facts only Vitória da Conquista's law uses (src/core/input/fact-labels.ts has the shared ones). */
import type { Text } from '../../src/core/types.ts';
import { OPINION_CHOICES } from '../../src/core/input/choice-labels.ts';

export const FACT_LABELS: Readonly<Record<string, Text>> = {
  'zone.inSeatDistrict': { pt: 'terreno no Distrito Sede', en: 'lot in the Distrito Sede (seat district)' },
  'establishment.otherGoodsAreSpareParts': {
    pt: 'só peças de reposição de botijões além do GLP',
    en: 'only cylinder spare parts besides GLP',
  },
  'establishment.enclosedWithoutVentilation': {
    pt: 'local fechado e sem nenhuma ventilação',
    en: 'closed place without any ventilation',
  },
  'lot.free': { pt: 'terreno livre', en: 'free lot' },
  'lot.remaining': { pt: 'terreno remanescente', en: 'remaining land' },
  'lot.parkingAreaM2': { pt: 'área reservada para estacionamento (m²)', en: 'area reserved for parking (m²)' },
  'lot.street': { pt: 'rua do terreno', en: 'street of the lot' },
  'lot.street.widthM': { pt: 'largura da rua, incluindo passeio (m)', en: 'street width, sidewalks included (m)' },
  'lot.street.isAvenue': { pt: 'terreno em avenida', en: 'lot on an avenue' },
  'lot.street.predominantlyCommercial': {
    pt: 'predominância de atividade comercial na avenida',
    en: 'predominantly commercial avenue',
  },
  'lot.street.isHighway': { pt: 'terreno à margem de estrada de rodagem', en: 'lot beside a highway' },
  'storage.floorMaterialCompliant': { pt: 'piso de material permitido pela lei', en: 'floor of a material the law allows' },
  'storage.floorMaterial': { pt: 'material do piso', en: 'floor material' },
  'storage.sidesOpen': { pt: 'laterais abertas', en: 'open sides' },
  'storage.onSidewalkOrPublicWay': {
    pt: 'recipientes no passeio ou em logradouro público',
    en: 'containers on the sidewalk or a public way',
  },
  'storage.overheadPowerLines': { pt: 'rede elétrica sobre o depósito de botijões', en: 'power lines over the cylinder storage' },
  'storage.armouredSwitches': { pt: 'interruptores blindados', en: 'armoured switches' },
  'storage.builtToMunicipalModel': {
    pt: 'compartimento no modelo da Secretaria de Obras',
    en: 'compartment built to the municipal model',
  },
  'storage.pavingLevelWithArea': {
    pt: 'pavimentação no nível da área, nem acima nem abaixo',
    en: 'paving level with the area, neither above nor below',
  },
  'storage.gateWidthM': { pt: 'largura do portão de acesso (m)', en: 'access gate width (m)' },
  'storage.licensedQuantity': { pt: 'quantidade de botijões permitida no alvará', en: 'cylinders allowed by the licence' },
  'storage.perimeter.wallHeightM': { pt: 'altura do muro do perímetro (m)', en: 'perimeter wall height (m)' },
  'storage.perimeter.fencedWithWireOrWall': {
    pt: 'área delimitada por muro ou cerca de arame',
    en: 'area bounded by a wall or wire fence',
  },
  'vehicles[].authorisedByDistributor': {
    pt: 'autorização de distribuidora do Distrito Sede',
    en: 'authorised by a Distrito Sede distributor',
  },
  'vehicles[].distributorInSeatDistrict': {
    pt: 'distribuidora autorizante instalada no Distrito Sede',
    en: 'authorising distributor installed in the Distrito Sede',
  },
  building: { pt: 'edificações e instalações do posto', en: 'station buildings and installations' },
  'building.setbackM': { pt: 'recuo das edificações (m)', en: 'building setback (m)' },
  'building.pavedAndDrained': { pt: 'áreas não edificadas pavimentadas e drenadas', en: 'unbuilt areas paved and drained' },
  'building.frontLowWall': {
    pt: 'mureta baixa na frente não usada para acesso',
    en: 'low wall along the frontage not used for access',
  },
  'building.accesses': { pt: 'acessos do posto', en: 'station accesses' },
  'building.accesses[].widthM': { pt: 'largura do acesso (m)', en: 'access width (m)' },
  'building.curbLoweredWithin5mOfCorner': {
    pt: 'rebaixamento de meio-fio a menos de 5 m da esquina',
    en: 'curb lowered within 5 m of a corner',
  },
  'building.curbLoweringFromCornerM': {
    pt: 'distância do rebaixamento de meio-fio à esquina (m)',
    en: 'distance from a curb lowering to the corner (m)',
  },
  'building.floorSlopePercent': { pt: 'declividade do piso (%)', en: 'floor slope (%)' },
  'building.pumpsFromStreetAlignmentM': {
    pt: 'distância das bombas ao alinhamento da rua (m)',
    en: 'distance from the pumps to the street alignment (m)',
  },
  'building.changingRoom': { pt: 'vestiário', en: 'changing room' },
  'building.staffToilet': { pt: 'sanitário para empregados', en: 'staff toilet' },
  'building.publicToilet': { pt: 'sanitário para uso geral', en: 'public toilet' },
  'building.toiletsSeparateBySex': { pt: 'sanitários públicos separados por sexo', en: 'public toilets separate for each sex' },
  'building.washingEnclosed': {
    pt: 'lavagem e lubrificação em compartimento fechado',
    en: 'washing and lubrication in an enclosed compartment',
  },
  'building.washingWallsImpermeableHeightM': {
    pt: 'altura do revestimento impermeável das paredes (m)',
    en: 'height of the impermeable wall lining (m)',
  },
  'building.washingBoxFromStreetM': {
    pt: 'recuo dos boxes de lavagem ao alinhamento da rua (m)',
    en: 'washing bay setback from the street alignment (m)',
  },
  'building.washingBoxFromSidesM': {
    pt: 'recuo dos boxes de lavagem às laterais do terreno (m)',
    en: 'washing bay setback from the lot sides (m)',
  },
  'building.washingExternalWallsOpen': {
    pt: 'abertura livre nas paredes externas da lavagem',
    en: 'free openings in the washing external walls',
  },
  'building.restaurantOrDormitory': {
    pt: 'restaurante, lanchonete ou dormitório no posto',
    en: 'restaurant, snack bar or dormitory at the station',
  },
  'building.hasDormitory': { pt: 'dormitório no posto', en: 'dormitory at the station' },
  'building.hasRestaurant': { pt: 'restaurante ou lanchonete no posto', en: 'restaurant or snack bar at the station' },
  'building.dormitoryFromPumpM': {
    pt: 'distância do dormitório à bomba mais próxima (m)',
    en: 'distance from the dormitory to the nearest pump (m)',
  },
  'building.restaurantFromPumpM': {
    pt: 'distância do restaurante à bomba mais próxima (m)',
    en: 'distance from the restaurant to the nearest pump (m)',
  },
  'building.privateParking': { pt: 'estacionamento privativo dos usuários', en: 'private parking for users' },
  fuelStation: { pt: 'posto de abastecimento', en: 'fuel station' },
  'fuelStation.kind': { pt: 'tipo de posto de abastecimento', en: 'fuel station type' },
  'fuelStation.insideUrbanPerimeter': { pt: 'posto dentro do perímetro urbano', en: 'station inside the urban perimeter' },
  'fuelStation.services': { pt: 'serviços afins oferecidos', en: 'related services offered' },
  'opinions.urbanism': { pt: 'parecer da Secretaria de Obras e Urbanismo', en: 'opinion of the Public Works and Urbanism Department' },
  'opinions.publicServices': { pt: 'parecer da Secretaria de Serviços Públicos', en: 'opinion of the Public Services Department' },
  'opinions.health': { pt: 'parecer da Secretaria Municipal de Saúde', en: 'opinion of the Municipal Health Department' },
  'opinions.legal': { pt: 'parecer da Procuradoria Geral', en: "opinion of the Attorney General's Office" },
};

/** Names of the values of the enumerated facts only this law uses, in its words. */
export const CHOICE_LABELS: Readonly<Record<string, Readonly<Record<string, Text>>>> = {
  // Arts. 12 IV, 13 III, 17 VII: "areia, cascalho, pedrisco, brita, tábuas, tacos, bloquetes em borracha, material sintético, cimento".
  'storage.floorMaterial': {
    sand: { pt: 'areia', en: 'sand' },
    gravel: { pt: 'cascalho', en: 'gravel' },
    'fine-crushed-stone': { pt: 'pedrisco', en: 'fine crushed stone' },
    'crushed-stone': { pt: 'brita', en: 'crushed stone' },
    boards: { pt: 'tábuas', en: 'boards' },
    'wood-blocks': { pt: 'tacos', en: 'wood blocks' },
    'rubber-blocks': { pt: 'bloquetes em borracha', en: 'rubber blocks' },
    synthetic: { pt: 'material sintético', en: 'synthetic material' },
    cement: { pt: 'cimento', en: 'cement' },
    asphalt: { pt: 'asfalto', en: 'asphalt' },
    earth: { pt: 'terra', en: 'earth' },
    other: { pt: 'outro material', en: 'other material' },
  },
  // Art. 4, its four kinds of station.
  'fuelStation.kind': {
    'full-service': { pt: 'posto de abastecimento e serviços afins', en: 'fuel station with related services' },
    'washing-lubrication': {
      pt: 'posto de serviços de lavagem e lubrificação de veículos',
      en: 'vehicle washing and lubrication station',
    },
    mechanised: {
      pt: 'posto de abastecimento e serviços afins totalmente mecanizado',
      en: 'fully mechanised fuel and service station',
    },
    'fuel-only': { pt: 'posto exclusivamente de abastecimento de veículos', en: 'fuel-only station' },
  },
  // Art. 3: "a lavagem de veículos, a lubrificação, a troca de óleo e a borracharia".
  'fuelStation.services[]': {
    washing: { pt: 'lavagem de veículos', en: 'vehicle washing' },
    lubrication: { pt: 'lubrificação', en: 'lubrication' },
    'oil-change': { pt: 'troca de óleo', en: 'oil change' },
    'tyre-repair': { pt: 'borracharia', en: 'tyre repair' },
  },
  // Art. 19: the four opinions.
  'opinions.urbanism': OPINION_CHOICES,
  'opinions.publicServices': OPINION_CHOICES,
  'opinions.health': OPINION_CHOICES,
  'opinions.legal': OPINION_CHOICES,
};
