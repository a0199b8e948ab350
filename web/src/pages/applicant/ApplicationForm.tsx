/**
 * The application form (/pedidos/novo): the municipality, the activity, the establishment and
 * the lot's location first (typed, or clicked on the municipality's map); then, as it is filled, the document is evaluated (POST
 * /api/evaluate, debounced, nothing stored) and the form asks only for the facts the
 * evaluation still misses, the most-needed first (the facts most rules wait on). Filing creates
 * the establishment and the application and submits it.
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type EvaluationResult, evaluate, fileApplication, inputSchema } from '../../api/applications.ts';
import { ApiError } from '../../api/client.ts';
import { ogcItems } from '../../api/geo.ts';
import { municipalities } from '../../api/municipalities.ts';
import { useSession } from '../../auth/Session.tsx';
import { ActivitySelect, describedBy, Field, MunicipalitySelect } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { expectedOf, foundOf } from '../../components/Problem.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { parseCoordinates } from '../../lib/coordinates.ts';
import { factsToAsk, fieldKind, fieldLabel, getAt, type JsonSchema, schemaAt, setAt } from '../../lib/facts.ts';
import { useAsync } from '../../lib/useAsync.ts';
import { MapView } from '../../map/MapView.tsx';
import { SignInFirst } from '../SignInFirst.tsx';
import { FactField } from './FactField.tsx';
import { FindingsList, Verdict } from './Verdict.tsx';

/** Wait this long after the last keystroke before asking the server (one request per pause, not per key). */
const DEBOUNCE_MS = 400;

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const h = setTimeout(() => setV(value), ms);
    return () => clearTimeout(h);
  }, [value, ms]);
  return v;
}

/** Problems of a 422 by field ("input.safety.scale" or "safety.scale"), to show beside the field. */
function fieldProblems(e: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (e instanceof ApiError && Array.isArray(e.problem?.errors)) {
    for (const p of e.problem.errors) out[p.field.replace(/^input\./, '')] = `${foundOf(p)} — ${expectedOf(p)}`;
  }
  return out;
}

