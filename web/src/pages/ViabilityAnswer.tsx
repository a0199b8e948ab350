/**
 * The answer for one point: the verdict in words, what was understood of the coordinates, and
 * each finding with its citation and the places that decided (name, category, distance, how
 * it was measured). A law with no rule for the activity is said so — never an "allowed".
 */
import type { PointAnswer } from '../api/viability.ts';
import { DecidingPlaces } from '../components/DecidingPlaces.tsx';
import { Message } from '../components/Message.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import type { Order } from '../lib/coordinates.ts';
import { STATUS_CLASS } from './status-class.ts';
import { ViabilityClasses } from './ViabilityClasses.tsx';

const VERDICT = {
  allowed: { kind: 'success', body: 'viability.verdict.allowedBody' },
  excluded: { kind: 'danger', body: 'viability.verdict.excludedBody' },
  'cannot-evaluate': { kind: 'warning', body: 'viability.verdict.cannotBody' },
} as const;

export function Understood({ lat, lon, order }: { lat: number; lon: number; order: Order | 'map' }) {
  const { t, degrees } = useI18n();
  return (
    <p className="glp-understood" role="status">
      <i className="fas fa-map-pin mr-1" aria-hidden="true" />
      {t('viability.understood', { lat: degrees(lat), lon: degrees(lon) })} {t(`viability.order.${order}`)}
    </p>
  );
}

export function ViabilityAnswer({ answer }: { answer: PointAnswer }) {
  const { t, code, date, number } = useI18n();
  const v = VERDICT[answer.verdict];
  return (
    <section className="glp-section glp-answer" aria-labelledby="viability-answer">
      <h2 id="viability-answer">{t('viability.answer')}</h2>
      {answer.findings.length === 0 ? (
        <Message kind="info" title={t('viability.noFindings')} live />
      ) : (
        <Message kind={v.kind} title={t(`viability.verdict.${answer.verdict}`)} live>
          {t(v.body, { date: date(answer.date) })}
        </Message>
      )}
      {answer.outsideBoundaryM !== undefined && (
        <Message kind="warning" title={t('viability.outsideBoundary', { metres: number(answer.outsideBoundaryM) })} />
      )}
      {(answer.missingLayers ?? []).length > 0 && (
        <Message
          kind="warning"
          title={t('viability.missingLayers', {
            layers: (answer.missingLayers ?? []).map((l) => t(`viability.layer.${l}`)).join(', '),
          })}
        />
      )}
      {(answer.conditions ?? []).length > 0 && (
        <>
          <h3 id="viability-conditions">{t('viability.conditions', { scheme: answer.classScheme ?? '' })}</h3>
          <ul className="glp-conditions" aria-labelledby="viability-conditions">
            {(answer.conditions ?? []).map((c) => (
              <li key={`${c.rule}-${c.text}`}>
                {c.text} <cite className="glp-cite">({c.citation})</cite>
              </li>
            ))}
          </ul>
        </>
      )}
      {answer.findings.length > 0 && (
        <>
          <h3>{t('viability.reasons')}</h3>
          <ol className="glp-findings">
            {answer.findings.map((f) => (
              <li key={`${f.rule}-${f.message}`} className={`glp-finding ${STATUS_CLASS[f.status] ?? ''}`}>
                <p className="glp-finding-head">
                  <span className="br-tag glp-status-tag">{code('status', f.status)}</span>
                  <cite className="glp-cite">{f.citation}</cite>
                </p>
                <p className="glp-finding-message">{f.message}</p>
                {f.places.length > 0 && <DecidingPlaces places={f.places} />}
              </li>
            ))}
          </ol>
        </>
      )}
      {answer.byClass && <ViabilityClasses rows={answer.byClass} scheme={answer.classScheme} />}
    </section>
  );
}
