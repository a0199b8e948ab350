/**
 * Salvador — NBR 15514 distances (art. 2 § 2º, art. 10). The class comes from the quantity the
 * reading nbr-class-quantity names (by default the larger of the requested quantity and the
 * total nominal kg of all containers on site); each distance is compared with the Table C1
 * column for that class; a qualifying fire wall halves every column except drains, and is
 * asked for only when a distance fails the full value.
 */
import { NBR15514_SOURCE } from '../../../src/core/compare.ts';
import { MissingFacts, NormNotLoaded, type RuleContext } from '../../../src/core/context.ts';
import { type FireWallState, fireWallState } from '../../../src/core/rulekit-firewall.ts';
import { type NormClass, type NormTable, normClassFor } from '../../../src/core/norms/registry.ts';
import { type ClassQuantity, classQuantity, needClassQuantity, stockQuantity } from '../../../src/core/class-quantity.ts';
import type { ClassifiedQuantity } from '../../../src/core/classes.ts';
import { storageTotals } from '../../../src/core/storage.ts';
import type { Outcome } from '../../../src/core/pack.ts';
import type { SitingEnv } from '../../../src/core/siting.ts';
import type { Comparison } from '../../../src/core/types.ts';
import type { SalvadorInput } from '../facts.ts';
import type { FireWallReduction } from '../parameters/index.ts';

export interface NbrBasis {
  table: NormTable;
  cls: NormClass;
  /** The kg the class was read from, both quantities and which one set it. */
  quantity: ClassQuantity;
  /** "classe II da NBR 15514:2020 (…)". */
  clsText: string;
  notes: string[];
}

/** The NBR 15514 table the law points to: the loaded edition, unless the interpretation requires the 2007 one. */
export function nbrTable(env: Pick<SitingEnv, 'norm' | 'param'>): NormTable {
  return checkedEdition(env.norm('nbr15514'), env.param<string>('nbr15514-edition-policy'));
}

function checkedEdition(table: NormTable, policy: string): NormTable {
  if (policy === 'adopted-2007' && table.edition !== '2007') throw new NormNotLoaded('nbr15514:2007');
  return table;
}

/** The reading of the quantity that classes the installation (rules that call nbrBasis declare it). */
export const CLASS_QUANTITY = 'nbr-class-quantity';

/**
 * The quantity the class is read from, as the reading nbr-class-quantity says: the larger of the
 * requested quantity and the stock (either alone when only one is known; neither → cannot
 * evaluate, naming both), or the containers described only.
 */
function classQuantityOf(ctx: RuleContext<SalvadorInput>): ClassQuantity {
  if (ctx.interpretation<string>(CLASS_QUANTITY) === 'stock') return stockQuantity(storageTotals(ctx.need('storage.containers')));
  return needClassQuantity(ctx);
}

/** The classifier's quantity: the same reading, or null when it cannot be told. */
export function classifiedQuantity(ctx: RuleContext): ClassifiedQuantity | null {
  const containers = ctx.input.storage?.containers;
  const q =
    ctx.param<string>(CLASS_QUANTITY) === 'stock' ? containers && stockQuantity(storageTotals(containers)) : classQuantity(ctx.input, ctx);
  if (!q) return null;
  return { totalKg: q.totalKg, ...(q.stock ? { containers: q.stock.containers } : {}), arithmetic: q.arithmetic };
}

