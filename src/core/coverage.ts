/**
 * Coverage: every unit of every law with how the product carries it — implemented by rules
 * (directly, as a named exception, or as a transition clause), informative, procedural
 * (which capability) or external (which norm) — plus the checks a pack must pass.
 */
import { citationOfUnit, parseUnitId } from './citation.ts';
import { resolveUnit } from './engine.ts';
import { addDays } from './periods.ts';
import type { Pack } from './pack.ts';
import type { Capability, Law, ParameterDef } from './types.ts';

export type Classification = 'rule' | 'informative' | 'procedural' | 'external';

export interface UnitCoverage {
  id: string;
  citation: string;
  classification: Classification | null;
  rules: string[];
  note: string;
  capability?: Capability;
  norm?: string;
}

export interface LawCoverage {
  id: string;
  title: string;
  articles: number;
  units: UnitCoverage[];
}

export interface MunicipalityCoverage {
  id: string;
  name: string;
  uf: string;
  ibge: string;
  derivedFrom?: string;
  laws: LawCoverage[];
}

/** Rule ids (full) that implement, except or transition each unit, keyed by "lawId#unit". */
function implementers(pack: Pack): Map<string, { rules: Set<string>; how: Set<string> }> {
  const map = new Map<string, { rules: Set<string>; how: Set<string> }>();
  const add = (ref: string, ruleId: string, how: string) => {
    const { law, unit } = resolveUnit(pack, ref);
    const key = `${law.id}#${unit}`;
    let e = map.get(key);
    if (!e) {
      e = { rules: new Set(), how: new Set() };
      map.set(key, e);
    }
    e.rules.add(ruleId);
    e.how.add(how);
  };
  for (const r of pack.rules) {
    const id = `${pack.id}/${r.id}`;
    for (const u of r.implements) add(u, id, 'implements');
    for (const u of r.exceptions ?? []) add(u, id, 'exception');
  }
  for (const t of pack.transitions ?? []) {
    const deferred = t.rules === 'all' ? pack.rules.map((r) => r.id) : t.rules;
    for (const r of deferred) add(t.unit, `${pack.id}/${r}`, 'transition');
  }
  return map;
}

export function articleCount(law: Law): number {
  return new Set(law.units.map((u) => u.article)).size;
}

export function packCoverage(pack: Pack): MunicipalityCoverage {
  const impl = implementers(pack);
  const laws: LawCoverage[] = pack.laws.map((law) => ({
    id: law.id,
    title: law.title,
    articles: articleCount(law),
    units: law.units.map((u) => {
      const e = impl.get(`${law.id}#${u.id}`);
      const c = u.classification;
      const out: UnitCoverage = {
        id: u.id,
        citation: citationOfUnit(law, u).text,
        classification: null,
        rules: e ? [...e.rules] : [],
        note: c?.note ?? '',
      };
      if (e) {
        out.classification = 'rule';
        if (!out.note) {
          const how = [...e.how];
          out.note = how.includes('implements')
            ? 'implemented by the rules listed'
            : how.includes('exception')
              ? 'applied as a named exception inside the rules listed'
              : 'transition clause: defers violations of the rules listed';
        }
      } else if (c && c.kind !== 'rule') {
        out.classification = c.kind;
        if (c.kind === 'procedural') out.capability = c.capability;
        if (c.kind === 'external') out.norm = c.norm;
      }
      return out;
    }),
  }));
  const mc: MunicipalityCoverage = { id: pack.id, name: pack.name, uf: pack.uf, ibge: pack.ibge, laws };
  if (pack.derivedFrom) mc.derivedFrom = pack.derivedFrom;
  return mc;
}

/** Start of a parameter's required coverage: the wording date of the unit it cites, or the law's date. */
function parameterStart(pack: Pack, p: ParameterDef): string {
  const first = p.values[0];
  const law = pack.laws[0] as Law;
  if (!first) return law.inForceFrom;
  try {
    const { law: l, unit } = resolveUnit(pack, first.cite);
    const u = l.units.find((x) => x.id === unit);
    return u?.wordingFrom ?? l.inForceFrom;
  } catch {
    return law.inForceFrom;
  }
}

/**
 * Dates on which a parameter has no value or more than one, from its start to `today`.
 * Checked on every boundary of its intervals (where gaps and overlaps can only begin).
 */
