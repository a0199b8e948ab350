/**
 * Lei 709/1993, art. 5: classes A, B and C of GLP outlets, where GLP may not be sold (§ 1º), the licensed quantity (§ 2º) and the sidewalk (§ 4º).
 */
import type { RuleContext } from '../../../src/core/context.ts';
import { termName } from '../../../src/core/input/fact-names.ts';
import type { FactsOwner } from '../../../src/core/input/vocabulary.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import {
  CLASS_PARAMETERS,
  classCandidates,
  type ClassCandidates,
  type ClassLetter,
  constructionWithoutStock,
  demandOf,
  largerClassNotes,
  limitingClass,
  maxOf,
  ocrZoneNote,
  type Requested,
  requestedOf,
  selectClass,
  shopClassesOrNa,
  stockOf,
} from '../classes.ts';
import { GLP_OUTLET, GLP_OUTLETS, sellsGlpOrNa } from '../helpers.ts';
import { flagRule, type VdcInput } from '../facts.ts';

// --- Art. 5: classes ------------------------------------------------------------------------------

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function describeFailures(ctx: RuleContext<VdcInput>, cands: ClassCandidates): string {
  return cands.fits.map((f) => `${ctx.t('classe', 'class')} ${f.spec.letter}: ${f.reasons.join(', ')}`).join('; ');
}

const art5: RuleDef<VdcInput> = {
  id: 'art5',
  implements: ['art5', 'art5-I', 'art5-II', 'art5-III'],
  title: {
    pt: 'Classe A, B ou C: zona do art. 2º, terreno livre, testada e profundidade',
    en: 'Class A, B or C: zone of art. 2, free lot, frontage and depth',
  },
  // A shop of another trade that resells GLP: per shop-resale-classes (shopClassesOrNa).
  activities: [...GLP_OUTLET, 'other-commerce'],
  parameters: [...CLASS_PARAMETERS, 'shop-resale-classes'],
  interpretationNote: {
    pt: 'Classe A: zona do item II; B: itens I e II; C: item III (lidos como no texto digitalizado, incerto). Profundidades lidas como mínimas. A quantidade de botijões é verificada no item da classe (art. 5º, I–III) e no art. 13, IX.',
    en: 'Class A: zone of item II; B: items I and II; C: item III (as read in the scan, uncertain). Depths read as minimums. The number of cylinders is checked under the class item (art. 5 I–III) and art. 13 IX.',
  },
  evaluate(ctx) {
    const shop = shopClassesOrNa(ctx);
    if (shop) return shop;
    const cands = classCandidates(ctx, true);
    ocrZoneNote(ctx, cands);
    const z = cands.zone;
    // A requested class that does not fit is decided by its own item (art. 5º, I–III), and so is
    // the one class the zone admits; with several tried, the article decides.
    const decisive = cands.requested ?? (cands.zoneMatches.length === 1 ? cands.zoneMatches[0] : undefined);
    const requestedItem = decisive ? { cite: `art5-${CLASS_ITEM[decisive.letter]}` } : {};
    // No class asked and the zone admits several (the transition zone of art. 2º, II: A and B),
    // none fitting the lot: the items of those classes decide together (art. 5º, I and II).
    const [firstMatch, ...otherMatches] = cands.zoneMatches.map((c) => `art5-${CLASS_ITEM[c.letter]}`);
    const zoneItems = firstMatch === undefined ? {} : { cite: [firstMatch, ...otherMatches] as const };
    if (cands.zoneMatches.length === 0) {
      // "A classe pedida (C) corresponde à zona de transição" said the opposite of the finding.
      const which = cands.requested
        ? ctx.t(`A classe pedida (${cands.requested.letter}) não`, `The requested class (${cands.requested.letter}) does not`)
        : ctx.t('Nenhuma classe', 'No class');
      return {
        status: 'violated',
        ...requestedItem,
        message: ctx.t(
          `${which} corresponde à ${z.label}${z.item ? ` (art. 2º, ${z.item})` : ''}: classe A exige zona do item II, B dos itens I ou II, C do item III do art. 2º.`,
          `${which} ${cands.requested ? 'correspond' : 'corresponds'} to a ${z.label}${z.item ? ` (art. 2, ${z.item})` : ''}: class A requires a zone of item II, B of items I or II, C of item III of art. 2.`,
        ),
      };
    }
    const comparisons = cands.fits.flatMap((f) => f.comparisons.map((l) => l.c));
    if (cands.fitting.length === 0)
      return {
        status: 'violated',
        ...(decisive ? requestedItem : zoneItems),
        message: ctx.t(
          `Na ${z.label} (art. 2º, ${z.item}) nenhuma classe cabe no terreno — ${describeFailures(ctx, cands)}.`,
          `In the ${z.label} (art. 2, ${z.item}) no class fits the lot — ${describeFailures(ctx, cands)}.`,
        ),
        comparisons,
      };
    const list = cands.fitting.map((c) => `${c.letter} (${ctx.t('até', 'up to')} ${ctx.n(maxOf(ctx, c))})`).join(', ');
    const failed = cands.fits.filter((f) => !f.ok);
    const also =
      failed.length > 0
        ? ctx.t(
            `; não cabe — ${describeFailures(ctx, { ...cands, fits: failed })}`,
            `; does not fit — ${describeFailures(ctx, { ...cands, fits: failed })}`,
          )
        : '';
    const shown = cands.fits
      .filter((f) => f.ok)
      .flatMap((f) => f.comparisons.map((l) => `${l.label}: ${l.c.text}`))
      .join('; ');
    return {
      status: 'satisfied',
      message: ctx.t(
        `${cap(z.label)} (art. 2º, ${z.item}), terreno livre; ${shown} → admite classe ${list}${also}.`,
        `${cap(z.label)} (art. 2, ${z.item}), free lot; ${shown} → admits class ${list}${also}.`,
      ),
      comparisons,
    };
  },
};

