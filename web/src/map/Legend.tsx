/** The map's legend, as text beside the map (readable without the map, and by screen readers). */
import { useI18n } from '../i18n/I18n.tsx';
import type { MessageKey } from '../i18n/messages.ts';

export type LegendItem = 'boundary' | 'outlets' | 'places' | 'buffers' | 'allowed' | 'excluded' | 'unknown' | 'point';

const LABEL: Record<LegendItem, MessageKey> = {
  boundary: 'map.boundary',
  outlets: 'map.outlets',
  places: 'map.places',
  buffers: 'map.buffers',
  allowed: 'map.allowed',
  excluded: 'map.excluded',
  unknown: 'map.unknown',
  point: 'map.point',
};

/** `labels`: an item's words for this map (the viability map's "allowed" only as to distances). */
export function Legend({ items, labels = {} }: { items: readonly LegendItem[]; labels?: Partial<Record<LegendItem, string>> }) {
  const { t } = useI18n();
  return (
    <div className="glp-legend">
      <h3 className="glp-legend-title">{t('map.legend')}</h3>
      <ul>
        {items.map((i) => (
          <li key={i} className="glp-legend-item">
            <span className={`glp-swatch glp-swatch-${i}`} aria-hidden="true" />
            {labels[i] ?? t(LABEL[i])}
          </li>
        ))}
      </ul>
      <p className="glp-map-help">{t('map.keyboard')}</p>
    </div>
  );
}
