/**
 * `glp laws [MUNICIPALITY] [--format text|json]`  — the laws and their units with text.
 * `glp laws coverage [MUNICIPALITY] [--format text|json]` — every unit with its classification.
 * `glp explain RULE_ID [--date D] [--lang pt|en] [--format text|json]` — a rule beside its law.
 */
import { ruleCitation, ruleValidity, resolveUnit } from '../core/engine.ts';
import { formatDate } from '../core/format.ts';
import { packCoverage } from '../core/coverage.ts';
import { lawsView } from '../core/law-view.ts';
import { choiceName, namedPath } from '../core/input/fact-names.ts';
import { InputError } from '../core/input/validate.ts';
import { valueOn, type Pack } from '../core/pack.ts';
import type { Lang } from '../core/types.ts';
import { oneOf, parse } from './args.ts';
import { type CliIO, UsageError } from './io.ts';
import { styleFor, wrap } from './render.ts';
import { resolveSiting } from '../siting/plan.ts';
import { checkDate } from '../app/evaluate-document.ts';

async function packsFor(io: CliIO, id: string | undefined): Promise<readonly Pack[]> {
  const packs = await io.packs();
  return id === undefined ? packs.list() : [packs.require(id)];
}

function width(io: CliIO): number {
  return Math.max(60, Math.min(Number(io.env.COLUMNS) || 100, 120));
}

/**
 * The program's words in each language. The law's own text stays as enacted (Portuguese); notes
 * a pack writes only in English (transcription reasons, coverage notes) are shown with --lang en,
 * and the Portuguese output says where to read them instead of mixing languages.
 */
const WORDS = {
  pt: {
    inForceSince: 'em vigor desde',
    articles: 'artigos',
    units: 'dispositivos',
    source: 'fonte',
    noSource: 'publicação não informada pelo pacote',
    transcriptionNotes: 'Notas de transcrição',
    englishOnly: (cmd: string) => `(as justificativas estão em inglês: ${cmd} --lang en)`,
    hint: 'glp laws MUNICÍPIO mostra o texto; glp laws coverage mostra como cada dispositivo é tratado.',
    kinds: {
      rule: 'regra',
      informative: 'informativo',
      procedural: 'procedimental',
      external: 'externo',
      UNCLASSIFIED: 'NÃO CLASSIFICADO',
    },
  },
  en: {
    inForceSince: 'in force since',
    articles: 'articles',
    units: 'units',
    source: 'source',
    noSource: 'publication not given by the pack',
    transcriptionNotes: 'Transcription notes',
    englishOnly: (_cmd: string) => '',
    hint: 'glp laws MUNICIPALITY shows the text; glp laws coverage shows how each unit is carried.',
    kinds: { rule: 'rule', informative: 'informative', procedural: 'procedural', external: 'external', UNCLASSIFIED: 'UNCLASSIFIED' },
  },
} as const;

export async function lawsCommand(args: string[], io: CliIO): Promise<number> {
  if (args[0] === 'coverage') return coverageCommand(args.slice(1), io);
  const usage =
    'glp laws [MUNICIPALITY] [--format text|json] [--lang pt|en] | glp laws coverage [MUNICIPALITY] [--format text|json] [--lang pt|en]';
  const { values, positionals } = parse(args, { format: { type: 'string' }, lang: { type: 'string' } }, usage);
  if (positionals.length > 1)
    throw new UsageError({ pt: 'esperado no máximo um MUNICIPALITY', en: 'expected at most one MUNICIPALITY' }, usage);
  const format = oneOf('format', values.format, ['text', 'json'] as const, 'text');
  const lang: Lang = oneOf('lang', values.lang, ['pt', 'en'] as const, 'pt');
  const W = WORDS[lang];
  const packs = await packsFor(io, positionals[0]);
  if (format === 'json') {
    const out = packs.map(lawsView);
    io.stdout(`${JSON.stringify({ municipalities: out }, null, 2)}\n`);
    return 0;
  }
  const st = styleFor(io.isTTY && !io.env.NO_COLOR);
  const w = width(io);
  const lines: string[] = [];
  for (const p of packs) {
    for (const l of p.laws) {
      const articles = new Set(l.units.map((u) => u.article)).size;
      lines.push(st.bold(`${p.name}/${p.uf} (${p.id}, IBGE ${p.ibge}) — ${l.title}`));
      lines.push(
        st.dim(
          `  ${formatDate(l.date)} · ${W.inForceSince} ${formatDate(l.inForceFrom)} · ${articles} ${W.articles}, ${l.units.length} ${W.units} · ${W.source}: ${l.published ?? W.noSource}`,
        ),
      );
      if (positionals[0] === undefined) continue;
      lines.push(wrap(l.ementa, w, '  '), '');
      for (const u of l.units) {
        const head = ruleCitation(p, `${l.id}#${u.id}`).text.slice(l.shortTitle.length + 2);
        lines.push(`${st.bold(head)} ${st.dim(`[${u.id}]`)}`);
        lines.push(wrap(u.text, w, '  '));
      }
      if (l.transcriptionNotes.length > 0) {
        lines.push('', st.bold(W.transcriptionNotes));
        for (const n of l.transcriptionNotes)
          lines.push(wrap(`${n.unit}: "${n.scan}" → "${n.read}"${lang === 'en' ? ` — ${n.why}` : ''}`, w, '  '));
        if (lang === 'pt') lines.push(st.dim(`  ${W.englishOnly(`glp laws ${p.id}`)}`));
      }
    }
  }
  if (positionals[0] === undefined) lines.push('', st.dim(W.hint));
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}

