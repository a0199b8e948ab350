/**
 * The map and the zone rules where the zone layer does not reach, from the laws' texts.
 * Vitória da Conquista, Lei 709/1993, art. 2: the Municipality authorises GLP resale "em áreas do
 * Distrito Sede estabelecidas para estes fins, assim classificados: I – Zonas de Expansão (fora do
 * perímetro urbano); II – Zonas de transição residencial/comércio …; III – áreas residenciais";
 * art. 5: "CLASSE A – caracterizada pela definição do item II, do art. 2º"; "CLASSE B – … dos
 * ítens I e II"; "CLASSE C – … do ítem III". Nova Odessa, Lei 1.761/2000, art. 12: "nas Zonas
 * Residenciais, somente … classe I".
 * A cell no registered zone covers has no kind: the answer at a point there is "cannot evaluate"
 * (zone.kind missing) — so the map says unknown there, never allowed — except where the law
 * decides without a kind (outside the urban perimeter, art. 2, I). The map agrees with the
 * answer at a point (viabilityAt), cell by cell, on both sides of each zone's edge.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packs } from '../../test/support/packs.ts';
import { rec, registryWith, square } from '../../test/support/places.ts';
import type { PlaceRecord } from '../domain/place.ts';
import { destination } from './geom.ts';
import type { Runs } from './raster.ts';
import { computeViability, type ViabilityMap } from './viability.ts';
import { viabilityAt } from './viability-point.ts';

const VDC = 'vitoria-da-conquista-ba';
const NO = 'nova-odessa-sp';
const DATE = '2026-06-01';
const C: [number, number] = [-40.84, -14.86];
const T = destination(C, 90, 4000); // a transition zone 4 km east
const poly = (c: [number, number], h: number) => square(c, h) as PlaceRecord['geometry'];
const zone = (id: string, c: [number, number], kind: string | null, h = 1000) =>
  rec(id, VDC, 'zone', poly(c, h), kind === null ? {} : { data: { kind } });
const perimeter = rec('perimetro', VDC, 'urban-perimeter', poly(C, 8000));

type State = 'allowed' | 'excluded' | 'unknown' | 'outside';

function inRuns(runs: Runs, x: number, y: number): boolean {
  const k = runs.firstEndingAtOrAfter(y, x);
  return k < (runs.rowStart[y + 1] as number) && (runs.c0[k] as number) <= x;
}

/** The map's state of the cell holding the point. */
function stateAt(map: ViabilityMap, [lon, lat]: [number, number]): State {
  const g = map.grid;
  const x = Math.floor((lon - g.minLon) / g.dLon);
  const y = Math.floor((lat - g.minLat) / g.dLat);
  if (inRuns(map.allowed, x, y)) return 'allowed';
  if (inRuns(map.excluded, x, y)) return 'excluded';
  if (inRuns(map.unknown, x, y)) return 'unknown';
  return 'outside';
}

const pointState = (v: string): State => (v === 'cannot-evaluate' ? 'unknown' : (v as State));

function check(places: PlaceRecord[], siteClass: string | undefined, expected: [string, [number, number], State][], m = VDC) {
  const reg = registryWith(m, places);
  const opts = { date: DATE, activity: 'glp-resale', ...(siteClass ? { siteClass } : {}) };
  const map = computeViability(reg, packs.require(m), m, { ...opts, resolutionM: 25 });
  for (const [label, at, want] of expected) {
    assert.equal(stateAt(map, at), want, `map, ${label}`);
    // The answer at the point says the same.
    assert.equal(pointState(viabilityAt(reg, packs.require(m), m, at, opts).verdict), want, `point, ${label}`);
  }
  return map;
}

const inside = (c: [number, number], h: number) => destination(c, 90, h - 60);
const outside = (c: [number, number], h: number) => destination(c, 90, h + 60);

