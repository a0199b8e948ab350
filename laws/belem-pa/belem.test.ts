/**
 * Belém pack: what scenario cases cannot say as data — the transition boundary of art. 4
 * parágrafo único counted as the Código Civil counts, and dates read from the pack's own law
 * (a derived pack inherits structure, never Belém's dates).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pack as ananindeua } from '../../test/fixtures/derived/ananindeua-pa/index.ts';
import { packProblems } from '../../src/core/coverage.ts';
import { deriveLaw, derivePack } from '../../src/core/derive.ts';
import { evaluate } from '../../src/core/engine.ts';
import { parseInputFor } from '../../src/core/input/validate.ts';
import { factWithPath } from '../../src/core/input/fact-names.ts';
import type { Law } from '../../src/core/types.ts';
import { belemPack as pack } from './index.ts';

const outlet2010WithoutPhone = parseInputFor(pack, {
  municipality: 'belem-pa',
  activity: 'glp-resale',
  establishment: { startDate: '2010-03-01' },
  safety: { telephone: false },
});

describe('belem-pa: art. 4 parágrafo único (six months, Código Civil art. 132 § 3º)', () => {
  const on = (date: string) => evaluate(pack, outlet2010WithoutPhone, { date }).findings.find((f) => f.rule === 'belem-pa/art3-VI');

  it('defers art. 3 on the day before the last day and on the last day, 16/07/2012', () => {
    assert.equal(on('2012-07-15')?.status, 'not-applicable');
    const last = on('2012-07-16');
    assert.equal(last?.status, 'not-applicable');
    assert.match(last?.notes?.join(' ') ?? '', /até 16\/07\/2012 \(inclusive\)/);
  });

  it('binds from the day after, 17/07/2012', () => {
    assert.equal(on('2012-07-17')?.status, 'violated');
  });

  it('does not cover an outlet opened after the law', () => {
    const later = parseInputFor(pack, { ...outlet2010WithoutPhone, establishment: { startDate: '2012-02-01' } });
    const f = evaluate(pack, later, { date: '2012-07-16' }).findings.find((x) => x.rule === 'belem-pa/art3-VI');
    assert.equal(f?.status, 'violated');
  });
});

describe('belem-pa: art. 5, "prazo improrrogável de seis meses para a conclusão de obras"', () => {
  // A construction licence approved on the law's day (16/01/2012): the six months end on 16/07/2012.
  const lot = (works: Record<string, unknown>) =>
    parseInputFor(pack, {
      municipality: 'belem-pa',
      activity: 'glp-resale',
      application: { type: 'construction' },
      establishment: { constructionLicenceApprovedOn: '2012-01-16', ...works },
      lot: { areaM2: 300 },
    });
  const area = (works: Record<string, unknown>) =>
    evaluate(pack, lot(works), { date: '2026-12-04' }).findings.find((f) => f.rule === 'belem-pa/art2-I-area');

  it('works finished on 16/07/2012 keep the exemption; on 17/07/2012 art. 2 applies and the finding says why (art. 5)', () => {
    const inTime = area({ worksCompletedOn: '2012-07-16' });
    assert.equal(inTime?.status, 'not-applicable');
    assert.equal(inTime?.citation.unit, 'art5');
    const late = area({ worksCompletedOn: '2012-07-17' });
    assert.equal(late?.status, 'violated');
    assert.equal(late?.citation.unit, 'art2-I');
    assert.ok(
      late?.notes?.includes(
        'Art. 5º não dispensa: licença de construção aprovada até 16/01/2012, mas obras concluídas em 17/07/2012, depois do prazo improrrogável de 6 meses (até 16/07/2012); aplicam-se os arts. 2º e 4º.',
      ),
      JSON.stringify(late?.notes),
    );
  });

  it('works not finished: the exemption is lost, and the finding says so', () => {
    const unfinished = area({ worksCompleted: false });
    assert.equal(unfinished?.status, 'violated');
    assert.ok(
      unfinished?.notes?.some((n) => n.startsWith('Art. 5º não dispensa') && n.includes('obras não concluídas')),
      JSON.stringify(unfinished?.notes),
    );
  });
});

describe('belem-pa: a pack derived from it inherits structure, never its dates', () => {
  // A municipality whose council copied Belém's law on 01/03/2015, with 300 m between outlets.
  const copyLaw = deriveLaw(pack.laws[0] as Law, {
    id: 'lei-copia',
    title: 'Lei de Exemplo (cópia da lei de Belém)',
    shortTitle: 'Lei de Exemplo 1/2015',
    number: '1/2015',
    date: '2015-03-01',
    inForceFrom: '2015-03-01',
    inForceNote: 'Em vigor na publicação.',
    ementa: 'Cópia da lei de Belém.',
    sourceFile: 'none',
    editUnits: { 'art2-I-a': [['500 (quinhentos)', '300 (trezentos)']] },
  });
  const copy = derivePack(pack, {
    id: 'exemplo-pa',
    name: 'Exemplo',
    uf: 'PA',
    ibge: '0000000',
    version: 'test',
    laws: [copyLaw],
    parameterValues: { 'min-distance-between-outlets': [{ from: '2015-03-01', value: 300, cite: 'art2-I-a' }] },
  });
  const findingOf = (p: typeof pack, raw: Record<string, unknown>, date: string, rule: string) =>
    evaluate(p, parseInputFor(p, raw), { date }).findings.find((f) => f.rule === `${p.id}/${rule}`);

  it("art. 5 exempts outlets existing on the copy's date, not on Belém's", () => {
    const outlet2013 = {
      municipality: 'exemplo-pa',
      activity: 'glp-resale',
      establishment: { startDate: '2013-05-01' },
      lot: { areaM2: 10 },
    };
    assert.equal(findingOf(copy, outlet2013, '2016-01-01', 'art2-I-area')?.status, 'not-applicable');
    assert.equal(findingOf(pack, { ...outlet2013, municipality: 'belem-pa' }, '2016-01-01', 'art2-I-area')?.status, 'violated');
  });

  it("art. 4 parágrafo único: six months from the copy's date (01/03/2015 → 01/09/2015 included)", () => {
    const old = {
      municipality: 'exemplo-pa',
      activity: 'glp-resale',
      establishment: { startDate: '2014-01-01' },
      safety: { telephone: false },
    };
    assert.equal(findingOf(copy, old, '2015-09-01', 'art3-VI')?.status, 'not-applicable');
    assert.equal(findingOf(copy, old, '2015-09-02', 'art3-VI')?.status, 'violated');
  });

  it("art. 2, I, b is in force from the copy's date: Belém's 2020 wording date is Belém's", () => {
    const at = (date: string) =>
      evaluate(copy, parseInputFor(copy, { municipality: 'exemplo-pa', activity: 'glp-resale' }), { date }).findings.map((f) => f.rule);
    assert.ok(at('2016-01-01').includes('exemplo-pa/art2-I-b'));
    assert.ok(!at('2016-01-01').includes('exemplo-pa/art2-I-b-original'));
    assert.ok(evaluate(pack, outlet2010WithoutPhone, { date: '2016-01-01' }).findings.some((f) => f.rule === 'belem-pa/art2-I-b-original'));
  });
});

describe('belem-pa: the worked example of a derived pack (test/fixtures/derived/ananindeua-pa)', () => {
  const base = {
    municipality: 'ananindeua-pa',
    activity: 'glp-resale',
    application: { type: 'inspection' },
    establishment: { startDate: '2014-01-01' },
    safety: { telephone: false, firstAidKit: false },
  };
  const on = (raw: Record<string, unknown>, date: string, rule: string) =>
    evaluate(ananindeua, parseInputFor(ananindeua, raw), { date }).findings.find((f) => f.rule === `ananindeua-pa/${rule}`);

  it('is sound and cites its own law', () => {
    assert.deepEqual(packProblems(ananindeua, '2026-12-01'), []);
    assert.equal(on(base, '2017-01-01', 'art12')?.citation.text, 'Lei 1.234/2015, art. 12');
  });

  it('adds its own requirement, on a fact of its own vocabulary', () => {
    assert.equal(on(base, '2017-01-01', 'art12')?.status, 'violated');
    assert.equal(on({ ...base, safety: { telephone: true, firstAidKit: true } }, '2017-01-01', 'art12')?.status, 'satisfied');
    assert.throws(
      () => parseInputFor(pack, { ...base, municipality: 'belem-pa' }, [pack, ananindeua]),
      /safety\.firstAidKit: found false, expected no such field: not a fact of belem-pa's law: it belongs to the law of ananindeua-pa/,
    );
  });

  it('counts its one-year period from its own date: 02/03/2015 + 1 year includes 02/03/2016', () => {
    assert.equal(on(base, '2016-03-02', 'art3-VI')?.status, 'not-applicable');
    assert.equal(on(base, '2016-03-03', 'art3-VI')?.status, 'violated');
  });

  it('measures 300 m between outlets where Belém measures 500 m', () => {
    const outlet = {
      municipality: 'ananindeua-pa',
      activity: 'glp-resale',
      application: { type: 'new' },
      nearby: {
        surveyed: { 'glp-outlet': 600 },
        places: [{ category: 'glp-outlet', status: 'licensed', distanceM: 350, measuredFrom: 'edge' }],
      },
    };
    assert.equal(on(outlet, '2017-01-01', 'art2-I-a')?.status, 'satisfied');
    assert.equal(findingOfBelem({ ...outlet, municipality: 'belem-pa' }, '2017-01-01', 'art2-I-a')?.status, 'violated');
  });
});

function findingOfBelem(raw: Record<string, unknown>, date: string, rule: string) {
  return evaluate(pack, parseInputFor(pack, raw), { date }).findings.find((f) => f.rule === `belem-pa/${rule}`);
}

describe('belem-pa: art. 3 V, the minimum insurance "reajustado … de três em três anos"', () => {
  // Only the 2012 value (R$ 50.000,00) is loaded; the first adjustment binds after three years, on 17/01/2015.
  const insured = (amountBRL: number) =>
    parseInputFor(pack, {
      municipality: 'belem-pa',
      activity: 'glp-resale',
      establishment: { startDate: '2013-03-01' },
      documents: { fireInsurance: { held: true, amountBRL, validUntil: '2030-12-31' } },
    });
  const on = (amountBRL: number, date: string, overrides: Record<string, unknown> = {}) =>
    evaluate(pack, insured(amountBRL), { date, overrides }).findings.find((f) => f.rule === 'belem-pa/art3-V');
  const STRICT = { 'belem-pa/fire-insurance-unadjusted': 'require-adjusted' };

  it('compares with the 2012 value and says nothing of an adjustment up to 16/01/2015', () => {
    const f = on(50000, '2015-01-16', STRICT);
    assert.equal(f?.status, 'satisfied');
    assert.equal(f?.notes, undefined);
    assert.equal(on(49999.99, '2015-01-16')?.status, 'violated');
  });

  it('from 17/01/2015 says that the adjustment due was not loaded, and which value it compared', () => {
    const f = on(50000, '2015-01-17');
    assert.equal(f?.status, 'satisfied');
    assert.match(f?.notes?.join(' ') ?? '', /reajuste devido em 17\/01\/2015 não foi carregado, e o valor comparado é o de 16\/01\/2012/);
    assert.ok(f?.interpretations?.some((i) => i.parameter === 'belem-pa/fire-insurance-unadjusted'));
    // In 2026 the adjustment due is the fourth (2015, 2018, 2021, 2024; 17/01/2027 is not yet due on 30/11/2026).
    assert.match(on(80000, '2026-11-30')?.notes?.join(' ') ?? '', /devido em 17\/01\/2024/);
  });

  it('under "require-adjusted": cannot evaluate a policy that only reaches the old value; below it, violated', () => {
    const f = on(50000, '2015-01-17', STRICT);
    assert.equal(f?.status, 'cannot-evaluate');
    assert.deepEqual(f?.missing, ['parameter:belem-pa/min-fire-insurance@2015-01-17']);
    assert.equal(on(49999.99, '2015-01-17', STRICT)?.status, 'violated');
  });

  it('a value given for the date (what-if) is the adjusted one: no notice', () => {
    const f = on(60000, '2026-11-30', { ...STRICT, 'belem-pa/min-fire-insurance': 60000 });
    assert.equal(f?.status, 'satisfied');
    assert.equal(f?.notes, undefined);
  });
});

describe('belem-pa: arts. 4 and 6 § 1º, requirements of several parts (ctx.part)', () => {
  const outlet = (changes: Record<string, unknown>) => ({
    municipality: 'belem-pa',
    activity: 'glp-resale',
    application: { type: 'new' },
    ...changes,
  });
  const TRUCK = { plate: 'QDA1B23', type: 'truck' };

  it('art. 4: one proof known to be lacking violates, and the finding names the other as not reported', () => {
    const f = findingOfBelem(outlet({ documents: { commercialRegistration: false } }), '2026-11-30', 'art4');
    assert.equal(f?.status, 'violated');
    assert.deepEqual(f?.notes, [`Também falta informar: ${factWithPath(pack, 'documents.taxRegistrations', 'pt')}.`]);
  });

  it('art. 4: with no proof lacking, every proof not reported is missing', () => {
    const f = findingOfBelem(outlet({ documents: { taxRegistrations: true } }), '2026-11-30', 'art4');
    assert.equal(f?.status, 'cannot-evaluate');
    assert.deepEqual(f?.missing, ['documents.commercialRegistration']);
    assert.equal(f?.notes, undefined);
  });

  it('art. 6 § 1º: a vehicle neither owned nor contracted violates, and the finding names the one not reported', () => {
    const f = findingOfBelem(outlet({ vehicles: [{ ...TRUCK, ownership: 'other' }, { type: 'van' }] }), '2026-11-30', 'art6-par1');
    assert.equal(f?.status, 'violated');
    // The vehicle by its plate and its type's name.
    assert.match(f?.message ?? '', /QDA1B23 \(caminhão\)/);
    assert.deepEqual(f?.notes, [`Também falta informar: ${factWithPath(pack, 'vehicles[1].ownership', 'pt')}.`]);
  });

  it('art. 6 § 1º: with none known to fail, every vehicle not reported is missing', () => {
    const f = findingOfBelem(
      outlet({ vehicles: [{ type: 'van' }, { ...TRUCK, ownership: 'owned' }, { type: 'car' }] }),
      '2026-11-30',
      'art6-par1',
    );
    assert.equal(f?.status, 'cannot-evaluate');
    assert.deepEqual(f?.missing, ['vehicles[0].ownership', 'vehicles[2].ownership']);
  });

  it('art. 6: a forbidden vehicle violates, and a boat whose hull is not reported is named', () => {
    const f = findingOfBelem(
      outlet({
        vehicles: [
          { type: 'bicycle', ownership: 'owned' },
          { type: 'boat', ownership: 'owned' },
        ],
      }),
      '2026-11-30',
      'art6',
    );
    assert.equal(f?.status, 'violated');
    assert.deepEqual(f?.notes, [`Também falta informar: ${factWithPath(pack, 'vehicles[1].woodenHull', 'pt')}.`]);
  });

  it("art. 6's recorded interpretation says what a missing vehicle type does (asked, as cases/art6-vehicle-type.json shows)", () => {
    const note = pack.rules.find((r) => r.id === 'art6')?.interpretationNote;
    assert.match(note?.pt ?? '', /vehicles\[i\]\.type\), se não informado, pode ser um dos vedados: é pedido \(não é possível avaliar\)/);
    assert.match(note?.pt ?? '', /salvo quando outro veículo de tipo vedado já decide a violação ou quando a ressalva cobre o veículo/);
    assert.match(note?.en ?? '', /vehicles\[i\]\.type\), not reported, may be a forbidden one: it is asked for \(cannot evaluate\)/);
  });
});
