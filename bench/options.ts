/**
 * The benchmarks' options and environment variables, checked before any work: a wrong value
 * stops the benchmark with one line naming it, what was found and what was expected (exit 2),
 * instead of measuring "NaN seconds" or ignoring an option it does not know.
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/** One line on stderr, exit 2: something the person running the benchmark can fix. */
export function benchUsage(field: string, found: string, expected: string): never {
  process.stderr.write(`${field}: found "${found}", expected ${expected}\n`);
  process.exit(2);
}

/** A number from `raw` (an option's or a variable's text), else `fallback` when absent; integer and minimum as asked. */
export function numberOption(field: string, raw: string | undefined, fallback: number, rule: { min: number; integer?: boolean }): number {
  if (raw === undefined) return fallback;
  const n = raw.trim() === '' ? Number.NaN : Number(raw);
  const integer = rule.integer === true;
  if (!Number.isFinite(n) || n < rule.min || (integer && !Number.isInteger(n))) {
    benchUsage(field, raw, `${integer ? 'a whole number' : 'a number'} ≥ ${rule.min}`);
  }
  return n;
}

/** A comma-separated list of whole numbers from `min` to `max` (e.g. 1,2). */
export function countsOption(field: string, raw: string, min: number, max: number): number[] {
  const counts = raw.split(',').map((x) => (x.trim() === '' ? Number.NaN : Number(x)));
  if (counts.some((n) => !(Number.isInteger(n) && n >= min && n <= max))) {
    benchUsage(field, raw, `whole numbers from ${min} to ${max} separated by commas (e.g. 1,2)`);
  }
  return counts;
}

/** One of `allowed`, or absent. */
export function choiceOption<T extends string>(field: string, raw: string | undefined, allowed: readonly T[]): T | undefined {
  if (raw === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(raw)) benchUsage(field, raw, `one of ${allowed.join(', ')}`);
  return raw as T;
}

/**
 * A directory to write into, made absolute (the served processes run elsewhere): absent → undefined;
 * created when missing; refused when empty or when it names something that is not a directory.
 */
export function directoryOption(field: string, raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const dir = resolve(raw);
  if (raw.trim() === '' || (existsSync(dir) && !statSync(dir).isDirectory())) benchUsage(field, raw, 'a directory (made if missing)');
  try {
    mkdirSync(dir, { recursive: true });
  } catch (e) {
    // Under a file (ENOTDIR), or where this user may not write (EACCES).
    benchUsage(field, raw, `a directory (made if missing; making it failed: ${(e as NodeJS.ErrnoException).code})`);
  }
  return dir;
}

/** The command's arguments: each must be one of `known` (flags without values). */
export function onlyFlags(args: readonly string[], known: readonly string[]): void {
  for (const a of args) if (!known.includes(a)) benchUsage('argument', a, known.length > 0 ? `one of ${known.join(', ')}` : 'none');
}
