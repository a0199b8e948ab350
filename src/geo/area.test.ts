/** The geodesic area of a polygon (GeographicLib), against the ellipsoid's own lengths of a degree. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { geodesicPolygonAreaM2 } from './geodesic.ts';

describe('geodesicPolygonAreaM2', () => {
  // At the equator a degree of longitude is 111 319,49 m and a degree of latitude 110 574,39 m (WGS 84).
  const square = [
    [0, 0],
    [0.001, 0],
    [0.001, 0.001],
    [0, 0.001],
    [0, 0],
  ] as [number, number][];

  it('a 0,001° square at the equator is 111,319 m × 110,574 m, whichever way it turns, closed or not', () => {
    const expected = 111.31949 * 110.57439;
    for (const ring of [square, [...square].reverse(), square.slice(0, 4)]) {
      const a = geodesicPolygonAreaM2([ring]);
      assert.ok(Math.abs(a - expected) / expected < 1e-4, `${a} vs ${expected}`);
    }
  });

  it('a hole is taken away', () => {
    const hole = [
      [0.00025, 0.00025],
      [0.00075, 0.00025],
      [0.00075, 0.00075],
      [0.00025, 0.00075],
      [0.00025, 0.00025],
    ] as [number, number][];
    const whole = geodesicPolygonAreaM2([square]);
    const ring = geodesicPolygonAreaM2([square, hole]);
    assert.ok(Math.abs(ring - 0.75 * whole) / whole < 1e-4, `${ring} vs ${0.75 * whole}`);
  });
});
