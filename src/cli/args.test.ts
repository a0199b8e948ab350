/**
 * CLI dates: every date option takes dd/mm/aaaa (how the program prints dates) beside AAAA-MM-DD;
 * a dd/mm/aaaa that is no day is refused naming the option and the text typed; other text is left
 * for the command's own check.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DATE_OPTIONS, isoFromBrDate, parse, reaisOption } from './args.ts';
import { runLang, UsageError } from './io.ts';

describe('dates on the command line', () => {
  it('dd/mm/aaaa becomes AAAA-MM-DD; AAAA-MM-DD and other text pass unchanged', () => {
    assert.equal(isoFromBrDate('date', '01/12/2026'), '2026-12-01');
    assert.equal(isoFromBrDate('date', '29/02/2024'), '2024-02-29');
    assert.equal(isoFromBrDate('date', '2026-12-01'), '2026-12-01');
    assert.equal(isoFromBrDate('date', '1/12/2026'), '1/12/2026');
    assert.equal(isoFromBrDate('date', 'amanhã'), 'amanhã');
  });

  it('a dd/mm/aaaa that is no day is refused with the option and the text typed', () => {
    for (const bad of ['29/02/2025', '31/04/2026', '00/01/2026', '32/01/2026', '15/13/2026'])
      assert.throws(
        () => isoFromBrDate('valid-to', bad),
        (e: unknown) =>
          e instanceof UsageError &&
          e.in('pt') === `--valid-to: encontrado "${bad}", esperado uma data dd/mm/aaaa ou AAAA-MM-DD (esse dia não existe)` &&
          e.in('en') === `--valid-to: found "${bad}", expected a date dd/mm/aaaa or AAAA-MM-DD (no such day)`,
      );
  });

  it('parse converts every date option and no other', () => {
    const options = {
      date: { type: 'string' },
      'valid-to': { type: 'string' },
      grounds: { type: 'string' },
    } as const;
    const { values } = parse(['--date', '02/12/2026', '--valid-to', '2027-01-31', '--grounds', '02/12/2026'], options, 'x');
    assert.deepEqual({ ...values }, { date: '2026-12-02', 'valid-to': '2027-01-31', grounds: '02/12/2026' });
    assert.ok(DATE_OPTIONS.includes('date') && DATE_OPTIONS.includes('valid-to') && !DATE_OPTIONS.includes('grounds'));
  });

  it('parse refuses a date option that is no day, naming it, whatever the command does with it', () => {
    const options = { date: { type: 'string' }, grounds: { type: 'string' } } as const;
    for (const bad of ['ontem', '2026-02-30', '2026-13-01', '2020/12/31', '1/12/2026', ''])
      assert.throws(
        () => parse(['--date', bad, '--grounds', 'ontem'], options, 'x'),
        (e: unknown) =>
          e instanceof UsageError &&
          e.in('pt') === `--date: encontrado "${bad}", esperado uma data dd/mm/aaaa ou AAAA-MM-DD` &&
          e.in('en') === `--date: found "${bad}", expected a date dd/mm/aaaa or AAAA-MM-DD`,
        bad,
      );
    // The last day of a month and a leap day are days; text in another option is not a date option's business.
    assert.equal(parse(['--date', '2024-02-29', '--grounds', 'ontem'], options, 'x').values.date, '2024-02-29');
    assert.equal(parse(['--date', '31/12/2026'], options, 'x').values.date, '2026-12-31');
  });
});

describe('negative values (every Brazilian coordinate)', () => {
  const options = { at: { type: 'string' }, quiet: { type: 'boolean' } } as const;
  it('--at -38.5,-12.97 is the value of --at, as --at=-38.5,-12.97 is', () => {
    assert.equal(parse(['--at', '-38.5,-12.97'], options, 'x').values.at, '-38.5,-12.97');
    assert.equal(parse(['--at=-38.5,-12.97'], options, 'x').values.at, '-38.5,-12.97');
    assert.equal(parse(['--at', '-.5,-12'], options, 'x').values.at, '-.5,-12');
  });
  it('an option name after a value option, a boolean before a negative, and anything after -- are left alone', () => {
    assert.throws(() => parse(['--at', '--quiet'], options, 'x'), UsageError);
    assert.throws(() => parse(['--quiet', '-38.5'], options, 'x'), UsageError);
    assert.deepEqual(parse(['--', '--at', '-1'], options, 'x').positionals, ['--at', '-1']);
  });
});

describe('amounts in reais on the command line', () => {
  it('as people write them: thousands with dots, centavos after a comma, R$ in front, or a decimal point', () => {
    const cases: [string, number][] = [
      ['250', 250],
      ['250,5', 250.5],
      ['250,50', 250.5],
      ['250.50', 250.5],
      ['1.250', 1250],
      ['1.250,50', 1250.5],
      ['1.000.000', 1_000_000],
      ['R$ 1.250,00', 1250],
      ['R$1250', 1250],
      ['0,01', 0.01],
    ];
    for (const [typed, value] of cases) assert.equal(reaisOption('amount', typed), value, typed);
    assert.equal(reaisOption('amount', undefined), undefined);
  });

  it('anything else is refused naming the option and the text typed', () => {
    for (const bad of ['0', '0,00', '-5', '1,250,50', '12.50.3', '1.25,5', '250,505', 'cem', '1e3', '', 'R$'])
      assert.throws(
        () => reaisOption('amount', bad),
        (e) =>
          e instanceof UsageError &&
          e.in('pt').startsWith(`--amount: encontrado "${bad}", esperado um valor em reais como `) &&
          e.in('en').startsWith(`--amount: found "${bad}", expected an amount in reais`),
        bad,
      );
  });
});

describe('the language of an error (--lang, pt-BR by default)', () => {
  it('runLang reads --lang as the commands do: the last one before --, anything but en is pt', () => {
    assert.equal(runLang(['list']), 'pt');
    assert.equal(runLang(['list', '--lang', 'en']), 'en');
    assert.equal(runLang(['list', '--lang=en']), 'en');
    assert.equal(runLang(['--lang', 'en', '--lang', 'pt']), 'pt');
    assert.equal(runLang(['--lang', 'fr']), 'pt');
    assert.equal(runLang(['--', '--lang', 'en']), 'pt');
  });

  it('a usage error says its text and its usage in the language asked', () => {
    const e = new UsageError({ pt: 'esperado MUNICIPALITY', en: 'expected MUNICIPALITY' }, 'glp x MUNICIPALITY');
    assert.equal(e.in('pt'), 'esperado MUNICIPALITY\nuso: glp x MUNICIPALITY');
    assert.equal(e.in('en'), 'expected MUNICIPALITY\nusage: glp x MUNICIPALITY');
    assert.equal(UsageError.usage('glp x').in('pt'), 'uso: glp x');
  });

  it('every command takes --lang, and refuses a language it does not speak', () => {
    assert.equal((parse(['--lang', 'en'], {}, 'x').values as Record<string, unknown>)['lang'], 'en');
    assert.throws(
      () => parse(['--lang', 'fr'], {}, 'x'),
      (e) => e instanceof UsageError && e.in('pt') === '--lang: encontrado "fr", esperado um de pt, en',
    );
  });

  it("node's refusals of an option in both languages, the option verbatim", () => {
    const t = (args: string[]) => {
      try {
        parse(args, { date: { type: 'string' }, quiet: { type: 'boolean' } }, 'x');
      } catch (e) {
        return e instanceof UsageError ? e.in('pt') : '';
      }
      return '';
    };
    assert.equal(t(['--dat', '1']), "opção desconhecida '--dat'\nuso: x");
    assert.equal(t(['--date']), "opção '--date': falta o valor\nuso: x");
    assert.equal(t(['--quiet=1']), "opção '--quiet': não recebe valor\nuso: x");
    assert.equal(
      t(['--date', '--quiet']),
      "opção '--date': falta o valor (o que vem depois começa com '-'; um valor assim escreve-se --date=-VALOR)\nuso: x",
    );
    // A negative number is a value, not another option (--at -38.5,-12.97).
    assert.equal(t(['--date', '-1']), '--date: encontrado "-1", esperado uma data dd/mm/aaaa ou AAAA-MM-DD');
  });
});
