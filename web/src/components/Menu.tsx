/**
 * The main menu (gov.br DS br-menu, off-canvas): the sections of nav.ts the user may see.
 * Opening it moves the focus into it, Escape or the scrim closes it and the focus returns to
 * the menu button; following a link closes it.
 */
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '../auth/Session.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { sectionsFor } from '../nav.ts';

export function Menu({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useI18n();
  const { user } = useSession();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.getElementById('menu-trigger')?.focus();
    };
  }, [open, onClose]);
  return (
    <div className={`br-menu${open ? ' active' : ''}`} id="main-navigation" hidden={!open}>
      <div className="menu-container">
        <div className="menu-panel" ref={panel}>
          <div className="menu-header">
            <div className="menu-title">
              <img src="/favicon.svg" alt="" width="40" height="40" />
              <span>{t('app.name')}</span>
            </div>
            <div className="menu-close">
              <button type="button" className="br-button circle" aria-label={t('menu.close')} onClick={onClose}>
                <i className="fas fa-times" aria-hidden="true" />
              </button>
            </div>
          </div>
          <nav className="menu-body" aria-label={t('menu.title')}>
            {sectionsFor(user ? user.roles : null).map((s) => (
              <div key={s.id} className="glp-menu-section">
                <h2 className="glp-menu-heading">{t(s.title)}</h2>
                <ul className="glp-menu-list">
                  {s.entries.map((e) => (
                    <li key={e.to}>
                      <NavLink className="menu-item" to={e.to} end onClick={onClose}>
                        <span className="icon">
                          <i className={`fas fa-${e.icon}`} aria-hidden="true" />
                        </span>
                        <span className="content">{t(e.label)}</span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        {/* The scrim is a mouse target only; keyboard users close with Escape or the button. */}
        <div className="menu-scrim" aria-hidden="true" onClick={onClose} />
      </div>
    </div>
  );
}
