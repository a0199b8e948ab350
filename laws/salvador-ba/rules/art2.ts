/** Salvador — art. 2: requirements of the TVL and the alvará (items I–V, § 1º, § 2º) and art. 16. */
import type { RuleContext } from '../../../src/core/context.ts';
import type { RuleDef } from '../../../src/core/pack.ts';
import { firstComeDate } from '../../../src/core/rulekit-establishment.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { edgeReadingDistanceRule, type LotPointBasis } from '../../../src/core/rulekit-lot-point.ts';
import { distanceRule, documentRule, flagRule, type SalvadorInput } from '../facts.ts';
import { art2Zone } from './art2-zone.ts';
import { ART2_PAR1, art2Par1Exemption, ESTABLISHMENTS } from './common.ts';
import { basisFacts, CLASS_QUANTITY, NbrDistances, nbrBasis, nbrOutcome } from './nbr.ts';

// --- I: fire brigade licence ---------------------------------------------------------

const art2FireBrigade = documentRule({
  id: 'art2-I',
  implements: ['art2-I', 'art2'],
  title: { pt: 'Alvará do Corpo de Bombeiros', en: 'Fire brigade licence' },
  activities: ESTABLISHMENTS,
  doc: 'fireBrigadeLicence',
  // The fire brigade's approval is renewed: without its date, whether it is in force is unknown.
  expires: true,
  what: { pt: 'Alvará do Corpo de Bombeiros (após inspeção e aprovação)', en: 'Fire brigade licence (after inspection and approval)' },
});

// --- II: third-party insurance, including the vehicles ----------------------------------

const art2Insurance = documentRule({
  id: 'art2-II',
  implements: ['art2-II'],
  title: { pt: 'Seguro contra terceiros, inclusive dos veículos', en: 'Third-party insurance, vehicles included' },
  activities: ESTABLISHMENTS,
  doc: 'thirdPartyInsurance',
  expires: true,
  what: { pt: 'Seguro contra terceiros', en: 'Third-party insurance' },
  check: (d, ctx) => {
    const vehicles = ctx.input.vehicles;
    if (vehicles !== undefined && vehicles.length === 0) {
      ctx.fact('vehicles', vehicles);
      return null;
    }
    const covers = ctx.need('documents.thirdPartyInsurance.coversVehicles', d.coversVehicles);
    if (covers)
      return {
        status: 'satisfied',
        message: ctx.t(
          'Seguro contra terceiros apresentado, cobrindo os veículos.',
          'Third-party insurance presented, covering the vehicles.',
        ),
      };
    const list = ctx.need('vehicles');
    return {
      status: 'violated',
      message: ctx.t(
        list.length === 1
          ? 'O seguro contra terceiros não cobre o veículo que transporta e comercializa botijões.'
          : `O seguro contra terceiros não cobre os ${list.length} veículos que transportam e comercializam botijões.`,
        list.length === 1
          ? 'The third-party insurance does not cover the vehicle carrying and selling cylinders.'
          : `The third-party insurance does not cover the ${list.length} vehicles carrying and selling cylinders.`,
      ),
    };
  },
});

// --- III: zone (PDDU/LOUOS) and quantity; § 1º; art. 16: ./art2-zone.ts ----------------

// --- III: 400 m between establishments ------------------------------------------------

/** First come, first served (reading art2-III-first-come): src/core/rulekit-establishment.ts firstComeDate. */
const firstCome = (ctx: RuleContext<SalvadorInput>) => firstComeDate(ctx, 'art2-III-first-come', 'earlier-establishments');

const art2DistanceBase = distanceRule({
  id: 'art2-III-distance',
  implements: ['art2-III'],
  title: { pt: 'Distância mínima de 400 m entre os estabelecimentos', en: 'Minimum distance of 400 m between establishments' },
  activities: ESTABLISHMENTS,
  // Art. 1: the law governs bottling, storage, depots and sale — all count (interpretation counted-establishment-kinds).
  categories: { parameter: 'counted-establishment-kinds' },
  param: 'min-distance-between-establishments',
  statusesParam: 'counted-establishment-statuses',
  measure: { parameter: 'distance-measurement' },
  what: { pt: 'estabelecimento de GLP', en: 'GLP establishment' },
  exceptions: [ART2_PAR1],
  unless: art2Par1Exemption,
  countsUntil: firstCome,
  parameters: ['art2-III-first-come'],
  interpretationNote: {
    pt: '"distância mínima de 400 metros": exatamente 400 m é permitido (≥), distância arredondada ao centímetro. A lei não diz como medir: do limite da área de armazenamento ou do imóvel quando houver polígono, do ponto caso contrário (parâmetro distance-measurement).',
    en: '"minimum distance of 400 metres": exactly 400 m is allowed (≥), rounded to the centimetre. The law does not say how to measure: from the storage-area or parcel boundary when a polygon is known, the point otherwise (parameter distance-measurement).',
  },
});

