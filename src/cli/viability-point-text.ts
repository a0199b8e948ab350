/**
 * `glp viability MUNICIPALITY --at LON,LAT` for a person: may an establishment of this activity be
 * sited at this point, by which articles, and what is still unknown (a registry never surveyed is
 * "não levantado", not "nothing there"). The JSON beside it is `--format json`.
 */
import { formatDate, formatNumber } from '../core/format.ts';
import { activityWithId, namedPath, placeCategoryName } from '../core/input/fact-names.ts';
import type { FactsOwner } from '../core/input/vocabulary.ts';
import type { Lang, Status } from '../core/types.ts';
import type { LotCondition } from '../siting/site-classes.ts';
import { admittedClasses, type ClassViability, largestAllowedClass } from '../siting/viability-classes.ts';
import type { PointViability } from '../siting/viability-point.ts';
import { MARK, ORDER, wrap } from './render.ts';

const WORDS = {
  pt: {
    at: 'no ponto',
    verdict: 'Resultado',
    allowed: 'PERMITIDO pelas regras de localização',
    excluded: 'EXCLUÍDO pelas regras de localização',
    'cannot-evaluate': 'NÃO É POSSÍVEL AVALIAR',
    class: 'classe NBR 15514',
    place: 'local',
    note: 'nota',
    noRule: 'A lei não tem regra de localização nem de zona para esta atividade nesta data: nada foi medido.',
    survey: 'Categorias a levantar antes de decidir',
    assumed: 'ATENÇÃO: cadastro considerado levantado (--assume-surveyed): resultado para planejamento, não para decisão',
    outside: (m: string, name: string) =>
      `ATENÇÃO: o ponto fica ${m} fora do limite municipal (simplificado) de ${name}: confirme que o lote está no município — fora dele, esta lei não se aplica`,
    scope: 'Só as regras de localização e de zona; o pedido completo (documentos, estoque, instalações) é avaliado com glp evaluate.',
    noClass: 'As distâncias que a NBR 15514 fixa por classe pedem a classe da instalação: --class I, II, III…',
    byClass: 'Por classe da NBR 15514 (cada uma no máximo que armazena):',
    upTo: 'até',
    open: 'acima de',
    largest: 'Maior classe que este ponto admite',
    none: 'nenhuma classe é admitida com certeza neste ponto',
    short: { allowed: 'permitido', excluded: 'excluído', 'cannot-evaluate': 'não avaliável' },
    siteClass: 'classe',
    siteBy: (s: string) => `Por classe da ${s} (a zona decide; o terreno, a conferir):`,
    ifLot: 'permitido se o terreno cumprir',
    admitted: 'Classes que este ponto admite, se o terreno cumprir as condições de cada uma',
    conditions: 'Condições do terreno a conferir (um ponto não tem terreno; a lei as exige para a classe)',
    layers: 'Camadas a cadastrar antes de decidir',
    layer: { zone: 'zoneamento (zone)', 'urban-perimeter': 'perímetro urbano (urban-perimeter)' } as Record<string, string>,
    layerHow: (m: string, c: string) => `glp places import ${m} ARQUIVO --category ${c}`,
    noLayerAt: 'nenhuma área cadastrada contém o ponto',
  },
  en: {
    at: 'at',
    verdict: 'Result',
    allowed: 'ALLOWED by the siting rules',
    excluded: 'EXCLUDED by the siting rules',
    'cannot-evaluate': 'CANNOT EVALUATE',
    class: 'NBR 15514 class',
    place: 'place',
    note: 'note',
    noRule: 'The law has no siting or zone rule for this activity on this date: nothing was measured.',
    survey: 'Categories to survey before deciding',
    assumed: 'WARNING: registry assumed surveyed (--assume-surveyed): a result for planning, not for a decision',
    outside: (m: string, name: string) =>
      `WARNING: the point lies ${m} outside the (simplified) municipal boundary of ${name}: check that the lot is in the municipality — outside it, this law does not apply`,
    scope: 'Siting and zone rules only; the whole application (documents, stock, installations) is judged by glp evaluate.',
    noClass: 'The distances NBR 15514 sets by class need the installation’s class: --class I, II, III…',
    byClass: 'By NBR 15514 class (each at the most it stores):',
    upTo: 'up to',
    open: 'over',
    largest: 'Largest class this point admits',
    none: 'no class is certainly admitted at this point',
    short: { allowed: 'allowed', excluded: 'excluded', 'cannot-evaluate': 'cannot evaluate' },
    siteClass: 'class',
    siteBy: (s: string) => `By class of ${s} (the zone decides; the lot is to be checked):`,
    ifLot: 'allowed if the lot meets',
    admitted: 'Classes this point admits, if the lot meets the conditions of each',
    conditions: 'Lot conditions to check (a point has no lot; the law requires them for the class)',
    layers: 'Layers to register before deciding',
    layer: { zone: 'zoning (zone)', 'urban-perimeter': 'urban perimeter (urban-perimeter)' } as Record<string, string>,
    layerHow: (m: string, c: string) => `glp places import ${m} FILE --category ${c}`,
    noLayerAt: 'no registered area contains the point',
  },
} as const;

