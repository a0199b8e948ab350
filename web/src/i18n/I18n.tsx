/**
 * The language of the interface: Portuguese first, English on request (remembered in this
 * browser). Every string goes through `t`; dates, numbers and money through `fmt`. The page's
 * lang attribute follows, so screen readers pronounce it right.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { setApiLanguage } from '../api/client.ts';
import * as format from './format.ts';
import { type Lang, label, type MessageKey, message } from './messages.ts';

export interface I18n {
  lang: Lang;
  setLang(l: Lang): void;
  t(key: MessageKey, params?: Record<string, string | number>): string;
  /** Label of an API code under a prefix (activity, category, status…), or the code itself. */
  code(prefix: string, code: string): string;
  date(iso: string | null | undefined): string;
  time(d: Date): string;
  number(n: number, maxDecimals?: number): string;
  money(n: number): string;
  metres(n: number): string;
  degrees(n: number): string;
  value(v: unknown, unit: string): string;
  list(items: readonly string[]): string;
  categories(codes: readonly string[]): string;
}

const STORAGE_KEY = 'glp.lang';

function initialLang(): Lang {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'pt';
  } catch {
    return 'pt';
  }
}

const Ctx = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(() => {
    // Before any child asks the API anything (children's effects run first).
    const l = initialLang();
    setApiLanguage(l);
    return l;
  });
  useEffect(() => {
    document.documentElement.lang = lang === 'pt' ? 'pt-BR' : 'en';
  }, [lang]);
  const setLang = useCallback((l: Lang) => {
    setApiLanguage(l);
    setLangState(l);
    try {
      localStorage.setItem(STORAGE_KEY, l);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }, []);
  const value = useMemo<I18n>(
    () => ({
      lang,
      setLang,
      t: (key, params) => message(lang, key, params),
      code: (prefix, c) => label(lang, prefix, c),
      date: (iso) => format.formatDate(iso, lang),
      time: (d) => format.formatTime(d, lang),
      number: (n, d) => format.formatNumber(n, lang, d),
      money: (n) => format.formatMoney(n, lang),
      metres: (n) => format.formatMetres(n, lang),
      degrees: (n) => format.formatDegrees(n, lang),
      value: (v, unit) => format.formatValue(v, unit, lang),
      list: (items) => format.formatList(items, lang),
      categories: (codes) => format.categories(codes, lang),
    }),
    [lang, setLang],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useI18n(): I18n {
  const v = useContext(Ctx);
  if (!v) throw new Error('useI18n outside I18nProvider');
  return v;
}
