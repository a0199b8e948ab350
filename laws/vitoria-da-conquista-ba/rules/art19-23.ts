/**
 * Lei 709/1993, arts. 19–23: departmental opinions before the licence, parking, street width
 * and the distances that forbid a station or a GLP outlet.
 */
import type { RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { existedBefore, firstComeDate, lawOf } from '../../../src/core/rulekit-establishment.ts';
import { edgeReadingDistanceRule, type LotPointBasis } from '../../../src/core/rulekit-lot-point.ts';
import { GLP_OUTLETS, LICENSED, sellsGlpOrNa, servicesOffered, STATIONS_AND_SERVICES } from '../helpers.ts';
import { distanceRule, thresholdRule, type VdcInput } from '../facts.ts';
import { BASIS_READING, decidedShortfall, type FrontageQuery, frontageOutcome } from './art21-frontage.ts';

// --- Art. 19: four departmental opinions -----------------------------------------------------------

type OpinionKey = 'urbanism' | 'publicServices' | 'health' | 'legal';

/**
 * Art. 19: "antes de conceder o Alvará para funcionamento de qualquer das atividades enumeradas
 * no art. 1º": art. 1 enumerates "revenda de gás liquefeito", the activity wherever it happens,
 * so a business of another trade that resells GLP needs the four opinions for the alvará of its
 * resale (art. 2; art. 5 § 3º) as an outlet does; one that does not resell GLP needs no alvará
 * of this law.
 */
const OPINION_ACTIVITIES = [...LICENSED, 'other-commerce'];

function opinionRule(
  item: 'I' | 'II' | 'III' | 'IV',
  key: OpinionKey,
  body: { pt: string; en: string },
  subject: { pt: string; en: string },
): RuleDef<VdcInput> {
  return {
    id: `art19-${item}`,
    implements: [`art19-${item}`, 'art19'],
    title: { pt: `Parecer técnico: ${body.pt}`, en: `Departmental opinion: ${body.en}` },
    activities: OPINION_ACTIVITIES,
    parameters: ['pending-opinion-status', 'unfavourable-opinion-effect'],
    evaluate(ctx) {
      const early = sellsGlpOrNa(ctx);
      if (early) return early;
      const type = ctx.input.application?.type;
      if (type === 'inspection') {
        ctx.fact('application.type', type);
        return notApplicable(
          ctx,
          'Fiscalização de estabelecimento em funcionamento: os pareceres do art. 19 precedem a concessão do alvará.',
          'Inspection of an operating establishment: the opinions of art. 19 precede the granting of the licence.',
        );
      }
      const name = ctx.t(body.pt, body.en);
      const about = ctx.t(subject.pt, subject.en);
      const opinion = ctx.need(`opinions.${key}`, ctx.input.opinions?.[key]);
      if (opinion === 'favourable')
        return {
          status: 'satisfied',
          message: ctx.t(`Parecer favorável da ${name} (${about}).`, `Favourable opinion of the ${name} (${about}).`),
        };
      if (opinion === 'pending') {
        if (ctx.interpretation<string>('pending-opinion-status') === 'violated')
          return {
            status: 'violated',
            message: ctx.t(
              `Parecer da ${name} pendente: o alvará não pode ser concedido.`,
              `Opinion of the ${name} pending: the licence cannot be granted.`,
            ),
          };
        return {
          status: 'cannot-evaluate',
          message: ctx.t(
            `Parecer da ${name} (${about}) ainda pendente: o alvará só pode ser concedido depois dele.`,
            `Opinion of the ${name} (${about}) still pending: the licence can only be granted after it.`,
          ),
          missing: [`opinions.${key} (pendente)`],
        };
      }
      if (ctx.interpretation<string>('unfavourable-opinion-effect') === 'advisory')
        return {
          status: 'satisfied',
          message: ctx.t(
            `Parecer desfavorável da ${name} (${about}): o parecer foi solicitado, como exige o art. 19; a decisão cabe ao órgão competente.`,
            `Unfavourable opinion of the ${name} (${about}): the opinion was requested as art. 19 requires; the competent body decides.`,
          ),
          notes: [
            ctx.t(
              'Parecer desfavorável tratado como consultivo (parâmetro unfavourable-opinion-effect).',
              'Unfavourable opinion treated as advisory (parameter unfavourable-opinion-effect).',
            ),
          ],
        };
      return {
        status: 'violated',
        message: ctx.t(`Parecer desfavorável da ${name} (${about}).`, `Unfavourable opinion of the ${name} (${about}).`),
      };
    },
  };
}

// --- Art. 20: parking ----------------------------------------------------------------------------------

/**
 * Art. 20 names "posto de abastecimento e de serviços de lubrificação e lavagem": every fuel
 * station, and a related-services post only when it washes or lubricates (the services of
 * parameter wash-lube-services, as for arts. 10 § 1º and 11). A post that only repairs tyres or
 * changes oil (art. 3 lists them apart) is not named.
 */
function art20Scope(ctx: RuleContext<VdcInput>): Outcome | null {
  if (ctx.input.activity !== 'vehicle-services') return null;
  const services = servicesOffered(ctx);
  if (ctx.param<string[]>('wash-lube-services').some((s) => services.has(s))) return null;
  return notApplicable(
    ctx,
    'Posto de serviços afins sem lavagem nem lubrificação: o art. 20 trata de posto de abastecimento e de serviços de lubrificação e lavagem.',
    'Related-services post without washing or lubrication: art. 20 concerns fuel stations and lubrication and washing posts.',
  );
}

const art20 = thresholdRule({
  id: 'art20',
  implements: ['art20'],
  title: { pt: 'Reserva mínima de 100 m² para estacionamento', en: 'Minimum 100 m² reserved for parking' },
  activities: STATIONS_AND_SERVICES,
  fact: 'lot.parkingAreaM2',
  param: 'min-parking-area',
  what: { pt: 'Área reservada para estacionamento', en: 'Area reserved for parking' },
  unless: art20Scope,
  parameters: ['wash-lube-services'],
});

// --- Arts. 21–23: streets and distances ----------------------------------------------------------------

const INSTALLED: ReadonlySet<string> = new Set(['renewal', 'inspection']);

/**
 * Arts. 21–23 speak of building or installing. Whether they also bind an installed
 * establishment (renewal, inspection) is the interpretation siting-existing-establishments.
 */
function sitingScope(ctx: RuleContext<VdcInput>): Outcome | null {
  if (ctx.interpretation<string>('siting-existing-establishments') === 'apply') return null;
  const type = ctx.need('application.type');
  return INSTALLED.has(type)
    ? notApplicable(
        ctx,
        'Estabelecimento já instalado (renovação/fiscalização): a distância vale só para novas instalações (parâmetro siting-existing-establishments).',
        'Establishment already installed (renewal/inspection): the distance binds only new installations (parameter siting-existing-establishments).',
      )
    : null;
}

const sitingExtra = { unless: sitingScope, parameters: ['siting-existing-establishments'] };

/**
 * Art. 21: "Nenhum posto … poderá ser construído em": a prohibition on building, so it binds
 * the stations built after the law — decided by the station's start (or approved construction)
 * date against the law's date, not by the kind of application. A station operating since
 * before 25/05/1993 was not built against it. After the date, a station already installed is
 * bound as the interpretation siting-existing-establishments says (items I–III alike).
 */
function art21Scope(ctx: RuleContext<VdcInput>): Outcome | null {
  const scope = sitingScope(ctx);
  if (scope) return scope;
  const law = lawOf(ctx).inForceFrom;
  if (!existedBefore(ctx, law)) return null;
  return notApplicable(
    ctx,
    `Posto construído antes da lei (${ctx.d(law)}): o art. 21 proíbe construir ("poderá ser construído"), não alcança o que já estava construído.`,
    `Station built before the law (${ctx.d(law)}): art. 21 forbids building ("poderá ser construído"); it does not reach what was already built.`,
  );
}

const art21Extra = { unless: art21Scope, parameters: ['siting-existing-establishments'] };

/**
 * Arts. 21 III and 23 II: "depósitos de combustíveis ou explosivos" are places that store them;
 * which statuses count is the interpretation depot-counted-statuses (a closed depot stores
 * nothing). A depot of unknown status is not dropped: the finding cannot be evaluated.
 * The interpretation is read first so the finding lists it even when the rule does not apply.
 */
const DEPOT_STATUSES = 'depot-counted-statuses';
const depotNote = {
  pt: 'Contam os depósitos licenciados ou existentes (parâmetro depot-counted-statuses): um depósito fechado já não guarda combustível nem explosivo; um depósito sem situação informada torna a regra não avaliável.',
  en: 'Licensed or existing depots count (parameter depot-counted-statuses): a closed depot no longer stores fuel or explosives; a depot without a stated status makes the rule impossible to evaluate.',
};

const art21I = thresholdRule({
  id: 'art21-I',
  implements: ['art21-I', 'art21'],
  title: { pt: 'Rua com no mínimo 12 m de caixa, incluindo passeio', en: 'Street at least 12 m wide, sidewalks included' },
  activities: STATIONS_AND_SERVICES,
  fact: 'lot.street.widthM',
  param: 'min-street-width',
  what: { pt: 'Largura da rua (caixa, incluindo passeio)', en: 'Street width (kerb to kerb, sidewalks included)' },
  ...art21Extra,
});

const art21IIBase = distanceRule({
  id: 'art21-II',
  implements: ['art21-II', 'art21'],
  title: {
    pt: 'Mais de 100 m da testada de escola, creche, hospital, casa de saúde ou agremiação',
    en: 'More than 100 m from the frontage of a school, day-care, hospital, clinic or club',
  },
  activities: STATIONS_AND_SERVICES,
  categories: ['school', 'daycare', 'hospital', 'health', 'recreational-cultural'],
  param: 'station-from-sensitive',
  measure: 'frontage',
  what: {
    pt: 'escola, creche, hospital, casa de saúde ou agremiação recreativa/cultural',
    en: 'school, day-care, hospital, clinic or recreational/cultural club',
  },
  interpretationNote: {
    pt: 'A lei mede até "a testada do terreno no qual seja edificado" o local sensível, e o posto não pode ser construído a essa distância: mede-se do limite do terreno do posto (do seu ponto, sem o polígono, o que só prova a distância insuficiente). A distância até a testada decide nos dois sentidos; até o limite do terreno do local, só prova a distância acima do mínimo; até um ponto do local, nada — salvo se a leitura art21-II-measure-basis = stand-in a aceitar pela testada.',
    en: "The law measures to \"the frontage of the lot on which\" the sensitive place is built, and the station may not be built within that distance: the distance runs from the station lot's boundary (from its point without the polygon, which proves only a shortfall). A distance to the frontage decides both ways; to the boundary of the place's lot, it proves only a distance beyond the minimum; to a point of the place, nothing — unless the reading art21-II-measure-basis = stand-in takes it for the frontage's.",
  },
  ...art21Extra,
  parameters: ['siting-existing-establishments', BASIS_READING],
});

/** Art. 21 II weighs each distance by how it was measured (art21-frontage.ts); no place known → the kit's answer. */
const art21II: RuleDef<VdcInput> = {
  ...art21IIBase,
  evaluate(ctx) {
    const early = art21Scope(ctx);
    if (early) return early;
    const [sq] = ctx.siting();
    if (!sq) throw new Error('art21-II: no siting query');
    const q: FrontageQuery = {
      limit: sq.radiusM,
      op: sq.op,
      what: ctx.t(
        'escola, creche, hospital, casa de saúde ou agremiação recreativa/cultural',
        'school, day-care, hospital, clinic or recreational/cultural club',
      ),
      reading: ctx.interpretation<string>(BASIS_READING),
    };
    const places = ctx.nearby(sq.categories, {
      radiusM: sq.radiusM,
      measure: sq.measure,
      decides: (p) => decidedShortfall(ctx.input, q, p),
    });
    return frontageOutcome(ctx, q, places) ?? art21IIBase.evaluate(ctx);
  },
};

const art21III = distanceRule({
  id: 'art21-III',
  implements: ['art21-III', 'art21'],
  title: { pt: 'Mais de 500 m de depósitos de combustíveis ou explosivos', en: 'More than 500 m from fuel or explosives depots' },
  activities: STATIONS_AND_SERVICES,
  categories: { parameter: 'depot-categories' },
  param: 'station-from-depots',
  statusesParam: DEPOT_STATUSES,
  measure: 'point',
  what: { pt: 'depósito de combustíveis ou explosivos', en: 'fuel or explosives depot' },
  interpretationNote: depotNote,
  unless: (ctx) => {
    ctx.interpretation(DEPOT_STATUSES);
    return art21Scope(ctx);
  },
  parameters: ['siting-existing-establishments'],
});

/**
 * What the reading outlet-distance-measurement = edge asks (arts. 22 and 23), in the finding's
 * words: the whole establishment's lot, so a distance measured from a point inside it decides
 * only a shortfall (src/core/rulekit-lot-point.ts).
 */
const OUTLET_EDGE_READING: LotPointBasis = {
  short: {
    pt: 'leitura outlet-distance-measurement = edge: do limite do lote do posto',
    en: "reading outlet-distance-measurement = edge: from the outlet lot's boundary",
  },
  asks: {
    pt: 'A leitura outlet-distance-measurement = edge mede do limite do lote do posto; esse limite',
    en: "The reading outlet-distance-measurement = edge measures from the outlet lot's boundary; that boundary",
  },
};

/** First come, first served (reading art22-first-come: "quando um outro já exista"): rulekit-establishment.ts firstComeDate. */
const art22FirstCome = (ctx: RuleContext<VdcInput>) => firstComeDate(ctx, 'art22-first-come', 'earlier-outlets');

const art22 = edgeReadingDistanceRule(
  distanceRule({
    id: 'art22',
    implements: ['art22'],
    title: { pt: 'Mais de 300 m de outra revenda de GLP existente', en: 'More than 300 m from another existing GLP outlet' },
    activities: GLP_OUTLETS,
    categories: ['glp-outlet'],
    param: 'outlet-from-outlet',
    statusesParam: 'art22-counted-statuses',
    measure: { parameter: 'outlet-distance-measurement' },
    what: { pt: 'revenda de GLP', en: 'GLP outlet' },
    interpretationNote: {
      pt: 'Contam as revendas licenciadas ou existentes ("já exista"); a lei não diz como medir: limite da área de armazenamento, do lote ou ponto, nessa ordem, conforme a geometria disponível (parâmetro outlet-distance-measurement).',
      en: 'Licensed or existing outlets count ("já exista"); the law does not say how to measure: storage-area boundary, lot boundary or point, in that order, as geometry allows (parameter outlet-distance-measurement).',
    },
    unless: (ctx) => {
      ctx.interpretation('art22-counted-statuses');
      return sitingScope(ctx);
    },
    countsUntil: art22FirstCome,
    parameters: ['siting-existing-establishments', 'art22-first-come'],
  }),
  OUTLET_EDGE_READING,
  art22FirstCome,
);

const art23I = edgeReadingDistanceRule(
  distanceRule({
    id: 'art23-I',
    implements: ['art23-I', 'art23'],
    title: { pt: 'Mais de 100 m de escolas', en: 'More than 100 m from schools' },
    activities: GLP_OUTLETS,
    categories: ['school'],
    param: 'outlet-from-school',
    measure: { parameter: 'outlet-distance-measurement' },
    what: { pt: 'escola', en: 'school' },
    interpretationNote: {
      pt: '"escolas": o art. 21, II distingue escola de creche, por isso creches não entram aqui.',
      en: '"schools": art. 21 II distinguishes schools from day-care centres, so day-care centres are not included here.',
    },
    ...sitingExtra,
  }),
  OUTLET_EDGE_READING,
);

const art23II = edgeReadingDistanceRule(
  distanceRule({
    id: 'art23-II',
    implements: ['art23-II', 'art23'],
    title: { pt: 'Mais de 100 m de depósito de combustíveis ou explosivos', en: 'More than 100 m from a fuel or explosives depot' },
    activities: GLP_OUTLETS,
    categories: { parameter: 'depot-categories' },
    param: 'outlet-from-depots',
    statusesParam: DEPOT_STATUSES,
    measure: { parameter: 'outlet-distance-measurement' },
    what: { pt: 'depósito de combustíveis ou explosivos', en: 'fuel or explosives depot' },
    interpretationNote: depotNote,
    unless: (ctx) => {
      ctx.interpretation(DEPOT_STATUSES);
      return sitingScope(ctx);
    },
    parameters: ['siting-existing-establishments'],
  }),
  OUTLET_EDGE_READING,
);

export const rulesArt19To23: RuleDef<VdcInput>[] = [
  opinionRule(
    'I',
    'urbanism',
    { pt: 'Secretaria de Obras e Urbanismo', en: 'Secretaria de Obras e Urbanismo' },
    {
      pt: 'estética, localização na zona do Plano Diretor e estrutura',
      en: 'appearance, location within the Plano Diretor zone and structure',
    },
  ),
  opinionRule(
    'II',
    'publicServices',
    { pt: 'Secretaria de Serviços Públicos', en: 'Secretaria de Serviços Públicos' },
    {
      pt: 'tráfego, sossego e segurança da vizinhança',
      en: 'traffic, peace and safety of the neighbourhood',
    },
  ),
  opinionRule(
    'III',
    'health',
    { pt: 'Secretaria Municipal de Saúde Pública', en: 'Secretaria Municipal de Saúde Pública' },
    {
      pt: 'higiene da edificação',
      en: 'hygiene of the building',
    },
  ),
  opinionRule(
    'IV',
    'legal',
    { pt: 'Procuradoria Geral', en: 'Procuradoria Geral' },
    { pt: 'legalidade do pedido', en: 'legality of the application' },
  ),
  art20,
  art21I,
  art21II,
  art21III,
  art22,
  art23I,
  art23II,
];
