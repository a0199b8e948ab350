/**
 * The JSON the enforcement and field commands print with `--format json` (issue 11 item 8),
 * described as zod schemas so a program reading it has a stable, described shape: `glp schema
 * output NAME` prints each as JSON Schema, and the tests parse what each command prints with the
 * schema it publishes. The API's enforcement routes answer the same records (one source).
 */
import { z } from 'zod';
import { procedureSchema } from './procedure-document.ts';
import { text } from './schema-text.ts';
import { viabilityPointSchema } from './output-schemas-viability.ts';

export { placeDecided, pointViability } from './output-schemas-viability.ts';

/** A text in both languages (pt-BR first). */
export { text };
const date = z.string().meta({ format: 'date' });

export const fineQuoteSchema = z
  .object({
    municipality: z.string(),
    infraction: z.string().meta({ description: 'the penalty unit, e.g. art15-V' }),
    penaltyUnit: z.string(),
    penaltyCitation: z.string(),
    title: text,
    kind: z.enum(['fine', 'notification', 'not-set']),
    repeat: z.number().int().meta({ description: 'earlier fines on the same irregularity (not cancelled)' }),
    notification: z.number().int().meta({ description: 'this finding’s number on the same irregularity' }),
    amountBRL: z.number().nullable(),
    index: z
      .object({
        unitName: z.string(),
        amount: z.number(),
        rateBRL: z.number(),
        rateCitation: z.string(),
        rateSource: z.string().optional(),
      })
      .optional(),
    range: z
      .object({
        min: z.number(),
        max: z.number(),
        chosen: z.number().optional().meta({ description: 'the base the inspector fixed (kept on quotes made since 05/12/2026)' }),
      })
      .optional(),
    arithmetic: z.array(text),
    interpretations: z.array(z.object({ parameter: z.string(), value: z.string(), description: text, alternatives: z.array(z.string()) })),
    alsoSanctions: text.optional(),
    message: text.optional(),
  })
  .meta({ id: 'FineQuote' });

/**
 * What `glp fine MUNICIPALITY INFRACTION --format json` prints: the quote with the day it was
 * computed for and the law pack's version, so that a quote kept by a program can be
 * reproduced (a notice records both beside its quote).
 */
export const fineQuoteAsOfSchema = fineQuoteSchema
  .extend({
    date: date.meta({ description: 'the day the quote was computed for (--date, else today)' }),
    lawPackVersion: z.string().meta({ description: 'the version of the law pack that computed it' }),
  })
  .meta({ id: 'FineQuoteAsOf' });

const recordBase = {
  id: z.string(),
  municipality: z.string(),
  establishmentId: z.string(),
  key: z.string().nullable().meta({ description: 'notice: the irregularity its repeat offences are counted under' }),
  on: date,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
};

/** Any enforcement act, its data left open (the API's list answers every kind together). */
export const enforcementRecordSchema = z
  .object({
    ...recordBase,
    kind: z.enum(['notice', 'closure', 'seizure', 'inspection']),
    status: z
      .string()
      .meta({ description: 'notice: issued | cancelled; closure: in-force | lifted | revoked-licence; seizure: held | released' }),
    data: z.record(z.string(), z.unknown()).meta({ description: 'the act itself (see docs/api.md, Enforcement)' }),
    derived: z
      .object({ asOf: date, payment: z.enum(['none', 'due', 'overdue', 'paid']) })
      .optional()
      .meta({ description: 'notices read one by one: the payment as of a date' }),
  })
  .meta({ id: 'EnforcementRecord' });

const countedPenaltySchema = z.object({
  kind: z.enum(['fine', 'notification', 'not-set']),
  repeat: z.number().int(),
  notification: z.number().int(),
  amountBRL: z.number().nullable(),
});

