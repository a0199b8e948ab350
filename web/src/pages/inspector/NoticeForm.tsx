/**
 * The infraction notice form both notice screens share (from an inspection's finding, and from a
 * vehicle checked at the roadside): the inspector chooses the infraction among the law's own
 * (GET /api/municipalities/{id}/infractions: each with its penalty unit, title and what a first
 * offence costs, so nobody types "art15-III" from memory), writes or keeps the finding, and
 * fixes the amount only where the law gives a range. The API computes the fine; the issued
 * notice is shown with its arithmetic (IssuedView) and its PDF. The form is kept in this browser
 * while it is filled (lib/draft.ts) and a retry after a dropped connection reuses its key.
 */
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { type FineQuote, type IssuedNotice, infractions, issueNotice, noticePdfUrl } from '../../api/enforcement.ts';
import { Field } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { clearDraft, loadDraft, saveDraft } from '../../lib/draft.ts';
import { parseAmount } from '../../lib/money.ts';
import { useAsync } from '../../lib/useAsync.ts';
import { problemText } from './Inspection.tsx';

interface NoticeDraft {
  key: string;
  infraction: string;
  finding: string;
  amount: string;
}

export interface NoticeTarget {
  municipality: string;
  establishmentId: string;
  /** The violated units of the law (ids), each with how it is cited and what was found. */
  units: { id: string; citation: string; text: string }[];
  /** The finding's default text (editable). */
  finding: string;
  inspectionId?: string;
  /** Where the form is kept in this browser while it is filled. */
  draftKey: string;
  /** The infraction the screen suggests (the law's own for the case), when it knows one. */
  suggested?: string;
}

export function NoticeForm({ target }: { target: NoticeTarget }) {
  const { t, lang, money } = useI18n();
  const catalog = useAsync((signal) => infractions(target.municipality, signal), [target.municipality]);
  const [draft, setDraftState] = useState<NoticeDraft>(
    () =>
      loadDraft<NoticeDraft>(target.draftKey) ?? {
        key: crypto.randomUUID(),
        infraction: target.suggested ?? '',
        finding: '',
        amount: '',
      },
  );
  const [state, setState] = useState<
    { state: 'idle' | 'busy' } | { state: 'error'; error: Error } | { state: 'done'; issued: IssuedNotice }
  >({ state: 'idle' });
  const setDraft = (patch: Partial<NoticeDraft>) =>
    setDraftState((d) => {
      const next = { ...d, ...patch };
      saveDraft(target.draftKey, next);
      return next;
    });
  const finding = draft.finding || target.finding;
  const chosen = catalog.state === 'ok' ? catalog.data.infractions.find((i) => i.id === draft.infraction) : undefined;

  const submit = async () => {
    setState({ state: 'busy' });
    try {
      const amount = parseAmount(draft.amount);
      const issued = await issueNotice(
        {
          establishmentId: target.establishmentId,
          infraction: draft.infraction,
          units: target.units.map((u) => u.id),
          finding,
          ...(target.inspectionId ? { inspectionId: target.inspectionId } : {}),
          ...(amount !== undefined ? { amountBRL: amount } : {}),
        },
        // The same key for a retry after a dropped connection (answered once); a new one after a refusal.
        draft.key,
      );
      clearDraft(target.draftKey);
      setState({ state: 'done', issued });
    } catch (e) {
      if (e instanceof ApiError) setDraft({ key: crypto.randomUUID() });
      setState({ state: 'error', error: e instanceof Error ? e : new Error(String(e)) });
    }
  };

  if (state.state === 'done') return <IssuedView issued={state.issued} />;
  return (
    <form
      className="glp-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p>
        <strong>{t('notice.violated')}</strong>
      </p>
      <ul className="glp-plain-list" aria-label={t('notice.violated')}>
        {target.units.map((u) => (
          <li key={u.id}>
            {u.citation} — {u.text}
          </li>
        ))}
      </ul>
      {catalog.state === 'loading' && <Loading />}
      {catalog.state === 'error' && <LoadError error={catalog.error} retry={catalog.reload} />}
      {catalog.state === 'ok' && (
        <Field id="notice-infraction" label={t('notice.infraction')} hint={chosen ? chosen.summary[lang] : t('notice.infractionHint')}>
          <select
            id="notice-infraction"
            className="glp-select"
            aria-describedby="notice-infraction-hint"
            required
            value={draft.infraction}
            onChange={(e) => setDraft({ infraction: e.target.value })}
          >
            <option value="">{t('notice.chooseInfraction')}</option>
            {catalog.data.infractions.map((i) => (
              <option key={i.id} value={i.id}>
                {i.penaltyCitation} — {i.title[lang]}
              </option>
            ))}
          </select>
        </Field>
      )}
      {chosen?.alsoSanctions && <p className="glp-small">{t('notice.alsoSanctions', { what: chosen.alsoSanctions[lang] })}</p>}
      <Field id="notice-finding" label={t('notice.finding')}>
        <textarea id="notice-finding" rows={3} required value={finding} onChange={(e) => setDraft({ finding: e.target.value })} />
      </Field>
      {/* The amount only where the law gives a range (Salvador art. 15, III): elsewhere the law fixes it. */}
      {chosen?.range && (
        <Field
          id="notice-amount"
          label={t('notice.amount')}
          hint={t('notice.amountRange', { min: money(chosen.range.min), max: money(chosen.range.max), cite: chosen.penaltyCitation })}
        >
          <input
            id="notice-amount"
            aria-describedby="notice-amount-hint"
            inputMode="decimal"
            required
            value={draft.amount}
            onChange={(e) => setDraft({ amount: e.target.value })}
          />
        </Field>
      )}
      {state.state === 'error' && (
        <Message kind="danger" live title={t('notice.refused')}>
          {problemText(state.error)}
        </Message>
      )}
      <div className="glp-actions">
        <button type="submit" className="br-button primary glp-big" disabled={state.state === 'busy' || !chosen}>
          {t('notice.issue')}
        </button>
      </div>
    </form>
  );
}

