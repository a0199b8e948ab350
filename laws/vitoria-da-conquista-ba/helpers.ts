/**
 * Shared pieces of the Vitória da Conquista rules: activity groups, how the law's measures
 * are compared (including figures stated without "mínima"), and outcomes that show every
 * comparison they made.
 */
import { MissingFacts, type RuleContext } from '../../src/core/context.ts';
import { choiceName } from '../../src/core/input/fact-names.ts';
import type { Activity } from '../../src/core/input/schema.ts';
import type { FactsOwner } from '../../src/core/input/vocabulary.ts';
import type { Outcome } from '../../src/core/pack.ts';
import { countExtinguishers } from '../../src/core/rulekit-safety.ts';
import { type Check, checksOutcome } from '../../src/core/rulekit-outcomes.ts';
import { notApplicable } from '../../src/core/rulekit.ts';
import { existedBefore, lawOf, NEW_APPLICATION_TYPES, NEW_LOCATION_TYPES } from '../../src/core/rulekit-establishment.ts';
import type { Comparison, Law } from '../../src/core/types.ts';
import type { VdcInput } from './facts.ts';

// ---------------------------------------------------------------------------
// Activities (art. 1 lists what the law covers)
// ---------------------------------------------------------------------------

/** Exclusive GLP resale outlet (art. 13 "posto destinado exclusivamente à revenda"). */
export const GLP_OUTLET: readonly Activity[] = ['glp-resale'];
/** Fuel station with GLP resale (art. 12). */
export const GLP_AT_STATION: readonly Activity[] = ['glp-resale-at-fuel-station'];
/** Every "posto de revenda de gás liquefeito" (arts. 5 § 2, 22, 23). */
export const GLP_OUTLETS: readonly Activity[] = ['glp-resale', 'glp-resale-at-fuel-station'];
/** Fuel stations ("postos de abastecimento de combustíveis"), including those that resell GLP. */
export const FUEL_STATIONS: readonly Activity[] = ['fuel-station', 'glp-resale-at-fuel-station'];
/** Stations and related-services posts ("postos de abastecimento ... ou de serviços afins"). */
export const STATIONS_AND_SERVICES: readonly Activity[] = ['fuel-station', 'glp-resale-at-fuel-station', 'vehicle-services'];
/** Depots ("depósitos de combustíveis ou de gás liquefeito", arts. 6 and 17). */
export const DEPOTS: readonly Activity[] = ['glp-depot', 'fuel-depot'];
/** Activities the municipality licenses under art. 2 / art. 19. */
export const LICENSED: readonly Activity[] = [
  'glp-resale',
  'glp-resale-at-fuel-station',
  'fuel-station',
  'vehicle-services',
  'glp-depot',
  'fuel-depot',
];
/** Every activity the law regulates (art. 1). */
export const COVERED: readonly Activity[] = [...LICENSED, 'glp-mobile-sale', 'other-commerce'];

export const ACTIVITY_LABEL: Record<string, { pt: string; en: string }> = {
  'glp-resale': { pt: 'revenda exclusiva de GLP', en: 'exclusive GLP outlet' },
  'glp-resale-at-fuel-station': { pt: 'posto de abastecimento com revenda de GLP', en: 'fuel station with GLP resale' },
  'fuel-station': { pt: 'posto de abastecimento', en: 'fuel station' },
  'vehicle-services': { pt: 'posto de serviços afins', en: 'related-services post' },
  'glp-depot': { pt: 'depósito de GLP', en: 'GLP depot' },
  'fuel-depot': { pt: 'depósito de combustíveis', en: 'fuel depot' },
  'glp-mobile-sale': { pt: 'venda de GLP em veículo', en: 'GLP sale from vehicles' },
  'other-commerce': { pt: 'outro comércio', en: 'other business' },
  'glp-bottling': { pt: 'engarrafamento de GLP', en: 'GLP bottling' },
  'own-consumption': { pt: 'armazenamento para consumo próprio', en: 'storage for own use' },
  residence: { pt: 'residência', en: 'residence' },
};

export function activityLabel(ctx: RuleContext<VdcInput>, a: string): string {
  const l = ACTIVITY_LABEL[a];
  return l ? ctx.t(l.pt, l.en) : a;
}

// ---------------------------------------------------------------------------
// Comparisons
// ---------------------------------------------------------------------------

