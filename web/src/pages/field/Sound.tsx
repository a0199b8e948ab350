/**
 * Sound advertising from a delivery vehicle, now (/campo/som): whether the municipality's law
 * allows it at this moment, and why, cited — Salvador art. 4, parágrafo único (hours, Sundays
 * and holidays, the holiday named). The moment is now by default, or one typed. A municipality
 * whose law has no such rule is said to be "not applicable" (the API's 422 on `municipality`).
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { soundCheck } from '../../api/field.ts';
import { municipalities } from '../../api/municipalities.ts';
import { useSession } from '../../auth/Session.tsx';
import { Field, MunicipalitySelect } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { useAsync } from '../../lib/useAsync.ts';

export function Sound() {
  const { t, lang, date } = useI18n();
  const { user } = useSession();
  const munis = useAsync(() => municipalities(), []);
  const [municipality, setMunicipality] = useState('');
  const [at, setAt] = useState('');
  // "Now" is read when asked (the page may stay open for hours), as an instant with its offset:
  // the API converts it to the municipality's local time (ADR 0012).
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    if (!municipality && user?.municipality) setMunicipality(user.municipality);
    else if (!municipality && munis.state === 'ok' && munis.data[0]) setMunicipality(munis.data[0].id);
  }, [municipality, munis, user]);
  const moment = at || now;
  const answer = useAsync(municipality ? (signal) => soundCheck(municipality, moment, lang, signal) : null, [municipality, moment, lang]);
  const notApplicable = answer.state === 'error' && answer.error instanceof ApiError && answer.error.status === 422;
  const muni = munis.state === 'ok' ? munis.data.find((m) => m.id === municipality) : undefined;

  return (
    <Page title={t('sound.title')} lead={t('sound.lead')} crumbs={[{ label: t('field.today'), to: '/campo' }]}>
      <form className="glp-form" onSubmit={(e) => e.preventDefault()}>
        <div className="glp-form-row">
          <MunicipalitySelect
            id="sound-municipality"
            value={municipality}
            onChange={setMunicipality}
            items={munis.state === 'ok' ? munis.data : []}
          />
          <Field id="sound-at" label={t('sound.at')} hint={t('sound.atHint')}>
            <input
              id="sound-at"
              type="datetime-local"
              value={at}
              onChange={(e) => setAt(e.target.value)}
              aria-describedby="sound-at-hint"
            />
          </Field>
        </div>
        <div className="glp-actions">
          <button
            type="button"
            className="br-button primary glp-big-button"
            onClick={() => {
              setAt('');
              setNow(new Date().toISOString());
            }}
          >
            <i className="fas fa-clock mr-1" aria-hidden="true" />
            {t('sound.now')}
          </button>
        </div>
      </form>
      {answer.state === 'loading' && <Loading />}
      {notApplicable && <Message kind="info" title={t('sound.notApplicable', { municipality: muni?.name ?? municipality })} live />}
      {answer.state === 'error' && !notApplicable && <LoadError error={answer.error} retry={answer.reload} />}
      {answer.state === 'ok' && (
        <section className="glp-section" aria-labelledby="sound-answer">
          <h2 id="sound-answer">
            {t('sound.answerAt', {
              date: date(answer.data.local.slice(0, 10)),
              time: answer.data.local.slice(11, 16),
              zone: answer.data.timeZone,
            })}
          </h2>
          <p className={`glp-verdict ${answer.data.allowed ? 'glp-verdict-ok' : 'glp-verdict-bad'}`} role="status">
            <i className={`fas ${answer.data.allowed ? 'fa-volume-up' : 'fa-volume-mute'} mr-1`} aria-hidden="true" />
            {answer.data.allowed ? t('sound.allowed') : t('sound.forbidden')}
          </p>
          <ul className="glp-problems">
            {answer.data.reasons.map((r) => (
              <li key={`${r.rule}${r.text}`}>
                <span className="glp-cite">{r.unit}</span>: {r.text}
                {r.holiday && ` — ${t('sound.holiday', { name: r.holiday.name, date: date(r.holiday.date) })}`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}
