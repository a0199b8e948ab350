/**
 * A complaint's public status (/denuncia/<protocolo>): only what the API says to anyone holding
 * the protocol — received, under inspection or closed, with dates; never the text, the photo,
 * names or the outcome (ADR 0012). Just after filing (?nova=1) the protocol is shown big, to be
 * written down or kept as this page's address.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { complaintStatus } from '../../api/field.ts';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { useAsync } from '../../lib/useAsync.ts';

const STEPS = ['received', 'under-inspection', 'closed'] as const;

export function ComplaintStatusPage() {
  const { t, lang, date, code } = useI18n();
  const { protocol = '' } = useParams();
  const [params] = useSearchParams();
  const fresh = params.get('nova') === '1';
  const status = useAsync((signal) => complaintStatus(protocol, lang, signal), [protocol, lang]);
  const reached = status.state === 'ok' ? STEPS.indexOf(status.data.status) : -1;
  const notFound = status.state === 'error' && status.error instanceof ApiError && [404, 422].includes(status.error.status);

  return (
    <Page title={t('complaint.statusTitle')} crumbs={[{ label: t('complaint.title'), to: '/denuncia' }]}>
      {fresh && (
        <Message kind="success" title={t('complaint.filed')} live>
          {t('complaint.keepProtocol')}
        </Message>
      )}
      <p className="glp-protocol-label">{t('complaint.protocol')}</p>
      <p className="glp-protocol" data-testid="protocol">
        {protocol}
      </p>
      {status.state === 'loading' && <Loading />}
      {notFound && <Message kind="warning" title={t('complaint.notFound', { protocol })} live />}
      {status.state === 'error' && !notFound && <LoadError error={status.error} retry={status.reload} />}
      {status.state === 'ok' && (
        <section className="glp-section" aria-labelledby="complaint-status-title">
          <h2 id="complaint-status-title">{t('complaint.statusNow')}</h2>
          <p className="glp-complaint-now" role="status">
            <span className={`br-tag glp-complaint-tag glp-complaint-${status.data.status}`}>
              {code('complaintStatus', status.data.status)}
            </span>{' '}
            {status.data.text}
          </p>
          <ol className="glp-steps">
            {STEPS.map((s, i) => (
              <li key={s} className={i <= reached ? 'glp-step-done' : 'glp-step-todo'}>
                <i className={`fas ${i <= reached ? 'fa-check-circle' : 'fa-circle'} mr-1`} aria-hidden="true" />
                {code('complaintStatus', s)}
                <span className="sr-only">{i <= reached ? ` (${t('complaint.stepDone')})` : ` (${t('complaint.stepTodo')})`}</span>
              </li>
            ))}
          </ol>
          <dl className="glp-dl">
            <dt>{t('complaint.filedAt')}</dt>
            <dd>{date(status.data.filedAt)}</dd>
            <dt>{t('complaint.updatedAt')}</dt>
            <dd>{date(status.data.updatedAt)}</dd>
          </dl>
          <p className="glp-muted">{t('complaint.privacy')}</p>
        </section>
      )}
      <p>
        <Link to="/denuncia">{t('complaint.another')}</Link>
      </p>
    </Page>
  );
}
