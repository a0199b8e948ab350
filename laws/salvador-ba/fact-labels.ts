/**
 * Names of the facts only Salvador's law uses (src/core/input/fact-labels.ts has the shared
 * ones), and two shared facts as the law words them: art. 2 I "Alvará do Corpo de Bombeiros",
 * art. 2 IV "balança aferida pelo IPEM/BA".
 */
import type { Text } from '../../src/core/types.ts';

export const FACT_LABELS: Readonly<Record<string, Text>> = {
  'establishment.legallyInstalled': { pt: 'empresa instalada legalmente', en: 'business legally installed' },
  'establishment.authorisedByExecutive': { pt: 'autorização do Poder Executivo', en: 'authorisation by the Executive' },
  'establishment.otherActivitiesDeclared': {
    pt: 'outras atividades informadas ao Município',
    en: 'other activities declared to the municipality',
  },
  'zone.zoningAllowsActivity': {
    pt: 'comercialização de GLP permitida pelo PDDU e LOUOS',
    en: 'GLP sale allowed by the zoning (PDDU, LOUOS)',
  },
  'zone.zoningAllowedQuantityKg': {
    pt: 'quantidade de GLP permitida pelo zoneamento (kg)',
    en: 'GLP quantity allowed by the zoning (kg)',
  },
  'documents.thirdPartyInsurance': {
    pt: 'seguro contra terceiros, inclusive dos veículos',
    en: 'third-party insurance, vehicles included',
  },
  'documents.iptuPaid': { pt: 'guia do IPTU do exercício quitada', en: 'IPTU bill for the current year paid' },
  'documents.invoiceBook': { pt: 'talão de nota fiscal', en: 'invoice book' },
  'documents.eInvoiceEquipment': {
    pt: 'equipamento para emissão de nota fiscal eletrônica',
    en: 'electronic invoicing equipment',
  },
  'vehicles[].adaptedAndLegal': { pt: 'veículo adaptado e legalizado', en: 'vehicle adapted and legalised' },
  'vehicles[].distributorNameShown': {
    pt: 'nome da empresa distribuidora visível no veículo',
    en: "distributor's name visible on the vehicle",
  },
  'vehicles[].anpAuthorisationShown': {
    pt: 'número da autorização da ANP visível no veículo',
    en: 'ANP authorisation number visible on the vehicle',
  },
  'vehicles[].priceTableShown': {
    pt: 'tabela de preços visível no veículo',
    en: 'price table visible on the vehicle',
  },
  'vehicles[].identified': {
    pt: 'identificação do veículo, os três elementos juntos (fato antigo)',
    en: 'vehicle identification, the three elements together (former fact)',
  },
  'vehicles[].signs': {
    pt: 'placas "PROIBIDO FUMAR" e "PERIGO - INFLAMÁVEL"',
    en: '"NO SMOKING" and "DANGER - FLAMMABLE" signs',
  },
  'vehicles[].usesHorn': { pt: 'buzina do veículo para anunciar a venda', en: 'vehicle horn used to signal sales' },
  soundAdvertising: { pt: 'propaganda sonora', en: 'sound advertising' },
  'soundAdvertising.uses': { pt: 'uso de propaganda sonora', en: 'sound advertising used' },
  'soundAdvertising.usesHorn': { pt: 'buzina como sinalização para venda', en: 'horn used to signal sales' },
  'soundAdvertising.withinNoiseLimits': {
    pt: 'ruído dentro dos níveis permitidos',
    en: 'noise within the permitted levels',
  },
  'soundAdvertising.suspendedOnHolidays': {
    pt: 'propaganda sonora suspensa nos feriados',
    en: 'sound advertising suspended on holidays',
  },
  'soundAdvertising.schedule': { pt: 'horários da propaganda sonora', en: 'sound advertising schedule' },
  'soundAdvertising.schedule[].day': { pt: 'dia da semana ou feriado', en: 'day of the week or holiday' },
  'soundAdvertising.schedule[].from': { pt: 'horário de início', en: 'start time' },
  'soundAdvertising.schedule[].to': { pt: 'horário de término', en: 'end time' },
  'soundAdvertising.observedAt': {
    pt: 'data e hora em que a propaganda foi constatada',
    en: 'date and time the advertising was observed',
  },
  enforcement: { pt: 'interdição do estabelecimento', en: 'closure of the establishment' },
  'enforcement.interdictedOn': { pt: 'data da interdição', en: 'closure date' },
  'enforcement.irregularityRemedied': { pt: 'irregularidade sanada', en: 'irregularity remedied' },
  'establishment.renewalRequested': {
    pt: 'renovação do alvará requerida (empresa em operação em 2011)',
    en: 'licence renewal requested (company operating in 2011)',
  },
  'establishment.renewalRequestedOn': { pt: 'data do requerimento de renovação do alvará', en: 'date the licence renewal was requested' },

  // Shared facts the law names otherwise (art. 2 I and IV).
  'documents.fireBrigadeLicence': { pt: 'alvará do Corpo de Bombeiros', en: 'fire brigade licence (alvará)' },
  'safety.scaleCalibrated': { pt: 'aferição da balança pelo IPEM/BA', en: 'scale calibration by IPEM/BA' },
};

/** Names of the values of the enumerated facts only this law uses. */
export const CHOICE_LABELS: Readonly<Record<string, Readonly<Record<string, Text>>>> = {
  // Art. 4: "de segunda a sexta-feira", "aos sábados", "domingos e feriados".
  'soundAdvertising.schedule[].day': {
    mon: { pt: 'segunda-feira', en: 'Monday' },
    tue: { pt: 'terça-feira', en: 'Tuesday' },
    wed: { pt: 'quarta-feira', en: 'Wednesday' },
    thu: { pt: 'quinta-feira', en: 'Thursday' },
    fri: { pt: 'sexta-feira', en: 'Friday' },
    sat: { pt: 'sábado', en: 'Saturday' },
    sun: { pt: 'domingo', en: 'Sunday' },
    holiday: { pt: 'feriado', en: 'holiday' },
  },
};
