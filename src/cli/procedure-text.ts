/**
 * `glp licensing procedure MUNICIPALITY` as a person reads it: each licence of the procedure with
 * the law's citations written out ("Lei 709/1993, art. 19", not the unit id), its validity in
 * words, what the licence states, the documents and the opinions it needs; then the renewal, the
 * defence term and the sanctions with their articles, and who decides them where the law names an
 * authority other than the officer (VdC art. 26 II: the Mayor). A term the law does not set (the validity
 * of three of the four alvarás, every renewal window and defence term) is said to be the
 * municipality's choice, never printed beside an article as if that article set it; pt-BR first.
 */
import { citeOf } from '../app/licensing.ts';
import {
  defenceTerm,
  groundText,
  lifterOf,
  renewalTerm,
  revocationAfterClosure,
  STATED_NAMES,
  type SanctionTerm,
  sanctionsOf,
  stageValidity,
  statedItems,
  type TermSource,
} from '../app/procedure-terms.ts';
import { formatDate } from '../core/format.ts';
import { SANCTION_NAMES } from '../core/status-names.ts';
import type { Pack } from '../core/pack.ts';
import type { Period } from '../core/periods.ts';
import { readingValueText, type StageDef } from '../core/procedure.ts';
import type { IsoDate, Lang, Law } from '../core/types.ts';
import { ROLE_NAMES } from '../domain/roles.ts';
import { waiverWho } from '../licensing/checklist.ts';
import { wrap } from './render.ts';

const WIDTH = 100;

/** One item of a licence, wrapped with a hanging indent. */
function item(text: string): string {
  return wrap(text, WIDTH, '    ').replace(/^ {4}/, '  ');
}

const WORDS = {
  pt: {
    heading: 'procedimento de licenciamento',
    on: 'em',
    after: 'depois de',
    waives: (stages: string, who: string) => `sem ${stages} para ${who}`,
    reading: (param: string, value: string) => `pela interpretação ${param} = ${value}`,
    issuedBy: 'emitida por',
    validity: 'validade',
    noEnd: 'sem prazo na lei',
    states: 'a licença declara',
    document: 'documento',
    onlyFor: 'só para',
    opinion: 'parecer',
    inspection: 'vistoria',
    givenBy: 'por',
    bars: 'desfavorável impede a licença',
    askedUnder: 'pedida',
    defence: 'defesa',
    // Counted as periodLastDay counts (Código Civil art. 132): calendar days, said so.
    days: 'dias corridos',
    choice: 'a lei não fixa o prazo: escolha do Município',
    renewal: (n: number) => `renovação: pedida a partir de ${n} dias antes do fim da validade`,
    sanctions: 'sanções',
    decidedBy: 'sobre o parecer da Administração; a decisão registra o ato (tipo, número e data) e o parecer que seguiu',
    liftedBy: (who: string) => `levantamento da suspensão: por ato do ${who}, registrado com o parecer que seguiu`,
    liftedByOfficer: 'levantamento da suspensão: pelo servidor do licenciamento, sanada a irregularidade',
    afterClosure: (days: number) =>
      `cassação após interdição não sanada em ${days} dias: notificada pela interdição em vigor, a partir do ${days + 1}º dia (glp closures revoke), com a mesma defesa`,
    and: 'e',
    unit: { days: ['dia', 'dias'], months: ['mês', 'meses'], years: ['ano', 'anos'] },
  },
  en: {
    heading: 'licensing procedure',
    on: 'on',
    after: 'after',
    waives: (stages: string, who: string) => `without ${stages} for ${who}`,
    reading: (param: string, value: string) => `under the reading ${param} = ${value}`,
    issuedBy: 'issued by',
    validity: 'validity',
    noEnd: 'no end set by the law',
    states: 'the licence states',
    document: 'document',
    onlyFor: 'only for',
    opinion: 'opinion',
    inspection: 'inspection',
    givenBy: 'by',
    bars: 'an unfavourable one bars the licence',
    askedUnder: 'asked',
    defence: 'defence',
    days: 'calendar days',
    choice: 'the law sets no term: the municipality’s choice',
    renewal: (n: number) => `renewal: requested from ${n} days before the validity ends`,
    sanctions: 'sanctions',
    decidedBy: 'on the administration’s opinion; the decision records the act (kind, number and date) and the opinion it followed',
    liftedBy: (who: string) => `lifting the suspension: by an act of the ${who}, recorded with the opinion it followed`,
    liftedByOfficer: 'lifting the suspension: by the licensing officer, once the irregularity is remedied',
    afterClosure: (days: number) =>
      `revocation after a closure not remedied in ${days} days: notified from the closure in force, from day ${days + 1} (glp closures revoke), with the same defence`,
    and: 'and',
    unit: { days: ['day', 'days'], months: ['month', 'months'], years: ['year', 'years'] },
  },
} as const;