/**
 * A figure the law states without "mínima" (e.g. "profundidade de 100.00m"): compared as a
 * minimum (the parameter's '>=') or, under the alternative reading, as exact ('==').
 */
export function measureAgainst(ctx: RuleContext<VdcInput>, fact: string, measured: number, paramId: string, readingId: string): Comparison {
  const reading = ctx.interpretation<string>(readingId);
  if (reading === 'exact') {
    const p = ctx.pack.paramIndex.get(paramId);
    return ctx.compareWith(fact, measured, '==', ctx.param<number>(paramId), p?.unit ?? 'm');
  }
  return ctx.compare(fact, measured, paramId);
}

// ---------------------------------------------------------------------------
// Facts read the same way by several rules
// ---------------------------------------------------------------------------

/**
 * Two facts that contradict each other: the finding cannot be evaluated, names both and says
 * why, instead of silently believing one of them.
 */
export function contradiction(ctx: RuleContext<VdcInput>, facts: string[], pt: string, en: string): MissingFacts {
  return new MissingFacts(facts, ctx.t(`Fatos contraditórios: ${pt} Corrija um deles.`, `Contradictory facts: ${en} Correct one of them.`));
}

/**
 * Whether the lot is inside the urban perimeter as stated (zone.insideUrbanPerimeter, or the
 * fuel-station field), undefined when neither says. The two fields disagreeing is a
 * contradiction, not a choice.
 */
export function statedPerimeter(ctx: RuleContext<VdcInput>): boolean | undefined {
  const z = ctx.input.zone?.insideUrbanPerimeter;
  const f = ctx.input.fuelStation?.insideUrbanPerimeter;
  if (z !== undefined && f !== undefined && z !== f)
    throw contradiction(
      ctx,
      ['zone.insideUrbanPerimeter', 'fuelStation.insideUrbanPerimeter'],
      `zone.insideUrbanPerimeter = ${z}, fuelStation.insideUrbanPerimeter = ${f}.`,
      `zone.insideUrbanPerimeter = ${z}, fuelStation.insideUrbanPerimeter = ${f}.`,
    );
  if (z !== undefined) return ctx.fact('zone.insideUrbanPerimeter', z);
  if (f !== undefined) return ctx.fact('fuelStation.insideUrbanPerimeter', f);
  return undefined;
}

/** Art. 2 I: "Zonas de Expansão (fora do perímetro urbano)" — an expansion zone inside the perimeter is a contradiction. */
export function expansionInsidePerimeter(ctx: RuleContext<VdcInput>): MissingFacts {
  return contradiction(
    ctx,
    ['zone.kind', 'zone.insideUrbanPerimeter'],
    'o lote está em zona de expansão (zone.kind), mas dentro do perímetro urbano (zone.insideUrbanPerimeter); o art. 2º, I define as zonas de expansão como "fora do perímetro urbano".',
    'the lot is in an expansion zone (zone.kind) but inside the urban perimeter (zone.insideUrbanPerimeter); art. 2 I defines expansion zones as "fora do perímetro urbano" (outside the urban perimeter).',
  );
}

/**
 * Whether the lot is inside the urban perimeter (arts. 8, 16, 18): as stated, or — when no field
 * says — outside if the lot is in an expansion zone, which art. 2 I places "fora do perímetro
 * urbano". Absent both → cannot evaluate.
 */
export function insideUrbanPerimeter(ctx: RuleContext<VdcInput>): boolean {
  const stated = statedPerimeter(ctx);
  const kind = ctx.input.zone?.kind;
  if (stated === true && kind === 'expansion') throw expansionInsidePerimeter(ctx);
  if (stated !== undefined) return stated;
  if (kind === 'expansion') {
    ctx.fact('zone.kind', kind);
    ctx.note('Zona de expansão: fora do perímetro urbano (art. 2º, I).', 'Expansion zone: outside the urban perimeter (art. 2 I).');
    return false;
  }
  return ctx.need<boolean>('zone.insideUrbanPerimeter', undefined);
}

/**
 * Whether the post offers washing or lubrication (arts. 10 § 1, 11). A fuel-only station
 * (art. 4 IV) offers no related services by definition, unless its services say otherwise:
 * what it offers decides (art. 4's kind then follows them too, rules/art01-04.ts).
 */
