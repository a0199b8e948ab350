/**
 * Lei 709/1993, arts. 1–5: scope, zones, fuel-station lot areas, classes of GLP outlets and
 * where GLP may not be sold.
 */
import type { RuleContext } from '../../../src/core/context.ts';
import { ACTIVITIES, type Activity } from '../../../src/core/input/schema.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { CLASS_PARAMETERS, classCandidates, type ClassCandidates, limitingClass, maxOf, selectClass, stockOf, zoneOf } from '../classes.ts';
import { checksOutcome, comparisonsOutcome, type Labelled } from '../../../src/core/rulekit-outcomes.ts';
import { activityLabel, COVERED, GLP_OUTLET, GLP_OUTLETS, LICENSED, STATIONS_AND_SERVICES } from '../helpers.ts';
import { flagRule, type VdcInput } from '../facts.ts';

// --- Art. 1: scope ---------------------------------------------------------------------------

const NOT_COVERED: readonly Activity[] = ACTIVITIES.filter((a) => !COVERED.includes(a));

const art1: RuleDef<VdcInput> = {
  id: 'art1',
  implements: ['art1'],
  title: { pt: 'Atividade fora do objeto da lei', en: "Activity outside the law's scope" },
  activities: NOT_COVERED,
  evaluate(ctx) {
    const a = activityLabel(ctx, ctx.fact('activity', ctx.input.activity));
    return {
      status: 'cannot-evaluate',
      message: ctx.t(
        `A Lei 709/1993 não regula ${a} (art. 1º: postos de revenda de combustíveis, serviços afins, distribuição e revenda de gás liquefeito): não há regras desta lei para avaliar.`,
        `Lei 709/1993 does not regulate ${a} (art. 1: fuel stations, related services, distribution and resale of GLP): this law has no rules to evaluate it.`,
      ),
      missing: ['law: atividade não regulada pela Lei 709/1993'],
    };
  },
};

// --- Art. 2: zones -----------------------------------------------------------------------------

const art2: RuleDef<VdcInput> = {
  id: 'art2',
  implements: ['art2', 'art2-I', 'art2-II', 'art2-III'],
  title: {
    pt: 'Área do Distrito Sede estabelecida para a atividade (zonas I–III)',
    en: 'Area of the Distrito Sede established for the activity (zones I–III)',
  },
  activities: LICENSED,
  parameters: ['zone-kind-to-art2-item'],
  interpretationNote: {
    pt: 'O mapa de zonas é o do Plano Diretor (externo): o tipo de zona do lote é um fato; a correspondência com os itens I–III é um parâmetro.',
    en: "The zone map is the Plano Diretor's (external): the lot's zone kind is a fact; its mapping to items I–III is a parameter.",
  },
  evaluate(ctx) {
    const z = zoneOf(ctx);
    const note = ctx.t(
      'A localização na zona definida no Plano Diretor é objeto do parecer da Secretaria de Obras e Urbanismo (art. 19, I).',
      "The location within the zone defined by the Plano Diretor is the subject of the Secretaria de Obras e Urbanismo's opinion (art. 19 I).",
    );
    if (z.item === null)
      return {
        status: 'violated',
        message: ctx.t(
          `Lote em ${z.label}: não é área do art. 2º (I expansão, II transição residencial/comércio, III residencial).`,
          `Lot in a ${z.label}: not an area of art. 2 (I expansion, II residential/commercial transition, III residential).`,
        ),
        notes: [note],
      };
    return {
      status: 'satisfied',
      message: ctx.t(`Lote em ${z.label}: art. 2º, ${z.item}.`, `Lot in a ${z.label}: art. 2, ${z.item}.`),
      notes: [note],
    };
  },
};

const art2Par1: RuleDef<VdcInput> = {
  id: 'art2-par1',
  implements: ['art2-par1'],
  title: {
    pt: 'Revenda de GLP em zona residencial: testada mínima de 6 m',
    en: 'GLP resale in a residential zone: minimum frontage of 6 m',
  },
  activities: GLP_OUTLET,
  parameters: ['residential-glp-min-frontage', 'residential-remaining-lot', 'zone-kind-to-art2-item'],
  evaluate(ctx) {
    const z = zoneOf(ctx);
    if (z.item !== 'III')
      return notApplicable(ctx, `Lote em ${z.label}, não em zona residencial.`, `Lot in a ${z.label}, not a residential zone.`);
    const frontage = ctx.need('lot.frontageM');
    const c = ctx.compare('lot.frontageM', frontage, 'residential-glp-min-frontage');
    const items: Labelled[] = [{ label: ctx.t('Testada do terreno remanescente', 'Frontage of the remaining lot'), c }];
    const notes = [
      ctx.t(
        'Profundidade a critério da Secretaria de Obras e Urbanismo (parecer do art. 19, I).',
        'Depth at the discretion of the Secretaria de Obras e Urbanismo (art. 19 I opinion).',
      ),
    ];
    if (ctx.interpretation<string>('residential-remaining-lot') === 'required') {
      const remaining = ctx.need('lot.remaining');
      if (!remaining)
        return {
          status: 'violated',
          message: ctx.t(`O interessado não possui terreno remanescente; ${c.text}.`, `The applicant has no remaining lot; ${c.text}.`),
          comparisons: [c],
          notes,
        };
    }
    return comparisonsOutcome(items, { notes });
  },
};

