/**
 * PostGIS side of the cross-checks and benchmarks: loads place records into a table with a
 * GiST-indexed geography column, and answers the packs' distance rules with ST_DWithin on
 * geography — the baseline the project's batch re-evaluation is compared with (same data,
 * same rules: categories, radius and relation, counted statuses, first-come order).
 *
 * Not used in production: the store (src/store) has its own schema; this is a bench table.
 */
import type pg from 'pg';
import type { Pack } from '../core/pack.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { IsoDate } from '../core/types.ts';
import { packFor } from './pack-of.ts';
import { resolveSiting, type ResolvedSitingRule } from './plan.ts';
import { activityOfRecord, type PlaceRecord, packRegistryVocabulary } from './types.ts';

export async function createPlacesTable(client: pg.Client | pg.PoolClient, table: string): Promise<void> {
  await client.query(`DROP TABLE IF EXISTS ${table}`);
  await client.query(`CREATE TABLE ${table} (
    id text PRIMARY KEY,
    municipality text NOT NULL,
    category text NOT NULL,
    status text,
    since text,
    valid_from text,
    valid_to text,
    activity text,
    nbr_class text,
    geog geography NOT NULL
  )`);
}

/** Inserts the located records (batches of unnest arrays), then builds the GiST index and analyses. */
export async function loadPlaces(
  client: pg.Client | pg.PoolClient,
  table: string,
  packs: PackRegistry,
  records: readonly PlaceRecord[],
  nbrClassOf: (r: PlaceRecord) => string | null,
): Promise<number> {
  const located = records.filter((r) => r.geometry !== null);
  const B = 10_000;
  for (let i = 0; i < located.length; i += B) {
    const batch = located.slice(i, i + B);
    const col = <T>(f: (r: PlaceRecord) => T) => batch.map(f);
    await client.query(
      `INSERT INTO ${table} (id, municipality, category, status, since, valid_from, valid_to, activity, nbr_class, geog)
       SELECT id, m, c, s, si, vf, vt, a, k, ST_GeomFromGeoJSON(g)::geography
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])
         AS t(id, m, c, s, si, vf, vt, a, k, g)`,
      [
        col((r) => r.id),
        col((r) => r.municipality),
        col((r) => r.category),
        col((r) => r.status),
        col((r) => r.validFrom ?? (typeof r.data.startDate === 'string' ? r.data.startDate : null)),
        col((r) => r.validFrom),
        col((r) => r.validTo),
        col((r) => activityOfRecord(packs.list(), r) ?? null),
        col(nbrClassOf),
        col((r) => JSON.stringify(r.geometry)),
      ],
    );
  }
  await client.query(`CREATE INDEX ON ${table} USING gist (geog)`);
  await client.query(`CREATE INDEX ON ${table} (municipality, category)`);
  await client.query(`ANALYZE ${table}`);
  return located.length;
}

export interface PostgisRuleResult {
  rule: string;
  /** Ids of the establishments the rule finds too close to a counted place. */
  violated: Set<string>;
  evaluated: number;
}

const validSql = (alias: string, p: number) =>
  `(${alias}.valid_from IS NULL OR ${alias}.valid_from <= $${p}) AND (${alias}.valid_to IS NULL OR ${alias}.valid_to > $${p})`;

/**
 * The pack's distance rules in SQL, for every establishment of the municipalities that the
 * rules concern: an establishment violates a rule when a counted place of the rule's
 * categories, in force on the date, other than itself (and, first come first served, not a
 * licensed establishment that came after it) lies at a distance the rule forbids
 * (rounded to the centimetre, as the engine compares). The grandfathering and exemption
 * clauses of the laws are rule code, not siting data: the caller compares only
 * establishments the engine did not exempt.
 */
