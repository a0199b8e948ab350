/** Nova Odessa — art. 9 § 1º: the stacking increase art. 7 § 1º III/IV and art. 9 § 3º share. */
import type { RuleContext } from '../../../src/core/context.ts';
import type { Comparison } from '../../../src/core/types.ts';
import type { NovaOdessaInput } from '../facts.ts';
import { cite } from '../installation.ts';

/** Parameters the increase reads. */
export const STACKING_PARAMETERS: readonly string[] = ['stacking-fire-wall-height'];

/** Art. 9 § 1º: +50 % stacking with pallets, a fire wall > 1,50 m above the stack and equipment. */
export function stackingIncrease(ctx: RuleContext<NovaOdessaInput>): { applies: boolean; why: string; comparisons: Comparison[] } {
  // The increase needs every condition: one known to fail decides, whatever else is not reported
  // (no fire wall → no increase, pallets or not). Only with none failing is a missing one asked for.
  const pallets = ctx.read('storage.onPallets');
  const wall = ctx.read('storage.fireWall');
  const equip = ctx.read('storage.stackingEquipment');
  if (pallets === false) {
    ctx.fact('storage.onPallets', false);
    return { applies: false, why: ctx.t('recipientes não estão sobre estrados', 'containers are not on pallets'), comparisons: [] };
  }
  if (wall !== undefined && !wall.present) {
    ctx.fact('storage.fireWall', wall);
    return { applies: false, why: ctx.t('não há parede corta-fogo', 'there is no fire wall'), comparisons: [] };
  }
  if (equip === false) {
    ctx.fact('storage.stackingEquipment', false);
    return {
      applies: false,
      why: ctx.t('não há equipamento apropriado para o empilhamento', 'no suitable stacking equipment'),
      comparisons: [],
    };
  }
  const known = wall?.heightAboveStackM;
  const c = known === undefined ? undefined : ctx.compare('storage.fireWall.heightAboveStackM', known, 'stacking-fire-wall-height');
  if (c && !c.holds)
    return {
      applies: false,
      why: ctx.t(`parede corta-fogo acima da pilha: ${c.text}`, `fire wall above the stack: ${c.text}`),
      comparisons: [c],
    };
  // None fails: what is still unknown is asked for, in this order; once all are known, all hold.
  ctx.need('storage.onPallets');
  ctx.need('storage.fireWall');
  const [h] = ctx.needAll(['storage.fireWall.heightAboveStackM', 'storage.stackingEquipment']);
  return {
    applies: true,
    why: ctx.t(
      `estrados, parede corta-fogo ${ctx.q(h, 'm')} acima da pilha e equipamento apropriado (${cite(ctx, 'art9-par1')})`,
      `pallets, fire wall ${ctx.q(h, 'm')} above the stack and suitable equipment (${cite(ctx, 'art9-par1')})`,
    ),
    comparisons: c ? [c] : [],
  };
}

/** A stack limit in units, raised by art. 9 § 1º when it applies. */
