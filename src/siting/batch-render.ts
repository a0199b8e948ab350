/**
 * A re-evaluation report as text for a terminal, in Portuguese or English (`glp reevaluate
 * --lang`): the counts before and after, what changes and why, and the facts the registry lacks
 * with the command that supplies them (docs/siting.md, "Fatos que faltam ao cadastro").
 */
import { formatDate, formatNumber } from '../core/format.ts';
import { namedPath, placeCategoryName } from '../core/input/fact-names.ts';
import type { Lang } from '../core/types.ts';
import { type LackingFact, type ReevaluationReport, SITING_STATES, type SitingState } from './batch.ts';
import { placeStatusName } from './types.ts';

const W = {
  pt: {
    states: { compliant: 'conformes', violates: 'em violação', incomplete: 'incompletos', 'not-applicable': 'não aplicáveis' },
    // One establishment's state, and a rule's finding (satisfied, violated…), as people read them.
    state: { compliant: 'conforme', violates: 'em violação', incomplete: 'incompleto', 'not-applicable': 'não aplicável' },
    status: {
      satisfied: 'atendida',
      violated: 'descumprida',
      'cannot-evaluate': 'não avaliável',
      'not-applicable': 'não se aplica',
      // A registered establishment with no earlier evaluation of the rule: taken as complying (batch.ts).
      'presumed-satisfied': 'presumida atendida',
      'not-in-force': 'não vigente',
    },
    lawInForce: (d: string, s: string) => `lei em vigor em ${d} × cenário ${s}`,
    since: (a: string, b: string) => `cadastro em ${a} × ${b}`,
    registered: (d: string) => `situação cadastrada × avaliação em ${d}`,
    head: (base: string, n: number, m: number) => `Reavaliação (${base}): ${n} estabelecimento(s) em ${m} município(s)`,
    before: '  antes: ',
    after: '  depois:',
    changing: '  mudam de situação',
    unlocated: '  sem localização (localize para reavaliar)',
    noPack: '  sem lei carregada',
    at: 'a',
    noSource: 'fonte não informada',
    more: (n: number) => `… e mais ${n} (use --format json)`,
    lacking: 'Fatos que faltam aos estabelecimentos cadastrados (sem eles, as regras citadas respondem "não é possível avaliar"):',
    lacks: (f: LackingFact) =>
      `  ${named(f)}: falta em ${f.count} estabelecimento(s), p. ex. ${f.establishments.slice(0, 2).join(', ')}; regras: ${f.rules.join(', ')}`,
    how: (cmd: string) =>
      `Como informar: ${cmd} (um estabelecimento; os ids: glp places export). Ao importar: a propriedade GeoJSON ou coluna CSV "input" com o mesmo JSON (campos de glp schema input MUNICÍPIO). Exemplo em docs/siting.md, "Fatos que faltam ao cadastro".`,
    municipality: 'MUNICÍPIO',
    empty: (m: string, d: string, one: string) =>
      `O cadastro de ${m} não tem estabelecimentos em atividade em ${d}: nada a reavaliar. Importe-os com glp places import ${one} ARQUIVO (GeoJSON, CSV, shapefile ou extrato CSV da ANP) ou carregue um cadastro de demonstração com glp demo load ${one}.`,
  },
  en: {
    states: { compliant: 'compliant', violates: 'violating', incomplete: 'incomplete', 'not-applicable': 'not applicable' },
    state: { compliant: 'compliant', violates: 'violating', incomplete: 'incomplete', 'not-applicable': 'not applicable' },
    status: {
      satisfied: 'satisfied',
      violated: 'violated',
      'cannot-evaluate': 'cannot evaluate',
      'not-applicable': 'not applicable',
      'presumed-satisfied': 'presumed satisfied',
      'not-in-force': 'not in force',
    },
    lawInForce: (d: string, s: string) => `law in force on ${d} × scenario ${s}`,
    since: (a: string, b: string) => `registry on ${a} × ${b}`,
    registered: (d: string) => `registered status × evaluation on ${d}`,
    head: (base: string, n: number, m: number) => `Re-evaluation (${base}): ${n} establishment(s) in ${m} municipality(ies)`,
    before: '  before:',
    after: '  after: ',
    changing: '  change status',
    unlocated: '  not located (locate them to re-evaluate)',
    noPack: '  no law loaded',
    at: 'at',
    noSource: 'source not given',
    more: (n: number) => `… and ${n} more (use --format json)`,
    lacking: 'Facts the registered establishments lack (without them, the rules named answer "cannot evaluate"):',
    lacks: (f: LackingFact) =>
      `  ${named(f)}: lacking in ${f.count} establishment(s), e.g. ${f.establishments.slice(0, 2).join(', ')}; rules: ${f.rules.join(', ')}`,
    how: (cmd: string) =>
      `How to supply them: ${cmd} (one establishment; the ids: glp places export). When importing: a GeoJSON property or CSV column "input" with the same JSON (fields of glp schema input MUNICIPALITY). Example in docs/siting.md, "Fatos que faltam ao cadastro".`,
    municipality: 'MUNICIPALITY',
    empty: (m: string, d: string, one: string) =>
      `The registry of ${m} has no establishment open on ${d}: nothing to re-evaluate. Import them with glp places import ${one} FILE (GeoJSON, CSV, shapefile or ANP CSV extract) or load a demonstration registry with glp demo load ${one}.`,
  },
} as const;

