/**
 * Nova Odessa — ANEXO I (minimum safety distances) of Lei 1.761/2000.
 *
 * The law's Annex I table is not in the received text; it follows DNC Portaria 27/1996,
 * whose Annex I was not found either (shared/design/referenced-norms.md). The rule art9
 * reads it as norm table `dnc-portaria-27-1996-anexo-1`; until a municipality loads it, the
 * finding is "cannot-evaluate: … not loaded" — never a pass.
 *
 * Expected shape (src/core/norms/registry.ts NormTable):
 *   id: 'dnc-portaria-27-1996-anexo-1'
 *   distances: { <column id>: { label, byClass: { I: m, II: m, …, VI: m } } }
 * keyed by the classes of art. 5 of THIS law (DNC numbering: IV ≤ 24 960 kg, V ≤ 49 920,
 * VI ≤ 99 840), with the column ids below, each compared with the measured distance in
 * storage.distances. A column id not listed here makes the rule "cannot-evaluate" naming it
 * (the pack must learn which fact it measures); a class missing in a column likewise.
 * `classes` is not read: the class is the one art. 5 of the law gives.
 */
import type { EstablishmentInput } from '../../src/core/input/schema.ts';

export const ANNEX_I_ID = 'dnc-portaria-27-1996-anexo-1';

type StorageDistances = NonNullable<NonNullable<EstablishmentInput['storage']>['distances']>;
type DistanceFact = { [K in keyof StorageDistances]-?: StorageDistances[K] extends number | undefined ? K : never }[keyof StorageDistances];

export interface AnnexColumn {
  /** The measured distance in storage.distances. */
  fact: DistanceFact;
  /**
   * For the property line: the column applies only when the property line has (true) or
   * has not (false) a wall — decided by storage.distances.propertyLineWallM — when the
   * table has both columns.
   */
  wall?: boolean;
}

/** Column ids a loaded Annex I table may use, and the fact each is measured by. */
export const ANNEX_I_COLUMNS: Readonly<Record<string, AnnexColumn>> = {
  'property-line': { fact: 'propertyLineM', wall: false },
  'property-line-wall': { fact: 'propertyLineM', wall: true },
  'adjoining-lots': { fact: 'adjoiningLotLimitsM' },
  buildings: { fact: 'buildingsM' },
  'neighbour-buildings': { fact: 'neighbourBuildingsM' },
  'heat-sources': { fact: 'heatMachinesM' },
  'ignition-sources': { fact: 'ignitionSourcesM' },
  'fuel-pumps': { fact: 'nearestPumpM' },
  drains: { fact: 'drainsM' },
  'public-assembly': { fact: 'publicAssemblyM' },
  'public-way': { fact: 'publicWayAlignmentM' },
  'electrical-wiring': { fact: 'electricalWiringM' },
};
