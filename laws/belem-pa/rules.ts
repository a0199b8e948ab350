/**
 * Belém — rules, in the order of the law. Each rule names the units it implements;
 * the unit texts are in text.ts and `glp explain <rule>` shows them side by side.
 */
import { MissingFacts as MissingFactsError, NormNotLoaded, type RuleContext } from '../../src/core/context.ts';
import type { Activity } from '../../src/core/input/schema.ts';
import { normClassFor } from '../../src/core/norms/registry.ts';
import type { Outcome, RuleDef } from '../../src/core/pack.ts';
import { distanceRule, documentRule, existedBefore, flagRule, notApplicable, thresholdRule } from '../../src/core/rulekit.ts';
import { storageTotals } from '../../src/core/storage.ts';
import type { Comparison, PlaceRef } from '../../src/core/types.ts';

const LAW_DATE = '2012-01-16';
const OUTLET: readonly Activity[] = ['glp-resale'];

/**
 * Art. 5: arts. 2 and 4 do not apply to outlets existing, or with a construction licence
 * approved, on the law's date (16/01/2012).
 */
function art5Exemption(ctx: RuleContext): Outcome | null {
  if (!existedBefore(ctx, LAW_DATE)) return null;
  return notApplicable(
    ctx,
    'Posto existente ou com licença de construção aprovada até 16/01/2012: art. 5º dispensa os arts. 2º e 4º.',
    'Outlet existing or with a construction licence approved by 16/01/2012: art. 5 exempts it from arts. 2 and 4.',
  );
}

const art5 = { exceptions: ['art5'], unless: art5Exemption };

// --- Art. 2, I: lot ------------------------------------------------------------

const art2LotArea = thresholdRule({
  id: 'art2-I-area',
  implements: ['art2-I', 'art2'],
  title: { pt: 'Área mínima do terreno', en: 'Minimum lot area' },
  activities: OUTLET,
  fact: 'lot.areaM2',
  get: (i) => i.lot?.areaM2,
  param: 'min-lot-area',
  what: { pt: 'Área do terreno', en: 'Lot area' },
  ...art5,
});

const art2Frontage = thresholdRule({
  id: 'art2-I-frontage',
  implements: ['art2-I'],
  title: { pt: 'Testada mínima do terreno', en: 'Minimum lot frontage' },
  activities: OUTLET,
  fact: 'lot.frontageM',
  get: (i) => i.lot?.frontageM,
  param: 'min-frontage',
  what: { pt: 'Testada do terreno', en: 'Lot frontage' },
  ...art5,
});

// --- Art. 2, I, a and par. único: 500 m between outlets, edge to edge -----------

const art2OutletDistance = distanceRule({
  id: 'art2-I-a',
  implements: ['art2-I-a', 'art2-parU'],
  title: { pt: 'Distância mínima de outro posto revendedor de GLP', en: 'Minimum distance from another GLP outlet' },
  activities: OUTLET,
  categories: ['glp-outlet'],
  param: 'min-distance-between-outlets',
  statusesParam: 'counted-outlet-statuses',
  measure: 'edge',
  what: {
    pt: 'posto revendedor de GLP existente ou com licença de construção aprovada',
    en: 'GLP outlet existing or with an approved construction licence',
  },
  ...art5,
});

// --- Art. 2, I, b: NBR 15514 distances (wording of Lei 9.573/2020) ---------------

const NBR_CATEGORIES = [
  'industry-heat',
  'school',
  'daycare',
  'research',
  'hospital',
  'health',
  'barracks',
  'church',
  'environmental-area',
  'large-commerce',
] as const;

