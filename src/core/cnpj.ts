/**
 * CNPJ — the one place its form and check digits are verified (imports, `glp evaluate`
 * input, the API). Both formats the Receita Federal issues are accepted: the numeric one
 * (12.345.678/0001-95) and the alphanumeric one from July 2026 (IN RFB 2.229/2024:
 * 12.ABC.345/01DE-35), whose first twelve characters may be letters; the two check digits
 * are always digits (module 11 over the characters' values, as the library computes them).
 */
import { formatCnpj as format, isValidCnpj as validCnpj } from '@brazilian-utils/brazilian-utils';

/** 14 characters, or the punctuated form, of either format (case is ignored). */
const FORM = /^([0-9A-Z]{12}\d{2}|[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2})$/i;

/** What a CNPJ is expected to be, in the words of every message that refuses one. */
export const CNPJ_EXPECTED = 'a valid CNPJ (14 characters, punctuation optional; check digits verified), e.g. 12.345.678/0001-95';

/** The CNPJ without punctuation, upper case: how it is stored and compared. */
export function normaliseCnpj(cnpj: string): string {
  return cnpj.replace(/[.\-/\s]/g, '').toUpperCase();
}

/** Whether the text is a CNPJ of either format with correct check digits. */
export function isValidCnpj(cnpj: string): boolean {
  const s = cnpj.trim();
  if (!FORM.test(s)) return false;
  return validCnpj(s.toUpperCase(), { version: 2 });
}

/** A normalised CNPJ as people read it: 12.345.678/0001-95 (12.ABC.345/01DE-35 for the alphanumeric one). */
export function formatCnpj(cnpj: string): string {
  return format(normaliseCnpj(cnpj), { version: 2 });
}
