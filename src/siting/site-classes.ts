/**
 * The classes of a pack's own law that the lot's zone decides (Pack.siteClasses: Vitória da
 * Conquista art. 5, A/B/C by the zone of art. 2), as a point answers them: which scheme applies
 * to the activity, the parameters on the date asked, and the lot conditions a class requires,
 * cited. Nothing here names a municipality.
 */
import { ruleCitation } from '../core/engine.ts';
import type { Pack, ParamReader, SiteClassDef, SiteClassesDef } from '../core/pack.ts';
import { valueOn } from '../core/pack.ts';
import type { IsoDate, Lang } from '../core/types.ts';

/** A lot condition of a class at a point: what to check on the lot, the unit that sets it. */
export interface LotCondition {
  rule: string;
  citation: string;
  text: string;
}

/** The pack's site classes for the activity, or undefined when its law has none for it. */
export function siteClassesFor(pack: Pack, activity: string): SiteClassesDef | undefined {
  const s = pack.siteClasses;
  return s?.activities.includes(activity) ? s : undefined;
}

/** The class `id` of the scheme for the activity (case as the law writes it), or undefined. */
export function siteClassOf(pack: Pack, activity: string, id: string): SiteClassDef | undefined {
  return siteClassesFor(pack, activity)?.classes.find((c) => c.id.toLowerCase() === id.toLowerCase());
}

/** The pack's parameters on the date, what-if values (full ids) first. */
export function paramReader(pack: Pack, date: IsoDate, overrides: Record<string, unknown> = {}): ParamReader {
  return <V>(id: string): V => {
    const full = `${pack.id}/${id}`;
    if (full in overrides) return overrides[full] as V;
    const def = pack.paramIndex.get(id);
    const v = def ? valueOn(def, date) : undefined;
    if (!v) throw new Error(`${full} has no value on ${date}`);
    return v.value as V;
  };
}

/** The class's lot conditions, each with its unit's citation. */
export function lotConditions(
  pack: Pack,
  cls: SiteClassDef,
  opts: { date: IsoDate; overrides?: Record<string, unknown>; lang?: Lang },
): LotCondition[] {
  return cls
    .conditions(paramReader(pack, opts.date, opts.overrides), opts.lang ?? 'pt')
    .map((c) => ({ rule: c.rule, citation: ruleCitation(pack, c.unit).text, text: c.text }));
}
