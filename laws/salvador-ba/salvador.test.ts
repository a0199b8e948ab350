/**
 * Salvador pack: what the scenario cases cannot say as data — the NBR table not loaded,
 * the holiday calendar, the art. 15 arithmetic, the transition dates and the law text.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import Holidays from 'date-holidays';
import { evaluate } from '../../src/core/engine.ts';
import { parseInputFor } from '../../src/core/input/validate.ts';
import { valueOn } from '../../src/core/pack.ts';
import type { Law } from '../../src/core/types.ts';
import { checkRange, fineAt, interdictionDue, revocationPossibleFrom } from './fines.ts';
import { easterSunday, type HolidayCalendar, holidaysOn, type LocalHoliday, localHolidayDate, nationalStateHolidays } from './holidays.ts';
import { salvadorPack } from './index.ts';
import { findCase } from '../../test/support/cases.ts';
import { periodEnd, periodLastDay } from '../../src/core/periods.ts';

const example = parseInputFor(
  salvadorPack,
  JSON.parse(readFileSync(new URL('../../examples/salvador-ba-approvable.json', import.meta.url), 'utf8')),
);
const law = salvadorPack.laws[0] as Law;
/** The example is a TVL application; the NBR distances bind the alvará (art. 2 § 2º): the same new outlet, evaluated for the alvará. */
const asAlvara = { ...example, application: { ...example.application, type: 'new' as const } };

function param<V>(id: string, date = '2026-11-30'): V {
  const p = salvadorPack.paramIndex.get(id);
  assert.ok(p, id);
  const v = valueOn(p, date);
  assert.ok(v, `${id} on ${date}`);
  return v.value as V;
}

describe('salvador-ba: NBR 15514 not loaded', () => {
  it('answers cannot-evaluate "nbr15514 not loaded" for the NBR rules, never a pass', () => {
    const r = evaluate(salvadorPack, asAlvara, { date: '2026-11-30', lang: 'en', norms: new Map() });
    for (const id of ['salvador-ba/art2-par2', 'salvador-ba/art10']) {
      const f = r.findings.find((x) => x.rule === id);
      assert.ok(f, id);
      assert.equal(f.status, 'cannot-evaluate');
      assert.match(f.message, /nbr15514 not loaded/);
      assert.deepEqual(f.missing, ['norm:nbr15514']);
    }
    assert.equal(r.verdict, 'incomplete');
    assert.equal(r.class, null);
    assert.ok(r.missing.some((m) => m.fact === 'norm:nbr15514' && m.count === 2));
  });

  it('with the table loaded, the same input is approvable, class II, and names the edition and source', () => {
    const r = evaluate(salvadorPack, asAlvara, { date: '2026-11-30' });
    assert.equal(r.verdict, 'approvable');
    assert.equal(r.class, 'II');
    const f = r.findings.find((x) => x.rule === 'salvador-ba/art2-par2');
    assert.ok(f?.notes?.some((n) => n.includes('NBR 15514:2020') && n.includes('CBMGO')));
    assert.ok(f?.interpretations?.some((i) => i.parameter === 'salvador-ba/nbr15514-edition-policy' && i.value === 'current-loaded'));
  });

  it('"posterior normatização": a date before the loaded edition existed says the 2020 values stand in for the edition then in force', () => {
    const notesOn = (date: string) => {
      const r = evaluate(salvadorPack, { ...asAlvara, date }, { date });
      const f = r.findings.find((x) => x.rule === 'salvador-ba/art2-par2');
      assert.ok(f, date);
      return f.notes ?? [];
    };
    const before = notesOn('2019-12-31');
    assert.ok(
      before.some((n) => n.startsWith('Em 31/12/2019 a NBR 15514:2020 ainda não existia: vigorava a edição anterior (2007')),
      JSON.stringify(before),
    );
    assert.ok(!notesOn('2020-01-01').some((n) => n.includes('ainda não existia')));
  });
});