/** "1 ano", "90 dias", "2 years". */
export function periodText(p: Period, lang: Lang): string {
  const [one, many] = WORDS[lang].unit[p.unit];
  return `${p.n} ${p.n === 1 ? one : many}`;
}

function statesText(s: StageDef, lang: Lang, cite: (unit: string) => string): string {
  const c = s.countsContainers;
  return statedItems(s)
    .map((i) =>
      i === 'quantity'
        ? `${STATED_NAMES.quantity[lang]} (kg${c ? ` ${WORDS[lang].and} ${c.name[lang]}: ${cite(c.cite)}` : ''})`
        : STATED_NAMES[i][lang],
    )
    .join(', ');
}

function stageText(
  s: StageDef,
  lang: Lang,
  cite: (unit: string) => string,
  law: Law | undefined,
  titleOf: (stage: string) => string = (id) => id,
  packId = '',
): string {
  const w = WORDS[lang];
  const v = stageValidity(s);
  const head = [
    cite(s.cite),
    `${w.after}: ${s.after.map(titleOf).join(', ') || '—'}`,
    `${w.issuedBy}: ${roleName(s.issuingRole, lang)}`,
    `${w.validity}: ${v ? `${periodText(v.period, lang)} (${v.source.setBy === 'law' ? cite(v.source.unit) : w.choice})` : w.noEnd}`,
  ].join(' · ');
  const states = statesText(s, lang, cite);
  return [
    `${s.id} — ${s.title[lang]}`,
    item(head),
    ...(states ? [item(`${w.states}: ${states}`)] : []),
    // An earlier stage the law does not ask of some establishments (Belém art. 5: existing outlets).
    ...(law
      ? (s.waivers ?? []).map((x) =>
          item(
            `${w.waives(x.stages.map(titleOf).join(', '), waiverWho(x, law, lang))} (${cite(x.cite)}${x.reading ? `; ${w.reading(`${packId}/${x.reading.parameter}`, String(x.reading.waives))}` : ''})`,
          ),
        )
      : []),
    ...s.documents.map((d) =>
      item(`${w.document} ${d.id}: ${d.title[lang]} (${cite(d.cite)}${d.activities ? `; ${w.onlyFor} ${d.activities.join(', ')}` : ''})`),
    ),
    ...s.opinions.map((o) =>
      item(
        // Where the law only asks the opinion requested (VdC art. 19), whether an unfavourable one bars is a reading: named.
        `${o.kind === 'inspection' ? w.inspection : w.opinion} ${o.department}: ${o.title[lang]} (${cite(o.cite)}) · ${w.givenBy}: ${roleName(o.role, lang)}` +
          (o.unfavourable ? ` · ${w.bars} ${w.reading(`${packId}/${o.unfavourable.parameter}`, String(o.unfavourable.bars))}` : '') +
          // One the law does not name (Belém art. 3 III) is asked under a reading: named.
          (o.askedUnder ? ` · ${w.askedUnder} ${w.reading(`${packId}/${o.askedUnder.parameter}`, String(o.askedUnder.asks))}` : ''),
      ),
    ),
  ].join('\n');
}

/** A line of the procedure as a whole, wrapped with a hanging indent. */
function line(text: string): string {
  return wrap(text, WIDTH, '  ').replace(/^ {2}/, '');
}

/** "(Lei 709/1993, art. 19)" for a term the law sets; "(a lei não fixa o prazo: …; Lei 709/1993, art. 19)" for one it does not. */
function sourceText(source: TermSource, lang: Lang, cite: (unit: string) => string): string {
  return source.setBy === 'law' ? `(${cite(source.unit)})` : `(${WORDS[lang].choice}; ${cite(source.basis)})`;
}

