/**
 * The inspector's checklist on a phone (/vistoria/<establishmentId>; issue 12, item 5): the
 * items the API generates for the establishment (the rules of its law that apply to its
 * activity and class, each citing its unit), with large targets — conforms / does not
 * conform / not checked, a note, photos from the camera — and the facts each item reads.
 * Everything typed is kept in localStorage as it is typed (a dropped connection loses
 * nothing); saving records the inspection, whose results are the engine's findings on the
 * recorded facts (a stated result the facts contradict is refused by the API, naming the item).
 * From a non-conforming finding the inspector goes on to the infraction notice.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { inputSchema } from '../../api/applications.ts';
import { ApiError, api, unwrap } from '../../api/client.ts';
import {
  type ChecklistItem,
  checklist,
  type EnforcementRecord,
  type InspectionData,
  type InspectionDraft,
  type ItemResult,
  recordInspection,
  uploadPhoto,
} from '../../api/enforcement.ts';
import { useSession } from '../../auth/Session.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { expectedOf, problemFields } from '../../components/Problem.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { clearDraft, loadDraft, saveDraft } from '../../lib/draft.ts';
import { fieldKind, fieldLabel, type JsonSchema, schemaAt } from '../../lib/facts.ts';
import { useAsync } from '../../lib/useAsync.ts';
import { FactField } from '../applicant/FactField.tsx';
import { SignInFirst } from '../SignInFirst.tsx';

const RESULTS: readonly ItemResult[] = ['conforms', 'does-not-conform', 'not-checked'];

interface Draft extends InspectionDraft {
  /** One key per inspection: a retry after a dropped connection is answered, not recorded twice. */
  key: string;
}

const fresh = (): Draft => ({ key: crypto.randomUUID(), facts: {}, results: {} });
const safeId = (s: string) => s.replace(/[^a-zA-Z0-9]+/g, '-');

/** The error as a person reads it: the API's detail and, per field, what it expected. */
export function problemText(e: Error): string {
  if (e instanceof ApiError && e.problem) {
    const lines = problemFields(e).map((x) => `${x.field}: ${expectedOf(x)}`.trim());
    return [e.problem.detail ?? e.problem.title ?? e.message, ...lines].filter(Boolean).join(' — ');
  }
  return e.message;
}

/** The checklist items a 422 names (`results.<rule>.result`): a stated result the recorded facts contradict. */
export function refusedItems(e: Error): Set<string> {
  const errs = e instanceof ApiError ? ((e.problem as { errors?: { field?: string }[] } | null)?.errors ?? []) : [];
  return new Set(errs.flatMap((x) => /^results\.(.+)\.result$/.exec(x.field ?? '')?.slice(1) ?? []));
}

