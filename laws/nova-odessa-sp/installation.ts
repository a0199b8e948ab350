/**
 * Nova Odessa — which regime a place's storage falls under, and its class.
 *
 * Art. 4: up to 5 containers of up to 13 kg, for own use → no class; art. 4 I–IV apply.
 * Art. 5: any larger quantity → an installation of class I–VI by the TOTAL NOMINAL kg of the
 * containers "cheios, parcialmente utilizados ou vazios" (arts. 4, 5; also art. 2 XII, art. 9 § 3º).
 * New containers (art. 2 I a: "novos", never filled — not "vazios", which art. 2 I d defines as
 * emptied after use) are not counted. DNC Portaria 27/1996 numbering
 * (IV ≤ 24 960, V ≤ 49 920, VI ≤ 99 840 kg), not NBR 15514's. Above class VI the law has no
 * class. Arts. 3 and 5–9 apply to art. 5 installations only.
 *
 * The quantity asked (`application.requestedQuantity`, kg): art. 5 makes storage above art. 4
 * need "instalação compatível com a quantidade de GLP", so the installation must be of the class
 * of the larger of what is stored and what the application asks to store (the class granted
 * covers the quantity requested). A quantity asked above art. 4's (5 × 13 kg) is art. 5 storage.
 * A licence application for a resale outlet that stores nothing yet and asks no quantity cannot
 * be classed: it needs the quantity (never "no container, nothing applies").
 */
import { ruleCitation } from '../../src/core/engine.ts';
import { declareMemo, MissingFacts, type RuleContext } from '../../src/core/context.ts';
import type { Container } from '../../src/core/input/schema.ts';
import type { Outcome } from '../../src/core/pack.ts';
import { type Guard, guard } from '../../src/core/rulekit.ts';
import { isLicenceApplication } from '../../src/core/rulekit-establishment.ts';
import { type StorageTotals, storageTotals } from '../../src/core/storage.ts';
import type { ClassDetail } from '../../src/core/types.ts';
import type { NovaOdessaInput } from './facts.ts';
import { CLASS_IDS, type ClassId } from './parameters/index.ts';

/**
 * Places with an address that may hold containers ("instalações de armazenamento", art. 2
 * XIII): outlets, and the premises art. 4 and art. 15 speak of.
 */
export const PREMISES: readonly string[] = ['glp-resale', 'own-consumption', 'other-commerce', 'residence', 'fuel-station'];
/** Activities that sell GLP lawfully: fixed and mobile sale points (art. 2 XV, XVI). */
export const SALE: readonly string[] = ['glp-resale', 'glp-mobile-sale'];
/**
 * The fixed sale point alone (posto fixo, art. 2 XV: "com endereço fixo"). Arts. 13 § 5º and 14
 * (caput and § 1º) bind "os postos fixos e os postos ambulantes"; their facts of the establishment
 * (safety.priceTableVisible, safety.identificationSign, safety.brandsSoldMatchLogo) describe the
 * fixed post and are asked of it only. A mobile post is the vehicle itself (art. 2 XVI: "locais
 * de venda … instalados em veículos"), so a mobile-sale reseller answers the same duties vehicle
 * by vehicle (rules/art13-14-mobile.ts), the rules the roadside check runs: asking them of its
 * establishment too would judge a place the law does not make a post, and could contradict what
 * the vehicles show.
 */
export const FIXED_SALE: readonly string[] = ['glp-resale'];
/** The mobile sale point (posto ambulante, art. 2 XVI; venda ambulante, art. 14 § 2º). */
export const MOBILE_SALE: readonly string[] = ['glp-mobile-sale'];

/** Every parameter the regime and class of an installation depend on (art. 4 and art. 5). */
export const INSTALLATION_PARAMETERS: readonly string[] = [
  'own-use-max-containers',
  'own-use-max-container-kg',
  'art4-art5-boundary',
  // Arts. 4 and 5 count the containers "cheios, parcialmente utilizados ou vazios", not the new ones (art. 2 I a).
  'counted-container-states',
  ...CLASS_IDS.map((c) => `class-${c}-max-kg`),
];
const INSTALLATION = declareMemo('nova-odessa-sp/installation', INSTALLATION_PARAMETERS);