const CLASS_ITEM: Record<ClassLetter, 'I' | 'II' | 'III'> = { A: 'I', B: 'II', C: 'III' };

/**
 * Art. 5, I–III: "Nesta, será permitido o armazenamento de até N botijões entre cheios e vazios".
 * A stock above the class limit violates the item of the class itself (the most specific unit
 * that sets the limit); art. 13 IX repeats the duty for the outlet's construction.
 */
function art5Quantity(letter: ClassLetter): RuleDef<VdcInput> {
  const item = CLASS_ITEM[letter];
  return {
    id: `art5-${item}-quantity`,
    implements: [`art5-${item}`, 'art5'],
    title: {
      pt: `Classe ${letter}: botijões até o limite da classe (art. 5º, ${item})`,
      en: `Class ${letter}: cylinders up to the class limit (art. 5 ${item})`,
    },
    activities: [...GLP_OUTLET, 'other-commerce'],
    parameters: [...CLASS_PARAMETERS, 'container-count-basis', 'botijao-kg', 'class-selection', 'shop-resale-classes'],
    evaluate: (ctx) => shopClassesOrNa(ctx) ?? quantityOutcome(ctx, true, letter),
  };
}

/**
 * The stored quantity against the class limit: shared by art. 5 I–III, art. 13 IX and art. 12 VII.
 * With `only`, the outcome of that class's item: not applicable when another class applies.
 */
