/**
 * Where an inspection starts (/vistoria): the establishments of the inspector's municipality
 * (GET /api/establishments, scoped by the API), found by name, each a link to its checklist.
 * The work queue of inspection tasks (complaints, scheduled visits) links to the same screen.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { api, unwrap } from '../../api/client.ts';
import { useSession } from '../../auth/Session.tsx';
import { Field } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Page } from '../../components/Page.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { useAsync } from '../../lib/useAsync.ts';
import { SignInFirst } from '../SignInFirst.tsx';

export function InspectionStart() {
  const { t } = useI18n();
  const { user } = useSession();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const list = useAsync(
    user
      ? (signal) =>
          unwrap(api.GET('/api/establishments', { params: { query: { limit: 50, status: 'active', ...(q ? { q } : {}) } }, signal }))
      : null,
    [q, user?.id],
  );
  if (!user) return <SignInFirst title={t('inspection.start')} />;
  return (
    <Page title={t('inspection.start')} crumbs={[{ to: '/', label: t('nav.home') }]} lead={t('inspection.startLead')}>
      <form
        className="glp-form"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
        }}
      >
        <Field id="est-q" label={t('inspection.search')}>
          <input id="est-q" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </Field>
        <div className="glp-actions">
          <button type="submit" className="br-button secondary glp-big">
            {t('inspection.searchButton')}
          </button>
        </div>
      </form>
      {list.state === 'loading' && <Loading />}
      {list.state === 'error' && <LoadError error={list.error} retry={list.reload} />}
      {list.state === 'ok' &&
        (list.data.items.length === 0 ? (
          <p>{t('inspection.none')}</p>
        ) : (
          <ul className="glp-checklist">
            {list.data.items.map((e) => (
              <li key={e.id} className="glp-check-item">
                <Link className="glp-big-link" to={`/vistoria/${encodeURIComponent(e.id)}`}>
                  {e.name}
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </Page>
  );
}
