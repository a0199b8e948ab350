/**
 * Delivery vehicles of an outlet, checked against the law of its municipality (issue 11 item 4):
 * Belém art. 6 (forbidden kinds; owned or contracted), Salvador arts. 3 and 8 (adapted,
 * identified element by element, sidecar on motorcycles, no horn, signs), Nova Odessa arts. 14 and 15 (inspection,
 * extra extinguisher, ownership, crew, licence on the front, drivers' course, no trailers).
 *
 * The pack names its vehicle rules (`field.vehicles.rules`); the engine evaluates them on the one
 * vehicle as the outlet's only vehicle, with the outlet's activity: a roadside answer and a desk
 * evaluation cannot disagree. Pure: the date is an argument, nothing is read or stored here.
 */
import { evaluate } from '../core/engine.ts';
import { InputError, parseInputFor } from '../core/input/validate.ts';
import { SHARED_VEHICLE_TYPES } from '../core/input/schema.ts';
import type { Pack } from '../core/pack.ts';
import type { IsoDate, Lang, Status } from '../core/types.ts';

/**
 * A Brazilian plate: the old format ABC1234 or the Mercosul ABC1D23 (Resolução CONTRAN 780/2019),
 * hyphen, spaces and case ignored.
 */
const PLATE = /^[A-Z]{3}\d[A-Z0-9]\d{2}$/;

export function normalisePlate(raw: string): string {
  const p = String(raw).toUpperCase().replace(/[\s-]/g, '');
  if (!PLATE.test(p)) throw InputError.of('plate', JSON.stringify(raw), 'a plate such as ABC1D23 (Mercosul) or ABC-1234');
  return p;
}

/** The vehicle as registered: kind, ownership and the pack's own yes/no facts (e.g. signs, inspected). */
export interface VehicleFacts {
  plate: string;
  type: string;
  ownership?: 'owned' | 'contracted' | 'other';
  /** Facts of the municipality's vocabulary beyond the shared ones (validated with its schema). */
  [fact: string]: unknown;
}

export interface VehicleFinding {
  /** Full rule id, e.g. "<pack>/art6". */
  rule: string;
  /** The unit's citation text. */
  unit: string;
  /** The unit's id in the pack's law (e.g. "art13-par5"): what an infraction notice names as violated (`glp notices issue --unit`). */
  unitId: string;
  status: Status;
  text: string;
  /** With cannot-evaluate: the facts to record on the vehicle (paths inside it, e.g. "signs"). */
  missing?: string[];
}

export interface VehicleCheck {
  /** True when no rule of the law is violated (facts still missing do not make it false). */
  compliant: boolean;
  findings: VehicleFinding[];
  /** The violated findings' texts: what is wrong. */
  problems: string[];
  /** Facts the law asks about the vehicle that are not recorded. */
  missing: string[];
}

/** Whether the pack's law has rules on delivery vehicles. */
export function vehicleRulesOf(pack: Pack): readonly string[] {
  const rules = pack.field?.vehicles?.rules;
  if (!rules || rules.length === 0)
    throw InputError.of('municipality', pack.id, 'a municipality whose law regulates delivery vehicles (not applicable here)');
  return rules;
}

/**
 * Validates a vehicle with the municipality's vocabulary (shared facts and the pack's own), as
 * the only vehicle of a document: errors name the field ("vehicles[0].signs" → "signs").
 */
export function validateVehicle(pack: Pack, activity: string, vehicle: Record<string, unknown>): VehicleFacts {
  const plate = normalisePlate(String(vehicle['plate'] ?? ''));
  try {
    const doc = parseInputFor(pack, { municipality: pack.id, activity, vehicles: [{ ...vehicle, plate }] });
    const v = (doc.vehicles as VehicleFacts[])[0] as VehicleFacts;
    // A document may leave a vehicle's type out (a rule asks for it); the registry keeps a vehicle
    // by its type, so a registration names it.
    if (v.type === undefined)
      throw InputError.of('vehicles[0].type', 'nothing', `one of ${SHARED_VEHICLE_TYPES.map((t) => JSON.stringify(t.id)).join(', ')}`);
    return v;
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    throw new InputError(
      e.problems.map((p) => {
        const field = p.field.replace(/^vehicles\[0\]\.?/, '') || 'vehicle';
        return { ...p, field, message: `${field}: found ${p.found}, expected ${p.expected}` };
      }),
    );
  }
}

/** The vehicle checked against the pack's vehicle rules on `date`, for an outlet carrying on `activity`. */
export function checkVehicle(
  pack: Pack,
  vehicle: VehicleFacts,
  activity: string,
  date: IsoDate,
  opts: { lang?: Lang; overrides?: Record<string, unknown> } = {},
): VehicleCheck {
  const wanted = new Set(vehicleRulesOf(pack).map((r) => `${pack.id}/${r}`));
  const result = evaluate(pack, { municipality: pack.id, activity, vehicles: [vehicle] } as Parameters<typeof evaluate>[1], {
    date,
    lang: opts.lang ?? 'pt',
    overrides: opts.overrides ?? {},
  });
  const findings: VehicleFinding[] = [];
  const missing = new Set<string>();
  for (const f of result.findings) {
    if (!wanted.has(f.rule)) continue;
    const out: VehicleFinding = { rule: f.rule, unit: f.citation.text, unitId: f.citation.unit, status: f.status, text: f.message };
    if (f.status === 'cannot-evaluate' && f.missing) {
      out.missing = f.missing.map((m) => m.replace(/^vehicles\[0\]\.?/, '') || 'vehicle');
      for (const m of out.missing) missing.add(m);
    }
    findings.push(out);
  }
  const problems = findings.filter((f) => f.status === 'violated').map((f) => `${f.unit}: ${f.text}`);
  return { compliant: problems.length === 0, findings, problems, missing: [...missing] };
}
