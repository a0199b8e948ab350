/**
 * The `glp` command as a user runs it: a real child process through bin/glp.mjs.
 * Exit codes: 0 success whatever the verdict, 2 bad input or usage, 1 internal error.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { evaluationResultSchema } from '../src/core/result-schema.ts';

const root = new URL('..', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'glp-cli-'));

function glp(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [join(root, 'bin/glp.mjs'), ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', COLUMNS: '100' },
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function file(name: string, content: string): string {
  const p = join(tmp, name);
  writeFileSync(p, content);
  return p;
}

const examples = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.json'));

describe('glp evaluate', () => {
  for (const ex of examples) {
    it(`evaluates examples/${ex} in text and JSON`, () => {
      const text = glp(['evaluate', `examples/${ex}`]);
      assert.equal(text.code, 0, text.err);
      assert.match(text.out, /Veredito: /);
      const json = glp(['evaluate', `examples/${ex}`, '--format', 'json']);
      assert.equal(json.code, 0, json.err);
      const r = evaluationResultSchema.parse(JSON.parse(json.out));
      if (ex.endsWith('-approvable.json') && !ex.includes('not-approvable')) assert.equal(r.verdict, 'approvable', ex);
      if (ex.includes('not-approvable')) assert.equal(r.verdict, 'not-approvable', ex);
      for (const f of r.findings) {
        assert.ok(f.citation.law && f.citation.article, `${f.rule} has a citation`);
        if (f.status === 'cannot-evaluate') assert.ok(f.missing && f.missing.length > 0, `${f.rule} names what is missing`);
      }
    });
  }

  it('reads stdin with "-" and answers in English with --lang en', () => {
    const r = glp(
      ['evaluate', '-', '--lang', 'en', '--date', '2024-01-10'],
      JSON.stringify({
        municipality: 'belem-pa',
        activity: 'residence',
        storage: { containers: [{ capacityKg: 13, state: 'full', count: 3 }] },
        establishment: { sellsGlp: false },
      }),
    );
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /Verdict: NOT APPROVABLE/);
    assert.match(r.out, /found 3; the law allows up to 2/);
    assert.match(r.out, /10\/01\/2024/);
  });

  it('applies what-if parameter overrides with --set', () => {
    const doc = JSON.stringify({
      municipality: 'belem-pa',
      activity: 'residence',
      storage: { containers: [{ capacityKg: 13, state: 'full', count: 3 }] },
      establishment: { sellsGlp: false },
    });
    const r = glp(['evaluate', '-', '--format', 'json', '--set', 'belem-pa/max-containers-non-glp-premises=3'], doc);
    assert.equal(r.code, 0, r.err);
    const res = JSON.parse(r.out);
    assert.equal(res.verdict, 'approvable');
    assert.deepEqual(res.overrides, { 'belem-pa/max-containers-non-glp-premises': 3 });
  });

  // Each problem in pt-BR (the default) and in English (--lang en): the field, what was found, what was expected.
  const bad: [string, () => string[], RegExp, RegExp][] = [
    [
      'a missing file',
      () => ['evaluate', join(tmp, 'nope.json')],
      /nope\.json: encontrado arquivo inexistente, esperado um arquivo JSON legível/,
      /nope\.json: found no such file, expected a readable JSON file/,
    ],
    [
      'invalid JSON',
      () => ['evaluate', file('bad.json', '{"municipality": ')],
      /bad\.json: encontrado JSON inválido .*esperado um documento JSON/,
      /bad\.json: found invalid JSON .*expected a JSON document/,
    ],
    [
      'a schema violation',
      () => ['evaluate', file('s.json', JSON.stringify({ municipality: 'belem-pa', activity: 'glp-resale', lot: { areaM2: 'big' } }))],
      /lot\.areaM2 \(área do terreno \(m²\)\): encontrado "big", esperado um número/,
      /lot\.areaM2: found "big", expected a number/,
    ],
    [
      'an unknown municipality',
      () => ['evaluate', file('m.json', JSON.stringify({ municipality: 'recife-pe', activity: 'glp-resale' }))],
      /municipality \(município\): encontrado "recife-pe", esperado um de .*belem-pa/,
      /municipality: found "recife-pe", expected one of .*belem-pa/,
    ],
    [
      'a date before the law',
      () => ['evaluate', file('d.json', JSON.stringify({ municipality: 'belem-pa', activity: 'glp-resale' })), '--date', '2011-12-31'],
      /date \(data da avaliação\): encontrado 31\/12\/2011, esperado uma data a partir de 16\/01\/2012/,
      /date: found 2011-12-31, expected a date on or after 16\/01\/2012/,
    ],
    [
      'a malformed --date',
      () => ['evaluate', file('d2.json', JSON.stringify({ municipality: 'belem-pa', activity: 'glp-resale' })), '--date', '2020/12/31'],
      /--date: encontrado "2020\/12\/31", esperado uma data dd\/mm\/aaaa ou AAAA-MM-DD/,
      /--date: found "2020\/12\/31", expected a date dd\/mm\/aaaa or AAAA-MM-DD/,
    ],
    [
      // A command that only prints the date took any text: "infrações da lei (undefined/undefined/ontem …)", exit 0.
      'a --date that is no date, to a command that only prints it',
      () => ['fine', 'belem-pa', '--date', 'ontem'],
      /--date: encontrado "ontem", esperado uma data dd\/mm\/aaaa ou AAAA-MM-DD/,
      /--date: found "ontem", expected a date dd\/mm\/aaaa or AAAA-MM-DD/,
    ],
    [
      // Belém's law is in force from 16/01/2012: no fine to quote the day before.
      'a --date before the law, to glp fine',
      () => ['fine', 'belem-pa', 'art6-par2', '--date', '15/01/2012'],
      /--date: encontrado 15\/01\/2012, esperado uma data a partir de 16\/01\/2012/,
      /--date: found 2012-01-15, expected a date on or after 16\/01\/2012/,
    ],
    [
      'a --date before the law, to glp explain',
      () => ['explain', 'belem-pa/art2-I-a', '--date', '2012-01-15'],
      /--date: encontrado 15\/01\/2012, esperado uma data a partir de 16\/01\/2012/,
      /--date: found 2012-01-15, expected a date on or after 16\/01\/2012/,
    ],
    [
      'a --date that is no day of the calendar, to glp explain',
      () => ['explain', 'belem-pa/art2-I-a', '--date', '2026-02-30'],
      /--date: encontrado "2026-02-30", esperado uma data dd\/mm\/aaaa ou AAAA-MM-DD/,
      /--date: found "2026-02-30", expected a date dd\/mm\/aaaa or AAAA-MM-DD/,
    ],
    [
      // dd/mm/aaaa is read as the date it writes (here the day before the law, refused as such).
      'a --date dd/mm/aaaa before the law',
      () => ['evaluate', file('d3.json', JSON.stringify({ municipality: 'belem-pa', activity: 'glp-resale' })), '--date', '15/01/2012'],
      /date \(data da avaliação\): encontrado 15\/01\/2012, esperado uma data a partir de 16\/01\/2012/,
      /date: found 2012-01-15, expected a date on or after 16\/01\/2012/,
    ],
    [
      'a --date dd/mm/aaaa that is no day',
      () => ['evaluate', file('d4.json', JSON.stringify({ municipality: 'belem-pa', activity: 'glp-resale' })), '--date', '31/02/2020'],
      /--date: encontrado "31\/02\/2020", esperado uma data dd\/mm\/aaaa ou AAAA-MM-DD \(esse dia não existe\)/,
      /--date: found "31\/02\/2020", expected a date dd\/mm\/aaaa or AAAA-MM-DD \(no such day\)/,
    ],
    [
      'a bad --format',
      () => ['evaluate', file('f.json', '{}'), '--format', 'xml'],
      /--format: encontrado "xml", esperado um de text, json/,
      /--format: found "xml", expected one of text, json/,
    ],
    ['an unknown option', () => ['evaluate', '--colour'], /opção desconhecida '--colour'/, /Unknown option '--colour'/],
    [
      'an unknown what-if parameter',
      () => ['evaluate', file('w.json', JSON.stringify({ municipality: 'belem-pa', activity: 'glp-resale' })), '--set', 'belem-pa/nope=1'],
      /overrides: encontrado "belem-pa\/nope", esperado um parâmetro de belem-pa/,
      /overrides: found "belem-pa\/nope", expected a parameter of belem-pa/,
    ],
  ];
  it('the first day of the law is a day to quote a fine and explain a rule (the other side of the refusals above)', () => {
    const fine = glp(['fine', 'belem-pa', 'art6-par2', '--date', '16/01/2012', '--format', 'json']);
    assert.equal(fine.code, 0, fine.err);
    assert.equal(JSON.parse(fine.out).amountBRL, 5000); // art. 6º, § 2º: R$ 5.000,00 on a first finding
    const explained = glp(['explain', 'belem-pa/art2-I-a', '--date', '2012-01-16', '--format', 'json']);
    assert.equal(explained.code, 0, explained.err);
    const distance = JSON.parse(explained.out).parameters.find((p: { id: string }) => p.id === 'belem-pa/min-distance-between-outlets');
    assert.equal(distance.valueOnDate, 500);
  });
  for (const [what, args, pt, en] of bad) {
    it(`exits 2 with one line naming the problem for ${what}, in pt-BR and with --lang en in English`, () => {
      for (const [extra, pattern] of [
        [[], pt],
        [['--lang', 'en'], en],
      ] as const) {
        const r = glp([...args(), ...extra]);
        assert.equal(r.code, 2, r.err);
        assert.match(r.err, pattern);
        assert.doesNotMatch(r.err, /\n\s+at /, 'no stack trace');
        assert.equal(r.out, '');
      }
    });
  }
});

describe('glp laws', () => {
  it('lists every unit with a classification (coverage JSON contract)', () => {
    const r = glp(['laws', 'coverage', '--format', 'json']);
    assert.equal(r.code, 0, r.err);
    const cov = JSON.parse(r.out) as {
      municipalities: {
        id: string;
        laws: {
          id: string;
          title: string;
          articles: number;
          units: { id: string; citation: string; classification: string; rules: string[]; note: string }[];
        }[];
      }[];
    };
    assert.ok(cov.municipalities.length >= 1);
    for (const m of cov.municipalities)
      for (const l of m.laws) {
        assert.equal(typeof l.articles, 'number');
        for (const u of l.units) {
          assert.ok(['rule', 'informative', 'procedural', 'external'].includes(u.classification), `${m.id} ${u.id}: ${u.classification}`);
          assert.equal(typeof u.note, 'string');
          assert.ok(Array.isArray(u.rules));
        }
      }
  });

  it('prints the text of a law', () => {
    const r = glp(['laws', 'belem-pa']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /resguardar uma distância mínima de 500 \(quinhentos\) metros/);
  });

  it('explains a rule beside its article, with dated parameters', () => {
    const r = glp(['explain', 'belem-pa/art2-I-a']);
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /art\. 2º, I, a/);
    assert.match(r.out, /belem-pa\/min-distance-between-outlets/);
    assert.match(r.out, /16\/01\/2012 →: 500/);
    assert.match(r.out, /art\. 5º/);
  });

  it('rejects an unknown rule with exit 2', () => {
    const r = glp(['explain', 'belem-pa/art99']);
    assert.equal(r.code, 2);
    assert.match(r.err, /RULE_ID: encontrado "belem-pa\/art99", esperado uma regra de belem-pa/);
    const en = glp(['explain', 'belem-pa/art99', '--lang', 'en']);
    assert.equal(en.code, 2);
    assert.match(en.err, /RULE_ID: found "belem-pa\/art99", expected a rule of belem-pa/);
  });

  it('rejects an unknown command with exit 2', () => {
    const r = glp(['frobnicate']);
    assert.equal(r.code, 2);
    assert.match(r.err, /comando desconhecido "frobnicate"; esperado um de evaluate, /);
    assert.match(glp(['frobnicate', '--lang', 'en']).err, /unknown command "frobnicate"; expected one of evaluate, /);
  });
});

describe('bin/glp.mjs run as a program (its shebang, as npx runs it)', () => {
  it('starts node with the larger young generation, and runs', () => {
    // Executed directly: the kernel reads `#!/usr/bin/env -S node --max-semi-space-size=128`.
    const r = spawnSync(join(root, 'bin/glp.mjs'), ['laws'], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /belem-pa/);
    const first = readFileSync(join(root, 'bin/glp.mjs'), 'utf8').split('\n')[0];
    assert.equal(first, '#!/usr/bin/env -S node --max-semi-space-size=128');
    // The flag reaches V8: a program started the same way reports it in its execArgv.
    const probe = join(tmp, 'probe.mjs');
    writeFileSync(probe, `${first}\nprocess.stdout.write(JSON.stringify(process.execArgv));\n`, { mode: 0o755 });
    const p = spawnSync(probe, [], { encoding: 'utf8' });
    assert.equal(p.status, 0, p.stderr);
    assert.deepEqual(JSON.parse(p.stdout), ['--max-semi-space-size=128']);
  });
});
