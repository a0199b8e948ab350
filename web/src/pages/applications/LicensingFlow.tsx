/**
 * The parts of the licensing section that carry the procedure between departments (branch
 * webflow): each opinion with its history (what was asked, resubmitted and answered, round by
 * round) and, when a department asked for changes, the resubmission by the applicant or the
 * officer; the holds (pendências) opened by officials and released by the licensing officer with
 * a reason; the grounds of a denial. Every change goes through the API with If-Match.
 */
import { type FormEvent, useState } from 'react';
import { openHold, releaseHold, resubmitOpinion } from '../../api/flow.ts';
import type { LicensingItem, Stage } from '../../api/licensing.ts';
import type { User } from '../../auth/Session.tsx';
import { Field } from '../../components/Fields.tsx';
import { useI18n } from '../../i18n/I18n.tsx';

type Run = (what: () => Promise<unknown>, done: string) => Promise<void>;

const has = (user: User, ...roles: string[]) => user.roles.some((r) => roles.includes(r));
const str = (d: Record<string, unknown>, k: string): string => (typeof d[k] === 'string' ? (d[k] as string) : '');

interface HistoryEvent {
  round: number;
  action: 'favourable' | 'unfavourable' | 'request-changes' | 'resubmit';
  grounds: string | null;
  on: string;
}

function historyOf(o: LicensingItem): HistoryEvent[] {
  const h = o.data['history'];
  return Array.isArray(h) ? (h as HistoryEvent[]) : [];
}

/** The stage's opinions: status and grounds, the history, and the resubmission where changes were asked. */
export function OpinionsList({
  items,
  stage,
  user,
  closed,
  busy,
  run,
}: {
  items: LicensingItem[];
  stage: Stage | undefined;
  user: User;
  /** The application was decided or withdrawn: nothing to resubmit. */
  closed: boolean;
  busy: boolean;
  run: Run;
}) {
  const { t, lang, code, date } = useI18n();
  if (items.length === 0) return <p>{t('lic.noOpinions')}</p>;
  const resubmitter = has(user, 'applicant', 'licensing-officer') && !closed;
  return (
    <ul className="glp-lic-items glp-opinion-history">
      {items.map((o) => {
        const department = str(o.data, 'department');
        const title = stage?.opinions.find((r) => r.department === department)?.title[lang] ?? department;
        const grounds = str(o.data, 'grounds');
        const history = historyOf(o);
        return (
          <li key={o.id}>
            <p>
              {title}: {code('lic.op', o.status)}
              {grounds && o.status !== 'changes-requested' ? ` — ${grounds}` : ''}
            </p>
            {o.status === 'changes-requested' && grounds && <p className="glp-asked">{t('op.asked', { grounds })}</p>}
            {history.length > 0 && (
              <details className="glp-history" open={o.status === 'changes-requested' || history.length > 1}>
                <summary>{t('op.history')}</summary>
                <ol>
                  {history.map((h) => (
                    <li key={`${h.round}-${h.action}-${h.on}`}>
                      {t(`op.event.${h.action}`, { round: h.round, date: date(h.on) })}
                      {h.grounds ? ` — ${h.grounds}` : ''}
                    </li>
                  ))}
                </ol>
              </details>
            )}
            {o.status === 'changes-requested' && resubmitter && <Resubmit item={o} department={title} busy={busy} run={run} />}
          </li>
        );
      })}
    </ul>
  );
}

function Resubmit({ item, department, busy, run }: { item: LicensingItem; department: string; busy: boolean; run: Run }) {
  const { t } = useI18n();
  const [note, setNote] = useState('');
  const id = `resubmit-${item.id}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => resubmitOpinion(item, note.trim()), t('op.resubmitted', { department }));
  };
  return (
    <form className="glp-form glp-narrow" onSubmit={submit} noValidate>
      <Field id={id} label={t('op.resubmitNote', { department })} hint={t('op.resubmitHint')}>
        <textarea id={id} value={note} aria-describedby={`${id}-hint`} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <button type="submit" className="br-button primary" disabled={busy}>
        {t('op.resubmit', { department })}
      </button>
    </form>
  );
}

/** The holds: each with its reason (and why it was released); officials open one, the licensing officer releases it. */
export function Holds({
  appId,
  items,
  user,
  closed,
  busy,
  run,
}: {
  appId: string;
  items: LicensingItem[];
  user: User;
  closed: boolean;
  busy: boolean;
  run: Run;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [releases, setReleases] = useState<Record<string, string>>({});
  // The access matrix's licensing.hold and licensing.request (release); the API decides in any case.
  const opener = has(user, 'licensing-officer', 'reviewer', 'fire-brigade', 'inspector') && !closed;
  const releaser = has(user, 'licensing-officer');
  const open = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(t('hold.reasonRequired'));
    setError(null);
    void run(async () => {
      await openHold(appId, reason.trim());
      setReason('');
    }, t('hold.opened'));
  };
  return (
    <>
      {items.length === 0 ? (
        <p>{t('lic.noHolds')}</p>
      ) : (
        <ul className="glp-lic-items glp-holds">
          {items.map((h) => {
            const why = str(h.data, 'reason');
            const released = str(h.data, 'releasedReason');
            const rid = `release-${h.id}`;
            return (
              <li key={h.id}>
                <p>
                  {why} — {h.status === 'open' ? t('lic.holdOpen') : t('hold.releasedBecause', { reason: released })}
                </p>
                {releaser && h.status === 'open' && (
                  <div className="glp-lic-reject">
                    <Field id={rid} label={t('hold.releaseLabel', { reason: why })}>
                      <input
                        id={rid}
                        type="text"
                        value={releases[h.id] ?? ''}
                        onChange={(e) => setReleases({ ...releases, [h.id]: e.target.value })}
                      />
                    </Field>
                    <button
                      type="button"
                      className="br-button secondary small"
                      disabled={busy || !(releases[h.id] ?? '').trim()}
                      onClick={() => run(() => releaseHold(h, (releases[h.id] ?? '').trim()), t('hold.released'))}
                    >
                      {t('hold.release', { reason: why })}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {opener && (
        <form className="glp-form glp-narrow" onSubmit={open} noValidate>
          <Field id="hold-reason" label={t('hold.reasonLabel')} hint={t('hold.reasonHint')} error={error}>
            <textarea
              id="hold-reason"
              value={reason}
              aria-describedby={error ? 'hold-reason-hint hold-reason-error' : 'hold-reason-hint'}
              onChange={(e) => setReason(e.target.value)}
            />
          </Field>
          <button type="submit" className="br-button secondary" disabled={busy}>
            {t('hold.open')}
          </button>
        </form>
      )}
    </>
  );
}

/** The grounds a denial states (those given and each item that was missing, as the decision records them). */
export function DenialGrounds({ decision }: { decision: LicensingItem }) {
  const { t, lang } = useI18n();
  // In English, the grounds as the decision kept them in English (groundsEn; a decision recorded before has none).
  const g = (lang === 'en' ? decision.data['groundsEn'] : undefined) ?? decision.data['grounds'];
  const grounds = Array.isArray(g) ? g.filter((x): x is string => typeof x === 'string') : [];
  if (grounds.length === 0) return null;
  return (
    <div className="glp-denial">
      <p>{t('deny.grounds')}:</p>
      <ul>
        {grounds.map((x) => (
          <li key={x}>{x}</li>
        ))}
      </ul>
    </div>
  );
}