const art2NbrDistances: RuleDef = {
  id: 'art2-I-b',
  implements: ['art2-I-b', 'art2-parU'],
  title: {
    pt: 'Distâncias mínimas da NBR 15514 a locais sensíveis',
    en: 'NBR 15514 minimum distances to sensitive places',
  },
  activities: OUTLET,
  validFrom: '2020-04-17',
  parameters: ['nbr15514-edition-named', 'nbr15514-edition-substitution', 'nbr15514-column-by-category', 'large-commerce-min-area'],
  exceptions: ['art5'],
  interpretationNote: {
    pt: 'A lei nomeia a NBR 15514:2007, cujos valores não foram encontrados; aplica-se a edição carregada, avisando. Categorias da lei são mapeadas para colunas da Tabela C1 por parâmetro.',
    en: 'The law names NBR 15514:2007, whose values were not found; the loaded edition is applied with a notice. Law categories map to Table C1 columns by parameter.',
  },
  evaluate(ctx) {
    const early = art5Exemption(ctx);
    if (early) return early;
    const table = ctx.norm('nbr15514');
    const named = ctx.param<string>('nbr15514-edition-named');
    const notes: string[] = [];
    if (table.edition !== named) {
      const policy = ctx.interpretation<string>('nbr15514-edition-substitution');
      if (policy === 'require-named-edition') throw new NormNotLoaded(`NBR 15514:${named}`);
      notes.push(
        ctx.t(
          `A lei nomeia a NBR 15514:${named}; foi aplicada a edição carregada NBR 15514:${table.edition} (${table.source}; confiança ${table.confidence}).`,
          `The law names NBR 15514:${named}; the loaded edition NBR 15514:${table.edition} was applied (${table.source}; confidence ${table.confidence}).`,
        ),
      );
    }
    const containers = ctx.need('storage.containers', ctx.input.storage?.containers);
    const totals = storageTotals(containers);
    const cls = normClassFor(table, totals.totalKg);
    const columns = ctx.interpretation<Record<string, string>>('nbr15514-column-by-category');
    const minLarge = ctx.param<number>('large-commerce-min-area');
    // The largest distance of any column bounds the survey radius the rule needs.
    let maxLimit = 0;
    for (const cat of NBR_CATEGORIES) {
      const col = columns[cat];
      const v = col ? table.distances[col]?.byClass[cls.class] : undefined;
      if (v !== undefined && v > maxLimit) maxLimit = v;
    }
    const places = ctx.nearby(NBR_CATEGORIES, { radiusM: maxLimit, measure: 'edge' });
    const comparisons: Comparison[] = [];
    const refs: PlaceRef[] = [];
    let violated = false;
    for (const p of places) {
      if (p.place.category === 'large-commerce') {
        const area = ctx.need(`nearby.places[${p.index}].areaM2`, p.place.areaM2);
        if (!(area > minLarge)) continue;
      }
      const col = columns[p.place.category];
      const limit = col ? table.distances[col]?.byClass[cls.class] : undefined;
      if (limit === undefined) continue;
      const c = ctx.compareWith(`distance to ${p.place.name ?? p.place.category}`, p.distanceM, '>=', limit, 'm');
      comparisons.push(c);
      refs.push(ctx.placeRef(p));
      if (!c.holds) violated = true;
    }
    const clsText = ctx.t(`classe ${cls.class} da NBR 15514 (${totals.arithmetic})`, `NBR 15514 class ${cls.class} (${totals.arithmetic})`);
    if (comparisons.length === 0) {
      return {
        status: 'satisfied',
        message: ctx.t(
          `Nenhum local sensível do art. 2º, I, b dentro das distâncias da ${clsText}.`,
          `No sensitive place of art. 2, I, b within the distances of ${clsText}.`,
        ),
        notes,
        facts: { nbrClass: cls.class, totalKg: totals.totalKg },
      };
    }
    const worst = comparisons.find((c) => !c.holds) ?? comparisons[0];
    return {
      status: violated ? 'violated' : 'satisfied',
      message: ctx.t(
        `${violated ? 'Distância insuficiente' : 'Distâncias atendidas'} (${clsText}): ${worst?.text}.`,
        `${violated ? 'Distance too short' : 'Distances met'} (${clsText}): ${worst?.text}.`,
      ),
      comparisons,
      places: refs,
      notes,
      facts: { nbrClass: cls.class, totalKg: totals.totalKg },
    };
  },
};

// Before 17/04/2020 the wording of art. 2, I, b is unknown: say so rather than guess.
const art2NbrDistancesOriginal: RuleDef = {
  id: 'art2-I-b-original',
  implements: ['art2-I-b'],
  title: { pt: 'Art. 2º, I, b na redação original (não transcrita)', en: 'Art. 2, I, b in its original wording (not transcribed)' },
  activities: OUTLET,
  validTo: '2020-04-17',
  exceptions: ['art5'],
  evaluate(ctx) {
    const early = art5Exemption(ctx);
    if (early) return early;
    return {
      status: 'cannot-evaluate',
      message: ctx.t(
        'A redação do art. 2º, I, b vigente antes de 17/04/2020 não consta do texto recebido: não é possível avaliar.',
        'The wording of art. 2, I, b in force before 17/04/2020 is not in the received text: cannot evaluate.',
      ),
      missing: ['law: redação original do art. 2º, I, b'],
    };
  },
};

