/**
 * Lists of applications: "Meus pedidos" (/pedidos) for an applicant — their own, with what is
 * pending on each — and the officials' work queue (/fila): the applications of their
 * municipality by status, the ones waiting on the department first. The API narrows each list
 * to what the user may see (own records, own municipality).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { type Application, type ApplicationStatus, listApplications } from '../../api/applications.ts';
import { useSession } from '../../auth/Session.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Page } from '../../components/Page.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { useAsync } from '../../lib/useAsync.ts';
import { SignInFirst } from '../SignInFirst.tsx';

/** The queue's order: what waits on the department first. */
export const QUEUE: readonly ApplicationStatus[] = ['submitted', 'under-review', 'draft', 'approved', 'rejected', 'withdrawn'];

export function establishmentName(a: Application): string {
  const e = a.input.establishment;
  const n = e && typeof e === 'object' && 'name' in e ? (e as { name?: unknown }).name : undefined;
  return typeof n === 'string' && n ? n : a.id.slice(0, 8);
}

export function StatusTag({ status }: { status: string }) {
  const { code } = useI18n();
  return <span className={`br-tag glp-app-status glp-app-${status}`}>{code('application', status)}</span>;
}

function Table({ items, pending }: { items: readonly Application[]; pending: boolean }) {
  const { t, code, date } = useI18n();
  return (
    <ScrollTable label={t('apps.table')}>
      <thead>
        <tr>
          <th scope="col">{t('apps.establishment')}</th>
          <th scope="col">{t('apps.type')}</th>
          <th scope="col">{t('licence.status')}</th>
          <th scope="col">{t('apps.updated')}</th>
          {pending && <th scope="col">{t('apps.pending')}</th>}
        </tr>
      </thead>
      <tbody>
        {items.map((a) => (
          <tr key={a.id}>
            <td>
              <Link to={`/pedidos/${a.id}`}>{establishmentName(a)}</Link>
              <span className="glp-muted glp-block">{a.municipality}</span>
            </td>
            <td>{code('appType', a.type)}</td>
            <td>
              <StatusTag status={a.status} />
            </td>
            <td>{date(a.updatedAt.slice(0, 10))}</td>
            {pending && <td>{t(`apps.next.${a.status}`)}</td>}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function MyApplications() {
  const { t } = useI18n();
  const { user } = useSession();
  const list = useAsync(user ? (signal) => listApplications(undefined, signal) : null, [user?.id]);
  if (!user) return <SignInFirst title={t('nav.myApplications')} />;
  return (
    <Page title={t('nav.myApplications')} lead={t('apps.mineLead')}>
      <p>
        <Link className="br-button primary" to="/pedidos/novo">
          <i className="fas fa-plus mr-1" aria-hidden="true" />
          {t('nav.newApplication')}
        </Link>
      </p>
      {list.state === 'loading' && <Loading />}
      {list.state === 'error' && <LoadError error={list.error} retry={list.reload} />}
      {list.state === 'ok' && (list.data.items.length === 0 ? <p>{t('apps.none')}</p> : <Table items={list.data.items} pending />)}
    </Page>
  );
}

export function WorkQueue() {
  const { t, code } = useI18n();
  const { user } = useSession();
  const [status, setStatus] = useState<ApplicationStatus>('submitted');
  const counts = useAsync(
    user ? (signal) => Promise.all(QUEUE.map((s) => listApplications(s, signal).then((p) => [s, p.total] as const))) : null,
    [user?.id],
  );
  const list = useAsync(user ? (signal) => listApplications(status, signal) : null, [user?.id, status]);
  if (!user) return <SignInFirst title={t('nav.queue')} />;
  const total = new Map(counts.state === 'ok' ? counts.data : []);
  return (
    <Page title={t('nav.queue')} lead={t('apps.queueLead')}>
      <fieldset className="glp-status-filter">
        <legend className="sr-only">{t('apps.byStatus')}</legend>
        {QUEUE.map((s) => (
          <button
            key={s}
            type="button"
            className={`br-button small ${s === status ? 'primary' : 'secondary'}`}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {code('application', s)} ({total.get(s) ?? '…'})
          </button>
        ))}
      </fieldset>
      {list.state === 'loading' && <Loading />}
      {list.state === 'error' && <LoadError error={list.error} retry={list.reload} />}
      {list.state === 'ok' &&
        (list.data.items.length === 0 ? (
          <p role="status">{t('apps.noneWith', { status: code('application', status) })}</p>
        ) : (
          <Table items={list.data.items} pending={false} />
        ))}
    </Page>
  );
}