/** The procedure of the pack, its dated parameters (the revocation after a closure) read on `date`, named in the heading when `dated` (--date). */
export function procedureText(pack: Pack, lang: Lang, date: IsoDate, dated = false): string {
  const p = pack.procedure;
  if (!p) return '';
  const w = WORDS[lang];
  const cite = citeOf(pack);
  const d = p.dueProcess;
  const sanctions = sanctionsText(sanctionsOf(p), lang, cite);
  const renewal = renewalTerm(p);
  const defence = defenceTerm(p);
  return `${[
    // A date asked for (--date) is named: the dated amounts and readings are those of that day.
    `${pack.name}/${pack.uf} — ${w.heading}${dated ? ` ${w.on} ${formatDate(date)}` : ''}`,
    // A waived stage by its title ("sem Autorização para construção para …"), not its id.
    ...p.stages.map((s) => stageText(s, lang, cite, pack.laws[0], (id) => p.stages.find((t) => t.id === id)?.title[lang] ?? id, pack.id)),
    ...(renewal ? [line(`${w.renewal(renewal.days)} ${sourceText(renewal.source, lang, cite)}`)] : []),
    ...(sanctions.length > 0 ? [line(`${w.sanctions}: ${sanctions.join('; ')}`)] : []),
    ...(d.decidedBy
      ? [
          line(
            `${d.decidedBy.sanctions.map((k) => SANCTION_NAMES[k][lang]).join(` ${w.and} `)}: ${d.decidedBy.decided[lang]} (${cite(d.decidedBy.cite)}), ${w.decidedBy}`,
          ),
        ]
      : []),
    ...liftLine(pack, lang, date),
    ...afterClosureLine(pack, lang, cite, date),
    line(`${w.defence}: ${defence.days} ${w.days} ${sourceText(defence.source, lang, cite)}`),
  ].join('\n')}\n`;
}

/** Salvador art. 15 § 2º: the revocation the law attaches to a closure order, with its period (the parameter's value on the date). */
function afterClosureLine(pack: Pack, lang: Lang, cite: (unit: string) => string, date: IsoDate): string[] {
  const r = revocationAfterClosure(pack, date);
  return r ? [line(`${WORDS[lang].afterClosure(r.days)} (${cite(r.unit)})`)] : [];
}

/** "servidor do licenciamento (licensing-officer)": the role as people call it, and its id. */
function roleName(role: string, lang: Lang): string {
  const name = (ROLE_NAMES as Record<string, { pt: string; en: string } | undefined>)[role];
  return name ? `${name[lang]} (${role})` : role;
}

/** Who lifts a suspension an authority decided, where a reading says it (VdC art. 26 II): nothing where the officer decides both. */
function liftLine(pack: Pack, lang: Lang, date: IsoDate): string[] {
  const p = pack.procedure;
  const l = p ? lifterOf(p, 'suspend', { packId: pack.id, parameters: pack.parameters, date }) : null;
  if (!l?.reading) return [];
  const w = WORDS[lang];
  const who = l.decider.authority ? w.liftedBy(l.decider.authority.title[lang]) : w.liftedByOfficer;
  return [line(`${who}, ${w.reading(l.reading.parameter, readingValueText(l.reading))}`)];
}

/**
 * "suspensão (Lei …, art. 26, II); cassação (…)"; sanctions the unit does not name, together with
 * what they rest on: "suspensão e cassação (não nomeadas na lei: poder de polícia do Município, …;
 * Lei de Belém …, art. 8º)".
 */
function sanctionsText(terms: readonly SanctionTerm[], lang: Lang, cite: (unit: string) => string): string[] {
  const groups: SanctionTerm[][] = [];
  for (const t of terms) {
    const g = groups.find((x) => t.ground !== 'named' && x[0]?.ground === t.ground && x[0]?.unit === t.unit);
    if (g) g.push(t);
    else groups.push([t]);
  }
  return groups.map((g) => {
    const first = g[0] as SanctionTerm;
    const names = g.map((t) => SANCTION_NAMES[t.action][lang]).join(` ${WORDS[lang].and} `);
    if (first.ground === 'named') return `${names} (${cite(first.unit)})`;
    const words = groundText(first.ground, g.length > 1)[lang];
    return `${names} (${words}; ${cite(first.unit)})`;
  });
}
