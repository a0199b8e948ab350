/**
 * Stored evaluations of applications. Each keeps what it takes to recompute it exactly: the
 * input as evaluated, the date, the language, the what-if overrides, the law-pack version and
 * every parameter value used; `reproduce` recomputes it and shows that the result hash matches.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { getPack, PACK_LOOKUP } from '../../../laws/index.ts';
import { checkDate, evaluateDocument, resolvePack } from '../../core/evaluate-document.ts';
import { parseInput } from '../../core/input/validate.ts';
import { fillFromRepository } from '../../siting/nearby.ts';
import { valueOn } from '../../core/pack.ts';
import type { EvaluationResult } from '../../core/types.ts';
import type { Repository, Scope, StoredEvaluation } from '../../store/repository.ts';
import { resultHash as hashOf } from '../../store/canonical.ts';
import type { AppEnv } from '../context.ts';
import { json, mount } from '../http.ts';
import { HttpProblem } from '../problem.ts';
import { evaluationCreateBody, pageOf, pageQuery, pathId, reproductionSchema, storedEvaluationSchema } from '../schemas.ts';
import { scope } from '../scope.ts';
import { idempotencyHeader, jsonBody, jsonContent, problems, security } from './common.ts';

const tags = ['Evaluations'];

/**
 * The parameter values behind an evaluation, by full id: every parameter of the pack in force
 * on the date (so a later pack can be pinned to them, whichever rules read them), overlaid
 * with the values the findings actually used (which include what-if overrides).
 */
export function parametersOf(result: EvaluationResult): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const pack = getPack(result.municipality);
  for (const p of pack?.parameters ?? []) {
    const v = valueOn(p, result.date);
    if (v !== undefined) out[`${result.municipality}/${p.id}`] = v.value;
  }
  for (const f of result.findings) Object.assign(out, f.parameters);
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** What differs between two results: top-level fields, then findings by rule. */
export function differences(a: EvaluationResult, b: EvaluationResult): string[] {
  const out: string[] = [];
  for (const k of ['municipality', 'date', 'lang', 'lawPackVersion', 'activity', 'verdict', 'class'] as const) {
    if (a[k] !== b[k]) out.push(`${k}: ${JSON.stringify(a[k])} → ${JSON.stringify(b[k])}`);
  }
  const byRule = new Map(b.findings.map((f) => [f.rule, f]));
  for (const f of a.findings) {
    const g = byRule.get(f.rule);
    if (!g) out.push(`finding ${f.rule}: no longer evaluated`);
    else if (hashOf(f) !== hashOf(g))
      out.push(`finding ${f.rule}: ${f.status} → ${g.status}${f.message !== g.message ? ' (message changed)' : ''}`);
    byRule.delete(f.rule);
  }
  for (const r of byRule.keys()) out.push(`finding ${r}: new`);
  if (out.length === 0 && hashOf(a) !== hashOf(b)) out.push('details of the result (missing facts, summary or class detail)');
  return out;
}

export function reproduce(stored: StoredEvaluation, today: string) {
  const pack = getPack(stored.municipality);
  if (!pack) throw new HttpProblem('invalid-state', `The law pack of ${stored.municipality} is no longer available.`);
  const samePack = pack.version === stored.lawPackVersion;
  // With a newer pack, pin the parameter values the evaluation used (those that still exist),
  // so what is compared is the rules' logic, not today's thresholds.
  const pinned: Record<string, unknown> = {};
  if (!samePack) {
    for (const [k, v] of Object.entries(stored.parameters)) {
      if (pack.paramIndex.has(k.slice(pack.id.length + 1)) && k.startsWith(`${pack.id}/`)) pinned[k] = v;
    }
  }
  const { result } = evaluateDocument(stored.input, {
    date: stored.date,
    fallbackDate: today,
    lang: stored.lang,
    overrides: { ...pinned, ...stored.overrides },
  });
  const comparable: EvaluationResult = samePack
    ? result
    : { ...result, overrides: stored.overrides, lawPackVersion: stored.lawPackVersion };
  const recomputedHash = hashOf(comparable);
  return {
    evaluationId: stored.id,
    matches: recomputedHash === stored.resultHash,
    storedHash: stored.resultHash,
    recomputedHash,
    lawPackVersion: stored.lawPackVersion,
    currentLawPackVersion: pack.version,
    parametersPinned: !samePack,
    differences: recomputedHash === stored.resultHash ? [] : differences(stored.result, comparable),
    result,
  };
}

