/**
 * A lot's stated area beside the area of the polygon the same document draws for it. The
 * distance rules measure from that polygon; the area rules (Belém art. 2, I: "área mínima de
 * 400 m²"; Vitória da Conquista arts. 4 and 8) compare the stated `lot.areaM2`. Where the two
 * disagree by more than LOT_AREA_TOLERANCE the finding says so: the comparison keeps the stated
 * area (the deed's, usually; a drawing is approximate), but an official should not miss that
 * the document contradicts itself.
 */
import { geodesicPolygonAreaM2 } from '../geo/geodesic.ts';
import type { RuleContext } from './context.ts';
import type { EstablishmentInput } from './input/schema.ts';

/** Share of the stated area by which the drawn polygon may differ before the finding says so (drawing accuracy). */
export const LOT_AREA_TOLERANCE = 0.1;

/** Adds a note to the finding when `stated` and the lot polygon's area differ by more than the tolerance. */
export function lotAreaNote<I extends EstablishmentInput>(ctx: RuleContext<I>, stated: number): void {
  const polygon = ctx.input.lot?.polygon;
  if (!polygon || !(stated > 0)) return;
  const drawn = geodesicPolygonAreaM2(polygon.coordinates as [number, number][][]);
  if (Math.abs(drawn - stated) <= LOT_AREA_TOLERANCE * stated) return;
  const [s, d] = [ctx.q(stated, 'm2'), ctx.q(Math.round(drawn), 'm2')];
  ctx.note(
    `A área informada do terreno (${s}) difere em mais de 10 % da área do polígono do lote (${d}, lot.polygon): a comparação usa a área informada; confira qual está certa.`,
    `The stated lot area (${s}) differs by more than 10 % from the area of the lot polygon (${d}, lot.polygon): the comparison uses the stated area; check which is right.`,
  );
}
