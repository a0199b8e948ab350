/**
 * Progress on stderr: a bar redrawn in place on a terminal, and on anything else (logs,
 * CI) a plain line every ~10 % or every few seconds, so long imports and batch runs are
 * visibly alive without flooding a log file.
 */
import { type Progress, silentProgress } from '../siting/types.ts';

export { type Progress, silentProgress };

export function stderrProgress(write: (s: string) => void, tty: boolean, now: () => number = () => Date.now()): Progress {
  let label = '';
  let total = 0;
  let last = 0;
  let lastPct = -1;
  let lastAt = 0;
  let began = 0;
  const width = 30;
  const bar = (done: number) => {
    const frac = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(frac * width);
    const secs = ((now() - began) / 1000).toFixed(1);
    return `\r${label} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${(frac * 100).toFixed(0).padStart(3)}% ${done}/${total} ${secs}s`;
  };
  return {
    start(l, t) {
      label = l;
      total = t;
      last = 0;
      lastPct = -1;
      began = now();
      lastAt = began;
      if (tty) write(bar(0));
      else write(`${label}: 0/${total}\n`);
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
      const pct = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (pct > lastPct || t - lastAt >= 5000) {
        if (pct > lastPct && lastPct >= 0 && pct < 10) write(`${label}: ${done}/${total} (${pct * 10}%)\n`);
        lastPct = pct;
        lastAt = t;
      }
    },
    finish(summary) {
      const secs = ((now() - began) / 1000).toFixed(1);
      if (tty) write(`${bar(Math.max(last, total))}\n`);
      write(`${label}: ${summary ?? `${Math.max(last, total)}/${total}`} in ${secs}s\n`);
    },
  };
}