/** "área do terreno (lot.areaM2)", or the path alone when the vocabulary does not name it. */
function named(f: LackingFact): string {
  return namedPath(f.fact, f.label);
}

/** The report as text for a terminal. */
export function renderReevaluation(r: ReevaluationReport, maxChanges = 200, lang: Lang = 'pt'): string {
  const w = W[lang];
  const lines: string[] = [];
  const base =
    r.baseline.kind === 'law-in-force'
      ? w.lawInForce(
          formatDate(r.baseline.date),
          Object.entries(r.overrides)
            .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
            .join(', '),
        )
      : r.baseline.kind === 'date'
        ? w.since(formatDate(r.baseline.date), formatDate(r.date))
        : w.registered(formatDate(r.date));
  lines.push(w.head(base, r.evaluated, r.municipalities.length));
  const fmt = (c: Record<SitingState, number>) => SITING_STATES.map((s) => `${w.states[s]} ${c[s]}`).join(', ');
  lines.push(`${w.before} ${fmt(r.counts.before)}`);
  lines.push(`${w.after} ${fmt(r.counts.after)}`);
  lines.push(`${w.changing}: ${r.changes.length}`);
  if (r.skipped.unlocated.length > 0) lines.push(`${w.unlocated}: ${r.skipped.unlocated.length}`);
  if (r.skipped.noPack.length > 0) lines.push(`${w.noPack}: ${r.skipped.noPack.join(', ')}`);
  // Zero counts alone read like a registry that is all fine; say it holds nothing and how to fill it.
  if (registryEmpty(r)) {
    const one = r.municipalities.length === 1 ? (r.municipalities[0] as string) : w.municipality;
    lines.push('', w.empty(r.municipalities.join(', '), formatDate(r.date), one));
  }
  for (const c of r.changes.slice(0, maxChanges)) {
    lines.push('');
    lines.push(
      `${c.municipality} ${c.externalId ?? c.id} ${c.name ?? ''} [${c.registeredStatus ? placeStatusName(null, c.registeredStatus, lang) : '-'}]: ${w.state[c.before]} → ${w.state[c.after]}`,
    );
    for (const x of c.rules) {
      const place = x.places[0];
      const where = place
        ? ` — ${place.name ?? place.id ?? placeCategoryName(null, place.category, lang) ?? place.category}${place.distanceM === undefined ? '' : ` ${w.at} ${formatNumber(place.distanceM, lang)} m`} (${place.source ?? w.noSource})`
        : '';
      // A rule's status, or (with no earlier evaluation of the rule) the establishment's registered state.
      const status = (st: string) => w.status[st as keyof typeof w.status] ?? w.state[st as SitingState] ?? st;
      lines.push(`  ${x.rule}: ${status(x.before)} → ${status(x.after)}: ${x.message}${where}`);
    }
  }
  if (r.changes.length > maxChanges) lines.push(`\n${w.more(r.changes.length - maxChanges)}`);
  for (const l of missingFactLines(r, lang)) lines.push(l);
  return `${lines.join('\n')}\n`;
}

/** No registered establishment at all in the municipalities asked (none evaluated, none skipped). */
function registryEmpty(r: ReevaluationReport): boolean {
  return (
    r.evaluated === 0 &&
    r.skipped.unlocated.length === 0 &&
    r.skipped.noRules === 0 &&
    r.skipped.noPack.length === 0 &&
    r.municipalities.length > 0
  );
}

/**
 * What the registry lacks for the rules to answer, and how to supply it: without it an
 * establishment stays incomplete however often it is re-evaluated.
 */
function missingFactLines(r: ReevaluationReport, lang: Lang): string[] {
  const w = W[lang];
  const first = r.missingFacts[0];
  if (!first) return [];
  const lines = ['', w.lacking, ...r.missingFacts.map(w.lacks)];
  const municipality = r.municipalities.length === 1 ? (r.municipalities[0] as string) : w.municipality;
  lines.push(w.how(`glp places update ${municipality} ${first.establishments[0] ?? 'ID'} --input '${exampleInput([first.fact])}'`));
  return lines;
}

/** Example values of the shared facts whose shape is not guessed from their name (src/core/input/schema.ts). */
const SHARED_FACT_EXAMPLES: Record<string, unknown> = {
  'storage.containers': [{ capacityKg: 13, state: 'full', count: 40 }],
};

/** A JSON example with the facts set to placeholders of their kind. */
function exampleInput(facts: readonly string[]): string {
  const doc: Record<string, unknown> = {};
  for (const fact of facts) {
    const path = fact.split('.');
    let at = doc;
    for (const k of path.slice(0, -1)) {
      at[k] ??= {};
      at = at[k] as Record<string, unknown>;
    }
    const leaf = path.at(-1) as string;
    at[leaf] = SHARED_FACT_EXAMPLES[fact] ?? (/date$/i.test(leaf) ? '2015-03-01' : /M2$|M$|Kg$|count|number/i.test(leaf) ? 0 : '…');
  }
  return JSON.stringify(doc);
}
