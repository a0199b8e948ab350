/**
 * Vitória da Conquista pack: what the shared scenario runner (test/cases.test.ts) and pack
 * checks (test/packs.test.ts) do not cover — the transcription traps, the fine that must stay
 * "not set", the class arithmetic, and the English messages.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { evaluate } from '../../src/core/engine.ts';
import { parseInputFor } from '../../src/core/input/validate.ts';
import { art27Fine } from './fines.ts';
import { vdcPack } from './index.ts';
import { vdcLaw } from './text.ts';

const DATE = '2026-11-30';
const example = (name: string) =>
  parseInputFor(vdcPack, JSON.parse(readFileSync(new URL(`../../examples/vitoria-da-conquista-ba-${name}.json`, import.meta.url), 'utf8')));

describe('vitoria-da-conquista-ba transcription', () => {
  const unit = (id: string) => vdcLaw.units.find((u) => u.id === id);

  it('has articles 1 to 28', () => {
    const articles = [...new Set(vdcLaw.units.map((u) => Number(u.article)))].sort((a, b) => a - b);
    assert.deepEqual(
      articles,
      Array.from({ length: 28 }, (_, i) => i + 1),
    );
  });

  it('reads the known OCR traps and records each correction', () => {
    assert.match(unit('art13-I')?.text ?? '', /largura de 5\.00m \(cinco metros\)/);
    assert.match(unit('art5-par3')?.text ?? '', /especificar o tipo de revenda/);
    assert.ok(unit('art5-par4'));
    assert.match(unit('art12-IV')?.text ?? '', /bloquetes em borracha, em material sintético ou cimento/);
    assert.equal(
      unit('art13')?.text,
      'Quando o posto se destinar exclusivamente à revenda de gás liquefeito, a construção obedecerá às seguintes condições:',
    );
    for (const id of [
      'art13-I',
      'art5-par3',
      'art5-par4',
      'art12-VII',
      'art13-IX',
      'art10-I',
      'art5-I',
      'art5-II',
      'art4',
      'art19',
      'art21',
    ])
      assert.ok(
        vdcLaw.transcriptionNotes.some((n) => n.unit === id),
        `${id} has a transcription note`,
      );
    assert.deepEqual(vdcLaw.repeals, ['Lei nº 602, de 24/10/1992', 'Lei nº 637, de 06/04/1992']);
    assert.equal(vdcLaw.inForceFrom, '1993-05-25');
  });
});

describe('vitoria-da-conquista-ba fines (art. 27)', () => {
  it('answers "not set" instead of a number while the municipality has not entered one', () => {
    const f = art27Fine(vdcPack, DATE);
    assert.equal(f.status, 'not-set');
    if (f.status === 'not-set') assert.match(f.message.pt, /não definido/);
  });

  it('uses an amount once one is entered (what-if override)', () => {
    const f = art27Fine(vdcPack, DATE, { 'vitoria-da-conquista-ba/fine-amount': 850 });
    assert.deepEqual(f.status === 'set' ? f.amountBRL : null, 850);
  });
});

describe('vitoria-da-conquista-ba evaluation', () => {
  it('classifies the approvable example with the arithmetic of P13 equivalents', () => {
    const r = evaluate(vdcPack, example('approvable'), { date: DATE });
    assert.equal(r.verdict, 'approvable');
    assert.equal(r.class, 'A');
    assert.equal(r.classDetail?.scheme, 'Lei 709/1993 art. 5');
    assert.equal(r.classDetail?.citation.text, 'Lei 709/1993, art. 5º, I');
    assert.match(r.classDetail?.reason ?? '', /2\.740 kg ÷ 13 kg = 210,77 botijões/);
  });

  it('shows the distance comparisons of the not-approvable example', () => {
    const r = evaluate(vdcPack, example('not-approvable'), { date: DATE });
    assert.equal(r.verdict, 'not-approvable');
    const art22 = r.findings.find((f) => f.rule === 'vitoria-da-conquista-ba/art22');
    assert.equal(art22?.status, 'violated');
    assert.equal(art22?.comparisons?.[0]?.operator, '>');
    assert.equal(art22?.comparisons?.[0]?.measured, 287.41);
    assert.match(art22?.message ?? '', /medido 287,41 m; a lei proíbe 300 m ou menos/);
    assert.ok(art22?.interpretations?.some((i) => i.parameter === 'vitoria-da-conquista-ba/art22-counted-statuses'));
  });

  it('names the shop-resale-classes reading in the class findings of a shop that resells GLP', () => {
    const shop = parseInputFor(vdcPack, {
      municipality: 'vitoria-da-conquista-ba',
      activity: 'other-commerce',
      establishment: { name: 'Loja Central', premisesType: 'commerce-other', sellsGlp: true, enclosedWithoutVentilation: false },
      zone: { kind: 'residential', insideUrbanPerimeter: true },
      lot: { frontageM: 6, free: true },
      storage: { containers: [{ capacityKg: 13, state: 'full', count: 80 }], licensedQuantity: 80 },
      vehicles: [],
      documents: { alvara: { held: true } },
    });
    const reading = (overrides: Record<string, unknown>, rule: string) =>
      evaluate(vdcPack, shop, { date: DATE, overrides })
        .findings.find((f) => f.rule === `vitoria-da-conquista-ba/${rule}`)
        ?.interpretations?.find((i) => i.parameter === 'vitoria-da-conquista-ba/shop-resale-classes')?.value;
    for (const rule of ['art5', 'art5-III-quantity', 'art5-par2']) {
      assert.equal(reading({}, rule), 'outlets-only', rule);
      assert.equal(reading({ 'vitoria-da-conquista-ba/shop-resale-classes': 'shops-too' }, rule), 'shops-too', rule);
    }
  });

  it('answers in English', () => {
    const r = evaluate(vdcPack, example('not-approvable'), { date: DATE, lang: 'en' });
    const art7 = r.findings.find((f) => f.rule === 'vitoria-da-conquista-ba/art7');
    assert.equal(art7?.message, 'Building setback: measured 4 m; the law requires at least 5 m.');
  });
});

describe('vitoria-da-conquista-ba art. 5: a class that does not fit is decided by its own item', () => {
  const raw = JSON.parse(readFileSync(new URL('../../examples/vitoria-da-conquista-ba-approvable.json', import.meta.url), 'utf8'));
  const art5 = (input: unknown, lang: 'pt' | 'en' = 'pt') =>
    evaluate(vdcPack, parseInputFor(vdcPack, input), { date: DATE, lang }).findings.find((f) => f.rule === 'vitoria-da-conquista-ba/art5');

  it('class C asked in a transition zone (art. 2 II): violated, art. 5 III cited, "não corresponde"', () => {
    const { requestedQuantity: _, ...application } = raw.application;
    const asked = { ...raw, application: { ...application, requestedClass: 'C' } };
    const f = art5(asked);
    assert.equal(f?.status, 'violated');
    assert.equal(f?.citation.unit, 'art5-III');
    // The article beside the item; classes A and B (art. 5º, I–II) did not decide.
    assert.deepEqual(
      f?.alsoCites?.map((c) => c.unit),
      ['art5'],
    );
    assert.match(f?.message ?? '', /^A classe pedida \(C\) não corresponde à zona de transição/);
    assert.match(
      art5(asked, 'en')?.message ?? '',
      /^The requested class \(C\) does not correspond to a residential\/commercial transition zone/,
    );
  });

  it('the example (no class asked, class A and B fit): satisfied, citing the article', () => {
    const f = art5(raw);
    assert.equal(f?.status, 'satisfied');
    assert.equal(f?.citation.unit, 'art5');
  });

  it('no class asked, transition zone, frontage 9,99 m: neither A (12 m) nor B (10 m) fits — art. 5º, I and II decide, not III', () => {
    const f = art5({ ...raw, lot: { ...raw.lot, frontageM: 9.99 } });
    assert.equal(f?.status, 'violated');
    assert.equal(f?.citation.unit, 'art5-I');
    assert.deepEqual(
      f?.alsoCites?.map((c) => c.unit),
      ['art5-II', 'art5'],
    );
    assert.match(f?.message ?? '', /nenhuma classe cabe no terreno/);
  });

  it('the same lot with 10 m of frontage: class B fits — satisfied, citing the article', () => {
    const f = art5({ ...raw, lot: { ...raw.lot, frontageM: 10 } });
    assert.equal(f?.status, 'satisfied');
    assert.equal(f?.citation.unit, 'art5');
  });
});

describe('vitoria-da-conquista-ba art. 5: over class B by a lot that class A would need', () => {
  const withFrontage = (frontageM: number) => {
    const base = example('approvable');
    return evaluate(vdcPack, { ...base, lot: { ...base.lot, frontageM } }, { date: DATE }).findings;
  };

  it('frontage 11,99 m: class B, over its 175; the finding says class A would hold it but art. 5º, I wants 12 m', () => {
    const f = withFrontage(11.99);
    const stock = f.find((x) => x.rule === 'vitoria-da-conquista-ba/art5-II-quantity');
    assert.equal(stock?.status, 'violated');
    assert.ok(
      stock?.notes?.includes(
        'A classe A (até 250) comportaria o estoque, mas o terreno não a admite (art. 5º, I): testada: medido 11,99 m; a lei exige no mínimo 12 m.',
      ),
      JSON.stringify(stock?.notes),
    );
    const asked = f.find((x) => x.rule === 'vitoria-da-conquista-ba/art5-par3');
    assert.equal(asked?.status, 'violated');
    assert.ok(
      asked?.notes?.some((n) => n.startsWith('A classe A (até 250) comportaria a quantidade pedida')),
      JSON.stringify(asked?.notes),
    );
  });

  it('frontage 12 m: class A holds it, nothing to explain', () => {
    const f = withFrontage(12);
    const a = f.find((x) => x.rule === 'vitoria-da-conquista-ba/art5-I-quantity');
    assert.equal(a?.status, 'satisfied');
    assert.ok(!f.some((x) => (x.notes ?? []).some((n) => n.includes('comportaria'))));
  });
});
