/**
 * Files the store creates: owner-only from their first byte (the database, its WAL and
 * shared-memory files, lock files, backups hold personal data and credential hashes), and
 * backups that appear complete and durable, or not at all.
 *
 * Modes are set explicitly rather than left to the process umask: a file is created 0600
 * (and chmod'ed, since the umask can only remove bits) before any content is written, and a
 * directory the store creates is 0700. SQLite gives a database's -wal, -shm and -journal
 * files the mode of the database file itself, so they follow.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Refusal } from '../domain/errors.ts';

/** A file given to restore that is missing or is not a backup of this engine: a user can fix it (exit 2). */
export class UnusableBackup extends Refusal {
  constructor(en: string, pt: string) {
    super({ en, pt });
  }
}

export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/** Creates `dir` (and its parents) when missing; the directory itself becomes 0700. An existing one is left as it is. */
export function ensurePrivateDir(dir: string): void {
  if (existsSync(dir)) return;
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  chmodSync(dir, PRIVATE_DIR);
}

/** Creates `file` empty and 0600 when missing; makes an existing one 0600. Content untouched. */
export function ensurePrivateFile(file: string): void {
  closeSync(openSync(file, 'a', PRIVATE_FILE));
  chmodSync(file, PRIVATE_FILE);
}

/** Writes a whole small file, 0600 from the start. */
export function writePrivateFile(file: string, content: string): void {
  writeFileSync(file, content, { mode: PRIVATE_FILE });
  chmodSync(file, PRIVATE_FILE);
}

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

/** fsync the temp file (created 0600 by ensurePrivateFile), rename it over the target, fsync the directory (the rename itself). */
export function commitFile(tmp: string, file: string): void {
  chmodSync(tmp, PRIVATE_FILE);
  fsyncPath(tmp);
  renameSync(tmp, resolve(file));
  fsyncPath(dirname(resolve(file)));
}

export function removeQuietly(path: string): void {
  rmSync(path, { force: true });
}
