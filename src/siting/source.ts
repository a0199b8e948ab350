/**
 * Where the OGC API and the viability endpoint read the registries from: a Repository
 * (src/store, SQLite or PostgreSQL) or an in-memory PlaceRegistry. Both answer the same
 * three questions; the repository one pages through the store, the registry one filters.
 */
import type { Municipality } from '../domain/municipality.ts';
import type { Repository } from '../store/repository.ts';
import { bboxIntersects, type BBox } from './geom.ts';
import type { PlaceRegistry } from './registry.ts';
import { type PlaceRecord, validOn } from './types.ts';

export interface PlaceQuery {
  municipality: string;
  categories?: readonly string[];
  /** In force on this date. */
  asOf?: string;
  bbox?: BBox;
  limit: number;
  offset: number;
}

export interface PlaceSource {
  municipalities(): Promise<Municipality[]>;
  list(q: PlaceQuery): Promise<{ items: PlaceRecord[]; total: number }>;
  get(municipality: string, id: string): Promise<PlaceRecord | null>;
}

export function repositorySource(repo: Repository): PlaceSource {
  return {
    municipalities: () => repo.listMunicipalities(),
    async list(q) {
      const query: Parameters<Repository['listPlaces']>[1] = { municipality: q.municipality, limit: q.limit, offset: q.offset };
      if (q.categories) query.categories = [...q.categories];
      if (q.asOf !== undefined) query.asOf = q.asOf;
      if (q.bbox) query.bbox = q.bbox;
      const page = await repo.listPlaces(null, query);
      return { items: page.items, total: page.total };
    },
    async get(municipality, id) {
      try {
        return await repo.getPlace(null, municipality, id);
      } catch {
        return null;
      }
    },
  };
}

/** An in-memory registry as a source; `infos` names its municipalities (the id stands for a name otherwise). */
export function registrySource(registry: PlaceRegistry, infos: readonly Municipality[] = []): PlaceSource {
  const byId = new Map(infos.map((m) => [m.id, m]));
  return {
    async municipalities() {
      return registry.municipalities().map((id) => byId.get(id) ?? { id, name: id, uf: '', ibge: '' });
    },
    async list(q) {
      const reg = registry.get(q.municipality);
      if (!reg) return { items: [], total: 0 };
      const cats = q.categories ? new Set(q.categories) : null;
      const all = reg.records.filter(
        (r) =>
          (!cats || cats.has(r.category)) &&
          validOn(r, q.asOf) &&
          (!q.bbox || (r.geometry !== null && bboxIntersects(recordBox(r), q.bbox))),
      );
      return { items: all.slice(q.offset, q.offset + q.limit), total: all.length };
    },
    async get(municipality, id) {
      return registry.get(municipality)?.get(id) ?? null;
    },
  };
}

export function recordBox(r: PlaceRecord): BBox {
  const g = r.geometry;
  if (!g) return [0, 0, 0, 0];
  if (g.type === 'Point') return [g.coordinates[0], g.coordinates[1], g.coordinates[0], g.coordinates[1]];
  const b: BBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of g.coordinates)
    for (const p of ring) {
      b[0] = Math.min(b[0], p[0]);
      b[1] = Math.min(b[1], p[1]);
      b[2] = Math.max(b[2], p[0]);
      b[3] = Math.max(b[3], p[1]);
    }
  return b;
}
