/**
 * The quantity a licence permits, in words (pt-BR first, English available): what the licence
 * PDF prints as "Quantidade autorizada" and `glp licensing issue` prints after the number. A
 * record issued before the basis was kept stated the stock described, and reads so. Pure.
 */
import { formatNumber } from '../core/format.ts';
import type { Lang, Text } from '../core/types.ts';

/** What a licence record states about its quantity (src/domain/licensing.ts LicenceRecordData). */
export interface StatedQuantity {
  /** Absent on records issued before it was kept: the stock described. */
  quantityBasis?: 'requested' | 'stock-described' | null;
  containers: number | null;
  kg: number | null;
  containerCount?: { kg: number; name: Text; citation: string } | null;
}

const kg = (n: number, lang: Lang) => `${formatNumber(n, lang)} kg`;

/** "2.740 kg, equivalentes a 210,77 botijões de 13 kg (Lei 709/1993, art. 5º, § 3º)"; "1.560 kg"; "104 recipientes (1.480 kg)"; "—". */
export function quantityText(q: StatedQuantity, lang: Lang = 'pt'): string {
  if (q.quantityBasis === 'requested' && q.kg !== null) {
    const c = q.containerCount;
    if (!c || q.containers === null) return kg(q.kg, lang);
    const n = formatNumber(q.containers, lang);
    return lang === 'pt'
      ? `${kg(q.kg, lang)}, equivalentes a ${n} ${c.name.pt} de ${kg(c.kg, lang)} (${c.citation})`
      : `${kg(q.kg, lang)}, equal to ${n} ${c.name.en} of ${kg(c.kg, lang)} (${c.citation})`;
  }
  if (q.containers === null) return '—';
  const n = formatNumber(q.containers, lang);
  return `${n} ${lang === 'pt' ? 'recipientes' : 'containers'} (${kg(q.kg ?? 0, lang)})`;
}

/** Which quantity that is: the one requested, or the stock described; null when the licence states none. */
export function quantityBasisText(q: StatedQuantity, lang: Lang = 'pt'): string | null {
  switch (q.quantityBasis) {
    case null:
      return null;
    case 'requested':
      return lang === 'pt' ? 'quantidade requerida no pedido' : 'the quantity requested in the application';
    case 'stock-described':
      return lang === 'pt'
        ? 'estoque descrito no pedido (nenhuma quantidade requerida)'
        : 'the stock described in the application (no quantity requested)';
    default:
      // Issued before the basis was kept: licences then stated the stock described.
      return lang === 'pt' ? 'estoque descrito no pedido' : 'the stock described in the application';
  }
}
