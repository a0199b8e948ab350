/**
 * What the law browser and the comparison of municipalities show (public, read-only):
 *
 *   GET /api/municipalities/{id}/rules   every rule beside the units it implements, with the
 *                                        parameters it reads and their dated values (what
 *                                        `glp explain` shows, for all rules at once)
 *   GET /api/comparison?date=            the municipalities' requirements side by side: the
 *                                        distances each law measures (from its siting
 *                                        declarations), the storage class of sample stocks
 *                                        (from its classifier), and its parameters grouped by
 *                                        kind (lot and dimensions, storage, fines, periods)
 *
 * Everything is derived from the packs: nothing here names a municipality or a parameter.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { evaluateDocument } from '../../app/evaluate-document.ts';
import { ruleCitation } from '../../core/engine.ts';
import { InputError } from '../../core/input/validate.ts';
import { type Pack, valueOn } from '../../core/pack.ts';
import type { ParamUnit } from '../../core/types.ts';
import { normClasses, resolveSiting, sitingActivities } from '../../siting/plan.ts';
import type { AppEnv } from '../context.ts';
import { json, mount } from '../http.ts';
import { packOr404 } from '../problem.ts';
import { isoDate, municipalityId } from '../schemas.ts';
import { jsonContent, problems } from './common.ts';

const tags = ['Municipalities and laws'];

const text = z.object({ pt: z.string(), en: z.string() }).meta({ id: 'LocalisedText' });

const parameterView = z
  .object({
    id: z.string().meta({ description: 'full id, e.g. belem-pa/min-distance-between-outlets' }),
    description: text,
    unit: z.string(),
    required: z.string().nullable().meta({ description: 'the relation a measured value must satisfy (>=, >, <=, <)' }),
    values: z.array(
      z.object({
        from: z.string().meta({ format: 'date' }),
        to: z.string().meta({ format: 'date' }).nullable().meta({ description: 'exclusive end; null = still in force' }),
        value: z.unknown(),
        citation: z.string(),
        note: z.string().nullable(),
      }),
    ),
    interpretation: z.boolean(),
    alternatives: z.array(z.object({ value: z.unknown(), description: text })),
  })
  .meta({ id: 'ParameterView' });

const ruleView = z
  .object({
    id: z.string().meta({ description: 'full id, e.g. belem-pa/art2-I-a' }),
    title: text,
    citation: z.string(),
    implements: z.array(z.string()).meta({ description: 'unit ids ("art2-I-a", or "lawId#unit" for a second law)' }),
    exceptions: z.array(z.string()),
    activities: z.union([z.literal('all'), z.array(z.string())]),
    parameters: z.array(z.string()).meta({ description: 'full ids of the parameters the rule reads' }),
    interpretationNote: text.nullable(),
  })
  .meta({ id: 'RuleView' });

const lawRules = z
  .object({
    municipality: z.string(),
    version: z.string(),
    laws: z.array(
      z.object({
        id: z.string(),
        articles: z.array(z.object({ id: z.string(), units: z.array(z.string()) })),
      }),
    ),
    rules: z.array(ruleView),
    parameters: z.array(parameterView),
    sitingActivities: z.array(z.string()).meta({ description: 'activities with distance rules (the viability consultation)' }),
    normClasses: z.array(z.string()).meta({ description: 'NBR 15514 storage classes the viability consultation accepts' }),
    siteClasses: z
      .object({
        scheme: text,
        activities: z.array(z.string()),
        classes: z.array(z.string()),
      })
      .nullable()
      .meta({
        description:
          'the law’s own classes that the zone decides (VdC art. 5: A, B, C; scheme: the law that defines them), which the viability consultation also accepts; null: none',
      }),
  })
  .meta({ id: 'LawRules' });

const comparedParameter = z.object({
  id: z.string(),
  description: text,
  unit: z.string(),
  value: z.unknown().meta({ description: 'the value in force on the date (null when none)' }),
  citation: z.string().nullable(),
});

/** GET /api/municipalities/{id}/laws (core/law-view.ts): the law's text, unit by unit. */
export const lawsViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    uf: z.string(),
    ibge: z.string(),
    version: z.string(),
    derivedFrom: z.string().optional(),
    laws: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        shortTitle: z.string(),
        number: z.string().nullable(),
        date: z.string().meta({ format: 'date' }),
        inForceFrom: z.string().meta({ format: 'date' }),
        ementa: z.string(),
        sourceFile: z.string(),
        amendments: z.array(z.object({ law: z.string(), date: z.string(), units: z.array(z.string()), note: z.string() })),
        repeals: z.array(z.string()),
        transcriptionNotes: z.array(z.object({ unit: z.string(), scan: z.string(), read: z.string(), why: z.string() })),
        units: z.array(z.object({ id: z.string(), citation: z.string(), text: z.string() })),
      }),
    ),
  })
  .meta({ id: 'LawsView' });