export const noticeRecordSchema = z
  .object({
    ...recordBase,
    kind: z.literal('notice'),
    status: z.enum(['issued', 'cancelled']),
    data: z.object({
      number: z.string(),
      infraction: z.string(),
      units: z.array(z.string()),
      citations: z.array(z.string()),
      finding: z.string(),
      inspectionId: z.string().nullable(),
      quote: fineQuoteSchema,
      packVersion: z.string(),
      defence: z.object({
        state: z.enum(['open', 'submitted', 'upheld', 'annulled']),
        dueOn: date.nullable(),
        submittedOn: date.optional(),
        decidedOn: date.optional(),
        note: z.string().optional(),
      }),
      payment: z.object({ state: z.enum(['none', 'due', 'paid']), dueOn: date.nullable(), paidOn: date.optional() }),
      cancelled: z
        .object({
          on: date,
          reason: z.string(),
          closures: z
            .array(
              z.object({
                id: z.string(),
                effect: z.enum(['lifted', 'regrounded', 'review']),
                remaining: z.number().int(),
                needed: z.number().int(),
              }),
            )
            .optional()
            .meta({
              description:
                'closure orders that counted this notice (Salvador art. 15 § 1º: the 3rd on the same irregularity): lifted, regrounded on a later notice, or left for review (licence already revoked)',
            }),
          notices: z
            .array(
              z.object({
                id: z.string(),
                number: z.string(),
                effect: z.enum(['requoted', 'review']),
                beforeBRL: z.number().nullable(),
                afterBRL: z.number().nullable(),
              }),
            )
            .optional()
            .meta({
              description:
                'later notices on the same irregularity whose penalty counted this one (a repeat, or the notification before a fine): quoted again, or left for review (already paid); null: a notification',
            }),
        })
        .optional(),
      requoted: z
        .array(
          z.object({
            on: date,
            noticeId: z.string(),
            number: z.string(),
            reason: z.string(),
            effect: z.enum(['requoted', 'review']),
            before: countedPenaltySchema,
            after: countedPenaltySchema.nullable(),
          }),
        )
        .optional()
        .meta({
          description:
            'an earlier notice this one counted was annulled or cancelled: its penalty quoted again on the notices that still count (requoted), or, already paid, left for review with what it would now be',
        }),
    }),
  })
  .meta({ id: 'NoticeRecord' });

const groundAnnulledSchema = z.object({
  on: date,
  noticeId: z.string(),
  number: z.string(),
  reason: z.string(),
  remaining: z.number().int().meta({ description: 'notices on the same irregularity still counted up to the one that closed' }),
  needed: z.number().int().meta({ description: 'how many the law needs (Salvador art. 15 § 1º: the 3rd)' }),
});

export const closureRecordSchema = z
  .object({
    ...recordBase,
    kind: z.literal('closure'),
    status: z.enum(['in-force', 'lifted', 'revoked-licence']),
    data: z.object({
      ground: z.string(),
      unit: z.string(),
      citation: z.string(),
      reason: z.string(),
      noticeId: z.string().nullable(),
      suspendedLicences: z.array(z.string()),
      liftedOn: date.optional(),
      liftedBecause: groundAnnulledSchema
        .optional()
        .meta({ description: 'lifted because a notice it counted was annulled or cancelled (Salvador art. 15 § 1º)' }),
      regrounded: groundAnnulledSchema
        .extend({ to: z.object({ noticeId: z.string(), number: z.string(), on: date }) })
        .optional()
        .meta({
          description:
            'a notice it counted was annulled; a later notice on the same irregularity now grounds it (its 90 days from that one)',
        }),
      groundAnnulled: groundAnnulledSchema
        .optional()
        .meta({ description: 'a notice it counted was annulled after the licence was revoked on it: for the officer to review' }),
      revocationPossibleFrom: date.nullable().meta({ description: 'Salvador art. 15 § 2º: the 91st day of the closure' }),
      revocationCases: z
        .array(z.object({ caseId: z.string(), licenceId: z.string(), notifiedOn: date, defenceUntil: date }))
        .optional()
        .meta({
          description:
            'the revocation notified from this order (Salvador art. 15 § 2º): one licence case per alvará, decided by POST /api/licensing/cases/{id}/uphold|dismiss',
        }),
      revokedOn: date.optional(),
      revokedLicences: z.array(z.string()).optional(),
    }),
  })
  .meta({ id: 'ClosureRecord' });

