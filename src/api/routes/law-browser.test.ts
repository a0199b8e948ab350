/**
 * The law browser's data: each rule beside the units it implements with its dated parameters,
 * and the municipalities' requirements side by side. Expected values are the laws' own words.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openTestApi, type TestApi } from '../../../test/support/api.ts';

let api: TestApi;
before(async () => {
  api = await openTestApi('sqlite');
});
after(async () => {
  await api?.close();
});

interface Compared {
  id: string;
  distances: { categories: string[]; radiusM: number; measure: string; citation: string; source: string }[];
  classes: { cylinders: number; totalKg: number; class: string | null; scheme: string | null }[];
  parameters: Record<'dimensions' | 'storage' | 'fines' | 'periods', { id: string; value: unknown; citation: string | null }[]>;
}

describe('GET /api/municipalities/{id}/rules', () => {
  it('lists each rule with the units it implements and the parameters it reads, with their dated values', async () => {
    const r = await api.req('GET', '/api/municipalities/belem-pa/rules');
    assert.equal(r.status, 200);
    // Belém art. 2, I, a: "distância mínima de 500 (quinhentos) metros" from another outlet.
    const rule = r.json.rules.find((x: { id: string }) => x.id === 'belem-pa/art2-I-a');
    assert.ok(rule, 'rule art2-I-a');
    assert.equal(rule.implements[0], 'art2-I-a');
    assert.match(rule.citation, /art\. 2º, I, a$/);
    assert.ok(rule.parameters.includes('belem-pa/min-distance-between-outlets'));
    const p = r.json.parameters.find((x: { id: string }) => x.id === 'belem-pa/min-distance-between-outlets');
    assert.equal(p.unit, 'm');
    assert.deepEqual(
      p.values.map((v: { from: string; to: string | null; value: unknown }) => [v.from, v.to, v.value]),
      [['2012-01-16', null, 500]],
    );
    // Every parameter a rule names is listed, and every unit of every article belongs to the law.
    const params = new Set(r.json.parameters.map((x: { id: string }) => x.id));
    for (const ru of r.json.rules) for (const id of ru.parameters) assert.ok(params.has(id), `${ru.id} reads ${id}`);
    const laws = (await api.req('GET', '/api/municipalities/belem-pa/laws')).json.laws;
    const unitIds = laws[0].units.map((u: { id: string }) => u.id);
    assert.deepEqual(
      r.json.laws[0].articles.flatMap((a: { units: string[] }) => a.units),
      unitIds,
    );
    assert.deepEqual(r.json.laws[0].articles[1], {
      id: '2',
      units: ['art2', 'art2-I', 'art2-I-a', 'art2-I-b', 'art2-II', 'art2-III', 'art2-IV', 'art2-parU'],
    });
    assert.ok(r.json.sitingActivities.includes('glp-resale'));
    assert.ok(r.json.normClasses.includes('I'));
    // Belém's law has no classes of its own; Vitória da Conquista's art. 5 has A, B and C.
    assert.equal(r.json.siteClasses, null);
    const vdc = await api.req('GET', '/api/municipalities/vitoria-da-conquista-ba/rules');
    assert.equal(vdc.status, 200);
    assert.deepEqual(vdc.json.siteClasses.classes, ['A', 'B', 'C']);
    assert.equal(vdc.json.siteClasses.scheme.pt, 'Lei 709/1993, art. 5º');
    assert.ok(vdc.json.siteClasses.activities.includes('glp-resale'));
  });

  it('answers an unknown municipality with a 404 problem', async () => {
    const r = await api.req('GET', '/api/municipalities/atlantis-xx/rules');
    assert.equal(r.status, 404);
    assert.match(r.headers.get('content-type') ?? '', /application\/problem\+json/);
    assert.match(r.json.detail, /atlantis-xx/);
  });
});

describe('GET /api/comparison', () => {
  let m: Record<string, Compared>;
  before(async () => {
    const r = await api.req('GET', '/api/comparison?date=2026-06-01');
    assert.equal(r.status, 200);
    assert.equal(r.json.date, '2026-06-01');
    m = Object.fromEntries(r.json.municipalities.map((x: Compared) => [x.id, x]));
  });

  it('shows the distance between outlets each law sets, measured as it says', () => {
    const outlets = (id: string) => m[id]?.distances.find((d) => d.categories.includes('glp-outlet'));
    // Belém art. 2, I, a: "distância mínima de 500 (quinhentos) metros" (§ único: from the lot's edges).
    assert.deepEqual([outlets('belem-pa')?.radiusM, outlets('belem-pa')?.measure], [500, 'edge']);
    // Salvador art. 2, III: "distância mínima de 400 (quatrocentos) metros entre os estabelecimentos".
    assert.equal(outlets('salvador-ba')?.radiusM, 400);
    assert.match(outlets('salvador-ba')?.citation ?? '', /art\. 2º, III$/);
    // Vitória da Conquista art. 22: 300 m.
    assert.equal(outlets('vitoria-da-conquista-ba')?.radiusM, 300);
    // Nova Odessa sets no distance between outlets.
    assert.equal(outlets('nova-odessa-sp'), undefined);
  });

  it('classes sample stocks by each law (on the class limits themselves)', () => {
    const cls = (id: string, n: number) => m[id]?.classes.find((c) => c.cylinders === n);
    // Nova Odessa art. 5, I, a "até 520 Kg" (40 P13) and II, a "até 1.560 Kg" (120 P13).
    assert.equal(cls('nova-odessa-sp', 40)?.class, 'I');
    assert.equal(cls('nova-odessa-sp', 40)?.totalKg, 520);
    assert.equal(cls('nova-odessa-sp', 120)?.class, 'II');
    assert.equal(cls('nova-odessa-sp', 480)?.class, 'III');
    // Belém and Salvador use the NBR 15514 classes.
    assert.match(cls('belem-pa', 120)?.scheme ?? '', /^NBR 15514/);
  });

  it('groups the other parameters: lot and dimensions, fines, periods', () => {
    const value = (id: string, group: keyof Compared['parameters'], pid: string) =>
      m[id]?.parameters[group].find((p) => p.id === pid)?.value;
    // Belém art. 2, I: "área mínima de 400 m2" and "testada mínima de 20 metros".
    assert.equal(value('belem-pa', 'dimensions', 'belem-pa/min-lot-area'), 400);
    assert.equal(value('belem-pa', 'dimensions', 'belem-pa/min-frontage'), 20);
    // A distance threshold is shown once, with the distances, not again as a dimension.
    assert.equal(value('belem-pa', 'dimensions', 'belem-pa/min-distance-between-outlets'), undefined);
    // Salvador art. 15, III: "multa variável de R$ 100,00 (cem reais) a R$ 300,00"; Nova Odessa art. 18: 200 UFIR.
    assert.deepEqual(value('salvador-ba', 'fines', 'salvador-ba/fine-art15-III'), { min: 100, max: 300 });
    assert.equal(value('nova-odessa-sp', 'fines', 'nova-odessa-sp/fine-ufir'), 200);
  });

  it('refuses an impossible date, naming the parameter', async () => {
    const r = await api.req('GET', '/api/comparison?date=2026-02-30');
    assert.equal(r.status, 400);
    assert.equal(r.json.errors[0].field, 'query.date');
    const early = await api.req('GET', '/api/comparison?date=1990-01-01');
    assert.equal(early.status, 422);
    assert.equal(early.json.errors[0].field, 'date');
  });
});

describe('the laws and coverage documents', () => {
  it('fit their OpenAPI schemas for every municipality (the web client is typed from them)', async () => {
    const { coverageSchema, lawsViewSchema } = await import('./law-browser.ts');
    const list = (await api.req('GET', '/api/municipalities')).json.items as { id: string }[];
    assert.ok(list.length >= 4);
    for (const { id } of list) {
      const laws = await api.req('GET', `/api/municipalities/${id}/laws`);
      const parsedLaws = lawsViewSchema.safeParse(laws.json);
      assert.ok(parsedLaws.success, `${id} laws: ${parsedLaws.error?.message}`);
      const cov = await api.req('GET', `/api/municipalities/${id}/coverage`);
      const parsedCov = coverageSchema.safeParse(cov.json);
      assert.ok(parsedCov.success, `${id} coverage: ${parsedCov.error?.message}`);
    }
    assert.equal(lawsViewSchema.safeParse({ id: 'x' }).success, false);
  });
});
