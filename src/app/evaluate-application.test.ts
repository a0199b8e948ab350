/** Filling an application from the store's registries gives what the in-memory registry gives. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scratchDir } from '../../test/support/cli.ts';
import { packs } from '../../test/support/packs.ts';
import { surveyedAll } from '../../test/support/places.ts';
import { loadFixture } from '../../test/support/siting-fixtures.ts';
import { fillSiting } from '../siting/nearby.ts';
import { systemScope } from '../siting/types.ts';
import { openRepository } from '../store/open.ts';
import { fillFromRepository } from './evaluate-application.ts';
import { municipalitiesOf } from './municipalities.ts';

test('the repository flavour fills the same places as the in-memory registry (SQLite store)', async () => {
  const repo = await openRepository({ dataDir: `${scratchDir()}/db` });
  try {
    await repo.upsertMunicipalities(municipalitiesOf(packs));
    // The fixtures' registries are complete: every category declared surveyed (issue 7 item 1).
    await repo.surveys.declare(systemScope('surveys'), surveyedAll('belem-pa'));
    for (const file of ['belem-nbr-sensitive.geojson', 'belem-outlets-points.geojson', 'zones-perimeter.geojson']) {
      const { registry, input } = loadFixture(file);
      const pack = packs.get('belem-pa');
      assert.ok(pack);
      const records = [...registry.records()];
      await repo.insertPlaces(
        systemScope(file),
        records.map(({ id, version: _v, ...r }) => ({ ...r, data: { ...r.data, externalId: id } })),
      );
      const mem = fillSiting(registry, pack, input, { date: '2024-06-01' });
      const db = await fillFromRepository(repo, pack, input, { date: '2024-06-01' });
      const names = (x: typeof mem) => (x.input.nearby?.places ?? []).map((p) => p.name).sort();
      // The store holds the earlier fixtures too: compare the places of this fixture.
      const own = new Set(records.map((r) => r.name));
      assert.deepEqual(
        names(db).filter((n) => own.has(n ?? null)),
        names(mem),
        file,
      );
      assert.deepEqual(db.input.nearby?.surveyed, mem.input.nearby?.surveyed, file);
      if (file.startsWith('zones')) assert.equal(JSON.stringify(db.input.zone), JSON.stringify(mem.input.zone));
    }
  } finally {
    await repo.close();
  }
});
