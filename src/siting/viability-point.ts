/**
 * The exact answer at one point: the law's own siting (and area) rules run through the engine
 * with the registry, where the map is a raster at a resolution.
 */
import { evaluate } from '../core/engine.ts';
import type { EstablishmentInput } from '../core/input/schema.ts';
import type { Pack } from '../core/pack.ts';
import { areaRules, zoneDependentRules } from './area-rules.ts';
import { fillSiting } from './nearby.ts';
import { containersForClass, sitingUnitRuleIds } from './plan.ts';
import type { MunicipalityRegistry, PlaceRegistry } from './registry.ts';
import { municipalityOf, type ViabilityOptions } from './viability-types.ts';
import { metresOutside } from '../core/input/sanity.ts';
import { type LotCondition, lotConditions, siteClassOf } from './site-classes.ts';
import { normWaitingRules } from './unchecked-rules.ts';

// ---------------------------------------------------------------------------
// Exact answer at a point, through the engine

export interface PointViability {
  allowed: boolean;
  /** 'cannot-evaluate' when a rule could not decide (e.g. places not located). */
  verdict: 'allowed' | 'excluded' | 'cannot-evaluate';
  /**
   * notes: the facts and arithmetic behind the message, and the readings it used (the finding's
   * own notes). classLimit: not a rule's finding but the law's classes — the quantity of the NBR
   * class asked is above every class the law provides (Nova Odessa art. 5: none above 99.840 kg).
   */
  findings: {
    rule: string;
    citation: string;
    status: string;
    message: string;
    places: unknown[];
    notes?: string[];
    classLimit?: true;
  }[];
  /** Categories not surveyed around the point (issue 7 item 1): what to survey. */
  unsurveyed: string[];
  /** Present (true) when every category was assumed surveyed (planning). */
  assumeSurveyed?: true;
  /**
   * Metres the point lies outside the municipality's simplified boundary, when it does (a point
   * farther out than the tolerance is refused before): the lot may be in the neighbouring
   * municipality, where this law does not apply — said beside the answer, never silently.
   */
  outsideBoundaryM?: number;
  /**
   * With a class of the law asked (siteClass): the lot conditions it requires, each citing its
   * unit — a point has no lot, so they are to be checked on it, not "cannot evaluate".
   */
  conditions?: LotCondition[];
  /** Area layers the answer needed and the registry lacks at the point ('zone', 'urban-perimeter'): what to register. */
  missingLayers?: string[];
}

/** The zone facts each area layer fills (src/siting/nearby.ts fillZones). */
const LAYER_OF: Record<string, string> = {
  'zone.kind': 'zone',
  'zone.distanceToResidentialZoneM': 'zone',
  'zone.insideUrbanPerimeter': 'urban-perimeter',
  'zone.distanceToUrbanPerimeterM': 'urban-perimeter',
};

/**
 * A siting-only view of the pack: the same rules, only those with siting data and the other
 * wordings in time of their units (sitingUnitRuleIds: a wording in force that cannot be measured
 * answers "cannot evaluate" instead of dropping out).
 */
export function sitingPack(pack: Pack): Pack {
  const ids = sitingUnitRuleIds(pack);
  return { ...pack, rules: pack.rules.filter((r) => ids.has(r.id)) };
}

const sitingPacks = new WeakMap<Pack, Pack>();

