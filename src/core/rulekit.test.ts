/**
 * The rule kit on a small synthetic law (no municipality's): builders, declared parameters,
 * siting declarations, vehicles, several-check outcomes, measured distances, grandfathering.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { declareMemo, RuleContext, UndeclaredParameter } from './context.ts';
import { evaluate } from './engine.ts';
import { SHARED_FACT_LABELS } from './input/fact-labels.ts';
import { parseInputFor } from './input/validate.ts';
import { definePack, type RuleDef } from './pack.ts';
import { distanceRule, flagRule, guard, reads, thresholdRule } from './rulekit.ts';
import { existedBefore, operatingAtPublication } from './rulekit-establishment.ts';
import { checksOutcome, comparisonsOutcome, requireDocuments } from './rulekit-outcomes.ts';
import { countExtinguishers } from './rulekit-safety.ts';
import { storageDistance } from './rulekit-storage.ts';
import { perVehicle, vehicleName, vehiclesOf } from './rulekit-vehicles.ts';
import { type SyntheticInput, syntheticFacts, syntheticLaw, syntheticParam } from '../../test/support/synthetic.ts';
import type { Law, ParameterDef } from './types.ts';

const law: Law = syntheticLaw('2020-03-10', ['Área mínima de 100 m².', 'Distância mínima de 200 m de escolas.', 'Ventilação natural.'], {
  id: 'lei-teste',
  shortTitle: 'Lei de Teste 1/2020',
});

const parameters: ParameterDef[] = [
  syntheticParam('min-area', 'm2', 100, '2020-03-10', 'art1', '>='),
  syntheticParam('min-school', 'm', 200, '2020-03-10', 'art2', '>='),
  syntheticParam('other', 'none', 'x', '2020-03-10', 'art3'),
];

function packWith(rules: RuleDef<SyntheticInput>[]) {
  return definePack({
    id: 'teste-xx',
    name: 'Teste',
    uf: 'XX',
    ibge: '0',
    version: 't',
    laws: [law],
    parameters,
    rules,
    facts: syntheticFacts,
  });
}

const input = (extra: Record<string, unknown> = {}): SyntheticInput =>
  parseInputFor(packWith([]), { municipality: 'teste-xx', activity: 'glp-resale', ...extra }) as SyntheticInput;

function ctxFor(i: SyntheticInput, rules: RuleDef<SyntheticInput>[] = []): RuleContext<SyntheticInput> {
  const ctx = new RuleContext(packWith(rules), i, '2024-01-01', 'pt', {}, new Map());
  ctx.reset({ id: 'teste-xx/test', parameters: new Set(['min-area', 'min-school']) });
  return ctx;
}

describe('rule kit: builders name a fact once and declare what they read', () => {
  const area = thresholdRule({
    id: 'art1',
    implements: ['art1'],
    title: { pt: 'Área', en: 'Area' },
    activities: ['glp-resale'],
    fact: 'lot.areaM2',
    param: 'min-area',
    what: { pt: 'Área do terreno', en: 'Lot area' },
  });

  it('reads the fact by its path, records it under that path, compares against the parameter', () => {
    const r = evaluate(packWith([area]), input({ lot: { areaM2: 99.99 } }), { date: '2024-01-01' });
    const f = r.findings[0];
    assert.equal(f?.status, 'violated');
    assert.deepEqual(f?.facts, { 'lot.areaM2': 99.99 });
    assert.deepEqual(f?.parameters, { 'teste-xx/min-area': 100 });
    assert.equal(evaluate(packWith([area]), input({ lot: { areaM2: 100 } }), { date: '2024-01-01' }).findings[0]?.status, 'satisfied');
  });

  it('names the missing fact by the same path', () => {
    const f = evaluate(packWith([area]), input(), { date: '2024-01-01' }).findings[0];
    assert.equal(f?.status, 'cannot-evaluate');
    assert.deepEqual(f?.missing, ['lot.areaM2']);
  });

  it("declares its parameter and its guard's", () => {
    const g = guard(['other'], (ctx) => (ctx.param('other') === 'y' ? { status: 'not-applicable', message: 'n/a' } : null));
    const r = flagRule<SyntheticInput>({
      id: 'art3',
      implements: ['art3'],
      title: { pt: 'V', en: 'V' },
      activities: ['glp-resale'],
      fact: 'storage.naturalVentilation',
      expected: true,
      ok: { pt: 'ok', en: 'ok' },
      bad: { pt: 'ruim', en: 'bad' },
      unless: g,
    });
    assert.deepEqual(r.parameters, ['other']);
    assert.deepEqual(area.parameters, ['min-area']);
    assert.deepEqual(reads('a', g, ['b', 'a']), ['a', 'other', 'b']);
  });
});

describe('the engine refuses a read the rule does not declare', () => {
  it('throws UndeclaredParameter naming the rule and the parameter', () => {
    const sneaky: RuleDef = {
      id: 'art1',
      implements: ['art1'],
      title: { pt: 'x', en: 'x' },
      activities: 'all',
      parameters: ['min-area'],
      evaluate: (ctx) => ({ status: 'satisfied', message: String(ctx.param('other')) }),
    };
    assert.throws(
      () => evaluate(packWith([sneaky]), input(), { date: '2024-01-01' }),
      (e: unknown) => {
        assert.ok(e instanceof UndeclaredParameter);
        assert.match((e as Error).message, /teste-xx\/art1 reads parameter other/);
        return true;
      },
    );
  });

  it('checks what a memoised value read against every rule that uses it', () => {
    const K = declareMemo('k', ['min-area']);
    const shared = (ctx: RuleContext) => ctx.memo(K, () => ctx.param<number>('min-area'));
    const declares: RuleDef = {
      id: 'art1',
      implements: ['art1'],
      title: { pt: 'a', en: 'a' },
      activities: 'all',
      parameters: ['min-area'],
      evaluate: (ctx) => ({ status: 'satisfied', message: String(shared(ctx)) }),
    };
    const omits: RuleDef = {
      id: 'art3',
      implements: ['art3'],
      title: { pt: 'b', en: 'b' },
      activities: 'all',
      evaluate: (ctx) => ({ status: 'satisfied', message: String(shared(ctx)) }),
    };
    const ok = evaluate(packWith([declares]), input(), { date: '2024-01-01' });
    assert.deepEqual(ok.findings[0]?.parameters, { 'teste-xx/min-area': 100 });
    // The second rule reuses the value computed for the first and still must declare its read.
    assert.throws(() => evaluate(packWith([declares, omits]), input(), { date: '2024-01-01' }), UndeclaredParameter);
    // …and whichever rule uses it first.
    assert.throws(() => evaluate(packWith([omits, declares]), input(), { date: '2024-01-01' }), UndeclaredParameter);
  });

  it('refuses a read the memoised value itself does not declare', () => {
    const K = declareMemo('k2', ['min-area']);
    const rule: RuleDef = {
      id: 'art1',
      implements: ['art1'],
      title: { pt: 'a', en: 'a' },
      activities: 'all',
      parameters: ['min-area', 'other'],
      evaluate: (ctx) => ({ status: 'satisfied', message: String(ctx.memo(K, () => ctx.param('other'))) }),
    };
    assert.throws(
      () => evaluate(packWith([rule]), input(), { date: '2024-01-01' }),
      (e: unknown) => e instanceof UndeclaredParameter && /k2 reads parameter other/.test((e as Error).message),
    );
  });
});

describe('distance rules declare what they measure', () => {
  const school = distanceRule({
    id: 'art2',
    implements: ['art2'],
    title: { pt: 'Escola', en: 'School' },
    activities: ['glp-resale'],
    categories: ['school'],
    param: 'min-school',
    measure: 'point',
    what: { pt: 'escola', en: 'school' },
  });

  it('reads the threshold through its siting declaration, what-if included', () => {
    const env = {
      param: <V>(id: string) => (id === 'min-school' ? 250 : undefined) as V,
      relation: () => '>=' as const,
      norm: () => assert.fail(),
      normClass: undefined,
    };
    const [q] = school.siting?.(env) ?? [];
    assert.equal(q?.radiusM, 250);
    assert.deepEqual(q?.categories, ['school']);
    assert.deepEqual(school.parameters, ['min-school']);
    const i = input({
      nearby: { surveyed: { school: 300 }, places: [{ category: 'school', name: 'E', distanceM: 220, measuredFrom: 'point' }] },
    });
    assert.equal(evaluate(packWith([school]), i, { date: '2024-01-01' }).findings[0]?.status, 'satisfied');
    const what = evaluate(packWith([school]), i, { date: '2024-01-01', overrides: { 'teste-xx/min-school': 250 } });
    assert.equal(what.findings[0]?.status, 'violated');
    assert.deepEqual(packWith([school]).siting, [{ rule: 'art2', activities: ['glp-resale'] }]);
  });
});

describe('vehicles: one reading for every pack', () => {
  it('absent → missing; none → not applicable, except a mobile seller (missing)', () => {
    assert.throws(() => vehiclesOf(ctxFor(input())), /missing facts: vehicles/);
    const none = vehiclesOf(ctxFor(input({ vehicles: [] })));
    assert.ok(!Array.isArray(none) && none.status === 'not-applicable');
    assert.throws(() => vehiclesOf(ctxFor(input({ activity: 'glp-mobile-sale', vehicles: [] }))), /missing facts: vehicles/);
  });

  it('a duty on every vehicle names each failing one by plate and type, each unknown by index', () => {
    const i = input({
      vehicles: [
        { plate: 'ABC1D23', type: 'van', trailer: true },
        { type: 'truck', trailer: false },
      ],
    });
    const o = perVehicle(
      ctxFor(i),
      'trailer',
      false,
      (n) => `${n} ok`,
      (l) => `bad: ${l}`,
    );
    // The type by its name in the context's language (pt-BR: "furgão").
    assert.deepEqual(o, { status: 'violated', message: 'bad: ABC1D23 (furgão)' });
    const ok = perVehicle(
      ctxFor(input({ vehicles: [{ type: 'van', trailer: false }] })),
      'trailer',
      false,
      (n) => `${n} ok`,
      (l) => l,
    );
    assert.equal(ok.message, '1 ok');
    assert.throws(
      () => perVehicle(ctxFor(input({ vehicles: [{ type: 'van' }, { type: 'car' }] })), 'trailer', false, String, String),
      /vehicles\[0\]\.trailer, vehicles\[1\]\.trailer/,
    );
    // A vehicle known to fail decides, whatever the unreported one holds (Salvador art. 3 § 1: every vehicle).
    const known = perVehicle(
      ctxFor(input({ vehicles: [{ type: 'van' }, { type: 'truck', plate: 'XYZ9A87', trailer: true }] })),
      'trailer',
      false,
      String,
      (l) => `bad: ${l}`,
    );
    assert.deepEqual(known, {
      status: 'violated',
      message: 'bad: XYZ9A87 (caminhão)',
      notes: ['Também falta informar: vehicles[0].trailer.'],
    });
    // Unknown beside vehicles that pass: still cannot be evaluated.
    assert.throws(
      () => perVehicle(ctxFor(input({ vehicles: [{ type: 'van' }, { type: 'car', trailer: false }] })), 'trailer', false, String, String),
      /vehicles\[0\]\.trailer/,
    );
    assert.equal(vehicleName({ type: 'motorcycle' }, 1, 'en'), '#2 (motorcycle)');
    // The type by the vocabulary's name (Salvador art. 3 § 2º: "motocicletas").
    assert.equal(vehicleName({ plate: 'ABC1D23', type: 'motorcycle' }, 0, 'pt'), 'ABC1D23 (motocicleta)');
  });
});

describe('a requirement of several parts (ctx.part)', () => {
  // "área mínima de 100 m² e testada mínima de 100 m": each part required.
  const both: RuleDef<SyntheticInput> = {
    id: 'art1',
    implements: ['art1'],
    title: { pt: 'Área e testada', en: 'Area and frontage' },
    activities: 'all',
    parameters: ['min-area'],
    evaluate(ctx) {
      const area = ctx.part('lot.areaM2');
      const front = ctx.part('lot.frontageM');
      return comparisonsOutcome([
        { label: 'área', c: area === undefined ? null : ctx.compare('lot.areaM2', area, 'min-area') },
        { label: 'testada', c: front === undefined ? null : ctx.compare('lot.frontageM', front, 'min-area') },
      ]);
    },
  };
  const run = (lot: Record<string, number>) => evaluate(packWith([both]), input({ lot }), { date: '2021-01-01' }).findings[0];
  it('a part known to fail decides, and a note names the part not reported', () => {
    const f = run({ areaM2: 99.99 });
    assert.equal(f?.status, 'violated');
    // By its name (the shared catalog: this test pack names none of its own) beside its path.
    assert.deepEqual(f?.notes, [`Também falta informar: ${SHARED_FACT_LABELS['lot.frontageM']?.pt} (lot.frontageM).`]);
    assert.equal(f?.comparisons?.length, 1);
  });
  it('a part that holds does not: the finding cannot be evaluated, naming every part not reported', () => {
    const f = run({ areaM2: 100 });
    assert.equal(f?.status, 'cannot-evaluate');
    assert.deepEqual(f?.missing, ['lot.frontageM']);
    assert.deepEqual(run({})?.missing, ['lot.areaM2', 'lot.frontageM']);
  });
  it('with every part known, as before: both hold → satisfied; one fails → violated, no note', () => {
    assert.equal(run({ areaM2: 100, frontageM: 100 })?.status, 'satisfied');
    const f = run({ areaM2: 100, frontageM: 99.99 });
    assert.equal(f?.status, 'violated');
    assert.equal(f?.notes, undefined);
  });
});

describe('the unit an outcome cites (Outcome.cite)', () => {
  const citing = (exceptions?: string[]): RuleDef<SyntheticInput> => ({
    id: 'art1',
    implements: ['art1'],
    title: { pt: 'Área', en: 'Area' },
    activities: 'all',
    ...(exceptions ? { exceptions } : {}),
    evaluate: (ctx) => ({ status: 'not-applicable', message: ctx.t('isento', 'exempt'), cite: 'art3' }),
  });
  it('cites a declared exception first and the rule after it', () => {
    const f = evaluate(packWith([citing(['art3'])]), input(), { date: '2021-01-01' }).findings[0];
    assert.equal(f?.citation.unit, 'art3');
    assert.deepEqual(
      f?.alsoCites?.map((c) => c.unit),
      ['art1'],
    );
  });
  it('refuses a unit the rule does not declare (explain would not list it)', () => {
    assert.throws(
      () => evaluate(packWith([citing()]), input(), { date: '2021-01-01' }),
      /teste-xx\/art1: an outcome cites art3, which the rule neither implements nor names as an exception/,
    );
  });
});

describe('outcomes of several checks', () => {
  it('names what fails, else what holds', () => {
    assert.deepEqual(
      checksOutcome([
        { ok: true, good: 'a ok', bad: 'a bad' },
        { ok: false, good: 'b ok', bad: 'b bad' },
      ]),
      {
        status: 'violated',
        message: 'B bad.',
      },
    );
    assert.deepEqual(checksOutcome([{ ok: true, good: 'a ok', bad: 'a bad' }], { fail: 'Falta', pass: 'Há' }), {
      status: 'satisfied',
      message: 'Há: a ok.',
    });
    const ctx = ctxFor(input());
    const c1 = ctx.compareWith('x', 5, '>=', 5, 'm');
    const c2 = ctx.compareWith('y', 4, '>=', 5, 'm');
    const o = comparisonsOutcome([
      { label: 'X', c: c1 },
      { label: 'Y', c: c2 },
    ]);
    assert.equal(o.status, 'violated');
    assert.equal(o.comparisons?.length, 2);
    assert.match(o.message, /^Y: /);
  });

  it('names every missing document at once', () => {
    assert.throws(
      () => requireDocuments(ctxFor(input({ documents: { alvara: true } })), ['alvara', 'iptuPaid', 'invoiceBook']),
      /documents\.iptuPaid, documents\.invoiceBook/,
    );
  });
});

describe('distances measured on site', () => {
  it('compares a measurement; a declared empty radius decides only when it reaches the limit', () => {
    const m = storageDistance(ctxFor(input({ storage: { distances: { drainsM: 1.49 } } })), 'drainsM', '>=', 1.5);
    assert.equal(m.comparison.holds, false);
    assert.equal(m.declaredNone, false);
    const none = storageDistance(ctxFor(input({ storage: { distances: { noneWithinM: { drainsM: 1.5 } } } })), 'drainsM', '>=', 1.5);
    assert.equal(none.comparison.holds, true);
    assert.equal(none.declaredNone, true);
    // "none within 3 m" cannot show "more than 3 m".
    assert.throws(
      () => storageDistance(ctxFor(input({ storage: { distances: { noneWithinM: { drainsM: 3 } } } })), 'drainsM', '>', 3),
      /storage\.distances\.drainsM/,
    );
  });
});

describe('extinguishers, counted one way', () => {
  const ext = (list: unknown[]) => ctxFor(input({ safety: { extinguishers: list } }));
  it('counts the agent, the capacity and the validity the law names', () => {
    const c = countExtinguishers(
      ext([
        { agent: 'dry-chemical', kg: 6, count: 2, inDate: true },
        { agent: 'dry-chemical', kg: 4, count: 1, inDate: true },
        { agent: 'co2', kg: 6, count: 1, inDate: true },
        { agent: 'dry-chemical', kg: 8, count: 1, inDate: false },
      ]),
      { agent: 'dry-chemical', minKg: 6, validity: 'must-be-stated' },
    );
    assert.deepEqual([c.units, c.totalKg, c.expiredUnits, c.otherAgentUnits], [2, 12, 1, 1]);
    assert.match(c.listed, /1 × pó químico 4 kg \(abaixo de 6 kg\)/);
    assert.match(c.listed, /1 × co2 6 kg \(não é pó químico\)/);
    assert.match(c.listed, /1 × pó químico 8 kg \(fora da validade\)/);
  });

  it('an unstated validity is a missing fact where the law requires it, and counts where it does not', () => {
    const unstated = ext([{ agent: 'dry-chemical', kg: 6, count: 1 }]);
    assert.throws(
      () => countExtinguishers(unstated, { agent: 'dry-chemical', validity: 'must-be-stated' }),
      /safety\.extinguishers\[0\]\.inDate/,
    );
    assert.equal(countExtinguishers(unstated, { agent: 'dry-chemical', validity: 'unless-known-expired' }).units, 1);
    assert.throws(() => countExtinguishers(ctxFor(input()), { agent: 'any', validity: 'unless-known-expired' }), /safety\.extinguishers/);
  });
});

describe('the establishment in time', () => {
  it("reads the pack's own law date", () => {
    assert.equal(operatingAtPublication(ctxFor(input({ establishment: { startDate: '2020-03-10' } }))), true);
    assert.equal(operatingAtPublication(ctxFor(input({ establishment: { startDate: '2020-03-11' } }))), false);
    assert.equal(operatingAtPublication(ctxFor(input({ application: { type: 'new' } }))), false);
    assert.throws(() => operatingAtPublication(ctxFor(input())), /establishment\.startDate/);
    assert.equal(
      existedBefore(
        ctxFor(input({ establishment: { constructionLicenceApprovedOn: '2020-01-01', startDate: '2021-01-01' } })),
        '2020-03-10',
      ),
      true,
    );
  });
});
