/** Citations built from unit ids: "Lei 709/1993, art. 2º, § 1º, I, a". Pure. */
import { frozenDocument } from './frozen.ts';
import type { Citation, Law, LawUnit } from './types.ts';

function ordinal(n: string): string {
  // Brazilian legal style: ordinal up to the ninth article/paragraph, cardinal after.
  return /^[1-9]$/.test(n) ? `${n}º` : n;
}

export function formatCitation(lawShortTitle: string, u: Pick<LawUnit, 'article' | 'paragraph' | 'item' | 'letter'>): string {
  const parts = [lawShortTitle, `art. ${ordinal(u.article)}`];
  if (u.paragraph) parts.push(u.paragraph === 'único' ? 'parágrafo único' : `§ ${ordinal(u.paragraph)}`);
  if (u.item) parts.push(u.item);
  if (u.letter) parts.push(u.letter);
  return parts.join(', ');
}

// Citations are looked up by every finding; laws are immutable data, so cache per law.
const cache = new WeakMap<Law, Map<string, Citation>>();

export function citationOf(law: Law, unitId: string): Citation {
  let perLaw = cache.get(law);
  if (!perLaw) {
    perLaw = new Map();
    cache.set(law, perLaw);
  }
  const hit = perLaw.get(unitId);
  if (hit) return hit;
  const u = law.units.find((x) => x.id === unitId);
  if (!u) throw new Error(`unit ${unitId} is not in ${law.shortTitle}`);
  // Frozen: every finding citing the unit holds this object (its stored text is written once).
  const c = frozenDocument(citationOfUnit(law, u));
  perLaw.set(unitId, c);
  return c;
}

export function citationOfUnit(law: Law, u: LawUnit): Citation {
  const c: Citation = { law: law.shortTitle, article: u.article, unit: u.id, text: formatCitation(law.shortTitle, u) };
  if (u.paragraph) c.paragraph = u.paragraph;
  if (u.item) c.item = u.item;
  if (u.letter) c.letter = u.letter;
  return c;
}

/** Parses a unit id back into its parts; used to check that ids and fields agree. */
export function parseUnitId(id: string): { article: string; paragraph?: string; item?: string; letter?: string } | null {
  const m = /^art(\d+[A-Z]?)(?:-par(\d+|U))?(?:-([IVXLC]+)(?:-([a-z]))?)?$/.exec(id);
  if (!m) return null;
  const out: { article: string; paragraph?: string; item?: string; letter?: string } = { article: m[1] as string };
  if (m[2]) out.paragraph = m[2] === 'U' ? 'único' : m[2];
  if (m[3]) out.item = m[3];
  if (m[4]) out.letter = m[4];
  return out;
}
