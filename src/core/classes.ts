/** Storage classifiers shared by packs that rely on a norm's class table. */
import type { RuleContext } from './context.ts';
import { normClassFor } from './norms/registry.ts';
import { storageTotals } from './storage.ts';
import type { ClassDetail } from './types.ts';
import { ruleCitation } from './engine.ts';

/** NBR 15514 class from the total nominal kg of all containers (Salvador, Belém). */
export function nbrClassifier(citeUnit: string, activities: readonly string[]) {
  return (ctx: RuleContext): ClassDetail | null => {
    if (!activities.includes(ctx.input.activity)) return null;
    const containers = ctx.input.storage?.containers;
    if (!containers) return null;
    const table = ctx.norm('nbr15514');
    const t = storageTotals(containers);
    const c = normClassFor(table, t.totalKg);
    return {
      scheme: `NBR 15514:${table.edition}`,
      class: c.class,
      citation: ruleCitation(ctx.pack, citeUnit),
      totalKg: t.totalKg,
      containers: t.containers,
      reason: ctx.t(
        `${t.arithmetic} → classe ${c.class} da NBR 15514:${table.edition} (${c.maxKg === null ? 'acima de 99.840 kg' : `até ${ctx.n(c.maxKg)} kg`})`,
        `${t.arithmetic} → NBR 15514:${table.edition} class ${c.class} (${c.maxKg === null ? 'above 99,840 kg' : `up to ${ctx.n(c.maxKg)} kg`})`,
      ),
    };
  };
}
