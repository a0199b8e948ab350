/**
 * The licensing procedure a municipality's pack declares (laws/<id>/procedure.ts) as one document
 * on a date: its stages in order, the documents, opinions and inspections each needs with the
 * article that requires them, the readings they rest on, each licence's validity and the
 * sanctions with who decides them. GET /api/municipalities/{id}/procedure answers it and
 * `glp licensing procedure --format json` prints it (one source, one schema: `glp schema output
 * licensing-procedure`). Words a person reads are `{pt, en}`; ids are for programs.
 */
import { z } from 'zod';
import type { Pack } from '../core/pack.ts';
import {
  opinionAsked,
  type ReadingsOn,
  readingOn,
  readingValueText,
  readingWaives,
  type StageWaiver,
  stageOnDate,
} from '../core/procedure.ts';
import type { IsoDate } from '../core/types.ts';
import { waiverWho } from '../licensing/checklist.ts';
import { checkDate } from './evaluate-document.ts';
import { citeOf } from './licensing.ts';
import { procedureTerms, stageTerms, statesSchema, termsSchema, validitySchema } from './procedure-document-terms.ts';
import { text } from './schema-text.ts';

const procedureDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ format: 'date', example: '2025-03-01' });

/**
 * The interpretation parameter a waiver rests on where the law's words do not state it (Salvador
 * art. 2 § 1º exempts from inciso III, which the TVL attests: salvador-ba/tvl-waiver-existing), as
 * `glp licensing procedure` names it: its value today and that alternative's words.
 */
const waiverReading = z
  .object({
    parameter: z.string().meta({ description: 'the interpretation parameter, pack/id', example: 'salvador-ba/tvl-waiver-existing' }),
    value: z.string().meta({ description: 'its value in force today (a value that is not text, as JSON)', example: 'waived' }),
    description: text.meta({ description: 'what that value means, in pt-BR and English (as the stage’s title and who the waiver is for)' }),
    waives: z.boolean().meta({
      description: 'whether the waiver holds under the value in force today (false: the earlier stage is asked of everyone)',
    }),
  })
  .nullable()
  .meta({ description: 'the reading the waiver rests on (null: it rests on the law’s words)' });

export const procedureSchema = z
  .object({
    municipality: z.string(),
    date: procedureDate.meta({ description: 'the date the dated parameters and readings were read on (the one asked, or today)' }),
    stages: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        title: text,
        citation: z.string(),
        after: z.array(z.string()),
        waivers: z.array(z.object({ stages: z.array(z.string()), citation: z.string(), who: text, reading: waiverReading })).meta({
          description:
            'earlier stages of `after` the law does not ask of some establishments, who they are, the unit (Belém art. 5: outlets existing when the law came into force) and the reading of the law the waiver rests on where the law does not state it',
        }),
        issuingRole: z.string(),
        validity: validitySchema,
        states: statesSchema,
        documents: z.array(
          z.object({
            id: z.string(),
            title: text,
            citation: z.string(),
            expires: z.boolean(),
            minAmountBRL: z
              .number()
              .nullable()
              .meta({ description: 'the minimum amount the document must cover, in force today (null: none)' }),
            activities: z
              .array(z.string())
              .nullable()
              .meta({ description: 'the activities the law asks it of (null: every applicant of the stage)' }),
          }),
        ),
        opinions: z.array(
          z.object({
            department: z.string(),
            title: text,
            citation: z.string(),
            kind: z.enum(['opinion', 'inspection']),
            role: z.string(),
            asked: z.boolean().meta({
              description:
                'whether the stage asks it today under the pack’s readings (Belém art. 3 III, art3-III-fire-brigade-inspection = not-asked: the fire brigade’s inspection is not asked)',
            }),
            readings: z.array(z.object({ parameter: z.string(), value: z.string(), description: text })).meta({
              description:
                'the interpretation parameters it rests on, with today’s value: whether it is asked (Belém art. 3 III), whether an unfavourable one bars the licence (VdC art. 19, unfavourable-opinion-effect)',
            }),
          }),
        ),
      }),
    ),
    ...termsSchema,
  })
  .meta({ id: 'Procedure' });

export type ProcedureDocument = z.output<typeof procedureSchema>;

/**
 * The procedure of `pack` as on `date` (its dated amounts, periods and readings), or null when
 * the pack declares none. A date before the law came into force is refused naming `field` (the
 * API's `date`, the CLI's `--date`), as an evaluation's date is.
 */
export function procedureDocument(pack: Pack, date: IsoDate, field = 'date'): ProcedureDocument | null {
  const procedure = pack.procedure;
  if (!procedure) return null;
  checkDate(pack, date, field);
  const cite = citeOf(pack);
  const law = pack.laws[0];
  const on: ReadingsOn = { packId: pack.id, parameters: pack.parameters, date };
  return {
    municipality: pack.id,
    date,
    // Amounts read from dated parameters are those in force on the date.
    stages: procedure.stages
      .map((def) => stageOnDate(def, pack.parameters, date))
      .map((s) => ({
        id: s.id,
        kind: s.kind,
        title: s.title,
        citation: cite(s.cite),
        after: [...s.after],
        waivers: law
          ? (s.waivers ?? []).map((w) => ({
              stages: [...w.stages],
              citation: cite(w.cite),
              who: { pt: waiverWho(w, law, 'pt'), en: waiverWho(w, law, 'en') },
              reading: readingToday(w, on),
            }))
          : [],
        issuingRole: s.issuingRole,
        ...stageTerms(s, cite),
        documents: s.documents.map((d) => ({
          id: d.id,
          title: d.title,
          citation: cite(d.cite),
          expires: d.expires,
          minAmountBRL: d.minAmountBRL ?? null,
          activities: d.activities ? [...d.activities] : null,
        })),
        opinions: s.opinions.map((o) => {
          // The readings an opinion rests on, as the checklist reads them today (src/licensing/checklist.ts).
          const asked = opinionAsked(o, on);
          const bars = o.unfavourable ? readingOn(o.unfavourable.parameter, on) : undefined;
          const readings = [asked.reading, bars].flatMap((r) =>
            r
              ? [
                  {
                    parameter: r.parameter,
                    value: readingValueText(r),
                    description: r.description,
                  },
                ]
              : [],
          );
          return {
            department: o.department,
            title: o.title,
            citation: cite(o.cite),
            kind: o.kind,
            role: o.role,
            asked: asked.asked,
            readings,
          };
        }),
      })),
    ...procedureTerms(pack, procedure, date, cite),
  };
}

/** The reading a waiver rests on, on the date, its words in both languages; null where the law's words state the waiver. */
function readingToday(w: StageWaiver, on: ReadingsOn) {
  if (!w.reading) return null;
  const r = readingOn(w.reading.parameter, on);
  return { parameter: r.parameter, value: readingValueText(r), description: r.description, waives: readingWaives(w.reading, r) };
}
