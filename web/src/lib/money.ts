/**
 * An amount of reais as a person types it on a Brazilian form: "300", "300,00", "1.234,56",
 * "R$ 1.234" (the dot groups thousands, the comma marks the cents); "300.5" is read as a
 * decimal point (a phone's numeric keypad may offer only the dot). Empty → undefined; anything
 * else → NaN, which the API then refuses naming the field. Pure.
 */
export function parseAmount(s: string): number | undefined {
  const t = s
    .trim()
    .replace(/^R\$\s*/, '')
    .replace(/\s/g, '');
  if (t === '') return undefined;
  if (t.includes(',')) return /^\d{1,3}(\.\d{3})*,\d+$|^\d+,\d+$/.test(t) ? Number(t.replace(/\./g, '').replace(',', '.')) : Number.NaN;
  if (/^\d{1,3}(\.\d{3})+$/.test(t)) return Number(t.replace(/\./g, ''));
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}
