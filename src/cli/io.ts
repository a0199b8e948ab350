/** The CLI's window on the world: output streams, stdin, env, the clock and the law packs, injectable for tests. */
import { loadPackRegistry, packDirs } from '../app/packs.ts';
import { InputError } from '../core/input/validate.ts';
import { DEFAULT_TIME_ZONE, todayIn } from '../core/local-date.ts';
import type { FactsOwner } from '../core/input/vocabulary.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { Lang, Text } from '../core/types.ts';
import { problemsLine } from './input-problem-text.ts';

export interface CliIO {
  stdout(s: string): void;
  stderr(s: string): void;
  readStdin(): Promise<string>;
  cwd: string;
  env: Record<string, string | undefined>;
  /** Whether stdout is a terminal (colours, progress bars). */
  isTTY: boolean;
  /** Today's date, YYYY-MM-DD, in the municipality's time zone (America/Sao_Paulo is close enough for all four). */
  today(): string;
  /**
   * The law packs of this run (laws/ and GLP_PACK_DIRS for the real command; a test passes
   * its own). A function, loaded on first use: `glp help` or `glp db` do not pay for them.
   */
  packs(): Promise<PackRegistry>;
}

/**
 * Wrong command line: exit code 2 with a one-line message in the run's language (`--lang`,
 * pt-BR by default; docs/adr/0014). The message is a Text: a new error cannot be written in one
 * language only. `usage`, when given, follows the message ("uso: …" / "usage: …") and is the
 * answer to `glp COMMAND --help`. `message` (for logs and stack traces) is the English line.
 */
export class UsageError extends Error {
  readonly text: Text | null;
  readonly usage: Usage | undefined;
  constructor(text: Text | null, usage?: Usage) {
    super([text?.en, usage === undefined ? undefined : usageLine(usage, 'en')].filter((l) => l !== undefined).join('\n'));
    this.text = text;
    this.usage = usage;
  }
  /** Only the usage: a command called without what it needs, or asked for `--help`. */
  static usage(usage: Usage): UsageError {
    return new UsageError(null, usage);
  }
  /** The message (and the usage) in `lang`. */
  in(lang: Lang): string {
    const lines = this.text === null ? [] : [this.text[lang]];
    if (this.usage !== undefined) lines.push(usageLine(this.usage, lang));
    return lines.join('\n');
  }
}

/**
 * A text that is the same in both languages because it is not the CLI's to translate: another
 * program's words (PostgreSQL, node), or a message of the domain or of a law pack. Each use is
 * listed in docs/adr/0014; the CLI's own messages are written in both.
 */
export function verbatim(s: string): Text {
  return { pt: s, en: s };
}

/**
 * A command's usage: its syntax (the same in both languages), or a Text when it has notes in
 * words ("(cada um com …)" / "(each with …)"): a note in English only would show in pt help.
 */
export type Usage = string | Text;

/** "uso: glp …" / "usage: glp …". */
export function usageLine(usage: Usage, lang: Lang): string {
  return `${lang === 'pt' ? 'uso' : 'usage'}: ${typeof usage === 'string' ? usage : usage[lang]}`;
}

/**
 * The run's language as the commands read it (`--lang pt|en`, the last one given, before `--`),
 * for the lines printed outside a command: its errors. Anything but `en` is pt-BR, the default.
 */
export function runLang(args: readonly string[]): Lang {
  const end = args.indexOf('--');
  let lang: Lang = 'pt';
  (end === -1 ? args : args.slice(0, end)).forEach((a, i) => {
    const v = a === '--lang' ? args[i + 1] : a.startsWith('--lang=') ? a.slice('--lang='.length) : undefined;
    if (v !== undefined) lang = v === 'en' ? 'en' : 'pt';
  });
  return lang;
}

export const EXIT = { ok: 0, internal: 1, usage: 2 } as const;

export function processIO(): CliIO {
  let packs: Promise<PackRegistry> | undefined;
  return {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const c of process.stdin) chunks.push(c as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    },
    cwd: process.cwd(),
    env: process.env,
    isTTY: Boolean(process.stdout.isTTY),
    today: () => todayIn(DEFAULT_TIME_ZONE, new Date()),
    packs: () => {
      packs ??= loadPackRegistry(packDirs(process.env, process.cwd()));
      return packs;
    },
  };
}

/** One line for the terminal: the first problem in `lang` (named from the packs' fact catalogs), and how many more there are. */
export function inputErrorLine(e: InputError, lang: Lang, packs: readonly FactsOwner[] = []): string {
  return problemsLine(e.problems, e.message, lang, packs);
}

export { InputError };
