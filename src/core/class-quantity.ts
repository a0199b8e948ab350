/**
 * The quantity a storage class is read from when a law classes the installation a licence
 * would allow (Belém art. 2 I b, Salvador arts. 2 § 2º and 10): the quantity the application
 * asks to store (application.requestedQuantity, kg of nominal capacity) and the stock on site
 * (storage.containers, every container: NBR 15514 counts empties in the area's capacity). When
 * both are known the larger decides — the distances must hold for what is licensed and for what
 * is kept — and the arithmetic says which one set it. Neither known → the class cannot be told.
 */
import { MissingFacts, type RuleContext } from './context.ts';
import type { EstablishmentInput } from './input/schema.ts';
import { type StorageTotals, storageTotals } from './storage.ts';

/** Which quantity set the class: the request, the stock, or both (equal). */
export type ClassQuantitySource = 'requested' | 'stock' | 'equal';

export interface ClassQuantity {
  /** The kg the class is read from: the larger of the two when both are known. */
  totalKg: number;
  requestedKg: number | undefined;
  stock: StorageTotals | undefined;
  setBy: ClassQuantitySource;
  /** The arithmetic shown in findings, in the evaluation's language. */
  arithmetic: string;
}

type Lang = Pick<RuleContext, 't' | 'n'>;

/** The stock alone (the containers described), as a ClassQuantity. */
export function stockQuantity(stock: StorageTotals): ClassQuantity {
  return { totalKg: stock.totalKg, requestedKg: undefined, stock, setBy: 'stock', arithmetic: stock.arithmetic };
}

/** The quantity from the input, or null when neither the request nor the stock is known. */
export function classQuantity(input: EstablishmentInput, ctx: Lang): ClassQuantity | null {
  const requestedKg = input.application?.requestedQuantity;
  const containers = input.storage?.containers;
  const stock = containers ? storageTotals(containers) : undefined;
  if (requestedKg === undefined) return stock === undefined ? null : stockQuantity(stock);
  const requested = ctx.t(`quantidade requerida ${ctx.n(requestedKg)} kg`, `requested quantity ${ctx.n(requestedKg)} kg`);
  if (stock === undefined)
    return {
      totalKg: requestedKg,
      requestedKg,
      stock,
      setBy: 'requested',
      arithmetic: ctx.t(`${requested}; recipientes no local não informados`, `${requested}; containers on site not given`),
    };
  const totalKg = Math.max(requestedKg, stock.totalKg);
  const setBy: ClassQuantitySource = requestedKg === stock.totalKg ? 'equal' : requestedKg > stock.totalKg ? 'requested' : 'stock';
  const which = {
    requested: ctx.t('vale a maior, a quantidade requerida', 'the larger applies, the requested quantity'),
    stock: ctx.t('vale a maior, a dos recipientes no local', 'the larger applies, the containers on site'),
    equal: ctx.t('as duas são iguais', 'the two are equal'),
  }[setBy];
  return {
    totalKg,
    requestedKg,
    stock,
    setBy,
    arithmetic: ctx.t(
      `${requested}; recipientes no local ${stock.arithmetic}; ${which}: ${ctx.n(totalKg)} kg`,
      `${requested}; containers on site ${stock.arithmetic}; ${which}: ${ctx.n(totalKg)} kg`,
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
