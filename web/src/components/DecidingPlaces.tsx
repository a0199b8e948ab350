/** The places that decided a distance rule: name, category, distance, how it was measured. */
import { useI18n } from '../i18n/I18n.tsx';

export interface DecidingPlace {
  id?: string | undefined;
  name?: string | undefined;
  category: string;
  distanceM?: number | undefined;
  method?: string | undefined;
}

/** `numbers`: the number each place has on a map beside the list. */
export function DecidingPlaces({
  places,
  numbers,
}: {
  places: readonly DecidingPlace[];
  numbers?: ReadonlyMap<string, number> | undefined;
}) {
  const { t, code, metres } = useI18n();
  return (
    <>
      <h4 className="glp-places-title">{t('viability.places')}</h4>
      <ul className="glp-places">
        {places.map((p) => (
          <li key={`${p.id ?? p.name}-${p.distanceM}`}>
            {p.id && numbers?.has(p.id) && <span className="glp-place-no">{numbers.get(p.id)}</span>}
            <strong>{p.name ?? code('category', p.category)}</strong> ({code('category', p.category)})
            {typeof p.distanceM === 'number' && <> — {t('viability.distance', { distance: metres(p.distanceM) })}</>}
            {p.method && <span className="glp-muted"> · {p.method}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
