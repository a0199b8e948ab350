/**
 * `glp fine MUNICIPALITY` as a person reads it: each infraction of the law by the id the
 * commands take, its penalty unit written out and its title, then what a first offence costs
 * (or the range the inspector fixes, or "not entered"), the other sanctions the law attaches,
 * and how to ask the arithmetic of a repeat. pt-BR first.
 */
import { formatDate } from '../core/format.ts';
import type { Pack } from '../core/pack.ts';
import type { Lang } from '../core/types.ts';
import type { InfractionCatalog } from '../enforcement/infractions.ts';
import { wrap } from './render.ts';

const WIDTH = 100;

const WORDS = {
  pt: {
    heading: 'infrações da lei',
    version: 'pacote',
    also: 'também',
    countsAs: (id: string, cite: string) => `multa e reincidência contadas com a infração ${id} (${cite})`,
    more: (m: string, range: boolean) =>
      `A conta de uma reincidência: glp fine ${m} INFRAÇÃO --repeat N${range ? ' (a faixa: --amount VALOR)' : ''}.`,
  },
  en: {
    heading: 'infractions of the law',
    version: 'pack',
    also: 'also',
    countsAs: (id: string, cite: string) => `fine and repeats counted with infraction ${id} (${cite})`,
    more: (m: string, range: boolean) =>
      `A repeat's arithmetic: glp fine ${m} INFRACTION --repeat N${range ? ' (a range: --amount VALUE)' : ''}.`,
  },
} as const;

/** A line wrapped with a hanging indent of `indent` + 2. */
function item(text: string, indent: string): string {
  return wrap(text, WIDTH, `${indent}  `).replace(new RegExp(`^ {${indent.length + 2}}`), indent);
}

export function infractionsText(pack: Pack, c: InfractionCatalog, lang: Lang): string {
  const w = WORDS[lang];
  const lines = [`${pack.name}/${pack.uf} — ${w.heading} (${formatDate(c.date)}, ${w.version} ${c.lawPackVersion})`];
  for (const i of c.infractions) {
    lines.push(item(`${i.id} — ${i.penaltyCitation}: ${i.title[lang]}`, ''));
    lines.push(item(i.summary[lang], '    '));
    if (i.alsoSanctions) lines.push(item(`${w.also}: ${i.alsoSanctions[lang]}`, '    '));
    // The id the commands take, and the unit it stands for ("art18" alone read as a code).
    const with_ = c.infractions.find((x) => x.id === i.countsAs);
    if (i.countsAs) lines.push(item(w.countsAs(i.countsAs, with_?.penaltyCitation ?? i.countsAs), '    '));
  }
  // --amount only where an infraction leaves the amount to the inspector (a range): elsewhere it is refused.
  lines.push(
    w.more(
      pack.id,
      c.infractions.some((i) => i.range !== null),
    ),
  );
  return `${lines.join('\n')}\n`;
}
