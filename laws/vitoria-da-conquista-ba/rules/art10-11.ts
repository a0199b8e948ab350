/**
 * Lei 709/1993, arts. 10–11: accesses, curbs, floors, pumps, toilets, and washing and lubrication compartments.
 */
import { MissingFacts, type RuleContext } from '../../../src/core/context.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { checksOutcome, comparisonsOutcome } from '../../../src/core/rulekit-outcomes.ts';
import { measureAgainst, servicesOffered, STATIONS_AND_SERVICES } from '../helpers.ts';
import { flagRule, thresholdRule, type VdcInput } from '../facts.ts';

// --- Art. 10: accesses, curbs, floors, pumps, toilets ---------------------------------------------------

const art10I: RuleDef<VdcInput> = {
  id: 'art10-I',
  implements: ['art10-I', 'art10'],
  title: { pt: 'Duplo acesso: cada um com 3 m', en: 'Double access: 3 m each' },
  activities: STATIONS_AND_SERVICES,
  parameters: ['double-access-width', 'art10-I-width-reading'],
  evaluate(ctx) {
    const accesses = ctx.need('building.accesses');
    if (accesses.length < 2)
      return notApplicable(
        ctx,
        accesses.length === 1
          ? 'Um só acesso: o inciso I trata do duplo acesso.'
          : 'Nenhum acesso informado: o inciso I trata do duplo acesso.',
        accesses.length === 1 ? 'A single access: item I concerns double accesses.' : 'No access given: item I concerns double accesses.',
      );
    return comparisonsOutcome(
      accesses.map((a, i) => ({
        label: ctx.t(`Acesso ${i + 1}`, `Access ${i + 1}`),
        c: measureAgainst(ctx, `building.accesses[${i}].widthM`, a.widthM, 'double-access-width', 'art10-I-width-reading'),
      })),
    );
  },
};

const art10II: RuleDef<VdcInput> = {
  id: 'art10-II',
  implements: ['art10-II', 'art10'],
  title: { pt: 'Acesso único com largura mínima de 6 m', en: 'Single access at least 6 m wide' },
  activities: STATIONS_AND_SERVICES,
  parameters: ['single-access-min-width'],
  evaluate(ctx) {
    const accesses = ctx.need('building.accesses');
    if (accesses.length === 0)
      return {
        status: 'violated',
        message: ctx.t('O posto não tem acesso (art. 10, I ou II).', 'The station has no access (art. 10 I or II).'),
      };
    if (accesses.length > 1)
      return notApplicable(
        ctx,
        `${accesses.length} acessos: ver o inciso I (duplo acesso).`,
        `${accesses.length} accesses: see item I (double access).`,
      );
    const a = accesses[0] as { widthM: number };
    return comparisonsOutcome([
      { label: ctx.t('Acesso único', 'Single access'), c: ctx.compare('building.accesses[0].widthM', a.widthM, 'single-access-min-width') },
    ]);
  },
};

/** The distance the yes/no fact building.curbLoweredWithin5mOfCorner answers for. */
const YES_NO_CORNER_M = 5;

/**
 * Art. 10 III: "não rebaixamento de meio-fio das esquinas a uma distância de 5.00m (cinco metros)
 * a partir de cada qual". The measured distance (building.curbLoweringFromCornerM) is compared
 * with corner-curb-distance; without it, the yes/no fact (which embeds 5 m) decides only where it
 * can: lowered within 5 m violates any limit of 5 m or more, none within 5 m satisfies any limit
 * of 5 m or less; otherwise the measure is asked for.
 */
