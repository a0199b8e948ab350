/**
 * Rules that turn on where the lot lies rather than on nearby places: a distance to the
 * urban perimeter (VdC arts. 16 and 18: depots 2 000 m / 500 m from it) or the kind of
 * zone. Packs express them as rule code over zone facts (zone.insideUrbanPerimeter,
 * zone.distanceToUrbanPerimeterM, zone.kind), not as siting data, so the viability map
 * finds them by asking the engine: it evaluates the pack's other rules for a hypothetical
 * new establishment with only the zone facts varied, keeps the rules whose verdict flips,
 * and finds the distance where it flips by bisection (to the centimetre, as the engine
 * rounds). Nothing here knows any municipality: a new pack with such a rule is mapped too.
 */
import { evaluate } from '../core/engine.ts';
import type { EstablishmentInput } from '../core/input/schema.ts';
import type { Pack } from '../core/pack.ts';
import type { IsoDate, Operator, Status } from '../core/types.ts';
import { containersForClass } from './plan.ts';
import { ZONE_KINDS } from './types.ts';

export interface AreaRule {
  rule: string;
  fullId: string;
  citation: string;
  title: { pt: string; en: string };
  /**
   * 'perimeter-buffer': excluded inside the urban perimeter and within radiusM of it (op as
   * the law words it); 'outside-perimeter': excluded outside it; 'zone-kind': excluded in
   * zones of the listed kinds.
   */
  kind: 'perimeter-buffer' | 'outside-perimeter' | 'zone-kind';
  radiusM: number;
  op: Operator;
  zoneKinds: string[];
  /**
   * 'zone-kind' only: what the rule says where no registered zone gives a kind (the registry has
   * a zone layer, but not there), by what is known of the urban perimeter — unstated, inside,
   * outside. VdC art. 2: unknown without a kind, except outside the perimeter (art. 2, I).
   */
  withoutZone?: { unstated: ZoneGapOutcome; inside: ZoneGapOutcome; outside: ZoneGapOutcome };
}

/** What a rule makes of ground: excluded (violated), unknown (it waits on the zone), allowed (else: the lot decides). */
export type ZoneGapOutcome = 'allowed' | 'excluded' | 'unknown';

/** The options a probe varies with: the activity, the date, the class asked (NBR or the law's own), what-if values. */
export interface ProbeOptions {
  activity: string;
  date: IsoDate;
  normClass?: string;
  /** A class of the pack's own law the zone decides (Pack.siteClasses: VdC art. 5, A/B/C), as application.requestedClass. */
  siteClass?: string;
  overrides?: Record<string, unknown>;
}

const FAR = 1e6;

/** A lot's own facts: what a point cannot answer and the lot is checked for. */
const LOT_FACT = /^lot\./;

function outcomeOf(status: Status, missing: readonly string[]): ZoneGapOutcome {
  if (status === 'violated') return 'excluded';
  if (status === 'cannot-evaluate' && !(missing.length > 0 && missing.every((m) => LOT_FACT.test(m)))) return 'unknown';
  return 'allowed';
}

export function probeInput(
  pack: Pack,
  activity: string,
  normClass: string | undefined,
  zone: NonNullable<EstablishmentInput['zone']>,
  siteClass?: string,
): EstablishmentInput {
  const input = {
    municipality: pack.id,
    activity,
    application: { type: 'new', ...(siteClass !== undefined ? { requestedClass: siteClass } : {}) },
    zone,
  } as EstablishmentInput;
  if (normClass !== undefined) input.storage = { containers: containersForClass(normClass) };
  return input;
}

/** The cache key of a probe: the pack's version, the activity, date, classes and what-if values. */
export function probeKey(pack: Pack, opts: ProbeOptions): string {
  return `${pack.id}|${pack.version}|${opts.activity}|${opts.date}|${opts.normClass ?? ''}|${opts.siteClass ?? ''}|${JSON.stringify(opts.overrides ?? {})}`;
}

