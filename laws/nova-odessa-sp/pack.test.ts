/**
 * Nova Odessa pack: structure of the transcription, parameters and rules; the Annex I rule
 * against a SYNTHETIC distance table (a test fixture — the real Annex I was not found); the
 * interpretation parameters under what-if overrides; missing facts named.
 * Scenario cases (cases/*.json) are run by the shared runner.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseUnitId } from '../../src/core/citation.ts';
import { evaluate } from '../../src/core/engine.ts';
import type { NovaOdessaInput } from './facts.ts';
import { parseInputFor } from '../../src/core/input/validate.ts';
import type { NormTable } from '../../src/core/norms/registry.ts';
import type { EvaluationResult, Finding } from '../../src/core/types.ts';
import { findCase } from '../../test/support/cases.ts';
import { ANNEX_I_ID } from './annex.ts';
import { novaOdessaPack as pack } from './index.ts';

const law = pack.laws[0]!;

/** A scenario case of this pack (cases/*.json), by its name, expanded from its base. */
function caseInput(name: string): { input: NovaOdessaInput; date: string } {
  const c = findCase(pack.id, name);
  return { input: parseInputFor(pack, c.input), date: c.date };
}

function finding(r: EvaluationResult, rule: string): Finding {
  const f = r.findings.find((x) => x.rule === `nova-odessa-sp/${rule}`);
  assert.ok(f, `no finding for ${rule}`);
  return f;
}

describe('nova-odessa-sp: transcription', () => {
  it('has exactly the 23 articles of the law', () => {
    const articles = law.units.filter((u) => u.kind === 'article').map((u) => u.id);
    assert.deepEqual(
      articles,
      Array.from({ length: 23 }, (_, i) => `art${i + 1}`),
    );
  });

  it('unit ids agree with their fields and are unique', () => {
    const seen = new Set<string>();
    for (const u of law.units) {
      assert.ok(!seen.has(u.id), `duplicate ${u.id}`);
      seen.add(u.id);
      const p = parseUnitId(u.id);
      assert.ok(p, `bad id ${u.id}`);
      assert.equal(p.article, u.article, u.id);
      assert.equal(p.paragraph, u.paragraph, u.id);
      assert.equal(p.item, u.item, u.id);
      assert.equal(p.letter, u.letter, u.id);
      assert.ok(u.text.length > 0, u.id);
    }
  });

  it('every unit is implemented by a rule or carries a classification', () => {
    const implemented = new Set(pack.rules.flatMap((r) => r.implements));
    const loose = law.units.filter((u) => !implemented.has(u.id) && u.classification === undefined).map((u) => u.id);
    assert.deepEqual(loose, []);
    // A unit classified as implemented by rules must really be, unless it is the transition clause.
    const claimed = law.units.filter((u) => u.classification?.kind === 'rule' && !implemented.has(u.id)).map((u) => u.id);
    assert.deepEqual(claimed, ['art21']);
    assert.ok(pack.transitions?.some((t) => t.unit === 'art21'));
  });

  it('rules implement existing units, parameters cite existing units', () => {
    const ids = new Set(law.units.map((u) => u.id));
    for (const r of pack.rules) for (const u of r.implements) assert.ok(ids.has(u), `${r.id} implements unknown ${u}`);
    for (const p of pack.parameters) {
      for (const v of p.values) assert.ok(ids.has(v.cite), `${p.id} cites unknown ${v.cite}`);
      for (const id of pack.rules.flatMap((r) => r.parameters ?? [])) assert.ok(pack.paramIndex.has(id), `unknown parameter ${id}`);
      if (p.interpretation) {
        assert.ok(p.alternatives && p.alternatives.length >= 2, `${p.id} needs alternatives`);
        for (const v of p.values)
          assert.ok(
            p.alternatives.some((a) => a.value === v.value),
            `${p.id}: default not among alternatives`,
          );
      }
    }
    for (const n of law.transcriptionNotes) assert.ok(ids.has(n.unit), `note on unknown ${n.unit}`);
  });

  it('art. 21: one year from 04/07/2000 includes 04/07/2001 (Código Civil, art. 132 § 3º); the duty binds from 05/07/2001', () => {
    // A mobile reseller operating since 1999 delivers with a trailer (art. 15 parágrafo único).
    const input = parseInputFor(pack, {
      municipality: 'nova-odessa-sp',
      activity: 'glp-mobile-sale',
      establishment: { startDate: '1999-05-10' },
      vehicles: [{ plate: 'ABC1D23', type: 'pickup', trailer: true }],
    });
    const on = (date: string) => finding(evaluate(pack, input, { date }), 'art15-parU');
    assert.equal(on('2001-07-03').status, 'not-applicable', 'the day before the last day');
    assert.equal(on('2001-07-04').status, 'not-applicable', 'the last day');
    assert.match(on('2001-07-04').notes?.join(' ') ?? '', /até 04\/07\/2001 \(inclusive\)/);
    assert.equal(on('2001-07-05').status, 'violated', 'the day after');
    // An outlet opened after the law has no period: it violates on the last day too.
    const newcomer = parseInputFor(pack, { ...input, establishment: { startDate: '2000-08-01' } });
    assert.equal(finding(evaluate(pack, newcomer, { date: '2001-07-04' }), 'art15-parU').status, 'violated');
  });
});