export function ApplicationForm() {
  const { user } = useSession();
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const munis = useAsync(() => municipalities(), []);
  const [municipality, setMunicipality] = useState(user?.municipality ?? '');
  const [doc, setDoc] = useState<Record<string, unknown>>({ activity: 'glp-resale' });
  const [name, setName] = useState('');
  const [cnpj, setCnpj] = useState('');
  const [coords, setCoords] = useState('');
  const [shown, setShown] = useState<string[]>([]);
  const [filing, setFiling] = useState<{ state: 'idle' | 'busy' } | { state: 'error'; error: Error }>({ state: 'idle' });

  useEffect(() => {
    if (!municipality && munis.state === 'ok' && munis.data[0]) setMunicipality(munis.data[0].id);
  }, [municipality, munis]);

  const schema = useAsync(municipality ? (signal) => inputSchema(municipality, signal) : null, [municipality]);
  const point = useMemo(() => {
    const p = parseCoordinates(coords);
    return 'lat' in p ? ([p.lon, p.lat] as [number, number]) : null;
  }, [coords]);
  const coordsError = coords.trim() !== '' && point === null ? t('form.coordsInvalid') : null;
  // The municipality's boundary, to pick the lot on the map (the registries are the department's business).
  const boundary = useAsync(municipality ? (signal) => ogcItems(municipality, 'municipal-boundary', {}, signal) : null, [municipality]);

  // The document sent to the evaluation: what was answered, plus the basics typed above.
  const full = useMemo(() => {
    let d: Record<string, unknown> = { ...doc, municipality };
    if (name.trim()) d = setAt(d, 'establishment.name', name.trim());
    if (cnpj.trim()) d = setAt(d, 'establishment.cnpj', cnpj.trim());
    if (point) d = setAt(d, 'lot.location', point);
    return d;
  }, [doc, municipality, name, cnpj, point]);
  const sent = useDebounced(full, DEBOUNCE_MS);
  // Evaluating needs a signed-in user (it costs CPU: src/api/routes/evaluate.ts).
  const result = useAsync<EvaluationResult>(user && sent.municipality ? (signal) => evaluate(sent, lang, signal) : null, [
    sent,
    lang,
    user?.id,
  ]);
  const problems = result.state === 'error' ? fieldProblems(result.error) : {};

  // Keep the fields in a stable order (see factsToAsk); only a real answer changes the list.
  const lastMissing = useRef<string[]>([]);
  if (result.state === 'ok') lastMissing.current = result.data.missing.map((m) => m.fact);
  const asked = factsToAsk(shown, lastMissing.current, doc);
  useEffect(() => {
    if (asked.join('|') !== shown.join('|')) setShown(asked);
  });

  const onFile = async (e: FormEvent) => {
    e.preventDefault();
    setFiling({ state: 'busy' });
    try {
      const a = await fileApplication({ municipality, name: name.trim(), cnpj: cnpj.trim(), location: point, input: full });
      navigate(`/pedidos/${a.id}`);
    } catch (err) {
      setFiling({ state: 'error', error: err instanceof Error ? err : new Error(String(err)) });
    }
  };

  if (user === null) return <SignInFirst title={t('form.title')} />;
  const activities = schema.state === 'ok' ? ((schemaAt(schema.data, 'activity')?.enum as string[] | undefined) ?? []) : [];

  return (
    <Page title={t('form.title')} crumbs={[{ label: t('nav.myApplications'), to: '/pedidos' }]} lead={t('form.lead')}>
      <form className="glp-form glp-application-form" onSubmit={onFile} noValidate>
        <section className="glp-section" aria-labelledby="form-basics">
          <h2 id="form-basics">{t('form.basics')}</h2>
          {munis.state === 'ok' && (
            <MunicipalitySelect id="form-municipality" value={municipality} onChange={setMunicipality} items={munis.data} />
          )}
          <ActivitySelect
            id="form-activity"
            value={String(doc.activity ?? '')}
            onChange={(a) => setDoc((d) => setAt(d, 'activity', a))}
            activities={activities}
          />
          <Field id="form-name" label={t('form.name')} hint={t('form.nameHint')}>
            <input
              id="form-name"
              type="text"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-describedby="form-name-hint"
              required
            />
          </Field>
          <Field id="form-cnpj" label={t('registry.byCnpj')} hint={t('registry.hintCnpj')} error={problems['establishment.cnpj'] ?? null}>
            <input
              id="form-cnpj"
              type="text"
              inputMode="numeric"
              value={cnpj}
              onChange={(e) => setCnpj(e.target.value)}
              aria-describedby={describedBy('form-cnpj', true, problems['establishment.cnpj'])}
            />
          </Field>
          <Field id="form-coords" label={t('form.coords')} hint={t('viability.coordsHint')} error={coordsError}>
            <input
              id="form-coords"
              type="text"
              value={coords}
              onChange={(e) => setCoords(e.target.value)}
              aria-describedby={describedBy('form-coords', true, coordsError)}
              aria-invalid={coordsError !== null}
            />
          </Field>
          <MapView
            className="glp-form-map"
            label={t('form.mapLabel')}
            data={{ boundary: boundary.state === 'ok' ? boundary.data : null, point: point ? { lat: point[1], lon: point[0] } : null }}
            onPick={(lat, lon) => setCoords(`${lat.toFixed(6)}, ${lon.toFixed(6)}`)}
          />
        </section>

        <section className="glp-section" aria-labelledby="form-facts">
          <h2 id="form-facts">{t('form.facts')}</h2>
          <p className="glp-hint">{t('form.factsLead')}</p>
          {schema.state === 'error' && <LoadError error={schema.error} retry={schema.reload} />}
          {schema.state === 'ok' && asked.length === 0 && result.state === 'ok' && <p>{t('form.nothingMissing')}</p>}
          {schema.state === 'ok' &&
            asked.map((fact) => (
              <Fact
                key={fact}
                fact={fact}
                schema={schema.data}
                value={getAt(doc, fact)}
                error={problems[fact] ?? null}
                waiting={result.state === 'ok' ? (result.data.missing.find((m) => m.fact === fact)?.count ?? 0) : 0}
                onChange={(v) => setDoc((d) => setAt(d, fact, v))}
              />
            ))}
        </section>

        <section className="glp-section" aria-labelledby="form-result" aria-busy={result.state === 'loading'}>
          <h2 id="form-result">{t('form.result')}</h2>
          {result.state === 'loading' && <Loading label={t('form.evaluating')} />}
          {result.state === 'error' && (
            <Message kind="danger" title={t('form.invalid')} live>
              {result.error.message}
            </Message>
          )}
          {result.state === 'ok' && (
            <>
              <Verdict result={result.data} />
              <FindingsList findings={result.data.findings.filter((f) => f.status === 'violated')} />
            </>
          )}
        </section>

        {filing.state === 'error' && <LoadError error={filing.error} />}
        <div className="glp-actions">
          <button type="submit" className="br-button primary" disabled={filing.state === 'busy' || !municipality || !name.trim()}>
            {t('form.file')}
          </button>
        </div>
      </form>
    </Page>
  );
}

function Fact({
  fact,
  schema,
  value,
  error,
  waiting,
  onChange,
}: {
  fact: string;
  schema: JsonSchema;
  value: unknown;
  error: string | null;
  waiting: number;
  onChange(v: unknown): void;
}) {
  const { t, code, lang } = useI18n();
  const s = schemaAt(schema, fact);
  const label = fieldLabel(code('fact', fact), schema, fact, lang);
  const hint = waiting > 0 ? t('form.waiting', { count: waiting, fact }) : t('form.answered', { fact });
  return (
    <FactField
      id={`fact-${fact.replace(/[^a-zA-Z0-9]+/g, '-')}`}
      label={label}
      hint={hint}
      kind={s ? fieldKind(s) : { kind: 'json' }}
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
