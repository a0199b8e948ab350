/**
 * The viability map's use case, shared by `glp viability` and /api/viability: the request's
 * parameters checked against the municipality's law (date, activity, NBR class, resolution,
 * what-if values), and the municipality's registry loaded from the store. The map itself is
 * src/siting/viability.ts.
 */
import { formatNumber as fmt } from '../core/format.ts';
import { activitiesOf } from '../core/input/vocabulary.ts';
import { positionOutside } from '../core/input/sanity.ts';
import { InputError, type InputProblem } from '../core/input/validate.ts';
import { parseOverrides as parseOverrideItems } from '../core/overrides.ts';
import type { Pack } from '../core/pack.ts';
import type { PackRegistry } from '../core/registry.ts';
import { packFor } from '../siting/pack-of.ts';
import { normClasses } from '../siting/plan.ts';
import { siteClassesFor, siteClassOf } from '../siting/site-classes.ts';
import { PlaceRegistry } from '../siting/registry.ts';
import type { Progress } from '../siting/types.ts';
import type { ViabilityOptions } from '../siting/viability.ts';
import type { Repository } from '../store/repository.ts';
import { checkDate, checkOverrides } from './evaluate-document.ts';

function parseSet(values: string[]): Record<string, unknown> {
  return parseOverrideItems(values, (s) => InputError.of('set', JSON.stringify(s), 'PARAMETER=VALUE'));
}

/** Checks the common parameters of a viability request; bad ones → InputError (400). */
export function viabilityParams(
  packs: PackRegistry,
  municipality: string,
  q: {
    date?: string | undefined;
    activity?: string | undefined;
    class?: string | undefined;
    resolution?: string | undefined;
    set?: string[];
  },
  today: string,
): { pack: Pack; opts: ViabilityOptions } {
  const pack = packFor(packs, municipality);
  if (!pack) throw InputError.of('municipality', JSON.stringify(municipality), 'a municipality with a law pack');
  const date = checkDate(pack, q.date ?? today);
  const activity = q.activity ?? 'glp-resale';
  // The activities of this municipality's law: the shared ones and those its pack declares.
  const activities = activitiesOf([pack]).map((t) => t.id);
  if (!activities.includes(activity)) throw InputError.of('activity', JSON.stringify(activity), `one of ${activities.join(', ')}`);
  const opts: ViabilityOptions = { date, activity };
  if (q.class !== undefined) {
    // The law's own classes that the zone decides (VdC art. 5: A, B, C), else the NBR 15514's.
    const site = siteClassOf(pack, activity, q.class);
    const classes = normClasses();
    if (site) opts.siteClass = site.id;
    else if (classes.includes(q.class)) opts.normClass = q.class;
    else throw InputError.of('class', JSON.stringify(q.class), classesExpected(pack, activity));
  }
  if (q.resolution !== undefined) {
    const r = Number(q.resolution);
    if (!Number.isFinite(r) || r < 0.5 || r > 1000)
      throw InputError.of('resolution', JSON.stringify(q.resolution), 'a cell size in metres from 0.5 to 1000');
    opts.resolutionM = r;
  }
  const overrides = parseSet(q.set ?? []);
  // Clones of a municipality ("salvador-ba~003") use its pack's parameter ids.
  checkOverrides(pack, overrides);
  opts.overrides = overrides;
  return { pack, opts };
}

/** The classes `--class` / `class=` takes for the activity, as the refusal names them. */
export function classesExpected(pack: Pack, activity: string): string {
  const site = siteClassesFor(pack, activity);
  const nbr = `an NBR 15514 class: ${normClasses().join(', ')}`;
  return site ? `a class of ${site.scheme.en}: ${site.classes.map((c) => c.id).join(', ')}; or ${nbr}` : nbr;
}

/**
 * A point asked about that lies outside the municipality (beyond the tolerance of its simplified
 * boundary), as a problem on `field`; null inside. Its law has no answer there — a dropped sign
 * or swapped axes are the usual slips, and the problem says which.
 */
export function pointOutside(pack: Pack, point: readonly [number, number], field: string): InputProblem | null {
  return pack.boundary ? positionOutside(field, point, pack.boundary, pack.name) : null;
}

/** The registry of one municipality, as the store holds it. */
export async function loadMunicipalityRegistry(repo: Repository, municipality: string, progress?: Progress): Promise<PlaceRegistry> {
  progress?.start({ pt: `carregando ${municipality}`, en: `loading ${municipality}` }, 0);
  const registry = await PlaceRegistry.fromRepository(repo, {
    municipalities: [municipality],
    ...(progress ? { onProgress: (d: number) => progress.update(d) } : {}),
  });
  progress?.finish({ pt: `${fmt(registry.size, 'pt')} registros`, en: `${fmt(registry.size, 'en')} records` });
  return registry;
}