/** What the reading distance-measurement = edge asks, in the finding's words. */
const EDGE_READING: LotPointBasis = {
  short: {
    pt: 'leitura distance-measurement = edge: entre os limites dos imóveis',
    en: "reading distance-measurement = edge: between the lots' boundaries",
  },
  asks: {
    pt: 'A leitura distance-measurement = edge mede entre os limites dos imóveis; o limite do imóvel do requerente',
    en: "The reading distance-measurement = edge measures between the lots' boundaries; the applicant's lot boundary",
  },
};

/**
 * The law does not say how the 400 m are measured (interpretation distance-measurement). Under
 * the reading `edge` the applicant's side is the lot's boundary: measured from its point instead
 * (no lot.polygon, or a distance given between points: MeasuredPlace.fromLotPoint), a place
 * too near is nearer still from the boundary and the violation stands, saying so; a place beyond
 * 400 m from the point may be within 400 m of the boundary, so the pass is not what the reading
 * asks and cannot be evaluated until the lot is known (rulekit-lot-point, 'require-lot'). Under
 * the default `point` a lot without polygon is measured from its point, which that reading asks.
 */
const art2Distance: RuleDef<SalvadorInput> = edgeReadingDistanceRule(art2DistanceBase, EDGE_READING, firstCome);

// --- IV: scale, prices, invoices ------------------------------------------------------------

const art2Scale: RuleDef<SalvadorInput> = {
  id: 'art2-IV-scale',
  implements: ['art2-IV'],
  title: { pt: 'Balança aferida pelo IPEM/BA', en: 'Scale calibrated by IPEM/BA' },
  activities: ESTABLISHMENTS,
  evaluate(ctx) {
    // No scale at all breaches item IV whatever its calibration (there is nothing to calibrate).
    if (ctx.read('safety.scale') === false)
      return {
        status: 'violated',
        message: ctx.t('Não há balança para pesagem dos botijões.', 'There is no scale to weigh the cylinders.'),
      };
    const [, calibrated] = ctx.needAll(['safety.scale', 'safety.scaleCalibrated']);
    if (!calibrated)
      return { status: 'violated', message: ctx.t('A balança não está aferida pelo IPEM/BA.', 'The scale is not calibrated by IPEM/BA.') };
    return { status: 'satisfied', message: ctx.t('Balança presente e aferida pelo IPEM/BA.', 'Scale present and calibrated by IPEM/BA.') };
  },
};

const art2Prices = flagRule({
  id: 'art2-IV-prices',
  implements: ['art2-IV'],
  title: { pt: 'Tabela de preços visível ao consumidor', en: 'Price table visible to the consumer' },
  activities: ESTABLISHMENTS,
  fact: 'safety.priceTableVisible',
  expected: true,
  ok: { pt: 'Tabela de preços visível ao consumidor.', en: 'Price table visible to the consumer.' },
  bad: { pt: 'Não há tabela de preços visível ao consumidor.', en: 'No price table visible to the consumer.' },
});

const art2Invoices: RuleDef<SalvadorInput> = {
  id: 'art2-IV-invoices',
  implements: ['art2-IV'],
  title: { pt: 'Talão de nota fiscal e equipamento de NF-e', en: 'Invoice book and e-invoice equipment' },
  activities: ESTABLISHMENTS,
  interpretationNote: {
    pt: 'A lei exige as duas coisas ("talão de nota fiscal e ... equipamento para emissão de nota fiscal eletrônica").',
    en: 'The law requires both ("invoice book and ... equipment to issue electronic invoices").',
  },
  evaluate(ctx) {
    // Either one lacking breaches item IV: a known lack decides (ctx.part; the engine names what is not reported).
    const items = [
      { name: 'invoiceBook', label: ctx.t('talão de nota fiscal', 'invoice book') },
      { name: 'eInvoiceEquipment', label: ctx.t('equipamento para emissão de nota fiscal eletrônica', 'e-invoice equipment') },
    ] as const;
    const lacking = items
      .filter(({ name }) => {
        if (ctx.part(`documents.${name}`) === undefined) return false;
        const d = ctx.document(name);
        return !d.held || d.expired;
      })
      .map((i) => i.label);
    if (lacking.length > 0)
      return { status: 'violated', message: ctx.t(`Falta: ${lacking.join('; ')}.`, `Lacking: ${lacking.join('; ')}.`) };
    return {
      status: 'satisfied',
      message: ctx.t(
        'Talão de nota fiscal e equipamento de nota fiscal eletrônica presentes.',
        'Invoice book and e-invoice equipment present.',
      ),
    };
  },
};

// --- V: IPTU of the current year paid -------------------------------------------------------

