/**
 * Vitória da Conquista's licensing procedure. Art. 2: "Compete ao Município … autorizar a
 * construção e o funcionamento" of stations, related services, depots and GLP outlets — two acts:
 * first the construction authorisation, on the siting and building requirements (rules/operating.ts
 * says which rules wait for the alvará), then the alvará. Before granting the alvará the
 * municipality requests the technical opinions of four departments (art. 19 I–IV); the alvará
 * states the resale type and class (art. 5) and the number of cylinders granted (art. 5 § 3º: "a
 * quantidade de botijões permitida"; art. 26 I b: seizure above "o deferido no Alvará"); art. 26
 * II: the administration's opinion on suspension or revocation goes to the Mayor, who decides
 * (`dueProcess.decidedBy`: upholding either needs the Mayor's act and the opinion it followed).
 */
import type { EstablishmentInput } from '../../src/core/input/schema.ts';
import type { ProcedureDef } from '../../src/core/procedure.ts';
import { installedAtEntryIntoForce } from '../../src/core/rulekit-establishment.ts';
import { LICENSED } from './helpers.ts';
import { CONSTRUCTION_FOR_POSTS_AND_DEPOTS } from './parameters/stages.ts';

/**
 * Art. 19: "deverá solicitar pareceres técnicos" — the law asks the opinions to be requested before
 * the alvará; whether an unfavourable one bars it is the reading unfavourable-opinion-effect, the
 * one rules art19-I–IV read: "binding" (default) bars it here too; under "advisory" the competent
 * body weighs it and the decision's grounds say so, naming the reading.
 */
const ART19_READING = { parameter: 'unfavourable-opinion-effect', bars: 'binding' } as const;

/** Art. 2 authorises the construction of postos and depósitos: a business of another trade that resells GLP, or a mobile sale, builds neither. */
function buildsNothing(input: EstablishmentInput): boolean {
  return !LICENSED.includes(input.activity);
}

