/**
 * Belém — the facts its law uses beyond the shared vocabulary (src/core/input/schema.ts):
 * the sensitive places of art. 2 I b, the duties of art. 3, the força maior of art. 4
 * parágrafo único, the documents of arts. 2–4 and, per vehicle, what art. 6 asks (the own-use
 * exception: own household use and how many cylinders; whether a tricycle is pedalled, whether
 * a boat's hull is of wood). Rules are written against `BelemInput`, so a fact path is checked
 * against this vocabulary; the rule builders are bound to it here.
 */
import { z } from 'zod';
import { documentKind, isoDate } from '../../src/core/input/parts.ts';
import type { InputWith, PackFacts } from '../../src/core/input/vocabulary.ts';
import { FACT_LABELS } from './fact-labels.ts';
import { ruleKit } from '../../src/core/rulekit.ts';

const extend = z.strictObject({
  establishment: z
    .strictObject({
      worksCompleted: z.boolean().optional().meta({ description: 'the construction works of the approved licence are finished (art. 5)' }),
      worksUnderWay: z.boolean().optional().meta({
        description:
          'works are under way to build the outlet, or to adapt another building for use as one (art. 1 and § 1º: "A Construção … dependem de Licença Municipal"); stated at an inspection',
      }),
      worksCompletedOn: isoDate.optional().meta({ description: 'date the construction works were finished (art. 5: within six months)' }),
      adaptationForceMajeure: z
        .strictObject({
          recognised: z.boolean().meta({
            description:
              'a força maior kept this outlet, installed when the law came into force, from finishing the art. 3 construction and adaptations within the six months, and the municipality recognised it (art. 4 parágrafo único)',
          }),
          recognisedBy: z
            .string()
            .min(1)
            .optional()
            .meta({ description: 'the body that recognised it: the competent municipal body of art. 8, as its record names it' }),
          recognisedOn: isoDate.optional().meta({ description: 'date the força maior was recognised' }),
          until: isoDate
            .optional()
            .meta({ description: 'last day (inclusive) the recognition gives to finish the art. 3 construction and adaptations' }),
          reason: z.string().optional().meta({ description: 'what the força maior was, as recorded' }),
        })
        .optional()
        .meta({
          description:
            'the record of a força maior (art. 4 parágrafo único: "no prazo máximo de seis meses improrrogáveis, salvo por motivo de força maior"), kept by the municipal inspection (art. 8); absent: no força maior, the six months are not extended',
        }),
    })
    .optional(),
  safety: z
    .strictObject({
      hygieneOk: z.boolean().optional().meta({ description: 'perfect operating, hygiene and cleanliness conditions (art. 3 IV)' }),
      scaleWorking: z
        .boolean()
        .optional()
        .meta({ description: 'the scale is in perfect working order: "balança em perfeito funcionamento" (art. 3 I)' }),
      telephone: z.boolean().optional().meta({ description: 'a telephone during opening hours (art. 3 VI)' }),
    })
    .optional(),
  documents: z
    .strictObject({
      constructionLicence: documentKind('licença municipal para construção (ou adaptação) do posto, the plans approved (arts. 1 and 2)'),
      anpAuthorisation: documentKind(
        'ANP/MME requirements met: the ANP authorisation (art. 2 II); for GLP retail outside a Posto Revendedor, the installation the other norms in force specify (art. 7)',
      ),
      environmentalLicence: documentKind('licenciamento ambiental (art. 2 III)'),
      otherLicences: documentKind('licenças de outros órgãos (art. 2 IV)'),
      commercialRegistration: documentKind('ato constitutivo / declaração de empresário na Junta Comercial (art. 4)'),
      taxRegistrations: documentKind('cadastro nos órgãos fiscais da União, Estado e Município (art. 4)'),
      scaleCalibrationCertificate: documentKind('certificado de aferição da balança (IMETRO/IMEP), displayed (art. 3 I–II)'),
      fireInsurance: documentKind('seguro contra incêndio, with amountBRL (art. 3 V)'),
    })
    .optional(),
  vehicles: z
    .array(
      z.strictObject({
        ownHouseholdUse: z.boolean().optional().meta({
          description:
            'the transport is for the carrier\'s own household consumption: "visar o consumo próprio … para uso domiciliar" (art. 6)',
        }),
        cylinders: z
          .number()
          .int()
          .nonnegative()
          .optional()
          .meta({ description: 'GLP cylinders (botijões) the vehicle carries: art. 6 excepts at most one, for own household use' }),
        cylinderCapacityKg: z.number().positive().optional().meta({
          description:
            'nominal GLP capacity, in kg, of the largest container the vehicle carries (a P13 is 13): whether it is "um botijão de gás para uso domiciliar" (art. 6; interpretation art6-household-cylinder)',
        }),
        ownUseSingleCylinder: z.boolean().optional().meta({
          deprecated: true,
          description:
            'the fact before pack 2026.12.02.4, kept so that stored documents still validate and evaluate: own household use and at most one cylinder, together (art. 6); read only when neither ownHouseholdUse nor cylinders is given',
        }),
        humanPowered: z.boolean().optional().meta({
          description:
            "a tricycle moved by its rider's pedals, even with an assisting motor: tração humana (art. 6); false for a motor tricycle",
        }),
        woodenHull: z.boolean().optional().meta({ description: 'a boat whose hull is of wood: embarcação com casco de madeira (art. 6)' }),
        heldByDestinationOutlet: z.boolean().optional().meta({
          description:
            'mobile sale: the vehicle is owned by the Posto Revendedor its load is destined for, or in that outlet\'s possession by contract: "de propriedade do Posto Revendedor ao qual se destina a carga transportada, ou estarem em sua posse mediante contrato" (art. 6 § 1º); the mobile seller\'s own ownership does not answer it',
        }),
      }),
    )
    .optional(),
});