export function quantityOutcome(ctx: RuleContext<VdcInput>, checkLot: boolean, only?: ClassLetter): Outcome {
  const cands = classCandidates(ctx, checkLot);
  const z = cands.zone;
  const limiting = limitingClass(ctx, cands);
  if (!limiting) {
    return notApplicable(
      ctx,
      `Nenhuma classe do art. 5º ${checkLot ? 'cabe na zona e no terreno' : 'corresponde à zona'} (${z.label}): sem quantidade de referência — ver art. 5º.`,
      `No class of art. 5 ${checkLot ? 'fits the zone and lot' : 'corresponds to the zone'} (${z.label}): no reference quantity — see art. 5.`,
    );
  }
  const stock = stockOf(ctx);
  // The class the classifier assigns when the stock (and the requested quantity) fit one; otherwise the largest admitted.
  const requested = requestedOf(ctx);
  const selected = cands.requested ? null : selectClass(ctx, cands.fitting, demandOf(ctx, stock));
  const cls = selected ?? limiting;
  if (only !== undefined && cls.letter !== only)
    return notApplicable(
      ctx,
      `A classe de referência é a ${cls.letter}, não a ${only}.`,
      `The reference class is ${cls.letter}, not ${only}.`,
    );
  const c = ctx.compare('storage.containers (botijões)', stock.count, cls.maxParam);
  const which = cands.requested
    ? ctx.t(`classe pedida ${cls.letter}`, `requested class ${cls.letter}`)
    : cands.fitting.length === 1
      ? ctx.t(`classe ${cls.letter}`, `class ${cls.letter}`)
      : selected
        ? ctx.interpretation<string>('class-selection') === 'largest-permitted'
          ? ctx.t(`classe ${cls.letter} (a de maior limite admitida)`, `class ${cls.letter} (the largest admitted)`)
          : requested
            ? ctx.t(
                `classe ${cls.letter} (a de menor limite que comporta o estoque e a quantidade pedida)`,
                `class ${cls.letter} (the smallest that holds the stock and the requested quantity)`,
              )
            : ctx.t(
                `classe ${cls.letter} (a de menor limite que comporta o estoque)`,
                `class ${cls.letter} (the smallest that holds the stock)`,
              )
        : ctx.t(`classe ${cls.letter} (a de maior limite admitida)`, `class ${cls.letter} (the largest admitted)`);
  return {
    status: c.holds ? 'satisfied' : 'violated',
    message: ctx.t(
      `Estoque ${stock.arithmetic}; ${which}: ${c.text} botijões entre cheios e vazios.`,
      `Stock ${stock.arithmetic}; ${which}: ${c.text} cylinders, full and empty.`,
    ),
    comparisons: [c],
    facts: { storedCylinders: stock.count, totalKg: stock.totalKg },
    ...(c.holds ? {} : largerClassNotes(ctx, cands, stock.count, 'stock')),
  };
}

// --- Art. 5 § 3: the quantity the alvará may grant ----------------------------------------------------

/**
 * Art. 5 § 3º: "O Alvará de Autorização deve especificar o tipo de revenda e a quantidade de
 * botijões permitida", and each class allows "até N botijões entre cheios e vazios" (I–III): the
 * class granted must hold the quantity the application asks to store
 * (application.requestedQuantity, kg of nominal capacity ÷ 13 kg). The class is the requested
 * one, else the one the classifier assigns (class-selection), else the largest the zone and lot
 * admit; the finding cites that class's item. A station's class follows art12-VII-scope, a
 * shop's shop-resale-classes. Without a requested quantity there is nothing to hold: the alvará
 * will fix it (the stock is checked by the class item).
 */
