/**
 * The summary `glp viability MUNICIPALITY` prints for a person: the areas allowed, excluded and
 * unknown (não levantado), the categories still to survey by name and by the id
 * `glp places survey declare` takes ("escola (school)"), and each distance rule with the places
 * it measures to and the statuses it counts by their names ("posto revendedor de GLP
 * [licenciado, existente]").
 */
import { formatDate, formatNumber } from '../core/format.ts';
import { activityWithId, placeCategoryName } from '../core/input/fact-names.ts';
import type { Pack } from '../core/pack.ts';
import type { Lang } from '../core/types.ts';
import { placeStatusName, registryCategoryWithId } from '../siting/types.ts';
import type { ViabilityMap } from '../siting/viability-types.ts';

export interface SummaryHeader {
  municipality: string;
  date: string;
  activity: string;
  normClass: string | undefined;
  /** A class of the pack's own law asked (VdC art. 5: A, B, C). */
  siteClass?: string | undefined;
  /** How long the map took, ms. */
  ms: number;
  /** The files written (--out, --svg, --png), or none: the summary says how to get them. */
  written: readonly string[];
}

export function viabilitySummaryText(pack: Pack, h: SummaryHeader, map: ViabilityMap, lang: Lang): string {
  const pt = lang === 'pt';
  const s = map.stats;
  const km2 = (x: number) => formatNumber(Number(x.toFixed(3)), lang);
  const n = (x: number) => formatNumber(x, lang);
  const activity = activityWithId(pack, h.activity, lang);
  const asked = h.normClass ?? h.siteClass;
  const cls = asked ? (pt ? `, classe ${asked}` : `, class ${asked}`) : '';
  const grid = `${n(map.grid.resolutionM)} m${pt ? '' : ' cells'} (${n(map.grid.nx)} × ${n(map.grid.ny)})`;
  const toSurvey = map.unsurveyed.map((u) => registryCategoryWithId(pack, u.category, lang)).join(', ');
  // Rules in force the map cannot draw leave the rest unknown too (their notes say why).
  const unmapped = map.unmapped.map((u) => u.citation).join('; ');
  // Zone rules no registered zone decides where it gives no kind: that ground is unknown too.
  const unzoned = [...new Set(map.unzoned.map((u) => u.citation))].join('; ');
  // With rules the map does not check, "allowed" is allowed only as to the distances it draws.
  const allowed =
    map.unchecked.length > 0
      ? map.rules.length + map.areaRules.length > 0
        ? { pt: 'permitido só quanto às distâncias', en: 'allowed only as to distances' }
        : { pt: 'permitido só quanto ao que o mapa desenha (nenhuma regra)', en: 'allowed only as to what the map draws (no rule)' }
      : { pt: 'permitido', en: 'allowed' };
  const lines = [
    pt
      ? `${pack.name} (${h.municipality}) em ${formatDate(h.date)}, ${activity}${cls}, células de ${grid}: ${n(Math.round(h.ms))} ms`
      : `${pack.name} (${h.municipality}) on ${formatDate(h.date)}, ${activity}${cls}, ${grid}: ${n(Math.round(h.ms))} ms`,
    pt
      ? `  ${allowed.pt}: ${km2(s.allowedAreaKm2)} km² em ${n(s.allowedAreas)} área(s); excluído: ${km2(s.excludedAreaKm2)} km² em ${n(s.excludedAreas)} área(s), por ${n(s.exclusions)} local(is)`
      : `  ${allowed.en}: ${km2(s.allowedAreaKm2)} km² in ${n(s.allowedAreas)} area(s); excluded: ${km2(s.excludedAreaKm2)} km² in ${n(s.excludedAreas)} area(s), by ${n(s.exclusions)} place(s)`,
    pt
      ? `  desconhecido (não levantado): ${km2(s.unknownAreaKm2)} km² em ${n(s.unknownAreas)} área(s)${toSurvey ? ` — categorias a levantar: ${toSurvey}` : ''}${unmapped ? ` — regras não mapeáveis: ${unmapped}` : ''}${unzoned ? ` — sem zona cadastrada (${unzoned})` : ''}`
      : `  unknown (not surveyed): ${km2(s.unknownAreaKm2)} km² in ${n(s.unknownAreas)} area(s)${toSurvey ? ` — categories to survey: ${toSurvey}` : ''}${unmapped ? ` — rules that cannot be mapped: ${unmapped}` : ''}${unzoned ? ` — no zone registered (${unzoned})` : ''}`,
  ];
  // "Allowed" only as to what the map draws: the rules left to check, by citation (ADR 0016).
  if (map.unchecked.length > 0)
    lines.push(
      pt
        ? `  falta conferir no lote (o mapa não desenha): ${map.unchecked.map((u) => `${u.citation} (${u.detail})`).join('; ')}`
        : `  still to check on the lot (the map does not draw them): ${map.unchecked.map((u) => `${u.citation} (${u.detail})`).join('; ')}`,
    );
  if (map.assumeSurveyed)
    lines.push(
      pt
        ? '  ATENÇÃO: cadastro considerado levantado (--assume-surveyed): resultado para planejamento, não para decisão'
        : '  WARNING: registry assumed surveyed (--assume-surveyed): a result for planning, not for a decision',
    );
  for (const r of map.rules) {
    // Prose: the places and the statuses counted by their names alone.
    const places = r.categories.map((c) => placeCategoryName(pack, c, lang) ?? c).join(', ');
    const statuses = r.statuses ? ` [${r.statuses.map((st) => placeStatusName(pack, st, lang)).join(', ')}]` : '';
    lines.push(`  ${r.fullId} (${r.citation}): ${r.op} ${formatNumber(r.radiusM, lang)} m ${pt ? 'de' : 'from'} ${places}${statuses}`);
  }
  for (const n of map.notes) lines.push(`  ${pt ? 'nota' : 'note'}: ${n}`);
  lines.push(
    h.written.length > 0
      ? `  → ${h.written.join(', ')}`
      : pt
        ? '  (resumo: o mapa em GeoJSON com --out ARQUIVO.geojson; a resposta exata num ponto com --at LON,LAT)'
        : '  (summary: the GeoJSON map with --out FILE.geojson; the exact answer at a point with --at LON,LAT)',
  );
  return `${lines.join('\n')}\n`;
}
