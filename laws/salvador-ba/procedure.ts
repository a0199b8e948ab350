/**
 * Salvador's licensing procedure: the Termo de Viabilidade de Localização (TVL), then the
 * alvará (art. 2 caput: "Para obtenção do TVL e Alvará"), both on the requirements of art. 2
 * I–V; suspension or cancellation (cassação temporária ou definitiva, art. 12) and revocation
 * after a closure order not remedied in 90 days, with full defence (art. 15 § 2), notified from
 * the closure order (src/app/closure-revocation.ts).
 */
import type { EstablishmentInput } from '../../src/core/input/schema.ts';
import type { DocumentRequirement, ProcedureDef } from '../../src/core/procedure.ts';
import { existedAtPublication, NEW_APPLICATION_TYPES } from '../../src/core/rulekit-establishment.ts';
import type { Law } from '../../src/core/types.ts';
import type { SalvadorInput } from './facts.ts';

/**
 * Art. 2 § 1º: "As empresas já existentes quando da publicação desta Lei, instaladas legalmente,
 * estarão isentas do cumprimento do disposto no inciso III" — operating at the place on the law's
 * date and legally installed. A request for a new location (a new outlet, a move, a TVL) is not.
 */
function existingLegal(input: EstablishmentInput, law: Law): boolean | undefined {
  const type = input.application?.type;
  if (type !== undefined && NEW_APPLICATION_TYPES.has(type)) return false;
  const existing = existedAtPublication(input, law);
  if (existing !== true) return existing;
  return (input as SalvadorInput).establishment?.legallyInstalled;
}

// Art. 2 I–V: presented for the TVL and again for the alvará ("TVL e Alvará").
const ART2_DOCUMENTS: readonly DocumentRequirement[] = [
  {
    id: 'fire-brigade-licence',
    title: { pt: 'Alvará do Corpo de Bombeiros', en: 'Fire brigade licence' },
    cite: 'art2-I',
    expires: true,
    fact: 'documents.fireBrigadeLicence',
  },
  {
    id: 'third-party-insurance',
    title: { pt: 'Seguro contra terceiros, inclusive dos veículos', en: 'Third-party insurance, vehicles included' },
    cite: 'art2-II',
    expires: true,
    fact: 'documents.thirdPartyInsurance',
  },
  {
    id: 'scale-certificate',
    title: { pt: 'Certificado de aferição da balança (IPEM/BA)', en: 'Scale calibration certificate (IPEM/BA)' },
    cite: 'art2-IV',
    expires: true,
  },
  {
    id: 'iptu',
    title: { pt: 'Guia do IPTU do exercício, quitada', en: 'Property tax (IPTU) of the year, paid' },
    cite: 'art2-V',
    expires: true,
    fact: 'documents.iptuPaid',
  },
];

