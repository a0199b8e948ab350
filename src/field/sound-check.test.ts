/**
 * Salvador art. 4, parágrafo único, read at the roadside: "permitida entre 08h30min e 18h30min,
 * de segunda a sexta-feira e aos sábados das 9h às 14h, ficando proibida a sonorização nos
 * domingos e feriados". Every boundary on both sides (minute before / at / after), Sundays,
 * national, Bahia (2 de Julho) and Salvador municipal holidays, the days around a holiday,
 * offsets, and a municipality whose law has no such rule.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { glp } from '../../test/support/cli.ts';
import { mustPack } from '../../test/support/packs.ts';
import { InputError } from '../core/input/validate.ts';
import { localMoment, soundCheck } from './sound-check.ts';

const salvador = mustPack('salvador-ba');
const allowed = (at: string) => soundCheck(salvador, at).allowed;

describe('sound-check: Salvador weekday window 08:30–18:30 (art. 4 parágrafo único)', () => {
  // 12/03/2025 is a Wednesday with no holiday.
  for (const [time, ok] of [
    ['08:29', false],
    ['08:30', true],
    ['08:31', true],
    ['18:29', true],
    ['18:30', true],
    ['18:31', false],
    ['00:00', false],
    ['23:59', false],
    // Seconds kept: "18h30min" ends at 18:30:00, so 59 seconds later is after it, and 08:29:59 before 08h30min.
    ['08:29:59', false],
    ['08:30:00', true],
    ['18:30:00', true],
    ['18:30:59', false],
  ] as const)
    it(`Wednesday ${time} → ${ok ? 'allowed' : 'not allowed'}`, () => assert.equal(allowed(`2025-03-12T${time}`), ok));

  it('Monday and Friday follow the weekday window', () => {
    assert.equal(allowed('2025-03-10T08:30'), true);
    assert.equal(allowed('2025-03-10T08:29'), false);
    assert.equal(allowed('2025-03-14T18:30'), true);
    assert.equal(allowed('2025-03-14T18:31'), false);
  });

  it('the reason cites the unit and says why', () => {
    const r = soundCheck(salvador, '2025-03-12T18:31');
    assert.equal(r.allowed, false);
    assert.equal(r.reasons.length, 1);
    assert.equal(r.reasons[0]?.rule, 'salvador-ba/art4-parU');
    assert.match(r.reasons[0]?.unit ?? '', /art\. 4º, parágrafo único/);
    assert.match(r.reasons[0]?.text ?? '', /às 18:31: fora do permitido \(de segunda a sexta de 08:30 a 18:30\)/);
    assert.equal(r.reasons[0]?.holiday, undefined);
  });
});

describe('sound-check: Salvador Saturday window 09:00–14:00', () => {
  // 15/03/2025 is a Saturday.
  for (const [time, ok] of [
    ['08:59', false],
    ['09:00', true],
    ['09:01', true],
    ['13:59', true],
    ['14:00', true],
    ['14:01', false],
    ['18:00', false],
  ] as const)
    it(`Saturday ${time} → ${ok ? 'allowed' : 'not allowed'}`, () => assert.equal(allowed(`2025-03-15T${time}`), ok));
});

describe('sound-check: Sundays and holidays are forbidden all day', () => {
  it('Sunday at noon (inside any weekday window) is forbidden', () => {
    const r = soundCheck(salvador, '2025-03-16T12:00');
    assert.equal(r.allowed, false);
    assert.match(r.reasons[0]?.text ?? '', /domingo/);
  });

  it('national holiday: Tiradentes, Monday 21/04/2025, 10:00 (and the days around it allowed)', () => {
    const r = soundCheck(salvador, '2025-04-21T10:00');
    assert.equal(r.allowed, false);
    assert.equal(r.reasons[0]?.holiday?.name, 'Dia de Tiradentes');
    assert.equal(r.reasons[0]?.holiday?.scope, 'national');
    assert.equal(allowed('2025-04-22T10:00'), true);
  });

  it('national holiday: Consciência Negra, Thursday 20/11/2025 (Lei 14.759/2023)', () => {
    assert.equal(allowed('2025-11-19T10:00'), true);
    assert.equal(soundCheck(salvador, '2025-11-20T10:00').reasons[0]?.holiday?.name, 'Dia da Consciência Negra');
    assert.equal(allowed('2025-11-21T10:00'), true);
  });

  it('Bahia holiday: 2 de Julho (Wednesday 02/07/2025); 01/07 and 03/07 allowed', () => {
    assert.equal(allowed('2025-07-01T10:00'), true);
    const r = soundCheck(salvador, '2025-07-02T10:00');
    assert.equal(r.allowed, false);
    assert.equal(r.reasons[0]?.holiday?.name, 'Independência da Bahia');
    assert.equal(r.reasons[0]?.holiday?.date, '2025-07-02');
    // A Bahia holiday, not a national one.
    assert.equal(r.reasons[0]?.holiday?.scope, 'state');
    assert.equal(allowed('2025-07-03T10:00'), true);
  });

  it('Salvador municipal holidays (pack data): São João 24/06, Conceição da Praia 08/12, Corpus Christi', () => {
    const joao = soundCheck(salvador, '2025-06-24T10:00');
    assert.equal(joao.allowed, false);
    assert.deepEqual(joao.reasons[0]?.holiday, { date: '2025-06-24', name: 'São João', scope: 'municipal' });
    assert.equal(allowed('2025-06-23T10:00'), true);
    assert.equal(allowed('2025-06-25T10:00'), true);
    assert.equal(soundCheck(salvador, '2025-12-08T10:00').reasons[0]?.holiday?.name, 'Nossa Senhora da Conceição da Praia');
    // Corpus Christi 2025 = Easter (20/04) + 60 = Thursday 19/06.
    assert.equal(soundCheck(salvador, '2025-06-19T10:00').reasons[0]?.holiday?.name, 'Corpus Christi');
    assert.equal(allowed('2025-06-20T10:00'), true);
  });

  it('Carnival (ponto facultativo, not a holiday) is an ordinary Tuesday', () => {
    assert.equal(allowed('2025-03-04T10:00'), true);
  });

  it('English messages with --lang en', () => {
    const r = soundCheck(salvador, '2025-07-02T10:00', { lang: 'en' });
    assert.match(r.reasons[0]?.text ?? '', /sound forbidden on holidays/);
  });

  it('a what-if override of the interpretation (end excluded) changes the 18:30 answer', () => {
    const r = soundCheck(salvador, '2025-03-12T18:30', { overrides: { 'salvador-ba/sound-window-bounds': 'end-exclusive' } });
    assert.equal(r.allowed, false);
  });
});

describe('sound-check: DATETIME and time zone (America/Bahia, UTC−3)', () => {
  it('without offset: local time, said so', () => {
    assert.deepEqual(localMoment('2025-03-12T08:30', 'America/Bahia'), { local: '2025-03-12T08:30', assumed: true });
    assert.deepEqual(localMoment('2025-03-12 08:30:59', 'America/Bahia'), { local: '2025-03-12T08:30:59', assumed: true });
    assert.deepEqual(localMoment('2025-03-12T21:30:59Z', 'America/Bahia'), { local: '2025-03-12T18:30:59', assumed: false });
  });

  it('dd/mm/aaaa HH:MM, as people in Brazil write it, is the same moment (with or without an offset)', () => {
    assert.deepEqual(localMoment('12/03/2025 08:30', 'America/Bahia'), { local: '2025-03-12T08:30', assumed: true });
    assert.deepEqual(localMoment('12/03/2025T08:30', 'America/Bahia'), { local: '2025-03-12T08:30', assumed: true });
    assert.deepEqual(localMoment('12/03/2025 11:30Z', 'America/Bahia'), { local: '2025-03-12T08:30', assumed: false });
    // Day first: 03/12/2025 is 3 December, not 12 March.
    assert.deepEqual(localMoment('03/12/2025 10:00', 'America/Bahia'), { local: '2025-12-03T10:00', assumed: true });
    assert.equal(allowed('12/03/2025 08:29'), false);
    assert.equal(allowed('12/03/2025 08:30'), true);
  });

  it('with an offset: converted to Salvador time, on both sides of 08:30', () => {
    assert.equal(allowed('2025-03-12T11:29Z'), false);
    assert.equal(allowed('2025-03-12T11:30Z'), true);
    assert.equal(allowed('2025-03-12T08:30-03:00'), true);
    assert.equal(allowed('2025-03-12T07:30-04:00'), true);
    assert.equal(allowed('2025-03-12T10:29+02:00'), false);
  });

  it('an instant crossing midnight lands on the local day (a Sunday 00:30Z is Saturday 21:30 in Salvador)', () => {
    const r = soundCheck(salvador, '2025-03-16T00:30Z');
    assert.equal(r.local, '2025-03-15T21:30');
    assert.equal(r.allowed, false);
    assert.match(r.reasons[0]?.text ?? '', /sábado/);
  });

  it('a malformed or impossible DATETIME is an InputError naming `at`', () => {
    for (const bad of [
      '12/03/2025',
      '31/02/2025 10:00',
      '2025/03/12 08:30',
      '2025-03-12',
      '2025-02-30T10:00',
      '2025-03-12T24:00',
      '2025-03-12T08:30+5',
    ])
      assert.throws(
        () => soundCheck(salvador, bad),
        (e) => e instanceof InputError && e.problems[0]?.field === 'at',
        bad,
      );
  });

  it('a moment before the law (26/07/2011) is refused, not guessed', () => {
    assert.throws(() => soundCheck(salvador, '2011-07-25T10:00'), InputError);
    assert.equal(allowed('2011-07-26T10:00'), true);
  });

  it('a municipality whose law has no sound-advertising rule: not applicable, an InputError on `municipality`', () => {
    assert.throws(
      () => soundCheck(mustPack('belem-pa'), '2025-03-12T10:00'),
      (e) => e instanceof InputError && e.problems[0]?.field === 'municipality' && /not applicable/.test(e.message),
    );
  });
});

describe('glp sound-check', () => {
  it('answers JSON with allowed and the reasons (exit 0 both ways)', async () => {
    const ok = await glp(['sound-check', 'salvador-ba', '--at', '2025-03-15T14:00', '--format', 'json']);
    assert.equal(ok.code, 0, ok.err);
    assert.equal(JSON.parse(ok.out).allowed, true);
    const no = await glp(['sound-check', 'salvador-ba', '--at', '2025-07-02T10:00', '--format', 'json', '--lang', 'en']);
    assert.equal(no.code, 0, no.err);
    const body = JSON.parse(no.out);
    assert.equal(body.allowed, false);
    assert.equal(body.reasons[0].holiday.name, 'Independência da Bahia');
  });

  it('text output in pt-BR names the verdict, the unit and the holiday', async () => {
    const r = await glp(['sound-check', 'salvador-ba', '--at', '2025-06-24T10:00']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^PROIBIDA: propaganda sonora em 24\/06\/2025 10:00/);
    assert.match(r.out, /art\. 4º, parágrafo único/);
    assert.match(r.out, /feriado: São João \(municipal\)/);
    const state = await glp(['sound-check', 'salvador-ba', '--at', '02/07/2025 10:00']);
    assert.equal(state.code, 0, state.err);
    assert.match(state.out, /^PROIBIDA: propaganda sonora em 02\/07\/2025 10:00/);
    assert.match(state.out, /feriado: Independência da Bahia \(estadual\)/);
    const en = await glp(['sound-check', 'salvador-ba', '--at', '02/07/2025 10:00', '--lang', 'en']);
    assert.match(en.out, /holiday: Independência da Bahia \(state\)/);
  });

  it('exit 2: no --at, a bad DATETIME, an unknown municipality, a law without the rule', async () => {
    assert.equal((await glp(['sound-check', 'salvador-ba'])).code, 2);
    assert.equal((await glp(['sound-check', 'salvador-ba', '--at', 'amanhã'])).code, 2);
    assert.equal((await glp(['sound-check', 'nowhere-xx', '--at', '2025-03-12T10:00'])).code, 2);
    const belem = await glp(['sound-check', 'belem-pa', '--at', '2025-03-12T10:00']);
    assert.equal(belem.code, 2);
    // In Portuguese by default (the phrase stayed English before 04/12/2026), English with --lang en.
    assert.match(belem.err, /não se aplica/);
    const en = await glp(['sound-check', 'belem-pa', '--at', '2025-03-12T10:00', '--lang', 'en']);
    assert.match(en.err, /not applicable/);
  });
});
