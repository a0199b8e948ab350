import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { belemPack } from '../laws/belem-pa/index.ts';
import { belemLaw } from '../laws/belem-pa/text.ts';
import { packProblems } from '../src/core/coverage.ts';
import { evaluate, verdictOf } from '../src/core/engine.ts';
import { parseInputFor } from '../src/core/input/validate.ts';
import { derivePack } from '../src/core/derive.ts';
import { evaluationResultSchema } from '../src/core/result-schema.ts';
import type { Finding } from '../src/core/types.ts';

const example = parseInputFor(
  belemPack,
  JSON.parse(readFileSync(new URL('../examples/belem-pa-approvable.json', import.meta.url), 'utf8')),
);
const DATE = '2026-11-30';

describe('engine', () => {
  it('is deterministic: the same input and date give the same JSON', () => {
    const a = JSON.stringify(evaluate(belemPack, example, { date: DATE }));
    const b = JSON.stringify(evaluate(belemPack, example, { date: DATE }));
    assert.equal(a, b);
  });

  it('produces results that satisfy the published result schema', () => {
    const r = evaluate(belemPack, example, { date: DATE, lang: 'en' });
    assert.equal(evaluationResultSchema.safeParse(r).success, true);
    assert.equal(r.lang, 'en');
  });

  it('says "not loaded" instead of passing when the norm table is absent', () => {
    const r = evaluate(belemPack, example, { date: DATE, norms: new Map() });
    const f = r.findings.find((x) => x.rule === 'belem-pa/art2-I-b');
    assert.equal(f?.status, 'cannot-evaluate');
    assert.deepEqual(f?.missing, ['norm:nbr15514']);
    assert.match(f?.message ?? '', /nbr15514 não carregada/);
    assert.equal(r.verdict, 'incomplete');
  });

  it('requires the named edition when the interpretation says so', () => {
    const r = evaluate(belemPack, example, {
      date: DATE,
      overrides: { 'belem-pa/nbr15514-edition-substitution': 'require-named-edition' },
    });
    const f = r.findings.find((x) => x.rule === 'belem-pa/art2-I-b');
    assert.equal(f?.status, 'cannot-evaluate');
    assert.deepEqual(f?.missing, ['norm:NBR 15514:2007']);
  });

  it('records parameter values and interpretations in each finding', () => {
    const r = evaluate(belemPack, example, { date: DATE });
    const a = r.findings.find((x) => x.rule === 'belem-pa/art2-I-a');
    assert.equal(a?.parameters['belem-pa/min-distance-between-outlets'], 500);
    const b = r.findings.find((x) => x.rule === 'belem-pa/art2-I-b');
    assert.ok(b?.interpretations?.some((i) => i.parameter === 'belem-pa/nbr15514-edition-substitution'));
    assert.ok(b?.notes?.some((n) => n.includes('NBR 15514:2007')));
  });

  it('ranks missing facts by how many rules wait on them', () => {
    const bare = parseInputFor(belemPack, { municipality: 'belem-pa', activity: 'glp-resale', application: { type: 'new' } });
    const r = evaluate(belemPack, bare, { date: DATE });
    assert.equal(r.verdict, 'incomplete');
    const counts = r.missing.map((m) => m.count);
    assert.deepEqual(
      counts,
      [...counts].sort((x, y) => y - x),
    );
    const vehicles = r.missing.find((m) => m.fact === 'vehicles');
    assert.deepEqual(vehicles?.rules.sort(), ['belem-pa/art6', 'belem-pa/art6-par1']);
  });

  it('cites the unit that decides a finding: an exemption cites its own article, the rule’s unit after it', () => {
    // Belém art. 5: outlets existing on the law's date (16/01/2012) are exempt from art. 2.
    const at = (startDate: string) => {
      const input = parseInputFor(belemPack, { ...JSON.parse(JSON.stringify(example)), application: { type: 'renewal' } });
      (input.establishment as Record<string, unknown>).startDate = startDate;
      return evaluate(belemPack, input, { date: DATE }).findings.find((x) => x.rule === 'belem-pa/art2-I-a');
    };
    const existing = at('2012-01-16');
    assert.equal(existing?.status, 'not-applicable');
    assert.equal(existing?.citation.unit, 'art5');
    assert.equal(existing?.citation.text, `${belemLaw.shortTitle}, art. 5º`);
    // The rule's own units follow, its first (art. 2 I a) at the head.
    assert.equal(existing?.alsoCites?.[0]?.unit, 'art2-I-a');
    // A day later it is not existing: art. 2 I a decides, and cites itself.
    const later = at('2012-01-17');
    assert.notEqual(later?.status, 'not-applicable');
    assert.equal(later?.citation.unit, 'art2-I-a');
    assert.ok(!later?.alsoCites?.some((c) => c.unit === 'art5'), 'art. 5 is not cited when it does not decide');
  });

  it('cites the transition clause on a finding it defers, and the rule itself once the period is over', () => {
    // Belém art. 4 parágrafo único: six months from 16/01/2012 for the art. 3 adaptations (last day 16/07/2012).
    const noScale = (date: string) => {
      const raw = JSON.parse(JSON.stringify(example));
      raw.application = { type: 'renewal' };
      raw.establishment.startDate = '2011-05-02';
      raw.safety = { ...raw.safety, scale: false };
      return evaluate(belemPack, parseInputFor(belemPack, raw), { date }).findings.find((x) => x.rule === 'belem-pa/art3-I');
    };
    const deferred = noScale('2012-07-16');
    assert.equal(deferred?.status, 'not-applicable');
    assert.equal(deferred?.citation.unit, 'art4-parU');
    assert.equal(deferred?.alsoCites?.[0]?.unit, 'art3-I');
    const due = noScale('2012-07-17');
    assert.equal(due?.status, 'violated');
    assert.equal(due?.citation.unit, 'art3-I');
    assert.ok(!due?.alsoCites?.some((c) => c.unit === 'art4-parU'), 'the clause is not cited once its period is over');
  });

  it('decides the verdict: any violation → not approvable, else any gap → incomplete', () => {
    const f = (status: Finding['status']) => ({ status }) as Finding;
    assert.equal(verdictOf([f('satisfied'), f('not-applicable')]), 'approvable');
    assert.equal(verdictOf([f('satisfied'), f('cannot-evaluate')]), 'incomplete');
    assert.equal(verdictOf([f('cannot-evaluate'), f('violated')]), 'not-approvable');
    assert.equal(verdictOf([]), 'approvable');
  });

  it('evaluates a municipality that copied Belém by writing only what differs', () => {
    // A hypothetical municipality whose council copied Belém's law with 300 m instead of 500 m.
    const copy = {
      ...belemLaw,
      id: 'lei-copia',
      title: 'Lei municipal de Exemplo (cópia da lei de Belém)',
      shortTitle: 'Lei de Exemplo 1/2015',
      number: '1/2015',
      date: '2015-03-01',
      inForceFrom: '2015-03-01',
      amendments: [],
      units: belemLaw.units.map((u) => (u.id === 'art2-I-a' ? { ...u, text: u.text.replace('500 (quinhentos)', '300 (trezentos)') } : u)),
    };
    const derived = derivePack(belemPack, {
      id: 'exemplo-pa',
      name: 'Exemplo',
      uf: 'PA',
      ibge: '0000000',
      version: 'test',
      laws: [copy],
      parameterValues: {
        'min-distance-between-outlets': [{ from: '2015-03-01', value: 300, cite: 'art2-I-a' }],
      },
    });
    const input = { ...example, municipality: 'exemplo-pa' };
    input.nearby = {
      ...example.nearby,
      places: [{ name: 'Outro', category: 'glp-outlet', status: 'licensed', distanceM: 350, measuredFrom: 'edge' }],
    };
    const inBelem = evaluate(belemPack, { ...input, municipality: 'belem-pa' }, { date: DATE });
    const inCopy = evaluate(derived, input, { date: DATE });
    assert.equal(inBelem.findings.find((f) => f.rule === 'belem-pa/art2-I-a')?.status, 'violated');
    const f = inCopy.findings.find((x) => x.rule === 'exemplo-pa/art2-I-a');
    assert.equal(f?.status, 'satisfied');
    assert.equal(f?.citation.text, 'Lei de Exemplo 1/2015, art. 2º, I, a');
    assert.equal(inCopy.municipality, 'exemplo-pa');
    assert.deepEqual(packProblems(derived, DATE), []);
    // Values it did not restate apply from the copy's own date.
    assert.equal(derived.paramIndex.get('min-lot-area')?.values[0]?.from, '2015-03-01');
  });
});