export const seizureRecordSchema = z
  .object({
    ...recordBase,
    kind: z.literal('seizure'),
    status: z.enum(['held', 'released']),
    data: z.object({
      items: z.array(
        z.object({
          kind: z.enum(['container', 'vehicle', 'goods']),
          description: z.string(),
          quantity: z.number().int(),
          capacityKg: z.number().optional(),
          plate: z.string().optional(),
        }),
      ),
      custodyPlace: z.string(),
      releaseConditions: z.string(),
      noticeId: z.string().nullable(),
      releasedOn: date.optional(),
      releaseNote: z.string().optional(),
    }),
  })
  .meta({ id: 'SeizureRecord' });

const itemResult = z.enum(['conforms', 'does-not-conform', 'not-checked']);
export const checklistItemSchema = z
  .object({ rule: z.string(), unit: z.string(), citation: z.string(), title: text, facts: z.array(z.string()) })
  .meta({ id: 'ChecklistItem' });

export const licenceFactSchema = z
  .object({
    path: z.string().meta({ example: 'storage.licensedQuantity' }),
    value: z.unknown(),
    licenceNumber: z.string(),
    source: z.string().meta({ description: 'the licence and the unit that makes it state the value, in pt-BR' }),
  })
  .meta({
    id: 'LicenceFact',
    description: 'a fact taken from the establishment’s licence in force instead of typed (Vitória da Conquista art. 5 § 2º)',
  });

export const inspectionRecordSchema = z
  .object({
    ...recordBase,
    kind: z.literal('inspection'),
    status: z.literal('recorded'),
    data: z.object({
      packVersion: z.string(),
      items: z.array(checklistItemSchema),
      results: z.record(z.string(), z.object({ result: itemResult, notes: z.string().optional(), photos: z.array(z.string()).optional() })),
      facts: z.record(z.string(), z.unknown()),
      licenceFacts: z
        .array(licenceFactSchema)
        .optional()
        .meta({ description: 'facts taken from the licence in force, under what was recorded' }),
      findings: z.record(z.string(), z.string()).meta({ description: 'the engine’s status per rule on the recorded facts' }),
      verdict: z.string(),
      previousId: z.string().nullable(),
      changes: z.array(z.object({ rule: z.string(), before: itemResult.nullable(), after: itemResult.nullable() })),
    }),
  })
  .meta({ id: 'InspectionRecord' });

const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const soundCheckSchema = z
  .object({
    municipality: z.string(),
    at: z.string().meta({ description: 'the DATETIME as given' }),
    local: z.string().meta({ description: 'the moment in the municipality’s local time, YYYY-MM-DDTHH:MM (:SS when given)' }),
    timeZone: z.string().meta({ example: 'America/Bahia' }),
    localTimeAssumed: z.boolean().meta({ description: 'true when DATETIME had no offset and was read as local time' }),
    allowed: z.boolean(),
    reasons: z.array(
      z.object({
        rule: z.string().meta({ example: 'salvador-ba/art4-parU' }),
        unit: z.string().meta({ description: 'citation of the unit' }),
        text: z.string(),
        holiday: z.object({ date: z.string(), name: z.string(), scope: z.string() }).optional(),
      }),
    ),
    lawPackVersion: z.string(),
  })
  .meta({ id: 'SoundCheck' });

export const vehicleSchema = z
  .object({
    id: z.string(),
    municipality: z.string(),
    establishmentId: z.string(),
    plate: z.string(),
    type: z.string(),
    ownership: z.enum(['owned', 'contracted', 'other']).nullable(),
    contract: z.string().nullable(),
    facts: z.record(z.string(), z.unknown()).meta({ description: 'the municipality’s own facts of the vehicle (glp schema input)' }),
    createdBy: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number(),
  })
  .meta({ id: 'Vehicle' });