const art10III: RuleDef<VdcInput> = {
  id: 'art10-III',
  implements: ['art10-III', 'art10'],
  title: { pt: 'Sem rebaixamento de meio-fio a menos de 5 m das esquinas', en: 'No lowered curb within 5 m of corners' },
  activities: STATIONS_AND_SERVICES,
  parameters: ['corner-curb-distance'],
  evaluate(ctx) {
    const limit = ctx.param<number>('corner-curb-distance');
    const d = ctx.q(limit, 'm');
    const measured = ctx.read('building.curbLoweringFromCornerM');
    if (measured !== undefined) {
      const c = ctx.compare('building.curbLoweringFromCornerM', measured, 'corner-curb-distance');
      const lowered = ctx.read('building.curbLoweredWithin5mOfCorner');
      const within = measured < YES_NO_CORNER_M;
      const contradicts = lowered !== undefined && lowered !== within;
      return comparisonsOutcome(
        [{ label: ctx.t('Rebaixamento de meio-fio mais próximo de uma esquina', 'Curb lowering nearest a corner'), c }],
        contradicts
          ? {
              notes: [
                ctx.t(
                  'building.curbLoweredWithin5mOfCorner contradiz a distância medida: vale a medida.',
                  'building.curbLoweredWithin5mOfCorner contradicts the measured distance: the measure prevails.',
                ),
              ],
            }
          : undefined,
      );
    }
    const lowered = ctx.input.building?.curbLoweredWithin5mOfCorner;
    const five = ctx.q(YES_NO_CORNER_M, 'm');
    if (lowered === true && limit >= YES_NO_CORNER_M) {
      ctx.fact('building.curbLoweredWithin5mOfCorner', lowered);
      return {
        status: 'violated',
        message: ctx.t(
          `Meio-fio rebaixado a menos de ${five} de uma esquina (a lei exige ${d}).`,
          `Curb lowered within ${five} of a corner (the law requires ${d}).`,
        ),
      };
    }
    if (lowered === false && limit <= YES_NO_CORNER_M) {
      ctx.fact('building.curbLoweredWithin5mOfCorner', lowered);
      return {
        status: 'satisfied',
        message: ctx.t(
          `Nenhum rebaixamento de meio-fio a menos de ${five} das esquinas (a lei exige ${d}).`,
          `No curb lowered within ${five} of the corners (the law requires ${d}).`,
        ),
      };
    }
    throw new MissingFacts(
      ['building.curbLoweringFromCornerM'],
      ctx.t(
        `Não é possível avaliar: informe a menor distância de um rebaixamento de meio-fio a uma esquina (building.curbLoweringFromCornerM)${lowered === undefined ? ` ou, sem medida, se há rebaixamento a menos de ${five} (building.curbLoweredWithin5mOfCorner)` : `: a resposta sim/não vale para ${five} e a lei exige ${d}`}.`,
        `Cannot evaluate: state the shortest distance from a curb lowering to a corner (building.curbLoweringFromCornerM)${lowered === undefined ? ` or, without a measure, whether a curb is lowered within ${five} (building.curbLoweredWithin5mOfCorner)` : `: the yes/no answer is for ${five} and the law requires ${d}`}.`,
      ),
    );
  },
};

const art10IV: RuleDef<VdcInput> = {
  id: 'art10-IV',
  implements: ['art10-IV', 'art10'],
  title: { pt: 'Declividade dos pisos suficiente e não superior a 3%', en: 'Floor slope sufficient and not above 3%' },
  activities: STATIONS_AND_SERVICES,
  parameters: ['max-floor-slope'],
  interpretationNote: {
    pt: '"declividade suficiente para o escoamento" não tem número: 0% é tido como insuficiente; qualquer declividade positiva até 3% atende.',
    en: '"slope sufficient for drainage" has no figure: 0% is taken as insufficient; any positive slope up to 3% complies.',
  },
  evaluate(ctx) {
    const slope = ctx.need('building.floorSlopePercent');
    const c = ctx.compare('building.floorSlopePercent', slope, 'max-floor-slope');
    if (slope === 0)
      return {
        status: 'violated',
        message: ctx.t('Pisos sem declividade (0%): não há escoamento das águas.', 'Floors without slope (0%): water cannot drain.'),
        comparisons: [c],
      };
    return comparisonsOutcome([{ label: ctx.t('Declividade dos pisos', 'Floor slope'), c }]);
  },
};

