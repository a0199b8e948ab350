/**
 * Belém — art. 3 (what every outlet keeps), art. 4 (legally constituted; art. 5 exempts
 * existing outlets), art. 6 (transport of GLP); art. 7 (storage and retail outside outlets): art7.ts.
 */
import { MissingFacts } from '../../../src/core/context.ts';
import type { RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { periodEnd } from '../../../src/core/periods.ts';
import { lawOf } from '../../../src/core/rulekit-establishment.ts';
import type { IsoDate } from '../../../src/core/types.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { vehicleName } from '../../../src/core/rulekit-vehicles.ts';
import { documentRule, flagRule, type BelemInput } from '../facts.ts';
import { art5Exemption, OUTLET, operatingDuty, transportDuty, vehiclePart } from './common.ts';
import { withForceMajeure } from './art4-parU.ts';
import { art7Rules } from './art7.ts';

// --- Art. 3: what every outlet must keep ------------------------------------------

/**
 * Art. 3 I: "balança em perfeito funcionamento, devidamente aferida pelo IMETRO/IMEP" — three
 * parts: a scale, in perfect working order, calibrated. No scale violates whatever is said of
 * the rest; a part known to fail decides (ctx.part: the engine names what is not reported);
 * otherwise every part not stated is asked at once.
 */
/**
 * The end of the calibration a held certificate attests, when it ran out before the evaluation
 * date (null otherwise: none held, no end stated, or still valid). Art. 3 I asks the scale
 * "devidamente aferida": the certificate's validity is the calibration's, so an expired one breaches
 * item I (the calibration) as well as item II (the certificate kept on view, rule art3-II).
 */
function lapsedCalibration(ctx: RuleContext<BelemInput>): IsoDate | null {
  const raw = ctx.input.documents?.scaleCalibrationCertificate;
  if (raw === undefined || typeof raw === 'boolean' || !raw.held || raw.validUntil === undefined) return null;
  const d = ctx.document('scaleCalibrationCertificate');
  return d.expired ? (d.validUntil as IsoDate) : null;
}

const art3Scale: RuleDef<BelemInput> = {
  id: 'art3-I',
  implements: ['art3-I', 'art3'],
  title: { pt: 'Balança em perfeito funcionamento e aferida', en: 'Scale in perfect working order and calibrated' },
  activities: OUTLET,
  evaluate(ctx) {
    if (ctx.read('safety.scale') === false)
      return { status: 'violated', message: ctx.t('Não há balança no posto.', 'There is no scale at the outlet.') };
    const scale = ctx.part('safety.scale');
    const working = ctx.part('safety.scaleWorking');
    const calibrated = ctx.part('safety.scaleCalibrated');
    const lapsed = lapsedCalibration(ctx);
    const failing = [
      working === false && ctx.t('não está em perfeito funcionamento', 'is not in perfect working order'),
      calibrated === false && ctx.t('não está aferida (IMETRO/IMEP)', 'is not calibrated (IMETRO/IMEP)'),
      // "devidamente aferida": a calibration whose certificate ran out is no longer due calibration.
      calibrated !== false &&
        lapsed !== null &&
        ctx.t(
          `não está devidamente aferida: o certificado de aferição venceu em ${ctx.d(lapsed)}`,
          `is not duly calibrated: its calibration certificate expired on ${ctx.d(lapsed)}`,
        ),
    ].filter((x): x is string => typeof x === 'string');
    if (failing.length > 0)
      return { status: 'violated', message: ctx.t(`A balança ${failing.join(' e ')}.`, `The scale ${failing.join(' and ')}.`) };
    if (scale === undefined || working === undefined || calibrated === undefined)
      ctx.needAll(['safety.scale', 'safety.scaleWorking', 'safety.scaleCalibrated']);
    return {
      status: 'satisfied',
      message: ctx.t('Balança presente, em perfeito funcionamento e aferida.', 'Scale present, in perfect working order and calibrated.'),
    };
  },
};

const art3Certificate = documentRule({
  id: 'art3-II',
  implements: ['art3-II'],
  title: { pt: 'Certificado de aferição visível', en: 'Calibration certificate on display' },
  activities: OUTLET,
  doc: 'scaleCalibrationCertificate',
  expires: true,
  what: { pt: 'Certificado de aferição da balança', en: 'Scale calibration certificate' },
  check: (d, ctx) =>
    d.displayed === false
      ? {
          status: 'violated',
          message: ctx.t('Certificado de aferição não está em local visível.', 'Calibration certificate is not on display.'),
        }
      : d.displayed === undefined
        ? (() => {
            throw new MissingFacts(['documents.scaleCalibrationCertificate.displayed']);
          })()
        : null,
});

const art3FireEquipment: RuleDef<BelemInput> = {
  id: 'art3-III',
  implements: ['art3-III'],
  title: { pt: 'Extintores conforme o Corpo de Bombeiros', en: 'Extinguishers as the fire brigade prescribes' },
  activities: OUTLET,
  interpretationNote: {
    pt: 'A quantidade é a prescrita pelo Corpo de Bombeiros em cada caso: a prova é o alvará/vistoria dos Bombeiros; o sistema confere que há extintores em dia ("sempre em perfeitas condições de funcionamento": validade não informada é fato faltante).',
    en: 'The quantity is what the fire brigade prescribes case by case: its licence/inspection is the evidence; the system checks extinguishers are present and in date ("sempre em perfeitas condições de funcionamento": a validity not stated is a missing fact).',
  },
  parameters: ['art3-III-without-fire-licence'],
  evaluate(ctx) {
    const fb = ctx.document('fireBrigadeLicence');
    const ext = ctx.need('safety.extinguishers');
    const units = ext.reduce((n, e) => n + e.count, 0);
    const outOfDate = ext.some((e) => e.inDate === false);
    // "sempre em perfeitas condições de funcionamento": an extinguisher whose validity is not
    // stated is not shown to be in working order — a missing fact, never "em dia".
    const unknown = ext.flatMap((e, i) => (e.count > 0 && e.inDate === undefined ? [`safety.extinguishers[${i}].inDate`] : []));
    if (!fb.held || fb.expired) {
      // Art. 3 III: "observadas as prescrições do Corpo de Bombeiros". Without its licence the
      // prescription is unknown: a violation in itself, or only missing evidence (interpretation).
      if (ctx.interpretation<string>('art3-III-without-fire-licence') === 'missing-evidence' && units > 0 && !outOfDate)
        return {
          status: 'cannot-evaluate',
          message:
            unknown.length > 0
              ? ctx.t(
                  `${units} extintor(es), validade não informada, e sem alvará do Corpo de Bombeiros válido não se sabe o que ele prescreve: informe a validade e apresente o alvará.`,
                  `${units} extinguisher(s), validity not stated, and without a valid fire brigade licence its prescription is unknown: state the validity and present the licence.`,
                )
              : ctx.t(
                  `${units} extintor(es) em dia, mas sem alvará do Corpo de Bombeiros válido não se sabe o que ele prescreve: apresente o alvará.`,
                  `${units} extinguisher(s) in date, but without a valid fire brigade licence its prescription is unknown: present the licence.`,
                ),
          missing: ['documents.fireBrigadeLicence', ...unknown],
        };
      return {
        status: 'violated',
        message: ctx.t(
          'Sem alvará do Corpo de Bombeiros válido que prescreva os extintores.',
          'No valid fire brigade licence prescribing the extinguishers.',
        ),
      };
    }
    if (units === 0 || outOfDate)
      return {
        status: 'violated',
        message: ctx.t(
          `Extintores: ${units} unidade(s)${outOfDate ? ', alguma fora da validade' : ''}.`,
          `Extinguishers: ${units} unit(s)${outOfDate ? ', some out of date' : ''}.`,
        ),
      };
    if (unknown.length > 0) throw new MissingFacts(unknown);
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
  expected: true,
  ok: { pt: 'Condições de higiene e limpeza adequadas.', en: 'Hygiene and cleanliness adequate.' },
  bad: { pt: 'Condições de higiene e limpeza inadequadas.', en: 'Hygiene and cleanliness inadequate.' },
});

/**
 * Art. 3 V: the latest adjustment of the minimum due by the evaluation date (every three years
 * from the law) and the day the value in force took effect, when it is before that; else null.
 */
function adjustmentMissing(ctx: RuleContext<BelemInput>): { due: IsoDate; since: IsoDate } | null {
  const since = ctx.paramSince('min-fire-insurance');
  if (since === null) return null;
  const every = ctx.param<number>('fire-insurance-adjustment-years');
  const start = lawOf(ctx).inForceFrom;
  let due: IsoDate | null = null;
  for (let k = 1; ; k++) {
    const next = periodEnd(start, { n: every * k, unit: 'years' });
    if (next > ctx.date) break;
    due = next;
  }
  return due !== null && since < due ? { due, since } : null;
}

const art3FireInsurance = documentRule({
  id: 'art3-V',
  implements: ['art3-V'],
  title: { pt: 'Seguro contra incêndio', en: 'Fire insurance' },
  activities: OUTLET,
  doc: 'fireInsurance',
  // "atualizado seguro contra incêndio": a policy with no end date is not known to be up to date.
  expires: true,
  what: { pt: 'Seguro contra incêndio', en: 'Fire insurance' },
  parameters: ['min-fire-insurance', 'fire-insurance-adjustment-years', 'fire-insurance-unadjusted'],
  check: (d, ctx) => {
    const amount = ctx.need('documents.fireInsurance.amountBRL', d.amountBRL);
    const c = ctx.compare('documents.fireInsurance.amountBRL', amount, 'min-fire-insurance');
    const out: Outcome = {
      status: c.holds ? 'satisfied' : 'violated',
      message: ctx.t(`Seguro contra incêndio: ${c.text}.`, `Fire insurance: ${c.text}.`),
      comparisons: [c],
    };
    const missing = adjustmentMissing(ctx);
    if (missing === null) return out;
    const due = missing.due;
    const since = ctx.d(missing.since);
    const said = ctx.t(
      `O art. 3º, V manda reajustar o valor mínimo de três em três anos: o reajuste devido em ${ctx.d(due)} não foi carregado, e o valor comparado é o de ${since}.`,
      `Art. 3 V has the minimum adjusted every three years: the adjustment due on ${ctx.d(due)} has not been loaded, and the value compared is that of ${since}.`,
    );
    const mode = ctx.interpretation<string>('fire-insurance-unadjusted');
    // Below the latest loaded value is below any adjusted one: a violation either way.
    if (c.holds && mode === 'require-adjusted')
      throw new MissingFacts(
        [`parameter:belem-pa/min-fire-insurance@${due}`],
        `${ctx.t('Não é possível avaliar.', 'Cannot evaluate.')} ${said}`,
      );
    out.notes = [said];
    return out;
  },
});

const art3Telephone = flagRule({
  id: 'art3-VI',
  implements: ['art3-VI'],
  title: { pt: 'Telefone', en: 'Telephone' },
  activities: OUTLET,
  fact: 'safety.telephone',
  expected: true,
  ok: { pt: 'Há telefone durante o funcionamento.', en: 'A telephone is available during opening hours.' },
  bad: { pt: 'Não há telefone durante o funcionamento.', en: 'No telephone during opening hours.' },
});

// --- Art. 4: legally constituted --------------------------------------------------

const art4Constitution: RuleDef<BelemInput> = {
  id: 'art4',
  implements: ['art4'],
  title: { pt: 'Prova de constituição legal e cadastros fiscais', en: 'Proof of incorporation and tax registrations' },
  activities: OUTLET,
  parameters: [...(art5Exemption.parameters ?? [])],
  exceptions: ['art5'],
  evaluate(ctx) {
    const early = art5Exemption(ctx);
    if (early) return early;
    // Both proofs are required: one known to be lacking decides (ctx.part; the engine names what is not reported).
    const proofs = [
      ['commercialRegistration', ctx.t('registro na Junta Comercial', 'commercial registry filing')],
      ['taxRegistrations', ctx.t('cadastros fiscais (União, Estado, Município)', 'tax registrations (federal, state, municipal)')],
    ] as const;
    const lacking = proofs
      .filter(([doc]) => {
        if (ctx.part(`documents.${doc}`) === undefined) return false;
        const d = ctx.document(doc);
        return !d.held || d.expired;
      })
      .map(([, label]) => label);
    if (lacking.length > 0)
      return { status: 'violated', message: ctx.t(`Falta prova de: ${lacking.join('; ')}.`, `Missing proof of: ${lacking.join('; ')}.`) };
    return {
      status: 'satisfied',
      message: ctx.t('Constituição legal e cadastros fiscais comprovados.', 'Incorporation and tax registrations proven.'),
    };
  },
};

// --- Art. 6: transport ------------------------------------------------------------

/** Businesses whose evaluation always covers their GLP transport. */
const CARRIERS: readonly string[] = ['glp-resale', 'glp-mobile-sale', 'glp-depot'];

/** Kinds the law names only in part, and the vehicle's fact that decides whether it is a forbidden one. */
const DECIDED_BY: Readonly<Record<string, 'humanPowered' | 'woodenHull'>> = { tricycle: 'humanPowered', boat: 'woodenHull' };

/**
 * Art. 6: "Fica expressamente vedado o transporte de GLP em veículos com tração animal ou
 * humana, bicicletas … e embarcações com casco de madeira" — a prohibition on the transport
 * itself, binding whoever carries GLP (a home, a shop, a carrier), not only outlets. For a
 * business that is not a GLP carrier, the rule applies when its vehicles are reported.
 */
const art6Vehicles: RuleDef<BelemInput> = {
  id: 'art6',
  implements: ['art6'],
  title: { pt: 'Veículos vedados ao transporte de GLP', en: 'Vehicles forbidden to carry GLP' },
  activities: 'all',
  interpretationNote: {
    pt: 'Um triciclo pedalado é de tração humana, mesmo com motor auxiliar (a lei não livra a bicicleta motorizada); um triciclo a motor não é bicicleta: decide vehicles[i].humanPowered. Uma embarcação ("boat") pode ter casco de madeira: decide vehicles[i].woodenHull. Não informados, são fatos faltantes, nunca aprovação. O tipo do veículo (vehicles[i].type), se não informado, pode ser um dos vedados: é pedido (não é possível avaliar), salvo quando outro veículo de tipo vedado já decide a violação ou quando a ressalva cobre o veículo, qualquer que seja o tipo. A ressalva ("consumo próprio, na quantidade máxima de um botijão de gás para uso domiciliar") vale para um veículo cujo transporte é para consumo próprio domiciliar (vehicles[i].ownHouseholdUse) e que leva no máximo um botijão (vehicles[i].cylinders); para um revendedor, o consumo próprio só quando afirmado.',
    en: 'A pedalled tricycle is human traction, even with an assisting motor (the law does not spare the motorised bicycle); a motor tricycle is not a bicycle: vehicles[i].humanPowered decides. A boat may have a wooden hull: vehicles[i].woodenHull decides. Not reported, they are missing facts, never a pass. The type of a vehicle (vehicles[i].type), not reported, may be a forbidden one: it is asked for (cannot evaluate), unless another vehicle of a forbidden type already decides the violation or the exception covers the vehicle, whatever its type. The exception ("consumo próprio, na quantidade máxima de um botijão de gás para uso domiciliar") covers a vehicle whose transport is for own household use (vehicles[i].ownHouseholdUse) carrying at most one cylinder (vehicles[i].cylinders); for a GLP business, own use only when stated.',
  },
  parameters: ['forbidden-vehicle-types', 'own-use-vehicle-max-cylinders', 'art6-household-cylinder', 'household-cylinder-max-kg'],
  evaluate(ctx) {
    if (!CARRIERS.includes(ctx.input.activity) && ctx.input.vehicles === undefined)
      return notApplicable(
        ctx,
        'Nenhum transporte de GLP informado (o art. 6º alcança quem transporta GLP).',
        'No GLP transport reported (art. 6 binds whoever carries GLP).',
      );
    const vehicles = ctx.need('vehicles');
    const forbidden = ctx.param<string[]>('forbidden-vehicle-types');
    const max = ctx.param<number>('own-use-vehicle-max-cylinders');
    const most = max === 1 ? ctx.t('um botijão', 'one cylinder') : ctx.t(`${ctx.n(max)} botijões`, `${ctx.n(max)} cylinders`);
    // A GLP business's vehicles carry its trade, never own household consumption: unless stated
    // otherwise, a forbidden one is a violation. Anyone else (a home, a shop) may be within the
    // exception: whether the transport is for own household use, and how many cylinders, is asked.
    const carrier = CARRIERS.includes(ctx.input.activity);
    const bad: string[] = [];
    let excepted = 0;
    vehicles.forEach((v, i) => {
      // A type not reported may be a forbidden one: unknown (undefined), asked for below unless the
      // exception covers the vehicle whatever its type.
      const by = v.type === undefined ? undefined : DECIDED_BY[v.type];
      if (by !== undefined && v[by] !== undefined) ctx.fact(`vehicles[${i}].${by}`, v[by]);
      const kind = v.type === undefined ? undefined : forbidden.includes(v.type) ? true : by === undefined ? false : v[by];
      if (kind === false) return;
      const exception = ownUseException(ctx, v, i, carrier, max);
      if (exception === 'applies') {
        if (v.type !== undefined) excepted++;
        return;
      }
      // Of a kind that may be forbidden, outside the exception or not saying: each unknown is a part.
      if (v.type === undefined) vehiclePart(ctx, `vehicles[${i}].type`, undefined);
      if (by !== undefined) vehiclePart(ctx, `vehicles[${i}].${by}`, v[by]);
      if (exception === 'fails' && kind === true)
        bad.push(
          v.cylinders !== undefined && v.cylinders > max
            ? ctx.t(
                `${vehicleName(v, i, ctx.lang)} (${ctx.n(v.cylinders)} botijões)`,
                `${vehicleName(v, i, ctx.lang)} (${ctx.n(v.cylinders)} cylinders)`,
              )
            : notBotijao(ctx, v)
              ? ctx.t(
                  `${vehicleName(v, i, ctx.lang)} (recipiente de ${ctx.q(v.cylinderCapacityKg ?? 0, 'kg')}: não é botijão de uso domiciliar)`,
                  `${vehicleName(v, i, ctx.lang)} (a ${ctx.q(v.cylinderCapacityKg ?? 0, 'kg')} container: not a household botijão)`,
                )
              : vehicleName(v, i, ctx.lang),
        );
    });
    if (bad.length > 0)
      return {
        status: 'violated',
        message: ctx.t(
          `Transporte de GLP em veículo vedado: ${bad.join(', ')} (a ressalva do art. 6º admite só o consumo próprio, no máximo ${most}).`,
          `GLP carried in a forbidden vehicle: ${bad.join(', ')} (the art. 6 exception allows only own use, at most ${most}).`,
        ),
      };
    return {
      status: 'satisfied',
      message:
        excepted > 0
          ? ctx.t(
              `${vehicles.length} veículo(s); ${excepted} de tipo vedado, levando para consumo próprio no máximo ${most} (ressalva do art. 6º).`,
              `${vehicles.length} vehicle(s); ${excepted} of a forbidden type, carrying at most ${most} for own use (art. 6 exception).`,
            )
          : ctx.t(`${vehicles.length} veículo(s), nenhum de tipo vedado.`, `${vehicles.length} vehicle(s), none of a forbidden type.`),
    };
  },
};

type Vehicle = NonNullable<BelemInput['vehicles']>[number];

/**
 * Art. 6's exception for one vehicle: "salvo quando esse transporte visar o consumo próprio, na
 * quantidade máxima de um botijão de gás para uso domiciliar" — both conditions. One known to
 * fail (not own use; more cylinders than the maximum) decides; otherwise each unknown is a part.
 */
function ownUseException(
  ctx: RuleContext<BelemInput>,
  v: Vehicle,
  i: number,
  carrier: boolean,
  max: number,
): 'applies' | 'fails' | 'unknown' {
  // A document written before the exception was two facts: its one yes/no is the exception itself.
  if (v.ownHouseholdUse === undefined && v.cylinders === undefined && v.ownUseSingleCylinder !== undefined) {
    ctx.fact(`vehicles[${i}].ownUseSingleCylinder`, v.ownUseSingleCylinder);
    ctx.note(
      `Veículo ${i + 1}: fato anterior ownUseSingleCylinder (consumo próprio e no máximo um botijão, juntos); informe ownHouseholdUse e cylinders.`,
      `Vehicle ${i + 1}: earlier fact ownUseSingleCylinder (own use and at most one cylinder, together); give ownHouseholdUse and cylinders.`,
    );
    return v.ownUseSingleCylinder ? 'applies' : 'fails';
  }
  const own = v.ownHouseholdUse ?? (carrier ? false : undefined);
  if (v.ownHouseholdUse !== undefined) ctx.fact(`vehicles[${i}].ownHouseholdUse`, v.ownHouseholdUse);
  if (v.cylinders !== undefined) ctx.fact(`vehicles[${i}].cylinders`, v.cylinders);
  // "um botijão de gás para uso domiciliar": the kind of container, as art6-household-cylinder reads it (none carried: nothing to ask).
  const kindAsked = ctx.interpretation<string>('art6-household-cylinder') === 'botijao' && v.cylinders !== 0;
  if (kindAsked && v.cylinderCapacityKg !== undefined) ctx.fact(`vehicles[${i}].cylinderCapacityKg`, v.cylinderCapacityKg);
  if (own === false || (v.cylinders !== undefined && v.cylinders > max) || (kindAsked && notBotijao(ctx, v))) return 'fails';
  const kindKnown = !kindAsked || v.cylinderCapacityKg !== undefined;
  if (own === true && v.cylinders !== undefined && kindKnown) return 'applies';
  if (own === undefined) vehiclePart(ctx, `vehicles[${i}].ownHouseholdUse`, undefined);
  if (v.cylinders === undefined) vehiclePart(ctx, `vehicles[${i}].cylinders`, undefined);
  if (!kindKnown) vehiclePart(ctx, `vehicles[${i}].cylinderCapacityKg`, undefined);
  return 'unknown';
}

/** A container known to be larger than a household botijão (reading art6-household-cylinder = botijao). */
function notBotijao(ctx: RuleContext<BelemInput>, v: Vehicle): boolean {
  if (v.cylinderCapacityKg === undefined || ctx.interpretation<string>('art6-household-cylinder') !== 'botijao') return false;
  return !ctx.compare('cylinderCapacityKg', v.cylinderCapacityKg, 'household-cylinder-max-kg').holds;
}

/**
 * Art. 6 § 1º for a mobile seller: the vehicles "deverão ser de propriedade do Posto Revendedor ao
 * qual se destina a carga transportada, ou estarem em sua posse mediante contrato". A mobile seller
 * is not a Posto Revendedor (arts. 1–2: the outlet on its lot): that the seller owns or hires the
 * vehicle (vehicles[i].ownership) does not say whether the outlet the load is destined for owns it
 * or holds it by contract — vehicles[i].heldByDestinationOutlet does.
 */
function mobileOwnership(ctx: RuleContext<BelemInput>, vehicles: readonly Vehicle[]): Outcome {
  const other = vehicles.flatMap((v, i) =>
    vehiclePart(ctx, `vehicles[${i}].heldByDestinationOutlet`, v.heldByDestinationOutlet) === false ? [vehicleName(v, i, ctx.lang)] : [],
  );
  if (other.length > 0)
    return {
      status: 'violated',
      message: ctx.t(
        `Venda ambulante: veículo(s) que não pertence(m) ao Posto Revendedor ao qual se destina a carga nem está(ão) em sua posse mediante contrato: ${other.join(', ')} (ser do vendedor ambulante não basta).`,
        `Mobile sale: vehicle(s) neither owned by the outlet the load is destined for nor in its possession by contract: ${other.join(', ')} (the mobile seller's own does not suffice).`,
      ),
    };
  return {
    status: 'satisfied',
    message: ctx.t(
      'Venda ambulante: todos os veículos são do Posto Revendedor ao qual se destina a carga, ou estão em sua posse mediante contrato.',
      'Mobile sale: every vehicle is owned by the outlet the load is destined for, or in its possession by contract.',
    ),
  };
}

const art6Ownership: RuleDef<BelemInput> = {
  id: 'art6-par1',
  implements: ['art6-par1'],
  title: { pt: 'Veículos próprios ou contratados', en: 'Vehicles owned or contracted' },
  activities: ['glp-resale', 'glp-mobile-sale'],
  evaluate(ctx) {
    const vehicles = ctx.need('vehicles');
    // "Os veículos destinados ao transporte de GLP": an outlet that states it has none has nothing to prove.
    if (vehicles.length === 0)
      return notApplicable(
        ctx,
        'Nenhum veículo de transporte de GLP informado: o § 1º não tem a que se aplicar.',
        'No GLP transport vehicle reported: § 1 has nothing to apply to.',
      );
    if (ctx.input.activity === 'glp-mobile-sale') return mobileOwnership(ctx, vehicles);
    // One vehicle known to be neither owned nor contracted violates § 1º whatever is said of the
    // others (vehiclePart: the engine names what is not reported).
    const other = vehicles.flatMap((v, i) =>
      vehiclePart(ctx, `vehicles[${i}].ownership`, v.ownership) === 'other' ? [vehicleName(v, i, ctx.lang)] : [],
    );
    if (other.length > 0)
      return {
        status: 'violated',
        message: ctx.t(
          `Veículo(s) nem próprio(s) nem contratado(s): ${other.join(', ')}.`,
          `Vehicle(s) neither owned nor contracted: ${other.join(', ')}.`,
        ),
      };
    return {
      status: 'satisfied',
      message: ctx.t('Todos os veículos são próprios ou contratados.', 'All vehicles are owned or contracted.'),
    };
  },
};

export const art3To7Rules: RuleDef<BelemInput>[] = [
  // Art. 4 parágrafo único: a força maior extends the six months an installed outlet had for art. 3.
  ...[art3Scale, art3Certificate, art3FireEquipment, art3Hygiene, art3FireInsurance, art3Telephone].map((r) =>
    operatingDuty(withForceMajeure(r)),
  ),
  art4Constitution,
  transportDuty(art6Vehicles),
  transportDuty(art6Ownership),
  ...art7Rules,
];