export function servicesOffered(ctx: RuleContext<VdcInput>): Set<string> {
  const i = ctx.input;
  if (i.activity !== 'vehicle-services' && i.fuelStation?.services === undefined) {
    const kind = i.fuelStation?.kind;
    if (kind === 'fuel-only') {
      ctx.fact('fuelStation.kind', kind);
      return new Set();
    }
  }
  return new Set(ctx.need('fuelStation.services'));
}

/**
 * Dry-chemical extinguishers of at least `minKg` that are not known to be out of date (the law
 * names agent and capacity, not validity: arts. 12 VIII, 13 VII, 17 X).
 */
export function dryChemicalUnits(ctx: RuleContext<VdcInput>, minKg: number): { units: number; listed: string } {
  const { units, listed } = countExtinguishers(ctx, { agent: 'dry-chemical', minKg, validity: 'unless-known-expired' });
  return { units, listed };
}

/** The two signs the law requires everywhere it requires signs ("PROIBIDO FUMAR", "PERIGO INFLAMÁVEL"). */
export function signChecks(ctx: RuleContext<VdcInput>): Check[] {
  // Both signs are required: one known to be missing decides (ctx.part).
  const noSmoking = ctx.part('safety.noSmokingSign');
  const danger = ctx.part('safety.flammableDangerSign');
  return [
    {
      ok: noSmoking,
      good: ctx.t('placa PROIBIDO FUMAR presente', '"PROIBIDO FUMAR" sign present'),
      bad: ctx.t('falta a placa PROIBIDO FUMAR', '"PROIBIDO FUMAR" sign missing'),
    },
    {
      ok: danger,
      good: ctx.t('placa PERIGO INFLAMÁVEL presente', '"PERIGO INFLAMÁVEL" sign present'),
      bad: ctx.t('falta a placa PERIGO INFLAMÁVEL', '"PERIGO INFLAMÁVEL" sign missing'),
    },
  ];
}

/** A floor material by its name in the law's words (fact-labels.ts CHOICE_LABELS: "tacos"). */
function floorLabel(ctx: RuleContext<VdcInput>, m: string): string {
  return choiceName(ctx.pack as FactsOwner, 'storage.floorMaterial', m, ctx.lang) ?? m;
}

/**
 * Floor material against the list of the article. The material (storage.floorMaterial) is
 * preferred; an inspector's yes/no (storage.floorMaterialCompliant) is accepted when the
 * material is not recorded.
 */
export function floorOutcome(ctx: RuleContext<VdcInput>, listParam: string): Outcome {
  const allowed = ctx.param<string[]>(listParam);
  const list = allowed.map((m) => floorLabel(ctx, m)).join(', ');
  const material = ctx.input.storage?.floorMaterial;
  if (material === undefined) {
    const compliant = ctx.input.storage?.floorMaterialCompliant;
    if (compliant === undefined) throw new MissingFacts(['storage.floorMaterial']);
    ctx.fact('storage.floorMaterialCompliant', compliant);
    return compliant
      ? {
          status: 'satisfied',
          message: ctx.t(
            `Piso declarado conforme pelo fiscal (materiais admitidos: ${list}).`,
            `Floor declared compliant by the inspector (materials allowed: ${list}).`,
          ),
        }
      : {
          status: 'violated',
          message: ctx.t(`Piso de material não admitido (admitidos: ${list}).`, `Floor of a material not allowed (allowed: ${list}).`),
        };
  }
  ctx.fact('storage.floorMaterial', material);
  const ok = allowed.includes(material);
  return {
    status: ok ? 'satisfied' : 'violated',
    message: ok
      ? ctx.t(
          `Piso em ${floorLabel(ctx, material)}: material admitido (${list}).`,
          `Floor of ${floorLabel(ctx, material)}: allowed (${list}).`,
        )
      : ctx.t(
          `Piso em ${floorLabel(ctx, material)}: a lei admite só ${list}.`,
          `Floor of ${floorLabel(ctx, material)}: the law allows only ${list}.`,
        ),
  };
}

// ---------------------------------------------------------------------------
// Pieces of arts. 12–18
// ---------------------------------------------------------------------------

/**
 * Activities that hold GLP containers (arts. 14, 15): outlets, depots, and a business of
 * another trade when it resells GLP (guard sellsGlpOrNa).
 */
export const GLP_HOLDERS = [...GLP_OUTLETS, 'glp-depot', 'other-commerce'] as const;

