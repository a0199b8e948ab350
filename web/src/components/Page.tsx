/**
 * A screen: breadcrumbs (gov.br DS br-breadcrumb), the title as the page's only h1, and the
 * document title. After a navigation the h1 takes the focus, so a screen reader announces the
 * new page and keyboard users start from its top.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../i18n/I18n.tsx';

export interface Crumb {
  label: string;
  to?: string;
}

export function Page({ title, crumbs = [], lead, children }: { title: string; crumbs?: Crumb[]; lead?: ReactNode; children: ReactNode }) {
  const { t } = useI18n();
  const h1 = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${title} — ${t('app.name')}`;
  }, [title, t]);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows the path, not the title's language.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (!window.history.state?.idx) return; // the first page of the visit keeps the browser's focus
    }
    h1.current?.focus();
  }, [pathname]);
  return (
    <>
      <nav className="br-breadcrumb glp-breadcrumb" aria-label={t('nav.breadcrumbs')}>
        <ol className="crumb-list">
          <li className="crumb home">
            <Link className="br-button circle" to="/">
              <span className="sr-only">{t('nav.home')}</span>
              <i className="fas fa-home" aria-hidden="true" />
            </Link>
          </li>
          {crumbs.map((c) => (
            <li className="crumb" key={`${c.label}${c.to ?? ''}`}>
              <i className="icon fas fa-chevron-right" aria-hidden="true" />
              {c.to ? <Link to={c.to}>{c.label}</Link> : <span>{c.label}</span>}
            </li>
          ))}
          <li className="crumb" data-active="active">
            <i className="icon fas fa-chevron-right" aria-hidden="true" />
            <span aria-current="page">{title}</span>
          </li>
        </ol>
      </nav>
      <h1 ref={h1} tabIndex={-1} className="glp-title">
        {title}
      </h1>
      {lead && <p className="glp-lead">{lead}</p>}
      {children}
    </>
  );
}