type Ctx = RuleContext<NovaOdessaInput>;

/** none: no container; art4: own use; art5: classed installation; sale-forbidden: a place art. 15 forbids to sell GLP, selling. */
export type Regime = 'none' | 'art4' | 'art5' | 'sale-forbidden';

export interface Installation {
  regime: Regime;
  totals: StorageTotals;
  containers: readonly Container[];
  /** Art. 5 class; null when the regime is not art. 5 or the total is above class VI. */
  cls: ClassId | null;
  /** Upper bound of the class (kg); for "above VI", the class VI bound. */
  maxKg: number | null;
  /** Why the regime is what it is (shown in findings). */
  why: string;
  /** Short form of the class, e.g. "classe II (1.300 kg)" or "acima da classe VI (99.841 kg)". */
  short: string;
  /** New containers (art. 2 I a) stored and not counted. */
  uncounted: number;
  /** The quantity the application asks to store (kg), when it says one. */
  requestedKg: number | null;
  /** The kg that set the class: the larger of the stored total and the quantity asked. */
  quantityKg: number;
  /** How that quantity was found: the stored arithmetic, and the quantity asked when given. */
  basis: string;
}

/** "art. 5º, I, a" from a unit id (the citation without the law's title). */
export function cite(ctx: Ctx, unit: string): string {
  const text = ruleCitation(ctx.pack, unit).text;
  const comma = text.indexOf(', ');
  return comma >= 0 ? text.slice(comma + 2) : text;
}

function kg(ctx: Ctx, n: number): string {
  return ctx.q(n, 'kg');
}

/** The regime and class of the place's storage. Missing facts throw (→ cannot-evaluate). */
export function installationOf(ctx: Ctx): Installation {
  // Most rules of the law ask this first: compute it once per evaluation.
  return ctx.memo(INSTALLATION, () => computeInstallation(ctx));
}

/** The quantity asked, read and recorded when the application states it. */
function requestedOf(ctx: Ctx): number | null {
  return ctx.read('application.requestedQuantity') ?? null;
}

/** "30 × 13 kg = 390 kg; quantidade pedida: 1.000 kg". */
function basisOf(ctx: Ctx, totals: StorageTotals, requested: number | null): string {
  if (requested === null) return totals.arithmetic;
  return ctx.t(
    `${totals.arithmetic}; quantidade pedida: ${kg(ctx, requested)}`,
    `${totals.arithmetic}; quantity requested: ${kg(ctx, requested)}`,
  );
}

/** A licence application for a resale outlet with no stock and no quantity asked: the class cannot be known. */
function noQuantity(ctx: Ctx): MissingFacts {
  return new MissingFacts(
    ['application.requestedQuantity'],
    ctx.t(
      `Não é possível classificar a instalação (${cite(ctx, 'art5')}): pedido de licença de revenda sem recipientes armazenados e sem a quantidade pedida (application.requestedQuantity, kg) — a instalação deve ser compatível com a quantidade de GLP.`,
      `The installation cannot be classed (${cite(ctx, 'art5')}): a resale licence application with no containers stored and no quantity requested (application.requestedQuantity, kg) — the installation must be compatible with the quantity of GLP.`,
    ),
  );
}

