/** Storage classifiers shared by packs that rely on a norm's class table. */
import type { RuleContext } from './context.ts';
import { normClassFor } from './norms/registry.ts';
import { storageTotals } from './storage.ts';
import type { ClassDetail } from './types.ts';
import { ruleCitation } from './engine.ts';

/** The quantity a class is read from: kg, the containers counted when known, the arithmetic shown. */
export interface ClassifiedQuantity {
  totalKg: number;
  containers?: number | undefined;
  arithmetic: string;
}

/** The total nominal kg of all containers stored (storage.containers), or null when not given. */
function storedContainers(ctx: RuleContext): ClassifiedQuantity | null {
  const containers = ctx.input.storage?.containers;
  if (!containers) return null;
  const t = storageTotals(containers);
  return { totalKg: t.totalKg, containers: t.containers, arithmetic: t.arithmetic };
}

/**
 * NBR 15514 class (Salvador, Belém): from the total nominal kg of all containers, or from the
 * quantity a pack's law reads (`quantity`: e.g. Belém's, the larger of the requested quantity
 * and the stock).
 */
export function nbrClassifier(
  citeUnit: string,
  activities: readonly string[],
  quantity: (ctx: RuleContext) => ClassifiedQuantity | null = storedContainers,
) {
  return (ctx: RuleContext): ClassDetail | null => {
    if (!activities.includes(ctx.input.activity)) return null;
    const q = quantity(ctx);
    if (!q) return null;
    const table = ctx.norm('nbr15514');
    const c = normClassFor(table, q.totalKg);
    return {
      scheme: `NBR 15514:${table.edition}`,
      class: c.class,
      citation: ruleCitation(ctx.pack, citeUnit),
      totalKg: q.totalKg,
      ...(q.containers !== undefined ? { containers: q.containers } : {}),
      reason: ctx.t(
        `${q.arithmetic} → classe ${c.class} da NBR 15514:${table.edition} (${c.maxKg === null ? 'acima de 99.840 kg' : `até ${ctx.n(c.maxKg)} kg`})`,
        `${q.arithmetic} → NBR 15514:${table.edition} class ${c.class} (${c.maxKg === null ? 'above 99,840 kg' : `up to ${ctx.n(c.maxKg)} kg`})`,
      ),
    };
  };
}
