/** Coordinates as people type them, read by the rule the viability page states. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCoordinates } from '../../web/src/lib/coordinates.ts';
import { pointInGeometry } from '../../web/src/lib/geometry.ts';

describe('parseCoordinates', () => {
  it('reads Salvador in either order, the longitude being the number below −34', () => {
    assert.deepEqual(parseCoordinates('-38.5, -12.97'), { lat: -12.97, lon: -38.5, order: 'lon-lat' });
    assert.deepEqual(parseCoordinates('-12.97, -38.5'), { lat: -12.97, lon: -38.5, order: 'lat-lon' });
    assert.deepEqual(parseCoordinates('-12.97 -38.5'), { lat: -12.97, lon: -38.5, order: 'lat-lon' });
    assert.deepEqual(parseCoordinates('  -12.97 ,-38.5  '), { lat: -12.97, lon: -38.5, order: 'lat-lon' });
  });

  it('takes decimal commas when a semicolon separates the numbers', () => {
    assert.deepEqual(parseCoordinates('-12,97; -38,50'), { lat: -12.97, lon: -38.5, order: 'lat-lon' });
    assert.deepEqual(parseCoordinates('-1,4;-48,47'), { lat: -1.4, lon: -48.47, order: 'lat-lon' });
  });

  it('follows hemisphere letters (S and W/O negative), in Portuguese and English', () => {
    assert.deepEqual(parseCoordinates('12.97 S, 38.5 W'), { lat: -12.97, lon: -38.5, order: 'letters' });
    assert.deepEqual(parseCoordinates('38,5 O; 12,97 S'), { lat: -12.97, lon: -38.5, order: 'letters' });
    assert.deepEqual(parseCoordinates('1.4S 48.47O'), { lat: -1.4, lon: -48.47, order: 'letters' });
    assert.deepEqual(parseCoordinates('2.8 N, 60.7 W'), { lat: 2.8, lon: -60.7, order: 'letters' });
    assert.deepEqual(parseCoordinates('12.97 S, 38.5 S'), { error: 'letters' });
  });

  it('uses the range edges themselves: −34 is still a latitude, below it only a longitude', () => {
    // Chuí (RS) is at about −33.7: a latitude. −34.01 can only be a longitude.
    assert.deepEqual(parseCoordinates('-33.7, -53.4'), { lat: -33.7, lon: -53.4, order: 'lat-lon' });
    assert.equal((parseCoordinates('-34, -53.4') as { order: string }).order, 'lat-lon');
    assert.deepEqual(parseCoordinates('-34.01, -20'), { lat: -20, lon: -34.01, order: 'lon-lat' });
  });

  it('reads latitude first when both numbers could be either, and says so', () => {
    // Fernando de Noronha's longitude (−32.4) also fits the latitude range.
    assert.deepEqual(parseCoordinates('-30, -32.4'), { lat: -30, lon: -32.4, order: 'assumed' });
  });

  it('refuses what is not a point in Brazil, naming the numbers', () => {
    assert.deepEqual(parseCoordinates('38.5, 12.97'), { error: 'outside', a: 38.5, b: 12.97 });
    assert.deepEqual(parseCoordinates('-12.97, 38.5'), { error: 'outside', a: -12.97, b: 38.5 });
    assert.deepEqual(parseCoordinates('-80, -10'), { error: 'outside', a: -80, b: -10 });
  });

  it('names what it could not read', () => {
    assert.deepEqual(parseCoordinates(''), { error: 'empty' });
    assert.deepEqual(parseCoordinates('-12.97'), { error: 'count', count: 1 });
    assert.deepEqual(parseCoordinates('-12.97, -38.5, 10'), { error: 'count', count: 3 });
    assert.deepEqual(parseCoordinates('abc, -38.5'), { error: 'number', found: 'abc' });
    assert.deepEqual(parseCoordinates('-12.97, 1e2'), { error: 'number', found: '1e2' });
  });
});

describe('pointInGeometry', () => {
  const square = {
    type: 'Polygon',
    coordinates: [
      [
        [-39, -13],
        [-38, -13],
        [-38, -12],
        [-39, -12],
        [-39, -13],
      ],
    ],
  };
  const withHole = {
    type: 'Polygon',
    coordinates: [
      square.coordinates[0],
      [
        [-38.6, -12.6],
        [-38.4, -12.6],
        [-38.4, -12.4],
        [-38.6, -12.4],
        [-38.6, -12.6],
      ],
    ],
  };
  it('tells inside from outside, holes and multipolygons included', () => {
    assert.equal(pointInGeometry(-38.5, -12.9, square), true);
    assert.equal(pointInGeometry(-37.9, -12.9, square), false);
    assert.equal(pointInGeometry(-38.5, -12.5, withHole), false);
    assert.equal(pointInGeometry(-38.9, -12.9, withHole), true);
    assert.equal(pointInGeometry(-38.5, -12.9, { type: 'MultiPolygon', coordinates: [withHole.coordinates] }), true);
    assert.equal(pointInGeometry(-38.5, -12.9, { type: 'Point', coordinates: [-38.5, -12.9] }), false);
    assert.equal(pointInGeometry(-38.5, -12.9, null), false);
  });
});