// ---------------------------------------------------------------------------------------
// TEST FIXTURE — a synthetic Annex I table. These numbers are NOT the law's: the real
// ANEXO I / DNC Portaria 27/1996 Annex I was not found. They only exercise the rule.
// ---------------------------------------------------------------------------------------
function syntheticAnnex(columns: Record<string, Record<string, number>>): ReadonlyMap<string, NormTable> {
  const distances: NormTable['distances'] = {};
  for (const [id, byClass] of Object.entries(columns)) distances[id] = { label: { pt: `coluna ${id}`, en: `column ${id}` }, byClass };
  const table: NormTable = {
    id: ANNEX_I_ID,
    title: 'TEST FIXTURE — Anexo I sintético',
    edition: 'fixture',
    source: 'pack.test.ts (synthetic, not the law)',
    confidence: { pt: 'nenhuma (dado de teste)', en: 'none (test fixture)' },
    classes: [],
    distances,
    notes: [],
  };
  return new Map([[ANNEX_I_ID, table]]);
}

const SIX = (v: number) => ({ I: v, II: v, III: v, IV: v, V: v, VI: v });

describe('nova-odessa-sp: art. 9 and ANEXO I (synthetic table)', () => {
  const { input, date } = caseInput('Posto fixo regular classe I: ANEXO I não carregado → incompleto, nunca aprovado');

  it('without the table: cannot evaluate, naming the table — never a pass', () => {
    const f = finding(evaluate(pack, input, { date }), 'art9');
    assert.equal(f.status, 'cannot-evaluate');
    assert.deepEqual(f.missing, [`norm:${ANNEX_I_ID}`]);
    assert.match(f.message, /não carregada/);
    const en = finding(evaluate(pack, input, { date, lang: 'en' }), 'art9');
    assert.match(en.message, /not loaded/);
  });

  it('with a loaded table: compares every column for the class', () => {
    const norms = syntheticAnnex({ 'property-line': SIX(1.5), buildings: SIX(2) });
    const r = evaluate(pack, input, { date, norms });
    const f = finding(r, 'art9');
    assert.equal(f.status, 'satisfied');
    assert.equal(f.comparisons?.length, 2);
    assert.equal(r.verdict, 'approvable');
  });

  it('too close → violated; § 2º fire wall > 1,50 m above the stack halves the distance, minimum 1,00 m', () => {
    const norms = syntheticAnnex({ 'property-line': SIX(1.5) });
    const close = structuredClone(input);
    close.storage!.distances!.propertyLineM = 1.2;
    assert.equal(finding(evaluate(pack, close, { date, norms }), 'art9').status, 'violated');

    const walled = structuredClone(close);
    walled.storage!.fireWall = { present: true, heightAboveStackM: 1.6 };
    const f = finding(evaluate(pack, walled, { date, norms }), 'art9');
    assert.equal(f.status, 'satisfied');
    // 1,5 m × 0,5 = 0,75 m → raised to the 1,00 m minimum.
    assert.equal(f.comparisons?.find((c) => c.fact === 'storage.distances.propertyLineM')?.limit, 1);

    const atLimit = structuredClone(walled);
    atLimit.storage!.fireWall = { present: true, heightAboveStackM: 1.5 };
    assert.equal(finding(evaluate(pack, atLimit, { date, norms }), 'art9').status, 'violated', '1,50 m is not "superior a 1,50 m"');
    // One centimetre on each side of "altura superior a 1,50 m".
    const justAbove = structuredClone(walled);
    justAbove.storage!.fireWall = { present: true, heightAboveStackM: 1.51 };
    assert.equal(finding(evaluate(pack, justAbove, { date, norms }), 'art9').status, 'satisfied', '1,51 m is "superior a 1,50 m"');
    const justBelow = structuredClone(walled);
    justBelow.storage!.fireWall = { present: true, heightAboveStackM: 1.49 };
    assert.equal(finding(evaluate(pack, justBelow, { date, norms }), 'art9').status, 'violated', '1,49 m: no reduction');

    const below = structuredClone(walled);
    below.storage!.distances!.propertyLineM = 0.99;
    assert.equal(finding(evaluate(pack, below, { date, norms }), 'art9').status, 'violated');
  });

  it('halving applies above the 1 m floor: 4 m → 2 m', () => {
    const norms = syntheticAnnex({ buildings: SIX(4) });
    const i = structuredClone(input);
    i.storage!.distances!.buildingsM = 2;
    i.storage!.fireWall = { present: true, heightAboveStackM: 2 };
    const f = finding(evaluate(pack, i, { date, norms }), 'art9');
    assert.equal(f.status, 'satisfied');
    assert.equal(f.comparisons?.find((c) => c.fact === 'storage.distances.buildingsM')?.limit, 2);
  });

  it('names every missing distance; a stated "none within" radius can decide', () => {
    const norms = syntheticAnnex({ 'heat-sources': SIX(5), 'public-assembly': SIX(7.5) });
    const f = finding(evaluate(pack, input, { date, norms }), 'art9');
    assert.equal(f.status, 'cannot-evaluate');
    assert.deepEqual(f.missing, ['storage.distances.heatMachinesM', 'storage.distances.publicAssemblyM']);

    const i = structuredClone(input);
    i.storage!.distances!.noneWithinM = { heatMachinesM: 10, publicAssemblyM: 7.5 };
    assert.equal(finding(evaluate(pack, i, { date, norms }), 'art9').status, 'satisfied');
    i.storage!.distances!.noneWithinM = { heatMachinesM: 10, publicAssemblyM: 7 };
    assert.deepEqual(finding(evaluate(pack, i, { date, norms }), 'art9').missing, ['storage.distances.publicAssemblyM']);
  });

  it('the fire wall unknown: a distance passing the full limit passes, one short of the reduced limit fails; between, it waits on the wall', () => {
    const norms = syntheticAnnex({ buildings: SIX(3) });
    const at = (m: number, fireWall?: { present: boolean; heightAboveStackM?: number }) => {
      const i = structuredClone(input);
      i.storage!.distances!.buildingsM = m;
      if (fireWall) i.storage!.fireWall = fireWall as never;
      else delete (i.storage as Record<string, unknown>).fireWall;
      return finding(evaluate(pack, i, { date, norms }), 'art9');
    };
    // § 2º can only lower the limit ("poderão ser reduzidas"): 3,5 m ≥ 3 m whatever the wall.
    assert.equal(at(3.5, { present: true }).status, 'satisfied');
    assert.equal(at(3, undefined).status, 'satisfied', 'exactly the full limit');
    // Halved 3 m is 1,50 m: 1,49 m fails even reduced; 1,50 m might pass with the wall.
    const short = at(1.49, { present: true });
    assert.equal(short.status, 'violated');
    assert.match(short.message, /mesmo com a redução do § 2º/);
    const between = at(1.5, { present: true });
    assert.equal(between.status, 'cannot-evaluate');
    assert.deepEqual(between.missing, ['storage.fireWall.heightAboveStackM']);
    assert.deepEqual(at(2.99, undefined).missing, ['storage.fireWall']);
  });

  it('a distance known to fail decides though another is missing (0,5 m is under the 1,00 m floor of § 2º)', () => {
    const norms = syntheticAnnex({ buildings: SIX(3), 'heat-sources': SIX(5) });
    const i = structuredClone(input);
    i.storage!.distances!.buildingsM = 0.5;
    delete (i.storage as Record<string, unknown>).fireWall;
    const f = finding(evaluate(pack, i, { date, norms }), 'art9');
    assert.equal(f.status, 'violated');
    assert.match(f.message, /Falta informar também: .*storage\.distances\.heatMachinesM/);
  });

  it('a column the pack does not know → cannot evaluate, naming it', () => {
    const norms = syntheticAnnex({ 'property-line': SIX(1.5), mystery: SIX(3) });
    const f = finding(evaluate(pack, input, { date, norms }), 'art9');
    assert.equal(f.status, 'cannot-evaluate');
    assert.deepEqual(f.missing, [`pack: ${ANNEX_I_ID} coluna mystery`]);
  });

  it('property line with and without wall: the wall fact chooses the column', () => {
    const norms = syntheticAnnex({ 'property-line': SIX(3.5), 'property-line-wall': SIX(2.5) });
    const f0 = finding(evaluate(pack, input, { date, norms }), 'art9');
    assert.deepEqual(f0.missing, ['storage.distances.propertyLineWallM']);
    const i = structuredClone(input);
    i.storage!.distances!.propertyLineWallM = true;
    assert.equal(finding(evaluate(pack, i, { date, norms }), 'art9').status, 'satisfied'); // 3 m ≥ 2,5 m
    i.storage!.distances!.propertyLineWallM = false;
    assert.equal(finding(evaluate(pack, i, { date, norms }), 'art9').status, 'violated'); // 3 m < 3,5 m
  });
});

