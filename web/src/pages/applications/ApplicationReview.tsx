/**
 * One application (/pedidos/<id>): for the applicant, its status and what is pending; for an
 * official, the review — the stored evaluation explained (outcomes, citations, arithmetic),
 * a map of the lot with the places that decided each distance rule, and the status changes
 * the workflow allows their roles; then the licensing procedure (Licensing.tsx). Every action goes through the API, which decides (If-Match
 * on every change: an application changed meanwhile answers 412 and the page reloads it).
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  type Application,
  type ApplicationStatus,
  evaluateStored,
  getApplication,
  latestEvaluation,
  moveTo,
  type StoredEvaluation,
  submit,
} from '../../api/applications.ts';
import { municipalities } from '../../api/municipalities.ts';
import { useSession } from '../../auth/Session.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { capitalise, getAt } from '../../lib/facts.ts';
import { useAsync } from '../../lib/useAsync.ts';
import { isOfficial, nextStatuses } from '../../lib/workflow.ts';
import { FindingsList, Verdict } from '../applicant/Verdict.tsx';
import { SignInFirst } from '../SignInFirst.tsx';
import { establishmentName, StatusTag } from './Applications.tsx';
import { LicensingSection } from './Licensing.tsx';
import { type DocumentPlace, LotMap, NO_DOCUMENT_PLACES } from './LotMap.tsx';

type Action = { state: 'idle' | 'busy' } | { state: 'done'; message: string } | { state: 'error'; error: Error };

export function ApplicationReview() {
  const { id = '' } = useParams();
  const { t, code, date, lang } = useI18n();
  const { user } = useSession();
  const [round, setRound] = useState(0);
  const app = useAsync(user ? (signal) => getApplication(id, signal) : null, [id, user?.id, round]);
  const evaluation = useAsync(user ? (signal) => latestEvaluation(id, signal) : null, [id, user?.id, round]);
  const [action, setAction] = useState<Action>({ state: 'idle' });
  const munis = useAsync(() => municipalities(), []);
  const muniName = (m: string) => {
    const found = munis.state === 'ok' ? munis.data.find((x) => x.id === m) : undefined;
    return found ? `${found.name}/${found.uf}` : m;
  };

  if (!user) return <SignInFirst title={t('review.title')} />;
  const official = isOfficial(user.roles);
  const run = async (what: () => Promise<unknown>, done: string) => {
    setAction({ state: 'busy' });
    try {
      await what();
      setAction({ state: 'done', message: done });
    } catch (e) {
      setAction({ state: 'error', error: e instanceof Error ? e : new Error(String(e)) });
    }
    setRound((r) => r + 1);
  };
  const change = (a: Application, to: ApplicationStatus) =>
    run(
      () => (a.status === 'draft' && to === 'submitted' ? submit(a) : moveTo(a, to)),
      t('review.moved', { status: code('application', to) }),
    );

  const title = app.state === 'ok' ? establishmentName(app.data) : t('review.title');
  return (
    <Page title={title} crumbs={[official ? { label: t('nav.queue'), to: '/fila' } : { label: t('nav.myApplications'), to: '/pedidos' }]}>
      {app.state === 'loading' && <Loading />}
      {app.state === 'error' && <LoadError error={app.error} retry={app.reload} />}
      {app.state === 'ok' && (
        <>
          <section className="glp-section" aria-labelledby="review-status">
            <h2 id="review-status">{t('review.status')}</h2>
            <dl className="glp-facts-list">
              <div>
                <dt>{t('licence.status')}</dt>
                <dd>
                  <StatusTag status={app.data.status} />
                </dd>
              </div>
              <div>
                <dt>{t('apps.type')}</dt>
                <dd>{code('appType', app.data.type)}</dd>
              </div>
              <div>
                <dt>{t('muni.label')}</dt>
                <dd>{muniName(app.data.municipality)}</dd>
              </div>
              <div>
                <dt>{t('review.filed')}</dt>
                <dd>{date(app.data.createdAt.slice(0, 10))}</dd>
              </div>
              <div>
                <dt>{t('apps.updated')}</dt>
                <dd>{date(app.data.updatedAt.slice(0, 10))}</dd>
              </div>
              <div>
                <dt>{t('apps.pending')}</dt>
                <dd>{t(`apps.next.${app.data.status}`)}</dd>
              </div>
            </dl>
            {action.state === 'done' && <Message kind="success" title={action.message} live />}
            {action.state === 'error' && <LoadError error={action.error} />}
            <div className="glp-actions">
              {nextStatuses(app.data.status, user.roles).map((to) => (
                <button
                  key={to}
                  type="button"
                  className={`br-button ${to === 'approved' || to === 'submitted' ? 'primary' : 'secondary'}`}
                  disabled={action.state === 'busy'}
                  onClick={() => change(app.data, to as ApplicationStatus)}
                >
                  {code('review.to', to)}
                </button>
              ))}
              <button
                type="button"
                className="br-button secondary"
                disabled={action.state === 'busy'}
                onClick={() => run(() => evaluateStored(id, lang), t('review.evaluated'))}
              >
                <i className="fas fa-balance-scale mr-1" aria-hidden="true" />
                {t('review.evaluate')}
              </button>
            </div>
          </section>
          {evaluation.state === 'loading' && <Loading />}
          {evaluation.state === 'error' && <LoadError error={evaluation.error} retry={evaluation.reload} />}
          {evaluation.state === 'ok' &&
            (evaluation.data === null ? (
              <Message kind="info" title={t('review.noEvaluation')} />
            ) : (
              <EvaluationSection app={app.data} stored={evaluation.data} />
            ))}
          {app.data.status !== 'draft' && (
            <LicensingSection app={app.data} user={user} onChanged={() => setRound((r) => r + 1)} onEvaluated={evaluation.reload} />
          )}
        </>
      )}
    </Page>
  );
}

/**
 * "Área do terreno (m²) (lot.areaM2)": the name the evaluation gave (when it is in the
 * interface's language) or the interface's own, and the path the document uses.
 */