export const checkSchema = z
  .object({
    compliant: z.boolean().meta({ description: 'no rule of the law violated (missing facts do not make it false)' }),
    findings: z.array(
      z.object({
        rule: z.string().meta({ example: 'belem-pa/art6' }),
        unit: z.string(),
        unitId: z
          .string()
          .meta({ description: 'the unit’s id in the law, as an infraction notice names it violated', example: 'art13-par5' }),
        status: z.enum(['satisfied', 'violated', 'not-applicable', 'cannot-evaluate']),
        text: z.string(),
        missing: z.array(z.string()).optional(),
      }),
    ),
    problems: z.array(z.string()),
    missing: z.array(z.string()),
  })
  .meta({ id: 'VehicleCheck' });

export const roadsideSchema = z
  .object({
    municipality: z.string(),
    plate: z.string(),
    date: z.string(),
    registered: z.boolean(),
    licensed: z.boolean().meta({ description: 'registered to an active outlet with an alvará in force, or holding a vehicle licence' }),
    outlet: z.object({ id: z.string(), name: z.string(), cnpj: z.string().nullable(), activity: z.string() }).nullable(),
    licences: z.array(z.object({ number: z.string(), kind: z.string(), issuedOn: z.string(), expiresOn: z.string().nullable() })),
    check: checkSchema.nullable(),
    problems: z.array(z.string()).meta({ description: 'what is wrong: licensing first, then the law’s violated rules' }),
    cautions: z.array(z.string()).meta({ description: 'what to weigh before acting: e.g. no vehicle registered at all here' }),
    lawPackVersion: z.string(),
  })
  .meta({ id: 'RoadsideCheck' });

export const distributorReportSchema = z
  .object({
    year: z.number(),
    asOf: z.string(),
    deadline: z.string(),
    deadlineReading: z
      .object({ parameter: z.string(), value: z.string(), description: text })
      .meta({ description: 'the interpretation the deadline rests on (the law says "anualmente" and gives no date)' }),
    brandReading: z
      .object({ parameter: z.string(), value: z.string(), description: text })
      .meta({ description: 'one logo or several (art. 14): whether a reseller on lists of two brands is flagged' }),
    citations: z.object({ list: z.string(), brand: z.string() }),
    lists: z.array(
      z.object({
        distributorCnpj: z.string(),
        distributorName: z.string(),
        brand: z.string(),
        receivedOn: z.string(),
        lines: z.number(),
        late: z.boolean(),
      }),
    ),
    missing: z.array(z.object({ distributorCnpj: z.string(), distributorName: z.string(), lastYear: z.number() })),
    listedButUnlicensed: z.array(
      z.object({ cnpj: z.string(), name: z.string(), kind: z.enum(['representative', 'reseller']), distributors: z.array(z.string()) }),
    ),
    licensedButUnlisted: z.array(z.object({ cnpj: z.string().nullable(), name: z.string(), licence: z.string() })),
    brandProblems: z.array(z.object({ cnpj: z.string(), name: z.string(), problem: z.string() })),
  })
  .meta({ id: 'DistributorListReport' });

/** `glp schema output NAME`: what each command prints with --format json. */
/** The infractions of a municipality's law with a first offence's fine (src/enforcement/infractions.ts). */
export const infractionCatalogSchema = z
  .object({
    municipality: z.string(),
    date,
    lawPackVersion: z.string(),
    infractions: z.array(
      z.object({
        id: z.string().meta({ description: 'what glp fine and a notice take as the infraction, e.g. art15-III' }),
        penaltyUnit: z.string(),
        penaltyCitation: z.string(),
        title: text,
        kind: z.enum(['fine', 'range', 'not-set']),
        amountBRL: z
          .number()
          .nullable()
          .meta({ description: 'a first offence’s fine (after the notification where the law notifies first)' }),
        range: z.object({ min: z.number(), max: z.number() }).nullable(),
        firstRepeatBRL: z.number().nullable().meta({ description: 'the fine of the first repeat on the same irregularity' }),
        index: fineQuoteSchema.shape.index.unwrap().nullable(),
        notifyFirst: z.boolean(),
        countsAs: z.string().nullable(),
        alsoSanctions: text.nullable(),
        summary: text,
      }),
    ),
  })
  .meta({ id: 'InfractionCatalog' });

