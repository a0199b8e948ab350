/** Text rendering of evaluations for a person at a terminal: grouped, indented, wrapped. */
import { formatDate } from '../core/format.ts';
import { namedPath } from '../core/input/fact-names.ts';
import type { EvaluationResult, Finding, Lang, Status } from '../core/types.ts';

export interface Style {
  bold(s: string): string;
  dim(s: string): string;
  red(s: string): string;
  green(s: string): string;
  yellow(s: string): string;
}

const plain: Style = { bold: (s) => s, dim: (s) => s, red: (s) => s, green: (s) => s, yellow: (s) => s };
const ansi: Style = {
  bold: (s) => `\x1b[1m${s}\x1b[22m`,
  dim: (s) => `\x1b[2m${s}\x1b[22m`,
  red: (s) => `\x1b[31m${s}\x1b[39m`,
  green: (s) => `\x1b[32m${s}\x1b[39m`,
  yellow: (s) => `\x1b[33m${s}\x1b[39m`,
};

export function styleFor(color: boolean): Style {
  return color ? ansi : plain;
}

/** Wraps text to `width` columns with a hanging indent. */
export function wrap(text: string, width: number, indent: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = indent;
  for (const w of words) {
    if (line.length + w.length + 1 > width && line.trim().length > 0) {
      lines.push(line.trimEnd());
      line = indent;
    }
    line += (line.trim().length > 0 ? ' ' : '') + w;
  }
  if (line.trim().length > 0) lines.push(line.trimEnd());
  return lines.join('\n');
}

const LABELS: Record<Lang, Record<string, string>> = {
  pt: {
    title: 'GLP Licenciamento — avaliação',
    municipality: 'Município',
    date: 'Data',
    activity: 'Atividade',
    pack: 'Pacote da lei',
    verdict: 'Veredito',
    approvable: 'APROVÁVEL',
    'not-approvable': 'NÃO APROVÁVEL',
    incomplete: 'INCOMPLETO',
    class: 'Classe',
    noClass: 'sem classe',
    violated: 'Violadas',
    'cannot-evaluate': 'Não avaliáveis',
    satisfied: 'Atendidas',
    'not-applicable': 'Não aplicáveis',
    missing: 'Fatos que faltam (por nº de regras que dependem deles)',
    interpretations: 'Interpretações adotadas',
    place: 'local',
    source: 'fonte',
    overrides: 'Simulação (what-if): parâmetros alterados',
    rules: 'regra(s)',
  },
  en: {
    title: 'GLP Licenciamento — evaluation',
    municipality: 'Municipality',
    date: 'Date',
    activity: 'Activity',
    pack: 'Law pack',
    verdict: 'Verdict',
    approvable: 'APPROVABLE',
    'not-approvable': 'NOT APPROVABLE',
    incomplete: 'INCOMPLETE',
    class: 'Class',
    noClass: 'no class',
    violated: 'Violated',
    'cannot-evaluate': 'Cannot evaluate',
    satisfied: 'Satisfied',
    'not-applicable': 'Not applicable',
    missing: 'Missing facts (by number of rules waiting on them)',
    interpretations: 'Interpretations used',
    place: 'place',
    source: 'source',
    overrides: 'What-if: parameters changed',
    rules: 'rule(s)',
  },
};

/** A count of one agrees in number: "1 violada", "1 não aplicável" (the headings are plural). */
const ONE: Record<Lang, Record<Status, string>> = {
  pt: { violated: 'violada', 'cannot-evaluate': 'não avaliável', satisfied: 'atendida', 'not-applicable': 'não aplicável' },
  en: { violated: 'violated', 'cannot-evaluate': 'cannot evaluate', satisfied: 'satisfied', 'not-applicable': 'not applicable' },
};

export const MARK: Record<Status, string> = { violated: '✗', 'cannot-evaluate': '?', satisfied: '✓', 'not-applicable': '–' };
export const ORDER: Status[] = ['violated', 'cannot-evaluate', 'satisfied', 'not-applicable'];

