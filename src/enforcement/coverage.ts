/**
 * Which of the law's penalty items may punish a violated unit. A notice names both the item
 * (art. 15, V) and the units breached (art. 2º, V); the law ties them ("descumprimento de
 * qualquer inciso do art. 2º: notificação; mantendo-se irregular, multa" — Salvador art. 15, V),
 * so a notice fining a storage fault as an art. 2 breach, or an art. 2 item without the
 * notification first, is refused. The most specific unit that says decides: art. 2º, § 2º is
 * punished under art. 15, III though art. 2º as a whole falls under V.
 */
import type { InfractionDef } from '../core/enforcement.ts';
import type { Pack } from '../core/pack.ts';
import type { IsoDate } from '../core/types.ts';
import { citationOf } from '../core/citation.ts';
import { EnforcementError, paramValue } from './fines.ts';

/** unit → the infraction ids that punish it (null: the law sets none of its own). */
type Coverage = Map<string, Set<string | null>>;

function coverageOn(pack: Pack, date: IsoDate): Coverage {
  const enf = pack.enforcement;
  const out: Coverage = new Map();
  const add = (unit: string, infraction: string | null) => {
    const set = out.get(unit) ?? new Set<string | null>();
    set.add(infraction);
    out.set(unit, set);
  };
  if (!enf) return out;
  for (const def of enf.infractions) for (const unit of def.covers ?? []) add(unit, def.id);
  const byRule = enf.coverageByRule;
  if (byRule) {
    const map = paramValue(pack, byRule.parameter, date).value as Record<string, string | null>;
    for (const rule of pack.rules) {
      if (!(rule.id in map)) continue;
      const item = map[rule.id];
      // A value naming no infraction of the pack (Salvador's "par2": revocation, not a fine) punishes with none.
      const id = item == null ? null : byRule.infraction(item);
      const known = id !== null && enf.infractions.some((d) => d.id === id) ? id : null;
      for (const unit of rule.implements ?? []) add(unit, known);
    }
  }
  return out;
}

const within = (unit: string, of: string) => unit === of || unit.startsWith(`${of}-`);

/**
 * The items that may punish `unit`: those of the most specific covered unit containing it, or
 * (the unit is a whole article or paragraph) of every covered unit inside it. Undefined: no
 * item covers it.
 */
function itemsFor(coverage: Coverage, unit: string): Set<string | null> | undefined {
  let best: string | undefined;
  for (const c of coverage.keys()) if (within(unit, c) && (best === undefined || c.length > best.length)) best = c;
  if (best !== undefined) return coverage.get(best);
  const inside = [...coverage.keys()].filter((c) => within(c, unit));
  if (inside.length === 0) return undefined;
  return new Set(inside.flatMap((c) => [...(coverage.get(c) ?? [])]));
}

function unitText(pack: Pack, unit: string): string {
  for (const law of pack.laws) if (law.units.some((u) => u.id === unit)) return citationOf(law, unit).text;
  return unit;
}

/** Refuses (EnforcementError on `infraction`) a notice whose item the law does not give to one of its units. */
export function checkInfractionCoversUnits(pack: Pack, infraction: InfractionDef, units: readonly string[], date: IsoDate): void {
  const enf = pack.enforcement;
  if (!enf) return;
  const coverage = coverageOn(pack, date);
  if (coverage.size === 0) return;
  for (const unit of units) {
    const items = itemsFor(coverage, unit);
    if (items === undefined) {
      if (!enf.onlyCoveredUnits) continue;
      const all = enf.infractions.map((d) => `${d.id} (${(d.covers ?? []).map((u) => unitText(pack, u)).join(', ')})`).join('; ');
      throw new EnforcementError(
        'units',
        `${unit} (${unitText(pack, unit)})`,
        `a unit the law punishes — it sets penalties only for: ${all}`,
      );
    }
    if (items.has(infraction.id)) continue;
    const others = [...items].filter((i): i is string => i !== null);
    throw new EnforcementError(
      'infraction',
      `${infraction.id} for ${unit} (${unitText(pack, unit)})`,
      others.length > 0
        ? `the item the law gives to ${unitText(pack, unit)}: ${others.join(' or ')}`
        : `a unit with a penalty of this law: it sets none of its own for ${unitText(pack, unit)}`,
    );
  }
}
