/**
 * Derivation on a small synthetic law: a copy adds, replaces and removes rules, parameters,
 * units, transitions, siting and the classifier; what no longer holds together is refused.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { packProblems } from './coverage.ts';
import { deriveLaw, derivePack } from './derive.ts';
import { evaluate } from './engine.ts';
import { parseInputFor } from './input/validate.ts';
import { definePack, type RuleDef, type TransitionDef } from './pack.ts';
import { distanceRule, flagRule, thresholdRule } from './rulekit.ts';
import type { SitingFn } from './siting.ts';
import { type SyntheticInput, syntheticFacts, syntheticLaw, syntheticParam } from '../../test/support/synthetic.ts';
import type { Law, ParameterDef } from './types.ts';

const baseLaw: Law = syntheticLaw(
  '2010-02-01',
  [
    'Terreno com área mínima de 100 m².',
    { text: 'A 300 m de escolas.', wordingFrom: '2018-06-01' },
    'Seis meses para adaptar.',
    'Ventilação natural.',
  ],
  {
    id: 'lei-base',
    shortTitle: 'Lei Base 1/2010',
    amendments: [{ law: 'Lei 9/2018', date: '2018-06-01', units: ['art2'], note: 'new wording' }],
    transcriptionNotes: [{ unit: 'art1', scan: 'l00', read: '100', why: 'OCR' }],
  },
);

const baseParameters: ParameterDef[] = [
  syntheticParam('min-area', 'm2', 100, '2010-02-01', 'art1', '>='),
  syntheticParam('min-school', 'm', 300, '2018-06-01', 'art2', '>='),
  syntheticParam('adapt', 'months', 6, '2010-02-01', 'art3'),
];

const area = thresholdRule({
  id: 'art1',
  implements: ['art1'],
  title: { pt: 'Área', en: 'Area' },
  activities: ['glp-resale'],
  fact: 'lot.areaM2',
  param: 'min-area',
  what: { pt: 'Área', en: 'Area' },
});
const school = distanceRule({
  id: 'art2',
  implements: ['art2'],
  title: { pt: 'Escola', en: 'School' },
  activities: ['glp-resale'],
  validFrom: { wordingOf: 'art2' },
  categories: ['school'],
  param: 'min-school',
  measure: 'point',
  what: { pt: 'escola', en: 'school' },
});
const ventilation = flagRule<SyntheticInput>({
  id: 'art4',
  implements: ['art4'],
  title: { pt: 'Ventilação', en: 'Ventilation' },
  activities: ['glp-resale'],
  fact: 'storage.naturalVentilation',
  expected: true,
  ok: { pt: 'ok', en: 'ok' },
  bad: { pt: 'sem ventilação', en: 'no ventilation' },
});
const adaptation: TransitionDef = {
  unit: 'art3',
  title: { pt: 'Adaptação', en: 'Adaptation' },
  covers: (i, l) => (i.establishment?.startDate === undefined ? undefined : i.establishment.startDate <= l.inForceFrom),
  period: { parameter: 'adapt' },
  rules: ['art4'],
};
const base = definePack({
  id: 'base-xx',
  name: 'Base',
  uf: 'XX',
  ibge: '1',
  version: '1',
  laws: [baseLaw],
  parameters: baseParameters,
  rules: [area, school, ventilation],
  transitions: [adaptation],
  facts: syntheticFacts,
  classify: () => ({ scheme: 'base', class: 'B', citation: { law: 'x', article: '1', unit: 'art1', text: 'x' }, reason: 'base' }),
});

const copyMeta = {
  id: 'lei-copia',
  title: 'Lei Cópia',
  shortTitle: 'Lei Cópia 5/2016',
  number: '5/2016',
  date: '2016-09-01',
  inForceFrom: '2016-09-01',
  inForceNote: 'publication',
  ementa: 'Cópia.',
  sourceFile: 'none',
};
const copyLaw = deriveLaw(baseLaw, {
  ...copyMeta,
  editUnits: { art1: [['100 m²', '150 m²']] },
  addUnits: [{ id: 'art5', kind: 'article', article: '5', text: 'Extintor de 4 kg.' }],
  // The copy has no ventilation article and its adaptation article only announces a regulation.
  removeUnits: ['art4'],
  replaceUnits: [
    {
      id: 'art3',
      kind: 'article',
      article: '3',
      text: 'O Executivo regulamentará.',
      classification: { kind: 'informative', note: 'no period' },
    },
  ],
});

const input = (extra: Record<string, unknown>) => parseInputFor(base, { municipality: 'copia-xx', activity: 'glp-resale', ...extra });

describe('deriveLaw', () => {
  it("keeps the base's units with the copy's edits, and none of the base's dates or notes", () => {
    assert.equal(copyLaw.units.find((u) => u.id === 'art1')?.text, 'Terreno com área mínima de 150 m².');
    assert.equal(copyLaw.units.find((u) => u.id === 'art2')?.wordingFrom, undefined);
    assert.deepEqual(
      copyLaw.units.map((u) => u.id),
      ['art1', 'art2', 'art3', 'art5'],
    );
    assert.equal(copyLaw.units.find((u) => u.id === 'art3')?.text, 'O Executivo regulamentará.');
    assert.deepEqual(copyLaw.amendments, []);
    assert.deepEqual(copyLaw.transcriptionNotes, []);
  });

  it('refuses an edit that does not match and a unit that does not exist', () => {
    assert.throws(() => deriveLaw(baseLaw, { ...copyLaw, editUnits: { art1: [['999 m²', 'x']] } }), /no "999 m²" to edit/);
    assert.throws(() => deriveLaw(baseLaw, { ...copyLaw, removeUnits: ['art9'] }), /unit art9 is not in the base/);
  });
});

describe('derivePack', () => {
  const extinguisher: RuleDef = {
    id: 'art5',
    implements: ['art5'],
    title: { pt: 'Extintor', en: 'Extinguisher' },
    activities: ['glp-resale'],
    parameters: ['min-extinguisher-kg'],
    evaluate: (ctx) => {
      const kg = ctx.param<number>('min-extinguisher-kg');
      return { status: kg === 4 ? 'satisfied' : 'violated', message: `${kg} kg` };
    },
  };
  const wider: SitingFn = (env) => [
    {
      categories: ['school', 'daycare'],
      measure: 'edge',
      radiusM: env.param<number>('min-school'),
      op: '>',
      threshold: { kind: 'parameter', parameter: 'min-school' },
      classDependent: false,
    },
  ];
  const copy = derivePack(base, {
    id: 'copia-xx',
    name: 'Cópia',
    uf: 'XX',
    ibge: '2',
    version: '1',
    laws: [copyLaw],
    parameterValues: { 'min-area': [{ from: '2016-09-01', value: 150, cite: 'art1' }] },
    addParameters: [
      {
        id: 'min-extinguisher-kg',
        unit: 'kg',
        description: { pt: 'e', en: 'e' },
        values: [{ from: '2016-09-01', value: 4, cite: 'art5' }],
      },
    ],
    removeRules: ['art4'],
    addRules: [extinguisher],
    replaceSiting: { art2: wider },
    removeTransitions: ['art3'],
    classify: null,
  });

  it('carries the copy: its citations, its numbers, its added rule; no removed rule, transition or classifier', () => {
    assert.deepEqual(packProblems(copy, '2026-01-01'), []);
    const r = evaluate(copy, input({ lot: { areaM2: 149 }, nearby: { surveyed: { school: 400, daycare: 400 }, places: [] } }), {
      date: '2020-01-01',
    });
    const byRule = new Map(r.findings.map((f) => [f.rule, f]));
    assert.equal(byRule.get('copia-xx/art1')?.status, 'violated');
    assert.equal(byRule.get('copia-xx/art1')?.citation.text, 'Lei Cópia 5/2016, art. 1º');
    assert.equal(byRule.get('copia-xx/art5')?.status, 'satisfied');
    assert.equal(byRule.has('copia-xx/art4'), false);
    assert.equal(r.class, null);
    assert.equal(copy.derivedFrom, 'base-xx');
  });

  it("inherits no date of the base: values not restated and the base's amended unit apply from the copy's date", () => {
    assert.equal(copy.paramIndex.get('min-school')?.values[0]?.from, '2016-09-01');
    const r = evaluate(copy, input({ lot: { areaM2: 150 }, nearby: { surveyed: { school: 400, daycare: 400 }, places: [] } }), {
      date: '2016-09-01',
    });
    // In the base, art. 2 binds from its 2018 wording; in the copy, from the copy's own date.
    assert.equal(r.findings.find((f) => f.rule === 'copia-xx/art2')?.status, 'satisfied');
    assert.equal(
      evaluate(base, input({ municipality: 'base-xx' }), { date: '2017-01-01' }).findings.some((f) => f.rule === 'base-xx/art2'),
      false,
    );
  });

  it('measures what the replaced siting declares, in evaluate and for the siting module alike', () => {
    const r = evaluate(
      copy,
      input({
        lot: { areaM2: 150 },
        nearby: { surveyed: { school: 400, daycare: 400 }, places: [{ category: 'daycare', distanceM: 300, measuredFrom: 'edge' }] },
      }),
      {
        date: '2020-01-01',
      },
    );
    // The copy counts day-care centres and forbids exactly 300 m ('>').
    assert.equal(r.findings.find((f) => f.rule === 'copia-xx/art2')?.status, 'violated');
    assert.deepEqual(copy.siting, [{ rule: 'art2', activities: ['glp-resale'] }]);
  });

  it('replaces and adds transitions, replaces parameters, and a classifier', () => {
    const again = derivePack(base, {
      id: 'outra-xx',
      name: 'Outra',
      uf: 'XX',
      ibge: '3',
      version: '1',
      laws: [deriveLaw(baseLaw, copyMeta)],
      replaceParameters: [
        {
          id: 'adapt',
          unit: 'years',
          description: { pt: 'um ano', en: 'one year' },
          values: [{ from: '2016-09-01', value: 1, cite: 'art3' }],
        },
      ],
      replaceTransitions: [{ ...adaptation, rules: ['art1'] }],
      classify: () => ({ scheme: 'outra', class: 'Z', citation: { law: 'x', article: '1', unit: 'art1', text: 'x' }, reason: 'z' }),
    });
    const old = input({ municipality: 'outra-xx', establishment: { startDate: '2016-01-01' }, lot: { areaM2: 10 } });
    const on = (d: string) => evaluate(again, old, { date: d }).findings.find((f) => f.rule === 'outra-xx/art1')?.status;
    assert.equal(on('2017-09-01'), 'not-applicable');
    assert.equal(on('2017-09-02'), 'violated');
    assert.equal(evaluate(again, old, { date: '2018-01-01' }).class, 'Z');
  });

  it('refuses a derivation that leaves a rule without its parameter, or names what is not in the base', () => {
    const d = { id: 'x-xx', name: 'X', uf: 'XX', ibge: '4', version: '1', laws: [copyLaw] };
    assert.throws(
      () => derivePack(base, { ...d, removeParameters: ['min-area'] }),
      /rule art1 reads parameter min-area, which the derivation removed/,
    );
    assert.throws(() => derivePack(base, { ...d, removeParameters: ['adapt'] }), /transition art3 reads removed parameter adapt/);
    assert.throws(() => derivePack(base, { ...d, removeRules: ['art4'] }), /transition art3 defers removed rule art4/);
    assert.throws(() => derivePack(base, { ...d, removeRules: ['art9'] }), /rule art9 is not in the base/);
    assert.throws(() => derivePack(base, { ...d, replaceSiting: { art1: wider } }), /rule art1 is not a distance rule/);
    assert.throws(() => derivePack(base, { ...d, parameterValues: { nope: [] } }), /parameter nope is not in the base/);
  });
});
