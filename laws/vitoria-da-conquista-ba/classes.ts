/**
 * Classes A, B and C of GLP outlets (Lei 709/1993, art. 5): the zone of art. 2 that
 * characterises each class, the free lot with its frontage and depth, and the number of
 * cylinders (full and empty) it may store. Shared by the rules (arts. 5, 12 VII, 13 IX,
 * 5 § 2) and the pack's classifier, so the class shown and the findings always agree.
 */
import { declareMemo, MissingFacts, type RuleContext } from '../../src/core/context.ts';
import { ruleCitation } from '../../src/core/engine.ts';
import { equivalentContainers, storageTotals } from '../../src/core/storage.ts';
import type { ClassDetail } from '../../src/core/types.ts';
import type { Outcome } from '../../src/core/pack.ts';
import type { Labelled } from '../../src/core/rulekit-outcomes.ts';
import { notApplicable } from '../../src/core/rulekit.ts';
import { expansionInsidePerimeter, measureAgainst, sellsGlpOrNa, statedPerimeter } from './helpers.ts';
import type { VdcInput } from './facts.ts';

export type ClassLetter = 'A' | 'B' | 'C';

export interface ClassSpec {
  letter: ClassLetter;
  /** Unit of art. 5 that defines the class. */
  unit: string;
  zoneParam: string;
  frontageParam: string;
  /** Class C: depth at the Secretaria's discretion, not checked. */
  depthParam?: string;
  maxParam: string;
}

export const CLASSES: readonly ClassSpec[] = [
  {
    letter: 'A',
    unit: 'art5-I',
    zoneParam: 'class-a-zone-items',
    frontageParam: 'class-a-min-frontage',
    depthParam: 'class-a-min-depth',
    maxParam: 'class-a-max-containers',
  },
  {
    letter: 'B',
    unit: 'art5-II',
    zoneParam: 'class-b-zone-items',
    frontageParam: 'class-b-min-frontage',
    depthParam: 'class-b-min-depth',
    maxParam: 'class-b-max-containers',
  },
  {
    letter: 'C',
    unit: 'art5-III',
    zoneParam: 'class-c-zone-items',
    frontageParam: 'class-c-min-frontage',
    maxParam: 'class-c-max-containers',
  },
];

export const CLASS_PARAMETERS = [
  ...CLASSES.flatMap((c) => [c.zoneParam, c.frontageParam, c.maxParam, ...(c.depthParam ? [c.depthParam] : [])]),
  'class-depth-reading',
  'zone-kind-to-art2-item',
];

/**
 * Whether a business of another trade that resells GLP is classified like an outlet
 * (interpretation shop-resale-classes: 'outlets-only' by default, 'shops-too').
 */
function shopClassified(ctx: RuleContext<VdcInput>): boolean {
  return ctx.interpretation<string>('shop-resale-classes') === 'shops-too';
}

/**
 * The class rules of art. 5 (the classes, their quantities, § 2º) for a business of another
 * trade: not applicable when it does not resell GLP or, under the default reading of
 * shop-resale-classes, because the classes govern the outlets only (the finding names the
 * reading). Null: evaluate it as an outlet.
 */
export function shopClassesOrNa(ctx: RuleContext<VdcInput>): Outcome | null {
  const early = sellsGlpOrNa(ctx);
  if (early || ctx.input.activity !== 'other-commerce' || shopClassified(ctx)) return early;
  return notApplicable(
    ctx,
    'Estabelecimento de outro ramo que revende GLP — leitura adotada: as classes A, B e C do art. 5º (terreno livre, testada, quantidade de botijões, § 2º) regem os postos de revenda, não a loja; valem o art. 5º, §§ 1º e 4º, e os arts. 14 e 15.',
    'A business of another trade that resells GLP — reading adopted: the classes A, B and C of art. 5 (free lot, frontage, number of cylinders, § 2) govern the resale outlets, not the shop; art. 5 §§ 1 and 4 and arts. 14 and 15 apply.',
  );
}