describe('nova-odessa-sp: interpretations under what-if overrides', () => {
  it('class VI openings: law gap by default, not applicable under "no-requirement"', () => {
    const { input, date } = caseInput('7.680 × 13 kg = 99.840 kg: classe VI; aberturas e corredor sem § 6º → não avaliáveis');
    const f = finding(evaluate(pack, input, { date }), 'art5-openings');
    assert.equal(f.status, 'cannot-evaluate');
    assert.equal(f.interpretations?.[0]?.parameter, 'nova-odessa-sp/class-vi-missing-paragraph');
    const r = evaluate(pack, input, { date, overrides: { 'nova-odessa-sp/class-vi-missing-paragraph': 'no-requirement' } });
    assert.equal(finding(r, 'art5-openings').status, 'not-applicable');
    assert.equal(finding(r, 'art5-corridor').status, 'not-applicable');
  });

  it('art. 7 § 1º items: general duties by default, only when covered under the literal reading', () => {
    const { input, date } = caseInput(
      'Área descoberta: pé-direito não se aplica, mas a demarcação do piso é dever geral → viola art. 7º, § 1º, II',
    );
    const f = finding(evaluate(pack, input, { date }), 'art7-par1-II');
    assert.equal(f.status, 'violated');
    assert.equal(f.interpretations?.[0]?.value, 'general-duties');
    const r = evaluate(pack, input, { date, overrides: { 'nova-odessa-sp/art7-par1-items-scope': 'only-when-covered' } });
    assert.equal(finding(r, 'art7-par1-II').status, 'not-applicable');
  });

  it('art. 9 § 3º height: the § 1º increase applies by default (1,50 m → 2,25 m), not under "unit-limits-only"', () => {
    const { input, date } = caseInput('Classe I, pilha de botijões com 1,51 m → viola art. 9º, § 3º');
    const i = structuredClone(input);
    i.storage!.stackHeightM = 2.25;
    i.storage!.onPallets = true;
    i.storage!.stackingEquipment = true;
    i.storage!.fireWall = { present: true, heightAboveStackM: 1.6 };
    assert.equal(finding(evaluate(pack, i, { date }), 'art9-par3').status, 'satisfied');
    i.storage!.stackHeightM = 2.26;
    assert.equal(finding(evaluate(pack, i, { date }), 'art9-par3').status, 'violated');
    i.storage!.stackHeightM = 2.25;
    const r = evaluate(pack, i, { date, overrides: { 'nova-odessa-sp/stacking-increase-scope': 'unit-limits-only' } });
    assert.equal(finding(r, 'art9-par3').status, 'violated');
  });

  it('art. 16 licence scope: classed own-use storage needs the licence by default, not under "commerce-only"', () => {
    const { input, date } = caseInput('Consumo próprio: 6 × 13 kg → acima do art. 4º: instalação classe I do art. 5º');
    assert.equal(finding(evaluate(pack, input, { date }), 'art16').status, 'satisfied');
    const r = evaluate(pack, input, { date, overrides: { 'nova-odessa-sp/art16-licence-scope': 'commerce-only' } });
    assert.equal(finding(r, 'art16').status, 'not-applicable');
  });
});

