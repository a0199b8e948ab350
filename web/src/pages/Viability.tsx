/**
 * "Can I open here, and in which class?" — pick a municipality, the activity and (optionally)
 * the NBR 15514 class, then a point: a click on the map or typed coordinates (read by the rule
 * in lib/coordinates.ts, and the page says what it understood). The answer is the API's exact
 * check at the point; the map can also show the whole viability layer with the places'
 * distance buffers.
 */
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, api, unwrap } from '../api/client.ts';
import { ogcItems } from '../api/geo.ts';
import { municipalities } from '../api/municipalities.ts';
import { checkPoint, type ViabilityQuery, viabilityLayer } from '../api/viability.ts';
import { ActivitySelect, describedBy, Field, MunicipalitySelect } from '../components/Fields.tsx';
import { LoadError, Loading } from '../components/Loading.tsx';
import { Message } from '../components/Message.tsx';
import { Page } from '../components/Page.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { type Order, parseCoordinates } from '../lib/coordinates.ts';
import { BOUNDARY_TOLERANCE_M, metresOutside } from '../lib/geometry.ts';
import { useAsync } from '../lib/useAsync.ts';
import { Legend } from '../map/Legend.tsx';
import { MapView } from '../map/MapView.tsx';
import { Understood, ViabilityAnswer } from './ViabilityAnswer.tsx';
import { unknownGroundText } from '../lib/viability-unknown.ts';

/** Cell size of the viability layer: fine enough to read streets, light enough for a phone. */
const MAP_RESOLUTION_M = 100;

interface Point {
  lat: number;
  lon: number;
  order: Order | 'map';
}

