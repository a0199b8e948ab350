/**
 * The municipalities' requirements side by side (GET /api/comparison): the minimum distances
 * each law measures (by place category), the class each law gives sample stocks, and its
 * parameters on the lot, storage, fines and periods — each with the article that sets it.
 */
import { type Comparison, comparison } from '../api/laws.ts';
import { LoadError, Loading } from '../components/Loading.tsx';
import { Page } from '../components/Page.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { useAsync } from '../lib/useAsync.ts';

type Muni = Comparison['municipalities'][number];
const GROUPS = ['dimensions', 'storage', 'fines', 'periods'] as const;
const GROUP_LABEL = {
  dimensions: 'compare.group.dimensions',
  storage: 'compare.group.storage',
  fines: 'compare.group.fines',
  periods: 'compare.group.periods',
} as const;

export function Compare() {
  const { t, date } = useI18n();
  const data = useAsync((signal) => comparison(undefined, signal), []);
  return (
    <Page
      title={t('compare.title')}
      crumbs={[{ label: t('laws.title'), to: '/leis' }]}
      lead={data.state === 'ok' ? t('compare.lead', { date: date(data.data.date) }) : undefined}
    >
      {data.state === 'loading' && <Loading />}
      {data.state === 'error' && <LoadError error={data.error} retry={data.reload} />}
      {data.state === 'ok' && <CompareTable data={data.data} />}
    </Page>
  );
}

function CompareTable({ data }: { data: Comparison }) {
  const { t, code, number } = useI18n();
  const munis = data.municipalities;
  const categories = [...new Set(munis.flatMap((m) => m.distances.flatMap((d) => d.categories)))];
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1).
    <section className="br-table glp-table-scroll glp-compare" tabIndex={0} aria-label={t('compare.title')}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('compare.requirement')}</th>
            {munis.map((m) => (
              <th scope="col" key={m.id}>
                {m.name}/{m.uf}
                <span className="glp-muted glp-small glp-block">{m.laws.map((l) => l.shortTitle).join('; ')}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="glp-group-row">
            <th scope="rowgroup" colSpan={munis.length + 1}>
              {t('compare.distances')}
            </th>
          </tr>
          {categories.map((c) => (
            <tr key={c}>
              <th scope="row">{code('category', c)}</th>
              {munis.map((m) => (
                <td key={m.id}>
                  <Distances m={m} category={c} />
                </td>
              ))}
            </tr>
          ))}
          <tr className="glp-group-row">
            <th scope="rowgroup" colSpan={munis.length + 1}>
              {t('compare.classes')}
            </th>
          </tr>
          {data.samples.map((n) => (
            <tr key={n}>
              <th scope="row">{t('compare.cylinders', { count: n, kg: `${number(n * 13)} kg` })}</th>
              {munis.map((m) => {
                const c = m.classes.find((x) => x.cylinders === n);
                return (
                  <td key={m.id}>
                    {c?.class ? (
                      <>
                        <strong>{c.class}</strong> <span className="glp-muted glp-small">({c.scheme})</span>
                      </>
                    ) : (
                      <span className="glp-muted">{t('compare.noClass')}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
          {GROUPS.map((g) => (
            <tr key={g}>
              <th scope="row">{t(GROUP_LABEL[g])}</th>
              {munis.map((m) => (
                <td key={m.id}>
                  <Parameters items={m.parameters[g]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Distances({ m, category }: { m: Muni; category: string }) {
  const { t, code, metres } = useI18n();
  const ds = m.distances.filter((d) => d.categories.includes(category));
  if (ds.length === 0) return <span className="glp-muted">{t('compare.none')}</span>;
  return (
    <ul className="glp-cell-list">
      {ds.map((d) => (
        <li key={d.rule}>
          <strong>
            {code('relation', d.relation)} {metres(d.radiusM)}
          </strong>
          {d.classDependent && <span className="glp-small"> ({t('compare.classDependent')})</span>}
          <span className="glp-small glp-block">{t('compare.measure', { measure: code('measure', d.measure) })}</span>
          <cite className="glp-small glp-block">{d.citation}</cite>
        </li>
      ))}
    </ul>
  );
}

function Parameters({ items }: { items: Muni['parameters']['dimensions'] }) {
  const { t, lang, value } = useI18n();
  if (items.length === 0) return <span className="glp-muted">{t('compare.none')}</span>;
  return (
    <ul className="glp-cell-list">
      {items.map((p) => (
        <li key={p.id}>
          {p.description[lang]}: <strong>{value(p.value, p.unit)}</strong>
          {p.citation && <cite className="glp-small glp-block">{p.citation}</cite>}
        </li>
      ))}
    </ul>
  );
}
