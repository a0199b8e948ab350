/**
 * Evaluating an application and keeping the evaluation: the application's document, filled
 * from the place registries where the lot is located, evaluated under its municipality's
 * pack, and stored with what it takes to reproduce it (input, date, language, overrides,
 * law-pack version and every parameter value used).
 */
import type { EstablishmentInput } from '../core/input/schema.ts';
import { parseInput } from '../core/input/validate.ts';
import type { Pack } from '../core/pack.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { IsoDate, Lang } from '../core/types.ts';
import type { StoredEvaluation } from '../domain/evaluation.ts';
import type { PlaceRecord } from '../domain/place.ts';
import type { Scope } from '../domain/roles.ts';
import type { Geometry } from '../geo/distance.ts';
import { bboxOf, bboxUnion, expandBBox } from '../siting/geom.ts';
import { type FillOptions, fillSiting, lotGeometries, type SitingFill, slack, surveyNeeds } from '../siting/nearby.ts';
import { resolveSiting } from '../siting/plan.ts';
import { MunicipalityRegistry, pagePlaces } from '../siting/registry.ts';
import { AREA_LAYERS } from '../siting/types.ts';
import type { Repository } from '../store/repository.ts';
import { checkDate, type DocumentOptions, evaluateDocument } from './evaluate-document.ts';
import { applicationTypeOf, packOf, stageFor } from './licensing.ts';
import { sharedParametersOf } from './reproduce.ts';

export interface EvaluationRequest {
  date?: IsoDate;
  lang?: Lang;
  overrides?: Record<string, unknown>;
  /** true: always fill from the registries; false: never; absent: when the document lists no places. */
  useRegistry?: boolean;
  /** An evaluation date after today is refused unless this is true; the result then says the law is as known today. */
  allowFuture?: boolean;
  /**
   * The procedure stage the evaluation is for. Where the stage binds a requirement the document's
   * application type leaves out (StageDef.evaluation: Salvador's alvará and art. 2 § 2º), the
   * document is evaluated, and stored, as the stage's type; otherwise it is evaluated as it is.
   */
  stage?: string;
}

/** The application's document as an application for the stage (see EvaluationRequest.stage). */
export function documentForStage(packs: PackRegistry, municipality: string, raw: Record<string, unknown>, stageId: string) {
  const rule = stageFor(packOf(packs, municipality), stageId).evaluation;
  const type = applicationTypeOf(raw);
  if (rule === undefined || type === undefined || !rule.notAs.includes(type)) return raw;
  return { ...raw, application: { ...(raw['application'] as Record<string, unknown>), type: rule.as } };
}

/** Evaluates the application's document (filled from the registries) and stores the evaluation. */
export async function evaluateApplication(
  deps: { packs: PackRegistry; repo: Repository },
  scope: Scope,
  applicationId: string,
  req: EvaluationRequest,
  today: IsoDate,
): Promise<StoredEvaluation> {
  const { packs, repo } = deps;
  const application = await repo.getApplication(scope, applicationId);
  const overrides = req.overrides ?? {};
  const opts: DocumentOptions = { fallbackDate: today, lang: req.lang ?? 'pt', overrides };
  if (req.date !== undefined) opts.date = req.date;
  if (req.allowFuture === true) opts.allowFuture = true;
  const raw = req.stage === undefined ? application.input : documentForStage(packs, application.municipality, application.input, req.stage);
  const { input, parsed } = await withRegistryFacts(packs, repo, scope, raw, opts, req.useRegistry);
  const { result } = evaluateDocument(packs, input, opts, parsed);
  return repo.saveEvaluation(
    scope,
    {
      municipality: application.municipality,
      applicationId: application.id,
      date: result.date,
      lang: result.lang,
      lawPackVersion: result.lawPackVersion,
      parameters: sharedParametersOf(packs.get(result.municipality), result),
      overrides,
      input,
      result,
      // resultHash: computed by the store from the very text it stores.
    },
    application,
  );
}

/**
 * Issue #4: officials do not type distances. When the lot is located and no places are
 * listed (or `useRegistry` is true), the registries as of the evaluation date supply them;
 * the input returned is the filled one, so the evaluation can be reproduced exactly later.
 * When the document is not filled, its parsed form comes back too (not validated twice).
 */
export async function withRegistryFacts(
  packs: PackRegistry,
  repo: Repository,
  s: Scope,
  raw: Record<string, unknown>,
  opts: DocumentOptions,
  useRegistry: boolean | undefined,
): Promise<{ input: Record<string, unknown>; parsed?: EstablishmentInput }> {
  if (useRegistry === false) return { input: raw };
  const parsed = parseInput(raw, packs);
  const located = parsed.lot?.location !== undefined || parsed.lot?.polygon !== undefined || parsed.lot?.storagePolygon !== undefined;
  if (!located || (parsed.nearby !== undefined && useRegistry !== true)) return { input: raw, parsed };
  const pack = packs.require(parsed.municipality);
  if (!pack.siting || pack.siting.length === 0) return { input: raw, parsed };
  const date = checkDate(pack, opts.date ?? parsed.date ?? opts.fallbackDate);
  const fill = await fillFromRepository(repo, pack, parsed, { date, overrides: opts.overrides ?? {}, scope: s });
  return { input: JSON.parse(JSON.stringify(fill.input)) as Record<string, unknown> };
}

/**
 * The repository flavour: reads only what the application needs (places in the box around
 * the lot, the municipality's areas, and how many places of each needed category lack a
 * location) and fills from that.
 */
export async function fillFromRepository(
  repo: Repository,
  pack: Pack,
  input: EstablishmentInput,
  opts: FillOptions & { scope?: Scope | null },
): Promise<SitingFill> {
  const scope = opts.scope ?? null;
  const rules = resolveSiting(pack, { activity: input.activity, date: opts.date, overrides: opts.overrides ?? {} });
  const need = surveyNeeds(rules);
  const lots = lotGeometries(input);
  const reg = new MunicipalityRegistry(input.municipality);
  const seen = new Set<string>();
  const add = (r: PlaceRecord) => {
    if (!seen.has(r.id)) {
      seen.add(r.id);
      reg.add(r);
    }
  };
  if (lots.length > 0 && need.size > 0) {
    let box = bboxOf(lots[0] as Geometry);
    for (const g of lots.slice(1)) box = bboxUnion(box, bboxOf(g));
    let maxNeed = 0;
    for (const r of need.values()) maxNeed = Math.max(maxNeed, r);
    const categories = [...need.keys()];
    const q = { municipality: input.municipality, categories, asOf: opts.date };
    for await (const r of pagePlaces(repo, scope, { ...q, bbox: expandBBox(box, maxNeed + slack(maxNeed)) })) add(r);
    // Unlocated places: the whole count minus the located count (a box query never returns them).
    const all = await repo.listPlaces(scope, { ...q, limit: 1 });
    const located = await repo.listPlaces(scope, { ...q, limit: 1, bbox: [-180, -90, 180, 90] });
    if (all.total > located.total) {
      for await (const r of pagePlaces(repo, scope, q)) if (r.geometry === null) add(r);
    }
  }
  if (opts.zones !== false) {
    for await (const r of pagePlaces(repo, scope, { municipality: input.municipality, categories: [...AREA_LAYERS], asOf: opts.date }))
      add(r);
  }
  // Which categories the registry covers (issue 7 item 1): public facts, like the places.
  if (need.size > 0) for (const d of await repo.surveys.list(null, input.municipality)) reg.addSurvey(d);
  return fillSiting(reg, pack, input, opts, rules);
}
