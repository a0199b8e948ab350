/** The repository contract, part: Place registries: bulk imports, validity in time, bounding boxes, geodesic distance, updates. */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { Forbidden, InvalidData, NotFound, type PlaceRecord, VersionConflict } from '../../../src/store/repository.ts';
import { auditCount, rejects, type WorldTest } from './world.ts';

export function placesContract(it: WorldTest): void {
  describe('place registries', () => {
    const place = (over: Partial<Omit<PlaceRecord, 'id' | 'version'>>): Omit<PlaceRecord, 'id' | 'version'> => ({
      municipality: 'belem',
      category: 'school',
      status: 'active',
      name: 'Escola Estadual',
      geometry: { type: 'Point', coordinates: [-48.49, -1.455] },
      source: 'SEDUC 2024',
      importedAt: '2025-02-01T00:00:00.000Z',
      validFrom: null,
      validTo: null,
      data: {},
      ...over,
    });
    // A square of ~111 m around (-48.48, -1.45).
    const square: [number, number][] = [
      [-48.4805, -1.4505],
      [-48.4795, -1.4505],
      [-48.4795, -1.4495],
      [-48.4805, -1.4495],
      [-48.4805, -1.4505],
    ];

    it('a place is located, retired and versioned one at a time, audited, within its municipality', async ({ repo, belem, ananindeua }) => {
      await repo.insertPlaces(belem, [
        place({ name: 'Revenda sem endereço', category: 'glp-outlet', geometry: null, validFrom: '2020-01-01' }),
      ]);
      const [p0] = (await repo.listPlaces(belem, { municipality: 'belem', categories: ['glp-outlet'] })).items;
      assert.ok(p0);
      assert.equal(p0.geometry, null);
      const located = await repo.updatePlace(belem, p0.id, p0.version, { geometry: { type: 'Point', coordinates: [-48.48, -1.45] } });
      assert.equal(located.version, p0.version + 1);
      const near = await repo.listPlaces(belem, { municipality: 'belem', near: { point: [-48.4801, -1.45], withinM: 50 } } as Parameters<
        typeof repo.listPlaces
      >[1]);
      assert.deepEqual(
        near.items.map((x) => x.id),
        [p0.id],
      );
      await rejects(repo.updatePlace(belem, p0.id, p0.version, { name: 'stale' }), VersionConflict);
      await rejects(repo.updatePlace(ananindeua, p0.id, located.version, { name: 'x' }), NotFound);
      await rejects(repo.updatePlace(belem, p0.id, located.version, {}), InvalidData);
      await rejects(repo.updatePlace(belem, p0.id, located.version, { validTo: '2019-12-31' }), InvalidData, /validTo/);
      const retired = await repo.updatePlace(belem, p0.id, located.version, { validTo: '2026-07-01' });
      assert.equal(retired.validTo, '2026-07-01');
      assert.equal((await repo.listPlaces(belem, { municipality: 'belem', categories: ['glp-outlet'], asOf: '2026-06-30' })).total, 1);
      assert.equal((await repo.listPlaces(belem, { municipality: 'belem', categories: ['glp-outlet'], asOf: '2026-07-01' })).total, 0);
      const audit = await repo.listAudit(belem, { filters: { entityId: p0.id } } as Parameters<typeof repo.listAudit>[1]);
      assert.ok(audit.items.some((e) => e.action === 'place.update'));
    });

    it('bulk insert is all-or-nothing and audited as one entry', async ({ repo, belem, target }) => {
      const n0 = await auditCount(target);
      const good = Array.from({ length: 1200 }, (_, i) =>
        place({ name: `Escola ${i}`, geometry: { type: 'Point', coordinates: [-48.49 + i * 1e-5, -1.455] } }),
      );
      const bad = [
        ...good.slice(0, 700),
        place({
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 1],
              ],
            ],
          },
        }),
        ...good.slice(700),
      ];
      await rejects(repo.insertPlaces(belem, bad), InvalidData, /places\[700\]/);
      await rejects(repo.insertPlaces(belem, [...good, place({ municipality: 'ananindeua' })]), Forbidden);
      assert.equal((await repo.listPlaces(belem, { municipality: 'belem' })).total, 0);
      assert.equal(await auditCount(target), n0);
      assert.equal(await repo.insertPlaces(belem, good), 1200);
      assert.equal(await auditCount(target), n0 + 1);
      const entry = (await repo.listAudit(belem, { filters: { action: 'places.import' } })).items[0];
      assert.ok(entry);
      assert.equal((entry.after as { count: number }).count, 1200);
      const page = await repo.listPlaces(null, { municipality: 'belem', limit: 5000 });
      assert.equal(page.total, 1200);
      assert.equal(page.items.length, 1200);
    });

    it('filters by categories, asOf, bbox and distance (geodesic)', async ({ repo, belem, ananindeua }) => {
      await repo.insertPlaces(belem, [
        place({ name: 'Escola A', geometry: { type: 'Point', coordinates: [-48.48, -1.4509] } }), // ~100 m south of the square's centre
        place({ name: 'Hospital', category: 'hospital', geometry: { type: 'Point', coordinates: [-48.48, -1.454] } }), // ~445 m
        place({
          name: 'Escola antiga',
          validFrom: '2000-01-01',
          validTo: '2020-01-01',
          geometry: { type: 'Point', coordinates: [-48.6, -1.3] },
        }),
        place({ name: 'Escola nova', validFrom: '2024-06-01', geometry: { type: 'Point', coordinates: [-48.3, -1.2] } }),
        place({ name: 'Zona ZR1', category: 'zone', geometry: { type: 'Polygon', coordinates: [square] } }),
        place({ name: 'Sem geometria', category: 'school', geometry: null }),
      ]);
      await repo.insertPlaces(ananindeua, [place({ municipality: 'ananindeua', name: 'Escola de Ananindeua' })]);
      const names = (p: { items: PlaceRecord[] }) => p.items.map((x) => x.name).sort();

      assert.deepEqual(names(await repo.listPlaces(null, { municipality: 'belem', categories: ['hospital', 'zone'] })), [
        'Hospital',
        'Zona ZR1',
      ]);
      assert.deepEqual(names(await repo.listPlaces(null, { municipality: 'belem', categories: [] })), []);
      assert.deepEqual(names(await repo.listPlaces(null, { municipality: 'belem', categories: ['school'], asOf: '2019-12-31' })), [
        'Escola A',
        'Escola antiga',
        'Sem geometria',
      ]);
      // validTo is exclusive, like the parameters' validity.
      assert.deepEqual(names(await repo.listPlaces(null, { municipality: 'belem', categories: ['school'], asOf: '2020-01-01' })), [
        'Escola A',
        'Sem geometria',
      ]);
      assert.deepEqual(names(await repo.listPlaces(null, { municipality: 'belem', categories: ['school'], asOf: '2024-06-01' })), [
        'Escola A',
        'Escola nova',
        'Sem geometria',
      ]);
      assert.deepEqual(names(await repo.listPlaces(belem, { municipality: 'belem', bbox: [-48.481, -1.4512, -48.4795, -1.4499] })), [
        'Escola A',
        'Zona ZR1',
      ]);

      const near = (m: number) => repo.listPlaces(null, { municipality: 'belem', near: { point: [-48.48, -1.45], withinM: m } });
      assert.deepEqual(names(await near(10)), ['Zona ZR1']); // inside the polygon: distance 0
      assert.deepEqual(names(await near(90)), ['Zona ZR1']);
      assert.deepEqual(names(await near(110)), ['Escola A', 'Zona ZR1']);
      assert.deepEqual(names(await near(500)), ['Escola A', 'Hospital', 'Zona ZR1']);
      // ~47 m from the square's east edge (lon -48.4795): the edge, not the vertices (~71 m), counts.
      const edge = await repo.listPlaces(null, {
        municipality: 'belem',
        categories: ['zone'],
        near: { point: [-48.47908, -1.45], withinM: 50 },
      });
      assert.deepEqual(names(edge), ['Zona ZR1']);
      const edgeFar = await repo.listPlaces(null, {
        municipality: 'belem',
        categories: ['zone'],
        near: { point: [-48.47908, -1.45], withinM: 45 },
      });
      assert.deepEqual(names(edgeFar), []);
      const paged = await repo.listPlaces(null, { municipality: 'belem', near: { point: [-48.48, -1.45], withinM: 500 }, limit: 2 });
      assert.deepEqual([paged.items.length, paged.total], [2, 3]);

      await rejects(repo.listPlaces(ananindeua, { municipality: 'belem' }), NotFound);
      const one = (await repo.listPlaces(belem, { municipality: 'belem', q: 'hospital' })).items[0];
      assert.ok(one);
      assert.deepEqual(await repo.getPlace(null, 'belem', one.id), one);
      assert.deepEqual(one.geometry, { type: 'Point', coordinates: [-48.48, -1.454] });
      await rejects(repo.getPlace(ananindeua, 'belem', one.id), NotFound);
      await rejects(repo.getPlace(null, 'ananindeua', one.id), NotFound);
    });
  });
}
