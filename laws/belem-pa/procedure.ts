/**
 * Belém's licensing procedure: approval of the construction plan (art. 2: "Somente serão
 * aprovadas plantas…", with the licences of items II–IV and the building legislation of the
 * caput) and then the operating licence (art. 1: "Construção e funcionamento … dependem de
 * Licença Municipal"), with the proofs of art. 4 at the first licence and the duties of art. 3
 * (calibrated scale; fire insurance of at least the minimum in force, parameter
 * min-fire-insurance). Outlets existing, or with a construction licence approved, when the law
 * came into force are not subject to arts. 2 and 4 (art. 5): the rules say so in the evaluation,
 * and the operating licence does not ask them for this law's construction licence.
 */
import type { ProcedureDef } from '../../src/core/procedure.ts';
import { installedAtEntryIntoForce } from '../../src/core/rulekit-establishment.ts';

export const belemProcedure: ProcedureDef = {
  stages: [
    {
      id: 'construction',
      kind: 'construction',
      title: { pt: 'Aprovação de planta e licença para construção', en: 'Plan approval and construction licence' },
      cite: 'art2',
      after: [],
      documents: [
        {
          id: 'anp-authorisation',
          title: { pt: 'Autorização da ANP', en: 'ANP authorisation' },
          cite: 'art2-II',
          expires: false,
          fact: 'documents.anpAuthorisation',
        },
        {
          id: 'environmental-licence',
          title: { pt: 'Licença ambiental', en: 'Environmental licence' },
          cite: 'art2-III',
          expires: true,
          fact: 'documents.environmentalLicence',
        },
        {
          id: 'other-licences',
          title: { pt: 'Licenciamento de outros órgãos', en: 'Licences of other authorities' },
          cite: 'art2-IV',
          // Which bodies, and whether their licences have a term, the law does not say: a validity given is checked.
          expires: false,
          fact: 'documents.otherLicences',
        },
        // Art. 4: "Nenhuma licença poderá ser concedida para instalação" without these proofs: the first licence.
        // "com declaração de empresário ou atos constitutivos da sociedade devidamente arquivado na Junta
        // Comercial do Estado": a sole trader proves it with the declaração de empresário, a company
        // with its atos constitutivos — either one (the title said only the company's).
        {
          id: 'company-registration',
          title: {
            pt: 'Declaração de empresário ou atos constitutivos da sociedade, arquivados na Junta Comercial do Estado',
            en: 'Sole trader’s declaration or articles of the company, filed with the State Junta Comercial',
          },
          cite: 'art4',
          expires: false,
          fact: 'documents.commercialRegistration',
        },
        {
          id: 'tax-registrations',
          title: {
            pt: 'Cadastros nos órgãos fiscais da União, do Estado e do Município',
            en: 'Tax registrations (federal, state and municipal)',
          },
          cite: 'art4',
          expires: false,
          fact: 'documents.taxRegistrations',
        },
      ],
      // Art. 2 caput: "Somente serão aprovadas plantas … que satisfaçam, além das exigências da
      // Legislação sobre construção, as seguintes normas". The building legislation is not in this
      // law: its compliance is the municipal works and urbanism department's opinion on the plans,
      // asked at this stage only (the operating licence follows the plans approved). Without it the
      // checklist says it is missing, citing art. 2 (its caput), never a pass.
      opinions: [
        {
          department: 'urbanism',
          title: {
            pt: 'Órgão municipal de obras e urbanismo: plantas conforme a Legislação sobre construção',
            en: 'Municipal works and urbanism department: plans meeting the building legislation',
          },
          cite: 'art2',
          kind: 'opinion',
          role: 'reviewer',
        },
      ],
      issuingRole: 'licensing-officer',
      validity: null,
      states: ['class', 'containers', 'kg'],
      cites: ['art2-I', 'art2-I-a', 'art2-parU'],
      conditions: [
        {
          pt: 'Licença para construção: o funcionamento depende da licença de funcionamento (art. 1º).',
          en: 'Construction licence: operation needs the operating licence (art. 1).',
        },
      ],
    },
    {
      id: 'alvara',
      kind: 'alvara',
      title: { pt: 'Licença de Funcionamento', en: 'Operating licence' },
      cite: 'art1',
      after: ['construction'],
      // Art. 5: "O disposto nos Artigos 2º e 4º desta Lei, não se aplica aos Postos já existentes,
      // nem aqueles com licença para construção aprovada até a data de vigência desta Lei": such an
      // outlet, renewing or asking for its operating licence (application type "alvara" or
      // "renewal"), never needed the plan approval of art. 2 and is not asked for it. Whether arts. 2
      // and 4 still reach one whose works were not finished in the six months is the evaluation's
      // (rules/common.ts art5Exemption), which the licence rests on.
      waivers: [
        {
          stages: ['construction'],
          cite: 'art5',
          who: {
            pt: 'posto já existente, ou com licença para construção aprovada, até {date} (data de vigência da lei)',
            en: 'an outlet already existing, or with a construction licence approved, by {date} (the law’s entry into force)',
          },
          covers: installedAtEntryIntoForce,
          facts: ['establishment.startDate', 'establishment.constructionLicenceApprovedOn'],
        },
      ],
      documents: [
        {
          id: 'fire-insurance',
          title: { pt: 'Seguro contra incêndio', en: 'Fire insurance' },
          cite: 'art3-V',
          expires: true,
          // "no valor mínimo de R$ 50.000,00 … reajustado … de três em três anos": the value in force on the decision date.
          minAmountParameter: 'min-fire-insurance',
          fact: 'documents.fireInsurance',
        },
        {
          id: 'scale-certificate',
          title: { pt: 'Certificado de aferição da balança', en: 'Scale calibration certificate' },
          cite: 'art3-II',
          expires: true,
          fact: 'documents.scaleCalibrationCertificate',
        },
      ],
      opinions: [
        {
          // Art. 3 III: "extintores … observadas as prescrições do Corpo de Bombeiros, para cada caso
          // particular" — a duty of the outlet, not an inspection the law names before the licence
          // (the evaluation reads the fire brigade's licence, rule art3-III). Asked under the reading
          // art3-III-fire-brigade-inspection = asked (default); "not-asked" neither requests nor awaits it.
          department: 'fire-brigade',
          title: { pt: 'Corpo de Bombeiros: extintores e prevenção de incêndio', en: 'Fire brigade: extinguishers and fire prevention' },
          cite: 'art3-III',
          kind: 'inspection',
          role: 'fire-brigade',
          askedUnder: { parameter: 'art3-III-fire-brigade-inspection', asks: 'asked' },
        },
      ],
      issuingRole: 'licensing-officer',
      validity: { n: 1, unit: 'years' },
      states: ['class', 'containers', 'kg'],
      cites: ['art1-par2-I', 'art3'],
      // Art. 3 binds the outlet in operation ("Os Postos são obrigados a manter"): an evaluation made
      // for the licence to build (plan approval, art. 2) left it out, so the operating licence asks
      // for one made as a new outlet.
      evaluation: { notAs: ['construction'], as: 'new', cite: 'art3' },
      conditions: [
        {
          pt: 'Manter balança aferida e o certificado visível, extintores, higiene, seguro atualizado e telefone (art. 3º).',
          en: 'Keep a calibrated scale with its certificate on view, extinguishers, hygiene, current insurance and a telephone (art. 3).',
        },
      ],
    },
  ],
  // The law has no renewal clause: the renewed licence is art. 1's (art. 3 V is the insurance).
  renewal: { cite: 'art1', dueWithinDays: 30 },
  addressChange: { effect: 'new-licence', cite: 'art2-I' },
  holderChange: { effect: 'new-licence', cite: 'art4' },
  dueProcess: {
    defenceDays: 15,
    cite: 'art8',
    sanctions: { suspend: 'art8', revoke: 'art8' },
    // Art. 8 gives the executive the supervision ("fiscalizará"); no article names a suspension or revocation.
    sanctionGround: { suspend: 'police-power', revoke: 'police-power' },
  },
  notes: [
    'The law sets no term for the licence: one year is the municipality’s choice here, and so is asking for renewal within 30 days before it ends.',
    'Art. 3 III binds the outlet to keep extinguishers "observadas as prescrições do Corpo de Bombeiros, para cada caso particular" and names no inspection before the operating licence: the fire brigade\'s inspection is asked under the reading art3-III-fire-brigade-inspection = asked (default); under "not-asked" the fire brigade licence the evaluation reads (rule art3-III) is the proof.',
    'The law names no sanction procedure; suspension and revocation follow the municipal police power (art. 8) with notice and 15 days for the defence.',
  ],
};