async function coverageCommand(args: string[], io: CliIO): Promise<number> {
  const usage = 'glp laws coverage [MUNICIPALITY] [--format text|json] [--lang pt|en]';
  const { values, positionals } = parse(args, { format: { type: 'string' }, lang: { type: 'string' } }, usage);
  if (positionals.length > 1)
    throw new UsageError({ pt: 'esperado no máximo um MUNICIPALITY', en: 'expected at most one MUNICIPALITY' }, usage);
  const format = oneOf('format', values.format, ['text', 'json'] as const, 'text');
  const lang: Lang = oneOf('lang', values.lang, ['pt', 'en'] as const, 'pt');
  const W = WORDS[lang];
  const cov = (await packsFor(io, positionals[0])).map(packCoverage);
  if (format === 'json') {
    io.stdout(`${JSON.stringify({ municipalities: cov }, null, 2)}\n`);
    return 0;
  }
  const st = styleFor(io.isTTY && !io.env.NO_COLOR);
  const w = width(io);
  const lines: string[] = [];
  for (const m of cov) {
    for (const l of m.laws) {
      const counts: Record<string, number> = {};
      for (const u of l.units) {
        const k = W.kinds[u.classification ?? 'UNCLASSIFIED'];
        counts[k] = (counts[k] ?? 0) + 1;
      }
      lines.push(st.bold(`${m.name}/${m.uf} — ${l.title}`));
      lines.push(
        st.dim(`  ${l.articles} ${W.articles}, ${l.units.length} ${W.units}: `) +
          Object.entries(counts)
            .map(([k, n]) => `${k} ${n}`)
            .join(' · '),
      );
      for (const u of l.units) {
        const what = W.kinds[u.classification ?? 'UNCLASSIFIED'];
        const detail = u.rules.length > 0 ? u.rules.map((r) => r.slice(m.id.length + 1)).join(', ') : (u.capability ?? u.norm ?? '');
        lines.push(`  ${u.id.padEnd(14)} ${what.padEnd(13)} ${detail}`);
        if (lang === 'en' && u.note && u.rules.length === 0) lines.push(st.dim(wrap(u.note, w, '                              ')));
      }
      lines.push('');
    }
  }
  if (lang === 'pt') lines.push(st.dim('As notas de cada dispositivo estão em inglês: glp laws coverage --lang en.'), '');
  io.stdout(`${lines.join('\n')}`);
  return 0;
}

