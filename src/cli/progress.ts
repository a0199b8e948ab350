/**
 * Progress on stderr: a bar redrawn in place on a terminal, and on anything else (logs,
 * CI) a plain line every ~10 % or every few seconds, so long imports and batch runs are
 * visibly alive without flooding a log file. Labels come in both languages (the code that
 * reports may run under the API too) and are printed in the run's (`--lang`), numbers and
 * seconds written as that language writes them.
 */
import { formatNumber } from '../core/format.ts';
import type { Lang } from '../core/types.ts';
import { type Progress, silentProgress } from '../siting/types.ts';

export { type Progress, silentProgress };

export function stderrProgress(
  write: (s: string) => void,
  tty: boolean,
  lang: Lang = 'pt',
  now: () => number = () => Date.now(),
): Progress {
  let label = '';
  let total = 0;
  let last = 0;
  let lastPct = -1;
  let lastAt = 0;
  let began = 0;
  const width = 30;
  const n = (x: number) => formatNumber(x, lang);
  const secondsFormat = new Intl.NumberFormat(lang === 'pt' ? 'pt-BR' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const seconds = () => `${secondsFormat.format((now() - began) / 1000)} s`;
  const bar = (done: number) => {
    // A total not known in advance (0): the count so far, no bar that would claim 100 %.
    if (total === 0) return `\r${label}… ${n(done)} ${seconds()}`;
    const frac = Math.min(1, done / total);
    const filled = Math.round(frac * width);
    return `\r${label} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${(frac * 100).toFixed(0).padStart(3)}% ${n(done)}/${n(total)} ${seconds()}`;
  };
  return {
    start(l, t) {
      label = l[lang];
      total = t;
      last = 0;
      // The start line is the 0 % line: the first update past a 10 % step prints, even when the
      // first report comes late (a registry loaded municipality by municipality).
      lastPct = 0;
      began = now();
      lastAt = began;
      if (tty) write(bar(0));
      else write(total > 0 ? `${label}: 0/${n(total)}\n` : `${label}…\n`);
    },
    update(done) {
      last = done;
      const t = now();
      if (tty) {
        if (t - lastAt >= 80) {
          lastAt = t;
          write(bar(done));
        }
        return;
      }
      // A log: a line at each 10 % step, and one at least every 5 s between them, so a slow step
      // or a total not known in advance (a registry loaded from the store) is visibly alive.
      const quiet = t - lastAt >= 5000;
      if (total === 0) {
        if (quiet) {
          write(`${label}… ${n(done)} ${seconds()}\n`);
          lastAt = t;
        }
        return;
      }
      const pct = Math.floor((done / total) * 10);
      if (pct > lastPct || quiet) {
        if (pct < 10) write(`${label}: ${n(done)}/${n(total)} (${pct * 10}%)${pct > lastPct ? '' : ` ${seconds()}`}\n`);
        lastPct = Math.max(pct, lastPct);
        lastAt = t;
      }
    },
    finish(summary) {
      if (tty) write(`${bar(Math.max(last, total))}\n`);
      const what = summary?.[lang] ?? (total > 0 ? `${n(Math.max(last, total))}/${n(total)}` : n(last));
      write(`${label}: ${what} ${lang === 'pt' ? 'em' : 'in'} ${seconds()}\n`);
    },
  };
}
