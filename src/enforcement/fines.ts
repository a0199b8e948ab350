/**
 * The fine of an infraction notice, computed from the pack's enforcement declaration
 * (src/core/enforcement.ts) and its dated parameters, with the arithmetic written out in
 * pt-BR and English and the interpretation parameters it depended on. Pure: the date, the
 * repeat count and the what-if overrides are arguments; no municipality is named here.
 *
 * Counting (per establishment and irregularity, see repeats.ts): `priorNotices` earlier
 * notices (notifications and fines, not cancelled) and `priorFines` earlier fines. An
 * infraction whose law says "notificação; mantendo-se irregular, multa" gives a notification
 * at the first finding; a fine's repeat number n is the count of earlier fines.
 */
import { citationOf } from '../core/citation.ts';
import type { EnforcementDef, InfractionDef, RepeatDef } from '../core/enforcement.ts';
import { formatBRL, formatNumber } from '../core/format.ts';
import { type Pack, valueOn } from '../core/pack.ts';
import type { IsoDate, Text } from '../core/types.ts';
import type { FineQuote, Interpretation } from '../domain/enforcement.ts';

export type { FineQuote, Interpretation } from '../domain/enforcement.ts';

export class EnforcementError extends Error {
  constructor(
    readonly field: string,
    readonly found: string,
    readonly expected: string,
  ) {
    super(`${field}: ${found} — expected ${expected}`);
  }
}

export interface QuoteRequest {
  infraction: string;
  date: IsoDate;
  priorNotices: number;
  priorFines: number;
  /** The amount the inspector fixed, for a range. */
  chosenAmountBRL?: number;
  /** What-if values by full parameter id (pack/param), as elsewhere in the product. */
  overrides?: Record<string, unknown>;
}

export function enforcementOf(pack: Pack): EnforcementDef {
  if (!pack.enforcement) throw new EnforcementError('municipality', pack.id, 'a municipality whose law pack declares its infractions');
  return pack.enforcement;
}

export function infractionOf(pack: Pack, id: string): InfractionDef {
  const def = enforcementOf(pack).infractions.find((i) => i.id === id);
  if (!def)
    throw new EnforcementError(
      'infraction',
      JSON.stringify(id),
      `one of ${enforcementOf(pack)
        .infractions.map((i) => i.id)
        .join(', ')}`,
    );
  return def;
}

/** A parameter's value on the date (or its override), with the dated value's citation. */
export function paramValue(pack: Pack, id: string, date: IsoDate, overrides: Record<string, unknown> = {}) {
  const p = pack.paramIndex.get(id);
  if (!p) throw new Error(`${pack.id}: parameter ${id} missing`);
  const full = `${pack.id}/${id}`;
  const dated = valueOn(p, date);
  if (full in overrides) return { def: p, value: overrides[full], cite: dated?.cite ?? '', source: 'override', note: dated?.note };
  if (!dated) throw new EnforcementError('date', date, `a date on which ${full} has a value`);
  return { def: p, value: dated.value, cite: dated.cite, source: dated.source, note: dated.note };
}

function interpretation(pack: Pack, id: string, date: IsoDate, overrides: Record<string, unknown>): Interpretation {
  const v = paramValue(pack, id, date, overrides);
  const value = String(v.value);
  const alts = v.def.alternatives ?? [];
  const allowed = alts.map((a) => String(a.value));
  if (allowed.length > 0 && !allowed.includes(value))
    throw new EnforcementError(`${pack.id}/${id}`, JSON.stringify(value), `one of ${allowed.join(', ')}`);
  return {
    parameter: `${pack.id}/${id}`,
    value,
    description: alts.find((a) => String(a.value) === value)?.description ?? v.def.description,
    alternatives: allowed,
  };
}

/** The reading of "same irregularity" in force on the date (see repeats.ts). */
export function sameIrregularityReading(pack: Pack, date: IsoDate, overrides: Record<string, unknown> = {}): Interpretation {
  return interpretation(pack, enforcementOf(pack).sameIrregularityParameter, date, overrides);
}

