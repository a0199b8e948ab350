/**
 * The viability map: a place's exclusion disc has the law's radius — a point 1 cm inside
 * is excluded, 1 cm outside allowed, and a point exactly at the radius is decided as the
 * law words it ("mínima de 500 m": allowed, Belém art. 2º, I, a; "igual ou inferior a
 * 300 m": excluded, VdC art. 22) — through the engine (viabilityAt) and on the raster;
 * edge-to-edge exclusion around a lot; the GeoJSON and its attribution; the HTTP app;
 * the command line.
 */
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Pack } from '../core/pack.ts';
import { geometryDistance } from '../geo/distance.ts';
import { destination, geodesicDistance, type PolygonGeometry } from './geom.ts';
import { glp, scratchDir } from '../../test/support/cli.ts';
import { packs } from '../../test/support/packs.ts';
import { rec, registryWith, surveyedAll } from '../../test/support/places.ts';
import { computeViability } from './viability.ts';
import { viabilityAt } from './viability-point.ts';
import { cellAt } from '../../test/support/viability.ts';

const DATE = '2025-06-01';

function mustPack(id: string): Pack {
  const p = packs.get(id);
  assert.ok(p, id);
  return p;
}

const BELEM_P: [number, number] = [-48.47, -1.4];
const VDC_P: [number, number] = [-40.84, -14.86];