// --- Art. 2, II–IV: licences of other bodies (evidence) -------------------------

const art2Anp = documentRule({
  id: 'art2-II',
  implements: ['art2-II'],
  title: { pt: 'Requisitos da ANP', en: 'ANP requirements' },
  activities: OUTLET,
  doc: 'anpAuthorisation',
  what: { pt: 'Autorização da ANP (requisitos do MME/ANP)', en: 'ANP authorisation (MME/ANP requirements)' },
  ...art5,
});

const art2Environmental = documentRule({
  id: 'art2-III',
  implements: ['art2-III'],
  title: { pt: 'Licenciamento ambiental', en: 'Environmental licence' },
  activities: OUTLET,
  doc: 'environmentalLicence',
  what: { pt: 'Licença ambiental', en: 'Environmental licence' },
  ...art5,
});

const art2OtherLicences = documentRule({
  id: 'art2-IV',
  implements: ['art2-IV'],
  title: { pt: 'Licenças de outros órgãos', en: 'Licences of other bodies' },
  activities: OUTLET,
  doc: 'otherLicences',
  what: { pt: 'Licenças de outros órgãos', en: 'Licences of other bodies' },
  ...art5,
});

// --- Art. 3: what every outlet must keep ------------------------------------------

const art3Scale: RuleDef = {
  id: 'art3-I',
  implements: ['art3-I', 'art3'],
  title: { pt: 'Balança aferida', en: 'Calibrated scale' },
  activities: OUTLET,
  evaluate(ctx) {
    const [scale, calibrated] = ctx.needAll([
      ['safety.scale', ctx.input.safety?.scale],
      ['safety.scaleCalibrated', ctx.input.safety?.scaleCalibrated],
    ] as const);
    if (!scale) return { status: 'violated', message: ctx.t('Não há balança no posto.', 'There is no scale at the outlet.') };
    if (!calibrated)
      return {
        status: 'violated',
        message: ctx.t('A balança não está aferida (IMETRO/IMEP).', 'The scale is not calibrated (IMETRO/IMEP).'),
      };
    return { status: 'satisfied', message: ctx.t('Balança presente e aferida.', 'Scale present and calibrated.') };
  },
};

const art3Certificate = documentRule({
  id: 'art3-II',
  implements: ['art3-II'],
  title: { pt: 'Certificado de aferição visível', en: 'Calibration certificate on display' },
  activities: OUTLET,
  doc: 'scaleCalibrationCertificate',
  what: { pt: 'Certificado de aferição da balança', en: 'Scale calibration certificate' },
  check: (d, ctx) =>
    d.displayed === false
      ? {
          status: 'violated',
          message: ctx.t('Certificado de aferição não está em local visível.', 'Calibration certificate is not on display.'),
        }
      : d.displayed === undefined
        ? (() => {
            throw new MissingFactsError(['documents.scaleCalibrationCertificate.displayed']);
          })()
        : null,
});

const art3FireEquipment: RuleDef = {
  id: 'art3-III',
  implements: ['art3-III'],
  title: { pt: 'Extintores conforme o Corpo de Bombeiros', en: 'Extinguishers as the fire brigade prescribes' },
  activities: OUTLET,
  interpretationNote: {
    pt: 'A quantidade é a prescrita pelo Corpo de Bombeiros em cada caso: a prova é o alvará/vistoria dos Bombeiros; o sistema confere que há extintores em dia.',
    en: 'The quantity is what the fire brigade prescribes case by case: its licence/inspection is the evidence; the system checks extinguishers are present and in date.',
  },
  evaluate(ctx) {
    const fb = ctx.document('fireBrigadeLicence');
    const ext = ctx.need('safety.extinguishers', ctx.input.safety?.extinguishers);
    const units = ext.reduce((n, e) => n + e.count, 0);
    const outOfDate = ext.some((e) => e.inDate === false);
    if (!fb.held || fb.expired)
      return {
        status: 'violated',
        message: ctx.t(
          'Sem alvará do Corpo de Bombeiros válido que prescreva os extintores.',
          'No valid fire brigade licence prescribing the extinguishers.',
        ),
      };
    if (units === 0 || outOfDate)
      return {
        status: 'violated',
        message: ctx.t(
          `Extintores: ${units} unidade(s)${outOfDate ? ', alguma fora da validade' : ''}.`,
          `Extinguishers: ${units} unit(s)${outOfDate ? ', some out of date' : ''}.`,
        ),
      };
    return {
      status: 'satisfied',
      message: ctx.t(
        `${units} extintor(es) em dia; alvará dos Bombeiros válido.`,
        `${units} extinguisher(s) in date; fire brigade licence valid.`,
      ),
    };
  },
};

