/** File helpers for backups: a backup file appears complete and durable, or not at all. */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** A temporary name next to `file` (same directory, so the final rename is atomic). */
export function tempPathFor(file: string): string {
  return `${resolve(file)}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Owner-only permissions (a backup holds personal data and password hashes), fsync the
 * temp file, rename it over the target, fsync the directory (the rename itself).
 */
export function commitFile(tmp: string, file: string): void {
  chmodSync(tmp, 0o600);
  fsyncPath(tmp);
  renameSync(tmp, resolve(file));
  fsyncPath(dirname(resolve(file)));
}

export function removeQuietly(path: string): void {
  rmSync(path, { force: true });
}