export interface PointHeader {
  /** The municipality's pack: the names of its activities and place categories. */
  pack: FactsOwner;
  municipality: string;
  name: string;
  point: [number, number];
  date: string;
  activity: string;
  normClass: string | undefined;
  /** A class of the law's own (VdC art. 5: A, B, C), asked with --class. */
  siteClass?: string | undefined;
}

/** Degrees as typed, to the 6th decimal (≈ 0,1 m), with the language's decimal mark. */
function coordinate(n: number, lang: Lang): string {
  const s = String(Number(n.toFixed(6)));
  return lang === 'pt' ? s.replace('.', ',') : s;
}

/** One line per class: its bound, the result, and the first citation that decided it. */
/** Conditions by citation: "terreno livre, testada ≥ 12 m (Lei 709/1993, art. 5º, I)". */
function conditionsText(conds: readonly LotCondition[]): string {
  const by = new Map<string, string[]>();
  for (const c of conds) by.set(c.citation, [...(by.get(c.citation) ?? []), c.text]);
  return [...by].map(([cite, texts]) => `${texts.join(', ')} (${cite})`).join('; ');
}

function classLines(rows: readonly ClassViability[], lang: Lang, width: number, scheme: string | undefined): string[] {
  const w = WORDS[lang];
  const bounds = rows.map((c, i) =>
    c.stores !== undefined
      ? c.stores
      : c.maxKg === null
        ? `${w.open} ${formatNumber(rows[i - 1]?.maxKg ?? 0, lang)} kg`
        : `${w.upTo} ${formatNumber(c.maxKg, lang)} kg`,
  );
  const pad = rows.reduce((m, c, i) => Math.max(m, `${c.class} (${bounds[i]})`.length), 0);
  const lines = ['', scheme ? w.siteBy(scheme) : w.byClass];
  rows.forEach((c, i) => {
    const head = `  ${`${c.class} (${bounds[i]})`.padEnd(pad)}  `;
    const why = c.deciding.length > 0 ? ` — ${[...new Set(c.deciding.map((d) => d.citation))].join('; ')}` : '';
    if (c.verdict === 'allowed' && c.conditions && c.conditions.length > 0) {
      // The lot's conditions under the row, cited: the head would leave them a narrow column.
      lines.push(`${head}${w.ifLot}:`, wrap(conditionsText(c.conditions), width, '      '));
      return;
    }
    // wrap() folds spaces, so the padded head is kept apart and only the words after it wrap.
    const rest = wrap(`${w.short[c.verdict]}${why}`, width, ' '.repeat(head.length));
    lines.push(head + rest.trimStart());
  });
  if (scheme) {
    const admitted = admittedClasses(rows);
    lines.push(wrap(`${w.admitted}: ${admitted.length > 0 ? admitted.join(', ') : w.none}`, width, '  ').trimStart());
  } else lines.push(`${w.largest}: ${largestAllowedClass(rows) ?? w.none}`);
  return lines;
}