const art5Par3: RuleDef<VdcInput> = {
  id: 'art5-par3',
  implements: ['art5-par3', 'art5-I', 'art5-II', 'art5-III', 'art5'],
  title: {
    pt: 'Quantidade pedida dentro do limite da classe (o alvará especifica tipo e quantidade)',
    en: 'Requested quantity within the class limit (the licence states type and quantity)',
  },
  activities: [...GLP_OUTLETS, 'other-commerce'],
  parameters: [...CLASS_PARAMETERS, 'container-count-basis', 'botijao-kg', 'class-selection', 'shop-resale-classes', 'art12-VII-scope'],
  evaluate(ctx) {
    const shop = shopClassesOrNa(ctx);
    if (shop) return shop;
    const requested = requestedOf(ctx);
    if (!requested) {
      // A construction authorisation without stock, quantity or class cannot tell the class it builds for: asked.
      constructionWithoutStock(ctx);
      return notApplicable(
        ctx,
        'Nenhuma quantidade pedida (application.requestedQuantity): o alvará fixará a quantidade de botijões (art. 5º, § 3º) dentro do limite da classe; o estoque informado é verificado no inciso da classe.',
        'No quantity requested (application.requestedQuantity): the licence will set the number of cylinders (art. 5 § 3) within the class limit; the stock entered is checked under the class item.',
      );
    }
    const station = ctx.input.activity === 'glp-resale-at-fuel-station';
    const checkLot = !station || ctx.interpretation<string>('art12-VII-scope') === 'full-class';
    const cands = classCandidates(ctx, checkLot);
    const limiting = limitingClass(ctx, cands);
    if (!limiting)
      return notApplicable(
        ctx,
        `Nenhuma classe do art. 5º ${checkLot ? 'cabe na zona e no terreno' : 'corresponde à zona'} (${cands.zone.label}): o alvará não pode conceder classe nem quantidade — ver art. 5º.`,
        `No class of art. 5 ${checkLot ? 'fits the zone and lot' : 'corresponds to the zone'} (${cands.zone.label}): the licence can grant no class or quantity — see art. 5.`,
      );
    const cls = cands.requested ? limiting : (selectClass(ctx, cands.fitting, demandOf(ctx, stockOf(ctx))) ?? limiting);
    const c = ctx.compare('application.requestedQuantity (botijões)', requested.count, cls.maxParam);
    const which = cands.requested
      ? ctx.t(`classe pedida ${cls.letter}`, `requested class ${cls.letter}`)
      : ctx.t(`classe ${cls.letter}`, `class ${cls.letter}`);
    return {
      status: c.holds ? 'satisfied' : 'violated',
      message: c.holds
        ? ctx.t(
            `Quantidade pedida ${requested.arithmetic}; ${which}: ${c.text} botijões entre cheios e vazios — o alvará pode concedê-la (art. 5º, § 3º).`,
            `Requested quantity ${requested.arithmetic}; ${which}: ${c.text} cylinders, full and empty — the licence can grant it (art. 5 § 3).`,
          )
        : ctx.t(
            `Quantidade pedida ${requested.arithmetic}; ${which}: ${c.text} botijões entre cheios e vazios — acima do que o alvará da classe pode conceder (art. 5º, § 3º).`,
            `Requested quantity ${requested.arithmetic}; ${which}: ${c.text} cylinders, full and empty — above what a licence of the class can grant (art. 5 § 3).`,
          ),
      comparisons: [c],
      cite: cls.unit,
      facts: { requestedCylinders: requested.count },
      ...(c.holds ? {} : largerClassNotes(ctx, cands, requested.count, 'requested')),
    };
  },
};

// --- Art. 5 § 1: where GLP may not be sold -----------------------------------------------------------

function premisesRule(item: 'I' | 'II' | 'III' | 'V', params: string[], what: { pt: string; en: string }): RuleDef<VdcInput> {
  return {
    id: `art5-par1-${item}`,
    implements: [`art5-par1-${item}`, 'art5-par1'],
    title: { pt: `Revenda de GLP proibida em ${what.pt}`, en: `GLP resale forbidden in ${what.en}` },
    activities: ['glp-resale', 'other-commerce'],
    parameters: item === 'I' ? [...params, 'premises-I-etc-reading'] : params,
    evaluate(ctx) {
      const early = sellsGlpOrNa(ctx);
      if (early) return early;
      const type = ctx.need('establishment.premisesType');
      const forbidden = new Set<string>(ctx.param<string[]>(params[0] as string));
      if (item === 'I' && ctx.interpretation<string>('premises-I-etc-reading') === 'include-similar')
        for (const s of ctx.param<string[]>('forbidden-premises-I-similar')) forbidden.add(s);
      // The premises by the vocabulary's name for it (facts.ts, art. 5 § 1º's words).
      const name = termName(ctx.pack as FactsOwner, 'premisesTypes', type, ctx.lang) ?? type;
      if (forbidden.has(type))
        return {
          status: 'violated',
          message: ctx.t(
            `Revenda de GLP em ${name}: proibida (art. 5º, § 1º, ${item} — ${what.pt}); botijões sujeitos a apreensão (art. 26, I, a).`,
            `GLP resale in a ${name}: forbidden (art. 5 § 1 ${item} — ${what.en}); cylinders liable to seizure (art. 26 I a).`,
          ),
        };
      return {
        status: 'satisfied',
        message: ctx.t(`Instalação: ${name}; não está entre ${what.pt}.`, `Premises: ${name}; not among ${what.en}.`),
      };
    },
  };
}

