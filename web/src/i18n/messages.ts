/**
 * Every string of the interface, in Portuguese (first) and English. `en` is typed against `pt`,
 * so a string missing in one language does not compile. `{name}` is replaced by a parameter.
 * Codes from the API (activities, place categories, statuses…) have labels here; an unknown
 * code (a pack may declare its own) is shown as it is.
 */
import { en } from './en.ts';
import { type MessageKey, pt } from './pt.ts';

export { en, pt };
export type { MessageKey };

export type Lang = 'pt' | 'en';
export const MESSAGES: Record<Lang, Record<MessageKey, string>> = { pt, en };

/** The message with its {parameters} filled in; a parameter not given stays visible as {name}. */
export function message(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[lang][key].replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** A label for a code from the API under a prefix ("activity.", "category."…), or the code itself. */
export function label(lang: Lang, prefix: string, code: string): string {
  const key = `${prefix}.${code}`;
  return key in pt ? MESSAGES[lang][key as MessageKey] : code;
}