/** The pack without its distance rules: what the zone probes evaluate. */
export function withoutDistanceRules(pack: Pack): Pack {
  const siting = new Set((pack.siting ?? []).map((s) => s.rule));
  return { ...pack, rules: pack.rules.filter((r) => !siting.has(r.id)) };
}

const cache = new Map<string, AreaRule[]>();
const dependentCache = new Map<string, string[]>();

/** Facts a point's question supplies or the registry fills: where it is, and the class asked (--class). */
const LOCAL_FACT = /^(zone\.|storage\.|application\.requestedQuantity)/;

/**
 * The rules, other than the distance rules, whose answer at a point turns on where it lies: their
 * outcome differs between zone kinds or sides of the urban perimeter, or they ask for a zone fact
 * the registry does not fill (Salvador art. 2, III: whether the PDDU/LOUOS zone permits the sale,
 * zone.zoningAllowsActivity). Kept only when they never wait on anything but the zone and the
 * storage class (a lot's frontage is not a point's question). A point's answer runs them all
 * (viabilityAt), so a zone requirement of the law is decided or named as unknown, never skipped;
 * the map draws those areaRules finds. Local ids, as AreaRule.rule.
 */
export function zoneDependentRules(pack: Pack, opts: ProbeOptions): string[] {
  const key = probeKey(pack, opts);
  const hit = dependentCache.get(key);
  if (hit) return hit;
  const others = withoutDistanceRules(pack);
  const zones: NonNullable<EstablishmentInput['zone']>[] = [
    ...ZONE_KINDS.map((kind) => ({ kind })),
    { insideUrbanPerimeter: true, distanceToUrbanPerimeterM: 0 },
    { insideUrbanPerimeter: false, distanceToUrbanPerimeterM: FAR },
  ];
  const byRule = new Map<string, { status: Status; missing: readonly string[] }[]>();
  for (const zone of zones)
    for (const f of evaluate(others, probeInput(pack, opts.activity, opts.normClass, zone, opts.siteClass), {
      date: opts.date,
      overrides: opts.overrides ?? {},
    }).findings) {
      const list = byRule.get(f.rule) ?? [];
      list.push({ status: f.status, missing: f.missing ?? [] });
      byRule.set(f.rule, list);
    }
  const out: string[] = [];
  for (const [rule, list] of byRule) {
    if (list.every((x) => x.status === 'not-applicable')) continue;
    const varies = new Set(list.map((x) => x.status)).size > 1;
    const asksZone = list.some((x) => x.missing.some((m) => m.startsWith('zone.')));
    const local = list.every((x) => x.status !== 'cannot-evaluate' || (x.missing.length > 0 && x.missing.every((m) => LOCAL_FACT.test(m))));
    if ((varies || asksZone) && local) out.push(rule.slice(pack.id.length + 1));
  }
  if (dependentCache.size > 200) dependentCache.clear();
  dependentCache.set(key, out);
  return out;
}

