/** Belém — pieces several rules share: the outlet activity and the art. 5 exemption. */
import { lawOf, existedBefore } from '../../../src/core/rulekit-establishment.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { guard } from '../facts.ts';

/** Posto Revendedor de GLP (art. 1). */
export const OUTLET: readonly string[] = ['glp-resale'];

/**
 * Art. 5: arts. 2 and 4 do not apply to outlets existing, or with a construction licence
 * approved, on the date the law came into force (its own date: a derived law's, not Belém's).
 */
export const art5Exemption = guard([], (ctx) => {
  const inForce = lawOf(ctx).inForceFrom;
  if (!existedBefore(ctx, inForce)) return null;
  const d = ctx.d(inForce);
  return notApplicable(
    ctx,
    `Posto existente ou com licença de construção aprovada até ${d}: art. 5º dispensa os arts. 2º e 4º.`,
    `Outlet existing or with a construction licence approved by ${d}: art. 5 exempts it from arts. 2 and 4.`,
  );
});

export const art5 = { exceptions: ['art5'], unless: art5Exemption };