const money = (n: number): Text => ({ pt: formatBRL(n, 'pt'), en: formatBRL(n, 'en') });
const number = (n: number): Text => ({ pt: formatNumber(n, 'pt'), en: formatNumber(n, 'en') });
const round2 = (n: number) => Math.round(n * 100) / 100;

interface RepeatFactor {
  factor: number;
  /** "(1 + 0,5 × 2)" */
  how: Text;
}

function repeatFactor(
  pack: Pack,
  rep: RepeatDef | undefined,
  n: number,
  date: IsoDate,
  overrides: Record<string, unknown>,
  out: Interpretation[],
): RepeatFactor | null {
  if (!rep) return null;
  const inc = Number(paramValue(pack, rep.increase.parameter, date, overrides).value);
  const p = rep.increase.as === 'percent' ? inc / 100 : inc - 1;
  const mode = interpretation(pack, rep.mode.parameter, date, overrides);
  out.push(mode);
  const shape = rep.mode.readings[mode.value];
  if (!shape) throw new EnforcementError(mode.parameter, JSON.stringify(mode.value), `one of ${Object.keys(rep.mode.readings).join(', ')}`);
  const pt = number(p);
  if (shape === 'linear') return { factor: 1 + p * n, how: { pt: `(1 + ${pt.pt} × ${n})`, en: `(1 + ${pt.en} × ${n})` } };
  if (shape === 'compound') {
    const b = number(1 + p);
    return { factor: (1 + p) ** n, how: { pt: `${b.pt}^${n}`, en: `${b.en}^${n}` } };
  }
  const f = n >= 1 ? 1 + p : 1;
  const fx = number(f);
  return {
    factor: f,
    how: { pt: `${fx.pt} (${n >= 1 ? 'reincidência' : 'primeira infração'})`, en: `${fx.en} (${n >= 1 ? 'repeat' : 'first offence'})` },
  };
}

