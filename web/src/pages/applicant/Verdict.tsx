/**
 * An evaluation explained: the verdict in words, and each finding with its outcome, the
 * article it cites, the message, the arithmetic (measured, limit, the comparison and whether
 * it holds), the parameter values used, the interpretation chosen where the law is ambiguous,
 * and the places that decided a distance rule. Shared by the form and the review screen.
 */
import type { EvaluationResult, Finding } from '../../api/applications.ts';
import { DecidingPlaces } from '../../components/DecidingPlaces.tsx';
import { Message } from '../../components/Message.tsx';
import { comparisonFact } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { STATUS_CLASS } from '../status-class.ts';

const VERDICT = {
  approvable: 'success',
  'not-approvable': 'danger',
  incomplete: 'warning',
} as const;

export function Verdict({ result }: { result: EvaluationResult }) {
  const { t, date } = useI18n();
  const s = result.summary;
  return (
    <Message kind={VERDICT[result.verdict]} title={t(`verdict.${result.verdict}`)} live>
      {t('verdict.summary', {
        date: date(result.date),
        satisfied: s.satisfied,
        violated: s.violated,
        cannot: s['cannot-evaluate'],
        na: s['not-applicable'],
      })}
      {result.class !== null && <> {t('verdict.class', { class: result.class })}</>}
    </Message>
  );
}

function Arithmetic({ f }: { f: Finding }) {
  const { t, value, lang } = useI18n();
  const params = Object.entries(f.parameters);
  if (!f.comparisons?.length && params.length === 0) return null;
  return (
    <dl className="glp-arith">
      {f.comparisons?.map((c) => (
        <div key={`${c.fact}-${c.operator}-${c.limit}`}>
          <dt>{comparisonFact(c.fact, lang)}</dt>
          <dd>
            {c.text} <span className={c.holds ? 'glp-holds' : 'glp-fails'}>{c.holds ? t('finding.holds') : t('finding.fails')}</span>
          </dd>
        </div>
      ))}
      {params.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{value(v, '')}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FindingsList({ findings, placeIds }: { findings: readonly Finding[]; placeIds?: Map<string, number> }) {
  const { t, code } = useI18n();
  if (findings.length === 0) return null;
  return (
    <ol className="glp-findings">
      {findings.map((f) => (
        <li key={`${f.rule}-${f.message}`} className={`glp-finding ${STATUS_CLASS[f.status] ?? ''}`}>
          <p className="glp-finding-head">
            <span className="br-tag glp-status-tag">{code('status', f.status)}</span>
            <cite className="glp-cite">{f.citation.text}</cite>
          </p>
          <p className="glp-finding-message">{f.message}</p>
          <Arithmetic f={f} />
          {f.interpretations?.map((i) => (
            <p key={i.parameter} className="glp-muted">
              {t('finding.interpretation', { text: i.description })}
            </p>
          ))}
          {f.places && f.places.length > 0 && <DecidingPlaces places={f.places} numbers={placeIds} />}
        </li>
      ))}
    </ol>
  );
}
