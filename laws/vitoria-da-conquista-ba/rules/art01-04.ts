/**
 * Lei 709/1993, arts. 1–4: scope, zones (and the municipal authorisation of art. 2) and the lot areas of stations.
 */
import type { RuleContext } from '../../../src/core/context.ts';
import { termsOf } from '../../../src/core/input/vocabulary.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { lotAreaNote } from '../../../src/core/lot-area.ts';
import { existedBefore, isLicenceApplication, lawOf, operatingLicenceOutcome } from '../../../src/core/rulekit-establishment.ts';
import { zoneLabel, zoneOf } from '../classes.ts';
import { type Check, checksOutcome } from '../../../src/core/rulekit-outcomes.ts';
import { activityLabel, art2Par1BeforeLaw, COVERED, GLP_OUTLETS, LICENSED, sellsGlpOrNa, STATIONS_AND_SERVICES } from '../helpers.ts';
import { type VdcInput, vdcFacts } from '../facts.ts';

// --- Art. 1: scope ---------------------------------------------------------------------------

/** The activities of this law's vocabulary that art. 1 does not cover (own use, homes). */
const NOT_COVERED: readonly string[] = termsOf([vdcFacts])
  .activities.map((t) => t.id)
  .filter((a) => !COVERED.includes(a));

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

/**
 * Art. 2: "em áreas do Distrito Sede estabelecidas para estes fins". A lot stated to be in
 * another district is read per art2-other-district; null: the lot is (stated or presumed) in
 * the Distrito Sede and the zone decides.
 */
function otherDistrict(ctx: RuleContext<VdcInput>): Outcome | null {
  const stated = ctx.input.zone?.inSeatDistrict;
  if (stated === undefined || ctx.fact('zone.inSeatDistrict', stated)) return null;
  if (ctx.interpretation<string>('art2-other-district') === 'outside-art2-zoning')
    return {
      status: 'cannot-evaluate',
      message: ctx.t(
        'Lote em outro distrito do Município, fora do Distrito Sede — leitura adotada (art2-other-district): o art. 2º só classifica áreas do Distrito Sede; a lei não estabelece áreas nos outros distritos, e a localização não pode ser avaliada por ela (cabe ao parecer da Secretaria de Obras e Urbanismo, art. 19, I).',
        "Lot in another district of the municipality, outside the Distrito Sede — reading adopted (art2-other-district): art. 2 classifies only areas of the Distrito Sede; the law establishes no area in the other districts, and the location cannot be evaluated under it (the Secretaria de Obras e Urbanismo's opinion decides, art. 19 I).",
      ),
      missing: ['law: área fora do Distrito Sede, não classificada pelo art. 2º'],
    };
  return {
    status: 'violated',
    message: ctx.t(
      'Lote em outro distrito do Município, fora do Distrito Sede: o art. 2º dá ao Município competência para autorizar a construção e o funcionamento "em áreas do Distrito Sede estabelecidas para estes fins" — fora delas a atividade não pode ser autorizada (leitura adotada: art2-other-district).',
      'Lot in another district of the municipality, outside the Distrito Sede: art. 2 empowers the municipality to authorise construction and operation "em áreas do Distrito Sede estabelecidas para estes fins" (in areas of the seat district established for these purposes) — outside them the activity cannot be authorised (reading adopted: art2-other-district).',
    ),
  };
}

/**
 * The district when zone.inSeatDistrict is absent and the lot is in an area of art. 2: per
 * art2-district-unstated, presumed the Distrito Sede (the text the finding adds) or asked.
 */
function presumedSeat(ctx: RuleContext<VdcInput>): string {
  if (ctx.input.zone?.inSeatDistrict !== undefined) return ctx.t(' Lote no Distrito Sede.', ' Lot in the Distrito Sede.');
  if (ctx.interpretation<string>('art2-district-unstated') === 'ask') ctx.need<boolean>('zone.inSeatDistrict', undefined);
  return ctx.t(
    ' Distrito não informado (zone.inSeatDistrict): presumido o Distrito Sede, o único cujas áreas o art. 2º classifica (leitura adotada: art2-district-unstated).',
    ' District not stated (zone.inSeatDistrict): the Distrito Sede is presumed, the only district whose areas art. 2 classifies (reading adopted: art2-district-unstated).',
  );
}

