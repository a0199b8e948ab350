/**
 * Rule kit: the fire-resistant wall of ABNT NBR 15514 ("parede resistente ao fogo"), which
 * halves the norm's safety distances (all but drains and gutters) when it qualifies — no
 * openings, a fire resistance, a height and a distance from the container lots, each as the
 * pack's parameter sets (Salvador art. 2 § 2º and art. 10, Belém art. 2 I b). The wall is
 * storage.fireWall in the shared vocabulary; every pack reads it the one way below.
 */
import type { RuleContext } from './context.ts';

/** What NBR 15514 asks of the wall, and what it does to the distances (a pack parameter's value). */
export interface FireWallReduction {
  /** The distances are multiplied by it (one half). */
  factor: number;
  /** Norm columns the wall does not reduce (drains). */
  exceptColumns: string[];
  noOpenings: boolean;
  minFireResistanceHours: number;
  minHeightM: number;
  minDistanceFromStackM: number;
}

/** Whether the wall reduces the distances: it qualifies, it does not (and why), or facts are missing. */
export type FireWallState = { qualifies: true } | { qualifies: false; reason: string } | { missing: string[] };

/**
 * The wall of storage.fireWall against the norm's requirements `p`. Absent → the wall itself is
 * missing; a requirement known to fail decides (it does not qualify, naming each failure) even
 * when others are not stated; otherwise every requirement not stated is missing.
 */
export function fireWallState(ctx: RuleContext, p: FireWallReduction): FireWallState {
  const fw = ctx.input.storage?.fireWall;
  if (!fw) return { missing: ['storage.fireWall'] };
  ctx.fact('storage.fireWall', fw);
  if (!fw.present) return { qualifies: false, reason: ctx.t('não há parede corta-fogo', 'there is no fire wall') };
  const fails: string[] = [];
  const missing: string[] = [];
  if (p.noOpenings) {
    if (fw.hasOpenings === undefined) missing.push('storage.fireWall.hasOpenings');
    else if (fw.hasOpenings) fails.push(ctx.t('tem aberturas', 'has openings'));
  }
  const at = (value: number | undefined, fact: string, min: number, fail: (v: number) => string) => {
    if (value === undefined) missing.push(fact);
    else if (value < min) fails.push(fail(value));
  };
  at(fw.fireResistanceHours, 'storage.fireWall.fireResistanceHours', p.minFireResistanceHours, (v) =>
    ctx.t(
      `TRRF ${ctx.n(v)} h < ${ctx.n(p.minFireResistanceHours)} h`,
      `fire resistance ${ctx.n(v)} h < ${ctx.n(p.minFireResistanceHours)} h`,
    ),
  );
  at(fw.heightM, 'storage.fireWall.heightM', p.minHeightM, (v) =>
    ctx.t(`altura ${ctx.q(v, 'm')} < ${ctx.q(p.minHeightM, 'm')}`, `height ${ctx.q(v, 'm')} < ${ctx.q(p.minHeightM, 'm')}`),
  );
  at(fw.distanceFromStackM, 'storage.fireWall.distanceFromStackM', p.minDistanceFromStackM, (v) =>
    ctx.t(
      `a ${ctx.q(v, 'm')} dos lotes (< ${ctx.q(p.minDistanceFromStackM, 'm')})`,
      `${ctx.q(v, 'm')} from the lots (< ${ctx.q(p.minDistanceFromStackM, 'm')})`,
    ),
  );
  if (fails.length > 0)
    return {
      qualifies: false,
      reason: ctx.t(`a parede corta-fogo não se qualifica: ${fails.join(', ')}`, `the fire wall does not qualify: ${fails.join(', ')}`),
    };
  if (missing.length > 0) return { missing };
  return { qualifies: true };
}
