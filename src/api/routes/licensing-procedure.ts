/**
 * GET /api/municipalities/{id}/procedure: the licensing procedure the municipality's pack declares
 * (laws/<id>/procedure.ts), public like the law it transcribes — its stages in order, the
 * documents, opinions and inspections each needs with the article that requires them. The web
 * screens name stages and requirements by these titles and let the officer pick the stage
 * (Belém: the construction licence, art. 2, then the operating licence, art. 1).
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { text } from '../../app/output-schemas.ts';
import { citeOf } from '../../app/licensing.ts';
import {
  opinionAsked,
  type ReadingsOn,
  readingOn,
  readingValueText,
  readingWaives,
  type StageWaiver,
  stageOnDate,
} from '../../core/procedure.ts';
import { InputError } from '../../core/input/validate.ts';
import { waiverWho } from '../../licensing/checklist.ts';
import type { AppEnv } from '../context.ts';
import { json, mount } from '../http.ts';
import { HttpProblem } from '../problem.ts';
import { isoDate, municipalityId } from '../schemas.ts';
import { jsonContent, problems } from './common.ts';
import { procedureTerms, stageTerms, statesSchema, termsSchema, validitySchema } from './licensing-procedure-terms.ts';

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

const procedureSchema = z
  .object({
    municipality: z.string(),
    date: isoDate.meta({ description: 'the date the dated parameters and readings were read on (the one asked, or today)' }),
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

export function licensingProcedureRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{id}/procedure',
      tags: ['Licensing'],
      summary: 'The licensing procedure of the municipality’s law: stages in order, documents, opinions and inspections, with the articles',
      request: {
        params: z.strictObject({ id: municipalityId }),
        query: z.strictObject({
          date: isoDate
            .optional()
            .meta({ description: 'the procedure as on this date: its dated amounts, periods and readings (default today)' }),
        }),
      },
      responses: { 200: jsonContent(procedureSchema, 'The procedure'), ...problems(400, 404, 422) },
    }),
    access: 'public',
    handler: (c, { params, query }) => {
      const pack = c.get('deps').packs.get(params.id);
      if (!pack) throw new HttpProblem('not-found', `No law pack for municipality ${params.id}.`);
      if (!pack.procedure) throw new HttpProblem('not-found', `The law pack of ${params.id} declares no licensing procedure.`);
      const cite = citeOf(pack);
      const law = pack.laws[0];
      const date = query.date ?? c.get('deps').today();
      if (law && date < law.inForceFrom)
        throw InputError.of('date', date, `a date on or after ${law.inForceFrom}, when the law came into force`);
      const on: ReadingsOn = { packId: pack.id, parameters: pack.parameters, date };
      return json(
        c,
        200,
        {
          municipality: params.id,
          date,
          // Amounts read from dated parameters are those in force on the date.
          stages: pack.procedure.stages
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
          ...procedureTerms(pack, pack.procedure, date, cite),
        },
        { 'cache-control': 'public, max-age=300' },
      );
    },
  });
}

/** The reading a waiver rests on, on the date, its words in both languages; null where the law's words state the waiver. */
function readingToday(w: StageWaiver, on: ReadingsOn) {
  if (!w.reading) return null;
  const r = readingOn(w.reading.parameter, on);
  return { parameter: r.parameter, value: readingValueText(r), description: r.description, waives: readingWaives(w.reading, r) };
}