export const belemFacts: PackFacts = {
  labels: FACT_LABELS,
  // The places of art. 2 I b, named in its words.
  placeCategories: [
    {
      id: 'industry-heat',
      label: {
        pt: 'instalação industrial com caldeiras ou outras fontes de calor',
        en: 'industrial installation with boilers or other heat sources',
      },
      description: 'instalação industrial com caldeiras ou outras fontes de calor (art. 2 I b)',
      aliases: ['indústria'],
    },
    {
      id: 'research',
      label: { pt: 'estabelecimento de pesquisa', en: 'research establishment' },
      description: 'estabelecimento de pesquisa (art. 2 I b)',
      aliases: ['pesquisa'],
    },
    { id: 'barracks', label: { pt: 'quartel', en: 'barracks' }, description: 'quartel (art. 2 I b)', aliases: ['quartel'] },
    {
      id: 'church',
      label: { pt: 'igreja ou templo religioso', en: 'church or religious temple' },
      description: 'igreja ou templo religioso (art. 2 I b)',
      aliases: ['igreja', 'templo'],
    },
    {
      id: 'environmental-area',
      label: { pt: 'área de preservação ou de interesse ambiental', en: 'environmental preservation or interest area' },
      description: 'área de preservação ou de interesse ambiental (art. 2 I b)',
      aliases: ['área ambiental'],
    },
    {
      id: 'large-commerce',
      label: { pt: 'estabelecimento comercial com área superior a 10.000 m²', en: 'commercial establishment over 10,000 m²' },
      description: 'estabelecimento comercial com área > 10 000 m² (art. 2 I b)',
      aliases: ['grande comércio'],
    },
    // Art. 2 I b names supermarkets and fairs apart: whether "com área superior a 10.000 m²"
    // qualifies them too is the interpretation art2-I-b-area-scope.
    {
      id: 'supermarket',
      label: { pt: 'supermercado', en: 'supermarket' },
      description: 'supermercado (art. 2 I b)',
      aliases: ['supermercado'],
    },
    { id: 'street-fair', label: { pt: 'feira', en: 'fair' }, description: 'feira (art. 2 I b)', aliases: ['feira'] },
  ],
  extend,
};

export type BelemInput = InputWith<typeof extend>;

export const { thresholdRule, flagRule, documentRule, distanceRule, guard } = ruleKit<BelemInput>();