describe('exclusion discs have the law’s radius', () => {
  const belem = registryWith('belem-pa', [
    rec('o1', 'belem-pa', 'glp-outlet', { type: 'Point', coordinates: BELEM_P }, { status: 'licensed', name: 'Gás Um', source: 'SEURB' }),
  ]);
  const belemPack = mustPack('belem-pa');
  const vdc = registryWith('vitoria-da-conquista-ba', [
    rec('v1', 'vitoria-da-conquista-ba', 'glp-outlet', { type: 'Point', coordinates: VDC_P }, { status: 'licensed' }),
  ]);
  const vdcPack = mustPack('vitoria-da-conquista-ba');

  it('Belém, "distância mínima de 500 m": 499,99 m excluded, 500,00 m and 500,01 m allowed (engine)', () => {
    for (const azi of [0, 77, 150, 260]) {
      const at = (d: number) =>
        viabilityAt(belem, belemPack, 'belem-pa', destination(BELEM_P, azi, d), { date: DATE, activity: 'glp-resale', normClass: 'I' });
      const inside = at(499.99);
      assert.equal(inside.verdict, 'excluded');
      const f = inside.findings.find((x) => x.rule === 'belem-pa/art2-I-a');
      assert.match(f?.message ?? '', /medido 499,99 m; a lei exige no mínimo 500 m/);
      assert.equal((f?.places[0] as { id?: string } | undefined)?.id, 'o1');
      assert.equal(at(500).verdict, 'allowed');
      assert.equal(at(500.01).verdict, 'allowed');
    }
  });

  it('Vitória da Conquista, "igual ou inferior a 300 m" forbidden: 299,99 and 300,00 excluded, 300,01 allowed (engine)', () => {
    for (const azi of [10, 200]) {
      const at = (d: number) =>
        viabilityAt(vdc, vdcPack, 'vitoria-da-conquista-ba', destination(VDC_P, azi, d), {
          date: DATE,
          activity: 'glp-resale',
        }).findings.find((x) => x.rule === 'vitoria-da-conquista-ba/art22')?.status;
      assert.equal(at(299.99), 'violated');
      assert.equal(at(300), 'violated');
      assert.equal(at(300.01), 'satisfied');
    }
  });

  it('the raster agrees with the engine one cell away from the radius, and the disc polygon lies on the radius', () => {
    const map = computeViability(belem, belemPack, 'belem-pa', { date: DATE, activity: 'glp-resale', normClass: 'I', resolutionM: 10 });
    for (let azi = 0; azi < 360; azi += 7.5) {
      assert.equal(cellAt(map, destination(BELEM_P, azi, 500 - 15)), 'excluded', `azimuth ${azi} inside`);
      assert.equal(cellAt(map, destination(BELEM_P, azi, 500 + 15)), 'allowed', `azimuth ${azi} outside`);
    }
    const features = (map.geojson?.features ?? []) as { geometry: PolygonGeometry; properties: Record<string, unknown> }[];
    const disc = features.find((f) => f.properties.kind === 'exclusion-zone');
    assert.ok(disc);
    for (const p of disc.geometry.coordinates[0] ?? [])
      assert.ok(Math.abs(geodesicDistance(BELEM_P, p) - 500) < 0.01, 'vertices at 500 m (rounded to 1e-7°)');
    const excluded = features.filter((f) => f.properties.kind === 'excluded');
    assert.equal(excluded.length, 1);
    const props = excluded[0]?.properties as {
      rules: { rule: string; radiusM: number; relation: string }[];
      places: { placeId: string; source: string }[];
      areaM2: number;
    };
    assert.deepEqual(
      props.rules.map((r) => [r.rule, r.radiusM, r.relation]),
      [['belem-pa/art2-I-a', 500, '>=']],
    );
    assert.equal(props.places[0]?.placeId, 'o1');
    assert.match(props.places[0]?.source ?? '', /SEURB \(importado em 15\/01\/2026\)/);
    // π·500² ≈ 785 398 m², within the raster's staircase.
    assert.ok(Math.abs(props.areaM2 - Math.PI * 500 * 500) < 0.01 * Math.PI * 500 * 500, String(props.areaM2));
    const allowed = features.filter((f) => f.properties.kind === 'allowed');
    assert.equal(allowed.length, 1);
    assert.equal(allowed[0]?.geometry.coordinates.length, 2, 'the allowed area has the disc as a hole');
  });

  it('measures edge to edge from another outlet’s lot (Belém art. 2º, par. único)', () => {
    // A 40 m × 40 m lot; points due east of the middle of its east edge.
    const c = BELEM_P;
    const e = destination(c, 90, 20);
    const ring = [
      destination(destination(c, 180, 20), 270, 20),
      destination(destination(c, 180, 20), 90, 20),
      destination(destination(c, 0, 20), 90, 20),
      destination(destination(c, 0, 20), 270, 20),
    ];
    ring.push(ring[0] as [number, number]);
    const lot: PolygonGeometry = { type: 'Polygon', coordinates: [ring] };
    const reg = registryWith('belem-pa', [rec('lot1', 'belem-pa', 'glp-outlet', lot, { status: 'construction-approved' })]);
    for (const [d, verdict] of [
      [499.99, 'excluded'],
      [500.01, 'allowed'],
    ] as const) {
      const p = destination(e, 90, d);
      assert.ok(Math.abs(geometryDistance({ type: 'Point', coordinates: p }, lot) - d) < 1e-4);
      assert.equal(viabilityAt(reg, belemPack, 'belem-pa', p, { date: DATE, activity: 'glp-resale', normClass: 'I' }).verdict, verdict);
    }
    const map = computeViability(reg, belemPack, 'belem-pa', { date: DATE, activity: 'glp-resale', normClass: 'I', resolutionM: 5 });
    assert.equal(cellAt(map, destination(e, 90, 490)), 'excluded');
    assert.equal(cellAt(map, destination(e, 90, 510)), 'allowed');
    assert.equal(cellAt(map, destination(c, 0, 515)), 'excluded', 'the buffer of a square is wider than a disc around its centre');
  });

  it('uses the law as of the date and the what-if value', () => {
    const opts = { date: DATE, activity: 'glp-resale', normClass: 'I' };
    const p = destination(BELEM_P, 45, 400);
    assert.equal(viabilityAt(belem, belemPack, 'belem-pa', p, opts).verdict, 'excluded');
    assert.equal(
      viabilityAt(belem, belemPack, 'belem-pa', p, { ...opts, overrides: { 'belem-pa/min-distance-between-outlets': 300 } }).verdict,
      'allowed',
    );
    const map = computeViability(belem, belemPack, 'belem-pa', {
      ...opts,
      overrides: { 'belem-pa/min-distance-between-outlets': 300 },
      resolutionM: 10,
    });
    assert.equal(cellAt(map, p), 'allowed');
    assert.equal(cellAt(map, destination(BELEM_P, 45, 280)), 'excluded');
  });
});