/** For a business that is not an outlet (other-commerce), the resale rules matter only when it sells GLP. */
export function sellsGlpOrNa(ctx: RuleContext<VdcInput>): Outcome | null {
  if (ctx.input.activity !== 'other-commerce') return null;
  const sells = ctx.need('establishment.sellsGlp');
  return sells ? null : notApplicable(ctx, 'O estabelecimento não revende GLP.', 'The business does not resell GLP.');
}

/**
 * Art. 24: "A Administração Municipal fará revisão, no prazo máximo de 60 (sessenta) dias da
 * publicação desta Lei, dos Alvarás existentes para revenda de gás liquefeito, a fim de
 * enquadrá-los nas disposições desta Lei." What the review — and the deferral the pack reads in
 * it — covers is a licence: a GLP resale (outlet, fuel station or shop of another trade) that
 * held its alvará, issued by the day of publication and not expired by then. A resale operating
 * without a licence has no alvará to review: it is held to the law from its first day. A request
 * for something new (a new outlet, a move) is not an existing licence. Undefined when the input
 * does not say whether or when the alvará was issued (the engine asks for its date).
 */
export function heldResaleLicenceAtPublication(input: VdcInput, law: Law): boolean | undefined {
  const activity = input.activity;
  const resale = activity === 'other-commerce' ? input.establishment?.sellsGlp === true : GLP_OUTLETS.includes(activity);
  if (!resale) return false;
  const type = input.application?.type;
  if (type !== undefined && NEW_APPLICATION_TYPES.has(type)) return false;
  const alvara = input.documents?.alvara;
  if (alvara === undefined || alvara === true) return undefined;
  if (alvara === false || !alvara.held) return false;
  if (alvara.issuedOn === undefined) return undefined;
  if (alvara.issuedOn > law.inForceFrom) return false;
  return alvara.validUntil === undefined || alvara.validUntil >= law.inForceFrom;
}

/**
 * Art. 24 for a business that is not a fuel station: its licence is the resale licence, and the
 * review brings it under "as disposições desta Lei", every provision that binds it.
 */
export function art24CoversResale(input: VdcInput, law: Law): boolean | undefined {
  return input.activity === 'glp-resale-at-fuel-station' ? false : heldResaleLicenceAtPublication(input, law);
}

/**
 * Art. 24 for a fuel station that resells GLP: the review is of the "Alvarás existentes para
 * revenda de gás liquefeito", so it reaches the station's GLP resale, not the station. The
 * provisions that bind every fuel station (arts. 2, 4, 7–11, 19–21) bind a station without GLP
 * from publication, with no review; selling GLP does not give the station a period the law
 * gives no station. Deferred: the provisions that bind it only because it resells GLP.
 */
export function art24CoversStation(input: VdcInput, law: Law): boolean | undefined {
  return input.activity === 'glp-resale-at-fuel-station' ? heldResaleLicenceAtPublication(input, law) : false;
}

/** The rules that bind a fuel station only because it resells GLP (a plain fuel station is not subject to them). */
export function glpResaleRulesOfStation(rules: readonly { id: string; activities?: readonly string[] | 'all' }[]): string[] {
  const of = (r: { activities?: readonly string[] | 'all' }) => (Array.isArray(r.activities) ? r.activities : []);
  return rules.filter((r) => of(r).includes('glp-resale-at-fuel-station') && !of(r).includes('fuel-station')).map((r) => r.id);
}

/** The fact the art. 24 transition asks for when heldResaleLicenceAtPublication cannot tell. */
export const ART24_UNKNOWN_FACT = 'documents.alvara.issuedOn';

// ---------------------------------------------------------------------------
// Provisions that govern installing (arts. 2 § 1º, 6, 16, 18)
// ---------------------------------------------------------------------------

/**
 * Whether the input tells, without asking, if the establishment was installed before the law at
 * the place evaluated: a request to install somewhere (NEW_LOCATION_TYPES) or a new one is not;
 * a start or approved construction date tells.
 */
function canTellInstalledBeforeLaw(ctx: RuleContext<VdcInput>): boolean {
  const type = ctx.input.application?.type;
  const e = ctx.input.establishment;
  return (
    (type !== undefined && NEW_APPLICATION_TYPES.has(type)) || e?.startDate !== undefined || e?.constructionLicenceApprovedOn !== undefined
  );
}