describe('salvador-ba: holidays', () => {
  const cal = param<HolidayCalendar>('holiday-calendar');
  const municipal = param<LocalHoliday[]>('municipal-holidays');

  it('computes Easter', () => {
    assert.equal(easterSunday(2011), '2011-04-24');
    assert.equal(easterSunday(2025), '2025-04-20');
    assert.equal(easterSunday(2026), '2026-04-05');
    assert.equal(easterSunday(2038), '2038-04-25');
  });

  it('puts Corpus Christi where date-holidays puts "Corpo de Deus", 2011–2060', () => {
    const hd = new Holidays('BR');
    for (let y = 2011; y <= 2060; y++) {
      const lib = hd.getHolidays(y, 'pt').find((h) => h.rule === 'easter 60');
      assert.ok(lib, `${y}`);
      assert.equal(localHolidayDate('easter+60', y), lib.date.slice(0, 10), `${y}`);
    }
  });

  it('excludes election days and keeps 2 July (Bahia)', () => {
    const y2026 = nationalStateHolidays(cal, 2026);
    assert.ok(!y2026.some((h) => h.name === 'Dia de Eleição'));
    assert.ok(!y2026.some((h) => h.date === '2026-10-04'));
    assert.ok(y2026.some((h) => h.date === '2026-07-02'));
    // Carnival is a ponto facultativo, not a holiday.
    assert.ok(!y2026.some((h) => h.date === '2026-02-17'));
  });

  it('finds national, state and municipal holidays on their dates', () => {
    const on = (d: string) => holidaysOn(d, cal, municipal, []).map((h) => h.scope);
    assert.deepEqual(on('2025-06-24'), ['municipal']);
    assert.deepEqual(on('2025-12-08'), ['municipal']);
    assert.deepEqual(on('2025-06-19'), ['municipal']);
    // 2 de Julho (Independência da Bahia) is a Bahia state holiday; Tiradentes is national (Lei 10.607/2002).
    assert.deepEqual(on('2025-07-02'), ['state']);
    assert.deepEqual(on('2025-04-21'), ['national']);
    assert.deepEqual(on('2025-09-07'), ['national']);
    assert.deepEqual(on('2025-06-23'), []);
    assert.deepEqual(
      holidaysOn('2027-03-10', cal, municipal, [{ date: '2027-03-10', name: 'Decreto' }]).map((h) => h.scope),
      ['decreed'],
    );
  });
});

describe('salvador-ba: art. 15 arithmetic', () => {
  it('linear and compound repeat increases of 50 %', () => {
    const pct = param<number>('repeat-increase-percent');
    assert.deepEqual(
      [0, 1, 2, 3].map((n) => fineAt(100, n, pct, 'linear').amountBRL),
      [100, 150, 200, 250],
    );
    assert.deepEqual(
      [0, 1, 2, 3].map((n) => fineAt(100, n, pct, 'compound').amountBRL),
      [100, 150, 225, 337.5],
    );
    assert.equal(fineAt(500, 2, pct, 'linear').arithmetic, 'R$ 500,00 × (1 + 0,5 × 2) = R$ 1.000,00');
    assert.throws(() => fineAt(100, -1, pct, 'linear'), RangeError);
  });

  it('item III amount within the range; interdiction at the 3rd notification; revocation after 90 days', () => {
    const range = param<{ min: number; max: number }>('fine-art15-III');
    checkRange(100, range);
    checkRange(300, range);
    assert.throws(() => checkRange(99.99, range), RangeError);
    assert.throws(() => checkRange(300.01, range), RangeError);
    const third = param<number>('interdiction-at-notification');
    assert.equal(interdictionDue(2, third), false);
    assert.equal(interdictionDue(3, third), true);
    // Art. 15 § 2º: 90 days from 10/01/2026 (day excluded) end on 10/04/2026; day 91 is 11/04/2026.
    assert.equal(revocationPossibleFrom('2026-01-10', param<number>('revocation-after-interdiction-days')), '2026-04-11');
    assert.equal(param<string>('repeat-increase-mode'), 'linear');
  });
});

describe('salvador-ba: law text and dates', () => {
  it('has 18 articles, dated 26/07/2011, number recorded as not in the text', () => {
    assert.equal(new Set(law.units.map((u) => u.article)).size, 18);
    assert.equal(law.inForceFrom, '2011-07-26');
    assert.equal(law.number, null);
    assert.match(law.numberNote ?? '', /8\.053\/2011/);
  });

  it('art. 16 period: 180 days from 26/07/2011, last day 22/01/2012, binding from 23/01/2012', () => {
    const tr = salvadorPack.transitions?.[0];
    assert.equal(tr?.period.parameter, 'art16-period-days');
    const period = { n: param<number>('art16-period-days'), unit: 'days' } as const;
    assert.equal(periodLastDay(law.inForceFrom, period), '2012-01-22');
    assert.equal(periodEnd(law.inForceFrom, period), '2012-01-23');
  });

  it('the 400 m threshold is ">=" (exactly 400 m allowed)', () => {
    const p = salvadorPack.paramIndex.get('min-distance-between-establishments');
    assert.equal(p?.required, '>=');
    assert.equal(param<number>('min-distance-between-establishments'), 400);
  });

  it('every rule a penalty map names exists, and every rule is in the map', () => {
    const map = param<Record<string, string | null>>('penalty-by-rule');
    const ids = salvadorPack.rules.map((r) => r.id).sort();
    assert.deepEqual(Object.keys(map).sort(), ids);
  });
});

