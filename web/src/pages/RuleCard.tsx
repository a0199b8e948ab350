/** A rule beside the law: its title and id, the activities it concerns, its parameters with dated values. */
import type { ParameterView, RuleView } from '../api/laws.ts';
import { useI18n } from '../i18n/I18n.tsx';

export function RuleCard({ rule, paramById }: { rule: RuleView; paramById: Map<string, ParameterView> }) {
  const { t, lang, code, list } = useI18n();
  const params = rule.parameters.map((id) => paramById.get(id)).filter((p) => p !== undefined);
  return (
    <div className="br-card glp-rule">
      <div className="card-content">
        <p className="glp-rule-title">
          <i className="fas fa-gavel mr-1" aria-hidden="true" />
          {rule.title[lang]}
        </p>
        <p className="glp-muted glp-small">
          {t('laws.ruleId', { id: rule.id })} ·{' '}
          {t('laws.activities', {
            list: rule.activities === 'all' ? t('laws.allActivities') : list(rule.activities.map((a) => code('activity', a))),
          })}
        </p>
        {params.length > 0 && <ParameterList params={params} />}
        {rule.interpretationNote && (
          <p className="glp-small">
            <strong>{t('laws.interpretation')}:</strong> {rule.interpretationNote[lang]}
          </p>
        )}
      </div>
    </div>
  );
}

function ParameterList({ params }: { params: ParameterView[] }) {
  const { t, lang, date, value } = useI18n();
  return (
    <ul className="glp-params">
      {params.map((p) => (
        <li key={p.id}>
          <span className="glp-param-name">{p.description[lang]}</span>
          <ul className="glp-param-values">
            {p.values.map((v) => (
              <li key={`${v.from}-${v.to ?? ''}`}>
                <strong>{value(v.value, p.unit)}</strong> <span className="glp-muted">{t('laws.since', { date: date(v.from) })}</span>
                {v.to && <span className="glp-muted"> {t('laws.until', { date: date(v.to) })}</span>}
                <span className="glp-muted"> — {v.citation}</span>
              </li>
            ))}
          </ul>
          {p.interpretation &&
            p.alternatives.map((a) => (
              <p key={JSON.stringify(a.value)} className="glp-small glp-muted">
                {t('laws.alternative', { value: value(a.value, p.unit), description: a.description[lang] })}
              </p>
            ))}
        </li>
      ))}
    </ul>
  );
}
