/**
 * The infraction notice (auto de infração) from a non-conforming finding
 * (/vistoria/<establishmentId>/auto?inspecao=<id>&regra=<rule>; issue 12, item 5): the
 * inspector names the penalty unit of the law and, where the law gives a range (e.g. Salvador
 * art. 15, III: R$ 100 to R$ 300), the amount; the API computes the fine from the municipality's
 * law pack and this screen shows it with its arithmetic line by line — or the API's refusal as
 * it is (an amount outside the range names the bounds) — then links the notice's PDF.
 */
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { type FineQuote, getRecord, type InspectionData, type IssuedNotice, issueNotice, noticePdfUrl } from '../../api/enforcement.ts';
import { useSession } from '../../auth/Session.tsx';
import { Field } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { clearDraft, loadDraft, saveDraft } from '../../lib/draft.ts';
import { parseAmount } from '../../lib/money.ts';
import { useAsync } from '../../lib/useAsync.ts';
import { SignInFirst } from '../SignInFirst.tsx';
import { problemText } from './Inspection.tsx';

interface NoticeDraft {
  key: string;
  infraction: string;
  finding: string;
  amount: string;
}

export function Notice() {
  const { establishmentId = '' } = useParams();
  const [params] = useSearchParams();
  const inspectionId = params.get('inspecao') ?? '';
  const rule = params.get('regra') ?? '';
  const { t, lang } = useI18n();
  const { user } = useSession();
  const draftKey = `auto.${inspectionId}.${rule}`;
  const inspection = useAsync(user && inspectionId ? (signal) => getRecord(inspectionId, signal) : null, [inspectionId, user?.id]);
  const [draft, setDraftState] = useState<NoticeDraft>(
    () => loadDraft<NoticeDraft>(draftKey) ?? { key: crypto.randomUUID(), infraction: '', finding: '', amount: '' },
  );
  const [state, setState] = useState<
    { state: 'idle' | 'busy' } | { state: 'error'; error: Error } | { state: 'done'; issued: IssuedNotice }
  >({
    state: 'idle',
  });
  if (!user) return <SignInFirst title={t('notice.title')} />;
  const setDraft = (patch: Partial<NoticeDraft>) =>
    setDraftState((d) => {
      const next = { ...d, ...patch };
      saveDraft(draftKey, next);
      return next;
    });

  const data = inspection.state === 'ok' ? (inspection.data.data as unknown as InspectionData) : null;
  const item = data?.items.find((i) => i.rule === rule) ?? null;
  const notes = data?.results[rule]?.notes ?? '';
  const finding = draft.finding || (item ? `${item.citation}: ${lang === 'pt' ? item.title.pt : item.title.en}. ${notes}`.trim() : '');

  const submit = async () => {
    if (!item) return;
    setState({ state: 'busy' });
    try {
      const amount = parseAmount(draft.amount);
      const issued = await issueNotice(
        {
          establishmentId,
          infraction: draft.infraction.trim(),
          units: [item.unit],
          finding,
          inspectionId,
          ...(amount !== undefined ? { amountBRL: amount } : {}),
        },
        // The same key for a retry after a dropped connection (answered once); a new one after a refusal.
        draft.key,
      );
      clearDraft(draftKey);
      setState({ state: 'done', issued });
    } catch (e) {
      if (e instanceof ApiError) setDraft({ key: crypto.randomUUID() });
      setState({ state: 'error', error: e instanceof Error ? e : new Error(String(e)) });
    }
  };

  return (
    <Page
      title={t('notice.title')}
      crumbs={[
        { to: '/', label: t('nav.home') },
        { to: `/vistoria/${encodeURIComponent(establishmentId)}`, label: t('inspection.title') },
      ]}
      lead={t('notice.lead')}
    >
      {inspection.state === 'loading' && <Loading />}
      {inspection.state === 'error' && <LoadError error={inspection.error} retry={inspection.reload} />}
      {inspection.state === 'ok' && !item && <Message kind="danger" title={t('notice.noItem', { rule })} />}
      {item && state.state !== 'done' && (
        <form
          className="glp-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <p>
            <strong>{t('notice.violated')}</strong> {item.citation} — {lang === 'pt' ? item.title.pt : item.title.en}
          </p>
          <Field id="notice-infraction" label={t('notice.infraction')} hint={t('notice.infractionHint')}>
            <input
              id="notice-infraction"
              aria-describedby="notice-infraction-hint"
              required
              value={draft.infraction}
              onChange={(e) => setDraft({ infraction: e.target.value })}
            />
          </Field>
          <Field id="notice-finding" label={t('notice.finding')}>
            <textarea id="notice-finding" rows={3} required value={finding} onChange={(e) => setDraft({ finding: e.target.value })} />
          </Field>
          <Field id="notice-amount" label={t('notice.amount')} hint={t('notice.amountHint')}>
            <input
              id="notice-amount"
              aria-describedby="notice-amount-hint"
              inputMode="decimal"
              value={draft.amount}
              onChange={(e) => setDraft({ amount: e.target.value })}
            />
          </Field>
          {state.state === 'error' && (
            <Message kind="danger" live title={t('notice.refused')}>
              {problemText(state.error)}
            </Message>
          )}
          <div className="glp-actions">
            <button type="submit" className="br-button primary glp-big" disabled={state.state === 'busy'}>
              {t('notice.issue')}
            </button>
          </div>
        </form>
      )}
      {state.state === 'done' && <IssuedView issued={state.issued} />}
      <p>
        <Link to={`/vistoria/${encodeURIComponent(establishmentId)}`}>{t('notice.back')}</Link>
      </p>
    </Page>
  );
}

function IssuedView({ issued }: { issued: IssuedNotice }) {
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
        <a className="br-button secondary glp-big" href={noticePdfUrl(n.id)} target="_blank" rel="noopener">
          <i className="fas fa-file-pdf" aria-hidden="true" /> {t('notice.pdf')}
        </a>
      </p>
    </section>
  );
}
