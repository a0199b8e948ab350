/**
 * Survey declarations (/admin/levantamentos, issue 7 item 1 and issue 12 item 6): per
 * municipality, the place categories its distance rules need and whether each is surveyed today,
 * the declarations made (history), and a form to declare a category surveyed — over the whole
 * municipality or over the polygon of an uploaded GeoJSON file — from a date. The API checks
 * everything (category of the pack, a source, a date not in the future, a valid polygon); its
 * refusals are shown beside the field they name.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { areaOf, declareSurvey, type SurveyArea, type SurveyList, surveys } from '../../api/flow.ts';
import { municipalities } from '../../api/municipalities.ts';
import { useSession } from '../../auth/Session.tsx';
import { describedBy, Field, MunicipalitySelect } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { expectedOf, type FieldProblem, fieldErrors, foundOf, ProblemMessage } from '../../components/Problem.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { useAsync } from '../../lib/useAsync.ts';
import { SignInFirst } from '../SignInFirst.tsx';

const FIELDS = ['category', 'source', 'surveyedOn', 'validFrom', 'area'] as const;
type FormField = (typeof FIELDS)[number];

function vertices(a: SurveyList['declarations'][number]['area']): number {
  if (!a) return 0;
  const polys = a.type === 'Polygon' ? [a.coordinates] : a.coordinates;
  return polys.reduce((n, p) => n + (p[0]?.length ?? 1) - 1, 0);
}

export function Surveys() {
  const { t, date, code, list: listOf } = useI18n();
  const { user } = useSession();
  const munis = useAsync(() => municipalities(), []);
  const [municipality, setMunicipality] = useState('');
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (municipality || munis.state !== 'ok') return;
    const own = user?.municipality ? munis.data.find((m) => m.id === user.municipality) : undefined;
    const first = own ?? munis.data[0];
    if (first) setMunicipality(first.id);
  }, [municipality, munis, user?.municipality]);
  const data = useAsync(user && municipality ? (signal) => surveys(municipality, signal) : null, [user?.id, municipality, round]);
  if (!user) return <SignInFirst title={t('survey.title')} />;
  return (
    <Page title={t('survey.title')} crumbs={[{ label: t('menu.admin') }]} lead={t('survey.lead')}>
      {munis.state === 'ok' && (
        <MunicipalitySelect
          id="survey-municipality"
          value={municipality}
          onChange={(m) => {
            setDone(null);
            setMunicipality(m);
          }}
          items={munis.data}
        />
      )}
      {done && <Message kind="success" title={done} live />}
      {data.state === 'loading' && <Loading />}
      {data.state === 'error' && <LoadError error={data.error} retry={data.reload} />}
      {data.state === 'ok' && (
        <>
          <section className="glp-section" aria-labelledby="survey-needed">
            <h2 id="survey-needed">{t('survey.needed')}</h2>
            {data.data.missing.length > 0 ? (
              <Message
                kind="warning"
                title={t('survey.missing', { categories: listOf(data.data.missing.map((c) => code('category', c))) })}
              />
            ) : (
              <Message kind="success" title={t('survey.complete', { date: date(data.data.date) })} />
            )}
            <ScrollTable label={t('survey.needed')}>
              <thead>
                <tr>
                  <th scope="col">{t('survey.category')}</th>
                  <th scope="col">{t('survey.surveyed')}</th>
                </tr>
              </thead>
              <tbody>
                {data.data.needed.map((n) => (
                  <tr key={n.category}>
                    <td>{code('category', n.category)}</td>
                    <td>{n.surveyed ? t('survey.yes') : t('survey.no')}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </section>
          <section className="glp-section" aria-labelledby="survey-history">
            <h2 id="survey-history">{t('survey.history')}</h2>
            {data.data.declarations.length === 0 ? (
              <p>{t('survey.none')}</p>
            ) : (
              <ScrollTable label={t('survey.history')}>
                <thead>
                  <tr>
                    <th scope="col">{t('survey.category')}</th>
                    <th scope="col">{t('survey.source')}</th>
                    <th scope="col">{t('survey.surveyedOn')}</th>
                    <th scope="col">{t('survey.validFrom')}</th>
                    <th scope="col">{t('survey.area')}</th>
                    <th scope="col">{t('survey.declaredAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...data.data.declarations]
                    .sort((a, b) => b.declaredAt.localeCompare(a.declaredAt))
                    .map((d) => (
                      <tr key={d.id}>
                        <td>{code('category', d.category)}</td>
                        <td>{d.source}</td>
                        <td>{date(d.surveyedOn)}</td>
                        <td>{date(d.validFrom)}</td>
                        <td>{d.area ? t('survey.polygon', { count: vertices(d.area) }) : t('survey.whole')}</td>
                        <td>{date(d.declaredAt.slice(0, 10))}</td>
                      </tr>
                    ))}
                </tbody>
              </ScrollTable>
            )}
          </section>
          <DeclareForm
            key={municipality}
            municipality={municipality}
            categories={[...new Set([...data.data.needed.map((n) => n.category), ...data.data.declarations.map((d) => d.category)])]}
            onDone={(category) => {
              setDone(t('survey.declared', { category: code('category', category) }));
              setRound((r) => r + 1);
            }}
          />
        </>
      )}
    </Page>
  );
}

function DeclareForm({ municipality, categories, onDone }: { municipality: string; categories: string[]; onDone(category: string): void }) {
  const { t, code } = useI18n();
  const [category, setCategory] = useState(categories[0] ?? '');
  const [source, setSource] = useState('');
  const [surveyedOn, setSurveyedOn] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const [whole, setWhole] = useState(true);
  const [area, setArea] = useState<SurveyArea | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [refusal, setRefusal] = useState<{ error: Error; rest: FieldProblem[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const readFile = async (file: File | undefined) => {
    setArea(null);
    if (!file) return;
    try {
      const a = areaOf(JSON.parse(await file.text()));
      setErrors((e) => {
        const { area: _, ...rest } = e;
        return a ? rest : { ...rest, area: t('survey.fileNotPolygon') };
      });
      setArea(a);
    } catch (e) {
      setErrors((x) => ({ ...x, area: t('survey.fileNotJson', { detail: e instanceof Error ? e.message : String(e) }) }));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Only what the browser can tell without the law (required fields, the file); the rest is the API's to say.
    const mine: Partial<Record<FormField, string>> = {};
    if (!source.trim()) mine.source = t('survey.required');
    if (!surveyedOn) mine.surveyedOn = t('survey.required');
    if (!whole && !area) mine.area = errors.area ?? t('survey.fileRequired');
    setErrors(mine);
    setRefusal(null);
    if (Object.keys(mine).length > 0) return;
    setBusy(true);
    try {
      await declareSurvey(municipality, {
        category,
        source: source.trim(),
        surveyedOn,
        ...(validFrom ? { validFrom } : {}),
        area: whole ? null : area,
      });
      setSource('');
      onDone(category);
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      const { byField, rest } = fieldErrors(error, FIELDS);
      const next: Partial<Record<FormField, string>> = {};
      for (const f of FIELDS) {
        const p = byField[f];
        if (p) next[f] = t('survey.fieldError', { expected: expectedOf(p), found: foundOf(p) });
      }
      setErrors(next);
      setRefusal({ error, rest });
    }
    setBusy(false);
  };

  const err = (f: FormField) => errors[f] ?? null;
  return (
    <section className="glp-section" aria-labelledby="survey-declare">
      <h2 id="survey-declare">{t('survey.declare')}</h2>
      <form className="glp-form glp-narrow" onSubmit={submit} noValidate>
        <Field id="survey-category" label={t('survey.category')} error={err('category')}>
          <select
            id="survey-category"
            className="glp-select"
            value={category}
            aria-describedby={describedBy('survey-category', false, err('category'))}
            onChange={(e) => setCategory(e.target.value)}
          >
            {categories.map((c) => (
              <option key={c} value={c}>
                {code('category', c)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="survey-source" label={t('survey.source')} hint={t('survey.sourceHint')} error={err('source')}>
          <input
            id="survey-source"
            type="text"
            value={source}
            aria-describedby={describedBy('survey-source', true, err('source'))}
            onChange={(e) => setSource(e.target.value)}
          />
        </Field>
        <Field id="survey-on" label={t('survey.surveyedOn')} hint={t('survey.surveyedOnHint')} error={err('surveyedOn')}>
          <input
            id="survey-on"
            type="date"
            value={surveyedOn}
            aria-describedby={describedBy('survey-on', true, err('surveyedOn'))}
            onChange={(e) => setSurveyedOn(e.target.value)}
          />
        </Field>
        <Field id="survey-from" label={t('survey.validFrom')} hint={t('survey.validFromHint')} error={err('validFrom')}>
          <input
            id="survey-from"
            type="date"
            value={validFrom}
            aria-describedby={describedBy('survey-from', true, err('validFrom'))}
            onChange={(e) => setValidFrom(e.target.value)}
          />
        </Field>
        <fieldset className="glp-fact">
          <legend>{t('survey.areaKind')}</legend>
          <div className="glp-radios">
            <div className="br-radio">
              <input id="survey-whole" type="radio" name="survey-area" checked={whole} onChange={() => setWhole(true)} />
              <label htmlFor="survey-whole">{t('survey.areaWhole')}</label>
            </div>
            <div className="br-radio">
              <input id="survey-polygon" type="radio" name="survey-area" checked={!whole} onChange={() => setWhole(false)} />
              <label htmlFor="survey-polygon">{t('survey.areaFile')}</label>
            </div>
          </div>
        </fieldset>
        {!whole && (
          <Field id="survey-file" label={t('survey.file')} hint={t('survey.fileHint')} error={err('area')}>
            <input
              id="survey-file"
              type="file"
              accept=".geojson,.json,application/geo+json,application/json"
              aria-describedby={describedBy('survey-file', true, err('area'))}
              onChange={(e) => void readFile(e.target.files?.[0])}
            />
          </Field>
        )}
        {whole && err('area') && <Message kind="danger" title={err('area') ?? ''} />}
        {refusal && <ProblemMessage error={refusal.error} fields={refusal.rest} />}
        <button type="submit" className="br-button primary" disabled={busy}>
          {t('survey.submit')}
        </button>
      </form>
    </section>
  );
}
