/**
 * Importing a place registry (/admin/importar), for administrators: a GeoJSON, CSV, zipped
 * Shapefile or ANP file, optionally "all rows are schools", checked only or imported. The
 * upload shows its progress; then the API's answer: what was imported by category, what was
 * skipped, which places came without coordinates — or every bad row (line or feature, field,
 * found, expected), and nothing written.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { municipalities } from '../../api/municipalities.ts';
import { type PlaceImport, uploadRegistry } from '../../api/place-import.ts';
import { useSession } from '../../auth/Session.tsx';
import { Field, MunicipalitySelect } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { expectedOf, foundOf } from '../../components/Problem.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { pt } from '../../i18n/messages.ts';
import { useAsync } from '../../lib/useAsync.ts';
import { SignInFirst } from '../SignInFirst.tsx';

/** The categories the interface has labels for (a pack may declare more: the API lists them when refused). */
const CATEGORIES = Object.keys(pt)
  .filter((k) => k.startsWith('category.'))
  .map((k) => k.slice('category.'.length));

type State =
  | { state: 'idle' }
  | { state: 'sending'; sent: number; total: number }
  | { state: 'done'; result: PlaceImport }
  | { state: 'error'; error: Error };

export function ImportPlaces() {
  const { t, code, number } = useI18n();
  const { user } = useSession();
  const munis = useAsync(() => municipalities(), []);
  const [municipality, setMunicipality] = useState(user?.municipality ?? '');
  const [category, setCategory] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [state, setState] = useState<State>({ state: 'idle' });
  useEffect(() => {
    if (!municipality && munis.state === 'ok' && munis.data[0]) setMunicipality(user?.municipality ?? munis.data[0].id);
  }, [municipality, munis, user]);

  if (!user) return <SignInFirst title={t('nav.import')} />;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setState({ state: 'sending', sent: 0, total: file.size });
    try {
      const result = await uploadRegistry(
        municipality,
        file,
        { ...(category ? { category } : {}), ...(dryRun ? { dryRun: 'true' as const } : {}) },
        (sent, total) => setState({ state: 'sending', sent, total }),
      );
      setState({ state: 'done', result });
    } catch (err) {
      setState({ state: 'error', error: err instanceof Error ? err : new Error(String(err)) });
    }
  };
  const rowErrors = state.state === 'error' && state.error instanceof ApiError ? (state.error.problem?.errors ?? []) : [];

  return (
    <Page title={t('nav.import')} crumbs={[{ label: t('menu.admin') }]} lead={t('import.lead')}>
      <form className="glp-form" onSubmit={submit}>
        {munis.state === 'ok' && (
          <MunicipalitySelect id="import-municipality" value={municipality} onChange={setMunicipality} items={munis.data} />
        )}
        <Field id="import-file" label={t('import.file')} hint={t('import.fileHint')}>
          <input
            id="import-file"
            type="file"
            accept=".geojson,.json,.csv,.zip,.txt"
            aria-describedby="import-file-hint"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            required
          />
        </Field>
        <Field id="import-category" label={t('import.category')} hint={t('import.categoryHint')}>
          <select
            id="import-category"
            className="glp-select"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            aria-describedby="import-category-hint"
          >
            <option value="">{t('import.categoryFromFile')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {code('category', c)}
              </option>
            ))}
          </select>
        </Field>
        <div className="br-checkbox">
          <input id="import-dry" type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} />
          <label htmlFor="import-dry">{t('import.dryRun')}</label>
        </div>
        <div className="glp-actions">
          <button type="submit" className="br-button primary" disabled={!file || !municipality || state.state === 'sending'}>
            {dryRun ? t('import.check') : t('import.submit')}
          </button>
        </div>
      </form>

      <section className="glp-section" aria-labelledby="import-result" aria-live="polite">
        <h2 id="import-result">{t('import.result')}</h2>
        {state.state === 'idle' && <p className="glp-muted">{t('import.nothingYet')}</p>}
        {state.state === 'sending' &&
          (state.sent < state.total ? (
            <div className="glp-progress">
              <label htmlFor="import-progress">
                {t('import.sending', { percent: number(Math.round((100 * state.sent) / Math.max(state.total, 1)), 0) })}
              </label>
              <progress id="import-progress" max={state.total} value={state.sent} />
            </div>
          ) : (
            <Loading label={t('import.checking')} />
          ))}
        {state.state === 'done' && <ImportSummary result={state.result} />}
        {state.state === 'error' && (
          <>
            <LoadError error={state.error} />
            {rowErrors.length > 0 && (
              <ScrollTable label={t('import.errors')}>
                <thead>
                  <tr>
                    <th scope="col">{t('import.where')}</th>
                    <th scope="col">{t('import.found')}</th>
                    <th scope="col">{t('import.expected')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rowErrors.map((p) => (
                    <tr key={`${p.field}-${p.found}`}>
                      <td>{p.field}</td>
                      <td>{foundOf(p)}</td>
                      <td>{expectedOf(p)}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            )}
          </>
        )}
      </section>
    </Page>
  );
}

function ImportSummary({ result }: { result: PlaceImport }) {
  const { t, code } = useI18n();
  const s = result.skipped;
  return (
    <>
      <Message
        kind="success"
        title={t(result.dryRun ? 'import.checked' : 'import.done', { count: result.imported, rows: result.rows })}
        live
      />
      <ul>
        {Object.entries(result.byCategory).map(([c, n]) => (
          <li key={c}>
            {code('category', c)}: {n}
          </li>
        ))}
        {s.alreadyRegistered > 0 && <li>{t('import.skippedRegistered', { count: s.alreadyRegistered })}</li>}
        {s.otherMunicipality > 0 && <li>{t('import.skippedOther', { count: s.otherMunicipality })}</li>}
        {s.mergedDuplicates > 0 && <li>{t('import.merged', { count: s.mergedDuplicates })}</li>}
      </ul>
      {result.unlocated.length > 0 && (
        <Message kind="warning" title={t('import.unlocated', { count: result.unlocated.length })}>
          {result.unlocated
            .slice(0, 20)
            .map((u) => `${u.label}: ${u.name ?? '—'}${u.address ? ` (${u.address})` : ''}`)
            .join('; ')}
        </Message>
      )}
    </>
  );
}
