/**
 * Names of the values of the shared vocabulary's enumerated facts that are not vocabulary terms
 * (src/core/input/schema.ts Term: activities, premises types, place categories and vehicle
 * types carry their own `label`): pt-BR as the laws say it, English beside, lower case as in a
 * sentence. Keyed by the fact's dotted path (list elements `[]`), then by value. A pack names the
 * values of its own enumerated facts in laws/<id>/fact-labels.ts (`PackFacts.choiceLabels`);
 * test/fact-labels.test.ts: every value of every enumerated fact has a name.
 */
import type { Text } from '../types.ts';

/** A departmental opinion (parecer técnico), as every pack's opinions are answered. */
export const OPINION_CHOICES: Readonly<Record<string, Text>> = {
  favourable: { pt: 'favorável', en: 'favourable' },
  unfavourable: { pt: 'desfavorável', en: 'unfavourable' },
  pending: { pt: 'pendente', en: 'pending' },
};

export const SHARED_CHOICE_LABELS: Readonly<Record<string, Readonly<Record<string, Text>>>> = {
  'application.type': {
    new: { pt: 'instalação nova', en: 'new establishment' },
    renewal: { pt: 'renovação', en: 'renewal' },
    construction: { pt: 'licença para construção', en: 'construction licence' },
    adaptation: { pt: 'adaptação', en: 'adaptation' },
    relocation: { pt: 'mudança de endereço', en: 'relocation' },
    tvl: { pt: 'Termo de Viabilidade de Localização (TVL)', en: 'location feasibility term (TVL)' },
    alvara: { pt: 'alvará', en: 'operating licence (alvará)' },
    inspection: { pt: 'fiscalização do estabelecimento em funcionamento', en: 'inspection of an operating establishment' },
  },
  // VdC art. 2: "zonas de expansão", "zonas de transição residencial/comercial", "áreas residenciais".
  'zone.kind': {
    expansion: { pt: 'zona de expansão', en: 'expansion zone' },
    transition: { pt: 'zona de transição residencial/comercial', en: 'residential/commercial transition zone' },
    residential: { pt: 'zona residencial', en: 'residential zone' },
    commercial: { pt: 'zona comercial', en: 'commercial zone' },
    industrial: { pt: 'zona industrial', en: 'industrial zone' },
    mixed: { pt: 'zona mista', en: 'mixed zone' },
    other: { pt: 'outra zona', en: 'other zone' },
  },
  // Nova Odessa art. 2 I: "cheios, parcialmente utilizados, vazios ou novos".
  'storage.containers[].state': {
    full: { pt: 'cheio', en: 'full' },
    'partly-used': { pt: 'parcialmente utilizado', en: 'partly used' },
    empty: { pt: 'vazio', en: 'empty' },
    new: { pt: 'novo', en: 'new' },
  },
  'safety.extinguishers[].agent': {
    'dry-chemical': { pt: 'pó químico seco', en: 'dry chemical powder' },
    co2: { pt: 'gás carbônico (CO2)', en: 'carbon dioxide (CO2)' },
    water: { pt: 'água', en: 'water' },
    foam: { pt: 'espuma', en: 'foam' },
    other: { pt: 'outro agente', en: 'other agent' },
  },
  'opinions.fireBrigade': OPINION_CHOICES,
  // Belém art. 6 § 1º: "de propriedade do Posto Revendedor … ou estarem em sua posse mediante contrato".
  'vehicles[].ownership': {
    owned: { pt: 'de propriedade do posto', en: 'owned by the outlet' },
    contracted: { pt: 'em posse mediante contrato', en: 'held under contract' },
    other: { pt: 'outra', en: 'other' },
  },
  'nearby.places[].status': {
    licensed: { pt: 'licenciado', en: 'licensed' },
    existing: { pt: 'existente', en: 'existing' },
    // Belém art. 2 I a: "existente ou com licença para construção aprovada".
    'construction-approved': { pt: 'com licença para construção aprovada', en: 'construction licence approved' },
    pending: { pt: 'pedido em análise', en: 'application pending' },
    closed: { pt: 'fechado', en: 'closed' },
  },
  'nearby.places[].measuredFrom': {
    edge: { pt: 'entre os limites dos imóveis', en: 'between the lots’ boundaries' },
    frontage: { pt: 'da testada do terreno', en: 'from the lot frontage' },
    point: { pt: 'do ponto do imóvel', en: 'from the lot’s point' },
    storage: { pt: 'da área de armazenamento', en: 'from the storage area' },
    unknown: { pt: 'origem não informada', en: 'origin not stated' },
  },
  // VdC art. 21 II measures "da testada do terreno no qual seja edificado escola…": the place's side.
  'nearby.places[].measuredTo': {
    frontage: { pt: 'até a testada do terreno do local', en: 'to the frontage of the place’s lot' },
    edge: { pt: 'até o limite do terreno do local', en: 'to the boundary of the place’s lot' },
    point: { pt: 'até um ponto do local', en: 'to a point of the place' },
  },
};