/** The stock, counted once per evaluation (interpretation container-count-basis). */
const STOCK = declareMemo('vitoria-da-conquista-ba/stock', ['container-count-basis', 'botijao-kg']);
/** The candidate classes, by zone alone or also by the lot's conditions. */
const CANDIDATES_BY_ZONE = declareMemo('vitoria-da-conquista-ba/class-candidates/zone', CLASS_PARAMETERS);
const CANDIDATES_FITTING = declareMemo('vitoria-da-conquista-ba/class-candidates/lot', CLASS_PARAMETERS);

const ZONE_LABEL: Record<string, { pt: string; en: string }> = {
  expansion: { pt: 'zona de expansão', en: 'expansion zone' },
  transition: { pt: 'zona de transição residencial/comércio', en: 'residential/commercial transition zone' },
  residential: { pt: 'zona residencial', en: 'residential zone' },
  commercial: { pt: 'zona comercial', en: 'commercial zone' },
  industrial: { pt: 'zona industrial', en: 'industrial zone' },
  mixed: { pt: 'zona mista', en: 'mixed zone' },
  other: { pt: 'outra zona', en: 'other zone' },
};

export interface ZoneInfo {
  kind: string;
  /** Item of art. 2 (I, II, III) or null when the zone is none of them. */
  item: string | null;
  label: string;
  /**
   * The zone kind stated for a lot outside the urban perimeter when it is not an expansion
   * zone: art. 2 I decides (item I) and every finding that depends on the zone says so.
   */
  statedKind?: string;
}

export function zoneLabel(ctx: RuleContext<VdcInput>, kind: string): string {
  const l = ZONE_LABEL[kind];
  return l ? ctx.t(l.pt, l.en) : kind;
}

/**
 * The lot's zone and the item of art. 2 it corresponds to. Art. 2 I names the expansion zones
 * "fora do perímetro urbano": a lot outside the perimeter is in item I whatever zone.kind says
 * (a kind that disagrees is reported in the finding), and an expansion zone inside the perimeter
 * is a contradiction (cannot evaluate). Otherwise zone.kind decides, mapped to the items by the
 * interpretation zone-kind-to-art2-item.
 */
export function zoneOf(ctx: RuleContext<VdcInput>): ZoneInfo {
  const inside = statedPerimeter(ctx);
  if (inside === false) {
    const stated = ctx.read('zone.kind');
    const zone: ZoneInfo = { kind: 'expansion', item: 'I', label: zoneLabel(ctx, 'expansion') };
    if (stated === undefined || stated === 'expansion') return zone;
    const s = zoneLabel(ctx, stated);
    ctx.note(
      `Fatos divergentes: zone.kind informa ${s}, mas o lote está fora do perímetro urbano; o art. 2º, I classifica o que está "fora do perímetro urbano" como zona de expansão (item I), e é o que se aplica. Confira os dois fatos.`,
      `Facts disagree: zone.kind says ${s}, but the lot is outside the urban perimeter; art. 2 I classifies what lies "fora do perímetro urbano" (outside the urban perimeter) as an expansion zone (item I), and that is applied. Check both facts.`,
    );
    return { ...zone, statedKind: stated };
  }
  const kind = ctx.need('zone.kind');
  if (kind === 'expansion' && inside === true) throw expansionInsidePerimeter(ctx);
  const map = ctx.interpretation<Record<string, string>>('zone-kind-to-art2-item');
  return { kind, item: map[kind] ?? null, label: zoneLabel(ctx, kind) };
}

export interface Stock {
  /** The number compared with the class and licence limits. */
  count: number;
  totalKg: number;
  containers: number;
  /** The arithmetic, in the evaluation language. */
  arithmetic: string;
}

/** Cylinders stored, full and empty, counted per container-count-basis. */
export function stockOf(ctx: RuleContext<VdcInput>): Stock {
  // Shared by the class, the licence-quantity and the art. 12/13 rules: once per evaluation.
  return ctx.memo(STOCK, () => computeStock(ctx));
}

/**
 * An application for the construction authorisation (art. 2) that describes no stock: nothing is
 * stored yet, so the class is built for what the application asks (art. 5 I–III; § 3º: the alvará
 * will state it) — a quantity or a class, asked for when it gives neither. True when it is one.
 */
