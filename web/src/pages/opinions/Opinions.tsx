/**
 * The departments' opinions (/pareceres, issue 12): a reviewer or the fire brigade — whichever
 * role the municipality's procedure names for a department (Belém art. 3, III: the fire brigade's
 * inspection; Vitória da Conquista art. 19 I–IV: four departments' opinions) — sees what was
 * requested from them and answers each: favourable, unfavourable or request changes, the last two
 * with grounds. The answer names the version read (If-Match); a refusal (answered meanwhile,
 * another department's opinion) is shown as the API's problem states it.
 */
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { answerOpinion, type OpinionAnswer, type OpinionEntry, type OpinionStatus, opinionQueue } from '../../api/flow.ts';
import { procedure } from '../../api/licensing.ts';
import { useSession } from '../../auth/Session.tsx';
import { Field } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { ProblemMessage } from '../../components/Problem.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { useAsync } from '../../lib/useAsync.ts';
import { SignInFirst } from '../SignInFirst.tsx';

const FILTERS = ['requested', 'changes-requested', 'favourable', 'unfavourable', 'all'] as const;
type Filter = (typeof FILTERS)[number];
const ANSWERS: readonly OpinionAnswer[] = ['favourable', 'unfavourable', 'request-changes'];

export function Opinions() {
  const { t } = useI18n();
  const { user } = useSession();
  const [filter, setFilter] = useState<Filter>('requested');
  const [done, setDone] = useState<string | null>(null);
  // After an answer the queue is loaded again; the cards stay on the page meanwhile (keepOnReload).
  const list = useAsync(
    user ? (signal) => opinionQueue(filter === 'all' ? null : (filter as OpinionStatus), signal) : null,
    [user?.id, filter],
    { keepOnReload: true },
  );
  // The law's citation of each department's opinion ("Lei nº 7.055/1977, art. 3º, III").
  const muni = user?.municipality ?? null;
  const proc = useAsync(muni ? (signal) => procedure(muni, signal) : null, [muni]);
  if (!user) return <SignInFirst title={t('op.title')} />;
  // The cards wait for the citations (a card shown first with the pack's unit id, then the
  // article, would move under the reader's eyes); if the procedure fails, the unit id stands.
  const citing = proc.state === 'loading';
  const citation = (e: OpinionEntry): string => {
    const stage = proc.state === 'ok' ? proc.data.stages.find((s) => s.id === e.data['stage']) : undefined;
    return stage?.opinions.find((o) => o.department === e.data['department'])?.citation ?? e.requirement?.cite ?? '';
  };
  return (
    <Page title={t('op.title')} lead={t('op.lead')}>
      <Field id="op-filter" label={t('op.filter')}>
        <select id="op-filter" className="glp-select" value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`op.filter.${f}`)}
            </option>
          ))}
        </select>
      </Field>
      {done && <Message kind="success" title={done} live />}
      {(list.state === 'loading' || (list.state === 'ok' && citing)) && <Loading />}
      {list.state === 'error' && <LoadError error={list.error} retry={list.reload} />}
      {list.state === 'ok' &&
        !citing &&
        (list.data.length === 0 ? (
          <Message kind="info" title={t('op.none')} />
        ) : (
          <>
            <p className="glp-muted">{t('op.count', { count: list.data.length })}</p>
            <ul className="glp-opinions" aria-busy={list.refreshing === true}>
              {list.data.map((e) => (
                <OpinionCard
                  key={`${e.id}-${e.version}`}
                  entry={e}
                  citation={citation(e)}
                  onDone={(message) => {
                    setDone(message);
                    list.reload();
                  }}
                />
              ))}
            </ul>
          </>
        ))}
    </Page>
  );
}

