/**
 * External programs the tests use for real (pdftotext, pdftoppm, zbarimg, ogrinfo, chromium).
 * Missing locally: the suite is skipped with one line naming the Debian package to install.
 * Missing in CI (CI=true): the suite fails — a green CI must have run it.
 */
import { spawnSync } from 'node:child_process';

export function toolMissing(command: string, debianPackage: string): string | false {
  const r = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  if (r.status === 0) return false;
  const why = `${command} not found: install the Debian package ${debianPackage}`;
  if (process.env['CI'] === 'true') throw new Error(`${why} (CI=true: this suite must run, not skip)`);
  return why;
}