export function constructionWithoutStock(ctx: RuleContext<VdcInput>): boolean {
  const app = ctx.input.application;
  if (app?.type !== 'construction' || ctx.input.storage?.containers !== undefined) return false;
  ctx.fact('application.type', 'construction');
  if (app.requestedQuantity === undefined && app.requestedClass === undefined) throw new MissingFacts(['application.requestedQuantity']);
  return true;
}

function computeStock(ctx: RuleContext<VdcInput>): Stock {
  if (constructionWithoutStock(ctx)) {
    return {
      count: 0,
      totalKg: 0,
      containers: 0,
      arithmetic: ctx.t('nada armazenado ainda (pedido de autorização para construção)', 'nothing stored yet (construction authorisation)'),
    };
  }
  const containers = ctx.need('storage.containers');
  const t = storageTotals(containers);
  const basis = ctx.interpretation<string>('container-count-basis');
  if (basis === 'all-containers') {
    return {
      count: t.containers,
      totalKg: t.totalKg,
      containers: t.containers,
      arithmetic: ctx.t(`${t.containers} recipientes (${t.arithmetic})`, `${t.containers} containers (${t.arithmetic})`),
    };
  }
  const p13 = ctx.param<number>('botijao-kg');
  const eq = equivalentContainers(t.totalKg, p13);
  return {
    count: eq,
    totalKg: t.totalKg,
    containers: t.containers,
    arithmetic: ctx.t(
      `${t.arithmetic} ÷ ${ctx.q(p13, 'kg')} = ${ctx.n(eq)} botijões (equivalentes P13)`,
      `${t.arithmetic} ÷ ${ctx.q(p13, 'kg')} = ${ctx.n(eq)} cylinders (P13 equivalents)`,
    ),
  };
}

export interface Requested {
  /** application.requestedQuantity: kg of nominal capacity, full and empty containers alike. */
  kg: number;
  /** The same in botijões (P13 equivalents), the unit of the class limits. */
  count: number;
  /** The conversion, in the evaluation language. */
  arithmetic: string;
}

/**
 * The quantity the application asks to store (application.requestedQuantity, in kg of nominal
 * capacity), in the law's unit: botijões of the reference 13 kg cylinder (botijao-kg), counted
 * like the stock, full and empty alike ("entre cheios e vazios", art. 5 I–III). The alvará states
 * the class and the quantity it grants (art. 5 § 3º). Undefined when no quantity is requested.
 */
export function requestedOf(ctx: RuleContext<VdcInput>): Requested | undefined {
  const kg = ctx.read('application.requestedQuantity');
  if (kg === undefined) return undefined;
  const p13 = ctx.param<number>('botijao-kg');
  // Always P13 equivalents, whatever container-count-basis says. The request is kg only (the
  // application names no containers), and the alvará states "a quantidade de botijões permitida"
  // (art. 5 § 3º) as those kg in botijões of 13 kg (procedure.ts countsContainers: botijao-kg,
  // art5-par3; src/licensing/quantity.ts, which reads no reading): the class granted must hold
  // the number the alvará will state. container-count-basis counts the containers stored (stockOf);
  // under all-containers a kg request has no count of its own to give. § 2º for an application
  // compares stock and request in kg (rules/art05.ts requestedStockOutcome), so it is unaffected.
  const count = equivalentContainers(kg, p13);
  return {
    kg,
    count,
    arithmetic: ctx.t(
      `${ctx.q(kg, 'kg')} ÷ ${ctx.q(p13, 'kg')} = ${ctx.n(count)} botijões (equivalentes P13)`,
      `${ctx.q(kg, 'kg')} ÷ ${ctx.q(p13, 'kg')} = ${ctx.n(count)} cylinders (P13 equivalents)`,
    ),
  };
}

/**
 * What the class granted must hold: the stock and the requested quantity, whichever is larger
 * (the alvará of a class cannot grant more than the class allows, art. 5 I–III and § 3º).
 */