export function viabilityAt(
  source: PlaceRegistry | MunicipalityRegistry,
  pack: Pack,
  municipality: string,
  point: [number, number],
  opts: Omit<ViabilityOptions, 'resolutionM' | 'discs' | 'geojson' | 'maxPlacesPerArea'>,
): PointViability {
  const reg = municipalityOf(source, municipality);
  // The siting rules, and the rules a point's zone decides (the area rules the map draws, and
  // those it cannot: a zone fact the registry does not fill) of this activity and date.
  const areaOpts = {
    activity: opts.activity,
    date: opts.date,
    overrides: opts.overrides ?? {},
    ...(opts.normClass !== undefined ? { normClass: opts.normClass } : {}),
  };
  const areaIds = new Set([...areaRules(pack, areaOpts).map((a) => a.rule), ...zoneDependentRules(pack, areaOpts)]);
  let sp = sitingPacks.get(pack);
  if (!sp) {
    sp = sitingPack(pack);
    sitingPacks.set(pack, sp);
  }
  // A class of the law asked: the rules of its lot conditions decide it by the zone.
  const site = opts.siteClass === undefined ? undefined : siteClassOf(pack, opts.activity, opts.siteClass);
  const conditions = site ? lotConditions(pack, site, { date: opts.date, overrides: opts.overrides ?? {}, lang: opts.lang ?? 'pt' }) : [];
  const condRules = new Set(conditions.map((c) => c.rule));
  // A rule waiting on a norm table not loaded (Nova Odessa art. 9, ANEXO I) is run too: it
  // answers "não é possível avaliar" here, never a silent "permitido" (ADR 0016).
  const waiting = normWaitingRules(pack, { ...areaOpts, lang: opts.lang ?? 'pt' }).map((w) => w.rule.slice(pack.id.length + 1));
  const evaluated = new Set([...areaIds, ...condRules, ...waiting]);
  if (evaluated.size > 0) sp = { ...sp, rules: [...sp.rules, ...pack.rules.filter((r) => evaluated.has(r.id))] };
  const input = {
    municipality,
    activity: opts.activity,
    application: { type: 'new', ...(site ? { requestedClass: site.id } : {}) },
    lot: { location: point },
    ...(opts.normClass !== undefined ? { storage: { containers: containersForClass(opts.normClass) } } : {}),
  } as EstablishmentInput;
  const fillOpts = { date: opts.date, overrides: opts.overrides ?? {}, ...(opts.assumeSurveyed ? { assumeSurveyed: true } : {}) };
  const { input: filled, report } = fillSiting(reg, pack, input, fillOpts);
  const result = evaluate(sp, filled, { date: opts.date, overrides: opts.overrides ?? {}, ...(opts.lang ? { lang: opts.lang } : {}) });
  // A class's rule that waits only on the lot: its conditions are listed; one that does not apply here drops out.
  const listed = new Set<string>();
  const kept = result.findings.filter((f) => {
    const local = f.rule.slice(pack.id.length + 1);
    const onLot = f.status === 'cannot-evaluate' && (f.missing ?? []).length > 0 && (f.missing ?? []).every((m) => m.startsWith('lot.'));
    // A zone rule that waits only on the lot here (VdC art. 5 in a zone that admits a class: the
    // frontage and depth decide) does not decide the point either: the class table lists the lot.
    if (!condRules.has(local)) return !(onLot && areaIds.has(local));
    if (f.status === 'not-applicable') return false;
    if (onLot) listed.add(local);
    return !onLot;
  });
  const layers = new Set<string>();
  for (const f of kept)
    for (const m of f.status === 'cannot-evaluate' ? (f.missing ?? []) : []) {
      const layer = LAYER_OF[m];
      if (layer && !report.zoneFacts.includes(m)) layers.add(layer);
    }
  const findings: PointViability['findings'] = kept.map((f) => ({
    rule: f.rule,
    citation: f.citation.text,
    status: f.status,
    message: f.message,
    places: f.places ?? [],
    ...(f.notes && f.notes.length > 0 ? { notes: f.notes } : {}),
  }));
  // The NBR class asked stores more than any class of the law allows: no lot admits it.
  const cd = result.classDetail;
  if (opts.normClass !== undefined && cd && cd.class === null && cd.totalKg !== undefined)
    findings.push({
      rule: `${pack.id}/${cd.citation.unit}`,
      citation: cd.citation.text,
      status: 'violated',
      message: cd.reason,
      places: [],
      classLimit: true,
    });
  const violated = findings.some((f) => f.status === 'violated');
  const unknown = kept.some((f) => f.status === 'cannot-evaluate');
  const out: PointViability = {
    allowed: !violated && !unknown,
    verdict: violated ? 'excluded' : unknown ? 'cannot-evaluate' : 'allowed',
    findings,
    unsurveyed: report.unsurveyed.map((u) => u.category),
  };
  if (report.assumeSurveyed) out.assumeSurveyed = true;
  if (site) out.conditions = conditions.filter((c) => listed.has(c.rule));
  if (layers.size > 0) out.missingLayers = [...layers];
  const off = pack.boundary ? metresOutside(point, pack.boundary) : 0;
  if (off > 0) out.outsideBoundaryM = Math.max(1, Math.round(off));
  return out;
}
