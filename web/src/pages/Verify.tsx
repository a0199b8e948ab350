/**
 * /verificar/<número>: the page a licence's QR code opens. The public registry answers one
 * municipality at a time, so the number is looked up in each municipality served (or only in
 * ?municipio=…). Found: the status in words, the holder, the municipality and the validity.
 * Not found: said plainly, with what to check.
 */
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { api, unwrap } from '../api/client.ts';
import { type Municipality, municipalities } from '../api/municipalities.ts';
import { describedBy, Field } from '../components/Fields.tsx';
import { licenceState, localDay, type PublicLicence, StateTag } from '../components/Licence.tsx';
import { LoadError, Loading } from '../components/Loading.tsx';
import { Message } from '../components/Message.tsx';
import { Page } from '../components/Page.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { useAsync } from '../lib/useAsync.ts';

const KIND = { valid: 'success', notYet: 'warning', suspended: 'warning', revoked: 'danger', expired: 'warning' } as const;

async function lookUp(number: string, only: string | null, signal: AbortSignal) {
  const all = await municipalities();
  const searched: Municipality[] = only ? all.filter((m) => m.id === only) : all;
  const pages = await Promise.all(
    searched.map((m) => unwrap(api.GET('/api/public/licences', { params: { query: { municipality: m.id, number } }, signal }))),
  );
  return { searched, found: pages.flatMap((p) => p.items), at: new Date() };
}

export function Verify() {
  const { t } = useI18n();
  const { number } = useParams();
  const [params] = useSearchParams();
  const only = params.get('municipio');
  const navigate = useNavigate();
  const [typed, setTyped] = useState(number ?? '');
  const [error, setError] = useState<string | null>(null);
  const result = useAsync(number ? (signal) => lookUp(number, only, signal) : null, [number, only]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = typed.trim();
    if (!n) {
      setError(t('registry.required'));
      return;
    }
    setError(null);
    navigate(`/verificar/${encodeURIComponent(n)}`);
  };

  const title = number ? t('verify.resultTitle', { number }) : t('verify.title');
  const crumbs = number ? [{ label: t('verify.title'), to: '/verificar' }] : [];
  return (
    <Page title={title} crumbs={crumbs} lead={number ? undefined : t('verify.lead')}>
      {result.state === 'loading' && <Loading />}
      {result.state === 'error' && <LoadError error={result.error} retry={result.reload} />}
      {result.state === 'ok' && number && (
        <VerifyResult number={number} found={result.data.found} searched={result.data.searched} at={result.data.at} />
      )}
      <form className="glp-form glp-narrow" onSubmit={submit} noValidate>
        <Field id="verify-number" label={t('verify.number')} error={error}>
          <input
            id="verify-number"
            type="text"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={describedBy('verify-number', null, error)}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <button type="submit" className="br-button primary">
          {t('verify.submit')}
        </button>
      </form>
    </Page>
  );
}

function VerifyResult({ number, found, searched, at }: { number: string; found: PublicLicence[]; searched: Municipality[]; at: Date }) {
  const { t, date, time } = useI18n();
  const names = useMemo(() => new Map(searched.map((m) => [m.id, `${m.name}/${m.uf}`])), [searched]);
  if (found.length === 0) {
    return (
      <div className="glp-section">
        <Message kind="danger" title={t('verify.notFound', { number })} live>
          {t('verify.notFoundBody')}
        </Message>
        <p className="glp-muted">
          {t('verify.searched', { list: searched.map((m) => `${m.name}/${m.uf}`).join(', ') })}{' '}
          {t('verify.checkedAt', { date: date(localDay(at)), time: time(at) })}
        </p>
      </div>
    );
  }
  return (
    <div className="glp-section">
      {found.map((l) => {
        const s = licenceState(l);
        const headline =
          s === 'expired' && l.expiresOn
            ? t('licence.state.expiredLong', { date: date(l.expiresOn) })
            : s === 'notYet'
              ? t('licence.state.notYetLong', { date: date(l.issuedOn) })
              : t(`licence.state.${s}Long`);
        return (
          <article key={`${l.municipality}/${l.number}`} className="br-card glp-licence" aria-labelledby={`lic-${l.municipality}`}>
            <div className="card-content">
              <Message kind={KIND[s]} title={headline} live />
              <h2 id={`lic-${l.municipality}`} className="glp-licence-holder">
                {l.establishmentName}
              </h2>
              <dl className="glp-facts">
                <dt>{t('licence.status')}</dt>
                <dd>
                  <StateTag licence={l} />
                </dd>
                <dt>{t('licence.number')}</dt>
                <dd>{l.number}</dd>
                <dt>{t('licence.municipality')}</dt>
                <dd>{names.get(l.municipality) ?? l.municipality}</dd>
                <dt>{t('licence.kind')}</dt>
                <dd>{t(`licence.kind.${l.kind}`)}</dd>
                {l.class && (
                  <>
                    <dt>{t('licence.class')}</dt>
                    <dd>{l.class}</dd>
                  </>
                )}
                {l.plate && (
                  <>
                    <dt>{t('licence.plate')}</dt>
                    <dd>{l.plate}</dd>
                  </>
                )}
                <dt>{t('licence.issued')}</dt>
                <dd>{date(l.issuedOn)}</dd>
                <dt>{t('licence.expires')}</dt>
                <dd>{l.expiresOn ? date(l.expiresOn) : t('licence.noExpiry')}</dd>
              </dl>
              <p className="glp-muted">{t('verify.checkedAt', { date: date(localDay(at)), time: time(at) })}</p>
            </div>
          </article>
        );
      })}
    </div>
  );
}
