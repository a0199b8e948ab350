/**
 * Nova Odessa's mobile post in tests: the facts its law asks of each vehicle (arts. 13 § 5º and
 * 14, laws/nova-odessa-sp/facts.ts) and the pack's mobile-sale base document. Not a test file itself.
 */
import { readFileSync } from 'node:fs';

/** The mobile post's own facts, on each vehicle: the price table, the identification's five, the brand. */
export const MOBILE_POST_FACTS = [
  'priceTableDisplayed',
  'identificationVisible',
  'identificationCompanyName',
  'identificationAddress',
  'identificationTelephone',
  'identificationDistributorLogo',
  'onlyLogoBrandCarried',
] as const;

/** A base document of laws/nova-odessa-sp/cases/base/ (a fresh copy). */
export function novaOdessaBase(name: 'mobile-sale' | 'outlet'): Record<string, unknown> & { vehicles: Record<string, unknown>[] } {
  return JSON.parse(readFileSync(new URL(`../../laws/nova-odessa-sp/cases/base/${name}.json`, import.meta.url), 'utf8'));
}
