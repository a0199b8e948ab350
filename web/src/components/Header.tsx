/**
 * The gov.br DS header (br-header, compact): the service's name, the language switch and the
 * sign-in button — or, signed in, the user's name and "Sair". The menu button opens the menu.
 */
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession } from '../auth/Session.tsx';
import { useI18n } from '../i18n/I18n.tsx';

export function Header({ menuOpen, onMenu }: { menuOpen: boolean; onMenu(): void }) {
  const { t, lang, setLang } = useI18n();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signInTo = pathname === '/entrar' ? '/entrar' : `/entrar?next=${encodeURIComponent(pathname)}`;
  return (
    <header className="br-header compact glp-header">
      <div className="container-lg">
        <div className="header-top">
          <div className="header-logo">
            <img src="/favicon.svg" alt="" width="40" height="40" />
            <span className="br-divider vertical" />
            <div className="header-sign">{t('app.name')}</div>
          </div>
          <div className="header-actions">
            <button type="button" className="br-button small glp-lang" onClick={() => setLang(lang === 'pt' ? 'en' : 'pt')}>
              <i className="fas fa-language mr-1" aria-hidden="true" />
              <span className="sr-only">{t('lang.switchLabel')}: </span>
              <span lang={lang === 'pt' ? 'en' : 'pt-BR'}>{t('lang.switch')}</span>
            </button>
            <span className="br-divider vertical mx-half mx-sm-1" />
            <div className="header-login">
              {user ? (
                <div className="glp-user">
                  <span className="glp-user-name">
                    <i className="fas fa-user-circle mr-1" aria-hidden="true" />
                    <span className="sr-only">{t('header.signedInAs', { name: '' })}</span>
                    {user.name}
                  </span>
                  <button
                    type="button"
                    className="br-button small secondary"
                    onClick={() => {
                      void signOut().then(() => navigate('/'));
                    }}
                  >
                    {t('header.signOut')}
                  </button>
                </div>
              ) : (
                <div className="header-sign-in">
                  <Link className="br-sign-in small" to={signInTo}>
                    <i className="fas fa-user" aria-hidden="true" />
                    <span className="d-sm-inline">{t('header.signIn')}</span>
                  </Link>
                </div>
              )}
            </div>
          </div>
        </div>
        <div className="header-bottom">
          <div className="header-menu">
            <div className="header-menu-trigger">
              <button
                type="button"
                className="br-button small circle"
                id="menu-trigger"
                aria-label={t(menuOpen ? 'menu.close' : 'menu.open')}
                aria-expanded={menuOpen}
                aria-controls="main-navigation"
                onClick={onMenu}
              >
                <i className="fas fa-bars" aria-hidden="true" />
              </button>
            </div>
            <div className="header-info">
              <div className="header-title">
                <Link to="/" className="glp-home-link">
                  {t('app.name')}
                </Link>
              </div>
              <div className="header-subtitle">{t('app.tagline')}</div>
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