export function parameterGaps(pack: Pack, p: ParameterDef, today: string): string[] {
  const start = parameterStart(pack, p);
  const probes = new Set<string>([start, today]);
  for (const v of p.values) {
    probes.add(v.from);
    if (v.to) {
      probes.add(v.to);
      probes.add(addDays(v.to, -1));
    }
    probes.add(addDays(v.from, -1));
  }
  const bad: string[] = [];
  for (const d of [...probes].sort()) {
    if (d < start || d > today) continue;
    const n = p.values.filter((v) => v.from <= d && (v.to === undefined || d < v.to)).length;
    if (n !== 1) bad.push(`${d} (${n} values)`);
  }
  return bad;
}

/** Structural problems of a pack; an empty list means the pack is sound. */
export function packProblems(pack: Pack, today: string): string[] {
  const problems: string[] = [];
  const cov = packCoverage(pack);
  for (const l of cov.laws) {
    for (const u of l.units) {
      if (u.classification === null) problems.push(`${pack.id} ${l.id} ${u.id}: unclassified`);
    }
  }
  for (const law of pack.laws) {
    const seen = new Set<string>();
    for (const u of law.units) {
      if (seen.has(u.id)) problems.push(`${pack.id} ${u.id}: duplicate unit id`);
      seen.add(u.id);
      const parsed = parseUnitId(u.id);
      if (!parsed) problems.push(`${pack.id} ${u.id}: id does not follow the citation scheme`);
      else if (parsed.article !== u.article || parsed.paragraph !== u.paragraph || parsed.item !== u.item || parsed.letter !== u.letter)
        problems.push(`${pack.id} ${u.id}: id and fields disagree`);
      if (!u.text.trim()) problems.push(`${pack.id} ${u.id}: empty text`);
      if (u.classification?.kind === 'rule') {
        const e = cov.laws.find((x) => x.id === law.id)?.units.find((x) => x.id === u.id);
        if (!e || e.rules.length === 0) problems.push(`${pack.id} ${u.id}: declared 'rule' but no rule implements it`);
      }
    }
    for (const n of law.transcriptionNotes) {
      if (!seen.has(n.unit)) problems.push(`${pack.id} transcription note on unknown unit ${n.unit}`);
    }
  }
  const unitExists = (ref: string) => {
    try {
      const { law, unit } = resolveUnit(pack, ref);
      return law.units.some((u) => u.id === unit);
    } catch {
      return false;
    }
  };
  for (const r of pack.rules) {
    if (r.implements.length === 0) problems.push(`${pack.id}/${r.id}: implements no unit`);
    for (const u of [...r.implements, ...(r.exceptions ?? [])]) {
      if (!unitExists(u)) problems.push(`${pack.id}/${r.id}: unknown unit ${u}`);
    }
    for (const p of r.parameters ?? []) {
      if (!pack.paramIndex.has(p)) problems.push(`${pack.id}/${r.id}: unknown parameter ${p}`);
    }
  }
  for (const p of pack.parameters) {
    if (p.values.length === 0) problems.push(`${pack.id}/${p.id}: no values`);
    for (const v of p.values) {
      if (!unitExists(v.cite) && !v.source) problems.push(`${pack.id}/${p.id}: value cites unknown unit ${v.cite} and has no source`);
    }
    const gaps = parameterGaps(pack, p, today);
    if (gaps.length > 0) problems.push(`${pack.id}/${p.id}: not exactly one value on ${gaps.slice(0, 3).join(', ')}`);
    if (p.interpretation && (!p.alternatives || p.alternatives.length === 0))
      problems.push(`${pack.id}/${p.id}: interpretation without alternatives`);
  }
  for (const t of pack.transitions ?? []) {
    if (!unitExists(t.unit)) problems.push(`${pack.id} transition: unknown unit ${t.unit}`);
    const p = pack.paramIndex.get(t.period.parameter);
    if (!p) problems.push(`${pack.id} transition ${t.unit}: unknown parameter ${t.period.parameter}`);
    else if (!['days', 'months', 'years'].includes(p.unit))
      problems.push(`${pack.id} transition ${t.unit}: parameter ${p.id} is not a period (unit ${p.unit}, expected days, months or years)`);
    if (t.rules !== 'all')
      for (const r of t.rules) if (!pack.rules.some((x) => x.id === r)) problems.push(`${pack.id} transition ${t.unit}: unknown rule ${r}`);
  }
  for (const [where, u] of procedureUnits(pack)) if (!unitExists(u)) problems.push(`${pack.id} ${where}: unknown unit ${u}`);
  for (const s of pack.procedure?.stages ?? [])
    for (const w of s.waivers ?? [])
      for (const id of w.stages)
        if (!s.after.includes(id))
          problems.push(`${pack.id} procedure stage ${s.id}: waiver of ${id}, which is not a stage it comes after`);
  for (const [where, p] of procedureParameters(pack))
    if (!pack.paramIndex.has(p)) problems.push(`${pack.id} ${where}: unknown parameter ${p}`);
  return problems;
}

