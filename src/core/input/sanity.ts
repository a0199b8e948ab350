/**
 * What a valid document may still say that makes no sense (issue #7, item 3): dates in the
 * wrong order or after the evaluation, and a lot outside the municipality. Each problem names
 * the field, what was found and what was expected; the shells refuse the document with them
 * (exit 2, problem JSON), before anything is evaluated or stored. Pure: today is an argument.
 */
import { distanceToPolygonBoundary, type LonLat, pointPolygonRelation } from '../../geo/distance.ts';
import type { MunicipalBoundary } from '../boundary.ts';
import { formatDate, formatNumber } from '../format.ts';
import type { IsoDate } from '../types.ts';
import type { EstablishmentInput } from './schema.ts';
import type { InputProblem } from './validate.ts';

/** How far outside its boundary a lot may lie and still be taken as in the municipality (the files' accuracy). */
export const BOUNDARY_TOLERANCE_M = 1000;

export interface SanityOptions {
  /** The evaluation date. */
  date: IsoDate;
  today: IsoDate;
  /** An evaluation date after today is allowed only when asked for (CLI --allow-future, API allowFuture). */
  allowFuture: boolean;
  /** The municipality's boundary (pack.boundary), when the pack ships one. */
  boundary?: MunicipalBoundary | undefined;
  municipalityName?: string;
}

function problem(field: string, found: string, expected: string): InputProblem {
  return { field, found, expected, message: `${field}: found ${found}, expected ${expected}` };
}

type Polygon = { type: 'Polygon'; coordinates: [number, number][][] };

function polygonsOf(b: MunicipalBoundary): Polygon[] {
  const g = b.geometry;
  return g.type === 'Polygon' ? [g] : g.coordinates.map((coordinates) => ({ type: 'Polygon', coordinates }));
}

/** Metres outside the boundary (0 inside or on it). */
export function metresOutside(p: LonLat, b: MunicipalBoundary): number {
  const polys = polygonsOf(b);
  if (polys.some((g) => pointPolygonRelation(p, g) !== 'outside')) return 0;
  let min = Number.POSITIVE_INFINITY;
  for (const g of polys) min = Math.min(min, distanceToPolygonBoundary(p, g));
  return min;
}

/** The positions of the lot a document gives (its point, then the vertices of its geometries). */
function lotPositions(input: EstablishmentInput): { field: string; p: LonLat }[] {
  const lot = input.lot;
  if (!lot) return [];
  const out: { field: string; p: LonLat }[] = [];
  if (lot.location) out.push({ field: 'lot.location', p: lot.location as LonLat });
  const firstVertex = (field: string, rings: readonly (readonly [number, number][])[] | undefined) => {
    const v = rings?.[0]?.[0];
    if (v) out.push({ field, p: v as LonLat });
  };
  firstVertex('lot.polygon', lot.polygon?.coordinates as [number, number][][] | undefined);
  firstVertex('lot.storagePolygon', lot.storagePolygon?.coordinates as [number, number][][] | undefined);
  if (lot.frontageLine?.coordinates[0]) out.push({ field: 'lot.frontageLine', p: lot.frontageLine.coordinates[0] as LonLat });
  return out;
}

function position(p: LonLat): string {
  return `[${p[0]}, ${p[1]}]`;
}

export function sanityProblems(input: EstablishmentInput, o: SanityOptions): InputProblem[] {
  const out: InputProblem[] = [];
  const d = formatDate(o.date);
  if (o.date > o.today && !o.allowFuture)
    out.push(
      problem(
        'date',
        o.date,
        `a date on or before today (${formatDate(o.today)}): a later evaluation date needs --allow-future (API: allowFuture), and the law is then as known today`,
      ),
    );
  const start = input.establishment?.startDate;
  if (start !== undefined && start > o.date)
    out.push(
      problem(
        'establishment.startDate',
        start,
        `a date on or before the evaluation date (${d}): the establishment cannot have begun after it`,
      ),
    );
  const docs = (input.documents ?? {}) as Record<string, unknown>;
  for (const [name, raw] of Object.entries(docs)) {
    if (raw === null || typeof raw !== 'object') continue;
    const doc = raw as { held?: boolean; issuedOn?: string; validUntil?: string };
    if (doc.issuedOn !== undefined && doc.validUntil !== undefined && doc.validUntil < doc.issuedOn)
      out.push(
        problem(
          `documents.${name}.validUntil`,
          doc.validUntil,
          `a date on or after documents.${name}.issuedOn (${formatDate(doc.issuedOn)}): a document cannot expire before it is issued`,
        ),
      );
    if (doc.issuedOn !== undefined && doc.issuedOn > o.date && doc.held !== false)
      out.push(
        problem(
          `documents.${name}.issuedOn`,
          doc.issuedOn,
          `a date on or before the evaluation date (${d}): a document issued after it was not held then`,
        ),
      );
  }
  if (o.boundary) {
    for (const { field, p } of lotPositions(input)) {
      const found = positionOutside(field, p, o.boundary, o.municipalityName ?? input.municipality);
      if (found === null) continue;
      out.push(found);
      break; // one line per lot: the other positions say the same
    }
  }
  return out;
}

/**
 * The likely slip behind a position outside the municipality, as an "expected" phrase: longitude
 * and latitude swapped, or a sign dropped, when the corrected position is `inside`; null otherwise.
 * Shared with the place import (src/siting/import.ts), which checks its rows the same way.
 */
export function positionSlip(p: LonLat, inside: (q: LonLat) => boolean, where: string): string | null {
  const swapped: LonLat = [p[1], p[0]];
  const negative: LonLat = [-Math.abs(p[0]), -Math.abs(p[1])];
  if (Math.abs(p[1]) <= 180 && inside(swapped))
    return `[longitude, latitude]: ${position(swapped)} lies in ${where} — longitude and latitude look swapped`;
  if ((negative[0] !== p[0] || negative[1] !== p[1]) && inside(negative))
    return `a position in ${where}: ${position(negative)} lies there — coordinates in Brazil are negative (west, south)`;
  return null;
}

/**
 * A position farther than the tolerance outside `where`'s boundary, as a problem on `field`; null
 * when it lies in the municipality. Says what the likely slip was: longitude and latitude swapped,
 * or a sign dropped (every Brazilian coordinate of these municipalities is negative).
 */
export function positionOutside(field: string, p: LonLat, boundary: MunicipalBoundary, where: string): InputProblem | null {
  const off = metresOutside(p, boundary);
  if (off <= BOUNDARY_TOLERANCE_M) return null;
  const inside = (q: LonLat) => metresOutside(q, boundary) <= BOUNDARY_TOLERANCE_M;
  const expected =
    positionSlip(p, inside, where) ??
    `a position [longitude, latitude] in ${where} (within ${BOUNDARY_TOLERANCE_M / 1000} km of its boundary)`;
  // The distance as English writes it (6,865.7): the CLI's pt rendering turns it into 6.865,7 (phrases-pt.ts).
  return problem(field, `${position(p)} (${formatNumber(Math.round(off / 100) / 10, 'en')} km outside ${where})`, expected);
}
