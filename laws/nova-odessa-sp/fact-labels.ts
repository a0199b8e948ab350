/**
 * Names of the facts only Nova Odessa's law uses (src/core/input/fact-labels.ts has the shared
 * ones), and the shared fire wall under the law's own name: art. 9 "parede corta fogo".
 */
import type { Text } from '../../src/core/types.ts';

export const FACT_LABELS: Readonly<Record<string, Text>> = {
  'establishment.localReseller': {
    pt: 'revendedor autorizado estabelecido no Município',
    en: 'authorised reseller established locally',
  },
  'establishment.licenceMatchesAddress': {
    pt: 'alvará e vistorias emitidos para este endereço',
    en: 'licence and inspections issued for this address',
  },
  'zone.zoningAllowsActivity': {
    pt: 'depósito de GLP permitido pela lei de uso e ocupação do solo',
    en: 'GLP depot allowed by the land-use law',
  },
  'storage.hasBasement': { pt: 'porão ou compartimento em nível inferior', en: 'basement or lower compartment' },
  'storage.onFillPlatform': { pt: 'plataforma elevada por meio de aterro', en: 'platform raised by earth fill' },
  'storage.ceilingHeightM': { pt: 'pé-direito da área coberta (m)', en: 'ceiling height of the covered area (m)' },
  'storage.clearanceAboveStackM': {
    pt: 'espaço livre acima da pilha até a cobertura (m)',
    en: 'clearance from stack top to roof (m)',
  },
  'storage.roofFireResistantWeaker': {
    pt: 'cobertura resistente ao fogo, de menor resistência mecânica',
    en: 'fire-resistant roof weaker than the walls',
  },
  'storage.openings': { pt: 'aberturas de acesso', en: 'access openings' },
  'storage.openings[].widthM': { pt: 'largura da abertura de acesso (m)', en: 'access opening width (m)' },
  'storage.openings[].heightM': { pt: 'altura da abertura de acesso (m)', en: 'access opening height (m)' },
  'storage.openings[].opensOutward': { pt: 'abertura de dentro para fora', en: 'opening opens outward' },
  'storage.inspectionCorridorM': {
    pt: 'largura do corredor de inspeção mais estreito (m)',
    en: 'width of the narrowest inspection corridor (m)',
  },
  'storage.largestLotP13': { pt: 'botijões (13 kg) no maior lote de recipientes', en: 'cylinders (13 kg) in the largest container lot' },
  'storage.maxStackFull': { pt: 'maior empilhamento de recipientes cheios', en: 'highest stack of full containers' },
  'storage.maxStackEmpty': { pt: 'maior empilhamento de recipientes vazios', en: 'highest stack of empty containers' },
  'storage.stackHeightM': { pt: 'altura da pilha mais alta (m)', en: 'height of the highest stack (m)' },
  'storage.onPallets': { pt: 'recipientes em estrados', en: 'containers on pallets' },
  'storage.stackingEquipment': { pt: 'equipamento apropriado para o empilhamento', en: 'suitable stacking equipment' },
  'storage.floorMarking': { pt: 'demarcação no piso da área e dos lotes', en: 'floor marking of the area and lots' },
  'storage.classSignShown': { pt: 'placa da classe da instalação', en: 'installation class sign' },
  'storage.classSignClass': { pt: 'classe indicada na placa', en: 'class stated on the sign' },
  'storage.classSignLimits': { pt: 'limites de recipientes indicados na placa', en: 'container limits stated on the sign' },
  'storage.classSignLimits[].capacityKg': { pt: 'capacidade nominal indicada na placa (kg)', en: 'nominal capacity on the sign (kg)' },
  'storage.classSignLimits[].max': { pt: 'limite máximo de recipientes na placa', en: 'maximum number of containers on the sign' },
  'storage.containersOutsideArea': { pt: 'recipientes fora da área de armazenamento', en: 'containers outside the storage area' },
  'storage.explosionProofElectrical': {
    pt: 'instalações elétricas à prova de explosão',
    en: 'explosion-proof electrical installations',
  },
  'storage.naturalVentilation': { pt: 'ventilação natural', en: 'natural ventilation' },
  'storage.protectedFromWeather': { pt: 'proteção contra sol, chuva e umidade', en: 'protection from sun, rain and damp' },
  'storage.awayFromFlammablesAndHeat': {
    pt: 'afastamento de inflamáveis, calor e faíscas',
    en: 'distance from flammables, heat and sparks',
  },
  'storage.strangersCirculate': {
    pt: 'circulação de pessoas estranhas ao manuseio',
    en: 'people not handling containers in the area',
  },
  'storage.perimeter.situation': {
    pt: 'situação da instalação (esquina ou meio de quadra)',
    en: 'installation situation (corner or mid-block)',
  },
  'storage.perimeter.wallFireResistant': { pt: 'muro do perímetro resistente ao fogo', en: 'fire-resistant perimeter wall' },
  'storage.perimeter.restIsWireFence': { pt: 'restante do perímetro em tela de arame', en: 'rest of the perimeter in wire fence' },
  'storage.fireWall.heightAboveStackM': {
    pt: 'altura da parede corta-fogo acima da pilha (m)',
    en: 'fire wall height above the highest stack (m)',
  },
  'safety.warningSigns': { pt: 'placas de advertência (quantidade)', en: 'warning signs (number)' },
  'safety.gasDetection': { pt: 'detecção de vazamento de GLP', en: 'GLP leak detection' },
  'safety.gasDetectionAlarmLelFraction': {
    pt: 'concentração de alarme do detector (fração do LIE)',
    en: 'detector alarm concentration (fraction of LEL)',
  },
  'safety.gasDetectionAlarmSeconds': { pt: 'tempo de alarme do detector (s)', en: 'detector alarm time (s)' },
  'safety.leakTestLiquid': { pt: 'líquido para teste de vazamento de GLP no local', en: 'GLP leak-test liquid on site' },
  'safety.leakTestMaterial': { pt: 'material para teste de vazamento de GLP no local', en: 'GLP leak-test material on site' },
  'safety.technicalAssistance': { pt: 'assistência técnica', en: 'technical assistance' },
  'safety.leakTestKit': {
    pt: 'teste de vazamento e assistência técnica juntos (fato antigo)',
    en: 'leak test and technical assistance together (former fact)',
  },
  'safety.leakingContainerFound': { pt: 'recipiente com vazamento de GLP encontrado', en: 'container leaking GLP found' },
  'safety.leakingContainerSeparated': {
    pt: 'recipiente com vazamento afastado dos demais',
    en: 'leaking container moved away from the others',
  },
  'safety.leakingContainerInOpenPlace': {
    pt: 'recipiente com vazamento retirado para local aberto',
    en: 'leaking container taken to an open place',
  },
  'safety.leakingContainerAwayFromIgnition': {
    pt: 'recipiente com vazamento longe de chama, ignição ou aquecimento',
    en: 'leaking container away from flame, ignition or heating',
  },
  'safety.identificationSign': {
    pt: 'identificação: nome, endereço, telefone e logomarca',
    en: 'identification: name, address, phone and logo',
  },
  'safety.brandsSoldMatchLogo': {
    pt: 'venda só da marca da logomarca de identificação',
    en: 'only the brand of the identification logo sold',
  },
  'safety.containersLabelled': {
    pt: 'etiqueta com distribuidora e revendedor',
    en: 'label with distributor and reseller',
  },
  'safety.containerOrigins': { pt: 'origem dos recipientes entregues', en: 'origin of the containers delivered' },
  'safety.containerOrigins[].container': { pt: 'recipiente ou grupo verificado', en: 'container or group checked' },
  'safety.containerOrigins[].containerDistributor': {
    pt: 'distribuidora do botijão ou cilindro',
    en: 'distributor of the container',
  },
  'safety.containerOrigins[].sealDistributor': {
    pt: 'distribuidora do selo indestrutível',
    en: 'distributor of the indestructible seal',
  },
  'safety.containerOrigins[].bottlingDistributor': { pt: 'distribuidora do engarrafamento', en: 'distributor that bottled it' },
  'safety.containerOrigins[].lacreDistributor': { pt: 'distribuidora do lacre', en: 'distributor of the valve seal (lacre)' },
  'safety.containerOrigins[].leafletDistributor': {
    pt: 'distribuidora do material informativo',
    en: 'distributor of the informative material',
  },
  'documents.fireBrigadeInspection': { pt: 'vistoria aprovada do Corpo de Bombeiros', en: 'approved fire brigade inspection' },
  'documents.municipalInspection': { pt: 'vistoria técnica aprovada da Prefeitura', en: 'approved municipal technical inspection' },
  'documents.resellerRegistration': { pt: 'cadastro de revendedor autorizado', en: 'authorised reseller registration' },
  'documents.concessionContract': { pt: 'contrato de concessão para revenda de GLP', en: 'GLP resale concession contract' },
  'documents.stateFederalCompliance': {
    pt: 'comprovação das legislações estadual e federal',
    en: 'proof of compliance with state and federal law',
  },
  'documents.specificResidentialLicence': {
    pt: 'alvará específico para zona residencial',
    en: 'specific licence for a residential zone',
  },
  'vehicles[].trailer': { pt: 'uso de reboque', en: 'trailer used' },
  'vehicles[].inspected': {
    pt: 'vistoria do Serviço de Obras e Urbanismo',
    en: 'inspection by the public works service',
  },
  'vehicles[].extraExtinguisher': { pt: 'extintor adicional de segurança', en: 'extra safety extinguisher' },
  'vehicles[].licenceOnFront': { pt: 'alvará afixado na parte dianteira', en: 'licence fixed on the front' },
  'vehicles[].staffUniformedWithBadges': { pt: 'equipe uniformizada e com crachá', en: 'staff in uniform with badges' },
  'vehicles[].driversTrained': {
    pt: 'curso de direção defensiva, inflamáveis e incêndio',
    en: 'defensive driving, flammables and firefighting course',
  },
  // The mobile post's own duties (art. 13 § 5º, art. 14 caput and § 1º), in the law's words.
  'vehicles[].priceTableDisplayed': { pt: 'tabela de preços afixada no veículo', en: 'price table fixed on the vehicle' },
  'vehicles[].identificationVisible': {
    pt: 'identificação de fácil visibilidade ao consumidor no veículo',
    en: 'identification on the vehicle easily visible to the consumer',
  },
  'vehicles[].identificationCompanyName': {
    pt: 'nome da empresa na identificação do veículo',
    en: "company's name on the vehicle's identification",
  },
  'vehicles[].identificationAddress': {
    pt: 'endereço da empresa na identificação do veículo',
    en: "company's address on the vehicle's identification",
  },
  'vehicles[].identificationTelephone': {
    pt: 'telefone na identificação do veículo',
    en: "telephone on the vehicle's identification",
  },
  'vehicles[].identificationDistributorLogo': {
    pt: 'logomarca da distribuidora na identificação do veículo',
    en: "distributor's logo on the vehicle's identification",
  },
  'vehicles[].onlyLogoBrandCarried': {
    pt: 'comercialização no veículo só da marca indicada na logomarca',
    en: 'sale from the vehicle only of the brand shown on the logo',
  },

  // Shared facts the law names otherwise (art. 9 §§ 1º–2º).
  'storage.fireWall': { pt: 'parede corta-fogo', en: 'fire wall' },
  'storage.fireWall.present': { pt: 'existência de parede corta-fogo', en: 'fire wall present' },
};

/** Names of the values of the enumerated facts only this law uses, in its words. */
export const CHOICE_LABELS: Readonly<Record<string, Readonly<Record<string, Text>>>> = {
  // Art. 6 I–II: "delimitada por duas ou mais vias públicas (esquina)", "por outras propriedades (meio de quadra)".
  'storage.perimeter.situation': {
    corner: { pt: 'esquina', en: 'corner' },
    'mid-block': { pt: 'meio de quadra', en: 'mid-block' },
  },
  // Art. 5: classes I–VI.
  'storage.classSignClass': Object.fromEntries(
    ['I', 'II', 'III', 'IV', 'V', 'VI'].map((c) => [c, { pt: `classe ${c}`, en: `class ${c}` }]),
  ),
};