export async function postgisSiting(
  client: pg.Client | pg.PoolClient,
  table: string,
  packs: PackRegistry,
  municipalities: readonly string[],
  date: IsoDate,
  normClasses: readonly string[],
): Promise<{ results: Map<string, PostgisRuleResult>; ms: number }> {
  // Group municipalities by pack: one query per (pack, activity, rule).
  const byPack = new Map<Pack, string[]>();
  for (const m of municipalities) {
    const p = packFor(packs, m);
    if (!p) continue;
    byPack.set(p, [...(byPack.get(p) ?? []), m]);
  }
  const results = new Map<string, PostgisRuleResult>();
  const t0 = performance.now();
  for (const [pack, munis] of byPack) {
    const licensed = [...packRegistryVocabulary(pack).activityOf.keys()];
    const activities = new Set<string>();
    for (const s of pack.siting ?? []) for (const a of s.activities) activities.add(a);
    for (const activity of activities) {
      // Per rule, its entries (several place groups with their own distances) in one query.
      const byRule = new Map<string, ResolvedSitingRule[]>();
      for (const cls of normClasses.length > 0 ? normClasses : [undefined]) {
        for (const r of resolveSiting(pack, { activity, date, ...(cls !== undefined ? { normClass: cls } : {}) })) {
          const list = byRule.get(r.rule) ?? [];
          list.push(r);
          byRule.set(r.rule, list);
        }
      }
      for (const [rule, entries] of byRule) {
        const params: unknown[] = [munis, activity, date, licensed];
        const conds: string[] = [];
        const seen = new Set<string>();
        let maxRadius = 0;
        const allCats = new Set<string>();
        for (const e of entries) {
          const cls = e.threshold.kind === 'norm' ? e.threshold.class : null;
          const key = `${e.categories.join(',')}|${e.radiusM}|${cls}`;
          if (seen.has(key)) continue;
          seen.add(key);
          params.push(e.categories, e.radiusM);
          const cats = `$${params.length - 1}`;
          const radius = `$${params.length}`;
          let extra = '';
          if (e.statuses) {
            params.push(e.statuses);
            extra += ` AND p.status = ANY($${params.length})`;
          }
          if (cls !== null) {
            params.push(cls);
            extra += ` AND o.nbr_class = $${params.length}`;
          }
          const cmp = e.op === '>' ? '<=' : '<';
          conds.push(`(p.category = ANY(${cats})${extra}
              AND round(ST_Distance(p.geog, o.geog)::numeric, 2) ${cmp} ${radius}::numeric)`);
          maxRadius = Math.max(maxRadius, e.radiusM);
          for (const c of e.categories) allCats.add(c);
        }
        params.push([...allCats], maxRadius + 0.005);
        // One ST_DWithin with the largest distance, so the GiST index drives the search;
        // each entry's own distance and categories are then checked on the few candidates.
        const sql = `SELECT o.id, EXISTS (
            SELECT 1 FROM ${table} p
            WHERE ST_DWithin(p.geog, o.geog, $${params.length}::float8)
              AND p.municipality = o.municipality AND p.category = ANY($${params.length - 1}) AND p.id <> o.id AND ${validSql('p', 3)}
              AND NOT (p.category = ANY($4) AND p.since IS NOT NULL AND o.since IS NOT NULL AND p.since > o.since)
              AND (${conds.join(' OR ')})
          ) AS violated
          FROM ${table} o
          WHERE o.municipality = ANY($1) AND o.activity = $2 AND o.category = ANY($4) AND (o.status IS NULL OR o.status <> 'closed') AND ${validSql('o', 3)}`;
        const res = await client.query<{ id: string; violated: boolean }>(sql, params);
        const key = `${pack.id}/${rule}|${activity}`;
        const r = results.get(key) ?? { rule: `${pack.id}/${rule}`, violated: new Set<string>(), evaluated: 0 };
        for (const row of res.rows) {
          r.evaluated++;
          if (row.violated) r.violated.add(row.id);
        }
        results.set(key, r);
      }
    }
  }
  return { results, ms: performance.now() - t0 };
}