const art10V = thresholdRule({
  id: 'art10-V',
  implements: ['art10-V', 'art10'],
  title: {
    pt: 'Bombas e instalações de serviço a 5 m do alinhamento da rua',
    en: 'Pumps and service installations 5 m from the street alignment',
  },
  activities: STATIONS_AND_SERVICES,
  fact: 'building.pumpsFromStreetAlignmentM',
  param: 'pumps-from-alignment',
  what: {
    pt: 'Distância das bombas e instalações de serviço ao alinhamento da rua',
    en: 'Distance from pumps and service installations to the street alignment',
  },
});

function washOrLube(ctx: RuleContext<VdcInput>): { services: Set<string>; any: boolean } {
  const services = servicesOffered(ctx);
  const trigger = ctx.param<string[]>('wash-lube-services');
  return { services, any: trigger.some((s) => services.has(s)) };
}

const art10Par1: RuleDef<VdcInput> = {
  id: 'art10-par1',
  implements: ['art10-par1'],
  title: {
    pt: 'Vestiário e sanitários em posto com lavagem ou lubrificação',
    en: 'Changing room and toilets at a post with washing or lubrication',
  },
  activities: STATIONS_AND_SERVICES,
  parameters: ['wash-lube-services'],
  evaluate(ctx) {
    if (!washOrLube(ctx).any)
      return notApplicable(
        ctx,
        'O posto não presta serviços de lavagem nem de lubrificação.',
        'The post offers neither washing nor lubrication.',
      );
    // Each is required: one known to be lacking decides (ctx.part).
    const changing = ctx.part('building.changingRoom');
    const staff = ctx.part('building.staffToilet');
    const pub = ctx.part('building.publicToilet');
    return checksOutcome([
      { ok: changing, good: ctx.t('vestiário presente', 'changing room present'), bad: ctx.t('falta vestiário', 'no changing room') },
      {
        ok: staff,
        good: ctx.t('banheiro para empregados presente', 'staff toilet present'),
        bad: ctx.t('falta banheiro para empregados', 'no staff toilet'),
      },
      {
        ok: pub,
        good: ctx.t('sanitário para uso geral presente', 'public toilet present'),
        bad: ctx.t('falta sanitário para uso geral', 'no public toilet'),
      },
    ]);
  },
};

const art10Par2: RuleDef<VdcInput> = {
  id: 'art10-par2',
  implements: ['art10-par2'],
  title: {
    pt: 'Sanitários públicos separados por sexo em posto à margem de estrada',
    en: 'Public toilets separated by sex at a highway station',
  },
  activities: STATIONS_AND_SERVICES,
  evaluate(ctx) {
    const highway = ctx.need('lot.street.isHighway');
    if (!highway) return notApplicable(ctx, 'O posto não é marginal a estrada de rodagem.', 'The station does not border a highway.');
    const separate = ctx.need('building.toiletsSeparateBySex');
    return separate
      ? { status: 'satisfied', message: ctx.t('Sanitários públicos separados por sexo.', 'Public toilets separated by sex.') }
      : {
          status: 'violated',
          message: ctx.t(
            'Posto à margem de estrada sem sanitários públicos separados por sexo.',
            'Highway station without public toilets separated by sex.',
          ),
        };
  },
};

// --- Art. 11: washing and lubrication ---------------------------------------------------------------------

