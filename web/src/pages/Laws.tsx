/** The laws this service applies: one card per municipality, to read it or compare. */
import { Link } from 'react-router';
import { coverageOf, lawsOf } from '../api/laws.ts';
import { municipalities } from '../api/municipalities.ts';
import { LoadError, Loading } from '../components/Loading.tsx';
import { Page } from '../components/Page.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { useAsync } from '../lib/useAsync.ts';

async function load(signal: AbortSignal) {
  const list = await municipalities();
  return Promise.all(list.map(async (m) => ({ m, laws: await lawsOf(m.id, signal), coverage: await coverageOf(m.id, signal) })));
}

export function Laws() {
  const { t, date } = useI18n();
  const all = useAsync(load, []);
  return (
    <Page title={t('laws.title')} lead={t('laws.lead')}>
      <p>
        <Link className="br-button secondary" to="/leis/comparar">
          <i className="fas fa-columns mr-1" aria-hidden="true" />
          {t('laws.compare')}
        </Link>
      </p>
      {all.state === 'loading' && <Loading />}
      {all.state === 'error' && <LoadError error={all.error} retry={all.reload} />}
      {all.state === 'ok' && (
        <ul className="glp-cards">
          {all.data.map(({ m, laws, coverage }) =>
            laws.laws.map((l) => {
              const cov = coverage.laws.find((c) => c.id === l.id);
              return (
                <li key={`${m.id}/${l.id}`} className="br-card glp-card">
                  <div className="card-header">
                    <h2 className="glp-card-title">
                      {m.name}/{m.uf}
                    </h2>
                    <p className="glp-muted">{l.shortTitle}</p>
                  </div>
                  <div className="card-content">
                    <p>{l.ementa}</p>
                    <p className="glp-muted">
                      {t('laws.inForce', { date: date(l.inForceFrom) })}
                      {cov ? ` · ${t('laws.units', { articles: cov.articles, units: cov.units.length })}` : ''}
                    </p>
                  </div>
                  <div className="card-footer">
                    <Link className="br-button primary small" to={`/leis/${m.id}`}>
                      {t('laws.browse')}
                      <span className="sr-only">: {l.shortTitle}</span>
                    </Link>
                  </div>
                </li>
              );
            }),
          )}
        </ul>
      )}
    </Page>
  );
}
