/** The gov.br DS footer (br-footer): links to the API and the registries, and what the answers are worth. */
import { useI18n } from '../i18n/I18n.tsx';

export function Footer() {
  const { t } = useI18n();
  return (
    <footer className="br-footer glp-footer">
      <div className="container-lg">
        <div className="glp-footer-name">{t('app.name')}</div>
        <ul className="glp-footer-links">
          <li>
            <a href="/docs/">{t('footer.api')}</a>
          </li>
          <li>
            <a href="/openapi.json">{t('footer.openapi')}</a>
          </li>
          <li>
            <a href="/ogc">{t('footer.ogc')}</a>
          </li>
        </ul>
        <p className="glp-footer-note">{t('footer.note')}</p>
        <p className="glp-footer-note">{t('footer.font')}</p>
      </div>
    </footer>
  );
}
