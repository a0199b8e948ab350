/**
 * The public complaint (/denuncia), no sign-in: what is happening (a few common situations and
 * the citizen's own words), where (a click on the municipality's map, typed coordinates, or the
 * municipality and an address), an optional photo from the phone's camera (downscaled here to
 * fit the API's 512 KiB), then the protocol shown big with the link to follow it
 * (/denuncia/<protocolo>). Too many complaints from one address (429) is said plainly, with
 * when to try again.
 */
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { fileComplaint, RetryLater } from '../../api/field.ts';
import { ogcItems } from '../../api/geo.ts';
import { municipalities } from '../../api/municipalities.ts';
import { describedBy, Field, MunicipalitySelect } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { pt } from '../../i18n/pt.ts';
import { parseCoordinates } from '../../lib/coordinates.ts';
import { downscalePhoto, type SmallPhoto } from '../../lib/photo.ts';
import { useAsync } from '../../lib/useAsync.ts';
import { MapView } from '../../map/MapView.tsx';

/** The situations people report most (issue 12): each becomes the first words of the description. */
export const SITUATIONS = ['commerce', 'home', 'street', 'vehicle', 'other'] as const;
type Situation = (typeof SITUATIONS)[number];
const situationKey = (s: Situation) => `complaint.situation.${s}` as MessageKey;

/** The API's bounds on the words (src/field/complaints.ts): 10 to 2000 characters, address up to 300. */
const MIN_TEXT = 10;
const MAX_TEXT = 1800;

type Sent = { state: 'idle' } | { state: 'sending' } | { state: 'error'; error: Error };

