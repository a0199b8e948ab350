/**
 * Names of the facts only Belém's law uses (src/core/input/fact-labels.ts has the shared ones),
 * and the shared licence under the law's own name: art. 1 "dependem de Licença Municipal".
 */
import type { Text } from '../../src/core/types.ts';

export const FACT_LABELS: Readonly<Record<string, Text>> = {
  'establishment.worksCompleted': { pt: 'conclusão das obras', en: 'works completed' },
  'establishment.worksUnderWay': { pt: 'obras de construção ou adaptação em curso', en: 'construction or adaptation works under way' },
  'establishment.worksCompletedOn': { pt: 'data de conclusão das obras', en: 'works completion date' },
  'establishment.adaptationForceMajeure': { pt: 'força maior no prazo de adaptação', en: 'force majeure in the adaptation period' },
  'establishment.adaptationForceMajeure.recognised': {
    pt: 'força maior reconhecida pelo Município',
    en: 'force majeure recognised by the municipality',
  },
  'establishment.adaptationForceMajeure.recognisedBy': {
    pt: 'órgão que reconheceu a força maior',
    en: 'body that recognised the force majeure',
  },
  'establishment.adaptationForceMajeure.recognisedOn': {
    pt: 'data do reconhecimento da força maior',
    en: 'date the force majeure was recognised',
  },
  'establishment.adaptationForceMajeure.until': {
    pt: 'último dia do prazo prorrogado por força maior',
    en: 'last day of the period extended by force majeure',
  },
  'establishment.adaptationForceMajeure.reason': { pt: 'motivo da força maior', en: 'reason for the force majeure' },
  'safety.hygieneOk': { pt: 'condições de funcionamento, higiene e limpeza', en: 'operating, hygiene and cleanliness conditions' },
  'safety.scaleWorking': { pt: 'balança em perfeito funcionamento', en: 'scale in perfect working order' },
  'safety.telephone': { pt: 'telefone durante o funcionamento', en: 'telephone during opening hours' },
  'documents.constructionLicence': { pt: 'licença municipal para construção', en: 'municipal construction licence' },
  'documents.anpAuthorisation': { pt: 'autorização da ANP', en: 'ANP authorisation' },
  'documents.environmentalLicence': { pt: 'licenciamento ambiental', en: 'environmental licence' },
  'documents.otherLicences': { pt: 'licenças de outros órgãos', en: 'licences from other bodies' },
  'documents.commercialRegistration': {
    pt: 'declaração de empresário ou atos constitutivos na Junta Comercial',
    en: 'sole trader’s declaration or company articles at the Junta Comercial',
  },
  'documents.taxRegistrations': {
    pt: 'cadastro fiscal na União, Estado e Município',
    en: 'federal, state and municipal tax registration',
  },
  'documents.scaleCalibrationCertificate': { pt: 'certificado de aferição da balança', en: 'scale calibration certificate' },
  'documents.fireInsurance': { pt: 'apólice de seguro contra incêndio', en: 'fire insurance policy' },
  'vehicles[].ownHouseholdUse': { pt: 'transporte para consumo próprio domiciliar', en: 'carried for own household use' },
  'vehicles[].cylinders': { pt: 'botijões transportados', en: 'cylinders carried' },
  'vehicles[].cylinderCapacityKg': {
    pt: 'capacidade do maior recipiente transportado (kg)',
    en: 'capacity of the largest container carried (kg)',
  },
  'vehicles[].ownUseSingleCylinder': {
    pt: 'consumo próprio com um só botijão (fato antigo)',
    en: 'own use with a single cylinder (former fact)',
  },
  'vehicles[].humanPowered': { pt: 'tração humana (triciclo a pedal)', en: 'human-powered (pedal tricycle)' },
  'vehicles[].woodenHull': { pt: 'embarcação com casco de madeira', en: 'wooden-hull boat' },
  'vehicles[].heldByDestinationOutlet': {
    pt: 'veículo do posto ao qual se destina a carga (próprio ou contratado)',
    en: 'vehicle owned or contracted by the outlet the load is destined for',
  },

  // A shared fact the law names otherwise (art. 1).
  'documents.alvara': { pt: 'licença municipal de funcionamento', en: 'municipal operating licence' },
};
