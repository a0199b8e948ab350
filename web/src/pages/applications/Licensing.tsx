/**
 * The licensing procedure on the application page (/pedidos/<id>), over the API of issue 10:
 * the checklist of the stage exactly as the API lists it (documents, opinions, holds, earlier
 * stages, the evaluation), the documents presented (an official accepts or rejects each with a
 * reason), the opinions and inspections (the licensing officer requests them), the open holds,
 * and the decision — issue (refused naming each missing item, as the problem's `outstanding`
 * says) or deny — with the licence PDF and its public verification page once issued. The
 * applicant presents documents here (PDF, JPEG or PNG; the API's size or type refusal shown).
 * Branch webflow (LicensingFlow.tsx): each opinion's history and the resubmission after a request
 * for changes, holds opened and released, the denial offered from submission to approval with its
 * grounds shown to the applicant, and refusals shown as the API's problem states them.
 */
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type Application, evaluateStored } from '../../api/applications.ts';
import {
  type Checklist,
  decisionPdfUrl,
  denyLicence,
  IssueRefused,
  type Issued,
  issueLicence,
  type LicensingItem,
  licencePdfUrl,
  licensingItems,
  type Outstanding,
  requestOpinions,
  reviewDocument,
  uploadDocument,
  checklist as getChecklist,
  currentStage,
  type Procedure,
  procedure,
  type Stage,
} from '../../api/licensing.ts';
import type { User } from '../../auth/Session.tsx';
import { describedBy, Field } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { useAsync } from '../../lib/useAsync.ts';
import { ProblemMessage } from '../../components/Problem.tsx';
import { LicenceQuantity, recordOf } from './LicenceQuantity.tsx';
import { DenialGrounds, Holds, OpinionsList } from './LicensingFlow.tsx';
import { ProcedureTerms } from './ProcedureTerms.tsx';
import { OutstandingList, Refusal } from './Outstanding.tsx';

type Action =
  | { state: 'idle' | 'busy' }
  | { state: 'done'; message: string }
  | { state: 'error'; error: Error }
  | { state: 'refused'; outstanding: Outstanding[] };

const has = (user: User, ...roles: string[]) => user.roles.some((r) => roles.includes(r));
const str = (d: Record<string, unknown>, k: string): string => (typeof d[k] === 'string' ? (d[k] as string) : '');

