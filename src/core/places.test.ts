/**
 * measurePlace (places.ts) with an evaluation's measures: a place asked the same way by several
 * rules is measured once and the same frozen answer is shared; asked another way, or without
 * the measures, it is measured again; the answers are those measured alone.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { EstablishmentInput, Place } from './input/schema.ts';
import { measureKnown } from './nearby.ts';
import { measurePlace, type PlaceMeasures } from './places.ts';

const root = new URL('../..', import.meta.url).pathname;
// Belém's example: an outlet drawn as a lot ≈ 536 m east of the applicant's, a school as a point.
const input = JSON.parse(readFileSync(`${root}examples/belem-pa-approvable.json`, 'utf8')) as EstablishmentInput;
const places = (input.nearby?.places ?? []) as Place[];
const outlet = places[0] as Place;

test('the same place asked the same way: measured once, one frozen answer shared; another way: measured apart', () => {
  const measures: PlaceMeasures = new Map();
  const first = measurePlace(input, outlet, 0, 'edge', 'pt', measures);
  const again = measurePlace(input, outlet, 0, 'edge', 'pt', measures);
  assert.equal(again, first, 'the very answer of the first measure');
  assert.equal(measures.size, 1);
  assert.ok(Object.isFrozen(first));
  assert.throws(() => {
    (first as { distanceM: number }).distanceM = 0;
  }, TypeError);
  const asPoint = measurePlace(input, outlet, 0, 'point', 'pt', measures);
  assert.notEqual(asPoint, first);
  assert.equal(measures.size, 2);
  // Between the lots' boundaries: from −48,46982° to −48,4650°, 0,00482° of longitude at 1,43° S
  // (≈ 111 285 m a degree there): ≈ 536,4 m.
  assert.ok(!('missing' in first) && first.distanceM > 535 && first.distanceM < 538, JSON.stringify(first));
});

test('answers with the measures are those measured alone; without them each call measures afresh', () => {
  const alone = measurePlace(input, outlet, 0, 'edge', 'pt');
  assert.notEqual(measurePlace(input, outlet, 0, 'edge', 'pt'), alone, 'no measures: a new answer');
  assert.deepEqual(measurePlace(input, outlet, 0, 'edge', 'pt', new Map()), alone);
  const q = { measure: 'edge' as const, radiusM: 1000 };
  assert.deepEqual(
    measureKnown(input, ['glp-outlet', 'school'], q, 'pt', new Map()),
    measureKnown(input, ['glp-outlet', 'school'], q, 'pt'),
  );
});

test('a place that cannot be measured: its missing facts shared, frozen', () => {
  const noLot = { ...input, lot: { areaM2: 520 } } as EstablishmentInput;
  const measures: PlaceMeasures = new Map();
  const m = measurePlace(noLot, outlet, 0, 'edge', 'pt', measures);
  assert.deepEqual(m, { missing: ['lot.polygon'] });
  assert.equal(measurePlace(noLot, outlet, 0, 'edge', 'pt', measures), m);
  assert.ok('missing' in m && Object.isFrozen(m.missing));
});