/** The norm table (edition per parameter nbr15514-edition-policy), the quantity and its class. */
export function nbrBasis(ctx: RuleContext<SalvadorInput>): NbrBasis {
  const table = checkedEdition(ctx.norm('nbr15514'), ctx.interpretation<string>('nbr15514-edition-policy'));
  const quantity = classQuantityOf(ctx);
  const cls = normClassFor(table, quantity.totalKg);
  const notes = [
    ctx.t(
      `Aplicada a ABNT NBR 15514:${table.edition} carregada (${table.source}; confiança ${table.confidence.pt}): o art. 2º, § 2º e o art. 10 remetem à NBR 15514 adotada pela Resolução ANP nº 5/2008 "ou posterior normatização que venha atualizá-la ou substituí-la".`,
      `Applied the loaded ABNT NBR 15514:${table.edition} (${table.source}; confidence ${table.confidence.en}): art. 2 § 2 and art. 10 refer to the NBR 15514 adopted by ANP Resolution 5/2008 "or a later norm that updates or replaces it".`,
    ),
  ];
  // "posterior normatização": the edition in force on the evaluation date. Before the loaded
  // edition's year that was an earlier one (2007, adopted by Resolução ANP 5/2008), whose figures
  // are not loaded: the loaded one is applied, and the finding says it came later.
  if (/^\d{4}$/.test(table.edition) && ctx.date < `${table.edition}-01-01`)
    notes.push(
      ctx.t(
        `Em ${ctx.d(ctx.date)} a NBR 15514:${table.edition} ainda não existia: vigorava a edição anterior (2007, adotada pela Resolução ANP nº 5/2008), cujos valores não estão carregados; os desta edição posterior foram aplicados em seu lugar.`,
        `On ${ctx.d(ctx.date)} NBR 15514:${table.edition} did not exist yet: the earlier edition (2007, adopted by ANP Resolution 5/2008) was in force, and its values are not loaded; this later edition's were applied instead.`,
      ),
    );
  const clsText = ctx.t(
    `classe ${cls.class} da NBR 15514:${table.edition} (${quantity.arithmetic})`,
    `NBR 15514:${table.edition} class ${cls.class} (${quantity.arithmetic})`,
  );
  return { table, cls, quantity, clsText, notes };
}

/** The facts a finding shows: the class, the kg it was read from, both quantities and which one set it. */
export function basisFacts(basis: NbrBasis): Record<string, unknown> {
  const q = basis.quantity;
  return {
    nbrClass: basis.cls.class,
    totalKg: q.totalKg,
    ...(q.requestedKg !== undefined ? { requestedKg: q.requestedKg } : {}),
    ...(q.stock !== undefined ? { stockKg: q.stock.totalKg } : {}),
    classSetBy: q.setBy,
  };
}

/** Collects the comparisons of one rule against the norm's columns. */
export class NbrDistances {
  readonly comparisons: Comparison[] = [];
  readonly violations: string[] = [];
  readonly oks: string[] = [];
  readonly missing: string[] = [];
  readonly notes: string[] = [];
  private wall: FireWallState | undefined;
  private readonly ctx: RuleContext<SalvadorInput>;
  private readonly basis: NbrBasis;

  constructor(ctx: RuleContext<SalvadorInput>, basis: NbrBasis) {
    this.ctx = ctx;
    this.basis = basis;
  }

  limit(column: string): number {
    const v = this.basis.table.distances[column]?.byClass[this.basis.cls.class];
    if (v === undefined) throw new Error(`${this.basis.table.id}: no ${column} distance for class ${this.basis.cls.class}`);
    return v;
  }

  label(column: string): string {
    const l = this.basis.table.distances[column]?.label;
    return l ? l[this.ctx.lang] : column;
  }

  private wallState(): FireWallState {
    this.wall ??= fireWallState(this.ctx, this.ctx.param<FireWallReduction>('nbr15514-fire-wall'));
    return this.wall;
  }

  /**
   * One distance: `measured` (the fact's value) or, absent, `noneWithin` (no such feature within
   * that radius). Neither → the fact is missing.
   */
  check(fact: string, column: string, measured: number | undefined, noneWithin: number | undefined): void {
    const ctx = this.ctx;
    const limit = this.limit(column);
    const label = this.label(column);
    if (measured === undefined) {
      if (noneWithin !== undefined && noneWithin >= limit) {
        ctx.fact(`storage.distances.noneWithinM`, ctx.input.storage?.distances?.noneWithinM);
        this.oks.push(
          ctx.t(
            `${label}: nenhum no raio declarado de ${ctx.q(noneWithin, 'm')} (mínimo ${ctx.q(limit, 'm')})`,
            `${label}: none within the declared ${ctx.q(noneWithin, 'm')} (minimum ${ctx.q(limit, 'm')})`,
          ),
        );
      } else this.missing.push(fact);
      return;
    }
    ctx.fact(fact, measured);
    this.compare(fact, column, measured, label, limit);
  }