/**
 * Installed before the law (25/05/1993) at the place evaluated: operating there, or with its
 * construction approved, by the law's date — and not asking to install at a new place (a new
 * establishment, a move, a TVL). Missing facts → MissingFacts (establishment.startDate).
 */
export function installedBeforeLaw(ctx: RuleContext<VdcInput>): boolean {
  const type = ctx.input.application?.type;
  if (type !== undefined && NEW_LOCATION_TYPES.has(type)) {
    ctx.fact('application.type', type);
    return false;
  }
  return existedBefore(ctx, lawOf(ctx).inForceFrom);
}

/**
 * A provision worded as a condition of installing ("para se instalarem", art. 6; "deverão ser
 * instaladas", art. 16; "serão instalados", art. 18) does not reach an establishment installed
 * before the law: it was not installed under it. Art. 24 reviews only the resale licences, not a
 * depot's. Only a violation turns on the date, so the start date is asked only then.
 */
export function unlessInstalledBeforeLaw(ctx: RuleContext<VdcInput>, o: Outcome, words: string): Outcome {
  if (o.status !== 'violated' || !installedBeforeLaw(ctx)) return o;
  const law = ctx.d(lawOf(ctx).inForceFrom);
  return notApplicable(
    ctx,
    `Instalado antes da lei (${law}): "${words}" é condição da instalação e não alcança o que já estava instalado; o art. 24 revê só os alvarás de revenda de GLP. Situação encontrada: ${o.message}`,
    `Installed before the law (${law}): "${words}" is a condition of installing and does not reach what was already installed; art. 24 reviews only the GLP resale licences. Found: ${o.message}`,
  );
}

/**
 * A provision whose reach over an establishment installed before the law is an interpretation
 * (arts. 2 § 1º, 17): read only when it is violated. Under the reading that binds it, the date is
 * not asked (and the finding says the reading when the input tells the date); under the other,
 * it is asked and an establishment installed before the law is not reached.
 */
interface BeforeLawReading {
  parameter: string;
  /** The value under which the provision does not reach it. */
  exempt: string;
  /** "(law date)" → the not-applicable message, and the sentence appended to a violation. */
  notReached: (law: string, found: string) => [string, string];
  reached: (law: string) => [string, string];
}

function beforeLawReading(ctx: RuleContext<VdcInput>, o: Outcome, r: BeforeLawReading): Outcome {
  if (o.status !== 'violated') return o;
  const reading = ctx.interpretation<string>(r.parameter);
  if (reading !== r.exempt && !canTellInstalledBeforeLaw(ctx)) return o;
  if (!installedBeforeLaw(ctx)) return o;
  const law = ctx.d(lawOf(ctx).inForceFrom);
  if (reading === r.exempt) {
    const [pt, en] = r.notReached(law, o.message);
    return notApplicable(ctx, pt, en);
  }
  const [pt, en] = r.reached(law);
  return { ...o, message: `${o.message} ${ctx.t(pt, en)}` };
}

/**
 * Art. 2 § 1º ("só será permitida instalação de revenda de gás liquefeito quando …") for a resale
 * installed before the law: per art2-par1-installed-before-law (default art24-bound).
 */
export function art2Par1BeforeLaw(ctx: RuleContext<VdcInput>, o: Outcome): Outcome {
  return beforeLawReading(ctx, o, {
    parameter: 'art2-par1-installed-before-law',
    exempt: 'installation-only',
    notReached: (law, found) => [
      `Revenda instalada antes da lei (${law}) — leitura adotada (art2-par1-installed-before-law): o § 1º rege a "instalação de revenda" e não alcança a que já estava instalada. Situação encontrada: ${found}`,
      `Resale installed before the law (${law}) — reading adopted (art2-par1-installed-before-law): § 1 governs "instalação de revenda" (installing a resale) and does not reach one already installed. Found: ${found}`,
    ],
    reached: (law) => [
      `Revenda instalada antes da lei (${law}): o § 1º a alcança — o art. 24 manda rever os alvarás de revenda existentes "a fim de enquadrá-los nas disposições desta Lei" (leitura adotada: art2-par1-installed-before-law).`,
      `Resale installed before the law (${law}): § 1 reaches it — art. 24 orders the existing resale licences reviewed "a fim de enquadrá-los nas disposições desta Lei" (to bring them under this law's provisions) (reading adopted: art2-par1-installed-before-law).`,
    ],
  });
}

