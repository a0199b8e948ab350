/**
 * The public licence registry: one query at a time (municipality + number, CNPJ or plate), as
 * the API allows — a check, not a list to harvest — and the licensed outlets of the
 * municipality's place registry on a map.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api, unwrap } from '../api/client.ts';
import { ogcItems } from '../api/geo.ts';
import { municipalities } from '../api/municipalities.ts';
import { describedBy, Field, MunicipalitySelect } from '../components/Fields.tsx';
import { type PublicLicence, StateTag } from '../components/Licence.tsx';
import { LoadError, Loading } from '../components/Loading.tsx';
import { Message } from '../components/Message.tsx';
import { Page } from '../components/Page.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { useAsync } from '../lib/useAsync.ts';
import { Legend } from '../map/Legend.tsx';
import { MapView } from '../map/MapView.tsx';

type By = 'number' | 'cnpj' | 'plate';
const BY: readonly By[] = ['number', 'cnpj', 'plate'];
const BY_LABEL = { number: 'registry.byNumber', cnpj: 'registry.byCnpj', plate: 'registry.byPlate' } as const;
const BY_HINT = { number: 'registry.hintNumber', cnpj: 'registry.hintCnpj', plate: 'registry.hintPlate' } as const;

interface Query {
  municipality: string;
  by: By;
  value: string;
}

export function Registry() {
  const { t, code, date } = useI18n();
  const [params, setParams] = useSearchParams();
  const munis = useAsync(() => municipalities(), []);
  const [municipality, setMunicipality] = useState(params.get('municipio') ?? '');
  const [by, setBy] = useState<By>('number');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState<Query | null>(null);

  useEffect(() => {
    if (!municipality && munis.state === 'ok' && munis.data[0]) setMunicipality(munis.data[0].id);
  }, [municipality, munis]);

  const results = useAsync(
    query
      ? (signal) =>
          unwrap(
            api.GET('/api/public/licences', {
              params: { query: { municipality: query.municipality, [query.by]: query.value } },
              signal,
            }),
          )
      : null,
    [query],
  );
  const map = useAsync(
    municipality
      ? async (signal) => {
          const [boundary, outlets] = await Promise.all([
            ogcItems(municipality, 'municipal-boundary', {}, signal),
            ogcItems(municipality, 'outlets', { status: 'licensed' }, signal),
          ]);
          return { boundary, outlets };
        }
      : null,
    [municipality],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) {
      setError(t('registry.required'));
      return;
    }
    setError(null);
    setQuery({ municipality, by, value: value.trim() });
    setParams({ municipio: municipality }, { replace: true });
  };

  const muniName = (id: string) => (munis.state === 'ok' ? (munis.data.find((m) => m.id === id)?.name ?? id) : id);

  return (
    <Page title={t('registry.title')} lead={t('registry.lead')}>
      {munis.state === 'error' && <LoadError error={munis.error} retry={munis.reload} />}
      <form className="glp-form" onSubmit={submit} noValidate>
        <div className="glp-form-row">
          <MunicipalitySelect
            id="registry-municipality"
            value={municipality}
            onChange={setMunicipality}
            items={munis.state === 'ok' ? munis.data : []}
          />
          <fieldset className="glp-fieldset">
            <legend>{t('registry.by')}</legend>
            <div className="glp-radios">
              {BY.map((b) => (
                <div className="br-radio" key={b}>
                  <input id={`registry-by-${b}`} type="radio" name="registry-by" value={b} checked={by === b} onChange={() => setBy(b)} />
                  <label htmlFor={`registry-by-${b}`}>{t(BY_LABEL[b])}</label>
                </div>
              ))}
            </div>
          </fieldset>
        </div>
        <Field id="registry-value" label={t(BY_LABEL[by])} hint={t(BY_HINT[by])} error={error}>
          <input
            id="registry-value"
            type="text"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={describedBy('registry-value', true, error)}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <button type="submit" className="br-button primary" disabled={!municipality}>
          <i className="fas fa-search mr-1" aria-hidden="true" />
          {t('registry.search')}
        </button>
      </form>

      <section aria-labelledby="registry-results" className="glp-section" hidden={!query}>
        <h2 id="registry-results">{t('registry.results')}</h2>
        {results.state === 'loading' && <Loading />}
        {results.state === 'error' && <LoadError error={results.error} retry={results.reload} />}
        {results.state === 'ok' && query && results.data.items.length === 0 && (
          <Message kind="warning" live>
            {t('registry.none', { value: query.value, municipality: muniName(query.municipality) })}
          </Message>
        )}
        {results.state === 'ok' && results.data.items.length > 0 && (
          <>
            <p role="status">{t('registry.count', { count: results.data.total })}</p>
            <LicenceTable items={results.data.items} muniName={muniName} code={code} date={date} />
          </>
        )}
      </section>

      <section aria-labelledby="registry-map" className="glp-section">
        <h2 id="registry-map">{t('registry.mapTitle')}</h2>
        <p>{t('registry.mapLead')}</p>
        {map.state === 'error' && <LoadError error={map.error} retry={map.reload} />}
        {map.state === 'ok' && <p>{t('registry.mapCount', { count: map.data.outlets.features.length })}</p>}
        <div className="glp-map-with-legend">
          <MapView
            label={t('map.label', { municipality: muniName(municipality) })}
            data={map.state === 'ok' ? { boundary: map.data.boundary, outlets: map.data.outlets } : {}}
          />
          <Legend items={['boundary', 'outlets']} />
        </div>
      </section>
    </Page>
  );
}

function LicenceTable({
  items,
  muniName,
  code,
  date,
}: {
  items: PublicLicence[];
  muniName(id: string): string;
  code(prefix: string, c: string): string;
  date(iso: string | null): string;
}) {
  const { t } = useI18n();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1).
    <section className="br-table glp-table-scroll" tabIndex={0} aria-labelledby="registry-results">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('licence.number')}</th>
            <th scope="col">{t('licence.holder')}</th>
            <th scope="col">{t('licence.kind')}</th>
            <th scope="col">{t('licence.class')}</th>
            <th scope="col">{t('licence.issued')}</th>
            <th scope="col">{t('licence.expires')}</th>
            <th scope="col">{t('licence.status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((l) => (
            <tr key={`${l.municipality}/${l.number}`}>
              <td>
                <Link to={`/verificar/${encodeURIComponent(l.number)}?municipio=${l.municipality}`}>{l.number}</Link>
              </td>
              <td>
                {l.establishmentName}
                {l.plate ? ` — ${t('licence.plate')} ${l.plate}` : ''}
                {l.coversVehicle ? ` — ${t('licence.coversVehicle', { plate: l.coversVehicle })}` : ''}
                <span className="sr-only"> ({muniName(l.municipality)})</span>
              </td>
              <td>{code('licence.kind', l.kind)}</td>
              <td>{l.class ?? '—'}</td>
              <td>{date(l.issuedOn)}</td>
              <td>{l.expiresOn ? date(l.expiresOn) : t('licence.noExpiry')}</td>
              <td>
                <StateTag licence={l} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