const art2Par2: RuleDef<VdcInput> = {
  id: 'art2-par2',
  implements: ['art2-par2'],
  title: {
    pt: 'Posto em zona residencial só em avenida de predominância comercial',
    en: 'Station in a residential zone only on an avenue with predominantly commercial activity',
  },
  activities: STATIONS_AND_SERVICES,
  parameters: ['zone-kind-to-art2-item'],
  evaluate(ctx) {
    const z = zoneOf(ctx);
    if (z.item !== 'III')
      return notApplicable(ctx, `Lote em ${z.label}, não em zona residencial.`, `Lot in a ${z.label}, not a residential zone.`);
    const [avenue, commercial] = ctx.needAll(['lot.street.isAvenue', 'lot.street.predominantlyCommercial']);
    return checksOutcome([
      {
        ok: avenue,
        good: ctx.t('o lote dá para uma avenida', 'the lot fronts an avenue'),
        bad: ctx.t('o lote não dá para uma avenida', 'the lot does not front an avenue'),
      },
      {
        ok: commercial,
        good: ctx.t('com predominância de atividade comercial', 'with predominantly commercial activity'),
        bad: ctx.t('a via não tem predominância de atividade comercial', 'the street is not predominantly commercial'),
      },
    ]);
  },
};

/** Art. 2: GLP resale needs the municipality's authorisation — for a business that is not an outlet. */
const art2Authorisation: RuleDef<VdcInput> = {
  id: 'art2-authorisation',
  implements: ['art2'],
  title: { pt: 'Revenda de GLP só com autorização do Município', en: "GLP resale only with the municipality's authorisation" },
  activities: ['other-commerce'],
  evaluate(ctx) {
    const sells = ctx.need('establishment.sellsGlp');
    if (!sells) return notApplicable(ctx, 'O estabelecimento não revende GLP.', 'The business does not resell GLP.');
    const d = ctx.document('alvara');
    if (!d.held || d.expired)
      return {
        status: 'violated',
        message: ctx.t(
          `Revende GLP sem alvará de autorização do Município${d.expired ? ' válido' : ''} (art. 2º; o alvará especifica o tipo de revenda e a quantidade, art. 5º, § 3º).`,
          `Resells GLP without the municipality's${d.expired ? ' valid' : ''} authorisation licence (art. 2; the licence states the type of resale and the quantity, art. 5 § 3).`,
        ),
      };
    return {
      status: 'satisfied',
      message: ctx.t('Revende GLP com alvará de autorização do Município.', "Resells GLP with the municipality's authorisation licence."),
    };
  },
};

// --- Art. 4: lot areas of stations --------------------------------------------------------------

type StationKind = 'full-service' | 'washing-lubrication' | 'mechanised' | 'fuel-only';

/** The art. 4 category of the post, or null for a related-services post without washing or lubrication. */
function stationKind(ctx: RuleContext<VdcInput>): StationKind | null {
  const i = ctx.input;
  if (i.activity === 'vehicle-services') {
    const services = ctx.need('fuelStation.services');
    return services.includes('washing') || services.includes('lubrication') ? 'washing-lubrication' : null;
  }
  return ctx.need('fuelStation.kind');
}

const KIND_LABEL: Record<StationKind, { pt: string; en: string }> = {
  'full-service': { pt: 'posto de abastecimento e serviços afins', en: 'fuel and related-services station' },
  'washing-lubrication': { pt: 'posto de lavagem e lubrificação', en: 'washing and lubrication post' },
  mechanised: { pt: 'posto totalmente mecanizado', en: 'fully mechanised station' },
  'fuel-only': { pt: 'posto exclusivamente de abastecimento', en: 'fuel-only station' },
};

