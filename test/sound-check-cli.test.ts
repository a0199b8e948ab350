/**
 * `glp sound-check` at the command line (src/cli/sound-check.ts): what a person typing a moment
 * meets — an unquoted date and time, a day that does not exist, a word — in Portuguese by default.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { glp } from './support/cli.ts';

describe('glp sound-check: a moment typed wrong', () => {
  test('an unquoted "15/03/2025 13:59": the time left over is named, with the quoting to use (exit 2)', async () => {
    const r = await glp(['sound-check', 'salvador-ba', '--at', '15/03/2025', '13:59']);
    assert.equal(r.code, 2);
    assert.match(
      r.err,
      /encontrado "13:59", esperado nada após sound-check salvador-ba \(data e hora entre aspas: --at "15\/03\/2025 13:59"\)/,
    );
    const quoted = await glp(['sound-check', 'salvador-ba', '--at', '15/03/2025 13:59']);
    assert.equal(quoted.code, 0);
    assert.match(quoted.out, /^PERMITIDA: propaganda sonora em 15\/03\/2025 13:59/);
  });
  test('a second word that is not a time: named, no quoting hint; none at all: the municipality asked', async () => {
    const r = await glp(['sound-check', 'salvador-ba', 'belem-pa', '--at', '15/03/2025 13:59', '--lang', 'en']);
    assert.equal(r.code, 2);
    assert.match(r.err, /found "belem-pa", expected nothing after sound-check salvador-ba\n/);
    const none = await glp(['sound-check', '--at', '15/03/2025 13:59']);
    assert.equal(none.code, 2);
    assert.match(none.err, /esperado um MUNICIPALITY/);
  });
  test('a word, and a month 13: what is expected said in Portuguese, in English with --lang en', async () => {
    const word = await glp(['sound-check', 'salvador-ba', '--at', 'ontem']);
    assert.equal(word.code, 2);
    assert.match(word.err, /encontrado "ontem", esperado dd\/mm\/aaaa HH:MM\[:SS\] ou AAAA-MM-DDTHH:MM\[:SS\] \(hora local do município\)/);
    const month = await glp(['sound-check', 'salvador-ba', '--at', '2025-13-15T13:59']);
    assert.equal(month.code, 2);
    assert.match(month.err, /esperado uma data que exista no calendário \(dd\/mm\/aaaa HH:MM\[:SS\] ou /);
    assert.doesNotMatch(month.err, /real calendar date| or /);
    const en = await glp(['sound-check', 'salvador-ba', '--at', '2025-13-15T13:59', '--lang', 'en']);
    assert.match(en.err, /expected a real calendar date \(dd\/mm\/aaaa HH:MM\[:SS\] or YYYY-MM-DDTHH:MM\[:SS\]/);
  });
});
