/**
 * The map's unknown ground in words: the categories still to survey, the distance rules in force
 * the map cannot draw (a norm table not loaded, a wording not received), and the zone rules no
 * registered zone decides (a zone layer that does not cover the ground) — alone or together. With
 * only rules, "categorias a levantar:" followed by nothing would read as a pass.
 */
export type Translate = (
  key: 'viability.mapUnknown' | 'viability.mapUnmapped' | 'viability.mapUnmappedToo' | 'viability.mapUnzoned' | 'viability.mapUnzonedToo',
  vars: Record<string, string>,
) => string;

export function unknownGroundText(
  t: Translate,
  map: {
    unsurveyed: readonly { category: string }[];
    unmapped: readonly { citation: string }[];
    unzoned?: readonly { citation: string }[];
  } | null,
  unknown: string,
): string {
  const categories = (map?.unsurveyed ?? []).map((u) => u.category).join(', ');
  const rules = (map?.unmapped ?? []).map((u) => u.citation).join('; ');
  const zones = [...new Set((map?.unzoned ?? []).map((u) => u.citation))].join('; ');
  const parts: string[] = [];
  if (categories || (!rules && !zones)) parts.push(t('viability.mapUnknown', { unknown, categories }));
  if (rules) parts.push(t(categories ? 'viability.mapUnmappedToo' : 'viability.mapUnmapped', { unknown, rules }));
  if (zones) parts.push(t(categories || rules ? 'viability.mapUnzonedToo' : 'viability.mapUnzoned', { unknown, rules: zones }));
  return parts.join(' ');
}