const art2Iptu: RuleDef<SalvadorInput> = {
  id: 'art2-V',
  implements: ['art2-V'],
  title: { pt: 'Guia do IPTU do exercício quitada', en: 'IPTU of the current year paid' },
  activities: ESTABLISHMENTS,
  interpretationNote: {
    pt: '"em exercício": o exercício do ano da data de avaliação.',
    en: '"em exercício": the fiscal year of the evaluation date.',
  },
  evaluate(ctx) {
    const d = ctx.document('iptuPaid');
    if (!d.held)
      return {
        status: 'violated',
        message: ctx.t('Guia do IPTU do exercício não apresentada quitada.', 'IPTU guia of the current year not presented paid.'),
      };
    const raw = ctx.input.documents?.iptuPaid;
    const year = ctx.need('documents.iptuPaid.fiscalYear', typeof raw === 'object' ? raw.fiscalYear : undefined);
    const current = Number(ctx.date.slice(0, 4));
    if (year !== current)
      return {
        status: 'violated',
        message: ctx.t(
          `A guia do IPTU quitada é do exercício ${year}; a lei exige a do exercício em curso (${current}).`,
          `The paid IPTU guia is for ${year}; the law requires the current year's (${current}).`,
        ),
      };
    return { status: 'satisfied', message: ctx.t(`Guia do IPTU ${year} quitada.`, `IPTU ${year} paid.`) };
  },
};

// --- § 2º: NBR 15514 safety distances (public assembly: art. 10) ------------------------------

const art2Nbr: RuleDef<SalvadorInput> = {
  id: 'art2-par2',
  implements: ['art2-par2'],
  title: {
    pt: 'Distâncias de segurança da NBR 15514 (limite de propriedade, máquinas térmicas, ralos, fontes de ignição, edificações)',
    en: 'NBR 15514 safety distances (property line, heat machines, drains, ignition sources, buildings)',
  },
  activities: ESTABLISHMENTS,
  parameters: ['nbr15514-edition-policy', CLASS_QUANTITY, 'nbr15514-fire-wall'],
  interpretationNote: {
    pt: 'Classe pela maior entre a quantidade requerida (application.requestedQuantity) e a capacidade nominal total dos recipientes no local (leitura nbr-class-quantity); Tabela C1 da edição carregada. A distância a locais de reunião de público é a regra do art. 10. Parede corta-fogo qualificada reduz à metade (exceto ralos), só consultada quando uma distância não atende o valor cheio.',
    en: 'Class from the larger of the requested quantity (application.requestedQuantity) and the total nominal capacity of the containers on site (reading nbr-class-quantity); Table C1 of the loaded edition. The distance to places of public assembly is the art. 10 rule. A qualifying fire wall halves distances (except drains) and is asked for only when a distance fails the full value.',
  },
  evaluate(ctx) {
    // § 2º: "Para obtenção do Alvará", where the caput says "Para obtenção do TVL e Alvará": the
    // NBR distances are a condition of the alvará, not of the TVL (the alvará stage of the
    // procedure asks for an evaluation made for it: procedure.ts, StageDef.evaluation).
    if (ctx.input.application?.type === 'tvl') {
      ctx.fact('application.type', 'tvl');
      return notApplicable(
        ctx,
        'Pedido de TVL: as distâncias da NBR 15514 são exigidas "para obtenção do Alvará" (§ 2º) e serão verificadas na avaliação para o alvará.',
        'TVL application: the NBR 15514 distances are required "to obtain the Alvará" (§ 2) and are checked in the evaluation for the alvará.',
      );
    }
    const basis = nbrBasis(ctx);
    const dist = ctx.input.storage?.distances;
    const none = dist?.noneWithinM;
    const chk = new NbrDistances(ctx, basis);

    // Property line: with a wall ≥ 1.80 m or without; unknown wall is asked only if it matters.
    const pl = dist?.propertyLineM;
    const wall = dist?.propertyLineWallM;
    if (wall !== undefined) {
      ctx.fact('storage.distances.propertyLineWallM', wall);
      chk.check('storage.distances.propertyLineM', wall ? 'property-line-wall' : 'property-line', pl, none?.propertyLineM);
    } else if ((pl !== undefined && pl >= chk.limit('property-line')) || (pl === undefined && none?.propertyLineM !== undefined)) {
      chk.check('storage.distances.propertyLineM', 'property-line', pl, none?.propertyLineM);
    } else if (pl === undefined) chk.missing.push('storage.distances.propertyLineM', 'storage.distances.propertyLineWallM');
    else chk.missing.push('storage.distances.propertyLineWallM');

    chk.check('storage.distances.heatMachinesM', 'heat-sources', dist?.heatMachinesM, none?.heatMachinesM);
    chk.check('storage.distances.drainsM', 'drains', dist?.drainsM, none?.drainsM);
    chk.check('storage.distances.ignitionSourcesM', 'ignition-sources', dist?.ignitionSourcesM, none?.ignitionSourcesM);
    if (dist?.nearestPumpM !== undefined) chk.check('storage.distances.nearestPumpM', 'ignition-sources', dist.nearestPumpM, undefined);
    chk.check('storage.distances.buildingsM', 'buildings', dist?.buildingsM, none?.buildingsM);

    return nbrOutcome(ctx, basis.clsText, chk, [...basis.notes], basisFacts(basis));
  },
};

export const art2Rules: RuleDef<SalvadorInput>[] = [
  art2FireBrigade,
  art2Insurance,
  art2Zone,
  art2Distance,
  art2Scale,
  art2Prices,
  art2Invoices,
  art2Iptu,
  art2Nbr,
];