/** The zones art. 2 names (I–III): any other kind is an item of art. 2 only by the reading zone-kind-to-art2-item. */
const NAMED_ZONES: readonly string[] = ['expansion', 'transition', 'residential'];

const art2: RuleDef<VdcInput> = {
  id: 'art2',
  implements: ['art2', 'art2-I', 'art2-II', 'art2-III'],
  title: {
    pt: 'Área do Distrito Sede estabelecida para a atividade (zonas I–III)',
    en: 'Area of the Distrito Sede established for the activity (zones I–III)',
  },
  activities: LICENSED,
  parameters: ['zone-kind-to-art2-item', 'art2-other-district', 'art2-district-unstated'],
  interpretationNote: {
    pt: 'O mapa de zonas é o do Plano Diretor (externo): o tipo de zona do lote é um fato; a correspondência com os itens I–III é um parâmetro. O art. 2º classifica só áreas do Distrito Sede: outro distrito segue art2-other-district; distrito não informado, art2-district-unstated.',
    en: "The zone map is the Plano Diretor's (external): the lot's zone kind is a fact; its mapping to items I–III is a parameter. Art. 2 classifies only areas of the Distrito Sede: another district follows art2-other-district; an unstated district, art2-district-unstated.",
  },
  evaluate(ctx) {
    const elsewhere = otherDistrict(ctx);
    if (elsewhere) return elsewhere;
    const z = zoneOf(ctx);
    const note = ctx.t(
      'A localização na zona definida no Plano Diretor é objeto do parecer da Secretaria de Obras e Urbanismo (art. 19, I).',
      "The location within the zone defined by the Plano Diretor is the subject of the Secretaria de Obras e Urbanismo's opinion (art. 19 I).",
    );
    if (z.item === null)
      return {
        status: 'violated',
        message: ctx.t(
          `Lote em ${z.label}: não é área do art. 2º (I expansão, II transição residencial/comércio, III residencial; leitura adotada: zone-kind-to-art2-item — só as áreas que a lei nomeia).`,
          `Lot in a ${z.label}: not an area of art. 2 (I expansion, II residential/commercial transition, III residential; reading adopted: zone-kind-to-art2-item — only the areas the law names).`,
        ),
        notes: [note],
      };
    const seat = presumedSeat(ctx);
    // Art. 2 I: outside the urban perimeter is the expansion zone, whatever zone.kind says (zoneOf notes it).
    const outside = z.statedKind
      ? ctx.t(
          ` O lote está fora do perímetro urbano: pelo art. 2º, I é zona de expansão, embora zone.kind informe ${zoneLabel(ctx, z.statedKind)}.`,
          ` The lot is outside the urban perimeter: under art. 2 I it is an expansion zone, although zone.kind says ${zoneLabel(ctx, z.statedKind)}.`,
        )
      : '';
    // A zone the law does not name, taken as one of its items: by the reading, which is named.
    const mapped = NAMED_ZONES.includes(z.kind)
      ? ''
      : ctx.t(
          ` ${z.label[0]?.toUpperCase()}${z.label.slice(1)} tratada como área do item ${z.item} (leitura adotada: zone-kind-to-art2-item).`,
          ` A ${z.label} taken as an area of item ${z.item} (reading adopted: zone-kind-to-art2-item).`,
        );
    return {
      status: 'satisfied',
      message: ctx.t(
        `Lote em ${z.label}: art. 2º, ${z.item}.${mapped}${outside}${seat}`,
        `Lot in a ${z.label}: art. 2, ${z.item}.${mapped}${outside}${seat}`,
      ),
      notes: [note],
      cite: `art2-${z.item}`,
    };
  },
};

/**
 * Art. 2 § 1º: "Nas zonas residenciais só será permitida instalação de revenda de gás liquefeito
 * quando …". Whom "revenda" binds — the outlet, a fuel station that resells GLP, a shop of
 * another trade that resells it — is the interpretation art2-par1-scope (read first, so every
 * finding names it).
 */
