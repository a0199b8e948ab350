/**
 * Nova Odessa's licensing procedure (art. 16): the alvará after the technical inspections of the
 * fire brigade and of the municipality (§ 1), renewed yearly, with proof of state and federal
 * compliance (§ 2), tied to the address: a move needs a new inspection and a new alvará (§ 3).
 * A trader also proves its accreditation with the concession contract registered in the
 * Municipality (art. 13 § 4º); a mobile seller, the inspection of each vehicle (art. 14 § 2º, I).
 * Refusing inspectors access means immediate closure (art. 17 parágrafo único).
 */
import type { ProcedureDef } from '../../src/core/procedure.ts';

export const novaOdessaProcedure: ProcedureDef = {
  stages: [
    {
      id: 'alvara',
      kind: 'alvara',
      title: { pt: 'Alvará específico de armazenamento e comercialização de GLP', en: 'GLP storage and sale licence' },
      cite: 'art16',
      after: [],
      documents: [
        {
          id: 'state-federal-compliance',
          title: { pt: 'Comprovação das legislações estadual e federal (ANP)', en: 'Proof of state and federal compliance (ANP)' },
          cite: 'art16-par2',
          expires: false,
          fact: 'documents.stateFederalCompliance',
        },
        {
          // "O comerciante de GLP comprovará seu credenciamento para a revenda desse produto com a
          // apresentação, devidamente registrado neste Município, do 'Contrato de Concessão para
          // Revenda de GLP'": asked of those who sell, fixed or mobile; a classed installation that
          // only stores needs the alvará (art. 16) but sells nothing to be accredited for.
          id: 'concession-contract',
          title: {
            pt: 'Contrato de Concessão para Revenda de GLP, registrado no Município',
            en: 'GLP resale concession contract, registered in the Municipality',
          },
          cite: 'art13-par4',
          expires: false,
          fact: 'documents.concessionContract',
          activities: ['glp-resale', 'glp-mobile-sale'],
        },
        {
          // Art. 14, § 2º, I: the vehicle of a venda ambulante is "obrigatoriamente vistoriado pelo
          // Serviço de Obras e Urbanismo … com extintor adicional de segurança, para a expedição do
          // competente alvará": the inspection report of each vehicle, before the alvará. The
          // evaluation checks it per vehicle (vehicles[].inspected, vehicles[].extraExtinguisher).
          id: 'mobile-vehicle-inspection',
          title: {
            pt: 'Vistoria de cada veículo da venda ambulante pelo Serviço de Obras e Urbanismo, equipado com extintor adicional',
            en: 'Inspection of each mobile-sale vehicle by the Public Works and Urban Planning Service, fitted with an additional extinguisher',
          },
          cite: 'art14-par2-I',
          expires: false,
          activities: ['glp-mobile-sale'],
        },
      ],
      opinions: [
        {
          department: 'fire-brigade',
          title: { pt: 'Vistoria do Corpo de Bombeiros', en: 'Fire brigade inspection' },
          cite: 'art16-par1',
          kind: 'inspection',
          role: 'fire-brigade',
          fact: 'documents.fireBrigadeInspection',
        },
        {
          department: 'municipal-inspection',
          title: { pt: 'Vistoria do órgão competente da Prefeitura', en: 'Municipal inspection' },
          cite: 'art16-par1',
          kind: 'inspection',
          role: 'inspector',
          fact: 'documents.municipalInspection',
        },
      ],
      issuingRole: 'licensing-officer',
      // "renováveis anualmente" (art. 16 § 1): the one term of the four laws set by the law itself.
      validity: { n: 1, unit: 'years' },
      validityCite: 'art16-par1',
      states: ['class', 'containers', 'kg'],
      cites: ['art16-par1', 'art16-par3'],
      conditions: [
        {
          pt: 'Alvará vinculado ao local físico: mudança de endereço exige nova vistoria e novo alvará (art. 16, § 3º).',
          en: 'Tied to the physical address: a move needs a new inspection and a new licence (art. 16 § 3).',
        },
        {
          pt: 'Livre acesso à fiscalização; a negativa implica interdição imediata (art. 17).',
          en: 'Free access to inspectors; refusal means immediate closure (art. 17).',
        },
      ],
    },
  ],
  renewal: { cite: 'art16-par1', dueWithinDays: 30 },
  addressChange: { effect: 'new-licence', cite: 'art16-par3' },
  holderChange: { effect: 'new-licence' },
  dueProcess: {
    defenceDays: 15,
    cite: 'art18',
    sanctions: { interdict: 'art17-parU', suspend: 'art18', revoke: 'art18' },
    // Art. 17 § único names the interdiction; art. 18 adds the fine "além das penalidades e procedimentos
    // prescritos no Decreto Federal n° 1021 … e Decreto n° 1501": suspension and revocation by that reference.
    sanctionGround: { suspend: 'by-reference', revoke: 'by-reference' },
  },
  notes: [
    'Art. 16 § 1º makes the alvará renewable yearly; asking for renewal within 30 days before it ends is the procedure’s choice.',
    'The law names no defence term; 15 days is the procedure’s choice. Closure for refused access (art. 17) is immediate: its due process follows the order.',
    'Suspension and revocation cite art. 18, whose fine comes "além das penalidades e procedimentos prescritos no Decreto Federal nº 1021 de 27/12/93 e Decreto nº 1501 de 24/05/95" (not received): the law itself names only the fine (art. 18), the seizure of a vehicle (art. 14 § 3º) and the closure for refused access (art. 17); which sanction of those decrees a breach warrants is for the municipality’s legal department to state in the case.',
  ],
};
