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