function computeInstallation(ctx: Ctx): Installation {
  const stored = ctx.need('storage.containers');
  const counted = ctx.param<readonly string[]>('counted-container-states');
  const containers = stored.filter((c) => counted.includes(c.state));
  const uncounted = stored.filter((c) => !counted.includes(c.state)).reduce((n, c) => n + c.count, 0);
  const totals = storageTotals(containers);
  const requestedKg = requestedOf(ctx);
  const quantityKg = Math.max(totals.totalKg, requestedKg ?? 0);
  const base = { totals, containers, uncounted, requestedKg, quantityKg, basis: basisOf(ctx, totals, requestedKg) };
  if (totals.containers === 0 && requestedKg === null && ctx.input.activity === 'glp-resale' && isLicenceApplication(ctx))
    throw noQuantity(ctx);
  if (totals.containers === 0 && !(requestedKg !== null && requestedKg > 0)) {
    const none =
      uncounted > 0
        ? ctx.t(
            `nenhum recipiente cheio, parcialmente utilizado ou vazio (${uncounted} recipiente(s) novo(s), que os arts. 4º e 5º não contam: ${cite(ctx, 'art2-I-a')})`,
            `no full, partly used or empty container (${uncounted} new container(s), which arts. 4 and 5 do not count: ${cite(ctx, 'art2-I-a')})`,
          )
        : ctx.t('nenhum recipiente armazenado', 'no container stored');
    return { ...base, regime: 'none', cls: null, maxKg: null, why: none, short: none };
  }
  const newNote =
    uncounted > 0
      ? ctx.t(
          `; ${uncounted} recipiente(s) novo(s) não contado(s) (${cite(ctx, 'art2-I-a')}; os arts. 4º e 5º contam os cheios, parcialmente utilizados ou vazios)`,
          `; ${uncounted} new container(s) not counted (${cite(ctx, 'art2-I-a')}; arts. 4 and 5 count the full, partly used or empty ones)`,
        )
      : '';
  const activity = ctx.input.activity;
  let sells = false;
  if (activity !== 'glp-resale' && activity !== 'glp-mobile-sale') {
    const maxN = ctx.param<number>('own-use-max-containers');
    const maxEach = ctx.param<number>('own-use-max-container-kg');
    const small = withinArt4(ctx, totals, containers, requestedKg, maxN, maxEach);
    // Own consumption by definition; the other premises hold for own use unless they sell.
    sells = activity === 'own-consumption' ? false : ctx.need('establishment.sellsGlp');
    if (small && !sells) {
      const short = ctx.t('consumo próprio (art. 4º)', 'own use (art. 4)');
      return { short, ...base, regime: 'art4', cls: null, maxKg: null, why: art4Why(ctx, totals, containers, requestedKg, newNote) };
    }
  }
  const regime: Regime = sells ? 'sale-forbidden' : 'art5';
  // The class must hold what is stored and what is asked: the larger of the two sets it.
  const q = quantityKg;
  const asked =
    requestedKg !== null && requestedKg > totals.totalKg
      ? ctx.t(
          ` — a instalação deve ser compatível com a quantidade pedida, maior que a armazenada (${cite(ctx, 'art5')})`,
          ` — the installation must be compatible with the quantity requested, larger than the one stored (${cite(ctx, 'art5')})`,
        )
      : '';
  let previous = 0;
  for (const c of CLASS_IDS) {
    const max = ctx.param<number>(`class-${c}-max-kg`);
    if (q <= max) {
      const range =
        previous === 0
          ? ctx.t(`até ${kg(ctx, max)}`, `up to ${kg(ctx, max)}`)
          : ctx.t(`acima de ${kg(ctx, previous)} e até ${kg(ctx, max)}`, `above ${kg(ctx, previous)} and up to ${kg(ctx, max)}`);
      return {
        ...base,
        regime,
        short: ctx.t(`classe ${c} (${kg(ctx, q)})`, `class ${c} (${kg(ctx, q)})`),
        cls: c,
        maxKg: max,
        why: ctx.t(
          `Capacidade total: ${base.basis} → classe ${c} (${range}, ${cite(ctx, `art5-${c}-a`)})${asked}${newNote}`,
          `Total capacity: ${base.basis} → class ${c} (${range}, ${cite(ctx, `art5-${c}-a`)})${asked}${newNote}`,
        ),
      };
    }
    previous = max;
  }
  return {
    ...base,
    regime,
    short: ctx.t(`acima da classe VI (${kg(ctx, q)})`, `above class VI (${kg(ctx, q)})`),
    cls: null,
    maxKg: previous,
    why: ctx.t(
      `Capacidade total: ${base.basis} → ${kg(ctx, q)} > ${kg(ctx, previous)} (limite da classe VI, ${cite(ctx, 'art5-VI-a')}) → acima da classe VI a lei não prevê classe${newNote}`,
      `Total capacity: ${base.basis} → ${kg(ctx, q)} > ${kg(ctx, previous)} (class VI limit, ${cite(ctx, 'art5-VI-a')}) → above class VI the law has no class${newNote}`,
    ),
  };
}