export function Complaint() {
  const { t, time } = useI18n();
  const navigate = useNavigate();
  const munis = useAsync(() => municipalities(), []);
  const [municipality, setMunicipality] = useState('');
  const [situation, setSituation] = useState<Situation | ''>('');
  const [text, setText] = useState('');
  const [coords, setCoords] = useState('');
  const [address, setAddress] = useState('');
  const [photo, setPhoto] = useState<SmallPhoto | null>(null);
  const [photoState, setPhotoState] = useState<'idle' | 'working' | 'error'>('idle');
  // Checked once a submission was tried, then as the citizen corrects (no stale message left behind).
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  const [protocol, setProtocol] = useState('');

  useEffect(() => {
    if (!municipality && munis.state === 'ok' && munis.data[0]) setMunicipality(munis.data[0].id);
  }, [municipality, munis]);
  const boundary = useAsync(municipality ? (signal) => ogcItems(municipality, 'municipal-boundary', {}, signal) : null, [municipality]);

  const parsed = coords.trim() === '' ? null : parseCoordinates(coords);
  const point = parsed && !('error' in parsed) ? parsed : null;

  const pick = (lat: number, lon: number) => setCoords(`${lat.toFixed(6)}, ${lon.toFixed(6)}`);

  const choosePhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setPhotoState('working');
    try {
      setPhoto(await downscalePhoto(file));
      setPhotoState('idle');
    } catch {
      setPhoto(null);
      setPhotoState('error');
    }
  };

  // The officials read Portuguese: the situation is written in Portuguese whatever the page's language.
  const description = [situation ? pt[situationKey(situation)] : '', text.trim()].filter(Boolean).join('. ');
  const problems: Partial<Record<'situation' | 'text' | 'where', string>> = {};
  if (!situation) problems.situation = t('complaint.situationRequired');
  if (text.trim().length > MAX_TEXT) problems.text = t('complaint.textLong', { max: MAX_TEXT });
  else if (description.length < MIN_TEXT) problems.text = t('complaint.textShort');
  if (coords.trim() !== '' && !point) problems.where = t('form.coordsInvalid');
  else if (!point && address.trim() === '') problems.where = t('complaint.whereRequired');
  const errors = tried ? problems : {};

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    setSent({ state: 'sending' });
    try {
      const r = await fileComplaint({
        description,
        ...(point ? { location: [point.lon, point.lat] } : { municipality }),
        ...(address.trim() ? { address: address.trim() } : {}),
        ...(photo ? { photo: photo.base64 } : {}),
      });
      navigate(`/denuncia/${r.protocol}?nova=1`);
    } catch (err) {
      setSent({ state: 'error', error: err instanceof Error ? err : new Error(String(err)) });
    }
  };

  const error = sent.state === 'error' ? sent.error : null;
  const muni = munis.state === 'ok' ? munis.data.find((m) => m.id === municipality) : undefined;

  return (
    <Page title={t('complaint.title')} lead={t('complaint.lead')}>
      {munis.state === 'error' && <LoadError error={munis.error} retry={munis.reload} />}
      <form className="glp-form glp-complaint" onSubmit={submit} noValidate>
        <fieldset className="glp-fact" aria-describedby={errors.situation ? 'complaint-situation-error' : undefined}>
          <legend>{t('complaint.what')}</legend>
          <div className="glp-choices">
            {SITUATIONS.map((s) => (
              <div className="br-radio" key={s}>
                <input
                  id={`complaint-situation-${s}`}
                  type="radio"
                  name="situation"
                  value={s}
                  checked={situation === s}
                  onChange={() => setSituation(s)}
                />
                <label htmlFor={`complaint-situation-${s}`}>{t(situationKey(s))}</label>
              </div>
            ))}
          </div>
          {errors.situation && (
            <span className="feedback danger" role="alert" id="complaint-situation-error">
              {errors.situation}
            </span>
          )}
        </fieldset>
        <Field id="complaint-text" label={t('complaint.text')} hint={t('complaint.textHint')} error={errors.text}>
          <textarea
            id="complaint-text"
            className="glp-textarea"
            rows={4}
            maxLength={MAX_TEXT}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={errors.text !== undefined}
            aria-describedby={describedBy('complaint-text', true, errors.text)}
          />
        </Field>

        <fieldset className="glp-fact">
          <legend>{t('complaint.where')}</legend>
          <MunicipalitySelect
            id="complaint-municipality"
            value={municipality}
            onChange={setMunicipality}
            items={munis.state === 'ok' ? munis.data : []}
          />
          <MapView
            className="glp-form-map"
            label={t('complaint.mapLabel', { municipality: muni?.name ?? '' })}
            onPick={pick}
            data={{ boundary: boundary.state === 'ok' ? boundary.data : null, point: point ? { lat: point.lat, lon: point.lon } : null }}
          />
          <Field id="complaint-coords" label={t('complaint.coords')} hint={t('complaint.coordsHint')} error={errors.where}>
            <input
              id="complaint-coords"
              type="text"
              value={coords}
              onChange={(e) => setCoords(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={errors.where !== undefined}
              aria-describedby={describedBy('complaint-coords', true, errors.where)}
            />
          </Field>
          <Field id="complaint-address" label={t('complaint.address')} hint={t('complaint.addressHint')}>
            <input
              id="complaint-address"
              type="text"
              maxLength={300}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              autoComplete="street-address"
              aria-describedby="complaint-address-hint"
            />
          </Field>
        </fieldset>

        <Field id="complaint-photo" label={t('complaint.photo')} hint={t('complaint.photoHint')}>
          <input
            id="complaint-photo"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={choosePhoto}
            aria-describedby="complaint-photo-hint"
          />
        </Field>
        {photoState === 'working' && <Loading label={t('complaint.photoWorking')} />}
        {photoState === 'error' && <Message kind="danger" title={t('complaint.photoError')} live />}
        {photo && (
          <div className="glp-photo">
            <img className="glp-photo-img" src={photo.dataUrl} alt={t('complaint.photoAlt')} width={photo.width} height={photo.height} />
            <p className="glp-muted" role="status">
              {t('complaint.photoReady', { kib: Math.ceil(photo.bytes / 1024), width: photo.width, height: photo.height })}
            </p>
            <button type="button" className="br-button secondary small" onClick={() => setPhoto(null)}>
              {t('complaint.photoRemove')}
            </button>
          </div>
        )}

        {error instanceof RetryLater && (
          <Message kind="warning" title={t('complaint.tooMany')} live>
            {error.retryAfterS
              ? t('complaint.retryAt', {
                  minutes: Math.ceil(error.retryAfterS / 60),
                  time: time(new Date(Date.now() + error.retryAfterS * 1000)),
                })
              : t('complaint.retryLater')}
          </Message>
        )}
        {error && !(error instanceof RetryLater) && (
          <Message kind="danger" title={t('complaint.refused')} live>
            {error instanceof ApiError ? (error.problem?.detail ?? error.message) : t('complaint.network')}
          </Message>
        )}
        <div className="glp-actions">
          <button
            type="submit"
            className="br-button primary glp-big-button"
            disabled={sent.state === 'sending' || photoState === 'working'}
          >
            <i className="fas fa-paper-plane mr-1" aria-hidden="true" />
            {sent.state === 'sending' ? t('complaint.sending') : t('complaint.submit')}
          </button>
        </div>
      </form>

      <section className="glp-section" aria-labelledby="complaint-follow">
        <h2 id="complaint-follow">{t('complaint.followTitle')}</h2>
        <form
          className="glp-form glp-form-row"
          onSubmit={(e) => {
            e.preventDefault();
            if (protocol.trim()) navigate(`/denuncia/${encodeURIComponent(protocol.trim().toUpperCase())}`);
          }}
        >
          <Field id="complaint-protocol" label={t('complaint.protocol')} hint={t('complaint.protocolHint')}>
            <input
              id="complaint-protocol"
              type="text"
              value={protocol}
              onChange={(e) => setProtocol(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              aria-describedby="complaint-protocol-hint"
            />
          </Field>
          <div className="glp-actions">
            <button type="submit" className="br-button secondary">
              {t('complaint.follow')}
            </button>
          </div>
        </form>
      </section>
    </Page>
  );
}
