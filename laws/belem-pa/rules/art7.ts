/** Belém — art. 7: at most two containers outside an outlet, and GLP retail only where this law or the other norms in force specify. */
import type { RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { storageTotals } from '../../../src/core/storage.ts';
import type { BelemInput } from '../facts.ts';

// --- Art. 7: storage outside outlets ------------------------------------------------

const art7Storage: RuleDef<BelemInput> = {
  id: 'art7',
  implements: ['art7'],
  title: {
    pt: 'No máximo dois recipientes fora de revenda; varejo só em posto licenciado',
    en: 'At most two containers outside an outlet; retail only at a licensed outlet',
  },
  // "residência ou estabelecimento industrial ou comercial": a fuel station is one, reselling GLP or not
  // (it is not a Posto Revendedor de GLP, the installation this law specifies).
  activities: ['residence', 'other-commerce', 'own-consumption', 'fuel-station', 'glp-resale-at-fuel-station'],
  parameters: ['max-containers-non-glp-premises'],
  evaluate(ctx) {
    const i = ctx.input;
    if (i.activity !== 'residence' && ctx.read('establishment.usesGlpAsInput') === true) {
      ctx.fact('establishment.usesGlpAsInput', true);
      return notApplicable(
        ctx,
        'O estabelecimento usa GLP como insumo de sua atividade-fim: art. 7º não limita.',
        'The business uses GLP as an input: art. 7 sets no limit.',
      );
    }
    const containers = ctx.need('storage.containers');
    const t = storageTotals(containers);
    const c = ctx.compare('storage.containers (count)', t.containers, 'max-containers-non-glp-premises');
    // Up to two containers are allowed to anyone: whether a business uses GLP as an input is asked
    // only when it holds more (and then it decides whether art. 7 limits it at all).
    if (!c.holds && i.activity !== 'residence') ctx.need('establishment.usesGlpAsInput');
    return {
      status: c.holds ? 'satisfied' : 'violated',
      message: ctx.t(`Recipientes armazenados: ${c.text}.`, `Containers stored: ${c.text}.`),
      comparisons: [c],
    };
  },
};

/**
 * Art. 7: "a comercialização no varejo de GLP em instalações diversas das especificadas nesta
 * lei, ou nas demais normas em vigor" — the installation this law specifies is the Posto
 * Revendedor de GLP (arts. 1–2); which installation the other norms specify is the
 * interpretation art7-other-norms (by default one the ANP authorises as a GLP resale). A fuel
 * station that resells GLP sells by its activity; anyone else says whether it sells.
 */
const art7Retail: RuleDef<BelemInput> = {
  id: 'art7-retail',
  implements: ['art7'],
  title: {
    pt: 'Varejo de GLP só em posto revendedor ou instalação das demais normas',
    en: 'GLP retail only at an outlet or an installation of the other norms',
  },
  activities: ['residence', 'other-commerce', 'own-consumption', 'fuel-station', 'glp-resale-at-fuel-station'],
  parameters: ['art7-other-norms'],
  evaluate(ctx) {
    if (ctx.input.activity === 'glp-resale-at-fuel-station') ctx.fact('activity', ctx.input.activity);
    else if (!ctx.need('establishment.sellsGlp'))
      return { status: 'satisfied', message: ctx.t('Não vende GLP no varejo.', 'Does not sell GLP at retail.') };
    const where =
      ctx.input.activity === 'glp-resale-at-fuel-station'
        ? ctx.t('Posto de combustíveis que revende GLP', 'Fuel station reselling GLP')
        : ctx.t(
            'Vende GLP no varejo em instalação que não é posto revendedor de GLP',
            'Sells GLP at retail in premises that are not a GLP outlet',
          );
    if (ctx.interpretation<string>('art7-other-norms') === 'this-law-only')
      return {
        status: 'violated',
        message: ctx.t(
          `${where}: o varejo de GLP só é permitido no posto revendedor que esta lei especifica (art. 7º; leitura art7-other-norms = this-law-only).`,
          `${where}: GLP retail is allowed only at the outlet this law specifies (art. 7; reading art7-other-norms = this-law-only).`,
        ),
      };
    const d = ctx.document('anpAuthorisation');
    const ok = d.held && !d.expired;
    return ok
      ? {
          status: 'satisfied',
          message: ctx.t(
            `${where}, com autorização da ANP para revenda de GLP: instalação especificada nas demais normas em vigor (art. 7º; Resolução ANP 51/2016).`,
            `${where}, with an ANP GLP resale authorisation: an installation specified in the other norms in force (art. 7; ANP Resolution 51/2016).`,
          ),
        }
      : {
          status: 'violated',
          message: d.held
            ? ctx.t(
                `${where}, com autorização da ANP para revenda de GLP vencida: instalação diversa das especificadas nesta lei ou nas demais normas em vigor (art. 7º).`,
                `${where}, with an expired ANP GLP resale authorisation: an installation other than those specified in this law or the other norms in force (art. 7).`,
              )
            : ctx.t(
                `${where}, sem autorização da ANP para revenda de GLP: instalação diversa das especificadas nesta lei ou nas demais normas em vigor (art. 7º).`,
                `${where}, with no ANP GLP resale authorisation: an installation other than those specified in this law or the other norms in force (art. 7).`,
              ),
        };
  },
};

export const art7Rules: RuleDef<BelemInput>[] = [art7Storage, art7Retail];