/**
 * Art. 5: "qualquer quantidade de GLP superior àquela prevista no artigo 4º". Whether art. 4's
 * quantity is its container limits (≤ 5 containers of ≤ 13 kg) or the total they allow
 * (5 × 13 = 65 kg, so one 45 kg cylinder stays within it) is the interpretation
 * art4-art5-boundary. A quantity asked above 65 kg is beyond art. 4 in either reading; one
 * within it, with no container stated, is art. 4 by quantity, but by the container limits
 * only the containers can tell.
 */
function withinArt4(
  ctx: Ctx,
  totals: StorageTotals,
  containers: readonly Container[],
  requestedKg: number | null,
  maxN: number,
  maxEach: number,
): boolean {
  if (requestedKg !== null && requestedKg > maxN * maxEach) return false;
  const byQuantity = ctx.interpretation<string>('art4-art5-boundary') === 'total-quantity';
  if (byQuantity) return totals.totalKg <= maxN * maxEach;
  if (totals.containers === 0)
    throw new MissingFacts(
      ['storage.containers'],
      ctx.t(
        `Não é possível dizer se é o armazenamento do ${cite(ctx, 'art4')}: a quantidade pedida (${kg(ctx, requestedKg ?? 0)}) cabe nele só em até ${maxN} recipientes de até ${kg(ctx, maxEach)} — informe os recipientes (storage.containers).`,
        `Whether this is the storage of ${cite(ctx, 'art4')} cannot be told: the quantity requested (${kg(ctx, requestedKg ?? 0)}) fits it only in up to ${maxN} containers of up to ${kg(ctx, maxEach)} — report the containers (storage.containers).`,
      ),
    );
  const largest = Math.max(...containers.filter((c) => c.count > 0).map((c) => c.capacityKg));
  return totals.containers <= maxN && largest <= maxEach;
}

/** Why the storage is art. 4's: its containers, and the quantity asked when given. */
function art4Why(ctx: Ctx, totals: StorageTotals, containers: readonly Container[], requestedKg: number | null, newNote: string): string {
  const maxN = ctx.param<number>('own-use-max-containers');
  const maxEach = ctx.param<number>('own-use-max-container-kg');
  const asked =
    requestedKg === null
      ? ''
      : ctx.t(
          `; quantidade pedida ${kg(ctx, requestedKg)} (até ${maxN} × ${kg(ctx, maxEach)} = ${kg(ctx, maxN * maxEach)})`,
          `; quantity requested ${kg(ctx, requestedKg)} (up to ${maxN} × ${kg(ctx, maxEach)} = ${kg(ctx, maxN * maxEach)})`,
        );
  if (totals.containers === 0)
    return ctx.t(
      `nenhum recipiente armazenado${asked}, para consumo próprio → ${cite(ctx, 'art4')}, sem classe${newNote}`,
      `no container stored${asked}, for own use → ${cite(ctx, 'art4')}, no class${newNote}`,
    );
  const largest = Math.max(...containers.filter((c) => c.count > 0).map((c) => c.capacityKg));
  return ctx.t(
    `${totals.containers} recipiente(s) (até ${maxN}), o maior de ${kg(ctx, largest)} (até ${kg(ctx, maxEach)})${asked}, para consumo próprio → ${cite(ctx, 'art4')}, sem classe${newNote}`,
    `${totals.containers} container(s) (up to ${maxN}), the largest of ${kg(ctx, largest)} (up to ${kg(ctx, maxEach)})${asked}, for own use → ${cite(ctx, 'art4')}, no class${newNote}`,
  );
}

/** "Nenhum recipiente armazenado." — or, with only new containers, that none is counted. */
export function noContainer(ctx: Ctx, inst: Installation): string {
  return inst.uncounted > 0
    ? `${inst.why.charAt(0).toUpperCase()}${inst.why.slice(1)}.`
    : ctx.t('Nenhum recipiente armazenado.', 'No container stored.');
}

