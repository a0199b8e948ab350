/**
 * The map (Leaflet, SVG: no WebGL). No background tiles by default — the network may be closed
 * and a tile server would see every place people look at; what is drawn comes from this
 * service: the municipal boundary and the registries (OGC API – Features), and the viability
 * layer (allowed / excluded / unknown) with the places' distance buffers. A tile server can be
 * configured on the server (GLP_TILE_URL), which announces it in a <meta> tag.
 *
 * Names from the registries are put in tooltips as text, never as HTML.
 */
import type { GeoJsonObject } from 'geojson';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { Feature, FeatureCollection } from '../api/geo.ts';
import { useI18n } from '../i18n/I18n.tsx';
import { COLORS, viabilityKind } from './style.ts';

export interface MapData {
  boundary?: FeatureCollection | null | undefined;
  outlets?: FeatureCollection | null | undefined;
  places?: FeatureCollection | null | undefined;
  /** The viability map: features of kind allowed, excluded, unknown and exclusion-zone (buffers). */
  viability?: { features: Feature[] } | null | undefined;
  point?: { lat: number; lon: number } | null | undefined;
  /** Zoom to the point (a typed one); a point picked on the map keeps the view. */
  focusPoint?: boolean | undefined;
  /** Show at least these points ([lat, lon]): a lot and the places that decided its distance rules. */
  fit?: readonly [number, number][] | null | undefined;
}

type LayerName = 'viability' | 'buffers' | 'boundary' | 'places' | 'outlets' | 'point';
const ORDER: readonly LayerName[] = ['viability', 'buffers', 'boundary', 'places', 'outlets', 'point'];

function meta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
}

function textTooltip(text: string): HTMLElement {
  const el = document.createElement('span');
  el.textContent = text;
  return el;
}

function collection(features: Feature[]): GeoJsonObject {
  return { type: 'FeatureCollection', features } as unknown as GeoJsonObject;
}