export function LicensingSection({
  app,
  user,
  onChanged,
  onEvaluated,
}: {
  app: Application;
  user: User;
  onChanged(): void;
  /** A new evaluation was stored (the page shows the latest one). */
  onEvaluated(): void;
}) {
  const { t, lang } = useI18n();
  const [round, setRound] = useState(0);
  const proc = useAsync((signal) => procedure(app.municipality, signal), [app.municipality]);
  const items = useAsync((signal) => licensingItems(app.id, signal), [app.id, app.version, round]);
  const [chosen, setChosen] = useState<string | null>(null);
  const ready = proc.state === 'ok' && items.state === 'ok';
  const stage = chosen ?? (ready ? currentStage(proc.data, items.data) : undefined);
  const list = useAsync(ready ? (signal) => getChecklist(app.id, stage, signal) : null, [app.id, app.version, round, stage, ready]);
  const [action, setAction] = useState<Action>({ state: 'idle' });
  const [issued, setIssued] = useState<Issued | null>(null);
  // Only a denial changes the application itself (rejected): the page reloads it then. Otherwise
  // this section reloads its own lists and keeps its message (the page's reload would unmount it).
  const run = async (what: () => Promise<unknown>, done: string, changesApplication = false) => {
    setAction({ state: 'busy' });
    try {
      await what();
      setAction({ state: 'done', message: done });
      if (changesApplication) onChanged();
    } catch (e) {
      if (e instanceof IssueRefused) setAction({ state: 'refused', outstanding: e.outstanding });
      else setAction({ state: 'error', error: e instanceof Error ? e : new Error(String(e)) });
    }
    setRound((r) => r + 1);
  };

  // While the lists reload after an action, the previous ones stay on screen (and the forms keep
  // what was typed and chosen); they are replaced when the new ones arrive.
  const last = useRef<{ cl: Checklist; items: LicensingItem[]; proc: Procedure } | null>(null);
  if (list.state === 'ok' && items.state === 'ok' && proc.state === 'ok')
    last.current = { cl: list.data, items: items.data, proc: proc.data };
  if (proc.state === 'error') return <LoadError error={proc.error} retry={proc.reload} />;
  if (list.state === 'error') return <LoadError error={list.error} retry={list.reload} />;
  if (items.state === 'error') return <LoadError error={items.error} retry={items.reload} />;
  if (!last.current) return <Loading />;
  const { cl } = last.current;
  const stages = last.current.proc.stages;
  const stageDef = stages.find((s) => s.id === cl.stage);
  const all = last.current.items;
  const of = (kind: string) => all.filter((i) => i.kind === kind);
  const busy = action.state === 'busy';
  const closed = app.status === 'rejected' || app.status === 'withdrawn';
  return (
    <>
      <section className="glp-section" aria-labelledby="lic-checklist">
        <h2 id="lic-checklist">{t('lic.checklist')}</h2>
        <Field id="lic-stage" label={t('lic.stageLabel')} hint={t('lic.stageHint')}>
          <select
            id="lic-stage"
            className="glp-select"
            value={cl.stage}
            aria-describedby="lic-stage-hint"
            onChange={(e) => setChosen(e.target.value)}
          >
            {stages.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title[lang]} ({s.citation})
              </option>
            ))}
          </select>
        </Field>
        {action.state === 'done' && <Message kind="success" title={action.message} live />}
        {action.state === 'error' && <ProblemMessage error={action.error} />}
        {action.state === 'refused' && <Refusal outstanding={action.outstanding} />}
        <OutstandingList cl={cl} stage={stageDef} />
        {/* The stage binds a requirement the latest evaluation left out (Salvador art. 2 § 2º): evaluate for it. */}
        {cl.outstanding.some((o) => o.kind === 'evaluation' && o.state === 'other-stage') &&
          has(user, 'licensing-officer', 'reviewer') &&
          !closed && (
            <div className="glp-actions">
              <button
                type="button"
                className="br-button primary"
                disabled={busy}
                onClick={() =>
                  run(async () => {
                    await evaluateStored(app.id, lang, cl.stage);
                    onEvaluated();
                  }, t('lic.evaluatedForStage'))
                }
              >
                <i className="fas fa-balance-scale mr-1" aria-hidden="true" />
                {t('lic.evaluateForStage')}
              </button>
            </div>
          )}
      </section>
      <ProcedureTerms proc={last.current.proc} />
      <Documents
        items={of('document')}
        cl={cl}
        stage={stageDef}
        reviewer={has(user, 'reviewer', 'licensing-officer')}
        presenter={has(user, 'applicant', 'licensing-officer') && app.status !== 'rejected' && app.status !== 'withdrawn'}
        appId={app.id}
        busy={busy}
        run={run}
      />
      <section className="glp-section" aria-labelledby="lic-opinions">
        <h2 id="lic-opinions">{t('lic.opinions')}</h2>
        <OpinionsList
          items={of('opinion').filter((o) => str(o.data, 'stage') === cl.stage)}
          stage={stageDef}
          user={user}
          closed={closed}
          busy={busy}
          run={run}
        />
        {has(user, 'licensing-officer') && (
          <div className="glp-actions">
            <button
              type="button"
              className="br-button secondary"
              disabled={busy}
              onClick={() => run(() => requestOpinions(app.id, cl.stage), t('lic.requested'))}
            >
              {t('lic.requestOpinions')}
            </button>
          </div>
        )}
      </section>
      <section className="glp-section" aria-labelledby="lic-holds">
        <h2 id="lic-holds">{t('lic.holds')}</h2>
        <Holds appId={app.id} items={of('hold')} user={user} closed={closed} busy={busy} run={run} />
      </section>
      <Decision
        app={app}
        cl={cl}
        decisions={of('decision')}
        records={of('licence-record')}
        officer={has(user, 'licensing-officer')}
        issued={issued && issued.record.data['stage'] === cl.stage ? issued : null}
        busy={busy}
        onIssue={() =>
          run(async () => {
            // Stay on the stage just issued (its PDF and verification); the next stage is one choice away.
            setChosen(cl.stage);
            setIssued(await issueLicence(app.id, cl.stage));
          }, t('lic.issuedDone'))
        }
        onDeny={(grounds) => run(() => denyLicence(app.id, cl.stage, grounds), t('lic.deniedDone'), true)}
      />
    </>
  );
}