/** "Não será permitida revenda de gás liquefeito em: locais fechados e sem nenhuma ventilação": any resale, a fuel station's too. */
const art5Par1IV: RuleDef<VdcInput> = {
  id: 'art5-par1-IV',
  implements: ['art5-par1-IV', 'art5-par1'],
  title: {
    pt: 'Revenda de GLP proibida em local fechado sem ventilação',
    en: 'GLP resale forbidden in an enclosed place without ventilation',
  },
  activities: [...GLP_OUTLETS, 'other-commerce'],
  evaluate(ctx) {
    const early = sellsGlpOrNa(ctx);
    if (early) return early;
    const closed = ctx.need('establishment.enclosedWithoutVentilation');
    return closed
      ? {
          status: 'violated',
          message: ctx.t(
            'Local fechado e sem nenhuma ventilação: revenda de GLP proibida.',
            'Enclosed place without any ventilation: GLP resale forbidden.',
          ),
        }
      : { status: 'satisfied', message: ctx.t('O local tem ventilação.', 'The place is ventilated.') };
  },
};

const art5Par1VI: RuleDef<VdcInput> = {
  id: 'art5-par1-VI',
  implements: ['art5-par1-VI', 'art5-par1'],
  title: {
    pt: 'Venda em veículos só se autorizados pelas distribuidoras do Distrito Sede',
    en: 'Sale from vehicles only if authorised by the distributors in the Distrito Sede',
  },
  activities: ['glp-resale', 'glp-resale-at-fuel-station', 'glp-mobile-sale', 'other-commerce'],
  evaluate(ctx) {
    const early = sellsGlpOrNa(ctx);
    if (early) return early;
    const vehicles = ctx.need('vehicles');
    if (vehicles.length === 0) return { status: 'satisfied', message: ctx.t('Nenhum veículo de venda de GLP.', 'No GLP sales vehicle.') };
    ctx.needAll(vehicles.map((v, i) => [`vehicles[${i}].authorisedByDistributor`, v.authorisedByDistributor] as const));
    const name = (v: (typeof vehicles)[number], i: number) => v.plate ?? `#${i}`;
    const bad = vehicles.flatMap((v, i) => (v.authorisedByDistributor === false ? [name(v, i)] : []));
    // "autorizados pelas empresas distribuidoras instaladas no Distrito Sede": an authorisation by a
    // distributor installed elsewhere is not one the paragraph accepts.
    const elsewhere = vehicles.flatMap((v, i) =>
      v.authorisedByDistributor === true && v.distributorInSeatDistrict === false ? [name(v, i)] : [],
    );
    for (const [i, v] of vehicles.entries())
      if (v.distributorInSeatDistrict !== undefined) ctx.fact(`vehicles[${i}].distributorInSeatDistrict`, v.distributorInSeatDistrict);
    if (bad.length > 0 || elsewhere.length > 0) {
      const parts = [
        ...(bad.length > 0
          ? [ctx.t(`sem autorização das distribuidoras: ${bad.join(', ')}`, `not authorised by the distributors: ${bad.join(', ')}`)]
          : []),
        ...(elsewhere.length > 0
          ? [
              ctx.t(
                `autorizado(s) por distribuidora não instalada no Distrito Sede: ${elsewhere.join(', ')}`,
                `authorised by a distributor not installed in the Distrito Sede: ${elsewhere.join(', ')}`,
              ),
            ]
          : []),
      ];
      return {
        status: 'violated',
        message: ctx.t(
          `Veículo(s) ${parts.join('; ')}; a lei admite só veículos autorizados pelas distribuidoras instaladas no Distrito Sede; botijões sujeitos a apreensão (art. 26, I, c).`,
          `Vehicle(s) ${parts.join('; ')}; the law admits only vehicles authorised by the distributors installed in the Distrito Sede; cylinders liable to seizure (art. 26 I c).`,
        ),
      };
    }
    return {
      status: 'satisfied',
      message: ctx.t(
        `${vehicles.length} veículo(s), todos autorizados pelas distribuidoras instaladas no Distrito Sede.`,
        `${vehicles.length} vehicle(s), all authorised by the distributors installed in the Distrito Sede.`,
      ),
    };
  },
};