export function areaRules(pack: Pack, opts: ProbeOptions): AreaRule[] {
  const key = probeKey(pack, opts);
  const hit = cache.get(key);
  if (hit) return hit;
  const others = withoutDistanceRules(pack);
  // One engine run per zone probed: the perimeter probes, each rule's citation and the no-kind probes ask the same zones.
  const probed = new Map<string, ReturnType<typeof evaluate>['findings']>();
  const findingsAt = (zone: NonNullable<EstablishmentInput['zone']>) => {
    const k = JSON.stringify(zone);
    let f = probed.get(k);
    if (!f) {
      f = evaluate(others, probeInput(pack, opts.activity, opts.normClass, zone, opts.siteClass), {
        date: opts.date,
        overrides: opts.overrides ?? {},
      }).findings;
      probed.set(k, f);
    }
    return f;
  };
  const run = (zone: NonNullable<EstablishmentInput['zone']>): Map<string, Status> =>
    new Map(findingsAt(zone).map((f) => [f.rule, f.status]));
  // A rule that waits only on the lot (its frontage, depth) does not exclude the ground: the lot decides.
  const outcomes = (zone: NonNullable<EstablishmentInput['zone']>): Map<string, ZoneGapOutcome> =>
    new Map(findingsAt(zone).map((f) => [f.rule, outcomeOf(f.status, f.missing ?? [])]));
  const out: AreaRule[] = [];
  const meta = (fullId: string) => {
    const local = fullId.slice(pack.id.length + 1);
    const def = pack.rules.find((r) => r.id === local);
    const cite =
      findingsAt({ insideUrbanPerimeter: true, distanceToUrbanPerimeterM: 0 }).find((f) => f.rule === fullId)?.citation.text ?? fullId;
    return { rule: local, fullId, citation: cite, title: def?.title ?? { pt: local, en: local } };
  };

  // The urban perimeter.
  const inside = run({ insideUrbanPerimeter: true, distanceToUrbanPerimeterM: 0 });
  const far = run({ insideUrbanPerimeter: false, distanceToUrbanPerimeterM: FAR });
  for (const [rule, sIn] of inside) {
    const sFar = far.get(rule);
    if (sIn === 'violated' && sFar === 'satisfied') {
      // Smallest distance outside the perimeter that satisfies the rule, to the centimetre.
      const at = (d: number) => run({ insideUrbanPerimeter: false, distanceToUrbanPerimeterM: d }).get(rule);
      let lo = 0;
      let hi = FAR;
      if (at(0) !== 'violated') lo = -1;
      else {
        while (hi - lo > 0.005) {
          const mid = (lo + hi) / 2;
          if (at(mid) === 'violated') lo = mid;
          else hi = mid;
        }
      }
      let limit = lo < 0 ? 0 : Math.round(hi * 100) / 100;
      let op: Operator = '>=';
      // Name the threshold as the law words it: "at least T" allows T, "more than T" does not.
      const whole = Math.round(limit);
      if (whole > 0 && at(whole) === 'violated' && at(whole + 0.01) !== 'violated') {
        limit = whole;
        op = '>';
      } else if (whole > 0 && at(whole) !== 'violated' && at(whole - 0.01) === 'violated') limit = whole;
      out.push({ ...meta(rule), kind: 'perimeter-buffer', radiusM: limit, op, zoneKinds: [] });
    } else if (sIn === 'satisfied' && sFar === 'violated') {
      out.push({ ...meta(rule), kind: 'outside-perimeter', radiusM: 0, op: '>=', zoneKinds: [] });
    }
  }

  // Zone kinds: the rules violated in some kinds and not in others (where the lot alone decides, not excluded).
  const byKind = ZONE_KINDS.map((k) => [k, outcomes({ kind: k })] as const);
  const rules = new Set(byKind.flatMap(([, m]) => [...m.keys()]));
  const noKind = {
    unstated: outcomes({}),
    inside: outcomes({ insideUrbanPerimeter: true, distanceToUrbanPerimeterM: 0 }),
    outside: outcomes({ insideUrbanPerimeter: false, distanceToUrbanPerimeterM: FAR }),
  };
  for (const rule of rules) {
    const bad = byKind.filter(([, m]) => m.get(rule) === 'excluded').map(([k]) => k);
    const good = byKind.filter(([, m]) => m.get(rule) === 'allowed');
    if (bad.length > 0 && good.length > 0 && !out.some((o) => o.fullId === rule))
      out.push({
        ...meta(rule),
        kind: 'zone-kind',
        radiusM: 0,
        op: '>=',
        zoneKinds: bad,
        withoutZone: {
          unstated: noKind.unstated.get(rule) ?? 'allowed',
          inside: noKind.inside.get(rule) ?? 'allowed',
          outside: noKind.outside.get(rule) ?? 'allowed',
        },
      });
  }
  if (cache.size > 200) cache.clear();
  cache.set(key, out);
  return out;
}