const art3Hygiene = flagRule({
  id: 'art3-IV',
  implements: ['art3-IV'],
  title: { pt: 'Funcionamento, higiene e limpeza', en: 'Operation, hygiene and cleanliness' },
  activities: OUTLET,
  fact: 'safety.hygieneOk',
  get: (i) => i.safety?.hygieneOk,
  expected: true,
  ok: { pt: 'Condições de higiene e limpeza adequadas.', en: 'Hygiene and cleanliness adequate.' },
  bad: { pt: 'Condições de higiene e limpeza inadequadas.', en: 'Hygiene and cleanliness inadequate.' },
});

const art3FireInsurance = documentRule({
  id: 'art3-V',
  implements: ['art3-V'],
  title: { pt: 'Seguro contra incêndio', en: 'Fire insurance' },
  activities: OUTLET,
  doc: 'fireInsurance',
  what: { pt: 'Seguro contra incêndio', en: 'Fire insurance' },
  extraParameters: ['min-fire-insurance'],
  check: (d, ctx) => {
    const amount = ctx.need('documents.fireInsurance.amountBRL', d.amountBRL);
    const c = ctx.compare('documents.fireInsurance.amountBRL', amount, 'min-fire-insurance');
    return {
      status: c.holds ? 'satisfied' : 'violated',
      message: ctx.t(`Seguro contra incêndio: ${c.text}.`, `Fire insurance: ${c.text}.`),
      comparisons: [c],
    };
  },
});

const art3Telephone = flagRule({
  id: 'art3-VI',
  implements: ['art3-VI'],
  title: { pt: 'Telefone', en: 'Telephone' },
  activities: OUTLET,
  fact: 'safety.telephone',
  get: (i) => i.safety?.telephone,
  expected: true,
  ok: { pt: 'Há telefone durante o funcionamento.', en: 'A telephone is available during opening hours.' },
  bad: { pt: 'Não há telefone durante o funcionamento.', en: 'No telephone during opening hours.' },
});

// --- Art. 4: legally constituted --------------------------------------------------

const art4Constitution: RuleDef = {
  id: 'art4',
  implements: ['art4'],
  title: { pt: 'Prova de constituição legal e cadastros fiscais', en: 'Proof of incorporation and tax registrations' },
  activities: OUTLET,
  exceptions: ['art5'],
  evaluate(ctx) {
    const early = art5Exemption(ctx);
    if (early) return early;
    const reg = ctx.document('commercialRegistration');
    const tax = ctx.document('taxRegistrations');
    const lacking: string[] = [];
    if (!reg.held || reg.expired) lacking.push(ctx.t('registro na Junta Comercial', 'commercial registry filing'));
    if (!tax.held || tax.expired)
      lacking.push(ctx.t('cadastros fiscais (União, Estado, Município)', 'tax registrations (federal, state, municipal)'));
    if (lacking.length > 0)
      return { status: 'violated', message: ctx.t(`Falta prova de: ${lacking.join('; ')}.`, `Missing proof of: ${lacking.join('; ')}.`) };
    return {
      status: 'satisfied',
      message: ctx.t('Constituição legal e cadastros fiscais comprovados.', 'Incorporation and tax registrations proven.'),
    };
  },
};

// --- Art. 6: transport ------------------------------------------------------------