export function Viability() {
  const { t, number, lang } = useI18n();
  const [params, setParams] = useSearchParams();
  const munis = useAsync(() => municipalities(), []);
  const [municipality, setMunicipality] = useState(params.get('municipio') ?? '');
  const [activity, setActivity] = useState('glp-resale');
  const [normClass, setNormClass] = useState('');
  const [coords, setCoords] = useState('');
  const [coordsError, setCoordsError] = useState<string | null>(null);
  const [point, setPoint] = useState<Point | null>(null);
  const [showLayer, setShowLayer] = useState(false);

  useEffect(() => {
    if (!municipality && munis.state === 'ok' && munis.data[0]) setMunicipality(munis.data[0].id);
  }, [municipality, munis]);

  const rules = useAsync(
    municipality ? (signal) => unwrap(api.GET('/api/municipalities/{id}/rules', { params: { path: { id: municipality } }, signal })) : null,
    [municipality],
  );
  const activities = rules.state === 'ok' && rules.data.sitingActivities.length > 0 ? rules.data.sitingActivities : ['glp-resale'];
  useEffect(() => {
    if (!activities.includes(activity)) setActivity(activities[0] ?? 'glp-resale');
  }, [activities, activity]);
  const siteClasses = rules.state === 'ok' && rules.data.siteClasses?.activities.includes(activity) ? rules.data.siteClasses : null;
  // A class of another municipality's law (or activity) is not asked of this one.
  useEffect(() => {
    if (rules.state !== 'ok' || !normClass) return;
    if (!rules.data.normClasses.includes(normClass) && !siteClasses?.classes.includes(normClass)) setNormClass('');
  }, [rules, siteClasses, normClass]);

  const layers = useAsync(
    municipality
      ? async (signal) => {
          const [boundary, outlets, places] = await Promise.all([
            ogcItems(municipality, 'municipal-boundary', {}, signal),
            ogcItems(municipality, 'outlets', {}, signal),
            ogcItems(municipality, 'places', {}, signal),
          ]);
          return { boundary, outlets, places };
        }
      : null,
    [municipality],
  );

  const query = useMemo(() => {
    // The findings' messages and the map's notes in the interface's language.
    const q: ViabilityQuery = { activity, lang };
    if (normClass) q.class = normClass;
    return q;
  }, [activity, normClass, lang]);

  const boundaryGeom = layers.state === 'ok' ? layers.data.boundary.features[0]?.geometry : undefined;
  // The boundary is simplified: as the API and the CLI, a point up to 1 km outside it is answered,
  // with the API's caution (outsideBoundaryM); farther out the law has no answer and the page does
  // not ask. The page's distance is approximate: near the tolerance it asks, and the API decides.
  const off = point !== null && boundaryGeom !== undefined ? metresOutside(point.lon, point.lat, boundaryGeom) : 0;
  const farOutside = off > BOUNDARY_TOLERANCE_M * 1.02;
  const answer = useAsync(
    municipality && point && !farOutside ? (signal) => checkPoint(municipality, query, point.lat, point.lon, signal) : null,
    [municipality, point, query, farOutside],
  );
  // The API's refusal of a point outside the municipality (400 on lon/lat) reads as the page's own.
  const refused =
    answer.state === 'error' &&
    answer.error instanceof ApiError &&
    answer.error.status === 400 &&
    (answer.error.problem?.errors ?? []).some((e) => e.field === 'query.lon' || e.field === 'query.lat');
  const outside = farOutside || refused;

  const layer = useAsync(municipality && showLayer ? (signal) => viabilityLayer(municipality, query, MAP_RESOLUTION_M, signal) : null, [
    municipality,
    showLayer,
    query,
  ]);

  const chooseMunicipality = (id: string) => {
    setMunicipality(id);
    setPoint(null);
    setParams({ municipio: id }, { replace: true });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = parseCoordinates(coords);
    if ('error' in r) {
      setCoordsError(
        r.error === 'empty'
          ? t('viability.coords.empty')
          : r.error === 'count'
            ? t('viability.coords.count', { count: r.count })
            : r.error === 'number'
              ? t('viability.coords.number', { found: r.found })
              : r.error === 'letters'
                ? t('viability.coords.letters')
                : t('viability.coords.outside', { a: number(r.a, 6), b: number(r.b, 6) }),
      );
      return;
    }
    setCoordsError(null);
    setPoint({ lat: r.lat, lon: r.lon, order: r.order });
  };

  const pick = (lat: number, lon: number) => {
    setCoordsError(null);
    setCoords(`${lat.toFixed(6)}, ${lon.toFixed(6)}`);
    setPoint({ lat, lon, order: 'map' });
  };

  const muni = munis.state === 'ok' ? munis.data.find((m) => m.id === municipality) : undefined;
  const stats = layer.state === 'ok' ? layer.data.stats : null;
  // Rules the map does not check: its "allowed" is allowed only as to distances (ADR 0016).
  const toCheck = layer.state === 'ok' ? (layer.data.unchecked ?? []).map((u) => u.citation).join('; ') : '';

  return (
    <Page title={t('viability.title')} lead={t('viability.lead')}>
      {munis.state === 'error' && <LoadError error={munis.error} retry={munis.reload} />}
      {rules.state === 'error' && <LoadError error={rules.error} retry={rules.reload} />}
      <form className="glp-form" onSubmit={submit} noValidate>
        <div className="glp-form-row">
          <MunicipalitySelect
            id="viability-municipality"
            value={municipality}
            onChange={chooseMunicipality}
            items={munis.state === 'ok' ? munis.data : []}
          />
          <ActivitySelect id="viability-activity" value={activity} onChange={setActivity} activities={activities} />
          <Field id="viability-class" label={t('viability.class')} hint={t('viability.classHint')}>
            <select
              id="viability-class"
              className="glp-select"
              value={normClass}
              onChange={(e) => setNormClass(e.target.value)}
              aria-describedby="viability-class-hint"
            >
              <option value="">{t('viability.classNone')}</option>
              {/* The law's own classes the zone decides (VdC art. 5: A, B, C), then the NBR 15514's. */}
              {siteClasses && (
                <optgroup label={siteClasses.scheme[lang]}>
                  {siteClasses.classes.map((c) => (
                    <option key={c} value={c}>
                      {t('viability.classOfLaw', { class: c, scheme: siteClasses.scheme[lang] })}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label="NBR 15514">
                {(rules.state === 'ok' ? rules.data.normClasses : []).map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </optgroup>
            </select>
          </Field>
        </div>
        <Field id="viability-coords" label={t('viability.coords')} hint={t('viability.coordsHint')} error={coordsError}>
          <input
            id="viability-coords"
            type="text"
            inputMode="text"
            value={coords}
            onChange={(e) => setCoords(e.target.value)}
            aria-invalid={coordsError !== null}
            aria-describedby={describedBy('viability-coords', true, coordsError)}
            autoComplete="off"
            spellCheck={false}
            placeholder="-12.97, -38.50"
          />
        </Field>
        <div className="glp-actions">
          <button type="submit" className="br-button primary" disabled={!municipality}>
            <i className="fas fa-map-marker-alt mr-1" aria-hidden="true" />
            {t('viability.check')}
          </button>
          <span className="glp-muted">{t('viability.pickOnMap')}</span>
        </div>
      </form>

      {point && <Understood lat={point.lat} lon={point.lon} order={point.order} />}
      {outside && muni && <Message kind="warning" title={t('viability.outsideMunicipality', { municipality: muni.name })} live />}
      {answer.state === 'loading' && <Loading />}
      {answer.state === 'error' && !refused && <LoadError error={answer.error} retry={answer.reload} />}
      {answer.state === 'ok' && <ViabilityAnswer answer={answer.data} />}

      <section className="glp-section" aria-labelledby="viability-map-title">
        <h2 id="viability-map-title" className="sr-only">
          {t('map.label', { municipality: muni?.name ?? '' })}
        </h2>
        <div className="br-switch glp-switch">
          <input id="viability-layer" type="checkbox" checked={showLayer} onChange={(e) => setShowLayer(e.target.checked)} />
          <label htmlFor="viability-layer">{t('viability.showMap')}</label>
        </div>
        {layer.state === 'loading' && <Loading label={t('viability.mapLoading')} />}
        {layer.state === 'error' && <LoadError error={layer.error} retry={layer.reload} />}
        {stats && (
          <p role="status">
            {t(toCheck ? 'viability.mapSummaryDistances' : 'viability.mapSummary', {
              allowed: number(stats.allowedAreaKm2 ?? 0),
              excluded: number(stats.excludedAreaKm2 ?? 0),
              resolution: MAP_RESOLUTION_M,
              rules: toCheck,
            })}{' '}
            {(stats.unknownAreaKm2 ?? 0) > 0 &&
              `${unknownGroundText(t, layer.state === 'ok' ? layer.data : null, number(stats.unknownAreaKm2 ?? 0))} `}
            {t('viability.mapNote', { resolution: MAP_RESOLUTION_M })}
          </p>
        )}
        <div className="glp-map-with-legend">
          <MapView
            label={t('map.label', { municipality: muni?.name ?? '' })}
            onPick={pick}
            className="glp-map-tall"
            data={{
              ...(layers.state === 'ok' ? layers.data : {}),
              viability: layer.state === 'ok' ? layer.data : null,
              point: point ? { lat: point.lat, lon: point.lon } : null,
              focusPoint: point !== null && point.order !== 'map',
            }}
          />
          <Legend
            items={['boundary', 'outlets', 'places', 'buffers', 'allowed', 'excluded', 'unknown', 'point']}
            labels={toCheck ? { allowed: t('viability.legendAllowedDistances', { rules: toCheck }) } : {}}
          />
        </div>
        {layers.state === 'loading' && <Loading />}
        {layers.state === 'error' && <LoadError error={layers.error} retry={layers.reload} />}
      </section>
    </Page>
  );
}
