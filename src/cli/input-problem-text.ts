/**
 * An input problem (src/core/input/validate.ts InputProblem: field, found, expected) as the CLI
 * prints it, in the run's language. English is the problem's own message, as the API's problem
 * JSON carries it (programs read that; it does not change). pt-BR is built from the parts: the
 * field path verbatim (it is what the document says) with its name from the fact catalogs
 * ("establishment.startDate (data de início …)"), then what was found and what was expected, the
 * phrases the validator writes put in Portuguese; values and ids stay as they are (docs/adr/0014).
 */
import { factName } from '../core/input/fact-names.ts';
import type { InputProblem } from '../core/input/validate.ts';
import type { FactsOwner } from '../core/input/vocabulary.ts';
import type { Lang } from '../core/types.ts';
import { phrasePt } from '../core/input/phrases-pt.ts';

export { phrasePt };

/** The first pack (after the shared catalog) that names `path`, or null. */
function nameOf(path: string, packs: readonly FactsOwner[], lang: Lang): string | null {
  const shared = factName(null, path, lang);
  if (shared !== null) return shared;
  for (const p of packs) {
    const n = factName(p, path, lang);
    if (n !== null) return n;
  }
  return null;
}

/** "lot.areaM2 (área do terreno (m²))": the path as written, and its name when a catalog has one. */
export function fieldPt(field: string, packs: readonly FactsOwner[]): string {
  const path = field.replace(/^(--)?input\./, '');
  const name = nameOf(path, packs, 'pt');
  return name === null ? field : `${field} (${name})`;
}

/** One problem in `lang`: English is its message; pt-BR is built from field, found and expected. */
export function problemText(p: InputProblem, lang: Lang, packs: readonly FactsOwner[] = []): string {
  if (lang === 'en') return p.message;
  const field = fieldPt(p.field, packs);
  if (p.message === `${p.field}: unknown field`) return `${field}: campo desconhecido (veja glp schema input MUNICIPALITY)`;
  // A row's label ("line 3" of a CSV, "features[2]" of a GeoJSON): the line named in Portuguese.
  const label =
    'label' in p && typeof p.label === 'string' && p.message.startsWith(`${p.label}: `)
      ? `${p.label.replace(/^line (\d+)$/, 'linha $1')}: `
      : '';
  const noSuch = p.message.endsWith(`expected no such field: ${p.expected}`) ? 'nenhum campo com esse nome: ' : '';
  return `${label}${field}: encontrado ${phrasePt(p.found)}, esperado ${noSuch}${phrasePt(p.expected)}`;
}

/** The CLI's line for bad input: the first problem, and how many more there are. */
export function problemsLine(problems: readonly InputProblem[], fallback: string, lang: Lang, packs: readonly FactsOwner[] = []): string {
  const [first, ...rest] = problems;
  if (!first) return fallback;
  const line = problemText(first, lang, packs);
  if (rest.length === 0) return line;
  const n = rest.length;
  return lang === 'pt' ? `${line} (e mais ${n} problema${n > 1 ? 's' : ''})` : `${line} (and ${n} more problem${n > 1 ? 's' : ''})`;
}