export function demandOf(ctx: RuleContext<VdcInput>, stock: Stock): number {
  const requested = requestedOf(ctx);
  return requested ? Math.max(stock.count, requested.count) : stock.count;
}

export function parseRequestedClass(ctx: RuleContext<VdcInput>): ClassSpec | undefined {
  const raw = ctx.input.application?.requestedClass;
  if (raw === undefined) return undefined;
  const m = /^\s*(?:classe\s*|class\s*)?([abc])\s*$/i.exec(raw);
  if (!m) {
    ctx.note(
      `Classe pedida "${raw}" não é A, B nem C da Lei 709/1993: ignorada.`,
      `Requested class "${raw}" is not A, B or C of Lei 709/1993: ignored.`,
    );
    return undefined;
  }
  ctx.fact('application.requestedClass', raw);
  return CLASSES.find((c) => c.letter === (m[1] as string).toUpperCase());
}

export interface LotFit {
  spec: ClassSpec;
  ok: boolean;
  comparisons: Labelled[];
  reasons: string[];
}

export interface ClassCandidates {
  zone: ZoneInfo;
  requested?: ClassSpec;
  /** Classes whose zone matches (or the requested one, when its zone matches). */
  zoneMatches: ClassSpec[];
  /** When lot conditions were checked: each zone-matching class with its result. */
  fits: LotFit[];
  /** Classes that fit zone and (when checked) lot. */
  fitting: ClassSpec[];
}

function zoneItemsOf(ctx: RuleContext<VdcInput>, spec: ClassSpec): string[] {
  return ctx.param<string[]>(spec.zoneParam);
}

/** Checks the free lot, frontage and depth of each class (art. 5 I–III). */
function lotFits(ctx: RuleContext<VdcInput>, specs: readonly ClassSpec[]): LotFit[] {
  if (specs.length === 0) return [];
  const lot = ctx.input.lot;
  const pairs: [string, unknown][] = [
    ['lot.free', lot?.free],
    ['lot.frontageM', lot?.frontageM],
  ];
  if (specs.some((s) => s.depthParam)) pairs.push(['lot.depthM', lot?.depthM]);
  ctx.needAll(pairs);
  const free = lot?.free as boolean;
  const frontage = lot?.frontageM as number;
  const depth = lot?.depthM;
  return specs.map((spec) => {
    const comparisons: Labelled[] = [];
    const reasons: string[] = [];
    const cf = ctx.compare('lot.frontageM', frontage, spec.frontageParam);
    comparisons.push({ label: ctx.t(`testada (classe ${spec.letter})`, `frontage (class ${spec.letter})`), c: cf });
    if (!cf.holds) reasons.push(ctx.t(`testada: ${cf.text}`, `frontage: ${cf.text}`));
    if (spec.depthParam && depth !== undefined) {
      const cd = measureAgainst(ctx, 'lot.depthM', depth, spec.depthParam, 'class-depth-reading');
      comparisons.push({ label: ctx.t(`profundidade (classe ${spec.letter})`, `depth (class ${spec.letter})`), c: cd });
      if (!cd.holds) reasons.push(ctx.t(`profundidade: ${cd.text}`, `depth: ${cd.text}`));
    }
    if (!free) reasons.push(ctx.t('o terreno não é livre', 'the lot is not free'));
    return { spec, ok: reasons.length === 0, comparisons, reasons };
  });
}

/**
 * The zones of classes A and B come from an uncertain scan (transcription notes on art5-I and
 * art5-II; design law-notes): A is read "item II" and B "itens I e II" of art. 2, and "item I" for
 * A cannot be excluded. In a zone of item I or II, with class A or B in question (none requested,
 * or one of them), that reading decides which classes the zone admits: the class finding says so.
 * Class C ("item III") and the zone of item III are not in doubt.
 */