/** Not-applicable outcome when the storage is not an art. 5 installation; null when it is. */
export function notInstallation(ctx: Ctx, inst: Installation): Outcome | null {
  if (inst.regime === 'none') return { status: 'not-applicable', message: noContainer(ctx, inst) };
  if (inst.regime === 'art4')
    return {
      status: 'not-applicable',
      message: ctx.t(
        `Armazenamento para consumo próprio do art. 4º (${inst.why}): aplicam-se os incisos do art. 4º, não esta exigência das instalações classificadas.`,
        `Own-use storage of art. 4 (${inst.why}): the items of art. 4 apply, not this requirement of classed installations.`,
      ),
    };
  if (inst.regime === 'sale-forbidden')
    return {
      status: 'not-applicable',
      message: ctx.t(
        `Local onde a venda de GLP é vedada (${cite(ctx, 'art15')}) e que vende: não é instalação licenciável; a exigência não se aplica (ver ${cite(ctx, 'art15')}).`,
        `A place where selling GLP is forbidden (${cite(ctx, 'art15')}) and that sells: not a licensable installation; the requirement does not apply (see ${cite(ctx, 'art15')}).`,
      ),
    };
  return null;
}

/** For rules of art. 5 installations (arts. 3, 5–9): the body runs only for them. Reads INSTALLATION_PARAMETERS. */
export function forInstallation(ctx: Ctx, body: (inst: Installation) => Outcome): Outcome {
  const inst = installationOf(ctx);
  return notInstallation(ctx, inst) ?? body(inst);
}

/** For class-dependent rules: also not applicable above class VI (art. 5 rule reports that). Reads INSTALLATION_PARAMETERS. */
export function forClass(ctx: Ctx, body: (inst: Installation, cls: ClassId) => Outcome): Outcome {
  return forInstallation(ctx, (inst) => {
    if (inst.cls === null)
      return {
        status: 'not-applicable',
        message: ctx.t(
          `Armazenamento ${inst.short}: a lei não prevê classe e esta exigência depende da classe (ver ${cite(ctx, 'art5')}).`,
          `Storage ${inst.short}: the law provides no class and this requirement depends on the class (see ${cite(ctx, 'art5')}).`,
        ),
      };
    return body(inst, inst.cls);
  });
}

/** `unless` guard for rulekit builders: null for art. 5 installations, n/a otherwise. */
export const onlyInstallation: Guard<NovaOdessaInput> = guard(INSTALLATION_PARAMETERS, (ctx) => notInstallation(ctx, installationOf(ctx)));

/** `unless` guard for the art. 4 items: null for own-use storage of art. 4, n/a otherwise. */
export const onlyOwnUse: Guard<NovaOdessaInput> = guard(INSTALLATION_PARAMETERS, (ctx) => {
  const inst = installationOf(ctx);
  if (inst.regime === 'art4') return null;
  if (inst.regime !== 'art5') return notInstallation(ctx, inst);
  return {
    status: 'not-applicable',
    message: ctx.t(
      `Armazenamento acima do previsto no art. 4º (${inst.short}): aplicam-se os arts. 3º e 5º a 9º.`,
      `Storage above the art. 4 quantity (${inst.short}): arts. 3 and 5 to 9 apply.`,
    ),
  };
});

/** Containers of at most `maxKg` in the given states (count). */
export function countOf(containers: readonly Container[], maxKg: number, states: readonly Container['state'][]): number {
  return containers.filter((c) => c.capacityKg <= maxKg && states.includes(c.state)).reduce((n, c) => n + c.count, 0);
}

/** The storage class shown with every evaluation (pack.classify). */
export function classifyNovaOdessa(ctx: Ctx): ClassDetail | null {
  if (!PREMISES.includes(ctx.input.activity)) return null;
  if (ctx.input.storage?.containers === undefined) return null;
  const inst = installationOf(ctx);
  const unit = inst.regime === 'art4' ? 'art4' : inst.cls ? `art5-${inst.cls}-a` : 'art5';
  return {
    scheme: 'Lei 1.761/2000 art. 5',
    class: inst.cls,
    citation: ruleCitation(ctx.pack, unit),
    totalKg: inst.totals.totalKg,
    containers: inst.totals.containers,
    reason: inst.why,
  };
}