export async function explainCommand(args: string[], io: CliIO): Promise<number> {
  const usage = 'glp explain RULE_ID [--date D] [--lang pt|en] [--format text|json]';
  const { values, positionals } = parse(args, { date: { type: 'string' }, lang: { type: 'string' }, format: { type: 'string' } }, usage);
  if (positionals.length !== 1)
    throw new UsageError(
      { pt: 'esperado um RULE_ID (p. ex. belem-pa/art2-I-a)', en: 'expected one RULE_ID (e.g. belem-pa/art2-I-a)' },
      usage,
    );
  const lang: Lang = oneOf('lang', values.lang, ['pt', 'en'] as const, 'pt');
  const format = oneOf('format', values.format, ['text', 'json'] as const, 'text');
  const id = positionals[0] as string;
  const slash = id.indexOf('/');
  const pack = (await io.packs()).require(slash > 0 ? id.slice(0, slash) : id);
  const rule = pack.rules.find((r) => `${pack.id}/${r.id}` === id);
  if (!rule) {
    const sample = pack.rules
      .slice(0, 4)
      .map((r) => `${pack.id}/${r.id}`)
      .join(', ');
    throw InputError.of('RULE_ID', JSON.stringify(id), `a rule of ${pack.id}, e.g. ${sample} (glp laws coverage lists them)`);
  }
  // Explained as of a day the law is in force: before it, no parameter has a value to show.
  const date = values.date === undefined ? undefined : checkDate(pack, values.date, '--date');
  const units = rule.implements.map((ref) => {
    const { law, unit } = resolveUnit(pack, ref);
    const u = law.units.find((x) => x.id === unit);
    return { ref, citation: ruleCitation(pack, ref).text, text: u?.text ?? '', wordingNote: u?.wordingNote };
  });
  const exceptions = (rule.exceptions ?? []).map((ref) => {
    const { law, unit } = resolveUnit(pack, ref);
    return { ref, citation: ruleCitation(pack, ref).text, text: law.units.find((x) => x.id === unit)?.text ?? '' };
  });
  const params = (rule.parameters ?? []).map((pid) => {
    const p = pack.paramIndex.get(pid);
    if (!p) throw new Error(`${id}: unknown parameter ${pid}`);
    const current = date ? valueOn(p, date) : undefined;
    return {
      id: `${pack.id}/${p.id}`,
      description: p.description[lang],
      unit: p.unit,
      ...(p.required ? { required: p.required } : {}),
      values: p.values.map((v) => ({ ...v, citation: safeCitation(pack, v.cite) })),
      ...(date ? { valueOnDate: current?.value ?? null } : {}),
      ...(p.interpretation
        ? { interpretation: true, alternatives: (p.alternatives ?? []).map((a) => ({ value: a.value, description: a.description[lang] })) }
        : {}),
    };
  });
  const doc = {
    rule: id,
    title: rule.title[lang],
    activities: rule.activities,
    validFrom: ruleValidity(pack, rule).from,
    validTo: ruleValidity(pack, rule).to ?? null,
    implements: units,
    exceptions,
    parameters: params,
    interpretationNote: rule.interpretationNote?.[lang] ?? null,
    siting: rule.siting ? sitingOf(pack, rule.id, date ?? io.today()) : null,
    lawPackVersion: pack.version,
  };
  if (format === 'json') {
    io.stdout(`${JSON.stringify(doc, null, 2)}\n`);
    return 0;
  }
  const st = styleFor(io.isTTY && !io.env.NO_COLOR);
  const w = width(io);
  const pt = lang === 'pt';
  const lines: string[] = [st.bold(`${id} — ${doc.title}`)];
  // Wrapped like the text: a rule of many activities (Salvador art. 10) would overrun the width.
  lines.push(
    st.dim(
      wrap(
        `${pt ? 'Atividades' : 'Activities'}: ${rule.activities === 'all' ? (pt ? 'todas' : 'all') : rule.activities.join(', ')} · ${pt ? 'vigência' : 'in force'}: ${formatDate(doc.validFrom as string)}${doc.validTo ? ` – ${formatDate(doc.validTo)}` : ` → ${pt ? 'hoje' : 'today'}`}`,
        w,
        '',
      ),
    ),
  );
  for (const u of units) {
    lines.push('', st.bold(u.citation));
    lines.push(wrap(u.text, w, '  '));
    // Pack notes are written in English only: shown in English output, pointed to in Portuguese.
    if (u.wordingNote && !pt) lines.push(st.dim(wrap(u.wordingNote, w, '  ')));
  }
  if (exceptions.length > 0) {
    lines.push('', st.bold(pt ? 'Exceções aplicadas' : 'Exceptions applied'));
    for (const e of exceptions) {
      lines.push(`  ${e.citation}`);
      lines.push(wrap(e.text, w, '    '));
    }
  }
  if (params.length > 0) {
    lines.push('', st.bold(pt ? 'Parâmetros' : 'Parameters'));
    for (const p of params) {
      const said = [UNIT_WORDS[pt ? 'pt' : 'en'][p.unit], p.required ? REQUIRED_WORDS[pt ? 'pt' : 'en'][p.required] : undefined].filter(
        Boolean,
      );
      lines.push(`  ${p.id}${said.length ? ` ${st.dim(`(${said.join(', ')})`)}` : ''}`);
      lines.push(wrap(p.description, w, '    '));
      for (const v of p.values) {
        const span = `${formatDate(v.from)}${v.to ? ` – ${formatDate(v.to)}` : ' →'}`;
        lines.push(wrap(`${span}: ${spacedJson(v.value)} (${v.citation}${v.note && !pt ? `; ${v.note}` : ''})`, w, '    '));
      }
      for (const a of p.alternatives ?? [])
        lines.push(wrap(`${pt ? 'alternativa' : 'alternative'} ${spacedJson(a.value)}: ${a.description}`, w, '    '));
    }
  }
  if (doc.siting && doc.siting.length > 0) {
    lines.push(
      '',
      st.bold(pt ? `Medição (em ${formatDate(date ?? io.today())})` : `What it measures (on ${formatDate(date ?? io.today())})`),
    );
    for (const s of doc.siting) {
      const from =
        s.threshold.kind === 'parameter'
          ? s.threshold.parameter
          : `${s.threshold.table} ${s.threshold.edition}, ${pt ? 'coluna' : 'column'} ${s.threshold.column}${s.classDependent ? (pt ? ' (maior valor: classe não informada)' : ' (largest: no class given)') : ''}`;
      // Categories and statuses by name and by the id a what-if (--set) takes: "escola (school)".
      const named = (path: string, id: string) => namedPath(id, choiceName(pack, path, id, lang));
      const statuses = s.statuses
        ? `; ${pt ? 'situações que contam' : 'statuses counted'}: ${s.statuses.map((x) => named('nearby.places[].status', x)).join(', ')}`
        : '';
      // 'frontage' is the place's lot frontage (VdC art. 21 II), named as measuredTo names it.
      const measure =
        (s.measure === 'frontage'
          ? choiceName(pack, 'nearby.places[].measuredTo', s.measure, lang)
          : choiceName(pack, 'nearby.places[].measuredFrom', s.measure, lang)) ?? s.measure;
      lines.push(
        wrap(
          `${s.categories.map((c) => named('nearby.places[].category', c)).join(', ')}: ${s.op} ${s.radiusM} m (${from}), ${pt ? 'medida' : 'measured'} ${measure}${statuses}`,
          w,
          '  ',
        ),
      );
    }
  }
  if (doc.interpretationNote) {
    lines.push('', st.bold(pt ? 'Interpretação' : 'Interpretation'));
    lines.push(wrap(doc.interpretationNote, w, '  '));
  }
  const hidden = units.some((u) => u.wordingNote) || params.some((p) => p.values.some((v) => v.note));
  // The command on a line of its own, whole, so that it can be copied.
  if (pt && hidden)
    lines.push('', st.dim(`As notas do pacote sobre a redação e os valores estão em inglês:\n  glp explain ${id} --lang en`));
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}