describe('zone rules where no registered zone gives a kind', () => {
  it('VdC art. 2, a residential zone (III) and no perimeter: the zone allowed, the ground beside it unknown, naming art. 2', () => {
    const map = check([zone('zr', C, 'residential')], undefined, [
      ['centre of the residential zone', C, 'allowed'],
      ['60 m inside its east edge', inside(C, 1000), 'allowed'],
      ['60 m outside its east edge (no zone)', outside(C, 1000), 'unknown'],
    ]);
    assert.ok(map.unzoned.some((u) => u.rule === `${VDC}/art2` && u.citation === 'Lei 709/1993, art. 2º' && u.where === 'everywhere'));
    assert.ok(map.notes.some((n) => n.startsWith('Onde nenhuma zona cadastrada dá o tipo de zona, ') && n.includes('--category zone')));
    const unknown = ((map.geojson?.features ?? []) as { properties: Record<string, unknown> }[]).filter(
      (f) => f.properties.kind === 'unknown',
    );
    assert.ok(unknown.length > 0);
    for (const f of unknown) assert.ok((f.properties.zoneRules as string[]).includes(`${VDC}/art2`));
    assert.deepEqual(map.geojson?.unzoned, map.unzoned);
  });

  it('VdC art. 2, I: outside a registered urban perimeter the gap is a zone of expansion — allowed; inside it, unknown', () => {
    const far = destination(C, 90, 8000 + 1500);
    const map = check([zone('zr', C, 'residential'), perimeter], undefined, [
      ['inside the perimeter, in no zone', outside(C, 1000), 'unknown'],
      ['outside the perimeter', far, 'allowed'],
    ]);
    assert.deepEqual([...new Set(map.unzoned.map((u) => u.where))], ['inside-perimeter']);
  });

  it('VdC art. 5 with a class asked: A only in transition zones (art. 2, II), B also outside the perimeter (I), C only in residential (III)', () => {
    const far = destination(C, 270, 8000 + 1500);
    const places = [zone('zr', C, 'residential'), zone('zt', T, 'transition'), perimeter];
    const gap = destination(C, 0, 3000);
    const rows = (a: State, b: State, c: State, d: State): [string, [number, number], State][] => [
      ['transition zone', T, a],
      ['residential zone', C, b],
      ['outside the perimeter', far, c],
      ['inside the perimeter, in no zone', gap, d],
    ];
    check(places, 'A', rows('allowed', 'excluded', 'excluded', 'unknown'));
    check(places, 'B', rows('allowed', 'excluded', 'allowed', 'unknown'));
    const mapC = check(places, 'C', rows('excluded', 'allowed', 'excluded', 'unknown'));
    assert.equal(mapC.geojson?.class, 'C');
  });

  it('VdC: a zone of no item of art. 2 (commercial) excluded; a zone registered without a kind gives none (unknown)', () => {
    const W = destination(C, 270, 4000);
    check([zone('zr', C, 'residential'), zone('zc', T, 'commercial'), zone('zx', W, null)], undefined, [
      ['commercial zone', T, 'excluded'],
      ['zone without a kind', W, 'unknown'],
    ]);
  });

  it('no zone layer at all: the zone rule is named unchecked (ADR 0016), no cell is unknown for it', () => {
    const reg = registryWith(VDC, []);
    const map = computeViability(reg, packs.require(VDC), VDC, { date: DATE, activity: 'glp-resale', resolutionM: 500 });
    assert.deepEqual(map.unzoned, []);
    assert.ok(map.unchecked.some((u) => u.rule === `${VDC}/art2` && u.reason === 'zone'));
    assert.equal(map.stats.unknownCells, 0);
  });

  it('Nova Odessa art. 12: class II excluded in a residential zone and unknown where no zone is registered; class I unaffected', () => {
    const N: [number, number] = [-47.29, -22.78];
    const zr = rec('zr', NO, 'zone', poly(N, 500), { data: { kind: 'residential' } });
    const reg = registryWith(NO, [zr]);
    const besides = destination(N, 90, 1500);
    const two = computeViability(reg, packs.require(NO), NO, { date: DATE, activity: 'glp-resale', normClass: 'II', resolutionM: 25 });
    assert.equal(stateAt(two, N), 'excluded');
    assert.equal(stateAt(two, besides), 'unknown');
    assert.ok(two.unzoned.some((u) => u.rule === `${NO}/art12`));
    const one = computeViability(reg, packs.require(NO), NO, { date: DATE, activity: 'glp-resale', normClass: 'I', resolutionM: 25 });
    assert.deepEqual(one.unzoned, []);
    assert.equal(stateAt(one, N), 'allowed');
    assert.equal(stateAt(one, besides), 'allowed');
  });
});
