/**
 * "In what class may I open here?" — the applicant's question before buying a lot. Where a law's
 * distances depend on the NBR 15514 class (Belém art. 2 I b, Salvador art. 10 through the norm's
 * Table C1), a point asked without a class cannot be decided by those rules; the answer for each
 * class, at the most that class stores, tells which classes the point admits. Where the law has
 * classes of its own that the zone decides (Pack.siteClasses: Vitória da Conquista art. 5, A/B/C
 * by the zone of art. 2), the rows are those classes, each with the lot it requires. Pure.
 */
import type { Pack } from '../core/pack.ts';
import { normClassBounds } from './plan.ts';
import type { MunicipalityRegistry, PlaceRegistry } from './registry.ts';
import { type LotCondition, paramReader, siteClassesFor } from './site-classes.ts';
import { normWaitingRules } from './unchecked-rules.ts';
import { type PointViability, viabilityAt } from './viability-point.ts';
import type { ViabilityOptions } from './viability-types.ts';

export interface ClassViability {
  /** NBR 15514 class (I…VII, Especial). */
  class: string;
  /** The most GLP the class stores (kg of nominal capacity), as probed; null for the open class. */
  maxKg: number | null;
  verdict: PointViability['verdict'];
  /** What decided: the violated findings when excluded, the undecided ones when it cannot be evaluated. */
  deciding: { rule: string; citation: string; status: string; message: string }[];
  /** A class of the law (siteClasses): what it stores at most, in the law's words. */
  stores?: string;
  /** A class of the law: the lot conditions it requires at this point, to check on the lot (cited). */
  conditions?: LotCondition[];
}

type PointOptions = Omit<ViabilityOptions, 'resolutionM' | 'discs' | 'geojson' | 'maxPlacesPerArea'>;

/** Each finding's rule and status, to compare answers (leaving out the rules in `skip`). */
function outcomes(p: PointViability, skip: ReadonlySet<string>): string {
  return p.findings
    .filter((f) => !skip.has(f.rule) && !f.classLimit)
    .map((f) => `${f.rule}:${f.status}`)
    .join('|');
}

/**
 * The answer at `point` for every NBR 15514 class, or null when the class changes nothing (no
 * rule of the law at this point reads it): then the answer without a class is the answer.
 */
export function viabilityByClass(
  source: PlaceRegistry | MunicipalityRegistry,
  pack: Pack,
  municipality: string,
  point: [number, number],
  opts: PointOptions,
  withoutClass: PointViability,
): ClassViability[] | null {
  if (opts.normClass !== undefined || opts.siteClass !== undefined) return null;
  const site = siteClassesFor(pack, opts.activity);
  if (site) return siteRows(source, pack, municipality, point, opts);
  const rows: ClassViability[] = [];
  const seen = new Set<string>();
  // A rule waiting on a norm table not loaded and measured on the lot (Nova Odessa art. 9,
  // ANEXO I) answers "cannot evaluate" for every quantity it governs: its differences between
  // NBR classes say nothing of the point, and NBR rows would stand in for a law's own classes.
  const waiting = new Set(
    normWaitingRules(pack, { activity: opts.activity, date: opts.date, overrides: opts.overrides ?? {} }).map((w) => w.rule),
  );
  for (const { class: cls, maxKg } of normClassBounds()) {
    // The probe stores the class's maximum (containersForClass, inside viabilityAt).
    const r = viabilityAt(source, pack, municipality, point, { ...opts, normClass: cls });
    seen.add(outcomes(r, waiting));
    rows.push({ class: cls, maxKg, verdict: r.verdict, deciding: decidingOf(r) });
  }
  // Every class answers as the question without a class did: the class decides nothing here.
  if (seen.size === 1 && seen.has(outcomes(withoutClass, waiting))) return null;
  return rows;
}

function decidingOf(r: PointViability): ClassViability['deciding'] {
  const wanted = r.verdict === 'excluded' ? 'violated' : r.verdict === 'cannot-evaluate' ? 'cannot-evaluate' : null;
  return r.findings.filter((f) => f.status === wanted).map(({ rule, citation, status, message }) => ({ rule, citation, status, message }));
}

/** The law's own classes (siteClasses), each asked at the point: the zone decides, the lot is a condition. */
function siteRows(
  source: PlaceRegistry | MunicipalityRegistry,
  pack: Pack,
  municipality: string,
  point: [number, number],
  opts: PointOptions,
): ClassViability[] {
  const site = siteClassesFor(pack, opts.activity);
  const p = paramReader(pack, opts.date, opts.overrides ?? {});
  return (site?.classes ?? []).map((c) => {
    const r = viabilityAt(source, pack, municipality, point, { ...opts, siteClass: c.id });
    return {
      class: c.id,
      maxKg: null,
      stores: c.stores(p, opts.lang ?? 'pt'),
      verdict: r.verdict,
      deciding: decidingOf(r),
      conditions: r.conditions ?? [],
    };
  });
}

/** The classes a point admits among the law's own (siteClasses rows): each allowed one, in the law's order. */
export function admittedClasses(rows: readonly ClassViability[]): string[] {
  return rows.filter((r) => r.verdict === 'allowed').map((r) => r.class);
}

/** The largest class allowed when every smaller class is allowed too; null when class I is not. */
export function largestAllowedClass(rows: readonly ClassViability[]): string | null {
  let last: string | null = null;
  for (const r of rows) {
    if (r.verdict !== 'allowed') break;
    last = r.class;
  }
  return last;
}

/** The answer at a point, with the answer per class when none was asked and the class decides (byClass). */
export function pointAnswer(
  source: PlaceRegistry | MunicipalityRegistry,
  pack: Pack,
  municipality: string,
  point: [number, number],
  opts: PointOptions,
): PointViability & { byClass?: ClassViability[]; classScheme?: string } {
  const r = viabilityAt(source, pack, municipality, point, opts);
  const byClass = viabilityByClass(source, pack, municipality, point, opts, r);
  // The law's own classes are named by their scheme (the NBR 15514's are the default).
  const site = siteClassesFor(pack, opts.activity);
  const scheme = site && (byClass !== null || opts.siteClass !== undefined) ? { classScheme: site.scheme[opts.lang ?? 'pt'] } : {};
  return byClass === null ? { ...r, ...scheme } : { ...r, byClass, ...scheme };
}
