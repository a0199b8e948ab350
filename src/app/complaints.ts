/**
 * Public complaints as a use case the API shares (issue 11 item 7): which municipality a point
 * lies in (the packs' boundaries), validating the complaint and its photo, filing it with its
 * inspection task, and the public status by protocol.
 */
import { randomBytes } from 'node:crypto';
import { InputError } from '../core/input/validate.ts';
import type { Pack } from '../core/pack.ts';
import type { Lang } from '../core/types.ts';
import {
  PUBLIC_STATUS_TEXT,
  type PublicStatus,
  normaliseProtocol,
  photoType,
  protocolOf,
  publicStatusOf,
  validateComplaintText,
} from '../field/complaints.ts';
import { type LonLat, pointInPolygon } from '../geo/distance.ts';
import { Duplicate } from '../domain/errors.ts';
import type { FiledComplaint } from '../store/complaints.ts';
import type { Repository } from '../store/repository.ts';

/** The packs whose municipal boundary holds the point (on the line counts as inside). */
export function municipalitiesAt(packs: readonly Pack[], p: LonLat): Pack[] {
  return packs.filter((pack) => {
    const g = pack.boundary?.geometry;
    if (!g) return false;
    const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
    return polys.some((coordinates) => pointInPolygon(p, { type: 'Polygon', coordinates }));
  });
}

export interface ComplaintInput {
  description: string;
  /** [lon, lat] of what was seen. */
  location?: [number, number] | undefined;
  /** When there is no location, or to confirm it. */
  municipality?: string | undefined;
  address?: string | null | undefined;
  /** base64 of a JPEG, PNG or WebP image (at most 512 KiB). */
  photo?: string | undefined;
}

/**
 * The complaint's municipality: the one whose boundary holds the location; or the one named.
 * Both given and disagreeing, or neither found: an InputError naming the field.
 */
export function complaintMunicipality(packs: readonly Pack[], location: LonLat | undefined, named: string | undefined): Pack {
  const served = packs.map((p) => p.id).join(', ');
  if (location === undefined) {
    if (named === undefined) throw InputError.of('location', 'nothing', 'a location [longitude, latitude] or a municipality');
    const p = packs.find((x) => x.id === named);
    if (!p) throw InputError.of('municipality', JSON.stringify(named), `one of ${served}`);
    return p;
  }
  const at = municipalitiesAt(packs, location);
  if (named !== undefined) {
    const p = at.find((x) => x.id === named);
    if (!p)
      throw InputError.of(
        'location',
        JSON.stringify(location),
        `a point inside ${named}${at.length > 0 ? ` (it lies in ${at.map((x) => x.id).join(', ')})` : ''}`,
      );
    return p;
  }
  const [first] = at;
  if (!first) throw InputError.of('location', JSON.stringify(location), `a point inside a municipality served here (${served})`);
  return first;
}

export async function fileComplaint(
  repo: Repository,
  packs: readonly Pack[],
  requestId: string,
  input: ComplaintInput,
  year: number,
): Promise<FiledComplaint> {
  const text = validateComplaintText(input.description, input.address);
  const pack = complaintMunicipality(packs, input.location, input.municipality);
  let photo: { type: string; base64: string } | null = null;
  if (input.photo !== undefined) {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(input.photo)) throw InputError.of('photo', 'text that is not base64', 'the image, base64');
    const bytes = Buffer.from(input.photo, 'base64');
    photo = { type: photoType(bytes), base64: bytes.toString('base64') };
  }
  const draft = { municipality: pack.id, description: text.description, address: text.address, location: input.location ?? null, photo };
  // 40 random bits: a clash is rare; try again with a fresh draw rather than fail the complainant.
  for (let attempt = 0; ; attempt++) {
    try {
      return await repo.complaints.file(requestId, protocolOf(year, randomBytes(5)), draft);
    } catch (e) {
      if (!(e instanceof Duplicate) || attempt >= 2) throw e;
    }
  }
}

export interface ComplaintStatus {
  protocol: string;
  municipality: string;
  status: PublicStatus;
  text: string;
  filedAt: string;
  updatedAt: string;
}

/** The public status by protocol, or null when there is none. */
export async function complaintStatus(repo: Repository, rawProtocol: string, lang: Lang = 'pt'): Promise<ComplaintStatus | null> {
  const r = await repo.complaints.status(normaliseProtocol(rawProtocol));
  if (!r) return null;
  const status = publicStatusOf(r.status);
  return {
    protocol: r.protocol,
    municipality: r.municipality,
    status,
    text: PUBLIC_STATUS_TEXT[status][lang],
    filedAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
