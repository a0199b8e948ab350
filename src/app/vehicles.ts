/**
 * Delivery vehicles as a use case the CLI and the API share (issue 11 item 4): register a vehicle
 * to an outlet (validated with the municipality's vocabulary, checked against its law at once),
 * and the roadside check by plate — licensed or not, for which outlet, and what is wrong.
 */
import { ruleCitation } from '../core/engine.ts';
import { formatDate } from '../core/format.ts';
import { InputError } from '../core/input/validate.ts';
import type { Pack } from '../core/pack.ts';
import type { IsoDate, Lang } from '../core/types.ts';
import { insuranceGap } from '../field/vehicle-insurance.ts';
import { checkVehicle, normalisePlate, type VehicleCheck, type VehicleFacts, validateVehicle, vehicleRulesOf } from '../field/vehicles.ts';
import type { Repository, Scope } from '../store/repository.ts';
import type { OutletLicence, RegisteredVehicle } from '../store/vehicles.ts';

/** The activity an outlet carries on: its record's own data.activity, else a fixed outlet's. */
function activityOf(data: Record<string, unknown>): string {
  return typeof data['activity'] === 'string' ? data['activity'] : 'glp-resale';
}

/** The vehicle as the engine reads it: the registration's columns and its facts. */
export function vehicleFactsOf(v: RegisteredVehicle): VehicleFacts {
  const out: VehicleFacts = { ...v.facts, plate: v.plate, type: v.type };
  if (v.ownership !== null) out.ownership = v.ownership;
  return out;
}

export interface RegisterArgs {
  establishmentId: string;
  /** plate, type, ownership and the municipality's own facts (e.g. signs, inspected). */
  vehicle: Record<string, unknown>;
  contract?: string | null;
}

export interface Registered {
  vehicle: RegisteredVehicle;
  check: VehicleCheck;
}

export async function registerVehicle(
  repo: Repository,
  pack: Pack,
  scope: Scope,
  args: RegisterArgs,
  date: IsoDate,
  lang: Lang = 'pt',
): Promise<Registered> {
  vehicleRulesOf(pack);
  const outlet = await repo.getEstablishment(scope, args.establishmentId);
  if (outlet.municipality !== pack.id)
    throw InputError.of('establishmentId', args.establishmentId, `an outlet of ${pack.id} (this one is of ${outlet.municipality})`);
  const activity = activityOf(outlet.data);
  const v = validateVehicle(pack, activity, args.vehicle);
  const { plate, type, ownership, ...facts } = v;
  const saved = await repo.vehicles.register(scope, {
    municipality: pack.id,
    establishmentId: outlet.id,
    plate,
    type,
    ownership: ownership ?? null,
    contract: args.contract ?? null,
    facts,
  });
  return { vehicle: saved, check: checkVehicle(pack, vehicleFactsOf(saved), activity, date, { lang }) };
}

/**
 * Observed facts of a plate no outlet registered, validated as a vehicle's (an outlet's default
 * activity): only the problems of the facts given count — the type and the rest were never registered.
 */