function findingBlock(f: Finding, st: Style, width: number, l: Record<string, string>): string {
  const color =
    f.status === 'violated' ? st.red : f.status === 'satisfied' ? st.green : f.status === 'cannot-evaluate' ? st.yellow : st.dim;
  const out = [`  ${color(MARK[f.status])} ${st.bold(f.rule)}  ${st.dim(f.citation.text)}`];
  out.push(wrap(f.message, width, '      '));
  for (const p of f.places ?? []) {
    const parts = [`${l.place}: ${p.name ?? p.id ?? p.category}`];
    if (p.source) parts.push(`${l.source}: ${p.source}`);
    out.push(wrap(st.dim(parts.join(' · ')), width, '      '));
  }
  for (const n of f.notes ?? []) out.push(st.dim(wrap(n, width, '      ')));
  return out.join('\n');
}

/** `activity`: the activity's name ("revenda de GLP"), shown before its id. */
export function renderEvaluation(r: EvaluationResult, opts: { color: boolean; width?: number; activity?: string }): string {
  const st = styleFor(opts.color);
  const width = Math.max(60, Math.min(opts.width ?? 100, 120));
  const l = LABELS[r.lang];
  const out: string[] = [];
  out.push(st.bold(l.title as string));
  out.push(
    `${l.municipality}: ${r.municipalityName} · ${l.date}: ${formatDate(r.date)} · ${l.activity}: ${opts.activity === undefined ? r.activity : `${opts.activity} (${r.activity})`} · ${l.pack}: ${r.lawPackVersion}`,
  );
  const v = r.verdict;
  const vText = l[v] as string;
  const vColored = v === 'approvable' ? st.green(vText) : v === 'not-approvable' ? st.red(vText) : st.yellow(vText);
  const counts = ORDER.filter((s) => r.summary[s] > 0)
    .map((s) => `${r.summary[s]} ${(r.summary[s] === 1 ? ONE[r.lang][s] : (l[s] as string)).toLowerCase()}`)
    .join(', ');
  out.push(`${l.verdict}: ${st.bold(vColored)}  (${counts})`);
  if (r.classDetail) {
    out.push(wrap(`${l.class}: ${r.classDetail.class ?? l.noClass} — ${r.classDetail.reason} (${r.classDetail.citation.text})`, width, ''));
  }
  if (r.lawAsKnownOn !== undefined) {
    const on = formatDate(r.lawAsKnownOn);
    out.push(
      wrap(
        r.lang === 'en'
          ? `Future date: the law and its parameters as known on ${on}; a later amendment is not foreseen.`
          : `Data futura: a lei e seus parâmetros como conhecidos em ${on}; alteração posterior não é prevista.`,
        width,
        '',
      ),
    );
  }
  if (Object.keys(r.overrides).length > 0) {
    out.push('', st.bold(l.overrides as string));
    for (const [k, val] of Object.entries(r.overrides)) out.push(`  ${k} = ${JSON.stringify(val)}`);
  }
  for (const s of ORDER) {
    const group = r.findings.filter((f) => f.status === s);
    if (group.length === 0) continue;
    out.push('', st.bold(`${l[s]} (${group.length})`));
    for (const f of group) out.push(findingBlock(f, st, width, l));
  }
  if (r.missing.length > 0) {
    out.push('', st.bold(l.missing as string));
    for (const m of r.missing) {
      out.push(`  ${String(m.count).padStart(3)}  ${namedPath(m.fact, m.label)}  ${st.dim(`— ${m.rules.join(', ')}`)}`);
    }
  }
  const interps = new Map<string, string>();
  for (const f of r.findings)
    for (const i of f.interpretations ?? [])
      interps.set(i.parameter, typeof i.value === 'object' ? i.description : `${JSON.stringify(i.value)} — ${i.description}`);
  if (interps.size > 0) {
    out.push('', st.bold(l.interpretations as string));
    for (const [k, val] of interps) out.push(wrap(`${k}: ${val}`, width, '  '));
  }
  return `${out.join('\n')}\n`;
}
