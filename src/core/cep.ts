/**
 * CEP (Código de Endereçamento Postal) — the one place its form is checked and the one form it
 * is stored in (the API's addresses, the registries' imports): 8 digits, written as the Correios
 * print it, 00000-000. Typed with or without the dash (or with the dot older forms and
 * registries put after the second digit, 66.010-000), it is stored formatted, so that a search
 * or a document finds one form. 00000-000 is no address (no CEP is all zeros): refused.
 */

/** 8 digits, the dash optional, a dot after the second digit allowed (as people and registries write it). */
const FORM = /^(\d{2})\.?(\d{3})-?(\d{3})$/;

/** What a CEP is expected to be, in the words of every message that refuses one. */
export const CEP_EXPECTED = 'a CEP: 8 digits, not all zeros (e.g. 66010-000)';

/** Whether the text is a CEP: 8 digits, with or without the dash (or the dot), not all zeros. */
export function isValidCep(cep: string): boolean {
  return normaliseCep(cep) !== null;
}

/** The CEP as stored and printed, 00000-000; null when the text is not a CEP (isValidCep). */
export function normaliseCep(cep: string): string | null {
  const m = FORM.exec(cep.trim());
  if (m === null || `${m[1]}${m[2]}${m[3]}` === '00000000') return null;
  return `${m[1]}${m[2]}-${m[3]}`;
}