describe('salvador-ba: art. 15 says what a violation without an item of its own is punished by', () => {
  /** The notes of a rule's finding in a scenario case (cases/*.json), evaluated in Portuguese. */
  const notesOf = (name: string, rule: string): string => {
    const c = findCase('salvador-ba', name);
    const r = evaluate(salvadorPack, parseInputFor(salvadorPack, c.input), { date: c.date, lang: 'pt' });
    const f = r.findings.find((x) => x.rule === `salvador-ba/${rule}`);
    assert.ok(f, rule);
    assert.equal(f.status, 'violated', f.message);
    return (f.notes ?? []).join(' ');
  };
  it('art. 1 § 1º (renewal not requested by 26/01/2012): no fine of art. 15, operating without the alvará is art. 15, I — not the noise legislation', () => {
    const n = notesOf(
      'Art. 1º, § 1º: a mesma empresa em 27/01/2012 (dia seguinte ao prazo) sem ter requerido a renovação — violado',
      'art1-par1',
    );
    assert.match(n, /não fixa multa para a renovação não requerida no prazo do art\. 1º, § 1º/);
    assert.match(n, /art\. 15, I/);
    assert.doesNotMatch(n, /sossego/);
  });
  it('art. 4 (horn): no fine of art. 15, the public-quiet legislation applies', () => {
    const n = notesOf('Veículo usa buzina para sinalizar a venda: proibido', 'art4-horn');
    assert.match(
      n,
      /não fixa multa própria para esta infração: aplicam-se a fiscalização do art\. 14 e as sanções da legislação pertinente \(sossego público\)/,
    );
    assert.doesNotMatch(n, /renovação/);
  });
  it('art. 15 § 1º (interdicted, not remedied): the interdiction until the notification is met, revocation after the 90 days of § 2º — no fine', () => {
    const n = notesOf(
      'Art. 15, § 1º: interditada em 01/09/2026, não sanada, em 30/11/2026 (ainda nos 90 dias do § 2º) → interdição em vigor: violado, não aprovável',
      'art15-par1',
    );
    assert.match(n, /art\. 15, § 1º — interdição do estabelecimento até que seja atendida a notificação/);
    assert.match(n, /em 90 dias, o alvará pode ser cassado \(art\. 15, § 2º\)/);
    assert.doesNotMatch(n, /multa/);
  });
});

describe('salvador-ba: art. 15 infractions in the law’s words', () => {
  it('art. 15, II names art. 5º and the legislation in force, as the law does', () => {
    const ii = salvadorPack.enforcement?.infractions.find((d) => d.id === 'art15-II');
    assert.equal(ii?.title.pt, 'Efetuar entrega a domicílio em veículo em desacordo com o art. 5º desta Lei e a legislação vigente');
    assert.match(ii?.title.en ?? '', /art\. 5 of this Law and the legislation in force/);
  });
});

describe('salvador-ba: art. 16 decides an existing company in a zone that does not admit the activity', () => {
  const existing = parseInputFor(salvadorPack, {
    ...JSON.parse(readFileSync(new URL('../../examples/salvador-ba-approvable.json', import.meta.url), 'utf8')),
    application: { type: 'renewal', filedOn: '2026-11-16', requestedQuantity: 1560 },
    establishment: { name: 'Gás da Pituba Ltda.', premisesType: 'dedicated', startDate: '2010-03-01', legallyInstalled: true },
    zone: { name: 'ZCMu-II', zoningAllowsActivity: false, zoningAllowedQuantityKg: 6240 },
  });
  it('violated after the 180 days, citing art. 16 first and art. 2 III beside it', () => {
    const f = evaluate(salvadorPack, existing, { date: '2026-11-30' }).findings.find((x) => x.rule === 'salvador-ba/art2-III-zone');
    assert.equal(f?.status, 'violated');
    assert.equal(f?.citation.unit, 'art16');
    assert.deepEqual(
      f?.alsoCites?.map((c) => c.unit),
      ['art2-III'],
    );
  });
  it('where the zone admits it, § 1º exempts it and is what the finding cites', () => {
    const admitted = { ...existing, zone: { ...existing.zone, zoningAllowsActivity: true } };
    const f = evaluate(salvadorPack, admitted, { date: '2026-11-30' }).findings.find((x) => x.rule === 'salvador-ba/art2-III-zone');
    assert.equal(f?.status, 'not-applicable');
    assert.equal(f?.citation.unit, 'art2-par1');
  });
});

describe('salvador-ba: art. 10 names the places its reading leaves out', () => {
  it('a school 5 m from the storage area, outside public-assembly-categories: the pass says it was not counted', () => {
    const near = parseInputFor(salvadorPack, {
      ...asAlvara,
      nearby: {
        ...asAlvara.nearby,
        surveyed: { ...asAlvara.nearby?.surveyed, school: 100 },
        places: [
          ...(asAlvara.nearby?.places ?? []),
          { category: 'school', name: 'Escola Municipal X', distanceM: 5, measuredFrom: 'storage' },
        ],
      },
    });
    const f = evaluate(salvadorPack, near, { date: '2026-11-30' }).findings.find((x) => x.rule === 'salvador-ba/art10');
    assert.ok(
      f?.notes?.some((n) => n === 'Fora da contagem, pela leitura public-assembly-categories: Escola Municipal X (escola, 5 m).'),
      JSON.stringify(f?.notes),
    );
    const without = evaluate(salvadorPack, asAlvara, { date: '2026-11-30' }).findings.find((x) => x.rule === 'salvador-ba/art10');
    assert.ok(!without?.notes?.some((n) => n.startsWith('Fora da contagem')));
  });
});
