/**
 * A CNPJ as a person reads it: "11.222.333/0001-81" (the alphanumeric form too, "12.ABC.345/01DE-35").
 * The API keeps the 14 characters without mask; anything else is shown as it came. Pure.
 */
export function showCnpj(raw: string): string {
  const s = raw.toUpperCase().replace(/[\s./-]/g, '');
  if (!/^[0-9A-Z]{12}\d{2}$/.test(s)) return raw;
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}