const art11: RuleDef<VdcInput> = {
  id: 'art11',
  implements: ['art11'],
  title: { pt: 'Lavagem e lubrificação em compartimento fechado', en: 'Washing and lubrication in an enclosed compartment' },
  activities: STATIONS_AND_SERVICES,
  parameters: ['wash-lube-services'],
  evaluate(ctx) {
    if (!washOrLube(ctx).any)
      return notApplicable(
        ctx,
        'O posto não presta serviços de lavagem nem de lubrificação.',
        'The post offers neither washing nor lubrication.',
      );
    const enclosed = ctx.need('building.washingEnclosed');
    return enclosed
      ? {
          status: 'satisfied',
          message: ctx.t('Lavagem/lubrificação em compartimento fechado.', 'Washing/lubrication in an enclosed compartment.'),
        }
      : {
          status: 'violated',
          message: ctx.t(
            'Lavagem/lubrificação fora de compartimento fechado (dispersão de poeira, água ou substância oleosa).',
            'Washing/lubrication outside an enclosed compartment (dust, water or oil dispersal).',
          ),
        };
  },
};

function washingNa(ctx: RuleContext<VdcInput>): Outcome | null {
  return servicesOffered(ctx).has('washing')
    ? null
    : notApplicable(ctx, 'O posto não presta serviço de lavagem.', 'The post offers no washing.');
}

const art11ParUI = thresholdRule({
  id: 'art11-parU-I',
  implements: ['art11-parU-I', 'art11-parU'],
  title: { pt: 'Paredes do compartimento de lavagem revestidas até 2,50 m', en: 'Washing compartment walls lined up to 2.50 m' },
  activities: STATIONS_AND_SERVICES,
  fact: 'building.washingWallsImpermeableHeightM',
  param: 'washing-wall-min-height',
  what: { pt: 'Altura do revestimento impermeável das paredes', en: 'Height of the impermeable wall lining' },
  unless: washingNa,
});

const art11ParUII: RuleDef<VdcInput> = {
  id: 'art11-parU-II',
  implements: ['art11-parU-II', 'art11-parU'],
  title: {
    pt: 'Boxes de lavagem recuados 5 m da rua e 3 m das laterais',
    en: 'Washing boxes set back 5 m from the street and 3 m from the sides',
  },
  activities: STATIONS_AND_SERVICES,
  parameters: ['washing-box-from-street', 'washing-box-from-sides'],
  evaluate(ctx) {
    const early = washingNa(ctx);
    if (early) return early;
    // Both setbacks are required: one known to fall short decides (ctx.part).
    const street = ctx.part('building.washingBoxFromStreetM');
    const sides = ctx.part('building.washingBoxFromSidesM');
    return comparisonsOutcome([
      {
        label: ctx.t('Recuo do box ao alinhamento da rua', 'Box setback from the street alignment'),
        c: street === undefined ? null : ctx.compare('building.washingBoxFromStreetM', street, 'washing-box-from-street'),
      },
      {
        label: ctx.t('Recuo do box às laterais do terreno', 'Box setback from the lot sides'),
        c: sides === undefined ? null : ctx.compare('building.washingBoxFromSidesM', sides, 'washing-box-from-sides'),
      },
    ]);
  },
};

const art11ParUIII = flagRule({
  id: 'art11-parU-III',
  implements: ['art11-parU-III', 'art11-parU'],
  title: { pt: 'Paredes externas sem abertura livre para o exterior', en: 'External walls without free openings to the outside' },
  activities: STATIONS_AND_SERVICES,
  fact: 'building.washingExternalWallsOpen',
  expected: false,
  ok: {
    pt: 'Paredes externas do compartimento de lavagem sem abertura livre.',
    en: 'External walls of the washing compartment without free openings.',
  },
  bad: {
    pt: 'Paredes externas do compartimento de lavagem com abertura livre para o exterior.',
    en: 'External walls of the washing compartment open to the outside.',
  },
  unless: washingNa,
});

export const rulesArt10To11: RuleDef<VdcInput>[] = [
  art10I,
  art10II,
  art10III,
  art10IV,
  art10V,
  art10Par1,
  art10Par2,
  art11,
  art11ParUI,
  art11ParUII,
  art11ParUIII,
];