/**
 * Every unit the pack's procedure and enforcement cite, with where: what a person reads on a
 * licence, a notice or `glp licensing procedure` names these units, so each must be one of the law.
 */
function procedureUnits(pack: Pack): [string, string][] {
  const out: [string, string][] = [];
  const p = pack.procedure;
  if (p) {
    for (const s of p.stages) {
      const at = `procedure stage ${s.id}`;
      out.push([at, s.cite]);
      for (const u of s.cites) out.push([`${at} cites`, u]);
      for (const d of s.documents) out.push([`${at} document ${d.id}`, d.cite]);
      for (const o of s.opinions) out.push([`${at} opinion ${o.department}`, o.cite]);
      if (s.validityCite !== undefined) out.push([`${at} validity`, s.validityCite]);
      if (s.countsContainers) out.push([`${at} containers`, s.countsContainers.cite]);
      if (s.evaluation) out.push([`${at} evaluation`, s.evaluation.cite]);
      for (const w of s.waivers ?? []) out.push([`${at} waiver of ${w.stages.join(', ')}`, w.cite]);
    }
    if (p.renewal) {
      out.push(['procedure renewal', p.renewal.cite]);
      if (p.renewal.dueWithinDaysCite !== undefined) out.push(['procedure renewal window', p.renewal.dueWithinDaysCite]);
    }
    if (p.addressChange.cite !== undefined) out.push(['procedure address change', p.addressChange.cite]);
    if (p.holderChange.cite !== undefined) out.push(['procedure holder change', p.holderChange.cite]);
    out.push(['procedure due process', p.dueProcess.cite]);
    if (p.dueProcess.defenceDaysCite !== undefined) out.push(['procedure defence term', p.dueProcess.defenceDaysCite]);
    for (const [k, u] of Object.entries(p.dueProcess.sanctions)) if (u !== undefined) out.push([`procedure sanction ${k}`, u]);
  }
  const e = pack.enforcement;
  if (e) {
    for (const i of e.infractions) out.push([`infraction ${i.id}`, i.penaltyUnit]);
    if (e.repeat) out.push(['repeat offences', e.repeat.unit]);
    for (const g of e.closureGrounds ?? []) out.push([`closure ground ${g.id}`, g.unit]);
    if (e.revocationAfterClosure) out.push(['revocation after closure', e.revocationAfterClosure.unit]);
  }
  return out;
}

/** Every parameter the pack's procedure and enforcement read, with where. */
function procedureParameters(pack: Pack): [string, string][] {
  const out: [string, string][] = [];
  for (const s of pack.procedure?.stages ?? []) {
    for (const d of s.documents)
      if (d.minAmountParameter !== undefined) out.push([`procedure stage ${s.id} document ${d.id}`, d.minAmountParameter]);
    if (s.countsContainers) out.push([`procedure stage ${s.id} containers`, s.countsContainers.parameter]);
  }
  const e = pack.enforcement;
  if (e) {
    out.push(['enforcement same irregularity', e.sameIrregularityParameter]);
    for (const i of e.infractions) {
      const a = i.amount;
      out.push([`infraction ${i.id}`, a.parameter]);
      if (a.kind === 'indexed') {
        out.push([`infraction ${i.id} rate`, a.rateParameter]);
        if (a.updateParameter !== undefined) out.push([`infraction ${i.id} update`, a.updateParameter]);
      }
    }
    if (e.repeat) out.push(['repeat offences increase', e.repeat.increase.parameter], ['repeat offences reading', e.repeat.mode.parameter]);
    for (const g of e.closureGrounds ?? [])
      if (g.atNotificationParameter !== undefined) out.push([`closure ground ${g.id}`, g.atNotificationParameter]);
    if (e.revocationAfterClosure) out.push(['revocation after closure', e.revocationAfterClosure.daysParameter]);
  }
  return out;
}
