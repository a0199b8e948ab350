/**
 * The viability map: where in a municipality may a new establishment of an activity (and
 * storage class) be sited, under every distance rule of its law, as of a date?
 *
 * The municipality is covered by a grid of `resolution`-metre cells (local metric scale at
 * its centre latitude). Each registered place of a category a distance rule measures to
 * excludes the cells whose centre lies within the rule's distance of it — a disc around a
 * point, the polygon buffered by the distance around a lot or an area. Allowed = inside
 * the municipal boundary and excluded by nothing. Runs of cells are labelled into connected
 * areas and traced into polygons: allowed areas, and excluded areas each carrying the
 * rules and places that exclude it.
 *
 * The map is a raster at the given resolution; the exact answer at any point comes from
 * `viabilityAt`, which runs the law's own rules through the engine with the registry.
 * How to read it: the part of the lot each law measures from (the whole lot where the law
 * measures edge to edge, Belém art. 2º par. único; the frontage, VdC art. 21 II; the
 * storage area or the point otherwise) must lie entirely within an allowed area.
 */
import { formatDate, formatNumber } from '../core/format.ts';
import { activityWithId } from '../core/input/fact-names.ts';
import { InputError } from '../core/input/validate.ts';
import { ruleCitation } from '../core/engine.ts';
import type { Pack } from '../core/pack.ts';
import { areaRules, zoneDependentRules } from './area-rules.ts';
import { normWaitingRules, type UncheckedRule } from './unchecked-rules.ts';
import { type BBox, bboxOf, bboxUnion, metresPerDegLat, metresPerDegLon, type PolygonGeometry } from './geom.ts';
import { resolveSiting, type UnmappedSitingRule } from './plan.ts';
import { type Runs, RunsBuilder, SpanBuffer } from './raster.ts';
import type { IndexedArea, MunicipalityRegistry, PlaceRegistry } from './registry.ts';
import { areaSummary, buildGeoJson, ruleSummary } from './viability-geojson.ts';
import { crossings, stampExclusion } from './viability-stamp.ts';
import { declareHint } from './surveys.ts';
import { registryCategoryWithId } from './types.ts';
import { splitRuns, unsurveyedSpans } from './viability-unknown.ts';
import { pushRuns, zoneGaps } from './viability-zone-gaps.ts';
import {
  type Exclusion,
  type ExclusionRule,
  type Grid,
  municipalityOf,
  type ViabilityMap,
  type ViabilityOptions,
} from './viability-types.ts';

export type { Exclusion, ExclusionRule, Grid, ViabilityMap, ViabilityOptions } from './viability-types.ts';