export function MapView({
  data,
  label,
  onPick,
  className = '',
}: {
  data: MapData;
  label: string;
  onPick?: ((lat: number, lon: number) => void) | undefined;
  className?: string;
}) {
  const { code, t } = useI18n();
  const el = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const groups = useRef<Partial<Record<LayerName, L.LayerGroup>>>({});
  const pick = useRef(onPick);
  pick.current = onPick;
  const fitted = useRef<FeatureCollection | null>(null);

  // The map itself, once.
  useEffect(() => {
    if (!el.current) return;
    const m = L.map(el.current, { center: [-14, -52], zoom: 4, keyboard: true, zoomSnap: 0.5 });
    const tiles = meta('glp-tile-url');
    if (tiles) L.tileLayer(tiles, { attribution: meta('glp-tile-attribution') ?? '', maxZoom: 19 }).addTo(m);
    ORDER.forEach((name, i) => {
      const pane = m.createPane(`glp-${name}`);
      pane.style.zIndex = String(410 + i * 10);
      groups.current[name] = L.layerGroup().addTo(m);
    });
    m.on('click', (e: L.LeafletMouseEvent) => pick.current?.(e.latlng.lat, e.latlng.lng));
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      groups.current = {};
      fitted.current = null;
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    if (m) m.getContainer().setAttribute('aria-label', label);
  }, [label]);

  const { boundary, outlets, places, viability, point, focusPoint, fit } = data;

  useEffect(() => {
    if (!map.current || !fit || fit.length === 0) return;
    map.current.fitBounds(L.latLngBounds(fit.map(([lat, lon]) => L.latLng(lat, lon))), { padding: [24, 24], maxZoom: 16, animate: false });
  }, [fit]);

  useEffect(() => {
    const g = groups.current.boundary;
    if (!g || !map.current) return;
    g.clearLayers();
    if (!boundary || boundary.features.length === 0) return;
    const layer = L.geoJSON(collection(boundary.features), {
      pane: 'glp-boundary',
      style: { color: COLORS.boundary, weight: 2.5, fill: false, interactive: false },
    }).addTo(g);
    if (fitted.current !== boundary) {
      fitted.current = boundary;
      map.current.fitBounds(layer.getBounds(), { padding: [8, 8] });
    }
  }, [boundary]);

  useEffect(() => {
    const draw = (name: 'outlets' | 'places', fc: FeatureCollection | null | undefined) => {
      const g = groups.current[name];
      if (!g) return;
      g.clearLayers();
      if (!fc) return;
      L.geoJSON(collection(fc.features), {
        pane: `glp-${name}`,
        pointToLayer: (_f, latlng) =>
          L.circleMarker(latlng, {
            pane: `glp-${name}`,
            radius: name === 'outlets' ? 7 : 5,
            color: '#ffffff',
            weight: 1.5,
            fillColor: name === 'outlets' ? COLORS.outlet : COLORS.place,
            fillOpacity: 1,
          }),
        // Areas only: GeoJSON would restyle the point markers above too (pale, under 3:1 contrast).
        style: (f) =>
          f?.geometry?.type === 'Point' ? {} : { color: name === 'outlets' ? COLORS.outlet : COLORS.place, weight: 1.5, fillOpacity: 0.3 },
        onEachFeature: (f, layer) => {
          const p = f.properties as Record<string, unknown>;
          const what = code('category', String(p.category ?? ''));
          const status = p.status ? ` (${code('outlet', String(p.status))})` : '';
          layer.bindTooltip(textTooltip(`${p.name ?? what} — ${what}${status}`));
        },
      }).addTo(g);
    };
    draw('outlets', outlets);
    draw('places', places);
  }, [outlets, places, code]);

  useEffect(() => {
    const cells = groups.current.viability;
    const buffers = groups.current.buffers;
    if (!cells || !buffers) return;
    cells.clearLayers();
    buffers.clearLayers();
    if (!viability) return;
    const zones = viability.features.filter((f) => f.properties.kind === 'exclusion-zone');
    const areas = viability.features.filter((f) => f.properties.kind !== 'exclusion-zone');
    L.geoJSON(collection(areas), {
      pane: 'glp-viability',
      style: (f) => {
        const kind = viabilityKind(f?.properties?.kind);
        return {
          stroke: kind === 'unknown',
          color: COLORS[kind],
          weight: 1,
          dashArray: kind === 'unknown' ? '4 4' : '',
          fillColor: COLORS[kind],
          fillOpacity: kind === 'allowed' ? 0.25 : 0.4,
          interactive: false,
        };
      },
    }).addTo(cells);
    L.geoJSON(collection(zones), {
      pane: 'glp-buffers',
      style: { color: COLORS.excluded, weight: 1.5, dashArray: '5 4', fillOpacity: 0.05 },
      onEachFeature: (f, layer) => {
        const p = f.properties as Record<string, unknown>;
        const d = typeof p.radiusM === 'number' ? `${p.radiusM} m` : '';
        layer.bindTooltip(textTooltip(`${p.name ?? code('category', String(p.category ?? ''))}: ${d} — ${p.citation ?? ''}`));
      },
    }).addTo(buffers);
  }, [viability, code]);

  useEffect(() => {
    const g = groups.current.point;
    const m = map.current;
    if (!g || !m) return;
    g.clearLayers();
    if (!point) return;
    const at = L.latLng(point.lat, point.lon);
    L.circleMarker(at, { pane: 'glp-point', radius: 9, color: '#000000', weight: 3, fillColor: COLORS.point, fillOpacity: 1 })
      .bindTooltip(textTooltip(t('map.point')))
      .addTo(g);
    if (focusPoint) m.setView(at, Math.max(m.getZoom(), 15));
    else if (!m.getBounds().contains(at)) m.panTo(at);
  }, [point, focusPoint, t]);

  return (
    <div className={`glp-map ${className}`}>
      <section ref={el} className="glp-map-canvas" aria-label={label} />
    </div>
  );
}
