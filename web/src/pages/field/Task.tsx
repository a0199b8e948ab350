/**
 * One inspection task (/campo/tarefas/<id>): the complaint's words, address, photo and a map of
 * the point; "assign to me"; and closing it with an outcome. The closing form is kept in this
 * browser as it is typed, and a closing made without a network is sent when the network is
 * back, once (lib/outbox.ts) — a phone in the street loses its signal.
 */
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { assignTask, closeTask, getTask, TASK_OUTCOMES, type TaskClosing, taskPhotoUrl } from '../../api/field.ts';
import { ogcItems } from '../../api/geo.ts';
import { useSession } from '../../auth/Session.tsx';
import { describedBy, Field } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { useAsync } from '../../lib/useAsync.ts';
import { useOutbox } from '../../lib/useOutbox.ts';
import { MapView } from '../../map/MapView.tsx';
import { SignInFirst } from '../SignInFirst.tsx';
import { TaskTag } from './Today.tsx';

const EMPTY: TaskClosing = { outcome: 'confirmed', note: '' };

export function Task() {
  const { t, date, code, degrees } = useI18n();
  const { user } = useSession();
  const { id = '' } = useParams();
  // Taking the task loads it again; the page (and its map's boundary) stays meanwhile (keepOnReload).
  const task = useAsync(user ? (signal) => getTask(id, signal) : null, [id, user?.id], { keepOnReload: true });
  const data = task.state === 'ok' ? task.data : null;
  const boundary = useAsync(data ? (signal) => ogcItems(data.municipality, 'municipal-boundary', {}, signal) : null, [data?.municipality]);
  const [assignError, setAssignError] = useState<Error | null>(null);
  const [assigning, setAssigning] = useState(false);
  const closing = useOutbox<TaskClosing, Awaited<ReturnType<typeof closeTask>>>(`glp.field.close.${id}`, EMPTY, (c) => closeTask(id, c));
  // [longitude, latitude] as the API gives it.
  const loc = (data?.complaint.location ?? null) as [number, number] | null;
  const fit = useMemo(() => (loc ? ([[loc[1], loc[0]]] as [number, number][]) : null), [loc?.[0], loc?.[1]]);

  if (!user) return <SignInFirst title={t('field.task')} />;
  const title = data ? t('field.taskOf', { protocol: data.complaintProtocol }) : t('field.task');
  const crumbs = [{ label: t('field.today'), to: '/campo' }];

  const assign = async () => {
    setAssigning(true);
    setAssignError(null);
    try {
      await assignTask(id, user.id);
      task.reload();
    } catch (e) {
      setAssignError(e instanceof Error ? e : new Error(String(e)));
    } finally {
      setAssigning(false);
    }
  };
  // Disabled from the click until the task, loaded again, shows it taken: one click, one assignment.
  const assignDisabled = assigning || (task.state === 'ok' && task.refreshing === true);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    closing.submit(closing.draft);
  };

  const st = closing.status;
  const closed = data?.status === 'closed' || st.state === 'sent';
  const closedTask = st.state === 'sent' ? st.result : data?.status === 'closed' ? data : null;

  return (
    <Page title={title} crumbs={crumbs}>
      {task.state === 'loading' && <Loading />}
      {task.state === 'error' && <LoadError error={task.error} retry={task.reload} />}
      {data && (
        <>
          <section className="glp-section" aria-labelledby="task-complaint">
            <h2 id="task-complaint">{t('field.complaint')}</h2>
            <p className="glp-task-head">
              <TaskTag task={closedTask ?? data} me={user.id} />
              <span className="glp-muted">{t('field.filedOn', { date: date(data.createdAt) })}</span>
            </p>
            <p className="glp-task-text">{data.complaint.description}</p>
            {data.complaint.address && (
              <p>
                <strong>{t('complaint.address')}:</strong> {data.complaint.address}
              </p>
            )}
            {loc && (
              <p>
                <strong>{t('field.location')}:</strong> {degrees(loc[1])}, {degrees(loc[0])}
              </p>
            )}
            {data.complaint.photoType && (
              <div className="glp-photo">
                {/* The API serves the image itself (same origin: the session cookie travels; CSP img-src 'self'). */}
                <img className="glp-photo-img" src={taskPhotoUrl(id)} alt={t('field.photoAlt')} />
              </div>
            )}
            {loc && (
              <MapView
                className="glp-form-map"
                label={t('field.mapLabel')}
                data={{ boundary: boundary.state === 'ok' ? boundary.data : null, point: { lat: loc[1], lon: loc[0] }, fit }}
              />
            )}
          </section>

          {data.status === 'open' && !closed && (
            <div className="glp-actions glp-section">
              <button type="button" className="br-button secondary glp-big-button" onClick={assign} disabled={assignDisabled}>
                {t('field.assignMe')}
              </button>
            </div>
          )}
          {data.status === 'assigned' && data.assigneeId !== user.id && !closed && <Message kind="info" title={t('field.assignedOther')} />}
          {assignError && <LoadError error={assignError} />}

          <section className="glp-section" aria-labelledby="task-close">
            <h2 id="task-close">{t('field.close')}</h2>
            {closed && closedTask ? (
              <Message kind="success" title={t('field.closedAs', { outcome: code('outcome', closedTask.outcome ?? '') })} live>
                {closedTask.note ?? ''}
              </Message>
            ) : (
              <form className="glp-form" onSubmit={submit} noValidate>
                <fieldset className="glp-fact">
                  <legend>{t('field.outcome')}</legend>
                  <div className="glp-choices">
                    {TASK_OUTCOMES.map((o) => (
                      <div className="br-radio" key={o}>
                        <input
                          id={`outcome-${o}`}
                          type="radio"
                          name="outcome"
                          value={o}
                          checked={closing.draft.outcome === o}
                          onChange={() => closing.setDraft({ ...closing.draft, outcome: o })}
                        />
                        <label htmlFor={`outcome-${o}`}>{code('outcome', o)}</label>
                      </div>
                    ))}
                  </div>
                </fieldset>
                <Field id="task-note" label={t('field.note')} hint={t('field.noteHint')}>
                  <textarea
                    id="task-note"
                    className="glp-textarea"
                    rows={4}
                    maxLength={2000}
                    value={closing.draft.note}
                    onChange={(e) => closing.setDraft({ ...closing.draft, note: e.target.value })}
                    aria-describedby={describedBy('task-note', true, null)}
                  />
                </Field>
                {st.state === 'waiting' && (
                  <Message kind="warning" title={t('field.waiting')} live>
                    {t('field.waitingHint')}
                  </Message>
                )}
                {st.state === 'error' && (
                  <Message kind="danger" title={t('field.refused')} live>
                    {st.error instanceof ApiError ? (st.error.problem?.detail ?? st.error.message) : st.error.message}
                  </Message>
                )}
                <div className="glp-actions">
                  <button
                    type="submit"
                    className="br-button primary glp-big-button"
                    disabled={st.state === 'sending' || st.state === 'waiting'}
                  >
                    {st.state === 'sending' ? t('field.sending') : t('field.closeSubmit')}
                  </button>
                </div>
              </form>
            )}
          </section>
          <p>
            <Link to="/campo">{t('field.back')}</Link>
          </p>
        </>
      )}
    </Page>
  );
}