function Documents({
  items,
  cl,
  stage,
  reviewer,
  presenter,
  appId,
  busy,
  run,
}: {
  items: LicensingItem[];
  cl: Checklist;
  stage: Stage | undefined;
  reviewer: boolean;
  presenter: boolean;
  appId: string;
  busy: boolean;
  run(what: () => Promise<unknown>, done: string): Promise<void>;
}) {
  const { t, date, lang } = useI18n();
  const title = (requirement: string) => stage?.documents.find((d) => d.id === requirement)?.title[lang] ?? requirement;
  const [reasons, setReasons] = useState<Record<string, string>>({});
  return (
    <section className="glp-section" aria-labelledby="lic-documents">
      <h2 id="lic-documents">{t('lic.documents')}</h2>
      {items.length === 0 ? (
        <p>{t('lic.noDocuments')}</p>
      ) : (
        <ul className="glp-lic-docs">
          {items.map((d) => {
            const name = str(d.data, 'fileName');
            const reason = str(d.data, 'reason');
            const until = str(d.data, 'validUntil');
            return (
              <li key={d.id} className="glp-lic-doc">
                <p>
                  <strong>{title(str(d.data, 'requirement'))}</strong>: <a href={`/api/licensing/items/${d.id}/file`}>{name}</a> —{' '}
                  <span className="glp-lic-status">{t(`lic.doc.${d.status}` as 'lic.doc.pending')}</span>
                  {until ? ` · ${t('lic.validUntil')} ${date(until)}` : ''}
                  {reason ? ` · ${t('lic.reason')}: ${reason}` : ''}
                </p>
                {reviewer && d.status !== 'accepted' && (
                  <div className="glp-actions">
                    <button
                      type="button"
                      className="br-button primary small"
                      disabled={busy}
                      onClick={() => run(() => reviewDocument(d, 'accept'), t('lic.accepted', { name }))}
                    >
                      {t('lic.accept', { name })}
                    </button>
                  </div>
                )}
                {reviewer && d.status !== 'rejected' && (
                  <div className="glp-lic-reject">
                    <Field id={`reason-${d.id}`} label={t('lic.rejectReason', { name })}>
                      <input
                        id={`reason-${d.id}`}
                        type="text"
                        value={reasons[d.id] ?? ''}
                        onChange={(e) => setReasons({ ...reasons, [d.id]: e.target.value })}
                      />
                    </Field>
                    <button
                      type="button"
                      className="br-button secondary small"
                      disabled={busy || !(reasons[d.id] ?? '').trim()}
                      onClick={() => run(() => reviewDocument(d, 'reject', (reasons[d.id] ?? '').trim()), t('lic.rejected', { name }))}
                    >
                      {t('lic.reject', { name })}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {presenter && <Upload appId={appId} cl={cl} items={items} busy={busy} run={run} title={title} />}
    </section>
  );
}

/** The requirements to offer: those the checklist names as documents, then those already presented. */
function requirements(cl: Checklist, items: LicensingItem[]): string[] {
  const docs = cl.outstanding.filter((o) => o.kind === 'document');
  // Those not presented (or refused) first: what the applicant most likely came to send.
  const first = (o: Outstanding) => (o.state === 'missing' || o.state === 'rejected' ? 0 : 1);
  const ids = [...docs].sort((a, b) => first(a) - first(b)).map((o) => o.id);
  for (const d of items) {
    const r = str(d.data, 'requirement');
    if (r && !ids.includes(r)) ids.push(r);
  }
  return ids;
}

function Upload({
  appId,
  cl,
  items,
  busy,
  run,
  title,
}: {
  appId: string;
  cl: Checklist;
  items: LicensingItem[];
  busy: boolean;
  run(what: () => Promise<unknown>, done: string): Promise<void>;
  title(requirement: string): string;
}) {
  const { t } = useI18n();
  const reqs = requirements(cl, items);
  const [requirement, setRequirement] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [until, setUntil] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosen = requirement || reqs[0] || '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setError(t('lic.fileRequired'));
      return;
    }
    setError(null);
    void run(() => uploadDocument(appId, chosen, file, until || null), t('lic.uploaded', { name: file.name }));
  };
  if (reqs.length === 0) return null;
  return (
    <form className="glp-form glp-narrow" onSubmit={submit} noValidate aria-labelledby="lic-upload">
      <h3 id="lic-upload">{t('lic.upload')}</h3>
      <Field id="lic-requirement" label={t('lic.requirement')}>
        <select id="lic-requirement" className="glp-select" value={chosen} onChange={(e) => setRequirement(e.target.value)}>
          {reqs.map((r) => (
            <option key={r} value={r}>
              {title(r)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="lic-file" label={t('lic.file')} hint={t('lic.fileHint')} error={error}>
        <input
          id="lic-file"
          type="file"
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          aria-describedby={describedBy('lic-file', true, error)}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </Field>
      <Field id="lic-until" label={t('lic.validUntilLabel')} hint={t('lic.validUntilHint')}>
        <input id="lic-until" type="date" value={until} aria-describedby="lic-until-hint" onChange={(e) => setUntil(e.target.value)} />
      </Field>
      <button type="submit" className="br-button primary" disabled={busy}>
        {t('lic.send')}
      </button>
    </form>
  );
}

function Decision({
  app,
  cl,
  decisions,
  records,
  officer,
  issued,
  busy,
  onIssue,
  onDeny,
}: {
  app: Application;
  cl: Checklist;
  decisions: LicensingItem[];
  /** The licence records of the application: what each issued licence states. */
  records: LicensingItem[];
  officer: boolean;
  issued: Issued | null;
  busy: boolean;
  onIssue(): void;
  onDeny(grounds: string[]): void;
}) {
  const { t, date, lang } = useI18n();
  const [grounds, setGrounds] = useState('');
  const made = decisions.filter((d) => str(d.data, 'stage') === cl.stage);
  return (
    <section className="glp-section" aria-labelledby="lic-decision">
      <h2 id="lic-decision">{t('lic.decision')}</h2>
      {issued && (
        <div className="glp-lic-issued">
          <Message kind="success" title={t('lic.issuedNumber', { number: issued.licence.number })} />
          <ul className="glp-links">
            <li className="glp-link-item">
              <a href={licencePdfUrl(issued.licence.id, lang)} className="br-button secondary" download={`${issued.licence.number}.pdf`}>
                <i className="fas fa-file-pdf mr-1" aria-hidden="true" />
                {t('lic.pdf', { number: issued.licence.number })}
              </a>
            </li>
            <li className="glp-link-item">
              <Link to={`/verificar/${encodeURIComponent(issued.licence.number)}?municipio=${app.municipality}`}>
                {t('lic.verify', { number: issued.licence.number })}
              </Link>
            </li>
          </ul>
        </div>
      )}
      {made.length > 0 && (
        <ul className="glp-lic-items">
          {made.map((d) => {
            const number = str(d.data, 'licenceNumber');
            const record = number ? recordOf(records, d.id) : undefined;
            return (
              <li key={d.id}>
                {t(str(d.data, 'outcome') === 'issued' ? 'lic.wasIssued' : 'lic.wasDenied', { date: date(str(d.data, 'date')) })}
                {number ? (
                  <>
                    {' '}
                    <Link to={`/verificar/${encodeURIComponent(number)}?municipio=${app.municipality}`}>{t('lic.verify', { number })}</Link>
                    {record && <LicenceQuantity record={record} />}
                  </>
                ) : (
                  <>
                    {' '}
                    <a href={decisionPdfUrl(d.id, lang)}>{t('lic.letter')}</a>
                    <DenialGrounds decision={d} />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {officer && app.status === 'approved' && !issued && (
        <>
          <p>{t(cl.issuable ? 'lic.issuable' : 'lic.notIssuable')}</p>
          <div className="glp-actions">
            <button type="button" className="br-button primary" disabled={busy} onClick={onIssue}>
              {t(cl.stage === 'alvara' ? 'lic.issueAlvara' : 'lic.issue')}
            </button>
          </div>
        </>
      )}
      {/* A denial is open from submission to approval (the API's deny: submitted, under review, approved). */}
      {officer && ['submitted', 'under-review', 'approved'].includes(app.status) && !issued && (
        <>
          <h3>{t('deny.title')}</h3>
          <Field id="lic-grounds" label={t('lic.grounds')} hint={t('lic.groundsHint')}>
            <textarea id="lic-grounds" value={grounds} aria-describedby="lic-grounds-hint" onChange={(e) => setGrounds(e.target.value)} />
          </Field>
          <div className="glp-actions">
            <button
              type="button"
              className="br-button secondary"
              disabled={busy}
              onClick={() =>
                onDeny(
                  grounds
                    .split('\n')
                    .map((g) => g.trim())
                    .filter(Boolean),
                )
              }
            >
              {t('lic.deny')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
