/**
 * "Em que classe posso abrir aqui?": when the person did not choose a class and the class changes
 * the answer (NBR 15514 distances in Belém art. 2 I b, Salvador art. 10), the answer for each class
 * at the most it stores, with the articles that decided, and the largest class the point admits.
 */
import type { PointAnswer } from '../api/viability.ts';
import { ScrollTable } from '../components/ScrollTable.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { STATUS_CLASS } from './status-class.ts';

type Rows = NonNullable<PointAnswer['byClass']>;

const STATUS_OF = { allowed: 'satisfied', excluded: 'violated', 'cannot-evaluate': 'cannot-evaluate' } as const;

/** The largest class allowed when every smaller class is allowed too (src/siting/viability-classes.ts). */
function largestAllowed(rows: Rows): string | null {
  let last: string | null = null;
  for (const r of rows) {
    if (r.verdict !== 'allowed') break;
    last = r.class;
  }
  return last;
}

export function ViabilityClasses({ rows }: { rows: Rows }) {
  const { t, number } = useI18n();
  const largest = largestAllowed(rows);
  return (
    <section className="glp-section" aria-labelledby="viability-classes">
      <h3 id="viability-classes">{t('viability.byClass.title')}</h3>
      <p>{t('viability.byClass.lead')}</p>
      <p className="glp-classes-largest" role="status">
        <strong>{largest === null ? t('viability.byClass.none') : t('viability.byClass.largest', { class: largest })}</strong>
      </p>
      <ScrollTable label={t('viability.byClass.title')}>
        <thead>
          <tr>
            <th scope="col">{t('viability.byClass.class')}</th>
            <th scope="col">{t('viability.byClass.stores')}</th>
            <th scope="col">{t('viability.byClass.result')}</th>
            <th scope="col">{t('viability.byClass.why')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.class} className={STATUS_CLASS[STATUS_OF[r.verdict]] ?? ''}>
              <th scope="row">{r.class}</th>
              <td>
                {r.maxKg === null
                  ? t('viability.byClass.over', { kg: number(rows[i - 1]?.maxKg ?? 0) })
                  : t('viability.byClass.upTo', { kg: number(r.maxKg) })}
              </td>
              <td>{t(`viability.byClass.verdict.${r.verdict}`)}</td>
              <td>{[...new Set(r.deciding.map((d) => d.citation))].join('; ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