/** GET /api/municipalities/{id}/coverage (core/coverage.ts): how each unit is carried. */
export const coverageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    uf: z.string(),
    ibge: z.string(),
    derivedFrom: z.string().optional(),
    laws: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        articles: z.number().int(),
        units: z.array(
          z.object({
            id: z.string(),
            citation: z.string(),
            classification: z.enum(['rule', 'informative', 'procedural', 'external']).nullable(),
            rules: z.array(z.string()),
            note: z.string(),
            capability: z.string().optional(),
            norm: z.string().optional(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'Coverage' });

const PARAMETER_GROUPS = ['dimensions', 'storage', 'fines', 'periods'] as const;
const GROUP_OF: Partial<Record<ParamUnit, (typeof PARAMETER_GROUPS)[number]>> = {
  m: 'dimensions',
  m2: 'dimensions',
  kg: 'storage',
  count: 'storage',
  BRL: 'fines',
  UFIR: 'fines',
  days: 'periods',
  months: 'periods',
  years: 'periods',
};

/** Sample stocks of 13 kg cylinders (P13) whose class each law gives: 130 kg to 99 840 kg. */
export const SAMPLE_P13 = [10, 40, 120, 480, 1920, 7680] as const;

const comparison = z
  .object({
    date: z.string().meta({ format: 'date' }),
    activity: z.string(),
    samples: z.array(z.number().int()).meta({ description: 'numbers of full 13 kg cylinders classified' }),
    municipalities: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        uf: z.string(),
        laws: z.array(z.object({ id: z.string(), title: z.string(), shortTitle: z.string() })),
        distances: z.array(
          z.object({
            rule: z.string(),
            citation: z.string(),
            title: text,
            categories: z.array(z.string()),
            radiusM: z.number(),
            relation: z.string(),
            measure: z.string(),
            statuses: z.array(z.string()).nullable(),
            source: z.string().meta({ description: 'the parameter, or the norm table, column and class the distance comes from' }),
            classDependent: z.boolean().meta({ description: 'the distance depends on the storage class: the largest is shown' }),
          }),
        ),
        classes: z.array(
          z.object({
            cylinders: z.number().int(),
            totalKg: z.number(),
            scheme: z.string().nullable(),
            class: z.string().nullable(),
            citation: z.string().nullable(),
          }),
        ),
        parameters: z.object(
          Object.fromEntries(PARAMETER_GROUPS.map((g) => [g, z.array(comparedParameter)])) as Record<
            (typeof PARAMETER_GROUPS)[number],
            z.ZodArray<typeof comparedParameter>
          >,
        ),
      }),
    ),
  })
  .meta({ id: 'Comparison' });

function citationOf(pack: Pack, ref: string): string {
  try {
    return ruleCitation(pack, ref).text;
  } catch {
    return ref; // an external reference (a decree, a norm)
  }
}

/** Units grouped by article, in the law's order. */
function articlesOf(pack: Pack) {
  return pack.laws.map((l) => {
    const articles: { id: string; units: string[] }[] = [];
    for (const u of l.units) {
      const last = articles[articles.length - 1];
      if (last && last.id === u.article) last.units.push(u.id);
      else articles.push({ id: u.article, units: [u.id] });
    }
    return { id: l.id, articles };
  });
}

export function lawRulesView(pack: Pack) {
  return {
    municipality: pack.id,
    version: pack.version,
    laws: articlesOf(pack),
    rules: pack.rules.map((r) => ({
      id: `${pack.id}/${r.id}`,
      title: r.title,
      citation: citationOf(pack, r.implements[0] as string),
      implements: [...r.implements],
      exceptions: [...(r.exceptions ?? [])],
      activities: r.activities === 'all' ? ('all' as const) : [...r.activities],
      parameters: (r.parameters ?? []).map((p) => `${pack.id}/${p}`),
      interpretationNote: r.interpretationNote ?? null,
    })),
    parameters: pack.parameters.map((p) => ({
      id: `${pack.id}/${p.id}`,
      description: p.description,
      unit: p.unit,
      required: p.required ?? null,
      values: p.values.map((v) => ({
        from: v.from,
        to: v.to ?? null,
        value: v.value,
        citation: citationOf(pack, v.cite),
        note: v.note ?? null,
      })),
      interpretation: p.interpretation === true,
      alternatives: (p.alternatives ?? []).map((a) => ({ value: a.value, description: a.description })),
    })),
    sitingActivities: sitingActivities(pack) as string[],
    normClasses: normClasses(),
    siteClasses: pack.siteClasses
      ? {
          scheme: { ...pack.siteClasses.scheme },
          activities: [...pack.siteClasses.activities],
          classes: pack.siteClasses.classes.map((c) => c.id),
        }
      : null,
  };
}