  /** A measured distance (from a fact or a surveyed place) against the column. */
  compare(fact: string, column: string, measured: number, label: string, limit: number = this.limit(column)): void {
    const ctx = this.ctx;
    // The distance is the norm's (art. 2 § 2º, art. 10 delegate it): the wording names NBR 15514, not the law.
    const c = ctx.compareWith(fact, measured, '>=', limit, 'm', NBR15514_SOURCE);
    if (c.holds) {
      this.comparisons.push(c);
      this.oks.push(`${label}: ${c.text}`);
      return;
    }
    const p = ctx.param<FireWallReduction>('nbr15514-fire-wall');
    if (p.exceptColumns.includes(column)) {
      this.comparisons.push(c);
      this.violations.push(
        ctx.t(
          `${label}: ${c.text} (a parede corta-fogo não reduz esta distância)`,
          `${label}: ${c.text} (a fire wall does not reduce this distance)`,
        ),
      );
      return;
    }
    // Nearer than even the halved distance: no wall would comply, so the wall is not asked for
    // (NBR 15514: the qualifying wall halves the distance; Belém art. 2 I b reads it the same).
    const halved = limit * p.factor;
    if (!ctx.compareWith(`${fact} (parede corta-fogo: distância reduzida à metade)`, measured, '>=', halved, 'm', NBR15514_SOURCE).holds) {
      this.comparisons.push(c);
      this.violations.push(
        ctx.t(
          `${label}: ${c.text}; nem a parede corta-fogo (${ctx.q(halved, 'm')}) bastaria`,
          `${label}: ${c.text}; not even a fire wall (${ctx.q(halved, 'm')}) would suffice`,
        ),
      );
      return;
    }
    const w = this.wallState();
    if ('missing' in w) {
      this.comparisons.push(c);
      this.missing.push(...w.missing.filter((m) => !this.missing.includes(m)));
      this.notes.push(
        ctx.t(
          `${label}: ${c.text}; só uma parede corta-fogo qualificada (que reduz à metade: ${ctx.q(limit * p.factor, 'm')}) atenderia — informe-a.`,
          `${label}: ${c.text}; only a qualifying fire wall (halving it to ${ctx.q(limit * p.factor, 'm')}) would comply — describe it.`,
        ),
      );
      return;
    }
    if (!w.qualifies) {
      this.comparisons.push(c);
      this.violations.push(`${label}: ${c.text} (${w.reason})`);
      return;
    }
    const c2 = ctx.compareWith(
      `${fact} (parede corta-fogo: distância reduzida à metade)`,
      measured,
      '>=',
      limit * p.factor,
      'm',
      NBR15514_SOURCE,
    );
    this.comparisons.push(c2);
    const text = ctx.t(
      `${label}: tabela ${ctx.q(limit, 'm')}, reduzida à metade por parede corta-fogo qualificada: ${c2.text}`,
      `${label}: table ${ctx.q(limit, 'm')}, halved by a qualifying fire wall: ${c2.text}`,
    );
    if (c2.holds) this.oks.push(text);
    else this.violations.push(text);
  }
}

export function nbrOutcome(
  ctx: RuleContext<SalvadorInput>,
  clsText: string,
  chk: NbrDistances,
  notes: string[],
  facts: Record<string, unknown>,
  places?: Outcome['places'],
): Outcome {
  const all = [...notes, ...chk.notes];
  const extra: Partial<Outcome> = places && places.length > 0 ? { places } : {};
  if (chk.violations.length > 0) {
    if (chk.missing.length > 0)
      all.push(
        ctx.t(
          `Falta informar também, para as demais distâncias: ${ctx.factList(chk.missing)}.`,
          `Also missing, for the other distances: ${ctx.factList(chk.missing)}.`,
        ),
      );
    return {
      status: 'violated',
      message: ctx.t(
        `Distância insuficiente (${clsText}): ${chk.violations.join('; ')}.`,
        `Distance too short (${clsText}): ${chk.violations.join('; ')}.`,
      ),
      comparisons: chk.comparisons,
      notes: all,
      facts,
      ...extra,
    };
  }
  if (chk.missing.length > 0) throw new MissingFacts(chk.missing);
  return {
    status: 'satisfied',
    message: ctx.t(`Distâncias atendidas (${clsText}): ${chk.oks.join('; ')}.`, `Distances met (${clsText}): ${chk.oks.join('; ')}.`),
    comparisons: chk.comparisons,
    notes: all,
    facts,
    ...extra,
  };
}
