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
  const notOnPallets = () => ({
    applies: false,
    why: ctx.t('recipientes não estão sobre estrados', 'containers are not on pallets'),
    comparisons: [],
  });
  const noWall = () => ({ applies: false, why: ctx.t('não há parede corta-fogo', 'there is no fire wall'), comparisons: [] });
  const noEquipment = (comparisons: Comparison[]) => ({
    applies: false,
    why: ctx.t('não há equipamento apropriado para o empilhamento', 'no suitable stacking equipment'),
    comparisons,
  });
  const wallTooLow = (c: Comparison) => ({
    applies: false,
    why: ctx.t(`parede corta-fogo acima da pilha: ${c.text}`, `fire wall above the stack: ${c.text}`),
    comparisons: [c],
  });
  const pallets0 = ctx.read('storage.onPallets');
  const wall0 = ctx.read('storage.fireWall');
  const equip0 = ctx.read('storage.stackingEquipment');
  if (pallets0 === false) {
    ctx.fact('storage.onPallets', false);
    return notOnPallets();
  }
  if (wall0 !== undefined && !wall0.present) {
    ctx.fact('storage.fireWall', wall0);
    return noWall();
  }
  if (equip0 === false) {
    ctx.fact('storage.stackingEquipment', false);
    return noEquipment([]);
  }
  const h0 = wall0?.heightAboveStackM;
  if (h0 !== undefined) {
    const c0 = ctx.compare('storage.fireWall.heightAboveStackM', h0, 'stacking-fire-wall-height');
    if (!c0.holds) return wallTooLow(c0);
  }
  const pallets = ctx.need('storage.onPallets');
  if (!pallets) return notOnPallets();
  const fw = ctx.need('storage.fireWall');
  if (!fw.present) return noWall();
  const [h, equip] = ctx.needAll(['storage.fireWall.heightAboveStackM', 'storage.stackingEquipment']);
  const c = ctx.compare('storage.fireWall.heightAboveStackM', h, 'stacking-fire-wall-height');
  if (!c.holds) return wallTooLow(c);
  if (!equip) return noEquipment([c]);
  return {
    applies: true,
    why: ctx.t(
      `estrados, parede corta-fogo ${ctx.q(h, 'm')} acima da pilha e equipamento apropriado (${cite(ctx, 'art9-par1')})`,
      `pallets, fire wall ${ctx.q(h, 'm')} above the stack and suitable equipment (${cite(ctx, 'art9-par1')})`,
    ),
    comparisons: [c],
  };
}

/** A stack limit in units, raised by art. 9 § 1º when it applies. */