export function ocrZoneNote(ctx: RuleContext<VdcInput>, cands: ClassCandidates): void {
  const item = cands.zone.item;
  if (item !== 'I' && item !== 'II') return;
  if (cands.requested?.letter === 'C') return;
  const items = (param: string) => {
    const v = ctx.param<string[]>(param);
    const list = v.length > 1 ? `${v.slice(0, -1).join(', ')}${ctx.t(' e ', ' and ')}${v[v.length - 1]}` : (v[0] ?? '—');
    return `${v.length > 1 ? ctx.t('itens', 'items') : 'item'} ${list}`;
  };
  const a = items('class-a-zone-items');
  const b = items('class-b-zone-items');
  ctx.note(
    `Leitura incerta do texto digitalizado (OCR) decide a classe nesta zona (art. 2º, ${item}): o escaneado lê a classe A como "item II" e a B como "itens I e II" do art. 2º, e não exclui "item I" para a classe A (notas de transcrição do art. 5º, I e II). Em uso: classe A — ${a}; classe B — ${b} (parâmetros class-a-zone-items, class-b-zone-items).`,
    `An uncertain reading of the scanned text (OCR) decides the class in this zone (art. 2 ${item}): the scan reads class A as "item II" and B as "itens I e II" of art. 2, and does not exclude "item I" for class A (transcription notes on art. 5 I and II). In use: class A — ${a}; class B — ${b} (parameters class-a-zone-items, class-b-zone-items).`,
  );
}

/**
 * The classes that could apply: by zone (art. 2 item), restricted to the requested class when
 * there is one, and — when `checkLot` — to those whose lot conditions hold.
 */
export function classCandidates(ctx: RuleContext<VdcInput>, checkLot: boolean): ClassCandidates {
  return ctx.memo(checkLot ? CANDIDATES_FITTING : CANDIDATES_BY_ZONE, () => computeCandidates(ctx, checkLot));
}

function computeCandidates(ctx: RuleContext<VdcInput>, checkLot: boolean): ClassCandidates {
  const zone = zoneOf(ctx);
  const requested = parseRequestedClass(ctx);
  const pool = requested ? [requested] : [...CLASSES];
  const zoneMatches = zone.item === null ? [] : pool.filter((c) => zoneItemsOf(ctx, c).includes(zone.item as string));
  const fits = checkLot ? lotFits(ctx, zoneMatches) : [];
  const fitting = checkLot ? fits.filter((f) => f.ok).map((f) => f.spec) : zoneMatches;
  const out: ClassCandidates = { zone, zoneMatches, fits, fitting };
  if (requested) out.requested = requested;
  return out;
}

export function maxOf(ctx: RuleContext<VdcInput>, spec: ClassSpec): number {
  return ctx.param<number>(spec.maxParam);
}

/** The class assigned to a stock among the fitting ones (interpretation class-selection). */
export function selectClass(ctx: RuleContext<VdcInput>, fitting: readonly ClassSpec[], count: number): ClassSpec | null {
  if (fitting.length === 0) return null;
  const sorted = [...fitting].sort((a, b) => maxOf(ctx, a) - maxOf(ctx, b));
  const selection = ctx.interpretation<string>('class-selection');
  if (selection === 'largest-permitted') {
    const largest = sorted[sorted.length - 1] as ClassSpec;
    return count <= maxOf(ctx, largest) ? largest : null;
  }
  return sorted.find((c) => count <= maxOf(ctx, c)) ?? null;
}

/** The class whose limit bounds the stock: the requested one, else the fitting one with the largest limit. */
export function limitingClass(ctx: RuleContext<VdcInput>, cands: ClassCandidates): ClassSpec | null {
  if (cands.requested) return cands.fitting.includes(cands.requested) ? cands.requested : null;
  let best: ClassSpec | null = null;
  for (const c of cands.fitting) if (!best || maxOf(ctx, c) > maxOf(ctx, best)) best = c;
  return best;
}

function zoneText(ctx: RuleContext<VdcInput>, z: ZoneInfo): string {
  return z.item ? ctx.t(`${z.label} (art. 2º, ${z.item})`, `${z.label} (art. 2, ${z.item})`) : z.label;
}

/**
 * The pack's classifier: class A, B or C with the reason and its arithmetic, or null when no
 * class fits (rules art5, art13-IX / art12-VII then say why).
 */