/**
 * Art. 17 ("As construções destinadas a depósitos … deverão obedecer às condições de") for a
 * depot installed before the law: per art17-installed-before-law (default bound).
 */
export function art17BeforeLaw(ctx: RuleContext<VdcInput>, o: Outcome): Outcome {
  return beforeLawReading(ctx, o, {
    parameter: 'art17-installed-before-law',
    exempt: 'construction-only',
    notReached: (law, found) => [
      `Depósito instalado antes da lei (${law}) — leitura adotada (art17-installed-before-law): o art. 17 rege "as construções destinadas a depósitos" feitas sob a lei. Situação encontrada: ${found}`,
      `Depot installed before the law (${law}) — reading adopted (art17-installed-before-law): art. 17 governs "as construções destinadas a depósitos" built under the law. Found: ${found}`,
    ],
    reached: (law) => [
      `Depósito instalado antes da lei (${law}): o art. 17 o alcança — "deverão obedecer" descreve a construção como está, e o art. 18 chama essas condições de "normas de segurança"; a lei não dá prazo aos depósitos (leitura adotada: art17-installed-before-law).`,
      `Depot installed before the law (${law}): art. 17 binds it — "deverão obedecer" describes the building as it stands, and art. 18 calls these conditions "normas de segurança"; the law gives depots no period (reading adopted: art17-installed-before-law).`,
    ],
  });
}

/** First letter in lower case, to fold a message into a sentence. */
export function lower(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** At ground level with open sides (arts. 12 II, 13 II, 17 I). */
export function groundAndOpenSides(ctx: RuleContext<VdcInput>): Outcome {
  // Both are required: one known to fail decides (ctx.part).
  const ground = ctx.part('storage.atGroundLevel');
  const open = ctx.part('storage.sidesOpen');
  return checksOutcome([
    { ok: ground, good: ctx.t('no nível do solo', 'at ground level'), bad: ctx.t('não está no nível do solo', 'not at ground level') },
    { ok: open, good: ctx.t('laterais abertas', 'open sides'), bad: ctx.t('laterais não estão abertas', 'sides are not open') },
  ]);
}

/**
 * The floor of the GLP store: no channels or recesses (the floor flat), and — where the law
 * says so — no paving above or below the level of the area (art. 12 V: "não possuir no piso
 * canaletas ou rebaixos nem pavimentação acima ou abaixo do nível da área"; art. 17 VIII as read
 * with art. 12 V). Both parts are required: one known to fail decides (ctx.part).
 */
export function floorLevelOutcome(ctx: RuleContext<VdcInput>, withPaving: boolean): Outcome {
  const flat = ctx.part('storage.floorFlatWithoutDrains');
  const checks = [
    {
      ok: flat,
      good: ctx.t('piso plano, sem canaletas nem rebaixos', 'floor flat, without channels or recesses'),
      bad: ctx.t('piso com canaletas, rebaixos ou similares', 'floor with channels, recesses or similar'),
    },
  ];
  if (withPaving) {
    checks.push({
      ok: ctx.part('storage.pavingLevelWithArea'),
      good: ctx.t('pavimentação no nível da área', 'paving level with the area'),
      bad: ctx.t('pavimentação acima ou abaixo do nível da área', 'paving above or below the area level'),
    });
  }
  const floor = ctx.t('Piso do armazenamento de GLP', 'Floor of the GLP storage');
  return checksOutcome(checks, { fail: floor, pass: floor });
}

/** "dois extintores em pó químico com capacidade de 4 quilos cada" (arts. 12 VIII, 13 VII). */
export function extinguishersOutcome(ctx: RuleContext<VdcInput>, countParam: string, kgParam: string): Outcome {
  const minKg = ctx.param<number>(kgParam);
  const { units, listed } = dryChemicalUnits(ctx, minKg);
  const c = ctx.compare('safety.extinguishers (pó químico ≥ 4 kg, em dia)', units, countParam);
  return {
    status: c.holds ? 'satisfied' : 'violated',
    message: ctx.t(
      `Extintores de pó químico de ${ctx.q(minKg, 'kg')} ou mais, em dia (${listed}): ${c.text}.`,
      `Dry-chemical extinguishers of ${ctx.q(minKg, 'kg')} or more, in date (${listed}): ${c.text}.`,
    ),
    comparisons: [c],
  };
}
