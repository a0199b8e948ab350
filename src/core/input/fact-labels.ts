/**
 * Short names of the shared vocabulary's facts, as a person reads them in a list of what is
 * missing or as a form's field label: lower case (they are used inside sentences: "falta informar
 * área do terreno (lot.areaM2)"), pt-BR as the laws say it, English beside. Keyed by dotted
 * path, list elements as `[]` (src/core/input/vocabulary.ts declaredPaths). A pack names its own
 * facts in laws/<id>/fact-labels.ts; test: every declared path has a name.
 */
import type { Text } from '../types.ts';

export const SHARED_FACT_LABELS: Readonly<Record<string, Text>> = {
  $schema: { pt: 'endereço do esquema JSON', en: 'JSON schema address' },
  schemaVersion: { pt: 'versão do esquema', en: 'schema version' },
  municipality: { pt: 'município', en: 'municipality' },
  date: { pt: 'data da avaliação', en: 'evaluation date' },
  activity: { pt: 'atividade', en: 'activity' },

  application: { pt: 'pedido', en: 'application' },
  'application.type': { pt: 'tipo de pedido', en: 'application type' },
  'application.requestedClass': { pt: 'classe requerida', en: 'requested class' },
  'application.requestedQuantity': { pt: 'quantidade requerida de GLP (kg)', en: 'requested GLP quantity (kg)' },
  'application.filedOn': { pt: 'data de protocolo do pedido', en: 'application filing date' },

  establishment: { pt: 'estabelecimento', en: 'establishment' },
  'establishment.name': { pt: 'nome do estabelecimento', en: 'establishment name' },
  'establishment.cnpj': { pt: 'CNPJ do estabelecimento', en: 'establishment CNPJ' },
  'establishment.premisesType': { pt: 'tipo de imóvel', en: 'premises type' },
  'establishment.startDate': { pt: 'data de início das atividades no endereço', en: 'date operations began at the address' },
  'establishment.constructionLicenceApprovedOn': {
    pt: 'data de aprovação da licença para construção',
    en: 'construction licence approval date',
  },
  'establishment.sellsGlp': { pt: 'venda de GLP ao público', en: 'GLP sold to the public' },
  'establishment.sellsOtherGoods': { pt: 'venda de outros produtos', en: 'other goods sold' },
  'establishment.otherActivities': { pt: 'outras atividades exercidas', en: 'other activities carried on' },
  'establishment.usesGlpAsInput': { pt: 'uso do GLP como insumo da atividade', en: 'GLP used as an input of the business' },
  'establishment.distributor': { pt: 'distribuidora de GLP', en: 'GLP distributor' },

  lot: { pt: 'terreno', en: 'lot' },
  'lot.areaM2': { pt: 'área do terreno (m²)', en: 'lot area (m²)' },
  'lot.frontageM': { pt: 'testada do terreno (m)', en: 'lot frontage (m)' },
  'lot.depthM': { pt: 'profundidade do terreno (m)', en: 'lot depth (m)' },
  'lot.location': { pt: 'localização do terreno (coordenadas)', en: 'lot location (coordinates)' },
  'lot.polygon': { pt: 'limites do terreno (polígono)', en: 'lot boundary (polygon)' },
  'lot.polygon.type': { pt: 'tipo de geometria dos limites do terreno', en: 'lot boundary geometry type' },
  'lot.polygon.coordinates': { pt: 'coordenadas dos limites do terreno', en: 'lot boundary coordinates' },
  'lot.frontageLine': { pt: 'linha da testada do terreno', en: 'lot frontage line' },
  'lot.frontageLine.type': { pt: 'tipo de geometria da testada', en: 'frontage line geometry type' },
  'lot.frontageLine.coordinates': { pt: 'coordenadas da testada', en: 'frontage line coordinates' },
  'lot.storagePolygon': { pt: 'limites da área de armazenamento (polígono)', en: 'storage area boundary (polygon)' },
  'lot.storagePolygon.type': { pt: 'tipo de geometria da área de armazenamento', en: 'storage area geometry type' },
  'lot.storagePolygon.coordinates': { pt: 'coordenadas da área de armazenamento', en: 'storage area coordinates' },

  zone: { pt: 'zoneamento', en: 'zoning' },
  'zone.kind': { pt: 'tipo de zona', en: 'zone type' },
  'zone.name': { pt: 'nome da zona', en: 'zone name' },
  'zone.insideUrbanPerimeter': { pt: 'terreno dentro do perímetro urbano', en: 'lot inside the urban perimeter' },
  'zone.distanceToUrbanPerimeterM': { pt: 'distância ao perímetro urbano (m)', en: 'distance to the urban perimeter (m)' },
  'zone.distanceToResidentialZoneM': { pt: 'distância à zona residencial (m)', en: 'distance to a residential zone (m)' },

  storage: { pt: 'armazenamento', en: 'storage' },
  'storage.containers': { pt: 'recipientes de GLP armazenados', en: 'GLP containers stored' },
  'storage.containers[].capacityKg': { pt: 'capacidade nominal do recipiente (kg)', en: 'container nominal capacity (kg)' },
  'storage.containers[].state': { pt: 'estado do recipiente (cheio, vazio…)', en: 'container state (full, empty…)' },
  'storage.containers[].count': { pt: 'quantidade de recipientes', en: 'number of containers' },
  'storage.areaM2': { pt: 'área de armazenamento (m²)', en: 'storage area (m²)' },
  'storage.atGroundLevel': { pt: 'armazenamento ao nível do solo', en: 'storage at ground level' },
  'storage.covered': { pt: 'área de armazenamento coberta', en: 'covered storage area' },
  'storage.floorFlatWithoutDrains': {
    pt: 'piso plano, sem canaletas, ralos ou rebaixos',
    en: 'flat floor without channels, drains or recesses',
  },
  'storage.nearDoorsStairsOrPassages': {
    pt: 'recipientes perto de portas, escadas ou passagens',
    en: 'containers near doors, stairs or passages',
  },
  'storage.electricalInConduit': { pt: 'fiação elétrica em eletrodutos', en: 'electrical wiring in conduit' },
  'storage.hasElectricalInstallations': {
    pt: 'instalações elétricas na área de armazenamento',
    en: 'electrical installations in the storage area',
  },
  'storage.emptiesSeparated': { pt: 'recipientes vazios separados dos cheios', en: 'empty containers kept apart from full ones' },
  'storage.otherFlammablesStored': {
    pt: 'outros produtos inflamáveis ou explosivos no local',
    en: 'other flammable or explosive products on site',
  },
  'storage.perimeter': { pt: 'perímetro da instalação de armazenamento', en: 'storage installation perimeter' },
  'storage.perimeter.walledFraction': { pt: 'parcela do perímetro fechada com muro', en: 'share of the perimeter walled' },
  'storage.fireWall': { pt: 'parede resistente ao fogo', en: 'fire-resistant wall' },
  'storage.fireWall.present': { pt: 'existência de parede resistente ao fogo', en: 'fire-resistant wall present' },
  'storage.fireWall.fireResistanceHours': { pt: 'resistência ao fogo da parede (TRRF, h)', en: 'wall fire resistance rating (h)' },
  'storage.fireWall.heightM': { pt: 'altura da parede resistente ao fogo (m)', en: 'fire-resistant wall height (m)' },
  'storage.fireWall.hasOpenings': { pt: 'aberturas na parede resistente ao fogo', en: 'openings in the fire-resistant wall' },
  'storage.fireWall.distanceFromStackM': {
    pt: 'distância da parede aos lotes de recipientes (m)',
    en: 'distance from the wall to the container lots (m)',
  },
  'storage.distances': { pt: 'distâncias da área de armazenamento', en: 'distances from the storage area' },
  'storage.distances.nearestPumpM': {
    pt: 'distância à bomba de combustível mais próxima (m)',
    en: 'distance to the nearest fuel pump (m)',
  },
  'storage.distances.ignitionSourcesM': {
    pt: 'distância a fontes de faísca, chama ou calor (m)',
    en: 'distance to spark, flame or heat sources (m)',
  },
  'storage.distances.heatMachinesM': {
    pt: 'distância a máquinas térmicas ou chama aberta (m)',
    en: 'distance to heat machines or open flame (m)',
  },
  'storage.distances.neighbourBuildingsM': { pt: 'distância às edificações vizinhas (m)', en: 'distance to neighbouring buildings (m)' },
  'storage.distances.adjoiningLotLimitsM': {
    pt: 'distância aos limites dos terrenos contíguos (m)',
    en: 'distance to the limits of adjoining lots (m)',
  },
  'storage.distances.propertyLineM': { pt: 'distância ao limite da propriedade (m)', en: 'distance to the property line (m)' },
  'storage.distances.propertyLineWallM': {
    pt: 'muro de 1,80 m ou mais no limite da propriedade',
    en: 'wall of 1.80 m or more on the property line',
  },
  'storage.distances.buildingsM': { pt: 'distância às edificações (m)', en: 'distance to buildings (m)' },
  'storage.distances.publicWayAlignmentM': {
    pt: 'distância ao alinhamento da via pública (m)',
    en: 'distance to the public way alignment (m)',
  },
  'storage.distances.curbAlignmentM': { pt: 'distância ao alinhamento do meio-fio (m)', en: 'distance to the curb alignment (m)' },
  'storage.distances.mainEntranceM': { pt: 'distância à entrada principal (m)', en: 'distance to the main entrance (m)' },
  'storage.distances.drainsM': {
    pt: 'distância a ralos, caixas de gordura e esgotos (m)',
    en: 'distance to drains, grease traps and sewers (m)',
  },
  'storage.distances.publicAssemblyM': {
    pt: 'distância a locais de grande aglomeração (m)',
    en: 'distance to places of public assembly (m)',
  },
  'storage.distances.electricalWiringM': {
    pt: 'distância da fiação elétrica ao limite da área (m)',
    en: 'wiring distance from the storage area limit (m)',
  },
  'storage.distances.emptyFromFullM': {
    pt: 'distância entre recipientes vazios e cheios (m)',
    en: 'distance between empty and full containers (m)',
  },
  'storage.distances.noneWithinM': {
    pt: 'raio declarado livre do elemento medido (m)',
    en: 'radius declared free of the feature (m)',
  },

  safety: { pt: 'segurança e informação ao consumidor', en: 'safety and consumer information' },
  'safety.extinguishers': { pt: 'extintores de incêndio', en: 'fire extinguishers' },
  'safety.extinguishers[].agent': { pt: 'agente extintor', en: 'extinguishing agent' },
  'safety.extinguishers[].kg': { pt: 'carga do extintor (kg)', en: 'extinguisher charge (kg)' },
  'safety.extinguishers[].count': { pt: 'quantidade de extintores', en: 'number of extinguishers' },
  'safety.extinguishers[].inDate': {
    pt: 'extintor inspecionado e com validade em dia',
    en: 'extinguisher inspected and in date',
  },
  'safety.extinguishers[].rating': { pt: 'capacidade extintora', en: 'extinguisher rating' },
  'safety.noSmokingSign': { pt: 'placa de proibido fumar', en: 'no-smoking sign' },
  'safety.flammableDangerSign': { pt: 'placa de perigo inflamável', en: 'flammable danger sign' },
  'safety.scale': { pt: 'balança no local', en: 'scale on site' },
  'safety.scaleCalibrated': { pt: 'aferição da balança', en: 'scale calibration' },
  'safety.priceTableVisible': { pt: 'tabela de preços visível', en: 'visible price table' },

  documents: { pt: 'documentos e licenças', en: 'documents and licences' },
  'documents.alvara': { pt: 'alvará de funcionamento', en: 'operating licence (alvará)' },
  'documents.fireBrigadeLicence': {
    pt: 'licença do Corpo de Bombeiros (alvará ou AVCB)',
    en: 'fire brigade licence (alvará or AVCB)',
  },

  opinions: { pt: 'pareceres técnicos', en: 'departmental opinions' },
  'opinions.fireBrigade': { pt: 'parecer do Corpo de Bombeiros', en: 'fire brigade opinion' },

  vehicles: { pt: 'veículos de entrega', en: 'delivery vehicles' },
  'vehicles[].plate': { pt: 'placa do veículo', en: 'vehicle plate' },
  'vehicles[].type': { pt: 'tipo de veículo', en: 'vehicle type' },
  'vehicles[].ownership': { pt: 'posse do veículo (próprio ou contratado)', en: 'vehicle ownership (owned or contracted)' },

  nearby: { pt: 'entorno do terreno', en: 'surroundings of the lot' },
  'nearby.surveyed': { pt: 'levantamento do cadastro', en: 'registry survey' },
  'nearby.places': { pt: 'locais próximos', en: 'nearby places' },
  'nearby.places[].id': { pt: 'identificador do local', en: 'place identifier' },
  'nearby.places[].name': { pt: 'nome do local', en: 'place name' },
  'nearby.places[].category': { pt: 'categoria do local', en: 'place category' },
  'nearby.places[].status': { pt: 'situação do local (posto ou depósito)', en: 'status of the place (outlet or depot)' },
  'nearby.places[].since': {
    pt: 'data desde a qual o posto existe ou tem licença',
    en: 'date since which the outlet has existed or held its licence',
  },
  'nearby.places[].distanceM': { pt: 'distância medida até o local (m)', en: 'measured distance to the place (m)' },
  'nearby.places[].measuredFrom': { pt: 'origem da medida da distância', en: 'where the distance was measured from' },
  'nearby.places[].measuredTo': { pt: 'ponto de chegada da medida no local', en: 'where on the place the distance was measured to' },
  'nearby.places[].location': { pt: 'posição do local (coordenadas)', en: 'place position (coordinates)' },
  'nearby.places[].polygon': { pt: 'limites do local (polígono)', en: 'place boundary (polygon)' },
  'nearby.places[].polygon.type': { pt: 'tipo de geometria dos limites do local', en: 'place boundary geometry type' },
  'nearby.places[].polygon.coordinates': { pt: 'coordenadas dos limites do local', en: 'place boundary coordinates' },
  'nearby.places[].areaM2': { pt: 'área do local (m²)', en: 'place area (m²)' },
  'nearby.places[].heatSourcesInOperation': {
    pt: 'caldeiras ou fontes de calor em funcionamento',
    en: 'boilers or heat sources in operation',
  },
  'nearby.places[].source': { pt: 'fonte do cadastro do local', en: 'source of the place record' },
};