export function computeViability(
  source: PlaceRegistry | MunicipalityRegistry,
  pack: Pack,
  municipality: string,
  opts: ViabilityOptions,
): ViabilityMap {
  const reg = municipalityOf(source, municipality);
  const res = opts.resolutionM ?? 10;
  const areaOpts = {
    activity: opts.activity,
    date: opts.date,
    overrides: opts.overrides ?? {},
    ...(opts.normClass !== undefined ? { normClass: opts.normClass } : {}),
    ...(opts.siteClass !== undefined ? { siteClass: opts.siteClass } : {}),
  };
  const areas = areaRules(pack, areaOpts);
  if (!(res >= 0.5 && res <= 1000)) throw InputError.of('resolution', String(res), 'a cell size between 0.5 and 1000 metres');
  let boundaries: readonly Pick<IndexedArea, 'geom' | 'bbox'>[] = reg.areasOf('municipal-boundary', opts.date);
  // Nothing imported: the boundary the law pack ships (laws/<id>/boundary.json), issue 7 item 5.
  const shipped = boundaries.length === 0 ? packBoundary(pack) : [];
  if (shipped.length > 0) boundaries = shipped;
  if (boundaries.length === 0)
    throw InputError.of(
      'municipality',
      `no municipal boundary registered for ${municipality}`,
      'a boundary (glp places import MUNICIPALITY FILE --category municipal-boundary)',
    );
  const planOpts = { activity: opts.activity, date: opts.date, overrides: opts.overrides ?? {} } as Parameters<typeof resolveSiting>[1];
  if (opts.normClass !== undefined) planOpts.normClass = opts.normClass;
  const unmapped: UnmappedSitingRule[] = [];
  const rules = resolveSiting(pack, planOpts, unmapped);
  const pt = (opts.lang ?? 'pt') === 'pt';
  const notes: string[] = [
    pt
      ? `Grade de células de ${res} m: uma célula é permitida quando o seu centro respeita todas as distâncias da lei; a parte do imóvel de onde a lei mede deve estar inteira numa área permitida. A resposta exata num ponto: glp viability --at LON,LAT (API: /check).`
      : `Raster of ${res} m cells: a cell is allowed when its centre keeps every distance of the law; the part of the lot the law measures from must lie entirely within an allowed area. The exact answer at a point: glp viability --at LON,LAT (API: /check).`,
    pt
      ? 'Locais cadastrados em municípios vizinhos não são considerados.'
      : 'Places registered in neighbouring municipalities are not considered.',
  ];
  for (const u of unmapped)
    notes.push(
      pt
        ? `${u.fullId} (${u.citation}) não pode ser mapeada (${UNMAPPED_WHY.pt[u.reason]}: ${u.reason === 'no-siting' ? u.title.pt : u.detail}): a área que ela decidiria é desconhecida — só os locais cadastrados excluem; a resposta num ponto diz "não é possível avaliar".`
        : `${u.fullId} (${u.citation}) cannot be mapped (${UNMAPPED_WHY.en[u.reason]}: ${u.reason === 'no-siting' ? u.title.en : u.detail}): the ground it would decide is unknown — only registered places exclude; the answer at a point says "cannot evaluate".`,
    );
  // Distances of a table not loaded, measured on the lot (Nova Odessa art. 9, ANEXO I): never "allowed" silently.
  const waiting = normWaitingRules(pack, { ...areaOpts, lang: pt ? 'pt' : 'en' });
  const unchecked: UncheckedRule[] = waiting.map((r) => ({
    rule: r.rule,
    citation: r.citation,
    reason: 'norm-not-loaded',
    detail: pt
      ? `tabela de distâncias ${r.norms.join(', ')} não carregada; medidas no lote`
      : `distance table ${r.norms.join(', ')} not loaded; measured on the lot`,
  }));
  if (rules.length === 0 && unmapped.length === 0)
    notes.push(
      unchecked.length > 0
        ? pt
          ? `${pack.id} não tem regra de distância a locais cadastrados para ${activityWithId(pack, opts.activity, 'pt')} em ${formatDate(opts.date)}, e as distâncias que a lei fixa não são conferidas: ${waiting.map((w) => `${w.citation} — ${w.message}`).join(' ')} O mapa não diz permitido quanto a elas.`
          : `${pack.id} has no distance rule to registered places for ${activityWithId(pack, opts.activity, 'en')} on ${formatDate(opts.date)}, and the distances the law sets are not checked: ${waiting.map((w) => `${w.citation} — ${w.message}`).join(' ')} The map does not say allowed as to them.`
        : pt
          ? `${pack.id} não tem regra de distância para ${activityWithId(pack, opts.activity, 'pt')} em ${formatDate(opts.date)}: quanto a distâncias, tudo dentro do limite é permitido.`
          : `${pack.id} has no distance rule for ${activityWithId(pack, opts.activity, 'en')} on ${formatDate(opts.date)}: everything inside the boundary is allowed as far as distances go.`,
    );
  for (const r of rules)
    if (r.classDependent)
      notes.push(
        pt
          ? `${r.fullId}: a distância depende da classe de armazenamento (não informada): foi usada a maior, ${formatNumber(r.radiusM, 'pt')} m (classe Especial).`
          : `${r.fullId}: the distance depends on the storage class (not given): the largest, ${formatNumber(r.radiusM, 'en')} m (class Especial), was used.`,
      );
  if (shipped.length > 0)
    notes.push(
      pt
        ? `Limite municipal do pacote da lei: ${pack.boundary?.source} (${pack.boundary?.licence}).`
        : `Municipal boundary shipped with the law pack: ${pack.boundary?.source} (${pack.boundary?.licence}).`,
    );
  // Rules a point's zone decides that the map cannot draw (a zone fact the registry does not
  // fill, or a class not given): named, so that "allowed" reads as "as far as distances go".
  const drawn = new Set(areas.map((a) => a.rule));
  for (const id of zoneDependentRules(pack, areaOpts)) {
    if (drawn.has(id)) continue;
    const rule = pack.rules.find((r) => r.id === id);
    const citation = rule ? ruleCitation(pack, rule.implements[0] as string).text : id;
    unchecked.push({
      rule: `${pack.id}/${id}`,
      citation,
      reason: 'zone',
      detail: pt ? 'depende da zona do lote, que o cadastro não traz' : "depends on the lot's zone, which the registry does not carry",
    });
    notes.push(
      pt
        ? `${pack.id}/${id} (${citation}) depende da zona do lote e não é mapeada (o cadastro não traz o que ela pede): a resposta num ponto (glp viability --at) a avalia.`
        : `${pack.id}/${id} (${citation}) depends on the lot's zone and is not mapped (the registry does not carry what it asks): the answer at a point (glp viability --at) evaluates it.`,
    );
  }
  const perimeters = reg.areasOf('urban-perimeter', opts.date);
  for (const a of areas) {
    const layer = a.kind === 'zone-kind' ? reg.areasOf('zone', opts.date).length === 0 : perimeters.length === 0;
    if (layer)
      unchecked.push({
        rule: a.fullId,
        citation: a.citation,
        reason: 'zone',
        detail: pt
          ? `depende ${a.kind === 'zone-kind' ? 'do tipo de zona' : 'do perímetro urbano'}, não cadastrado`
          : `depends on the ${a.kind === 'zone-kind' ? 'zone kind' : 'urban perimeter'}, not registered`,
      });
    if (a.kind !== 'zone-kind' && perimeters.length === 0)
      notes.push(
        pt
          ? `${a.fullId} (${a.citation}) depende do perímetro urbano, e nenhum está cadastrado para ${municipality}: não mapeada.`
          : `${a.fullId} (${a.citation}) depends on the urban perimeter, and none is registered for ${municipality}: not mapped.`,
      );
    if (a.kind === 'zone-kind' && reg.areasOf('zone', opts.date).length === 0)
      notes.push(
        pt
          ? `${a.fullId} (${a.citation}) depende do tipo de zona, e nenhuma zona está cadastrada para ${municipality}: não mapeada.`
          : `${a.fullId} (${a.citation}) depends on the zone kind, and no zones are registered for ${municipality}: not mapped.`,
      );
  }

  // Grid over the boundary's box, metric at the centre latitude.
  let box: BBox = boundaries[0]?.bbox as BBox;
  for (const b of boundaries.slice(1)) box = bboxUnion(box, b.bbox);
  const latC = (box[1] + box[3]) / 2;
  const dLon = res / metresPerDegLon(latC);
  const dLat = res / metresPerDegLat(latC);
  const nx = Math.max(1, Math.ceil((box[2] - box[0]) / dLon));
  const ny = Math.max(1, Math.ceil((box[3] - box[1]) / dLat));
  if (opts.maxCells !== undefined && nx * ny > opts.maxCells) {
    // Cells scale with 1/res²: the finest resolution within the cap, rounded up to 0.5 m.
    const finest = Math.ceil(2 * res * Math.sqrt((nx * ny) / opts.maxCells)) / 2;
    throw InputError.of(
      'resolution',
      `${res} m (${nx * ny} cells over ${municipality})`,
      `at least ${finest} m here: a map may have at most ${opts.maxCells} cells`,
    );
  }
  const grid: Grid = { minLon: box[0], minLat: box[1], dLon, dLat, nx, ny, resolutionM: res };
  const rowLat = new Float64Array(ny);
  const rowKx = new Float64Array(ny);
  for (let y = 0; y < ny; y++) {
    rowLat[y] = box[1] + (y + 0.5) * dLat;
    rowKx[y] = metresPerDegLon(rowLat[y] as number);
  }
  const colOf = (lon: number) => (lon - box[0]) / dLon - 0.5; // fractional column of a longitude, cell centres at integers

  // Inside the boundary.
  // Inside the boundary: even–odd within each polygon (holes), union across polygons (a
  // municipality in parts, or the same boundary registered twice).
  const ib = new RunsBuilder(ny);
  const xs: number[] = [];
  const row: [number, number][] = [];
  for (let y = 0; y < ny; y++) {
    ib.startRow(y);
    row.length = 0;
    for (const bnd of boundaries) {
      crossings(bnd.geom.coordinates, rowLat[y] as number, xs);
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const a = Math.max(0, Math.ceil(colOf(xs[k] as number)));
        const b = Math.min(nx - 1, Math.floor(colOf(xs[k + 1] as number)));
        if (a <= b) row.push([a, b]);
      }
    }
    if (boundaries.length > 1) row.sort((p, q) => p[0] - q[0]);
    for (const [a, b] of row) ib.push(a, b);
  }
  const inside = ib.finish();

  // Exclusion spans.
  const exclusions: Exclusion[] = [];
  const spans = new SpanBuffer();
  for (const rule of rules) {
    const cats = new Set<string>(rule.categories);
    const statuses = rule.statuses ? new Set(rule.statuses) : null;
    const er: ExclusionRule = {
      fullId: rule.fullId,
      citation: rule.citation,
      radiusM: rule.radiusM,
      op: rule.op,
      summary: ruleSummary(rule),
    };
    for (const place of reg.placesOf(cats, opts.date)) {
      // A place whose status is not known may be one that counts: the map excludes around it (the
      // evaluation asks for the status). Dropping it would show a free area where a depot of
      // unknown status stands (VdC arts. 21 III, 23 II count only some statuses).
      if (statuses && place.rec.status !== null && !statuses.has(place.rec.status)) continue;
      const ex = exclusions.length;
      exclusions.push({ rule: er, place });
      stampExclusion(spans, grid, rowLat, rowKx, place, rule.radiusM, rule.op, ex);
    }
  }
  for (const a of areas) {
    const er: ExclusionRule = { fullId: a.fullId, citation: a.citation, radiusM: a.radiusM, op: a.op, summary: areaSummary(a) };
    if (a.kind === 'perimeter-buffer' || a.kind === 'zone-kind') {
      const list =
        a.kind === 'perimeter-buffer'
          ? perimeters
          : reg.areasOf('zone', opts.date).filter((z) => z.kind !== null && a.zoneKinds.includes(z.kind));
      for (const area of list) {
        const ex = exclusions.length;
        exclusions.push({ rule: er, place: area });
        stampExclusion(spans, grid, rowLat, rowKx, area, a.radiusM, a.op, ex);
      }
    } else if (perimeters.length > 0) {
      // Outside the perimeter: every cell of a row but the perimeter's spans.
      const ex = exclusions.length;
      exclusions.push({ rule: er, place: perimeters[0] as IndexedArea });
      const xs2: number[] = [];
      for (let y = 0; y < ny; y++) {
        const inPer: [number, number][] = [];
        for (const p of perimeters) {
          crossings(p.geom.coordinates, rowLat[y] as number, xs2);
          for (let k = 0; k + 1 < xs2.length; k += 2)
            inPer.push([Math.ceil(colOf(xs2[k] as number)), Math.floor(colOf(xs2[k + 1] as number))]);
        }
        inPer.sort((p, q) => p[0] - q[0]);
        let x = 0;
        for (const [a0, b0] of inPer) {
          if (a0 > x) spans.push(y, x, Math.min(nx - 1, a0 - 1), ex);
          x = Math.max(x, b0 + 1);
        }
        if (x <= nx - 1) spans.push(y, x, nx - 1, ex);
      }
    }
  }
  // Ground no registered zone covers: what each zone rule says there without a kind (viability-zone-gaps.ts).
  const gaps = zoneGaps(reg, areas, opts.date, grid, rowLat, rowKx, inside);
  for (const e of gaps.excluded) {
    const ex = exclusions.length;
    const er: ExclusionRule = { fullId: e.rule.fullId, citation: e.rule.citation, radiusM: 0, op: e.rule.op, summary: areaSummary(e.rule) };
    exclusions.push({ rule: er, place: e.place });
    pushRuns(spans, e.runs, ex);
  }
  // One note per side of the perimeter, naming every zone rule that waits on the zone there.
  for (const where of ['everywhere', 'inside-perimeter', 'outside-perimeter'] as const) {
    const here = gaps.unzoned.filter((u) => u.where === where);
    if (here.length === 0) continue;
    const named = here.map((u) => `${u.rule} (${u.citation})`).join(', ');
    const side =
      where === 'everywhere'
        ? ''
        : pt
          ? ` (${where === 'inside-perimeter' ? 'dentro' : 'fora'} do perímetro urbano)`
          : ` (${where === 'inside-perimeter' ? 'inside' : 'outside'} the urban perimeter)`;
    notes.push(
      pt
        ? `Onde nenhuma zona cadastrada dá o tipo de zona${side}, ${named} não pode${here.length > 1 ? 'm' : ''} ser avaliada${here.length > 1 ? 's' : ''}: área desconhecida — cadastre a zona (glp places import ${municipality} ARQUIVO --category zone).`
        : `Where no registered zone gives the zone kind${side}, ${named} cannot be evaluated: unknown ground — register the zone (glp places import ${municipality} FILE --category zone).`,
    );
  }
  // Excluded = inside ∩ the exclusions; the rest of inside is allowed unless not surveyed.
  const { kept: notExcluded, cut: excluded } = splitRuns(inside, spans, ny);
  // Issue 7 item 1: where a needed category is not surveyed, "allowed" would be a guess.
  const surveyed = opts.assumeSurveyed === true ? null : unsurveyedSpans(reg, rules, opts.date, grid, rowLat);
  // A rule in force the map cannot draw would decide every cell it does not know: all unknown.
  const unknownSpans = surveyed?.spans ?? (unmapped.length > 0 || gaps.unknown.length > 0 ? new SpanBuffer() : null);
  if (unknownSpans && unmapped.length > 0) for (let y = 0; y < ny; y++) unknownSpans.push(y, 0, nx - 1, -1);
  if (unknownSpans) for (const runs of gaps.unknown) pushRuns(unknownSpans, runs, -2);
  const { kept: allowed, cut: unknown } = unknownSpans
    ? splitRuns(notExcluded, unknownSpans, ny)
    : { kept: notExcluded, cut: emptyRuns(ny) };
  const unsurveyed = surveyed?.unsurveyed ?? [];
  if (opts.assumeSurveyed === true)
    notes.push(
      'Cadastro considerado levantado em todas as categorias (--assume-surveyed / assumeSurveyed=true): mapa para planejamento — uma área "permitida" pode conter locais não cadastrados.',
    );
  for (const u of unsurveyed) {
    // The category by its name, with the id the survey command takes: "escola (school)".
    const category = registryCategoryWithId(pack, u.category, pt ? 'pt' : 'en');
    const hint = declareHint(municipality, u.category, pt ? 'pt' : 'en');
    notes.push(
      u.reason === 'undeclared'
        ? pt
          ? `Cadastro não levantado: ${category}, exigido a ${u.radiusM} m — declare o levantamento com ${hint}.`
          : `Registry not surveyed: ${category}, needed to ${u.radiusM} m — declare the survey with ${hint}.`
        : pt
          ? `Levantamento de ${category} (${u.source}) cobre só a área declarada: fora dela, ou a menos de ${u.radiusM} m da sua borda, a área é desconhecida.`
          : `The survey of ${category} (${u.source}) covers the declared area only: outside it, or within ${u.radiusM} m of its edge, the area is unknown.`,
    );
  }
  const cellArea = res * res;
  const allowedCells = allowed.cells();
  const excludedCells = excluded.cells();
  const unknownCells = unknown.cells();
  const map: ViabilityMap = {
    municipality,
    grid,
    rules,
    areaRules: areas,
    exclusions,
    inside,
    allowed,
    excluded,
    unknown,
    unsurveyed,
    unmapped,
    unzoned: gaps.unzoned,
    unchecked,
    assumeSurveyed: opts.assumeSurveyed === true,
    stats: {
      cells: allowedCells + excludedCells + unknownCells,
      allowedCells,
      excludedCells,
      unknownCells,
      allowedAreaKm2: (allowedCells * cellArea) / 1e6,
      excludedAreaKm2: (excludedCells * cellArea) / 1e6,
      unknownAreaKm2: (unknownCells * cellArea) / 1e6,
      exclusions: exclusions.length,
      allowedAreas: 0,
      excludedAreas: 0,
      unknownAreas: 0,
    },
    notes,
    geojson: null,
  };
  if (opts.geojson !== false) map.geojson = buildGeoJson(map, pack, opts, spans);
  return map;
}

const UNMAPPED_WHY: Record<'pt' | 'en', Record<UnmappedSitingRule['reason'], string>> = {
  pt: {
    'norm-not-loaded': 'norma não carregada',
    'no-value': 'parâmetro sem valor nesta data',
    'no-siting': 'redação sem distância conhecida',
  },
  en: {
    'norm-not-loaded': 'norm not loaded',
    'no-value': 'parameter without a value on this date',
    'no-siting': 'wording with no known distance',
  },
};

function emptyRuns(ny: number): Runs {
  return new RunsBuilder(ny).finish();
}

/** The pack's shipped boundary as polygons with their boxes (a MultiPolygon gives one per part). */
function packBoundary(pack: Pack): Pick<IndexedArea, 'geom' | 'bbox'>[] {
  const g = pack.boundary?.geometry;
  if (!g) return [];
  const polys: PolygonGeometry[] =
    g.type === 'Polygon'
      ? [{ type: 'Polygon', coordinates: g.coordinates }]
      : g.coordinates.map((c) => ({ type: 'Polygon', coordinates: c }));
  return polys.map((geom) => ({ geom, bbox: bboxOf(geom) }));
}