/** What a distance rule measures on a date: the same declaration the rule and the viability map read. */
function sitingOf(pack: Pack, ruleId: string, date: string) {
  const rule = pack.rules.find((r) => r.id === ruleId);
  const activity = rule && rule.activities !== 'all' ? rule.activities[0] : undefined;
  if (!activity) return [];
  return resolveSiting(pack, { activity, date }).filter((s) => s.rule === ruleId);
}

function safeCitation(pack: Pack, ref: string): string {
  try {
    return ruleCitation(pack, ref).text;
  } catch {
    return ref;
  }
}

/**
 * A parameter's value as JSON a person can copy into `--set P=V`, with a space after each
 * separator so that an object or a list wraps with the text instead of running off the line.
 */
export function spacedJson(v: unknown): string {
  // Indented JSON has its line breaks only between tokens (a string's own are escaped): fold them.
  return JSON.stringify(v, null, 1).replace(/\n\s*/g, ' ');
}

/** A parameter's unit as a person reads it (the JSON keeps the id); a value with no unit says nothing. */
const UNIT_WORDS: Record<'pt' | 'en', Partial<Record<string, string>>> = {
  pt: {
    m: 'metros',
    m2: 'm²',
    kg: 'kg',
    BRL: 'R$',
    UFIR: 'UFIR',
    days: 'dias',
    months: 'meses',
    years: 'anos',
    count: 'quantidade',
    percent: '%',
    time: 'hora',
  },
  en: {
    m: 'metres',
    m2: 'm²',
    kg: 'kg',
    BRL: 'R$',
    UFIR: 'UFIR',
    days: 'days',
    months: 'months',
    years: 'years',
    count: 'count',
    percent: '%',
    time: 'time',
  },
};

/** What the law requires of the value, in words ("mínimo" for >=). */
const REQUIRED_WORDS: Record<'pt' | 'en', Partial<Record<string, string>>> = {
  pt: { '>=': 'mínimo', '<=': 'máximo', '>': 'acima de', '<': 'abaixo de', '==': 'exatamente' },
  en: { '>=': 'minimum', '<=': 'maximum', '>': 'above', '<': 'below', '==': 'exactly' },
};
