/**
 * "Hoje" (/campo): the inspection queue of the inspector's municipality, as the API gives it
 * (complaints opened as tasks, oldest first): what is open, what is with me, what others took.
 * One tap assigns a task to me; another opens it. Large targets for a phone in the street.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { assignTask, listTasks, type TaskItem } from '../../api/field.ts';
import { useSession } from '../../auth/Session.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { useAsync } from '../../lib/useAsync.ts';
import { SignInFirst } from '../SignInFirst.tsx';

export function TaskTag({ task, me }: { task: Pick<TaskItem, 'status' | 'assigneeId'>; me: string | undefined }) {
  const { t, code } = useI18n();
  const mine = task.status === 'assigned' && task.assigneeId === me;
  return (
    <span className={`br-tag glp-task-tag glp-task-${mine ? 'mine' : task.status}`}>
      {mine ? t('field.task.mine') : code('task', task.status)}
    </span>
  );
}

/** The first words of a complaint, for a list. */
export function excerpt(s: string, max = 140): string {
  return s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`;
}

export function Today() {
  const { t, date } = useI18n();
  const { user } = useSession();
  // Taking a task loads the list again; the lists stay on the page meanwhile (keepOnReload).
  const tasks = useAsync(user ? (signal) => listTasks(signal) : null, [user?.id], { keepOnReload: true });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);
  if (!user) return <SignInFirst title={t('field.today')} />;

  const take = async (id: string) => {
    setBusy(id);
    setError(null);
    try {
      await assignTask(id, user.id);
      tasks.reload();
    } catch (e) {
      setError(e instanceof Error ? e : new Error(String(e)));
    } finally {
      setBusy(null);
    }
  };

  const items = tasks.state === 'ok' ? tasks.data : [];
  const mine = items.filter((x) => x.status === 'assigned' && x.assigneeId === user.id);
  const open = items.filter((x) => x.status === 'open');
  const others = items.filter((x) => x.status === 'assigned' && x.assigneeId !== user.id);
  const closed = items.filter((x) => x.status === 'closed').length;

  const list = (title: string, id: string, xs: TaskItem[]) => (
    <section className="glp-section" aria-labelledby={id}>
      <h2 id={id}>
        {title} ({xs.length})
      </h2>
      {xs.length === 0 ? (
        <p className="glp-muted">{t('field.none')}</p>
      ) : (
        <ul className="glp-tasks">
          {xs.map((task) => (
            <li key={task.id} className="br-card glp-task">
              <div className="card-content">
                <p className="glp-task-head">
                  <TaskTag task={task} me={user.id} />
                  <span className="glp-muted">
                    {task.complaintProtocol} · {date(task.createdAt)}
                  </span>
                </p>
                <p className="glp-task-text">{excerpt(task.complaint.description)}</p>
                {task.complaint.address && <p className="glp-muted">{task.complaint.address}</p>}
                <div className="glp-actions">
                  <Link className="br-button primary glp-big-button" to={`/campo/tarefas/${task.id}`}>
                    {t('field.open')}
                    <span className="sr-only"> {task.complaintProtocol}</span>
                  </Link>
                  {task.status === 'open' && (
                    <button
                      type="button"
                      className="br-button secondary glp-big-button"
                      // While the lists load again after taking a task, the one taken still shows as open: not twice.
                      disabled={busy === task.id || (tasks.state === 'ok' && tasks.refreshing === true)}
                      onClick={() => take(task.id)}
                    >
                      {t('field.assignMe')}
                      <span className="sr-only"> {task.complaintProtocol}</span>
                    </button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <Page title={t('field.today')} lead={t('field.todayLead')}>
      {error && <LoadError error={error} />}
      {tasks.state === 'loading' && <Loading />}
      {tasks.state === 'error' && <LoadError error={tasks.error} retry={tasks.reload} />}
      {tasks.state === 'ok' && (
        <>
          {list(t('field.mine'), 'tasks-mine', mine)}
          {list(t('field.openList'), 'tasks-open', open)}
          {others.length > 0 && list(t('field.others'), 'tasks-others', others)}
          <Message kind="info" title={t('field.closedCount', { count: closed })} />
        </>
      )}
    </Page>
  );
}