function art2Par1Scope(ctx: RuleContext<VdcInput>): Outcome | null {
  const scope = ctx.interpretation<readonly string[]>('art2-par1-scope');
  const activity = ctx.input.activity;
  if (!scope.includes(activity)) {
    const a = activityLabel(ctx, ctx.fact('activity', activity));
    return notApplicable(
      ctx,
      `Leitura adotada (art2-par1-scope): o § 1º alcança: ${scope.map((x) => activityLabel(ctx, x)).join(', ')}; não: ${a}.`,
      `Reading adopted (art2-par1-scope): § 1 binds: ${scope.map((x) => activityLabel(ctx, x)).join(', ')}; not: ${a}.`,
    );
  }
  return sellsGlpOrNa(ctx);
}

const art2Par1: RuleDef<VdcInput> = {
  id: 'art2-par1',
  implements: ['art2-par1'],
  title: {
    pt: 'Revenda de GLP em zona residencial: terreno remanescente com testada mínima de 6 m',
    en: 'GLP resale in a residential zone: remaining lot with a minimum frontage of 6 m',
  },
  activities: [...GLP_OUTLETS, 'other-commerce'],
  parameters: [
    'art2-par1-scope',
    'residential-glp-min-frontage',
    'residential-remaining-lot',
    'zone-kind-to-art2-item',
    'art2-par1-installed-before-law',
  ],
  evaluate: (ctx) => {
    const o = art2Par1Outcome(ctx);
    return o.status === 'violated' ? art2Par1BeforeLaw(ctx, o) : o;
  },
};

/** Art. 2 § 1º as worded, before asking whether the resale was installed before the law. */
function art2Par1Outcome(ctx: RuleContext<VdcInput>): Outcome {
  const early = art2Par1Scope(ctx);
  if (early) return early;
  const z = zoneOf(ctx);
  if (z.item !== 'III')
    return notApplicable(ctx, `Lote em ${z.label}, não em zona residencial.`, `Lot in a ${z.label}, not a residential zone.`);
  // Both are required ("terreno remanescente com testada mínima"): one known to fail decides (ctx.part).
  const frontage = ctx.part('lot.frontageM');
  const c = frontage === undefined ? null : ctx.compare('lot.frontageM', frontage, 'residential-glp-min-frontage');
  const notes = [
    ctx.t(
      'Profundidade a critério da Secretaria de Obras e Urbanismo (parecer do art. 19, I).',
      'Depth at the discretion of the Secretaria de Obras e Urbanismo (art. 19 I opinion).',
    ),
  ];
  const frontageText = c ? ctx.t(`testada do terreno remanescente: ${c.text}`, `frontage of the remaining lot: ${c.text}`) : '';
  const checks: Check[] = [{ ok: c?.holds, good: frontageText, bad: frontageText }];
  if (ctx.interpretation<string>('residential-remaining-lot') === 'required')
    checks.unshift({
      ok: ctx.part('lot.remaining'),
      good: ctx.t('o interessado possui terreno remanescente', 'the applicant has a remaining lot'),
      bad: ctx.t('o interessado não possui terreno remanescente', 'the applicant has no remaining lot'),
    });
  return { ...checksOutcome(checks), ...(c ? { comparisons: [c] } : {}), notes };
}

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
    // "somente poderão ser instalados": like art. 21 ("poderá ser construído"), the paragraph
    // governs installing; a station installed before the law was not installed under it.
    const law = lawOf(ctx).inForceFrom;
    if (existedBefore(ctx, law))
      return notApplicable(
        ctx,
        `Posto instalado antes da lei (${ctx.d(law)}): o § 2º diz onde "poderão ser instalados" os postos, não alcança o que já estava instalado.`,
        `Station installed before the law (${ctx.d(law)}): § 2 says where stations "may be installed"; it does not reach what was already installed.`,
      );
    // Both are required: one known to fail decides (ctx.part).
    const avenue = ctx.part('lot.street.isAvenue');
    const commercial = ctx.part('lot.street.predominantlyCommercial');
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
    // A request for the alvará cannot be required to hold it (as art2-licence, operatingLicenceOutcome).
    if (isLicenceApplication(ctx))
      return notApplicable(
        ctx,
        'Pedido de alvará: a autorização do Município para a revenda de GLP é o objeto deste pedido (art. 2º; pareceres do art. 19).',
        "Licence application: the municipality's authorisation of the GLP resale is what is being requested (art. 2; opinions of art. 19).",
      );
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