describe('area rules found by asking the engine (VdC arts. 2, 16)', () => {
  // A 3 km square urban perimeter around VDC_P; points due east of the middle of its east edge.
  const e = destination(VDC_P, 90, 1500);
  const sq = [
    destination(destination(VDC_P, 180, 1500), 270, 1500),
    destination(destination(VDC_P, 180, 1500), 90, 1500),
    destination(destination(VDC_P, 0, 1500), 90, 1500),
    destination(destination(VDC_P, 0, 1500), 270, 1500),
  ];
  sq.push(sq[0] as [number, number]);
  const perimeter: PolygonGeometry = { type: 'Polygon', coordinates: [sq] };
  const zoneRing = [
    destination(e, 0, 3000),
    destination(destination(e, 0, 3000), 90, 1000),
    destination(destination(e, 180, 3000), 90, 1000),
    destination(e, 180, 3000),
  ].map((p) => destination(p, 90, 4000));
  zoneRing.push(zoneRing[0] as [number, number]);
  const commercial: PolygonGeometry = { type: 'Polygon', coordinates: [zoneRing] };
  const reg = registryWith('vitoria-da-conquista-ba', [
    rec('per', 'vitoria-da-conquista-ba', 'urban-perimeter', perimeter),
    rec('zc', 'vitoria-da-conquista-ba', 'zone', commercial, { data: { kind: 'commercial' }, name: 'ZC-1' }),
  ]);
  const pack = mustPack('vitoria-da-conquista-ba');

  it('a GLP depot 2 000 m from the urban perimeter: 1 999,99 m excluded, 2 000,00 m allowed, inside excluded', () => {
    const at = (p: [number, number]) =>
      viabilityAt(reg, pack, 'vitoria-da-conquista-ba', p, { date: DATE, activity: 'glp-depot' }).findings.find(
        (f) => f.rule === 'vitoria-da-conquista-ba/art16',
      )?.status;
    assert.equal(at(destination(e, 90, 1999.99)), 'violated');
    assert.equal(at(destination(e, 90, 2000)), 'satisfied');
    assert.equal(at(VDC_P), 'violated');
    const map = computeViability(reg, pack, 'vitoria-da-conquista-ba', { date: DATE, activity: 'glp-depot', resolutionM: 20 });
    assert.deepEqual(
      map.areaRules.map((a) => [a.fullId, a.kind, a.radiusM, a.op]),
      [
        ['vitoria-da-conquista-ba/art16', 'perimeter-buffer', 2000, '>='],
        ['vitoria-da-conquista-ba/art2', 'zone-kind', 0, '>='],
      ],
    );
    assert.equal(cellAt(map, VDC_P), 'excluded');
    assert.equal(cellAt(map, destination(e, 90, 1960)), 'excluded');
    assert.equal(cellAt(map, destination(e, 270, 3000 + 2040)), 'allowed', 'west of the perimeter, 2 040 m from its west edge');
    assert.equal(cellAt(map, destination(e, 270, 3000 + 1960)), 'excluded', 'west of the perimeter, 1 960 m from its west edge');
    assert.equal(cellAt(map, destination(e, 90, 4500)), 'excluded', 'inside the commercial zone (art. 2)');
    const features = (map.geojson?.features ?? []) as { properties: { kind: string; rules?: { rule: string; area?: string }[] } }[];
    const rules = features.flatMap((f) => f.properties.rules ?? []).map((r) => `${r.rule} ${r.area}`);
    assert.ok(rules.includes('vitoria-da-conquista-ba/art16 perimeter-buffer'), rules.join(', '));
  });
});