// --- Art. 5 § 2 and § 4 -------------------------------------------------------------------------------

const LICENCE_APPLICATIONS: ReadonlySet<string> = new Set(['new', 'construction', 'adaptation', 'relocation', 'tvl', 'alvara']);

/**
 * § 2º for a licence application: the quantity "definida no Alvará" will be the one requested
 * (§ 3º), so the stock the application describes may not exceed it. Both are kg of nominal
 * capacity, full and empty containers alike, so they are compared in kg, whatever
 * container-count-basis says.
 */
function requestedStockOutcome(ctx: RuleContext<VdcInput>, requested: Requested): Outcome {
  const stock = stockOf(ctx);
  const c = ctx.compareWith('storage.containers (kg, capacidade nominal)', stock.totalKg, '<=', requested.kg, 'kg');
  const stockKg = ctx.q(stock.totalKg, 'kg');
  const asked = ctx.q(requested.kg, 'kg');
  return {
    status: c.holds ? 'satisfied' : 'violated',
    message: c.holds
      ? ctx.t(
          `Pedido de alvará para ${asked} (a quantidade que o alvará definirá, § 3º); estoque informado: ${stockKg} de capacidade nominal em ${stock.containers} recipientes: dentro do pedido.`,
          `Licence application for ${asked} (the quantity the licence will set, § 3); stock entered: ${stockKg} of nominal capacity in ${stock.containers} containers: within the request.`,
        )
      : ctx.t(
          `Pedido de alvará para ${asked} (a quantidade que o alvará definirá, § 3º); estoque informado: ${stockKg} de capacidade nominal em ${stock.containers} recipientes: acima da quantidade pedida — o alvará concedido como pedido seria excedido.`,
          `Licence application for ${asked} (the quantity the licence will set, § 3); stock entered: ${stockKg} of nominal capacity in ${stock.containers} containers: above the requested quantity — a licence granted as asked would be exceeded.`,
        ),
    comparisons: [c],
  };
}

