/**
 * Salvador — art. 2, III, first part: "estarem localizados em Zonas que permitam a
 * comercialização e a quantidade requerida de GLP, conforme o PDDU e a LOUOS"; the
 * exemption of § 1º and the 180 days of art. 16 for a place where the activity is not admitted.
 */
import type { LimitSource } from '../../../src/core/compare.ts';
import { MissingFacts, type RuleContext } from '../../../src/core/context.ts';
import type { Container } from '../../../src/core/input/schema.ts';
import type { Outcome, RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import type { Labelled } from '../../../src/core/rulekit-outcomes.ts';
import { lawOf, operatingAtPublication } from '../../../src/core/rulekit-establishment.ts';
import { type StorageTotals, storageTotals } from '../../../src/core/storage.ts';
import type { SalvadorInput } from '../facts.ts';
import { ART2_PAR1, art16LastDay, ESTABLISHMENTS, EXISTING_LEGAL_PARAMETERS, existingLegal } from './common.ts';

type Ctx = RuleContext<SalvadorInput>;

export const art2Zone: RuleDef<SalvadorInput> = {
  id: 'art2-III-zone',
  implements: ['art2-III'],
  title: {
    pt: 'Zona que permite a comercialização e a quantidade requerida de GLP (PDDU/LOUOS)',
    en: 'Zone allowing the sale and the requested quantity of GLP (PDDU/LOUOS)',
  },
  activities: ESTABLISHMENTS,
  parameters: [
    'art16-zone-activity',
    'art16-period-days',
    'zone-quantity-basis',
    'zone-quantity-container-states',
    ...EXISTING_LEGAL_PARAMETERS,
  ],
  exceptions: [ART2_PAR1, 'art16'],
  interpretationNote: {
    pt: 'O zoneamento (PDDU/LOUOS) é norma externa: os fatos são zone.zoningAllowsActivity e zone.zoningAllowedQuantityKg. A zona deve admitir a quantidade requerida (application.requestedQuantity, kg) e, pela leitura zone-quantity-basis, também o GLP no local (kg nominais dos recipientes que a leitura zone-quantity-container-states conta).',
    en: 'Zoning (PDDU/LOUOS) is an external norm: the facts are zone.zoningAllowsActivity and zone.zoningAllowedQuantityKg. The zone must admit the requested quantity (application.requestedQuantity, kg) and, under the reading zone-quantity-basis, the GLP on site too (nominal kg of the containers the reading zone-quantity-container-states counts).',
  },
  evaluate(ctx) {
    const zone = ctx.input.zone;
    const zoneName = zone?.name ? ` (${zone.name})` : '';
    if (existingLegal(ctx)) return existingLegalOutcome(ctx, zoneName);
    const allows = ctx.need('zone.zoningAllowsActivity');
    if (!allows) {
      if (operatingAtPublication(ctx) && ctx.date <= art16LastDay(ctx)) return art16Violation(ctx, zoneName);
      return {
        status: 'violated',
        message: ctx.t(
          `A zona${zoneName} não permite a comercialização de GLP (PDDU/LOUOS).`,
          `The zone${zoneName} does not allow the sale of GLP (PDDU/LOUOS).`,
        ),
      };
    }
    return zoneQuantityOutcome(ctx, zoneName);
  },
};

/** § 1º: an existing legal establishment is exempt from item III — unless the zone does not admit the activity (art. 16). */
function existingLegalOutcome(ctx: Ctx, zoneName: string): Outcome {
  const allows = ctx.need('zone.zoningAllowsActivity');
  const pub = ctx.d(lawOf(ctx).inForceFrom);
  if (allows)
    return {
      ...notApplicable(
        ctx,
        `Estabelecimento existente na publicação (${pub}) e instalado legalmente: isento do art. 2º, III (quantidade e distância) pelo § 1º; a zona${zoneName} admite a atividade.`,
        `Establishment existing at publication (${pub}) and legally installed: exempt from art. 2, III (quantity and distance) under § 1; the zone${zoneName} admits the activity.`,
      ),
      cite: ART2_PAR1,
    };
  const mode = ctx.interpretation<string>('art16-zone-activity');
  if (mode === 'par1-exempts-all')
    return {
      ...notApplicable(
        ctx,
        `A zona${zoneName} não admite a atividade, mas o estabelecimento existia na publicação (${pub}) e foi instalado legalmente: isento de todo o art. 2º, III (§ 1º).`,
        `The zone${zoneName} does not admit the activity, but the establishment existed at publication (${pub}) and was legally installed: exempt from all of art. 2, III (§ 1).`,
      ),
      cite: ART2_PAR1,
    };
  return art16Violation(ctx, zoneName);
}

/**
 * Art. 16: establishment operating where the activity is not admitted. The finding cites art. 16,
 * which decides it (its period), with art. 2 III beside it (`alsoCites`): it cited art. 2 III only.
 */
function art16Violation(ctx: Ctx, zoneName: string): Outcome {
  const last = art16LastDay(ctx);
  if (ctx.date <= last) {
    // Inside the period the Executive's authorisation decides whether it applies (pack transition):
    // unknown, it is art. 16's condition that is missing, so art. 16 is cited.
    const auth = ctx.read('establishment.authorisedByExecutive');
    if (auth === undefined)
      return {
        status: 'cannot-evaluate',
        cite: 'art16',
        message: ctx.t(
          `Não é possível avaliar: a zona${zoneName} não admite a atividade, e o prazo improrrogável do art. 16 (até ${ctx.d(last)}) vale só para estabelecimento "autorizado pelo Executivo" — informe establishment.authorisedByExecutive.`,
          `Cannot evaluate: the zone${zoneName} does not admit the activity, and the non-extendable art. 16 period (until ${ctx.d(last)}) applies only to an establishment "authorised by the Executive" — give establishment.authorisedByExecutive.`,
        ),
        missing: ['establishment.authorisedByExecutive'],
      };
    return {
      status: 'violated',
      cite: 'art16',
      message: ctx.t(
        `A zona${zoneName} não admite a atividade. Art. 16: prazo improrrogável até ${ctx.d(last)} para transferência, adequação ou encerramento${auth ? '' : ', que não se aplica: o estabelecimento não tem autorização do Executivo'}.`,
        `The zone${zoneName} does not admit the activity. Art. 16: non-extendable period until ${ctx.d(last)} to move, adapt or close${auth ? '' : ', which does not apply: the establishment has no authorisation of the Executive'}.`,
      ),
    };
  }
  return {
    status: 'violated',
    cite: 'art16',
    message: ctx.t(
      `A zona${zoneName} não admite a atividade e o prazo improrrogável do art. 16 (transferência, adequação ou encerramento) terminou em ${ctx.d(last)}; a isenção do art. 2º, § 1º não cobre local onde a atividade não é admitida.`,
      `The zone${zoneName} does not admit the activity and the non-extendable art. 16 period (move, adapt or close) ended on ${ctx.d(last)}; the art. 2 § 1 exemption does not cover a place where the activity is not admitted.`,
    ),
  };
}

// --- "a quantidade requerida de GLP" ------------------------------------------------------

/**
 * Whether the document is an application, which asks to store a quantity ("a quantidade
 * requerida"): any application but an inspection. No application at all is an establishment
 * in operation, as at an inspection.
 */
function asksQuantity(ctx: Ctx): boolean {
  const app = ctx.input.application;
  if (app === undefined) return false;
  if (app.type !== undefined) ctx.fact('application.type', app.type);
  return app.type !== 'inspection';
}

interface GasOnSite {
  totals: StorageTotals;
  /** "10 × 13 kg vazio(s)": containers on site the reading does not count, or ''. */
  left: string;
}

const STATE_LABEL: Record<Container['state'], { pt: string; en: string }> = {
  full: { pt: 'cheio(s)', en: 'full' },
  'partly-used': { pt: 'parcialmente utilizado(s)', en: 'partly used' },
  empty: { pt: 'vazio(s)', en: 'empty' },
  new: { pt: 'novo(s)', en: 'new' },
};

/**
 * The GLP on site: the nominal kg of the containers whose state the reading
 * zone-quantity-container-states counts ("quantidade ... de GLP": by default the ones holding
 * gas). `required` reads the containers as a part of the requirement (absent → not reported).
 */
function gasOnSite(ctx: Ctx, required: boolean): GasOnSite | undefined {
  const containers = required ? ctx.part('storage.containers') : ctx.read('storage.containers');
  if (containers === undefined) return undefined;
  const states = ctx.interpretation<readonly string[]>('zone-quantity-container-states');
  const counted = containers.filter((c) => states.includes(c.state));
  const left = containers
    .filter((c) => !states.includes(c.state) && c.count > 0)
    .map((c) => `${c.count} × ${ctx.q(c.capacityKg, 'kg')} ${STATE_LABEL[c.state][ctx.lang]}`)
    .join(' + ');
  return { totals: storageTotals(counted), left };
}

/**
 * Art. 2, III: "a quantidade requerida de GLP, conforme o [PDDU] e a [LOUOS]" — the quantity is
 * the zoning's, not a number of this law: the wording names it.
 */
const ZONING_SOURCE: LimitSource = { pt: 'o PDDU/LOUOS', en: 'the PDDU/LOUOS' };

/**
 * Item III's quantity: the requested quantity (an application cannot be judged without it) and,
 * under the default reading of zone-quantity-basis, the GLP on site when reported (at an
 * inspection, the GLP on site is what is judged). Either one above the zone's figure violates.
 */
function zoneQuantityOutcome(ctx: Ctx, zoneName: string): Outcome {
  const basis = ctx.interpretation<string>('zone-quantity-basis');
  const application = asksQuantity(ctx);
  const requestRequired = basis === 'requested-only' || application;
  const requested = requestRequired ? ctx.part('application.requestedQuantity') : ctx.read('application.requestedQuantity');
  const stock = basis === 'requested-only' ? undefined : gasOnSite(ctx, !application);
  const allowed = ctx.part('zone.zoningAllowedQuantityKg');
  if (allowed === undefined) throw new MissingFacts([...ctx.partsMissing]);

  const parts: Labelled[] = [];
  if (requested !== undefined)
    parts.push({
      label: ctx.t('Quantidade requerida', 'Requested quantity'),
      c: ctx.compareWith('application.requestedQuantity', requested, '<=', allowed, 'kg', ZONING_SOURCE),
    });
  if (stock !== undefined) {
    const left = stock.left ? ctx.t(`; não contados: ${stock.left}`, `; not counted: ${stock.left}`) : '';
    parts.push({
      label: ctx.t(`GLP no local (${stock.totals.arithmetic}${left})`, `GLP on site (${stock.totals.arithmetic}${left})`),
      c: ctx.compareWith('storage.containers (kg de GLP)', stock.totals.totalKg, '<=', allowed, 'kg', ZONING_SOURCE),
    });
  }
  // Nothing to compare: what the reading requires is not reported (requested quantity, or the stock at an inspection).
  if (parts.length === 0) throw new MissingFacts([...ctx.partsMissing]);

  const ok = parts.every((p) => p.c.holds);
  const list = parts.map((p) => `${p.label}: ${p.c.text}`).join('. ');
  const zoneText = ctx.t(
    `A zona${zoneName} admite a atividade e até ${ctx.q(allowed, 'kg')} de GLP (PDDU/LOUOS)`,
    `The zone${zoneName} admits the activity and up to ${ctx.q(allowed, 'kg')} of GLP (PDDU/LOUOS)`,
  );
  const outcome: Outcome = {
    status: ok ? 'satisfied' : 'violated',
    message: ok
      ? `${zoneText}. ${list}.`
      : `${zoneText}; ${ctx.t('a quantidade excede o admitido', 'the quantity exceeds what it admits')}. ${list}.`,
    comparisons: parts.map((p) => p.c),
    ...(stock !== undefined ? { facts: { glpOnSiteKg: stock.totals.totalKg } } : {}),
  };
  const notes = quantityNotes(ctx, basis, application, requested, stock);
  if (notes.length > 0) outcome.notes = notes;
  return outcome;
}

/** What the comparison left out or found beside item III (none of it decides the finding). */
function quantityNotes(
  ctx: Ctx,
  basis: string,
  application: boolean,
  requested: number | undefined,
  stock: GasOnSite | undefined,
): string[] {
  const notes: string[] = [];
  if (basis === 'requested-only' && ctx.input.storage?.containers !== undefined)
    notes.push(
      ctx.t(
        'O GLP no local não é comparado com a zona: pela leitura requested-only, o inciso III fala só da quantidade requerida.',
        'The GLP on site is not compared with the zone: under the reading requested-only, item III speaks only of the requested quantity.',
      ),
    );
  if (basis !== 'requested-only' && application && stock === undefined)
    notes.push(
      ctx.t(
        'GLP no local não informado (storage.containers): comparada só a quantidade requerida.',
        'GLP on site not reported (storage.containers): only the requested quantity was compared.',
      ),
    );
  if (requested !== undefined && stock !== undefined && stock.totals.totalKg > requested)
    notes.push(
      ctx.t(
        `O GLP no local (${ctx.q(stock.totals.totalKg, 'kg')}) excede a quantidade requerida (${ctx.q(requested, 'kg')}).`,
        `The GLP on site (${ctx.q(stock.totals.totalKg, 'kg')}) exceeds the requested quantity (${ctx.q(requested, 'kg')}).`,
      ),
    );
  return notes;
}