function readBase64(file: File): Promise<string> {
  return new Promise((ok, fail) => {
    const r = new FileReader();
    r.onload = () => ok(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => fail(r.error ?? new Error('read'));
    r.readAsDataURL(file);
  });
}

export function Inspection() {
  const { establishmentId = '' } = useParams();
  const { t } = useI18n();
  const { user } = useSession();
  const draftKey = `vistoria.${establishmentId}`;
  const [draft, setDraft] = useState<Draft>(() => loadDraft<Draft>(draftKey) ?? fresh());
  const restored = useRef(loadDraft<Draft>(draftKey) !== null);
  const [saving, setSaving] = useState<
    { state: 'idle' | 'busy' } | { state: 'error'; error: Error; offline: boolean } | { state: 'done'; record: EnforcementRecord }
  >({ state: 'idle' });
  const est = useAsync(
    user ? (signal) => unwrap(api.GET('/api/establishments/{id}', { params: { path: { id: establishmentId } }, signal })) : null,
    [establishmentId, user?.id],
  );
  const list = useAsync(user ? (signal) => checklist(establishmentId, signal) : null, [establishmentId, user?.id]);
  const municipality = est.state === 'ok' ? est.data.municipality : null;
  const schema = useAsync(municipality ? (signal) => inputSchema(municipality, signal) : null, [municipality]);

  useEffect(() => {
    if (saving.state !== 'done') saveDraft(draftKey, draft);
  }, [draft, draftKey, saving.state]);

  if (!user) return <SignInFirst title={t('inspection.title')} />;

  const setItem = (rule: string, patch: Partial<{ result: ItemResult; notes: string; photos: string[] }>) =>
    setDraft((d) => ({ ...d, results: { ...d.results, [rule]: { ...d.results[rule], ...patch } } }));
  const setFact = (path: string, v: unknown) =>
    setDraft((d) => {
      const facts = { ...d.facts };
      if (v === undefined) delete facts[path];
      else facts[path] = v;
      return { ...d, facts };
    });

  const save = async () => {
    setSaving({ state: 'busy' });
    try {
      const record = await recordInspection(establishmentId, { facts: draft.facts, results: draft.results }, draft.key);
      clearDraft(draftKey);
      setSaving({ state: 'done', record });
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e));
      // Refused: the corrected form is a new request (a retry after a drop keeps the key).
      if (e instanceof ApiError) setDraft((d) => ({ ...d, key: crypto.randomUUID() }));
      setSaving({ state: 'error', error, offline: !(e instanceof ApiError) });
    }
  };

  const title = est.state === 'ok' ? t('inspection.titleOf', { name: est.data.name }) : t('inspection.title');
  if (saving.state === 'done')
    return (
      <InspectionResult
        record={saving.record}
        establishmentId={establishmentId}
        title={title}
        onAgain={() => {
          setDraft(fresh());
          setSaving({ state: 'idle' });
        }}
      />
    );

  return (
    <Page title={title} crumbs={[{ to: '/', label: t('nav.home') }]} lead={t('inspection.lead')}>
      {est.state === 'error' && <LoadError error={est.error} retry={est.reload} />}
      {list.state === 'loading' && <Loading />}
      {list.state === 'error' && <LoadError error={list.error} retry={list.reload} />}
      {restored.current && <Message kind="info" title={t('inspection.restored')} />}
      {list.state === 'ok' && (
        <form
          className="glp-inspection"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <p className="glp-muted">{t('inspection.summary', { count: list.data.items.length, class: list.data.class ?? '—' })}</p>
          <FromLicence facts={list.data.licenceFacts} />
          <ol className="glp-checklist">
            {list.data.items.map((item) => (
              <CheckItem
                key={item.rule}
                item={item}
                schema={schema.state === 'ok' ? schema.data : null}
                value={draft.results[item.rule] ?? {}}
                facts={draft.facts}
                onItem={(p) => setItem(item.rule, p)}
                onFact={setFact}
                refused={saving.state === 'error' && refusedItems(saving.error).has(item.rule)}
              />
            ))}
          </ol>
          {saving.state === 'error' && (
            <Message
              kind={saving.offline ? 'warning' : 'danger'}
              live
              title={saving.offline ? t('inspection.offline') : t('inspection.refused')}
            >
              {saving.offline ? t('inspection.kept') : problemText(saving.error)}
            </Message>
          )}
          <div className="glp-actions">
            <button type="submit" className="br-button primary glp-big" disabled={saving.state === 'busy'}>
              {saving.state === 'busy' ? t('inspection.saving') : t('inspection.save')}
            </button>
          </div>
        </form>
      )}
    </Page>
  );
}

/** Facts the licence in force states (VdC art. 5 § 2º: the botijões permitted), which the inspector need not type. */
function FromLicence({ facts }: { facts: readonly { path: string; value?: unknown; source: string }[] }) {
  const { t, code, number } = useI18n();
  if (facts.length === 0) return null;
  return (
    <Message kind="info" title={t('inspection.fromLicence')}>
      <ul>
        {facts.map((f) => (
          <li key={f.path}>
            {t('inspection.fromLicenceItem', {
              fact: code('fact', f.path),
              value: typeof f.value === 'number' ? number(f.value) : String(f.value),
              source: f.source,
            })}
          </li>
        ))}
      </ul>
    </Message>
  );
}