const art5Par2: RuleDef<VdcInput> = {
  id: 'art5-par2',
  implements: ['art5-par2'],
  title: { pt: 'Estoque não superior ao definido no alvará', en: 'Stock not above the licensed quantity' },
  // "Em nenhuma revenda das categorias enumeradas nos incisos de I a III": a shop per shop-resale-classes.
  activities: [...GLP_OUTLETS, 'other-commerce'],
  parameters: ['container-count-basis', 'botijao-kg', 'shop-resale-classes'],
  evaluate(ctx) {
    const shop = shopClassesOrNa(ctx);
    if (shop) return shop;
    const licensed = ctx.input.storage?.licensedQuantity;
    const type = ctx.input.application?.type;
    if (licensed === undefined && type !== undefined && LICENCE_APPLICATIONS.has(type)) {
      ctx.fact('application.type', type);
      const requested = requestedOf(ctx);
      if (!requested)
        return notApplicable(
          ctx,
          'Pedido de alvará sem quantidade pedida: ainda não há quantidade licenciada; o alvará a fixará (art. 5º, § 3º) dentro do limite da classe.',
          'Licence application without a requested quantity: there is no licensed quantity yet; the licence will set it (art. 5 § 3) within the class limit.',
        );
      return requestedStockOutcome(ctx, requested);
    }
    // No alvará at all (art. 2's finding says so): there is no "quantidade … definida no Alvará" to exceed.
    if (licensed === undefined && ctx.input.documents?.alvara !== undefined && !ctx.document('alvara').held)
      return notApplicable(
        ctx,
        'Sem alvará: não há quantidade definida no alvará a comparar (a falta do próprio alvará é outro achado).',
        'No alvará: there is no licensed quantity to compare with (the missing alvará itself is another finding).',
      );
    const max = ctx.need('storage.licensedQuantity', licensed);
    const stock = stockOf(ctx);
    const c = ctx.compareWith('storage.containers (botijões)', stock.count, '<=', max, 'count');
    return {
      status: c.holds ? 'satisfied' : 'violated',
      message: c.holds
        ? ctx.t(
            `Estoque ${stock.arithmetic}; o alvará autoriza ${ctx.n(max)}: dentro do licenciado.`,
            `Stock ${stock.arithmetic}; the licence allows ${ctx.n(max)}: within the licence.`,
          )
        : ctx.t(
            `Estoque ${stock.arithmetic}; o alvará autoriza ${ctx.n(max)}: acima do licenciado; botijões excedentes sujeitos a apreensão (art. 26, I, b).`,
            `Stock ${stock.arithmetic}; the licence allows ${ctx.n(max)}: above the licence; excess cylinders liable to seizure (art. 26 I b).`,
          ),
      comparisons: [c],
    };
  },
};

const art5Par4 = flagRule({
  id: 'art5-par4',
  implements: ['art5-par4'],
  title: { pt: 'Botijões fora do passeio', en: 'No cylinders on the sidewalk' },
  // "estabelecimento comercial distribuidor ou revendedor": a business of another trade that resells GLP too.
  activities: [...GLP_OUTLETS, 'glp-depot', 'other-commerce'],
  unless: sellsGlpOrNa,
  fact: 'storage.onSidewalkOrPublicWay',
  expected: false,
  ok: { pt: 'Nenhum botijão no passeio do estabelecimento.', en: "No cylinder on the establishment's sidewalk." },
  bad: {
    pt: 'Há botijões no passeio do estabelecimento: proibido (art. 5º, § 4º).',
    en: "There are cylinders on the establishment's sidewalk: forbidden (art. 5 § 4).",
  },
});

export const rulesArt5: RuleDef<VdcInput>[] = [
  art5,
  art5Quantity('A'),
  art5Quantity('B'),
  art5Quantity('C'),
  art5Par3,
  premisesRule('I', ['forbidden-premises-I', 'forbidden-premises-I-similar'], {
    pt: 'bares, mercearias, armazéns, açougues e semelhantes',
    en: 'bars, groceries, warehouses, butchers and similar',
  }),
  premisesRule('II', ['forbidden-premises-II'], {
    pt: 'material de construção, serrarias, serralharias ou sucatas',
    en: 'construction materials, sawmills, metalwork or scrapyards',
  }),
  premisesRule('III', ['forbidden-premises-III'], {
    pt: 'estabelecimento ou local susceptível de produzir faíscas',
    en: 'premises or places liable to produce sparks',
  }),
  art5Par1IV,
  premisesRule('V', ['forbidden-premises-V'], { pt: 'revenda de fogos e similares', en: 'fireworks shops and similar' }),
  art5Par1VI,
  art5Par2,
  art5Par4,
];