/** The fine (or the notification, or "not set") of one notice. */
export function quoteFine(pack: Pack, req: QuoteRequest): FineQuote {
  const def = infractionOf(pack, req.infraction);
  const enf = enforcementOf(pack);
  const overrides = req.overrides ?? {};
  for (const [k, v] of [
    ['priorNotices', req.priorNotices],
    ['priorFines', req.priorFines],
  ] as const)
    if (!Number.isInteger(v) || v < 0) throw new EnforcementError(k, String(v), 'a whole number ≥ 0');
  const law = pack.laws[0];
  if (!law) throw new Error(`${pack.id}: no law`);
  const interpretations: Interpretation[] = [sameIrregularityReading(pack, req.date, overrides)];
  const base: Omit<FineQuote, 'kind' | 'amountBRL' | 'arithmetic'> = {
    municipality: pack.id,
    infraction: def.id,
    penaltyUnit: def.penaltyUnit,
    penaltyCitation: citationOf(law, def.penaltyUnit).text,
    title: def.title,
    repeat: req.priorFines,
    notification: req.priorNotices + 1,
    interpretations,
    ...(def.alsoSanctions ? { alsoSanctions: def.alsoSanctions } : {}),
  };
  if (def.notifyFirst && req.priorNotices === 0) {
    if (req.chosenAmountBRL !== undefined)
      throw new EnforcementError('amountBRL', String(req.chosenAmountBRL), 'no amount: this finding is a notification');
    return {
      ...base,
      kind: 'notification',
      amountBRL: null,
      arithmetic: [
        {
          pt: `${base.penaltyCitation}: notificação; mantendo-se irregular, multa.`,
          en: `${base.penaltyCitation}: notification; if it persists, a fine.`,
        },
      ],
    };
  }
  // Only a range leaves the amount to the inspector (Salvador art. 15, III); an amount given for a
  // fine the law (or the norm it refers to) sets was ignored without a word: refused, naming why.
  if (def.amount.kind !== 'range' && req.chosenAmountBRL !== undefined)
    throw new EnforcementError(
      'amountBRL',
      money(req.chosenAmountBRL).pt,
      // VdC art. 27 does not set the amount: it refers to another law ("set by the law" was wrong there).
      def.amount.kind === 'external'
        ? `no amount: the fine of ${base.penaltyCitation} is set by the norm it refers to, entered by the municipality (parameter ${def.amount.parameter}), not by the inspector`
        : `no amount: the fine of ${base.penaltyCitation} is set by the law, not fixed by the inspector (only a range is)`,
    );
  const n = req.priorFines;
  const rep = repeatFactor(pack, enf.repeat, n, req.date, overrides, interpretations);
  const a = def.amount;
  const v = paramValue(pack, a.parameter, req.date, overrides);
  const lines: Text[] = [];
  let baseBRL: number;
  let index: FineQuote['index'];
  let range: FineQuote['range'];

  // The unit that delegates the amount (VdC art. 27: "multa cabível … na Lei que regula o Poder de
  // Polícia"), which is not the unit of a seizure case counted with it (art. 26, I, a–c).
  const delegating = a.kind === 'external' && v.cite ? citationOf(law, v.cite).text : base.penaltyCitation;
  // The unit that sets the amount, where it is not the penalty unit's own (Nova Odessa art. 14 § 3º
  // fines with "as penalidades previstas nesta legislação": the 200 UFIR of art. 18).
  const setBy = v.cite ? citationOf(law, v.cite).text : base.penaltyCitation;
  const src = v.def.externalSource ?? v.def.description.pt;
  if (a.kind === 'external') {
    if (typeof v.value !== 'number' || !Number.isFinite(v.value)) {
      return {
        ...base,
        kind: 'not-set',
        amountBRL: null,
        arithmetic: [],
        message: {
          pt: `Valor da multa não cadastrado: ${delegating} remete a norma não recebida (${src}); nenhum valor é aplicado até que o Município o cadastre (parâmetro ${a.parameter}).`,
          en: `Fine amount not entered: ${delegating} refers to a norm not received (${src}); no amount applies until the municipality enters it (parameter ${a.parameter}).`,
        },
      };
    }
    baseBRL = v.value;
    lines.push({
      pt: `Valor cadastrado (${a.parameter}): ${money(baseBRL).pt}`,
      en: `Entered amount (${a.parameter}): ${money(baseBRL).en}`,
    });
  } else if (a.kind === 'fixed') {
    baseBRL = Number(v.value);
    lines.push({
      pt: `Multa-base (${setBy}): ${money(baseBRL).pt}`,
      en: `Base fine (${setBy}): ${money(baseBRL).en}`,
    });
  } else if (a.kind === 'range') {
    const r = v.value as { min: number; max: number };
    const chosen = req.chosenAmountBRL;
    if (chosen === undefined || !Number.isFinite(chosen))
      throw new EnforcementError('amountBRL', 'nothing', `the amount the inspector fixes, from ${money(r.min).pt} to ${money(r.max).pt}`);
    if (chosen < r.min || chosen > r.max)
      throw new EnforcementError('amountBRL', money(chosen).pt, `from ${money(r.min).pt} to ${money(r.max).pt} (${base.penaltyCitation})`);
    baseBRL = chosen;
    // The base is kept, so that the notice can be quoted again when a repeat it counted is annulled (requote.ts).
    range = { min: r.min, max: r.max, chosen };
    lines.push({
      pt: `Multa-base fixada pelo fiscal na faixa ${money(r.min).pt}–${money(r.max).pt} (${base.penaltyCitation}): ${money(chosen).pt}`,
      en: `Base fine fixed by the inspector within ${money(r.min).en}–${money(r.max).en} (${base.penaltyCitation}): ${money(chosen).en}`,
    });
  } else {
    const units = Number(v.value);
    const rate = paramValue(pack, a.rateParameter, req.date, overrides);
    const rateBRL = Number(rate.value);
    const unitsAtRepeat = rep ? round2(units * rep.factor) : units;
    const amount = round2(unitsAtRepeat * rateBRL);
    index = {
      unitName: a.unitName,
      amount: unitsAtRepeat,
      rateBRL,
      rateCitation: rate.cite ? citationOf(law, rate.cite).text : '',
      ...(rate.source ? { rateSource: rate.source } : {}),
    };
    lines.push({
      pt: `Multa-base (${setBy}): ${number(units).pt} ${a.unitName}`,
      en: `Base fine (${setBy}): ${number(units).en} ${a.unitName}`,
    });
    if (rep)
      lines.push({
        pt: `Reincidência nº ${n}: ${number(units).pt} ${a.unitName} × ${rep.how.pt} = ${number(unitsAtRepeat).pt} ${a.unitName}`,
        en: `Repeat no. ${n}: ${number(units).en} ${a.unitName} × ${rep.how.en} = ${number(unitsAtRepeat).en} ${a.unitName}`,
      });
    const ratePt = rateBRL.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
    const rateEn = rateBRL.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
    // A what-if value (--set) has no date of its own: saying "desde" the law's value would date it wrongly.
    const since = rate.cite ? formatFrom(pack, a.rateParameter, req.date) : '—';
    const whence =
      rate.source === 'override'
        ? { pt: 'valor hipotético informado', en: 'what-if value given' }
        : { pt: `desde ${since}`, en: `since ${since}` };
    lines.push({
      pt: `Conversão: ${number(unitsAtRepeat).pt} ${a.unitName} × R$ ${ratePt} por ${a.unitName} (${a.rateParameter}, ${whence.pt}) = ${money(amount).pt}`,
      en: `Conversion: ${number(unitsAtRepeat).en} ${a.unitName} × R$ ${rateEn} per ${a.unitName} (${a.rateParameter}, ${whence.en}) = ${money(amount).en}`,
    });
    if (a.updateParameter !== undefined && paramValue(pack, a.updateParameter, req.date, overrides).value === null)
      lines.push({
        pt: `Valor sem atualização monetária: o índice do Município (${a.updateParameter}) não foi carregado; a ${a.unitName} é convertida pelo seu último valor.`,
        en: `Amount not updated: the municipality's index (${a.updateParameter}) has not been loaded; the ${a.unitName} is converted at its last value.`,
      });
    return { ...base, kind: 'fine', amountBRL: amount, index, arithmetic: lines };
  }

  let amount = baseBRL;
  if (rep) {
    amount = round2(baseBRL * rep.factor);
    lines.push({
      pt: `Reincidência nº ${n}: ${money(baseBRL).pt} × ${rep.how.pt} = ${money(amount).pt}`,
      en: `Repeat no. ${n}: ${money(baseBRL).en} × ${rep.how.en} = ${money(amount).en}`,
    });
  } else if (n > 0 && a.kind === 'external') {
    // The law of the pack sets no increase; the norm it delegates to may, and is not loaded: said, not assumed away.
    lines.push({
      pt: `Reincidência nº ${n} registrada: ${delegating} não prevê acréscimo; o acréscimo que a norma referida (${src}) preveja não está cadastrado: ${money(amount).pt}`,
      en: `Repeat no. ${n} recorded: ${delegating} sets no increase; any increase in ${src} has not been entered: ${money(amount).en}`,
    });
  } else if (n > 0) {
    lines.push({
      pt: `Reincidência nº ${n} registrada; a lei não prevê acréscimo: ${money(amount).pt}`,
      en: `Repeat no. ${n} recorded; the law sets no increase: ${money(amount).en}`,
    });
  }
  return { ...base, kind: 'fine', amountBRL: amount, ...(range ? { range } : {}), arithmetic: lines };
}

function formatFrom(pack: Pack, id: string, date: IsoDate): string {
  const p = pack.paramIndex.get(id);
  const d = p ? valueOn(p, date)?.from : undefined;
  return d ? `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` : '—';
}