async function withRegistryFacts(
  repo: Repository,
  s: Scope,
  raw: Record<string, unknown>,
  opts: Parameters<typeof evaluateDocument>[1],
  useRegistry: boolean | undefined,
): Promise<Record<string, unknown>> {
  if (useRegistry === false) return raw;
  const parsed = parseInput(raw, PACK_LOOKUP);
  const located = parsed.lot?.location !== undefined || parsed.lot?.polygon !== undefined || parsed.lot?.storagePolygon !== undefined;
  if (!located || (parsed.nearby !== undefined && useRegistry !== true)) return raw;
  const pack = resolvePack(parsed.municipality);
  if (!pack.siting || pack.siting.length === 0) return raw;
  const date = checkDate(pack, opts.date ?? parsed.date ?? opts.fallbackDate);
  const fill = await fillFromRepository(repo, pack, parsed, { date, overrides: opts.overrides ?? {}, scope: s });
  return JSON.parse(JSON.stringify(fill.input)) as Record<string, unknown>;
}

export function evaluationRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/applications/{id}/evaluations',
      tags,
      summary: 'Evaluate the application’s input with the law engine and store the evaluation',
      security,
      request: { params: pathId, headers: idempotencyHeader, body: jsonBody(evaluationCreateBody, false) },
      responses: {
        201: jsonContent(storedEvaluationSchema, 'The stored evaluation'),
        ...problems(400, 401, 403, 404, 413, 415, 422),
      },
    }),
    access: 'evaluation.create',
    idempotent: true,
    handler: async (c, { params, body }) => {
      const { repo, today } = c.get('deps');
      const s = scope(c);
      const application = await repo.getApplication(s, params.id);
      const overrides = body.overrides ?? {};
      const opts: Parameters<typeof evaluateDocument>[1] = { fallbackDate: today(), lang: body.lang ?? 'pt', overrides };
      if (body.date !== undefined) opts.date = body.date;
      // Issue #4: officials do not type distances. When the lot is located and no places are
      // listed, the registries (as of the evaluation date) supply them; the stored input is
      // the filled one, so the evaluation can be reproduced exactly later.
      const input = await withRegistryFacts(repo, s, application.input, opts, body.useRegistry);
      const { result } = evaluateDocument(input, opts);
      const saved = await repo.saveEvaluation(s, {
        municipality: application.municipality,
        applicationId: application.id,
        date: result.date,
        lang: result.lang,
        lawPackVersion: result.lawPackVersion,
        parameters: parametersOf(result),
        overrides,
        input,
        result,
        resultHash: hashOf(result),
      });
      return json(c, 201, saved, { location: `/api/evaluations/${saved.id}` });
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/applications/{id}/evaluations',
      tags,
      summary: 'The evaluations stored for an application',
      security,
      request: { params: pathId, query: z.strictObject(pageQuery) },
      responses: {
        200: jsonContent(pageOf(storedEvaluationSchema, 'EvaluationPage'), 'A page of evaluations'),
        ...problems(400, 401, 403, 404),
      },
    }),
    access: 'evaluation.read',
    handler: async (c, { params, query }) => {
      const { repo } = c.get('deps');
      const s = scope(c);
      await repo.getApplication(s, params.id); // 404 unless the caller may see the application
      return json(c, 200, await repo.listEvaluations(s, { limit: query.limit, offset: query.offset, applicationId: params.id }));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/evaluations/{id}',
      tags,
      summary: 'One stored evaluation',
      security,
      request: { params: pathId },
      responses: { 200: jsonContent(storedEvaluationSchema, 'The evaluation'), ...problems(400, 401, 403, 404) },
    }),
    access: 'evaluation.read',
    handler: async (c, { params }) => json(c, 200, await c.get('deps').repo.getEvaluation(scope(c), params.id)),
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/evaluations/{id}/reproduce',
      tags,
      summary: 'Recompute a stored evaluation from its stored inputs and show that it matches',
      security,
      request: { params: pathId },
      responses: { 200: jsonContent(reproductionSchema, 'The recomputation'), ...problems(400, 401, 403, 404, 409) },
    }),
    access: 'evaluation.read',
    handler: async (c, { params }) => {
      const stored = await c.get('deps').repo.getEvaluation(scope(c), params.id);
      return json(c, 200, reproduce(stored, c.get('deps').today()));
    },
  });
}