function checkObserved(pack: Pack, observed: Record<string, unknown>, plate: string): void {
  try {
    validateVehicle(pack, activityOf({}), { ...observed, plate });
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    const given = new Set(Object.keys(observed));
    const problems = e.problems.filter((p) => given.has(p.field.split(/[.[]/)[0] as string));
    if (problems.length > 0) throw new InputError(problems);
  }
}

export interface RoadsideCheck {
  municipality: string;
  plate: string;
  date: IsoDate;
  /** Registered to an outlet of the municipality. */
  registered: boolean;
  /** Registered to an active outlet holding an alvará in force, or covered by a vehicle licence of its own. */
  licensed: boolean;
  outlet: { id: string; name: string; cnpj: string | null; activity: string } | null;
  licences: OutletLicence[];
  /** The law's rules on the vehicle (absent when it is not registered: nothing to check it against). */
  check: VehicleCheck | null;
  /** What is wrong, in the evaluation language: licensing first, then the law's violated rules. */
  problems: string[];
  /** What the check cannot tell on its own, to weigh before acting on it (a registry with no vehicle at all). */
  cautions: string[];
  lawPackVersion: string;
}

export async function roadsideCheck(
  repo: Repository,
  pack: Pack,
  scope: Scope,
  rawPlate: string,
  date: IsoDate,
  opts: { lang?: Lang; observed?: Record<string, unknown> } = {},
): Promise<RoadsideCheck> {
  vehicleRulesOf(pack);
  const lang = opts.lang ?? 'pt';
  const t = (pt: string, en: string) => (lang === 'en' ? en : pt);
  const plate = normalisePlate(rawPlate);
  const found = await repo.vehicles.byPlate(scope, pack.id, plate, date);
  const problems: string[] = [];
  const vehicleLicence = found.licences.some((l) => l.kind === 'vehicle');
  const alvara = found.licences.some((l) => l.kind === 'alvara');
  const out: RoadsideCheck = {
    municipality: pack.id,
    plate,
    date,
    registered: found.vehicle !== null,
    licensed: false,
    outlet: null,
    licences: found.licences,
    check: null,
    problems,
    cautions: [],
    lawPackVersion: pack.version,
  };
  // Every finding names its unit: for a plate no outlet registered, the law's words on whose vehicles
  // may carry or sell GLP (the pack's `vehicles.unregistered`); for an outlet without an alvará in
  // force, the unit that requires the alvará (the procedure's alvará stage cites it).
  const cited = (unit: string | undefined) => (unit === undefined ? '' : ` (${ruleCitation(pack, unit).text})`);
  const by = cited(pack.procedure?.stages.find((st) => st.kind === 'alvara')?.cite);
  if (!found.vehicle || !found.outlet) {
    // What the inspector observed is checked whatever the plate: a bad value or an unknown fact is
    // refused as it is for a registered vehicle, not ignored because there is nothing to check it on.
    if (opts.observed !== undefined) checkObserved(pack, opts.observed, plate);
    out.licensed = vehicleLicence;
    // Only a law that licenses vehicles themselves (ownLicence) has "no vehicle licence" to say.
    const own = pack.field?.vehicles?.ownLicence === true;
    if (!vehicleLicence)
      problems.push(
        t(
          `Placa ${plate} não cadastrada em nenhum posto revendedor de ${pack.name}${own ? ' e sem licença de veículo em vigor' : ''}${cited(pack.field?.vehicles?.unregistered)}.`,
          `Plate ${plate} is registered to no outlet of ${pack.name}${own ? ' and has no vehicle licence in force' : ''}${cited(pack.field?.vehicles?.unregistered)}.`,
        ),
      );
    // "No vehicle found" is not "not licensed" when nothing was ever registered here (a wrong
    // --data, a registry not yet loaded): the inspector is told before acting on it. Only to one
    // who may read this municipality's registry: another's sees an empty list it cannot judge.
    const readsRegistry = scope.municipality === null || scope.municipality === pack.id;
    if (!vehicleLicence && readsRegistry && (await repo.vehicles.list(scope, pack.id)).length === 0)
      out.cautions.push(
        t(
          `O cadastro de veículos de ${pack.name} está vazio: nenhuma placa cadastrada em posto algum — confira se é o cadastro certo antes de autuar.`,
          `The vehicle registry of ${pack.name} is empty: no plate is registered to any outlet — check that it is the right registry before issuing a notice.`,
        ),
      );
    return out;
  }
  const activity = activityOf(found.outlet.data);
  out.outlet = { id: found.outlet.id, name: found.outlet.name, cnpj: found.outlet.cnpj, activity };
  const outletOk = found.outlet.status === 'active' && alvara;
  out.licensed = outletOk || vehicleLicence;
  if (found.outlet.status !== 'active')
    problems.push(t(`O posto ${found.outlet.name} está encerrado.`, `The outlet ${found.outlet.name} is closed.`));
  else if (!alvara && !vehicleLicence) {
    problems.push(
      t(
        `O posto ${found.outlet.name} não tem alvará em vigor em ${formatDate(date)}${by}.`,
        `The outlet ${found.outlet.name} has no alvará in force on ${formatDate(date)}${by}.`,
      ),
    );
  }
  // What the inspector sees at the roadside replaces what was registered (e.g. signs: false).
  const facts =
    opts.observed === undefined
      ? vehicleFactsOf(found.vehicle)
      : validateVehicle(pack, activity, { ...vehicleFactsOf(found.vehicle), ...opts.observed, plate });
  out.check = checkVehicle(pack, facts, activity, date, { lang });
  for (const p of out.check.problems) problems.push(p);
  // "ou estarem em sua posse mediante contrato" (Belém art. 6º § 1º): the declared possession passes
  // the rule, but the registration names no contract — the inspector asks for it before relying on it.
  const contractUnit = pack.field?.vehicles?.contract;
  if (contractUnit !== undefined && facts.ownership === 'contracted' && !found.vehicle.contract?.trim())
    out.cautions.push(
      t(
        `Veículo declarado em posse do posto mediante contrato, mas o cadastro não indica o contrato${cited(contractUnit)}: peça o contrato.`,
        `Vehicle declared held by the outlet under contract, but the registration names no contract${cited(contractUnit)}: ask for the contract.`,
      ),
    );
  // "seguro contra terceiros, inclusive dos veículos" (Salvador art. 2º, II): what the outlet's record says of it.
  const insurance = pack.field?.vehicles?.insurance;
  const gap = insurance ? insuranceGap(found.outlet, insurance.document, date, lang) : null;
  if (insurance && gap !== null)
    out.cautions.push(
      t(
        `${gap}${cited(insurance.unit)}: peça a apólice que cubra o veículo ${plate}.`,
        `${gap}${cited(insurance.unit)}: ask for the policy covering the vehicle ${plate}.`,
      ),
    );
  return out;
}
