/**
 * The quantity a licence permits, as its record states it (LicenceRecordData): the kg requested
 * and, where the law counts containers (Vitória da Conquista art. 5 § 3º: botijões), the number
 * they equal; or, when the application requested none, the stock it described. A record issued
 * before the basis was kept stated the stock described and reads so. The same words the licence
 * PDF prints (src/documents/licence-quantity.ts), in the page's language. Pure.
 */
// The generated types, not client.ts: this module runs in node's tests too (no DOM).
import type { components } from '../api/schema.gen.ts';
import { formatNumber } from '../i18n/format.ts';
import { type Lang, message } from '../i18n/messages.ts';

export type LicenceRecordData = components['schemas']['LicenceRecordData'];
type StatedQuantity = Pick<LicenceRecordData, 'quantityBasis' | 'containers' | 'kg' | 'containerCount'>;

export function quantityLines(q: StatedQuantity, lang: Lang): { amount: string; basis: string | null } {
  const n = (x: number) => formatNumber(x, lang);
  return { amount: amountOf(q, lang, n), basis: basisOf(q, lang) };
}

function amountOf(q: StatedQuantity, lang: Lang, n: (x: number) => string): string {
  if (q.quantityBasis === 'requested' && q.kg !== null) {
    const c = q.containerCount;
    if (!c || q.containers === null) return message(lang, 'lic.qty.kg', { kg: n(q.kg) });
    return message(lang, 'lic.qty.counted', { kg: n(q.kg), n: n(q.containers), name: c.name[lang], each: n(c.kg), citation: c.citation });
  }
  if (q.containers === null) return message(lang, 'lic.qty.none');
  return message(lang, 'lic.qty.stock', { n: n(q.containers), kg: n(q.kg ?? 0) });
}

function basisOf(q: StatedQuantity, lang: Lang): string | null {
  if (q.quantityBasis === null) return null;
  if (q.quantityBasis === undefined) return message(lang, 'lic.basis.earlier');
  return message(lang, `lic.basis.${q.quantityBasis}`);
}
