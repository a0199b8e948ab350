import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stderrProgress } from './progress.ts';

/** A progress writing into an array, on a clock the test moves. */
function recorder(tty: boolean, lang: 'pt' | 'en') {
  const lines: string[] = [];
  let t = 1_000;
  const p = stderrProgress(
    (s) => lines.push(s),
    tty,
    lang,
    () => t,
  );
  return { p, lines, advance: (ms: number) => (t += ms) };
}

describe('progress on stderr', () => {
  it('a log gets a line every 10 %, in the run’s language, numbers and seconds written as it writes them', () => {
    for (const [lang, label, done, secs] of [
      ['pt', 'reavaliando', '12.000 avaliado(s)', 'em 2,5 s'],
      ['en', 're-evaluating', '12,000 evaluated', 'in 2.5 s'],
    ] as const) {
      const { p, lines, advance } = recorder(false, lang);
      p.start({ pt: 'reavaliando', en: 're-evaluating' }, 12_000);
      for (let i = 1; i <= 12; i++) {
        advance(200);
        p.update(i * 1_000);
      }
      advance(100);
      p.finish({ pt: '12.000 avaliado(s)', en: '12,000 evaluated' });
      assert.equal(lines[0], `${label}: 0/12${lang === 'pt' ? '.' : ','}000\n`);
      // 10 % … 90 %: nine lines between the first and the last, none at 100 % (the last line says it).
      assert.equal(lines.length, 1 + 9 + 1, lines.join(''));
      assert.match(
        lines[1] as string,
        lang === 'pt' ? /^reavaliando: 2\.000\/12\.000 \(10%\)\n$/ : /^re-evaluating: 2,000\/12,000 \(10%\)\n$/,
      );
      assert.equal(lines.at(-1), `${label}: ${done} ${secs}\n`);
    }
  });

  it('a first report past a 10 % step is printed (the start line is the 0 % one)', () => {
    const { p, lines } = recorder(false, 'pt');
    p.start({ pt: 'carregando os cadastros', en: 'loading registries' }, 4_277);
    p.update(1_464);
    p.update(1_546);
    assert.deepEqual(lines, ['carregando os cadastros: 0/4.277\n', 'carregando os cadastros: 1.464/4.277 (30%)\n']);
  });

  it('a total not known in advance is never shown as 0/0', () => {
    const { p, lines, advance } = recorder(false, 'pt');
    p.start({ pt: 'carregando os cadastros', en: 'loading registries' }, 0);
    p.update(500);
    advance(1_000);
    p.finish();
    assert.deepEqual(lines, ['carregando os cadastros…\n', 'carregando os cadastros: 500 em 1,0 s\n']);
    assert.ok(!lines.join('').includes('0/0'));
  });

  it('a log gets a line every 5 s while the total is unknown (the registry load), none sooner', () => {
    for (const [lang, label, at5, at10] of [
      ['pt', 'carregando belem-pa', 'carregando belem-pa… 1.200 5,0 s\n', 'carregando belem-pa… 2.400 10,0 s\n'],
      ['en', 'loading belem-pa', 'loading belem-pa… 1,200 5.0 s\n', 'loading belem-pa… 2,400 10.0 s\n'],
    ] as const) {
      const { p, lines, advance } = recorder(false, lang);
      p.start({ pt: 'carregando belem-pa', en: 'loading belem-pa' }, 0);
      // 1 s per 240 records: 4.999 s is still quiet, 5 s is a line, then 5 s more the next one.
      for (let i = 1; i <= 4; i++) {
        advance(1_000);
        p.update(i * 240);
      }
      advance(999);
      p.update(1_199);
      assert.deepEqual(lines, [`${label}…\n`], 'nothing before 5 s');
      advance(1);
      p.update(1_200);
      assert.equal(lines[1], at5);
      advance(4_999);
      p.update(2_399);
      assert.equal(lines.length, 2, 'nothing until 5 s after the last line');
      advance(1);
      p.update(2_400);
      assert.equal(lines[2], at10);
    }
  });

  it('a log between two 10 % steps gets a line after 5 s, with the time; the next step still prints', () => {
    const { p, lines, advance } = recorder(false, 'pt');
    p.start({ pt: 'reavaliando', en: 're-evaluating' }, 1_000);
    advance(4_999);
    p.update(50);
    assert.equal(lines.length, 1);
    advance(1);
    p.update(60);
    assert.equal(lines[1], 'reavaliando: 60/1.000 (0%) 5,0 s\n');
    advance(100);
    p.update(100);
    assert.equal(lines[2], 'reavaliando: 100/1.000 (10%)\n');
    assert.equal(lines.length, 3);
  });

  it('a terminal gets one bar redrawn in place, the count and no 100 % claim for an unknown total', () => {
    const known = recorder(true, 'en');
    known.p.start({ pt: 'gravando', en: 'writing' }, 4);
    known.advance(100);
    known.p.update(2);
    known.p.finish();
    assert.match(known.lines[1] as string, /^\rwriting \[#{15} {15}\] {2}50% 2\/4 0\.1 s$/);
    assert.equal(known.lines.at(-1), 'writing: 4/4 in 0.1 s\n');
    const unknown = recorder(true, 'pt');
    unknown.p.start({ pt: 'carregando belem-pa', en: 'loading belem-pa' }, 0);
    unknown.advance(100);
    unknown.p.update(2_716);
    assert.equal(unknown.lines[1], '\rcarregando belem-pa… 2.716 0,1 s');
  });
});