function CheckItem({
  item,
  schema,
  value,
  facts,
  onItem,
  onFact,
  refused,
}: {
  item: ChecklistItem;
  schema: JsonSchema | null;
  value: { result?: ItemResult; notes?: string; photos?: string[] };
  facts: Record<string, unknown>;
  onItem(p: Partial<{ result: ItemResult; notes: string; photos: string[] }>): void;
  onFact(path: string, v: unknown): void;
  refused: boolean;
}) {
  const { t, code, lang } = useI18n();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const id = safeId(item.rule);
  // The facts a person can state on site: those the vocabulary types as a simple answer.
  const editable = schema
    ? item.facts.flatMap((f) => {
        const s = /^[A-Za-z0-9.]+$/.test(f) ? schemaAt(schema, f) : null;
        const kind = s ? fieldKind(s) : null;
        return kind && kind.kind !== 'list' && kind.kind !== 'json' ? [{ fact: f, kind }] : [];
      })
    : [];
  const result = value.result ?? 'not-checked';
  const addPhotos = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    setPhotoError(null);
    try {
      const shas: string[] = [];
      for (const f of Array.from(files)) shas.push((await uploadPhoto(await readBase64(f))).sha256);
      onItem({ photos: [...(value.photos ?? []), ...shas] });
    } catch (e) {
      setPhotoError(problemText(e instanceof Error ? e : new Error(String(e))));
    } finally {
      setUploading(false);
    }
  };
  return (
    <li className="glp-check-item" id={`item-${id}`}>
      <fieldset className="glp-fieldset">
        <legend>
          <span className="glp-check-citation">{item.citation}</span> {lang === 'pt' ? item.title.pt : item.title.en}
        </legend>
        <div className="glp-result-choices" role="radiogroup" aria-label={t('inspection.resultOf', { unit: item.citation })}>
          {RESULTS.map((r) => (
            <label key={r} className={`glp-result-choice${result === r ? ' is-chosen' : ''}`} htmlFor={`r-${id}-${r}`}>
              <input
                type="radio"
                id={`r-${id}-${r}`}
                name={`r-${id}`}
                value={r}
                checked={result === r}
                onChange={() => onItem({ result: r })}
              />
              {t(`inspection.result.${r}`)}
            </label>
          ))}
        </div>
        {refused && (
          <Message kind="danger" title={t('inspection.contradicted', { unit: item.citation })}>
            {t('inspection.recordFacts', { facts: item.facts.join(', ') })}
          </Message>
        )}
        {editable.length > 0 && (
          <details className="glp-found" open={result === 'does-not-conform' || refused}>
            <summary>{t('inspection.found')}</summary>
            {editable.map((e) => (
              <FactField
                key={e.fact}
                id={`f-${id}-${safeId(e.fact)}`}
                label={fieldLabel(code('fact', e.fact), schema, e.fact, lang)}
                hint={t('inspection.factHint', { fact: e.fact })}
                kind={e.kind}
                value={facts[e.fact]}
                error={null}
                onChange={(v) => onFact(e.fact, v)}
              />
            ))}
          </details>
        )}
        <div className="br-input glp-field">
          <label htmlFor={`n-${id}`}>{t('inspection.notes')}</label>
          <textarea id={`n-${id}`} rows={2} value={value.notes ?? ''} onChange={(e) => onItem({ notes: e.target.value })} />
        </div>
        <div className="glp-field">
          <label htmlFor={`p-${id}`} className="br-button secondary glp-big glp-photo-button">
            <i className="fas fa-camera" aria-hidden="true" /> {t('inspection.photo')}
          </label>
          <input
            id={`p-${id}`}
            className="glp-visually-hidden"
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            onChange={(e) => void addPhotos(e.target.files)}
          />
          {uploading && <Loading label={t('inspection.uploading')} />}
          {(value.photos?.length ?? 0) > 0 && <p className="glp-small">{t('inspection.photos', { count: value.photos?.length ?? 0 })}</p>}
          {photoError && <Message kind="danger" live title={photoError} />}
        </div>
      </fieldset>
    </li>
  );
}

const FINDING_RESULT: Record<string, ItemResult> = {
  satisfied: 'conforms',
  violated: 'does-not-conform',
  'cannot-evaluate': 'not-checked',
};

/** The recorded inspection: each item's result as the engine found it, and the notice from a non-conforming one. */
function InspectionResult({
  record,
  establishmentId,
  title,
  onAgain,
}: {
  record: EnforcementRecord;
  establishmentId: string;
  title: string;
  onAgain(): void;
}) {
  const { t, lang, date } = useI18n();
  const data = record.data as unknown as InspectionData;
  return (
    <Page title={title} crumbs={[{ to: '/', label: t('nav.home') }]}>
      <Message kind="success" live title={t('inspection.recorded', { date: date(record.on) })} />
      <section className="glp-section" aria-labelledby="findings-h">
        <h2 id="findings-h">{t('inspection.findings')}</h2>
        <ol className="glp-checklist">
          {data.items.map((item) => {
            const r = FINDING_RESULT[data.findings[item.rule] ?? ''] ?? 'not-checked';
            const notes = data.results[item.rule]?.notes;
            return (
              <li key={item.rule} className={`glp-check-item glp-finding-${r}`}>
                <p>
                  <strong>{item.citation}</strong> — {lang === 'pt' ? item.title.pt : item.title.en}
                </p>
                <p>
                  <span className={`br-tag ${r === 'does-not-conform' ? 'danger' : r === 'conforms' ? 'success' : 'warning'}`}>
                    {t(`inspection.result.${r}`)}
                  </span>
                </p>
                {notes && <p className="glp-small">{notes}</p>}
                {r === 'does-not-conform' && (
                  <Link
                    className="br-button primary glp-big"
                    to={`/vistoria/${encodeURIComponent(establishmentId)}/auto?inspecao=${encodeURIComponent(record.id)}&regra=${encodeURIComponent(item.rule)}`}
                  >
                    {t('inspection.issueNotice', { unit: item.citation })}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </section>
      <div className="glp-actions">
        <button type="button" className="br-button secondary" onClick={onAgain}>
          {t('inspection.again')}
        </button>
      </div>
    </Page>
  );
}
