/**
 * Salvador — the facts its law uses beyond the shared vocabulary (src/core/input/schema.ts):
 * legal installation and the Executive's authorisation (arts. 2 § 1º, 16),
 * zoning of PDDU/LOUOS (art. 2 III), the documents of art. 2, vehicle duties (arts. 3, 4, 8),
 * cumulative activities (art. 15 IV) and sound advertising (art. 4). The NBR 15514 fire wall
 * is in the shared vocabulary (storage.fireWall): Belém's art. 2 I b reads it too.
 */
import { z } from 'zod';
import { documentKind, hhmm, isoDate, zoningAllowsActivity } from '../../src/core/input/parts.ts';
import type { InputWith, PackFacts } from '../../src/core/input/vocabulary.ts';
import { CHOICE_LABELS, FACT_LABELS } from './fact-labels.ts';
import { ruleKit } from '../../src/core/rulekit.ts';

const soundSlot = z.strictObject({
  day: z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'holiday']),
  from: hhmm,
  to: hhmm,
});

const extend = z.strictObject({
  establishment: z
    .strictObject({
      legallyInstalled: z.boolean().optional().meta({ description: 'operating with the licences required at the time (art. 2 § 1º)' }),
      authorisedByExecutive: z.boolean().optional().meta({ description: 'operating with the Executive’s authorisation (art. 16)' }),
      otherActivitiesDeclared: z.boolean().optional().meta({ description: 'those activities declared to the municipality (art. 15 IV)' }),
      renewalRequested: z.boolean().optional().meta({
        description: 'the company operating in 2011 requested the renewal of its alvará (art. 1 § 1º); when, in renewalRequestedOn',
      }),
      renewalRequestedOn: isoDate.optional().meta({ description: 'date it requested the renewal of its alvará (art. 1 § 1º)' }),
    })
    .optional(),
  zone: z
    .strictObject({
      zoningAllowsActivity,
      zoningAllowedQuantityKg: z
        .number()
        .nonnegative()
        .optional()
        .meta({ description: 'GLP quantity the zoning allows here (art. 2 III)' }),
    })
    .optional(),
  documents: z
    .strictObject({
      thirdPartyInsurance: documentKind('seguro contra terceiros, inclusive dos veículos: coversVehicles (art. 2 II)'),
      iptuPaid: documentKind('guia do IPTU do exercício quitada: fiscalYear (art. 2 V)'),
      invoiceBook: documentKind('talão de nota fiscal (art. 2 IV)'),
      eInvoiceEquipment: documentKind('equipamento para emissão de nota fiscal eletrônica (art. 2 IV)'),
    })
    .optional(),
  vehicles: z
    .array(
      z.strictObject({
        adaptedAndLegal: z.boolean().optional().meta({ description: 'adapted to the specific norms and legal (art. 3, § 2º)' }),
        // Art. 3 § 1º: "identificados como [com] o nome da empresa distribuidora, número da autorização
        // emitida pela ANP e tabela de preços visíveis ao consumidor" — one fact per element; "visíveis"
        // (plural) qualifies the three.
        distributorNameShown: z.boolean().optional().meta({
          description:
            'the vehicle shows the name of the distributor, visible to the consumer (art. 3 § 1º: "o nome da empresa distribuidora")',
        }),
        anpAuthorisationShown: z.boolean().optional().meta({
          description:
            'the vehicle shows the number of the authorisation issued by the ANP, visible to the consumer (art. 3 § 1º: "número da autorização emitida pela ANP")',
        }),
        priceTableShown: z.boolean().optional().meta({
          description:
            'the vehicle shows the price table, visible to the consumer (art. 3 § 1º: "tabela de preços visíveis ao consumidor")',
        }),
        identified: z.boolean().optional().meta({
          deprecated: true,
          description:
            'the fact before pack 2026.12.03.13, kept so that stored documents still validate: the three elements of art. 3 § 1º together. Read only when none of distributorNameShown, anpAuthorisationShown, priceTableShown is given: false → the vehicle is not identified as art. 3 § 1º requires (which element is not said); true no longer suffices — the three facts are asked',
        }),
        signs: z.boolean().optional().meta({ description: '"PROIBIDO FUMAR" and "PERIGO - INFLAMÁVEL" signs (art. 8)' }),
        usesHorn: z.boolean().optional().meta({ description: 'uses the horn to signal sales (art. 4)' }),
      }),
    )
    .optional(),
  soundAdvertising: z
    .strictObject({
      uses: z.boolean(),
      usesHorn: z.boolean().optional(),
      withinNoiseLimits: z
        .boolean()
        .optional()
        .meta({ description: 'sound level within the limits of the noise (sossego público) legislation' }),
      suspendedOnHolidays: z
        .boolean()
        .optional()
        .meta({ description: 'the weekly schedule is suspended on national, state and municipal holidays' }),
      schedule: z.array(soundSlot).optional().meta({ description: 'weekly schedule of sound advertising' }),
      observedAt: z
        .array(
          z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, {
            message: 'expected YYYY-MM-DDTHH:MM or YYYY-MM-DDTHH:MM:SS',
          }),
        )
        .optional()
        .meta({ description: 'moments sound advertising was observed (local time; seconds optional: 18:30:59 is after 18h30min)' }),
    })
    .optional()
    .meta({ description: 'sound advertising by delivery vehicles (art. 4)' }),
  enforcement: z
    .strictObject({
      interdictedOn: isoDate.optional().meta({ description: 'date the establishment was interdicted (art. 15 § 1º)' }),
      irregularityRemedied: z.boolean().optional().meta({
        description:
          'the irregularity that caused the interdiction has been remedied, the notification met (art. 15 § 1º: interdicted until then; § 2º: not within 90 days → revocation possible)',
      }),
    })
    .optional()
    .meta({ description: 'enforcement history: an interdiction under art. 15 § 1º' }),
});

export const salvadorFacts: PackFacts = {
  labels: FACT_LABELS,
  choiceLabels: CHOICE_LABELS,
  // "entre os estabelecimentos" (art. 2 III) counts the establishments art. 1 governs: bottling plants too.
  placeCategories: [
    {
      id: 'glp-bottling-plant',
      // "empresas de engarrafamento … de Gás Liquefeito de Petróleo - GLP" (art. 1).
      label: { pt: 'empresa de engarrafamento de GLP', en: 'GLP bottling plant' },
      description: 'engarrafamento de GLP',
      activity: 'glp-bottling',
      aliases: ['engarrafadora de GLP'],
    },
  ],
  extend,
};

export type SalvadorInput = InputWith<typeof extend>;

export const { thresholdRule, flagRule, documentRule, distanceRule, guard } = ruleKit<SalvadorInput>();
