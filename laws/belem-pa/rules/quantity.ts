/**
 * Belém — the quantity the NBR 15514 class of art. 2, I, b is judged on. "Somente serão
 * aprovadas plantas para a construção de Postos …" (art. 2): the plan is of a storage area for
 * the quantity the application asks to store (application.requestedQuantity, kg of full
 * containers), before any container is on site; an outlet's stock (storage.containers, every
 * container: NBR 15514 counts empties in the area's capacity) is what it does store. When both
 * are known the larger decides: the distances must hold for what is licensed and for what is
 * kept. Neither known → the class, and so the distances, cannot be told.
 */
import type { RuleContext } from '../../../src/core/context.ts';
import { MissingFacts } from '../../../src/core/context.ts';
import type { EstablishmentInput } from '../../../src/core/input/schema.ts';
import { type StorageTotals, storageTotals } from '../../../src/core/storage.ts';

export interface ClassQuantity {
  /** The kg the class is read from: the larger of the two when both are known. */
  totalKg: number;
  requestedKg: number | undefined;
  stock: StorageTotals | undefined;
  /** The arithmetic shown in findings, in the evaluation's language. */
  arithmetic: string;
}

type Lang = Pick<RuleContext, 't' | 'n'>;

/** The quantity from the input, or null when neither the request nor the stock is known. */
export function classQuantity(input: EstablishmentInput, ctx: Lang): ClassQuantity | null {
  const requestedKg = input.application?.requestedQuantity;
  const containers = input.storage?.containers;
  const stock = containers ? storageTotals(containers) : undefined;
  if (requestedKg === undefined && stock === undefined) return null;
  const requested =
    requestedKg === undefined ? '' : ctx.t(`quantidade requerida ${ctx.n(requestedKg)} kg`, `requested quantity ${ctx.n(requestedKg)} kg`);
  if (stock === undefined) return { totalKg: requestedKg as number, requestedKg, stock, arithmetic: requested };
  if (requestedKg === undefined) return { totalKg: stock.totalKg, requestedKg, stock, arithmetic: stock.arithmetic };
  const totalKg = Math.max(requestedKg, stock.totalKg);
  return {
    totalKg,
    requestedKg,
    stock,
    arithmetic: ctx.t(
      `${requested}; recipientes no local ${stock.arithmetic}; vale a maior, ${ctx.n(totalKg)} kg`,
      `${requested}; containers on site ${stock.arithmetic}; the larger applies, ${ctx.n(totalKg)} kg`,
    ),
  };
}

/** The quantity a rule reads: recorded as facts; neither known → cannot evaluate, naming both. */
export function needClassQuantity(ctx: RuleContext): ClassQuantity {
  const q = classQuantity(ctx.input, ctx);
  if (q === null)
    throw new MissingFacts(
      ['application.requestedQuantity', 'storage.containers'],
      ctx.t(
        'Não é possível avaliar: a classe da NBR 15514 depende da quantidade — informe a quantidade requerida (application.requestedQuantity, kg) ou os recipientes armazenados (storage.containers).',
        'Cannot evaluate: the NBR 15514 class depends on the quantity — give the requested quantity (application.requestedQuantity, kg) or the containers stored (storage.containers).',
      ),
    );
  if (q.requestedKg !== undefined) ctx.fact('application.requestedQuantity', q.requestedKg);
  if (q.stock !== undefined) ctx.fact('storage.containers', ctx.input.storage?.containers);
  return q;
}
