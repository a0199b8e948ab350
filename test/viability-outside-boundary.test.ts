/**
 * `glp viability --at` near the municipal boundary: a point within the tolerance outside the
 * simplified boundary (1 km) is answered under the law, and the answer says how far outside it
 * lies — the lot may be in the neighbouring municipality, where the law does not apply.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CLI_OUTPUTS } from '../src/app/output-schemas.ts';
import { metresOutside } from '../src/core/input/sanity.ts';
import { destination } from '../src/siting/geom.ts';
import { glp, scratchDir } from './support/cli.ts';
import { packs } from './support/packs.ts';

const pack = packs.get('belem-pa');
const boundary = pack?.boundary;
if (!boundary) throw new Error('belem-pa has a boundary');
const g = boundary.geometry;
const vertex = (g.type === 'Polygon' ? g.coordinates[0]?.[0] : g.coordinates[0]?.[0]?.[0]) as [number, number];
// From a vertex of the outer ring: 500 m west lies outside, 500 m east inside (checked below).
const outside = destination(vertex, 270, 500) as [number, number];
const inside = destination(vertex, 90, 500) as [number, number];
const at = (p: readonly [number, number]) => `--at=${p[0].toFixed(7)},${p[1].toFixed(7)}`;

describe('glp viability --at near the boundary', () => {
  const data = scratchDir('glp-outside-');
  it('the points are where the test says', () => {
    const off = metresOutside(outside, boundary);
    assert.ok(off > 490 && off < 510, `${off}`);
    assert.equal(metresOutside(inside, boundary), 0);
    assert.equal(metresOutside(vertex, boundary), 0);
  });
  it('500 m outside: answered, with a caution naming the metres; in JSON outsideBoundaryM', async () => {
    const r = await glp(['viability', 'belem-pa', at(outside), '--data', data]);
    assert.equal(r.code, 0, r.err);
    const flat = r.out.replace(/\s+/g, ' ');
    assert.match(
      flat,
      /ATENÇÃO: o ponto fica 500 m fora do limite municipal \(simplificado\) de Belém: confirme que o lote está no município/,
    );
    const j = await glp(['viability', 'belem-pa', at(outside), '--format', 'json', '--data', data]);
    assert.equal(CLI_OUTPUTS['viability-point'].schema.parse(JSON.parse(j.out)).outsideBoundaryM, 500);
    const en = await glp(['viability', 'belem-pa', at(outside), '--lang', 'en', '--data', data]);
    assert.match(en.out.replace(/\s+/g, ' '), /WARNING: the point lies 500 m outside the \(simplified\) municipal boundary of Belém/);
  });
  it('inside, or on the boundary itself: no caution, no outsideBoundaryM', async () => {
    for (const p of [inside, vertex]) {
      const r = await glp(['viability', 'belem-pa', at(p), '--data', data]);
      assert.equal(r.code, 0, r.err);
      assert.doesNotMatch(r.out, /fora do limite municipal/);
      const j = JSON.parse((await glp(['viability', 'belem-pa', at(p), '--format', 'json', '--data', data])).out);
      assert.equal('outsideBoundaryM' in j, false);
    }
  });
});