function comparisonOf(pack: Pack, date: string, activity: string, packsForEval: Parameters<typeof evaluateDocument>[0]) {
  const sitingUsed = new Set<string>();
  const distances = resolveSiting(pack, { activity, date }).map((s) => {
    if (s.threshold.kind === 'parameter') sitingUsed.add(s.threshold.parameter);
    return {
      rule: s.fullId,
      citation: s.citation,
      title: s.title,
      categories: [...s.categories],
      radiusM: s.radiusM,
      relation: s.op,
      measure: s.measure,
      statuses: s.statuses ? [...s.statuses] : null,
      source:
        s.threshold.kind === 'parameter'
          ? s.threshold.parameter
          : `${s.threshold.table.toUpperCase()}:${s.threshold.edition} (${s.threshold.column})`,
      classDependent: s.classDependent,
    };
  });
  const classes = SAMPLE_P13.map((n) => {
    const { result } = evaluateDocument(
      packsForEval,
      { municipality: pack.id, activity, storage: { containers: [{ capacityKg: 13, state: 'full', count: n }] } },
      { date, fallbackDate: date },
    );
    const d = result.classDetail;
    return {
      cylinders: n,
      totalKg: n * 13,
      scheme: d?.scheme ?? null,
      class: d?.class ?? null,
      citation: d ? d.citation.text : null,
    };
  });
  const parameters = Object.fromEntries(PARAMETER_GROUPS.map((g) => [g, [] as z.infer<typeof comparedParameter>[]])) as Record<
    (typeof PARAMETER_GROUPS)[number],
    z.infer<typeof comparedParameter>[]
  >;
  for (const p of pack.parameters) {
    const group = GROUP_OF[p.unit];
    const id = `${pack.id}/${p.id}`;
    if (!group || sitingUsed.has(id)) continue; // distances are shown from the siting declarations
    const v = valueOn(p, date);
    parameters[group].push({
      id,
      description: p.description,
      unit: p.unit,
      value: v?.value ?? null,
      citation: v ? citationOf(pack, v.cite) : null,
    });
  }
  return {
    id: pack.id,
    name: pack.name,
    uf: pack.uf,
    laws: pack.laws.map((l) => ({ id: l.id, title: l.title, shortTitle: l.shortTitle })),
    distances,
    classes,
    parameters,
  };
}

export function lawBrowserRoutes(app: OpenAPIHono<AppEnv>): void {
  const views = new WeakMap<Pack, ReturnType<typeof lawRulesView>>();

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/municipalities/{id}/rules',
      tags,
      summary: 'Every rule of the municipality’s law pack with the units it implements and its dated parameters',
      request: { params: z.strictObject({ id: municipalityId }) },
      responses: { 200: jsonContent(lawRules, 'Rules and parameters of the pack'), ...problems(400, 404) },
    }),
    access: 'public',
    handler: (c, { params }) => {
      const pack = packOr404(c.get('deps').packs, params.id);
      let view = views.get(pack);
      if (!view) {
        view = lawRulesView(pack);
        views.set(pack, view);
      }
      return json(c, 200, view, { 'cache-control': 'public, max-age=300' });
    },
  });

  const cache = new Map<string, unknown>();
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/comparison',
      tags,
      summary: 'The municipalities’ requirements side by side: distances, storage classes, lot, storage, fines and periods',
      request: {
        query: z.strictObject({
          date: isoDate.optional().meta({ description: 'the law as in force on this date (default today)' }),
        }),
      },
      responses: { 200: jsonContent(comparison, 'The comparison'), ...problems(400) },
    }),
    access: 'public',
    handler: (c, { query }) => {
      const { packs, today } = c.get('deps');
      const date = query.date ?? today();
      const activity = 'glp-resale';
      let body = cache.get(date);
      if (!body) {
        const municipalities = packs
          .list()
          .filter((p) => p.laws.every((l) => l.inForceFrom <= date))
          .map((p) => comparisonOf(p, date, activity, packs));
        if (municipalities.length === 0) throw InputError.of('date', date, 'a date on which at least one municipality’s law is in force');
        body = { date, activity, samples: [...SAMPLE_P13], municipalities };
        if (cache.size > 50) cache.clear();
        cache.set(date, body);
      }
      return json(c, 200, body, { 'cache-control': 'public, max-age=300' });
    },
  });
}