function art4Rule(item: 'I' | 'II' | 'III' | 'IV', kind: StationKind, param: string): RuleDef<VdcInput> {
  const label = KIND_LABEL[kind];
  return {
    id: `art4-${item}`,
    implements: [`art4-${item}`, 'art4'],
    title: { pt: `Área mínima do terreno — ${label.pt}`, en: `Minimum lot area — ${label.en}` },
    activities: STATIONS_AND_SERVICES,
    parameters: [param],
    evaluate(ctx) {
      const k = stationKind(ctx);
      if (k === null)
        return notApplicable(
          ctx,
          'Posto de serviços afins sem lavagem nem lubrificação (borracharia, troca de óleo): o art. 4º não fixa área para ele.',
          'Related-services post without washing or lubrication (tyre repair, oil change): art. 4 sets no area for it.',
        );
      if (k !== kind) {
        const l = KIND_LABEL[k];
        return notApplicable(
          ctx,
          `Tipo do posto: ${l.pt}; o inciso ${item} trata de ${label.pt}.`,
          `Kind of post: ${l.en}; item ${item} concerns a ${label.en}.`,
        );
      }
      const area = ctx.need('lot.areaM2');
      const c = ctx.compare('lot.areaM2', area, param);
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message: ctx.t(`Área do terreno (${label.pt}): ${c.text}.`, `Lot area (${label.en}): ${c.text}.`),
        comparisons: [c],
      };
    },
  };
}

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
  activities: GLP_OUTLET,
  parameters: [...CLASS_PARAMETERS],
  interpretationNote: {
    pt: 'Classe A: zona do item II; B: itens I e II; C: item III (lidos como no texto digitalizado, incerto). Profundidades lidas como mínimas. A quantidade de botijões é verificada pelo art. 13, IX.',
    en: 'Class A: zone of item II; B: items I and II; C: item III (as read in the scan, uncertain). Depths read as minimums. The number of cylinders is checked under art. 13 IX.',
  },
  evaluate(ctx) {
    const cands = classCandidates(ctx, true);
    const z = cands.zone;
    if (cands.zoneMatches.length === 0) {
      const which = cands.requested
        ? ctx.t(`A classe pedida (${cands.requested.letter})`, `The requested class (${cands.requested.letter})`)
        : ctx.t('Nenhuma classe', 'No class');
      return {
        status: 'violated',
        message: ctx.t(
          `${which} corresponde à ${z.label}${z.item ? ` (art. 2º, ${z.item})` : ''}: classe A exige zona do item II, B dos itens I ou II, C do item III do art. 2º.`,
          `${which} corresponds to a ${z.label}${z.item ? ` (art. 2, ${z.item})` : ''}: class A requires a zone of item II, B of items I or II, C of item III of art. 2.`,
        ),
      };
    }
    const comparisons = cands.fits.flatMap((f) => f.comparisons.map((l) => l.c));
    if (cands.fitting.length === 0)
      return {
        status: 'violated',
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

/** The stored quantity against the class limit: shared by art. 13 IX and art. 12 VII. */
export function quantityOutcome(ctx: RuleContext<VdcInput>, checkLot: boolean): Outcome {
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
  // The class the classifier assigns when the stock fits one; otherwise the largest admitted.
  const selected = cands.requested ? null : selectClass(ctx, cands.fitting, stock.count);
  const cls = selected ?? limiting;
  const c = ctx.compare('storage.containers (botijões)', stock.count, cls.maxParam);
  const which = cands.requested
    ? ctx.t(`classe pedida ${cls.letter}`, `requested class ${cls.letter}`)
    : cands.fitting.length === 1
      ? ctx.t(`classe ${cls.letter}`, `class ${cls.letter}`)
      : selected
        ? ctx.interpretation<string>('class-selection') === 'largest-permitted'
          ? ctx.t(`classe ${cls.letter} (a de maior limite admitida)`, `class ${cls.letter} (the largest admitted)`)
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
  };
}

// --- Art. 5 § 1: where GLP may not be sold -----------------------------------------------------------

const PREMISES_LABEL: Record<string, { pt: string; en: string }> = {
  dedicated: { pt: 'instalação própria da revenda', en: "the outlet's own premises" },
  bar: { pt: 'bar', en: 'bar' },
  grocery: { pt: 'mercearia', en: 'grocery' },
  warehouse: { pt: 'armazém', en: 'warehouse' },
  butcher: { pt: 'açougue', en: 'butcher' },
  supermarket: { pt: 'supermercado', en: 'supermarket' },
  restaurant: { pt: 'restaurante', en: 'restaurant' },
  bakery: { pt: 'padaria', en: 'bakery' },
  'fuel-station': { pt: 'posto de abastecimento', en: 'fuel station' },
  'construction-materials': { pt: 'casa de material de construção', en: 'construction-materials shop' },
  sawmill: { pt: 'serraria', en: 'sawmill' },
  metalwork: { pt: 'serralharia', en: 'metalwork shop' },
  scrapyard: { pt: 'depósito de sucata', en: 'scrapyard' },
  fireworks: { pt: 'revenda de fogos', en: 'fireworks shop' },
  'spark-producing': { pt: 'local susceptível de produzir faíscas', en: 'place liable to produce sparks' },
  industry: { pt: 'indústria', en: 'industry' },
  'commerce-other': { pt: 'outro comércio', en: 'other business' },
  residence: { pt: 'residência', en: 'residence' },
};

/** For a business that is not an outlet, § 1 matters only when it sells GLP. */
function sellsGlpOrNa(ctx: RuleContext<VdcInput>): Outcome | null {
  if (ctx.input.activity !== 'other-commerce') return null;
  const sells = ctx.need('establishment.sellsGlp');
  return sells ? null : notApplicable(ctx, 'O estabelecimento não revende GLP.', 'The business does not resell GLP.');
}

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
      const label = PREMISES_LABEL[type];
      const name = label ? ctx.t(label.pt, label.en) : type;
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

const art5Par1IV: RuleDef<VdcInput> = {
  id: 'art5-par1-IV',
  implements: ['art5-par1-IV', 'art5-par1'],
  title: {
    pt: 'Revenda de GLP proibida em local fechado sem ventilação',
    en: 'GLP resale forbidden in an enclosed place without ventilation',
  },
  activities: ['glp-resale', 'other-commerce'],
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
    const bad = vehicles.flatMap((v, i) => (v.authorisedByDistributor === false ? [v.plate ?? `#${i}`] : []));
    if (bad.length > 0)
      return {
        status: 'violated',
        message: ctx.t(
          `Veículo(s) sem autorização das distribuidoras: ${bad.join(', ')}; botijões sujeitos a apreensão (art. 26, I, c).`,
          `Vehicle(s) not authorised by the distributors: ${bad.join(', ')}; cylinders liable to seizure (art. 26 I c).`,
        ),
      };
    return {
      status: 'satisfied',
      message: ctx.t(
        `${vehicles.length} veículo(s), todos autorizados pelas distribuidoras.`,
        `${vehicles.length} vehicle(s), all authorised by the distributors.`,
      ),
    };
  },
};