export const vdcProcedure: ProcedureDef = {
  stages: [
    {
      // Art. 2: the construction is authorised before it is built. A new outlet is "construído"
      // (art. 21) and "instalado" (arts. 22 "Não será deferida licença para instalação", 23) only
      // where the law allows, and its building obeys arts. 7, 12 I–V, 13 I–V and 17 (depots): all
      // decided by the evaluation, which for an application of type "construction" leaves out what
      // binds the establishment in operation (rules/operating.ts). No document or opinion is named
      // by the law for it: the art. 19 opinions precede the alvará.
      id: 'construction',
      kind: 'construction',
      title: { pt: 'Autorização para construção', en: 'Construction authorisation' },
      cite: 'art2',
      after: [],
      documents: [],
      opinions: [],
      issuingRole: 'licensing-officer',
      validity: null,
      states: ['resale-type', 'class'],
      cites: [],
      conditions: [
        {
          pt: 'Autorização para construção: o funcionamento depende do alvará, concedido após os pareceres técnicos do art. 19.',
          en: 'Construction authorisation: operation needs the alvará, granted after the departmental opinions of art. 19.',
        },
      ],
    },
    {
      id: 'alvara',
      kind: 'alvara',
      title: { pt: 'Alvará de Funcionamento de Revenda de GLP', en: 'GLP resale operating licence' },
      cite: 'art19',
      // Art. 2: "autorizar a construção e o funcionamento" — a new establishment is authorised to be
      // built before it is licensed to operate.
      after: ['construction'],
      waivers: [
        {
          // Installed before 25/05/1993 it was not built under art. 2; its alvará is the one art. 24
          // orders reviewed "a fim de enquadrá-los nas disposições desta Lei" (whether art. 17 binds a
          // depot built before the law is the reading art17-installed-before-law, in the evaluation).
          stages: ['construction'],
          cite: 'art24',
          who: {
            pt: 'estabelecimento instalado (em funcionamento, ou com a construção aprovada) até {date}, antes da lei, cujo alvará o art. 24 manda rever',
            en: 'an establishment installed (operating, or with its construction approved) by {date}, before the law, whose licence art. 24 orders reviewed',
          },
          covers: installedAtEntryIntoForce,
          facts: ['establishment.startDate', 'establishment.constructionLicenceApprovedOn'],
        },
        {
          stages: ['construction'],
          cite: 'art2',
          who: {
            pt: 'estabelecimento que não constrói posto nem depósito (loja de outro ramo que revende GLP, venda ambulante): o art. 2º autoriza a construção de postos e depósitos',
            en: 'an establishment that builds no station, outlet or depot (a shop of another trade reselling GLP, a mobile sale): art. 2 authorises the construction of those',
          },
          covers: buildsNothing,
          facts: ['activity'],
          // A reading: art. 2 authorises "a construção" of postos and depósitos and says no more
          // (parameter construction-authorisation-scope; under "every-establishment" it is asked).
          reading: { parameter: 'construction-authorisation-scope', waives: CONSTRUCTION_FOR_POSTS_AND_DEPOTS },
        },
      ],
      documents: [],
      // Art. 19: "qualquer das atividades enumeradas no art. 1º" — a shop of another trade that
      // resells GLP too (rules art19-I–IV ask the same four opinions of it): no activity filter.
      opinions: [
        {
          department: 'urbanism',
          title: { pt: 'Secretaria de Obras e Urbanismo', en: 'Public Works and Urbanism' },
          cite: 'art19-I',
          kind: 'opinion',
          role: 'reviewer',
          fact: 'opinions.urbanism',
          unfavourable: ART19_READING,
        },
        {
          department: 'public-services',
          title: { pt: 'Secretaria de Serviços Públicos', en: 'Public Services' },
          cite: 'art19-II',
          kind: 'opinion',
          role: 'reviewer',
          fact: 'opinions.publicServices',
          unfavourable: ART19_READING,
        },
        {
          department: 'health',
          title: { pt: 'Secretaria Municipal de Saúde Pública', en: 'Public Health' },
          cite: 'art19-III',
          kind: 'opinion',
          role: 'reviewer',
          fact: 'opinions.health',
          unfavourable: ART19_READING,
        },
        {
          department: 'legal',
          title: { pt: 'Procuradoria Geral', en: 'Attorney General' },
          cite: 'art19-IV',
          kind: 'opinion',
          role: 'reviewer',
          fact: 'opinions.legal',
          unfavourable: ART19_READING,
        },
      ],
      issuingRole: 'licensing-officer',
      validity: { n: 1, unit: 'years' },
      states: ['resale-type', 'class', 'containers', 'kg'],
      // Art. 5 § 3º: the requested kg in botijões, as rule art5-par3 converts them (botijao-kg on
      // the decision date); § 2º: an inspection compares the stock with that number.
      countsContainers: {
        parameter: 'botijao-kg',
        cite: 'art5-par3',
        name: { pt: 'botijões', en: 'cylinders' },
        fact: 'storage.licensedQuantity',
      },
      cites: ['art5', 'art26-I-b'],
      // What binds the establishment in operation (the opinions of art. 19, the stock, the equipment)
      // is left out of an evaluation made for the construction authorisation (rules/operating.ts): the
      // alvará asks for one made as a new establishment.
      evaluation: { notAs: ['construction'], as: 'new', cite: 'art19' },
      conditions: [
        {
          pt: 'Botijões armazenados acima do número deferido neste alvará serão apreendidos (art. 26, I, b).',
          en: 'Cylinders stored above the number granted here will be seized (art. 26 I b).',
        },
      ],
    },
  ],
  // The law has no renewal: art. 24 is the one-off review of the licences of 1993, not a renewal.
  // The renewal cites the licence it renews (art. 19); its 30-day window is a choice (notes).
  renewal: { cite: 'art19', dueWithinDays: 30 },
  addressChange: { effect: 'new-licence', cite: 'art19-I' },
  holderChange: { effect: 'new-licence', cite: 'art19-IV' },
  dueProcess: {
    defenceDays: 15,
    cite: 'art27',
    sanctions: { suspend: 'art26-II', revoke: 'art26-II' },
    // Art. 26 II: "emitir parecer com sugestões para o Chefe do Executivo Municipal sobre a
    // suspensão ou a cassação do Alvará de Revenda" — the staff opine, the Mayor decides.
    decidedBy: {
      id: 'chief-executive',
      title: { pt: 'Chefe do Executivo Municipal', en: 'Mayor (Chefe do Executivo Municipal)' },
      // The Chefe do Executivo Municipal is the Prefeito (the law is signed "Prefeito" by him).
      name: { pt: 'Prefeito', en: 'Mayor' },
      decided: { pt: 'decidido pelo Chefe do Executivo', en: 'decided by the Mayor' },
      cite: 'art26-II',
      sanctions: ['suspend', 'revoke'],
      licenceKinds: ['alvara'],
      // Silent on lifting the suspension: by the Mayor's act too, under the reading's default.
      lifts: { reading: 'reinstatement-authority', value: 'deciding-authority' },
    },
  },
  notes: [
    'The law sets no term for the alvará: one year is the municipality’s choice here, and so is asking for renewal within 30 days before it ends (art. 24 is the one-off review of the licences in force in 1993, not a renewal).',
    'Art. 2 authorises "a construção e o funcionamento": the construction authorisation comes first, on the siting and building requirements; the law names no document, opinion or term for it. Art. 13 lists signs, extinguishers, the quantity stored and the empties (VI–X) among the conditions the construction obeys: they bind the outlet built and are checked in the evaluation for the alvará, not in the one for the construction — the reading operating-rules-stage = alvara (with arts. 5, 12 VI–VIII, 14, 15, 17 X; rules/operating.ts), named in the findings of a construction application; "construction-and-alvara" judges them at both acts.',
    'A shop of another trade that resells GLP, or a mobile sale, builds no posto or depósito: its alvará is not asked for a construction authorisation — the reading construction-authorisation-scope = posts-and-depots (art. 2 authorises "a construção" of those), named in the checklist and the decision; "every-establishment" asks it of them too.',
    'Art. 19 asks the four opinions to be requested ("deverá solicitar pareceres técnicos") before the alvará: an unfavourable one bars it under the reading unfavourable-opinion-effect = binding (default), the one the evaluation reads; under "advisory" the competent body weighs it, and the decision names it with the reading.',
    'Art. 27 sends infractions to the processo fiscal administrativo without a term: 15 days for the defence is the procedure’s choice.',
    'Art. 26 II: the administration issues an opinion (parecer) to the Mayor on suspension or revocation, and the Mayor decides: the licensing officer notifies the case and records the defence; upholding it records the Mayor’s act (kind, number, date) and the opinion it followed, after notice and defence (art. 27: processo fiscal administrativo). A case the administration drops without proposing the sanction is dismissed by the officer.',
    'Art. 26 II is silent on lifting a suspension the Mayor decided: under the reading reinstatement-authority = deciding-authority (default, parallelism of forms) it is lifted by his act too, recorded with the opinion it followed; under "licensing-officer" the officer lifts it once the irregularity is remedied. The reinstatement names the reading.',
  ],
};