export function classify(ctx: RuleContext<VdcInput>): ClassDetail | null {
  const activity = ctx.input.activity;
  let checkLot: boolean;
  if (activity === 'glp-resale') checkLot = true;
  else if (activity === 'other-commerce') {
    // A shop that resells GLP is classified only under shop-resale-classes 'shops-too', as an outlet.
    if (sellsGlpOrNa(ctx) || !shopClassified(ctx)) return null;
    checkLot = true;
  } else if (activity === 'glp-resale-at-fuel-station') checkLot = ctx.interpretation<string>('art12-VII-scope') === 'full-class';
  else return null;
  const cands = classCandidates(ctx, checkLot);
  if (cands.fitting.length === 0) return null;
  const stock = stockOf(ctx);
  const requested = requestedOf(ctx);
  const demand = demandOf(ctx, stock);
  const chosen = cands.requested
    ? demand <= maxOf(ctx, cands.requested) && cands.fitting.includes(cands.requested)
      ? cands.requested
      : null
    : selectClass(ctx, cands.fitting, demand);
  if (!chosen) return null;
  const max = maxOf(ctx, chosen);
  const fit = cands.fits.find((f) => f.spec === chosen);
  const lotText = fit ? `; ${ctx.t('terreno livre', 'free lot')}; ${fit.comparisons.map((l) => `${l.label}: ${l.c.text}`).join('; ')}` : '';
  const how = cands.requested
    ? ctx.t('classe pedida', 'requested class')
    : ctx.interpretation<string>('class-selection') === 'largest-permitted'
      ? ctx.t('a de maior limite admitida', 'the largest admitted')
      : requested
        ? ctx.t(
            'a de menor limite que comporta o estoque e a quantidade pedida',
            'the smallest that holds the stock and the requested quantity',
          )
        : ctx.t('a de menor limite que comporta o estoque', 'the smallest that holds the stock');
  const held = requested
    ? ctx.t(
        `estoque ${stock.arithmetic} e quantidade pedida ${requested.arithmetic}, ambos`,
        `stock ${stock.arithmetic} and requested quantity ${requested.arithmetic}, both`,
      )
    : ctx.t(`estoque ${stock.arithmetic}`, `stock ${stock.arithmetic}`);
  return {
    scheme: 'Lei 709/1993 art. 5',
    class: chosen.letter,
    citation: ruleCitation(ctx.pack, chosen.unit),
    totalKg: stock.totalKg,
    containers: stock.containers,
    reason: ctx.t(
      `${zoneText(ctx, cands.zone)}${lotText}; ${held} ≤ ${ctx.n(max)} → classe ${chosen.letter} (${how})`,
      `${zoneText(ctx, cands.zone)}${lotText}; ${held} ≤ ${ctx.n(max)} → class ${chosen.letter} (${how})`,
    ),
  };
}

/**
 * Over the class's limit, where the zone admits a larger class the lot does not: what keeps the
 * outlet out of it (its own item: art. 5º, I for class A's 12 m × 36 m), so the finding names the
 * unit that decides, not only the limit it hits.
 */
export function largerClassNotes(
  ctx: RuleContext<VdcInput>,
  cands: ClassCandidates,
  count: number,
  what: 'stock' | 'requested',
): { notes?: string[] } {
  const notes = cands.fits
    .filter((f) => !f.ok && maxOf(ctx, f.spec) >= count)
    .map((f) => {
      const item = f.spec.unit.replace(/^art5-/, '');
      const max = ctx.n(maxOf(ctx, f.spec));
      const [pt, en] = what === 'stock' ? ['o estoque', 'the stock'] : ['a quantidade pedida', 'the requested quantity'];
      return ctx.t(
        `A classe ${f.spec.letter} (até ${max}) comportaria ${pt}, mas o terreno não a admite (art. 5º, ${item}): ${f.reasons.join(', ')}.`,
        `Class ${f.spec.letter} (up to ${max}) would hold ${en}, but the lot does not admit it (art. 5 ${item}): ${f.reasons.join(', ')}.`,
      );
    });
  return notes.length > 0 ? { notes } : {};
}