const art6Vehicles: RuleDef = {
  id: 'art6',
  implements: ['art6'],
  title: { pt: 'Veículos vedados ao transporte de GLP', en: 'Vehicles forbidden to carry GLP' },
  activities: ['glp-resale', 'glp-mobile-sale', 'glp-depot'],
  parameters: ['forbidden-vehicle-types', 'own-use-vehicle-max-cylinders'],
  evaluate(ctx) {
    const vehicles = ctx.need('vehicles', ctx.input.vehicles);
    const forbidden = ctx.param<string[]>('forbidden-vehicle-types');
    const bad = vehicles.map((v, i) => ({ v, i })).filter(({ v }) => forbidden.includes(v.type) && v.ownUseSingleCylinder !== true);
    if (bad.length > 0) {
      const list = bad.map(({ v, i }) => `${v.plate ?? `#${i}`} (${v.type})`).join(', ');
      return {
        status: 'violated',
        message: ctx.t(`Transporte de GLP em veículo vedado: ${list}.`, `GLP carried in a forbidden vehicle: ${list}.`),
      };
    }
    return {
      status: 'satisfied',
      message: ctx.t(`${vehicles.length} veículo(s), nenhum de tipo vedado.`, `${vehicles.length} vehicle(s), none of a forbidden type.`),
    };
  },
};

const art6Ownership: RuleDef = {
  id: 'art6-par1',
  implements: ['art6-par1'],
  title: { pt: 'Veículos próprios ou contratados', en: 'Vehicles owned or contracted' },
  activities: ['glp-resale', 'glp-mobile-sale'],
  evaluate(ctx) {
    const vehicles = ctx.need('vehicles', ctx.input.vehicles);
    const missing = vehicles.flatMap((v, i) => (v.ownership === undefined ? [`vehicles[${i}].ownership`] : []));
    if (missing.length > 0) ctx.needAll(missing.map((m) => [m, undefined] as const));
    const other = vehicles.filter((v) => v.ownership === 'other');
    if (other.length > 0)
      return {
        status: 'violated',
        message: ctx.t(
          `Veículo(s) nem próprio(s) nem contratado(s): ${other.map((v) => v.plate ?? v.type).join(', ')}.`,
          `Vehicle(s) neither owned nor contracted: ${other.map((v) => v.plate ?? v.type).join(', ')}.`,
        ),
      };
    return {
      status: 'satisfied',
      message: ctx.t('Todos os veículos são próprios ou contratados.', 'All vehicles are owned or contracted.'),
    };
  },
};

// --- Art. 7: storage outside outlets ------------------------------------------------

const art7Storage: RuleDef = {
  id: 'art7',
  implements: ['art7'],
  title: {
    pt: 'No máximo dois recipientes fora de revenda; varejo só em posto licenciado',
    en: 'At most two containers outside an outlet; retail only at a licensed outlet',
  },
  activities: ['residence', 'other-commerce', 'own-consumption'],
  parameters: ['max-containers-non-glp-premises'],
  evaluate(ctx) {
    const i = ctx.input;
    if (i.activity !== 'residence') {
      const usesInput = ctx.need('establishment.usesGlpAsInput', i.establishment?.usesGlpAsInput);
      if (usesInput)
        return notApplicable(
          ctx,
          'O estabelecimento usa GLP como insumo de sua atividade-fim: art. 7º não limita.',
          'The business uses GLP as an input: art. 7 sets no limit.',
        );
    }
    const containers = ctx.need('storage.containers', i.storage?.containers);
    const t = storageTotals(containers);
    const c = ctx.compare('storage.containers (count)', t.containers, 'max-containers-non-glp-premises');
    return {
      status: c.holds ? 'satisfied' : 'violated',
      message: ctx.t(`Recipientes armazenados: ${c.text}.`, `Containers stored: ${c.text}.`),
      comparisons: [c],
    };
  },
};

const art7Retail = flagRule({
  id: 'art7-retail',
  implements: ['art7'],
  title: { pt: 'Varejo de GLP só em posto revendedor', en: 'GLP retail only at an outlet' },
  activities: ['residence', 'other-commerce', 'own-consumption'],
  fact: 'establishment.sellsGlp',
  get: (i) => i.establishment?.sellsGlp,
  expected: false,
  ok: { pt: 'Não vende GLP no varejo.', en: 'Does not sell GLP at retail.' },
  bad: {
    pt: 'Vende GLP no varejo em instalação que não é posto revendedor licenciado (art. 7º).',
    en: 'Sells GLP at retail in premises that are not a licensed outlet (art. 7).',
  },
});

export const belemRules: RuleDef[] = [
  art2LotArea,
  art2Frontage,
  art2OutletDistance,
  art2NbrDistances,
  art2NbrDistancesOriginal,
  art2Anp,
  art2Environmental,
  art2OtherLicences,
  art3Scale,
  art3Certificate,
  art3FireEquipment,
  art3Hygiene,
  art3FireInsurance,
  art3Telephone,
  art4Constitution,
  art6Vehicles,
  art6Ownership,
  art7Storage,
  art7Retail,
];
