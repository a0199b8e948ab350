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
import type { Pack } from '../core/pack.ts';
import type { Period } from '../core/periods.ts';
import type { StageDef } from '../core/procedure.ts';
import type { Lang, Law } from '../core/types.ts';
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
    sanction: { suspend: 'suspensão', interdict: 'interdição', revoke: 'cassação' },
    decidedBy: 'sobre o parecer da Administração; a decisão registra o ato (tipo, número e data) e o parecer que seguiu',
    afterClosure: (days: number) =>
      `cassação após interdição não sanada em ${days} dias: notificada pela interdição em vigor, a partir do ${days + 1}º dia (glp closures revoke), com a mesma defesa`,
    state: { class: 'classe', 'resale-type': 'tipo de revenda', quantity: 'quantidade permitida', and: 'e' },
    unit: { days: ['dia', 'dias'], months: ['mês', 'meses'], years: ['ano', 'anos'] },
  },
  en: {
    heading: 'licensing procedure',
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
    sanction: { suspend: 'suspension', interdict: 'closure order', revoke: 'revocation' },
    decidedBy: 'on the administration’s opinion; the decision records the act (kind, number and date) and the opinion it followed',
    afterClosure: (days: number) =>
      `revocation after a closure not remedied in ${days} days: notified from the closure in force, from day ${days + 1} (glp closures revoke), with the same defence`,
    state: { class: 'class', 'resale-type': 'resale type', quantity: 'permitted quantity', and: 'and' },
    unit: { days: ['day', 'days'], months: ['month', 'months'], years: ['year', 'years'] },
  },
} as const;

/** "1 ano", "90 dias", "2 years". */
export function periodText(p: Period, lang: Lang): string {
  const [one, many] = WORDS[lang].unit[p.unit];
  return `${p.n} ${p.n === 1 ? one : many}`;
}

function statesText(s: StageDef, lang: Lang, cite: (unit: string) => string): string {
  const w = WORDS[lang];
  const out: string[] = [];
  if (s.states.includes('resale-type')) out.push(w.state['resale-type']);
  if (s.states.includes('class')) out.push(w.state.class);
  if (s.states.includes('kg') || s.states.includes('containers')) {
    const c = s.countsContainers;
    out.push(`${w.state.quantity} (kg${c ? ` ${w.state.and} ${c.name[lang]}: ${cite(c.cite)}` : ''})`);
  }
  return out.join(', ');
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
  const head = [
    cite(s.cite),
    `${w.after}: ${s.after.map(titleOf).join(', ') || '—'}`,
    `${w.issuedBy}: ${roleName(s.issuingRole, lang)}`,
    `${w.validity}: ${s.validity ? `${periodText(s.validity, lang)} (${s.validityCite ? cite(s.validityCite) : w.choice})` : w.noEnd}`,
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
function termSource(setBy: string | undefined, basis: string, lang: Lang, cite: (unit: string) => string): string {
  return setBy ? `(${cite(setBy)})` : `(${WORDS[lang].choice}; ${cite(basis)})`;
}

export function procedureText(pack: Pack, lang: Lang): string {
  const p = pack.procedure;
  if (!p) return '';
  const w = WORDS[lang];
  const cite = citeOf(pack);
  const d = p.dueProcess;
  const sanctions = (['suspend', 'interdict', 'revoke'] as const).flatMap((k) => {
    const unit = d.sanctions[k];
    return unit ? [`${w.sanction[k]} (${cite(unit)})`] : [];
  });
  return `${[
    `${pack.name}/${pack.uf} — ${w.heading}`,
    // A waived stage by its title ("sem Autorização para construção para …"), not its id.
    ...p.stages.map((s) => stageText(s, lang, cite, pack.laws[0], (id) => p.stages.find((t) => t.id === id)?.title[lang] ?? id, pack.id)),
    ...(p.renewal
      ? [line(`${w.renewal(p.renewal.dueWithinDays)} ${termSource(p.renewal.dueWithinDaysCite, p.renewal.cite, lang, cite)}`)]
      : []),
    ...(sanctions.length > 0 ? [line(`${w.sanctions}: ${sanctions.join('; ')}`)] : []),
    ...(d.decidedBy
      ? [
          line(
            `${d.decidedBy.sanctions.map((k) => w.sanction[k]).join(` ${w.state.and} `)}: ${d.decidedBy.decided[lang]} (${cite(d.decidedBy.cite)}), ${w.decidedBy}`,
          ),
        ]
      : []),
    ...afterClosureLine(pack, lang, cite),
    line(`${w.defence}: ${d.defenceDays} ${w.days} ${termSource(d.defenceDaysCite, d.cite, lang, cite)}`),
  ].join('\n')}\n`;
}

/** Salvador art. 15 § 2º: the revocation the law attaches to a closure order, with its period (the parameter's latest value). */
function afterClosureLine(pack: Pack, lang: Lang, cite: (unit: string) => string): string[] {
  const r = pack.enforcement?.revocationAfterClosure;
  const days = r ? pack.parameters.find((p) => p.id === r.daysParameter)?.values.at(-1)?.value : undefined;
  if (!r || typeof days !== 'number') return [];
  return [line(`${WORDS[lang].afterClosure(days)} (${cite(r.unit)})`)];
}

/** "servidor do licenciamento (licensing-officer)": the role as people call it, and its id. */
function roleName(role: string, lang: Lang): string {
  const name = (ROLE_NAMES as Record<string, { pt: string; en: string } | undefined>)[role];
  return name ? `${name[lang]} (${role})` : role;
}