/**
 * Art. 2 ("Compete ao Município … autorizar a construção e o funcionamento"), art. 19 (the
 * "Alvará para funcionamento" of any activity of art. 1) and art. 26 (an irregularity in the
 * resale lets the municipality seize the cylinders and propose suspending or revoking the
 * "Alvará de Revenda"): an establishment in operation must hold the municipal alvará.
 */
const art2Licence: RuleDef<VdcInput> = {
  id: 'art2-licence',
  implements: ['art2', 'art19', 'art26'],
  title: { pt: 'Funcionamento só com alvará do Município', en: "Operating only with the municipality's licence" },
  activities: LICENSED,
  evaluate: (ctx) => operatingLicenceOutcome(ctx, { pt: 'alvará de funcionamento do Município', en: "municipality's operating licence" }),
};

// --- Art. 4: lot areas of stations --------------------------------------------------------------

type StationKind = 'full-service' | 'washing-lubrication' | 'mechanised' | 'fuel-only';

/**
 * The art. 4 category of the post, or null for a related-services post without washing or
 * lubrication. A fuel station's declared kind yields to what it does: one that offers any
 * "serviço afim" (art. 3: washing, lubrication, oil change, tyre repair) is not "exclusivamente
 * de abastecimento" (item IV), and one that sells fuel is not a washing and lubrication post
 * (item II): both are "postos de abastecimento e serviços afins" (item I), and the finding says why.
 */
function stationKind(ctx: RuleContext<VdcInput>): StationKind | null {
  const i = ctx.input;
  if (i.activity === 'vehicle-services') {
    const services = ctx.need('fuelStation.services');
    return services.includes('washing') || services.includes('lubrication') ? 'washing-lubrication' : null;
  }
  const kind = ctx.need('fuelStation.kind');
  const services = i.fuelStation?.services ?? [];
  if (kind === 'fuel-only' && services.length > 0) {
    ctx.fact('fuelStation.services', services);
    const named = services.map((s) => ctx.t(SERVICE_LABEL[s].pt, SERVICE_LABEL[s].en)).join(', ');
    ctx.note(
      `Declarado posto exclusivamente de abastecimento, mas presta serviços afins (${named}; art. 3º): não é "exclusivamente de abastecimento" (art. 4º, IV), e sim posto de abastecimento e serviços afins (art. 4º, I).`,
      `Declared a fuel-only station, but it offers related services (${named}; art. 3): it is not "exclusivamente de abastecimento" (art. 4 IV) but a fuel and related-services station (art. 4 I).`,
    );
    return 'full-service';
  }
  if (kind === 'washing-lubrication') {
    ctx.note(
      'Declarado posto de lavagem e lubrificação, mas a atividade é posto de combustíveis: quem abastece e lava ou lubrifica é posto de abastecimento e serviços afins (art. 4º, I); o inciso II é do posto só de serviços (atividade vehicle-services).',
      'Declared a washing and lubrication post, but the activity is a fuel station: one that sells fuel and washes or lubricates is a fuel and related-services station (art. 4 I); item II is for a services-only post (activity vehicle-services).',
    );
    return 'full-service';
  }
  return kind;
}

const SERVICE_LABEL: Record<'washing' | 'lubrication' | 'oil-change' | 'tyre-repair', { pt: string; en: string }> = {
  washing: { pt: 'lavagem', en: 'washing' },
  lubrication: { pt: 'lubrificação', en: 'lubrication' },
  'oil-change': { pt: 'troca de óleo', en: 'oil change' },
  'tyre-repair': { pt: 'borracharia', en: 'tyre repair' },
};

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
      lotAreaNote(ctx, area);
      const c = ctx.compare('lot.areaM2', area, param);
      return {
        status: c.holds ? 'satisfied' : 'violated',
        message: ctx.t(`Área do terreno (${label.pt}): ${c.text}.`, `Lot area (${label.en}): ${c.text}.`),
        comparisons: [c],
      };
    },
  };
}

export const rulesArt1To4: RuleDef<VdcInput>[] = [
  art1,
  art2,
  art2Par1,
  art2Par2,
  art2Authorisation,
  art2Licence,
  art4Rule('I', 'full-service', 'lot-area-full-service'),
  art4Rule('II', 'washing-lubrication', 'lot-area-washing-lubrication'),
  art4Rule('III', 'mechanised', 'lot-area-mechanised'),
  art4Rule('IV', 'fuel-only', 'lot-area-fuel-only'),
];