export function IssuedView({ issued }: { issued: IssuedNotice }) {
  const { t, lang, money, date } = useI18n();
  const n = issued.notice;
  const d = n.data as { number?: string; quote?: FineQuote };
  const q = d.quote;
  return (
    <section className="glp-section" aria-labelledby="issued-h">
      <Message kind="success" live title={t('notice.issued', { number: d.number ?? n.id, date: date(n.on) })} />
      <h2 id="issued-h">{t(q?.kind === 'notification' ? 'notice.notification' : 'notice.fine')}</h2>
      {q && (
        <>
          <p className="glp-fine">
            {q.amountBRL !== null ? <strong>{money(q.amountBRL)}</strong> : (q.message?.[lang] ?? t('notice.noAmount'))}
          </p>
          <p className="glp-small">
            {q.penaltyCitation} — {q.title[lang]}
          </p>
          <h3>{t('notice.arithmetic')}</h3>
          <ol className="glp-arithmetic">
            {q.arithmetic.map((line) => (
              <li key={line.pt} className="glp-arithmetic-line">
                {line[lang]}
              </li>
            ))}
          </ol>
          {q.interpretations.length > 0 && (
            <>
              <h3>{t('notice.interpretations')}</h3>
              <ul>
                {q.interpretations.map((i) => (
                  <li key={i.parameter}>
                    <code>{i.parameter}</code> = <code>{i.value}</code>: {i.description[lang]}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {issued.closure && <Message kind="warning" title={t('notice.closure')} />}
      <p>
        <a className="br-button secondary glp-big" href={noticePdfUrl(n.id, lang)} target="_blank" rel="noopener">
          <i className="fas fa-file-pdf" aria-hidden="true" /> {t('notice.pdf')}
        </a>
      </p>
    </section>
  );
}
