/**
 * The licence record's data as the API states it (GET /api/licensing/records…): what the licence
 * says, the sanction an authority decided (Vitória da Conquista art. 26 II) and its lifting.
 */
import { z } from 'zod';
import { text } from '../app/output-schemas.ts';

export const authorityDecisionSchema = z
  .object({
    authority: z.string().meta({ description: 'e.g. chief-executive' }),
    title: text,
    cite: z.string(),
    citation: z.string().meta({ description: 'e.g. Lei 709/1993, art. 26, II' }),
    statement: text.meta({ description: 'e.g. "decidido pelo Chefe do Executivo (Lei 709/1993, art. 26, II)"' }),
    act: z.object({ kind: z.string(), number: z.string(), date: z.string().meta({ description: 'AAAA-MM-DD' }) }),
    opinion: z.string().meta({ description: 'the administration’s opinion (parecer) the act followed' }),
  })
  .meta({ id: 'AuthorityDecision' });

/** A sanction applied by the authority the law names, as the licence record states it. */
const sanctionDecisionSchema = z.object({
  action: z.enum(['suspend', 'interdict', 'revoke']),
  caseId: z.string(),
  decidedOn: z.string(),
  authority: authorityDecisionSchema,
});

export const licenceRecordDataSchema = z
  .object({
    stage: z.string(),
    decisionId: z.string(),
    evaluationId: z.string(),
    holder: z.string(),
    cnpj: z.string().nullable(),
    address: z.string(),
    activity: z.string(),
    class: z.string().nullable(),
    resaleType: z.string().nullable(),
    kg: z.number().nullable().meta({
      description:
        'the quantity of GLP the licence permits, kg of nominal capacity (full and empty alike): the quantity requested (application.requestedQuantity) or, when none was requested, the stock described (quantityBasis)',
    }),
    containers: z.number().nullable().meta({
      description:
        'quantityBasis requested: the number of containers of containerCount.kg the kg equal where the law counts them (Vitória da Conquista art. 5 § 3º: botijões, 2 decimals), else null; stock-described (or no basis): the containers of the stock',
    }),
    quantityBasis: z.enum(['requested', 'stock-described']).nullable().optional().meta({
      description:
        'which quantity kg and containers state; absent on records issued before it was kept (the stock described); null: the stage states no quantity',
    }),
    containerCount: z
      .object({
        kg: z.number().meta({ description: 'capacity of one container on the issue date (the pack parameter, e.g. botijao-kg: 13)' }),
        name: text,
        citation: z.string().meta({ description: 'the unit that makes the licence count them, e.g. Lei 709/1993, art. 5º, § 3º' }),
      })
      .nullable()
      .optional()
      .meta({ description: 'where the law counts the permitted quantity in containers: the conversion stated' }),
    conditions: z.array(z.string()),
    english: z
      .object({ activity: z.string(), resaleType: z.string().nullable(), conditions: z.array(z.string()) })
      .optional()
      .meta({
        description:
          'activity, resale type and conditions in English (the licence PDF in English); absent on records issued before it was kept',
      }),
    citations: z.array(z.string()),
    replaces: z.string().nullable(),
    replacedBy: z.string().nullable(),
    closedReason: z.string().nullable(),
    reinstatedFor: z.string().optional(),
    sanctionDecision: sanctionDecisionSchema.nullable().optional().meta({
      description:
        'the sanction in force applied by the authority the law names (Vitória da Conquista art. 26 II: the Mayor), with its act; absent or null where the licensing officer decided it or once it is lifted',
    }),
    reinstatement: z
      .object({
        on: z.string().meta({ description: 'the day the sanction was lifted (AAAA-MM-DD)' }),
        reading: z.object({ parameter: z.string(), value: z.unknown(), description: text }).nullable().meta({
          description:
            'the reading of the law the lifting rests on where the law is silent (Vitória da Conquista art. 26 II: reinstatement-authority), with its words; null: none',
        }),
        authority: authorityDecisionSchema.nullable().meta({
          description: 'the act of the authority that lifted it and the opinion it followed; null: the licensing officer lifted it',
        }),
        lifted: sanctionDecisionSchema.nullable().meta({ description: 'the authority’s sanction it lifted; null: the officer’s' }),
      })
      .optional()
      .meta({ description: 'the last lifting of a suspension or closure order (reinstatement)' }),
    verifyUrl: z.string().meta({ description: 'the public verification link its QR code carries' }),
  })
  .meta({ id: 'LicenceRecordData' });
