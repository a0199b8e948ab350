/**
 * The area of a survey declaration read from an uploaded GeoJSON file (/admin/levantamentos): the
 * shapes the API's `area` takes (Polygon, MultiPolygon) as they come in files — bare, in a Feature,
 * or in a FeatureCollection (joined) — and nothing else, so the page can say so before sending.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { areaOf } from '../../web/src/lib/survey-area.ts';

const ring = (x: number, y: number, d = 0.01): [number, number][] => [
  [x, y],
  [x + d, y],
  [x + d, y + d],
  [x, y + d],
  [x, y],
];
const polygon = (x: number, y: number) => ({ type: 'Polygon', coordinates: [ring(x, y)] });
const feature = (geometry: unknown) => ({ type: 'Feature', properties: { nome: 'Centro' }, geometry });

describe('areaOf', () => {
  it('takes a Polygon or MultiPolygon as it is', () => {
    assert.deepEqual(areaOf(polygon(-48.5, -1.46)), { type: 'Polygon', coordinates: [ring(-48.5, -1.46)] });
    const multi = { type: 'MultiPolygon', coordinates: [[ring(-48.5, -1.46)], [ring(-48.4, -1.4)]] };
    assert.deepEqual(areaOf(multi), multi);
  });

  it('unwraps a Feature, and joins a FeatureCollection (one polygon stays a Polygon)', () => {
    assert.deepEqual(areaOf(feature(polygon(-48.5, -1.46))), { type: 'Polygon', coordinates: [ring(-48.5, -1.46)] });
    const one = { type: 'FeatureCollection', features: [feature(polygon(-48.5, -1.46))] };
    assert.deepEqual(areaOf(one), { type: 'Polygon', coordinates: [ring(-48.5, -1.46)] });
    const two = {
      type: 'FeatureCollection',
      features: [
        feature(polygon(-48.5, -1.46)),
        feature({ type: 'MultiPolygon', coordinates: [[ring(-48.4, -1.4)], [ring(-48.3, -1.3)]] }),
      ],
    };
    assert.deepEqual(areaOf(two), {
      type: 'MultiPolygon',
      coordinates: [[ring(-48.5, -1.46)], [ring(-48.4, -1.4)], [ring(-48.3, -1.3)]],
    });
  });

  it('refuses what is no area: a point, a line, an empty collection, one bad feature among good ones, not an object', () => {
    assert.equal(areaOf({ type: 'Point', coordinates: [-48.48, -1.45] }), null);
    assert.equal(areaOf(feature({ type: 'LineString', coordinates: ring(-48.5, -1.46) })), null);
    assert.equal(areaOf({ type: 'FeatureCollection', features: [] }), null);
    assert.equal(areaOf({ type: 'FeatureCollection', features: [feature(polygon(-48.5, -1.46)), feature(null)] }), null);
    assert.equal(areaOf({ type: 'Polygon' }), null);
    assert.equal(areaOf(null), null);
    assert.equal(areaOf('Polygon'), null);
  });
});
