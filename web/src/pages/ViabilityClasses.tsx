/**
 * "Em que classe posso abrir aqui?": when the person did not choose a class and the class changes
 * the answer (NBR 15514 distances in Belém art. 2 I b, Salvador art. 10), the answer for each class
 * at the most it stores, with the articles that decided, and the largest class the point admits.
 * Where the law has classes of its own that the zone decides (`scheme`: Vitória da Conquista
 * art. 5, A/B/C), each row is one of them, what it stores in the law's words, and the lot it
 * requires as conditions to check (a point has no lot), each cited; then the classes admitted.
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

/** The lot conditions by citation: "terreno livre, testada ≥ 12 m (Lei 709/1993, art. 5º, I)". */
function conditionsText(conditions: NonNullable<Rows[number]['conditions']>): string {
  const by = new Map<string, string[]>();
  for (const c of conditions) by.set(c.citation, [...(by.get(c.citation) ?? []), c.text]);
  return [...by].map(([cite, texts]) => `${texts.join(', ')} (${cite})`).join('; ');
}

export function ViabilityClasses({ rows, scheme }: { rows: Rows; scheme?: string | undefined }) {
  const { t, number } = useI18n();
  const largest = largestAllowed(rows);
  const admitted = rows.filter((r) => r.verdict === 'allowed').map((r) => r.class);
  const summary = scheme
    ? admitted.length === 0
      ? t('viability.byClass.none')
      : t('viability.byClass.admitted', { classes: admitted.join(', ') })
    : largest === null
      ? t('viability.byClass.none')
      : t('viability.byClass.largest', { class: largest });
  return (
    <section className="glp-section" aria-labelledby="viability-classes">
      <h3 id="viability-classes">{t('viability.byClass.title')}</h3>
      <p>{scheme ? t('viability.byClass.leadLaw', { scheme }) : t('viability.byClass.lead')}</p>
      <p className="glp-classes-largest" role="status">
        <strong>{summary}</strong>
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
                {r.stores !== undefined
                  ? r.stores
                  : r.maxKg === null
                    ? t('viability.byClass.over', { kg: number(rows[i - 1]?.maxKg ?? 0) })
                    : t('viability.byClass.upTo', { kg: number(r.maxKg) })}
              </td>
              <td>
                {r.verdict === 'allowed' && r.conditions && r.conditions.length > 0
                  ? t('viability.byClass.ifLot')
                  : t(`viability.byClass.verdict.${r.verdict}`)}
              </td>
              <td>
                {r.verdict === 'allowed' && r.conditions && r.conditions.length > 0
                  ? conditionsText(r.conditions)
                  : [...new Set(r.deciding.map((d) => d.citation))].join('; ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </section>
  );
}