function missingName(m: { fact: string; label?: string }, sameLang: boolean, translated: string): string {
  const name = sameLang && m.label ? m.label : translated !== m.fact ? translated : null;
  return name === null ? m.fact : `${capitalise(name)} (${m.fact})`;
}

function EvaluationSection({ app, stored }: { app: Application; stored: StoredEvaluation }) {
  const { t, date, code, lang } = useI18n();
  const r = stored.result;
  const location = (getAt(stored.input, 'lot.location') ?? getAt(app.input, 'lot.location')) as [number, number] | undefined;
  const deciding = r.findings.filter((f) => (f.places?.length ?? 0) > 0);
  const placeIds = new Map<string, number>();
  for (const f of deciding) for (const p of f.places ?? []) if (p.id && !placeIds.has(p.id)) placeIds.set(p.id, placeIds.size + 1);
  const missing = r.missing.filter((m) => !m.fact.startsWith('nearby.'));
  return (
    <>
      <section className="glp-section" aria-labelledby="review-evaluation">
        <h2 id="review-evaluation">{t('review.evaluation')}</h2>
        <p className="glp-muted">
          {t('review.evaluationMeta', {
            date: date(stored.date),
            created: date(stored.createdAt.slice(0, 10)),
            version: stored.lawPackVersion,
          })}
        </p>
        <Verdict result={r} />
        {missing.length > 0 && (
          <>
            <h3>{t('review.missing')}</h3>
            <ol className="glp-missing">
              {missing.map((m) => (
                <li key={m.fact}>
                  {t('review.missingFact', { fact: missingName(m, stored.lang === lang, code('fact', m.fact)), count: m.count })}
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
      <section className="glp-section" aria-labelledby="review-map">
        <h2 id="review-map">{t('review.map')}</h2>
        {location ? (
          <LotMap
            municipality={app.municipality}
            lot={location}
            placeIds={placeIds}
            documentPlaces={(getAt(stored.input, 'nearby.places') as DocumentPlace[] | undefined) ?? NO_DOCUMENT_PLACES}
          />
        ) : (
          <Message kind="warning" title={t('review.noLocation')} />
        )}
      </section>
      <section className="glp-section" aria-labelledby="review-findings">
        <h2 id="review-findings">{t('review.findings')}</h2>
        <FindingsList findings={r.findings} placeIds={placeIds} />
      </section>
    </>
  );
}