// --- Art. 5 § 2 and § 4 -------------------------------------------------------------------------------

const LICENCE_APPLICATIONS: ReadonlySet<string> = new Set(['new', 'construction', 'adaptation', 'relocation', 'tvl', 'alvara']);

const art5Par2: RuleDef<VdcInput> = {
  id: 'art5-par2',
  implements: ['art5-par2'],
  title: { pt: 'Estoque não superior ao definido no alvará', en: 'Stock not above the licensed quantity' },
  activities: GLP_OUTLETS,
  parameters: ['container-count-basis', 'botijao-kg'],
  evaluate(ctx) {
    const licensed = ctx.input.storage?.licensedQuantity;
    const type = ctx.input.application?.type;
    if (licensed === undefined && type !== undefined && LICENCE_APPLICATIONS.has(type)) {
      ctx.fact('application.type', type);
      return notApplicable(
        ctx,
        'Pedido de alvará: ainda não há quantidade licenciada; o alvará a fixará (art. 5º, § 3º) dentro do limite da classe.',
        'Licence application: there is no licensed quantity yet; the licence will set it (art. 5 § 3) within the class limit.',
      );
    }
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
  activities: [...GLP_OUTLETS, 'glp-depot'],
  fact: 'storage.onSidewalkOrPublicWay',
  expected: false,
  ok: { pt: 'Nenhum botijão no passeio do estabelecimento.', en: "No cylinder on the establishment's sidewalk." },
  bad: {
    pt: 'Há botijões no passeio do estabelecimento: proibido (art. 5º, § 4º).',
    en: "There are cylinders on the establishment's sidewalk: forbidden (art. 5 § 4).",
  },
});

export const rulesArt1To5: RuleDef<VdcInput>[] = [
  art1,
  art2,
  art2Par1,
  art2Par2,
  art2Authorisation,
  art4Rule('I', 'full-service', 'lot-area-full-service'),
  art4Rule('II', 'washing-lubrication', 'lot-area-washing-lubrication'),
  art4Rule('III', 'mechanised', 'lot-area-mechanised'),
  art4Rule('IV', 'fuel-only', 'lot-area-fuel-only'),
  art5,
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
