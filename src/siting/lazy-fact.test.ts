/**
 * Facts measured only when read: once, for the object read, by accessor functions every object
 * shares (functions made for each object gave each a hidden class of its own: lazy-fact.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lazyFact } from './lazy-fact.ts';

function zoneMeasuring(distance: number, counter: { n: number }): Record<string, unknown> {
  const zone: Record<string, unknown> = { insideUrbanPerimeter: false };
  lazyFact(zone, 'distanceToResidentialZoneM', () => {
    counter.n++;
    return distance;
  });
  return zone;
}

test('a fact is measured when first read, once, and is then a plain enumerable value', () => {
  const counter = { n: 0 };
  const zone = zoneMeasuring(812.5, counter);
  assert.equal(counter.n, 0, 'not measured before it is read');
  assert.deepEqual(Object.keys(zone), ['insideUrbanPerimeter', 'distanceToResidentialZoneM']);
  assert.equal(zone['distanceToResidentialZoneM'], 812.5);
  assert.equal(zone['distanceToResidentialZoneM'], 812.5);
  assert.equal(counter.n, 1, 'measured once');
  const d = Object.getOwnPropertyDescriptor(zone, 'distanceToResidentialZoneM');
  assert.deepEqual(d, { value: 812.5, writable: true, enumerable: true, configurable: true });
  assert.equal(JSON.stringify(zone), '{"insideUrbanPerimeter":false,"distanceToResidentialZoneM":812.5}');
});

test('every object shares the accessor functions of a key, and each measures its own fact', () => {
  const counter = { n: 0 };
  const a = zoneMeasuring(100, counter);
  const b = zoneMeasuring(2500, counter);
  const da = Object.getOwnPropertyDescriptor(a, 'distanceToResidentialZoneM');
  const db = Object.getOwnPropertyDescriptor(b, 'distanceToResidentialZoneM');
  assert.ok(da?.get !== undefined && da.set !== undefined);
  assert.equal(da.get, db?.get, 'one getter for both objects');
  assert.equal(da.set, db?.set, 'one setter for both objects');
  assert.equal(b['distanceToResidentialZoneM'], 2500);
  assert.equal(a['distanceToResidentialZoneM'], 100);
  assert.equal(counter.n, 2);
});

test('a fact set before it is read is that value, and is not measured', () => {
  const counter = { n: 0 };
  const zone = zoneMeasuring(100, counter);
  zone['distanceToResidentialZoneM'] = 42;
  assert.equal(zone['distanceToResidentialZoneM'], 42);
  assert.equal(counter.n, 0);
});

test('the accessor copied onto another object says so instead of answering another object’s fact', () => {
  const zone = zoneMeasuring(100, { n: 0 });
  const accessor = Object.getOwnPropertyDescriptor(zone, 'distanceToResidentialZoneM') as PropertyDescriptor;
  const copy = Object.defineProperty({}, 'distanceToResidentialZoneM', accessor) as Record<string, unknown>;
  assert.throws(() => copy['distanceToResidentialZoneM'], /distanceToResidentialZoneM: read from an object that does not measure it/);
});