describe('glp viability', () => {
  it('writes the GeoJSON and the SVG and PNG previews, and answers at a point', async () => {
    const dir = scratchDir();
    const data = join(dir, 'db');
    const places = join(dir, 'places.geojson');
    writeFileSync(
      places,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { category: 'glp-outlet', status: 'licensed', name: 'Gás Um', id: 'G1' },
            geometry: { type: 'Point', coordinates: BELEM_P },
          },
        ],
      }),
    );
    // The pack's own boundary file (a GeoJSON Feature), imported as the registry's boundary layer.
    const boundary = join(dir, 'belem-boundary.geojson');
    const geometry = mustPack('belem-pa').boundary?.geometry;
    assert.ok(geometry, 'belem-pa ships no boundary');
    writeFileSync(boundary, JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry }] }));
    assert.equal((await glp(['places', 'import', 'belem-pa', boundary, '--category', 'municipal-boundary', '--data', data])).code, 0);
    assert.equal((await glp(['places', 'import', 'belem-pa', places, '--data', data])).code, 0);
    // The registry is complete: every category declared surveyed (issue 7 item 1).
    const cats = surveyedAll('belem-pa')
      .map((d) => d.category)
      .join(',');
    const decl = await glp([
      'places',
      'survey',
      'declare',
      'belem-pa',
      cats,
      '--source',
      'teste',
      '--date',
      '2020-01-01',
      '--valid-from',
      '1900-01-01',
      '--data',
      data,
    ]);
    assert.equal(decl.code, 0, decl.err);
    const out = join(dir, 'v.geojson');
    const r = await glp([
      'viability',
      'belem-pa',
      '--date',
      DATE,
      '--class',
      'II',
      '--resolution',
      '25',
      '--out',
      out,
      '--svg',
      join(dir, 'v.svg'),
      '--png',
      join(dir, 'v.png'),
      '--data',
      data,
    ]);
    assert.equal(r.code, 0, r.err);
    // The places by name (Belém art. 1: "Posto Revendedor de GLP").
    assert.match(r.out, /belem-pa\/art2-I-a \(Lei de Belém de 16\/01\/2012, art\. 2º, I, a\): >= 500 m de posto revendedor de GLP/);
    const doc = JSON.parse(readFileSync(out, 'utf8')) as { features: unknown[]; resolutionM: number };
    assert.equal(doc.resolutionM, 25);
    assert.ok(doc.features.length >= 3);
    assert.deepEqual([...readFileSync(join(dir, 'v.png')).subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
    assert.match(readFileSync(join(dir, 'v.svg'), 'utf8'), /<svg /);
    const [lon, lat] = destination(BELEM_P, 0, 499.99);
    const at = await glp([
      'viability',
      'belem-pa',
      '--date',
      DATE,
      '--class',
      'II',
      `--at=${lon},${lat}`,
      '--format',
      'json',
      '--data',
      data,
      '--quiet',
    ]);
    assert.equal(at.code, 0, at.err);
    assert.equal(JSON.parse(at.out).verdict, 'excluded');
    const atText = await glp([
      'viability',
      'belem-pa',
      '--date',
      DATE,
      '--class',
      'II',
      '--at',
      `${lon},${lat}`,
      '--data',
      data,
      '--quiet',
    ]);
    assert.match(atText.out, /^Resultado: EXCLUÍDO pelas regras de localização$/m);
    const bad = await glp(['viability', 'belem-pa', '--class', 'IX', '--out', out, '--data', data]);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /--class: encontrado "IX", esperado uma classe da NBR 15514/);
  });
});