export function pointViabilityText(
  h: PointHeader,
  r: PointViability & { byClass?: ClassViability[]; classScheme?: string },
  lang: Lang,
  width = 100,
): string {
  const w = WORDS[lang];
  const asked = h.siteClass
    ? `, ${w.siteClass} ${h.siteClass}${r.classScheme ? ` (${r.classScheme})` : ''}`
    : h.normClass
      ? `, ${w.class} ${h.normClass}`
      : '';
  const lines = [
    `${h.name} (${h.municipality}) — ${formatDate(h.date)} — ${activityWithId(h.pack, h.activity, lang)}${asked}`,
    `${w.at} ${coordinate(h.point[0], lang)}; ${coordinate(h.point[1], lang)} (LON; LAT)`,
    '',
    `${w.verdict}: ${w[r.verdict]}`,
  ];
  if (r.assumeSurveyed) lines.push(wrap(w.assumed, width, '  '));
  if (r.outsideBoundaryM !== undefined) lines.push(wrap(w.outside(`${formatNumber(r.outsideBoundaryM, lang)} m`, h.name), width, '  '));
  // "Allowed" with nothing cited would read as if the point had been checked.
  if (r.findings.length === 0) lines.push('', wrap(w.noRule, width, ''));
  const findings = [...r.findings].sort((a, b) => ORDER.indexOf(a.status as Status) - ORDER.indexOf(b.status as Status));
  for (const f of findings) {
    lines.push('', `  ${MARK[f.status as Status] ?? '·'} ${f.citation}  (${f.rule})`, wrap(f.message, width, '      '));
    for (const p of f.places as { name?: string; id?: string; category: string; distanceM?: number }[]) {
      // To the centimetre, as the finding compares it: 499,99 m is not "500 m" under a 500 m minimum.
      const d = p.distanceM === undefined ? '' : ` — ${formatNumber(Math.round(p.distanceM * 100) / 100, lang)} m`;
      // Prose: the place, then its category by name ("Escola Sol (escola)").
      const category = placeCategoryName(h.pack, p.category, lang) ?? p.category;
      lines.push(wrap(`${w.place}: ${p.name ?? p.id ?? category} (${category})${d}`, width, '      '));
    }
    // The arithmetic and the readings behind the message ("medido 7,49 m; a NBR 15514 exige no mínimo 7,5 m").
    for (const n of f.notes ?? []) lines.push(wrap(`${w.note}: ${n}`, width, '      '));
  }
  // To survey: by name and by the id `glp places survey declare` takes.
  const toSurvey = r.unsurveyed.map((c) => namedPath(c, placeCategoryName(h.pack, c, lang)));
  if (toSurvey.length > 0) lines.push('', wrap(`${w.survey}: ${toSurvey.join(', ')}`, width, ''));
  // A zone rule without a zone: the layer to register, never "allowed".
  for (const l of r.missingLayers ?? [])
    lines.push('', wrap(`${w.layers}: ${w.layer[l] ?? l} — ${w.noLayerAt}: ${w.layerHow(h.municipality, l)}`, width, '  '));
  if (r.conditions && r.conditions.length > 0) {
    lines.push('', w.conditions + ':');
    for (const c of r.conditions) lines.push(wrap(`- ${c.text} (${c.citation})`, width, '    ').replace(/^ */, '  '));
  }
  if (r.byClass) for (const l of classLines(r.byClass, lang, width, r.classScheme)) lines.push(l);
  // The packs' NBR 15514 rules cannot decide without the class; in a probe it is an option, not a fact.
  if (!h.normClass && r.findings.some((f) => f.status === 'cannot-evaluate' && f.message.includes('NBR 15514')))
    lines.push('', wrap(w.noClass, width, ''));
  lines.push('', wrap(w.scope, width, ''));
  return `${lines.join('\n')}\n`;
}
