/** The public services, as gov.br DS cards. */
import { Link } from 'react-router';
import { Page } from '../components/Page.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import type { MessageKey } from '../i18n/messages.ts';

const CARDS: { to: string; title: MessageKey; text: MessageKey; icon: string }[] = [
  { to: '/viabilidade', title: 'nav.viability', text: 'home.viability', icon: 'map-marked-alt' },
  { to: '/licencas', title: 'nav.registry', text: 'home.registry', icon: 'search' },
  { to: '/verificar', title: 'nav.verify', text: 'home.verify', icon: 'qrcode' },
  { to: '/leis', title: 'nav.laws', text: 'home.laws', icon: 'book' },
  { to: '/leis/comparar', title: 'nav.compare', text: 'home.compare', icon: 'columns' },
];

export function Home() {
  const { t } = useI18n();
  return (
    <Page title={t('home.title')} lead={t('home.lead')}>
      <ul className="glp-cards">
        {CARDS.map((c) => (
          <li key={c.to} className="br-card glp-card">
            <div className="card-header">
              <h2 className="glp-card-title">
                <i className={`fas fa-${c.icon} mr-2`} aria-hidden="true" />
                {t(c.title)}
              </h2>
            </div>
            <div className="card-content">
              <p>{t(c.text)}</p>
            </div>
            <div className="card-footer">
              <Link className="br-button primary small" to={c.to}>
                {t('home.open')}
                <span className="sr-only">: {t(c.title)}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Page>
  );
}