describe('nova-odessa-sp: classification and missing facts', () => {
  it('classifies by the total of all containers, with the arithmetic', () => {
    const { input, date } = caseInput('Posto fixo regular classe I: ANEXO I não carregado → incompleto, nunca aprovado');
    const r = evaluate(pack, input, { date });
    assert.equal(r.class, 'I');
    assert.equal(r.classDetail?.scheme, 'Lei 1.761/2000 art. 5');
    assert.equal(r.classDetail?.totalKg, 480);
    assert.match(r.classDetail?.reason ?? '', /30 × 13 kg \+ 2 × 45 kg = 480 kg → classe I \(até 520 kg/);
  });

  it('above class VI: no class, said so', () => {
    const { input, date } = caseInput('7.677 × 13 kg + 2 × 20 kg = 99.841 kg: acima da classe VI a lei não prevê classe');
    const r = evaluate(pack, input, { date });
    assert.equal(r.class, null);
    assert.match(r.classDetail?.reason ?? '', /acima da classe VI a lei não prevê classe/);
    assert.match(finding(r, 'art5').message, /99\.841 kg > 99\.840 kg/);
  });

  it('names every missing fact of a rule at once', () => {
    const { input, date } = caseInput('Sem área e sem extintores informados → não avaliável, nomeando os fatos');
    const r = evaluate(pack, input, { date });
    assert.deepEqual(finding(r, 'art5-area').missing, ['storage.areaM2']);
    assert.deepEqual(finding(r, 'art8-II').missing, ['safety.extinguishers']);
    const m = caseInput('Venda ambulante regular → aprovável');
    const i = structuredClone(m.input);
    delete i.documents!.fireBrigadeInspection;
    delete i.documents!.municipalInspection;
    assert.deepEqual(finding(evaluate(pack, i, { date: m.date }), 'art16-par1').missing, [
      'documents.fireBrigadeInspection',
      'documents.municipalInspection',
    ]);
  });

  it('speaks English when asked', () => {
    const { input, date } = caseInput('Classe II com 1 × 24 kg: total atinge 24 kg mas só 1 extintor (mínimo 2) → viola');
    const f = finding(evaluate(pack, input, { date, lang: 'en' }), 'art8-II');
    assert.match(f.message, /class II requires total 24 kg with at least 2 extinguishers/);
  });
});

describe('nova-odessa-sp: the minimum area cites its class’s letter b', () => {
  it('class I at 3,99 m² cites art. 5º, I, b; class II at 7,99 m² cites art. 5º, II, b; art. 5º follows', () => {
    for (const [name, unit] of [
      ['Classe I com 3,99 m² → área insuficiente', 'art5-I-b'],
      ['Classe I com 4 m² (mínimo 4 m²) → área atende', 'art5-I-b'],
      ['Classe II (1.300 kg) com 7,99 m² (mínimo 8 m²) → área insuficiente', 'art5-II-b'],
    ] as const) {
      const { input, date } = caseInput(name);
      const f = finding(evaluate(pack, input, { date }), 'art5-area');
      assert.equal(f.citation.unit, unit, name);
      assert.equal(f.alsoCites?.[0]?.unit, 'art5', name);
    }
  });
});

describe('nova-odessa-sp: openings, corridor and lots cite the paragraph of their class', () => {
  it('cites § 2º (class I openings), § 3º (class III openings and corridor), § 1º, IV (class IV lots); art. 5º follows', () => {
    for (const [name, rule, unit] of [
      ['Classe I: abertura de 1,20 × 2,10 m abrindo para dentro → viola art. 5º, § 2º', 'art5-openings', 'art5-par2'],
      ['Classe III: uma abertura de 1,50 m e outra de 1,49 m (exige duas de 1,50 m) → viola', 'art5-openings', 'art5-par3'],
      ['Classe III com corredor de inspeção de 0,99 m (mínimo 1,00 m) → viola', 'art5-corridor', 'art5-par3'],
      ['Classe IV com lote de 480 botijões → atende', 'art5-lots', 'art5-par1-IV'],
      ['Classe IV com lote de 481 botijões (máximo 480) → viola', 'art5-lots', 'art5-par1-IV'],
    ] as const) {
      const { input, date } = caseInput(name);
      const f = finding(evaluate(pack, input, { date }), rule);
      assert.equal(f.citation.unit, unit, name);
      assert.equal(f.alsoCites?.[0]?.unit, 'art5', name);
    }
  });
});

describe('nova-odessa-sp: signs and extinguishers cite their class’s letter (art. 8º, I and II)', () => {
  it('cites art. 8º, I, b / II, b–d, the item beside it and not the other letters', () => {
    for (const [name, rule, unit, also] of [
      ['Classe III com 1 placa (exige 2) → viola art. 8º, I, b', 'art8-I', 'art8-I-b', ['art8-I', 'art8']],
      ['Classe II com 1 × 24 kg: total atinge 24 kg mas só 1 extintor (mínimo 2) → viola', 'art8-II', 'art8-II-b', ['art8-II']],
      ['Classe III com 3 × 16 kg = 48 kg mas 3 extintores (mínimo 4) → viola', 'art8-II', 'art8-II-c', ['art8-II']],
      ['Classe IV com 7 × 14 kg = 98 kg mas 7 extintores (mínimo 8) → viola', 'art8-II', 'art8-II-d', ['art8-II']],
    ] as const) {
      const { input, date } = caseInput(name);
      const f = finding(evaluate(pack, input, { date }), rule);
      assert.equal(f.status, 'violated', name);
      assert.equal(f.citation.unit, unit, name);
      assert.deepEqual(
        f.alsoCites?.map((c) => c.unit),
        also,
        name,
      );
    }
  });
});

describe('art. 16 § 1º cited where the yearly renewal decides the alvará', () => {
  const base = caseInput('Revenda instalada em padaria → viola art. 15');
  const withAlvara = (alvara: Record<string, unknown>, date: string) =>
    evaluate(
      pack,
      {
        ...base.input,
        establishment: { ...base.input.establishment, premisesType: 'dedicated' },
        documents: { ...base.input.documents, alvara },
      } as NovaOdessaInput,
      { date },
    );
  it('issued more than 12 months before, no validity stated: violated, citing art. 16, § 1º ("renováveis anualmente")', () => {
    const f = finding(withAlvara({ held: true, issuedOn: '2025-02-28' }, '2026-03-01'), 'art16');
    assert.equal(f.status, 'violated');
    assert.equal(f.citation.unit, 'art16-par1');
  });
  it('on the last day of the 12 months: satisfied (the other side)', () => {
    assert.equal(finding(withAlvara({ held: true, issuedOn: '2025-03-01' }, '2026-02-28'), 'art16').status, 'satisfied');
  });
  it('a stated validity that ran out: violated, citing art. 16', () => {
    const f = finding(withAlvara({ held: true, validUntil: '2026-02-28' }, '2026-03-01'), 'art16');
    assert.equal(f.status, 'violated');
    assert.equal(f.citation.unit, 'art16');
  });
});

describe('a fact missing for the class cites the item that asks for it (art. 5º, II, b; § 3º), not art. 5º', () => {
  const base = caseInput('Revenda instalada em padaria → viola art. 15');
  const without = (count: number, drop: 'areaM2' | 'openings') => {
    const storage = { ...base.input.storage, containers: [{ capacityKg: 13 as const, state: 'full' as const, count }] };
    delete (storage as Record<string, unknown>)[drop];
    return evaluate(pack, { ...base.input, storage } as NovaOdessaInput, { date: base.date });
  };
  it('class II (100 × 13 kg = 1.300 kg) without the storage area: cannot evaluate, citing art. 5º, II, b', () => {
    const f = finding(without(100, 'areaM2'), 'art5-area');
    assert.equal(f.status, 'cannot-evaluate');
    assert.equal(f.citation.unit, 'art5-II-b');
    assert.deepEqual(f.missing, ['storage.areaM2']);
  });
  it('class III (200 × 13 kg = 2.600 kg) without the openings: cannot evaluate, citing art. 5º, § 3º', () => {
    const f = finding(without(200, 'openings'), 'art5-openings');
    assert.equal(f.status, 'cannot-evaluate');
    assert.equal(f.citation.unit, 'art5-par3');
  });
});

describe('nova-odessa-sp: art. 11 (the land-use law, an external norm)', () => {
  it('cites art. 11 and names the fact the zoning department answers; a mobile post has no depot to zone', () => {
    const { input, date } = caseInput('Art. 11: a lei de uso e ocupação do solo não permite o depósito no lote → viola');
    const f = finding(evaluate(pack, input, { date }), 'art11');
    assert.equal(f.status, 'violated');
    assert.equal(f.citation.text, 'Lei 1.761/2000, art. 11');
    const missing = caseInput('Art. 11: sem a resposta do órgão de uso do solo → não é possível avaliar, nunca aprovado');
    const m = finding(evaluate(pack, missing.input, { date, lang: 'en' }), 'art11');
    assert.equal(m.status, 'cannot-evaluate');
    assert.deepEqual(m.missing, ['zone.zoningAllowsActivity']);
    const mobile = parseInputFor(pack, { ...missing.input, activity: 'glp-mobile-sale' });
    assert.equal(
      evaluate(pack, mobile, { date }).findings.some((x) => x.rule === 'nova-odessa-sp/art11'),
      false,
    );
  });
});

describe('nova-odessa-sp: art. 8, II — a missing extinguisher fact cites the class’s letter', () => {
  it('class I: no extinguishers listed, or one without its validity → cannot evaluate, citing art. 8º, II, a', () => {
    const { input, date } = caseInput('Art. 11: a lei de uso e ocupação do solo permite o depósito no lote → atende');
    const none = structuredClone(input);
    delete none.safety!.extinguishers;
    const f = finding(evaluate(pack, none, { date }), 'art8-II');
    assert.equal(f.status, 'cannot-evaluate');
    assert.deepEqual(f.missing, ['safety.extinguishers']);
    assert.equal(f.citation.text, 'Lei 1.761/2000, art. 8º, II, a');
    const undated = structuredClone(input);
    undated.safety!.extinguishers = [{ agent: 'dry-chemical', kg: 8, count: 1 }];
    const u = finding(evaluate(pack, undated, { date }), 'art8-II');
    assert.deepEqual(u.missing, ['safety.extinguishers[0].inDate']);
    assert.equal(u.citation.text, 'Lei 1.761/2000, art. 8º, II, a');
  });
});

describe('nova-odessa-sp: art. 14, § 2º — mobile sale only by local resellers', () => {
  it('a mobile sale by a reseller not established here cites art. 14, § 2º, with art. 13 beside it; a fixed outlet cites art. 13', () => {
    const { input, date } = caseInput('Venda ambulante por revendedor não estabelecido em Nova Odessa → viola art. 13 / art. 14, § 2º');
    const f = finding(evaluate(pack, input, { date }), 'art13');
    assert.equal(f.status, 'violated');
    assert.equal(f.citation.text, 'Lei 1.761/2000, art. 14, § 2º');
    assert.ok(
      f.alsoCites?.some((c) => c.text === 'Lei 1.761/2000, art. 13'),
      JSON.stringify(f.alsoCites),
    );
    const fixed = parseInputFor(pack, { ...input, activity: 'glp-resale' });
    assert.equal(finding(evaluate(pack, fixed, { date }), 'art13').citation.text, 'Lei 1.761/2000, art. 13');
  });
});
