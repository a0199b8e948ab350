/**
 * How names for people are written (fact names, term names, the names of enumerated values):
 * lower case as inside a sentence unless an acronym or a proper name, no final punctuation, at
 * most 70 characters, in both languages. test/fact-labels.test.ts, test/term-labels.test.ts.
 */
import type { Lang, Text } from '../../src/core/types.ts';

export const LANGS: Lang[] = ['pt', 'en'];
/** Names may start upper case only with an acronym or a proper name (English weekdays are). */
const PROPER =
  /^(?:[A-ZÀ-Ý0-9]{2,}|Corpo de Bombeiros|Junta Comercial|Prefeitura|Município|Distrito Sede|Posto|Termo|Alvará|Auto|Licença Municipal|Habite-se|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$)/;

export function styleProblems(path: string, name: Text): string[] {
  const out: string[] = [];
  for (const lang of LANGS) {
    const s = name[lang];
    if (s.trim() !== s || s.length === 0) out.push(`${path} [${lang}]: empty or padded`);
    if (s.length > 70) out.push(`${path} [${lang}]: ${s.length} characters (at most 70)`);
    if (/[.;:]$/.test(s)) out.push(`${path} [${lang}]: ends with punctuation`);
    const first = s.charAt(0);
    if (first !== first.toLowerCase() && !PROPER.test(s)) out.push(`${path} [${lang}]: starts upper case ("${s}")`);
  }
  return out;
}