/** One thing an application still lacks for a stage (src/licensing/checklist.ts Outstanding). */
export const outstandingSchema = z
  .object({
    kind: z.enum(['evaluation', 'fact', 'document', 'opinion', 'hold', 'stage']),
    id: z.string().meta({ description: 'the requirement, department, fact, hold or stage id' }),
    state: z.string().meta({ description: 'what is wrong, as an id: missing, pending, rejected, expired, unfavourable…' }),
    cite: z.string().optional(),
    message: z.string().meta({ description: 'what is wrong, in pt-BR (text.pt)' }),
    text: text.meta({ description: 'what is wrong in pt-BR and in English' }),
  })
  .meta({ id: 'OutstandingItem' });

/** An earlier stage the law does not ask of the establishment (src/licensing/checklist.ts Waived). */
export const waivedStageSchema = z
  .object({
    stage: z.string().meta({ description: 'the earlier stage not asked' }),
    cite: z.string().meta({ description: 'the unit of the law that waives it, e.g. art5' }),
    message: z.string().meta({ description: 'why, in pt-BR (text.pt)' }),
    text: text.meta({ description: 'why, in pt-BR and in English' }),
  })
  .meta({ id: 'WaivedStage' });

export const CLI_OUTPUTS = {
  fine: { commands: 'glp fine', schema: fineQuoteAsOfSchema },
  infractions: { commands: 'glp fine MUNICIPALITY', schema: infractionCatalogSchema },
  'notice-issued': {
    commands: 'glp notices issue',
    schema: z.object({ notice: noticeRecordSchema, closure: closureRecordSchema.nullable() }),
  },
  notice: { commands: 'glp notices defence|decide|pay|cancel', schema: noticeRecordSchema },
  notices: { commands: 'glp notices list', schema: listOf(noticeRecordSchema) },
  closure: { commands: 'glp closures order|lift|revoke', schema: closureRecordSchema },
  closures: { commands: 'glp closures list', schema: listOf(closureRecordSchema) },
  seizure: { commands: 'glp seizures seize|release', schema: seizureRecordSchema },
  seizures: { commands: 'glp seizures list', schema: listOf(seizureRecordSchema) },
  inspection: { commands: 'glp inspect record|show', schema: inspectionRecordSchema },
  inspections: { commands: 'glp inspect list', schema: listOf(inspectionRecordSchema) },
  checklist: {
    commands: 'glp inspect checklist',
    schema: z.object({ class: z.string().nullable(), items: z.array(checklistItemSchema), licenceFacts: z.array(licenceFactSchema) }),
  },
  'sound-check': { commands: 'glp sound-check', schema: soundCheckSchema },
  'vehicle-registered': { commands: 'glp vehicles add', schema: z.object({ vehicle: vehicleSchema, check: checkSchema }) },
  vehicles: { commands: 'glp vehicles list', schema: z.array(vehicleSchema) },
  'roadside-check': { commands: 'glp vehicles check', schema: roadsideSchema },
  'distributors-report': { commands: 'glp distributors report', schema: distributorReportSchema },
  'viability-point': { commands: 'glp viability --at', schema: viabilityPointSchema },
  'licensing-procedure': { commands: 'glp licensing procedure', schema: procedureSchema },
  'licensing-checklist': {
    commands: 'glp licensing checklist',
    schema: z.object({
      applicationId: z.string(),
      stage: z.string(),
      date: z.string(),
      outstanding: z.array(outstandingSchema),
      waived: z.array(waivedStageSchema),
    }),
  },
} as const;

export type CliOutput = keyof typeof CLI_OUTPUTS;

/** The JSON Schema of one output, as `glp schema output NAME` prints it. */
export function outputJsonSchema(name: CliOutput): Record<string, unknown> {
  const o = CLI_OUTPUTS[name];
  return {
    title: `glp — ${o.commands} --format json`,
    ...z.toJSONSchema(o.schema, { target: 'draft-2020-12', io: 'output', unrepresentable: 'any' }),
  };
}