export const salvadorProcedure: ProcedureDef = {
  stages: [
    {
      id: 'tvl',
      kind: 'tvl',
      title: { pt: 'Termo de Viabilidade de Localização', en: 'Location feasibility term (TVL)' },
      cite: 'art2',
      after: [],
      documents: ART2_DOCUMENTS,
      opinions: [],
      issuingRole: 'licensing-officer',
      validity: null,
      states: ['class', 'containers', 'kg'],
      cites: ['art2-III'],
      conditions: [
        {
          pt: 'Este termo atesta a viabilidade da localização; não autoriza o funcionamento, que depende do alvará (art. 1º).',
          en: 'This term attests the location is feasible; it does not authorise operation, which needs the alvará (art. 1).',
        },
      ],
    },
    {
      id: 'alvara',
      kind: 'alvara',
      title: { pt: 'Alvará de Funcionamento', en: 'Operating licence (alvará)' },
      cite: 'art1',
      after: ['tvl'],
      // The TVL attests the location (the zone and the 400 m of art. 2, III; a new location asks
      // for it, notes): a company existing and legally installed when the law was published is
      // exempt from inciso III (art. 2 § 1º) and renews its alvará (art. 1 § 1º) without a TVL
      // whose object the law does not ask of it.
      waivers: [
        {
          stages: ['tvl'],
          cite: 'art2-par1',
          who: {
            pt: 'empresa já existente na publicação da lei ({date}), instalada legalmente, isenta do inciso III do art. 2º (zona e 400 m), que o termo atesta',
            en: 'a company already existing when the law was published ({date}), legally installed, exempt from art. 2 III (zone and 400 m), which the term attests',
          },
          covers: existingLegal,
          facts: ['establishment.startDate', 'establishment.legallyInstalled'],
          // A reading: § 1º exempts from inciso III, it does not say the TVL is waived (parameter
          // tvl-waiver-existing; under "asked" the TVL is asked, and the checklist says so).
          reading: { parameter: 'tvl-waiver-existing', waives: 'waived' },
        },
      ],
      documents: ART2_DOCUMENTS,
      opinions: [],
      issuingRole: 'licensing-officer',
      // The law sets no term; the municipality's general alvará term applies (a choice, see notes).
      validity: { n: 1, unit: 'years' },
      states: ['class', 'containers', 'kg'],
      cites: ['art2', 'art2-par2'],
      // § 2º binds the NBR distances to the alvará only: an evaluation made for the TVL left them
      // out. A TVL is asked for a new location, so the alvará's evaluation is of a new outlet.
      evaluation: { notAs: ['tvl'], as: 'new', cite: 'art2-par2' },
      conditions: [
        {
          pt: 'Armazenamento conforme as normas do Corpo de Bombeiros e da ANP (art. 6º) e as distâncias da NBR 15514 (art. 2º, § 2º).',
          en: 'Storage as the fire brigade and ANP norms say (art. 6) and the NBR 15514 distances (art. 2 § 2).',
        },
        {
          pt: 'Sujeito a cassação temporária ou definitiva se deixar de observar as normas de segurança (art. 12).',
          en: 'Subject to temporary or final cancellation if safety norms are not observed (art. 12).',
        },
      ],
    },
  ],
  // The law sets no renewal period: art. 1 § 1º was the one-off six months of 2011 for firms already
  // operating. The renewal cites the alvará it renews (art. 1); its 30-day window is a choice (notes).
  renewal: { cite: 'art1', dueWithinDays: 30 },
  addressChange: { effect: 'new-licence', cite: 'art2-III' },
  holderChange: { effect: 'new-licence' },
  // A revocation the officer notifies rests on art. 12 ("cassação … definitiva"); the one of art.
  // 15 § 2º only on a closure order in force for more than 90 days, notified from that order
  // (enforcement.ts revocationAfterClosure; src/app/closure-revocation.ts), with this due process.
  dueProcess: { defenceDays: 15, cite: 'art15-par2', sanctions: { suspend: 'art12', interdict: 'art15-par1', revoke: 'art12' } },
  notes: [
    'The law sets no term for the alvará: one year is the municipality’s choice here, a parameter of the procedure; so is asking for renewal within 30 days before it ends (art. 1 § 1 gives only the one-off six months for companies already operating in 2011).',
    'Art. 15 § 2 requires "ampla defesa e contraditório" without a term: 15 days for the defence is the procedure’s choice (Lei 9.784/1999 art. 44 uses 10; municipal practice 15).',
    'A change of address is a new location: a new TVL (art. 2 III) and alvará; the old one is closed.',
    'A company existing and legally installed when the law was published (26/07/2011) is exempt from art. 2 III (art. 2 § 1º), what the TVL attests: its alvará (art. 1 § 1º: the renewal requested within six months) is not asked for a TVL. The law does not say the TVL is waived: this is the reading tvl-waiver-existing = waived, named in the checklist and the decision; under "asked" the TVL is asked of it too.',
    'Art. 12 allows the "cassação temporária ou definitiva" of the alvará of an establishment that does not observe the safety norms: the temporary one is the suspension, the definitive one the revocation the licensing officer notifies (both cite art. 12). Art. 15 § 2º allows the revocation of an establishment closed (interditado) whose irregularity is not remedied in 90 days: it is notified from the closure order, only while the order is in force and from the 91st day (glp closures revoke, POST /api/closures/{id}/revoke-licence), cites § 2º, and goes through the same notice, defence term and decision ("sempre respeitando o direito à ampla defesa e ao contraditório"); upheld only while the closure still stands.',
  ],
};
