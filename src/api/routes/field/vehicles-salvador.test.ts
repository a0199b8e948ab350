/**
 * Salvador art. 3 § 1º at the roadside over HTTP: "identificados com o nome da empresa
 * distribuidora, número da autorização emitida pela ANP e tabela de preços visíveis ao
 * consumidor" — each element its own fact; a vehicle registered before with only the earlier
 * `identified: true` does not pass, the three facts are asked.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { forEachEngine, makeUser, openTestApi, type Principal, systemScope, type TestApi } from '../../../../test/support/api.ts';
import { licensedOutlet } from '../../../../test/support/outlets.ts';

const SSA = 'salvador-ba';
const DATE = '2026-12-03';

await forEachEngine('Salvador vehicle identification (art. 3 § 1º) API', (engine) => {
  let api: TestApi;
  let inspector: Principal;
  let outlet: string;
  before(async () => {
    api = await openTestApi(engine);
    inspector = await makeUser(api, ['inspector'], SSA, 'Fiscal Salvador');
    const { establishment } = await licensedOutlet(api.deps.repo, systemScope(), {
      municipality: SSA,
      name: 'Gás da Barra',
      number: 'ALV-31',
      issuedOn: '2025-01-10',
    });
    outlet = establishment.id;
  });
  after(() => api.close());

  const par1 = (check: { findings: { unitId: string; status: string; missing?: string[]; text: string }[] }) =>
    check.findings.find((f) => f.unitId === 'art3-par1');

  it('a vehicle registered with only the earlier `identified: true`: not a pass — the three facts are asked', async () => {
    const reg = await api.req('POST', `/api/municipalities/${SSA}/vehicles`, {
      token: inspector.token,
      body: {
        establishmentId: outlet,
        vehicle: {
          plate: 'SSA3B45',
          type: 'truck',
          ownership: 'owned',
          adaptedAndLegal: true,
          identified: true,
          signs: true,
          usesHorn: false,
        },
        date: DATE,
      },
    });
    assert.equal(reg.status, 201, reg.text);
    const r = await api.req('GET', `/api/municipalities/${SSA}/vehicles/SSA3B45/check?date=${DATE}`, { token: inspector.token });
    assert.equal(r.status, 200, r.text);
    const f = par1(r.json.check);
    assert.equal(f?.status, 'cannot-evaluate', r.text);
    assert.deepEqual(f?.missing, ['distributorNameShown', 'anpAuthorisationShown', 'priceTableShown']);
    for (const m of ['distributorNameShown', 'anpAuthorisationShown', 'priceTableShown'])
      assert.ok(r.json.check.missing.includes(m), r.text);
    // Nothing is violated yet: compliant as far as known, with the three facts still to record.
    assert.equal(r.json.check.compliant, true);
  });

  it('what the inspector sees decides, element by element: no price table → the plate and the element named', async () => {
    const seen = await api.req('POST', `/api/municipalities/${SSA}/vehicles/SSA3B45/check`, {
      token: inspector.token,
      body: { date: DATE, observed: { distributorNameShown: true, anpAuthorisationShown: true, priceTableShown: false } },
    });
    assert.equal(seen.status, 200, seen.text);
    assert.equal(par1(seen.json.check)?.status, 'violated', seen.text);
    assert.ok(
      seen.json.problems.some((p: string) => p.includes('art. 3º, § 1º') && p.includes('SSA3B45 (caminhão): sem a tabela de preços.')),
      seen.text,
    );
    const all = await api.req('POST', `/api/municipalities/${SSA}/vehicles/SSA3B45/check`, {
      token: inspector.token,
      body: { date: DATE, observed: { distributorNameShown: true, anpAuthorisationShown: true, priceTableShown: true } },
    });
    assert.equal(par1(all.json.check)?.status, 'satisfied', all.text);
  });
});