function OpinionCard({ entry, citation, onDone }: { entry: OpinionEntry; citation: string; onDone(message: string): void }) {
  const { t, lang, code } = useI18n();
  const d = entry.data;
  const department = entry.requirement?.title[lang] ?? String(d['department']);
  const name = entry.application.establishmentName ?? entry.application.id.slice(0, 8);
  const grounds = typeof d['grounds'] === 'string' ? d['grounds'] : '';
  const headingId = `op-${entry.id}`;
  return (
    <li className="glp-opinion br-card">
      <div className="card-content">
        <h2 id={headingId} className="glp-opinion-title">
          {t(`op.kind.${entry.requirement?.kind ?? 'opinion'}`)}: {department} — {name}
        </h2>
        <dl className="glp-facts-list">
          <div>
            <dt>{t('op.status')}</dt>
            <dd>{code('lic.op', entry.status)}</dd>
          </div>
          {entry.requirement && (
            <div>
              <dt>{t('op.stage')}</dt>
              <dd>{entry.requirement.stageTitle[lang]}</dd>
            </div>
          )}
          {citation && (
            <div>
              <dt>{t('op.article')}</dt>
              <dd>{citation}</dd>
            </div>
          )}
          <div>
            <dt>{t('op.round')}</dt>
            <dd>{String(d['round'] ?? 1)}</dd>
          </div>
          {grounds && (
            <div>
              <dt>{t('op.grounds')}</dt>
              <dd>{grounds}</dd>
            </div>
          )}
        </dl>
        <p>
          <Link to={`/pedidos/${entry.application.id}`}>{t('op.open', { name })}</Link>
        </p>
        {entry.status === 'requested' && <AnswerForm entry={entry} labelledBy={headingId} onDone={onDone} />}
      </div>
    </li>
  );
}

function AnswerForm({ entry, labelledBy, onDone }: { entry: OpinionEntry; labelledBy: string; onDone(message: string): void }) {
  const { t, code } = useI18n();
  const [answer, setAnswer] = useState<OpinionAnswer | null>(null);
  const [grounds, setGrounds] = useState('');
  const [fieldError, setFieldError] = useState<{ answer?: string; grounds?: string }>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Error | null>(null);
  const id = entry.id;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!answer) return setFieldError({ answer: t('op.chooseAnswer') });
    // The same rule as the API (grounds unless favourable), said in the page's language before sending.
    if (answer !== 'favourable' && !grounds.trim()) return setFieldError({ grounds: t('op.groundsRequired') });
    setFieldError({});
    setBusy(true);
    setRefusal(null);
    try {
      const it = await answerOpinion(entry, answer, grounds.trim());
      // Stays disabled: this card is replaced when the queue has been loaded again.
      onDone(t('op.recorded', { status: code('lic.op', it.status) }));
    } catch (err) {
      setRefusal(err instanceof Error ? err : new Error(String(err)));
      setBusy(false);
    }
  };
  return (
    <form className="glp-form" onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <fieldset className="glp-fact" aria-describedby={fieldError.answer ? `answer-${id}-error` : undefined}>
        <legend>{t('op.answer')}</legend>
        <div className="glp-radios">
          {ANSWERS.map((a) => (
            <div className="br-radio" key={a}>
              <input id={`answer-${id}-${a}`} type="radio" name={`answer-${id}`} checked={answer === a} onChange={() => setAnswer(a)} />
              <label htmlFor={`answer-${id}-${a}`}>{t(`op.answer.${a}`)}</label>
            </div>
          ))}
        </div>
        {fieldError.answer && (
          <span className="feedback danger" role="alert" id={`answer-${id}-error`}>
            {fieldError.answer}
          </span>
        )}
      </fieldset>
      <Field id={`grounds-${id}`} label={t('op.groundsLabel')} hint={t('op.groundsHint')} error={fieldError.grounds}>
        <textarea
          id={`grounds-${id}`}
          value={grounds}
          aria-describedby={[`grounds-${id}-hint`, fieldError.grounds ? `grounds-${id}-error` : ''].filter(Boolean).join(' ')}
          onChange={(e) => setGrounds(e.target.value)}
        />
      </Field>
      {refusal && <ProblemMessage error={refusal} />}
      <button type="submit" className="br-button primary" disabled={busy}>
        {t('op.submit')}
      </button>
    </form>
  );
}
