/**
 * Below the licensing stages (Licensing.tsx): each licence's validity, then the renewal window,
 * the defence term and the sanctions with who decides them, as GET /api/municipalities/{id}/procedure
 * gives them (the same derivation as `glp licensing procedure`). A term the law does not set is
 * said to be the municipality's choice, never shown beside an article; where the law gives the
 * decision to another authority (Vitória da Conquista art. 26 II: the Prefeito), it is named with
 * the law's words and article, for the licences it decides.
 */
import { Fragment } from 'react';
import type { Procedure } from '../../api/licensing.ts';
import { useI18n } from '../../i18n/I18n.tsx';

type Validity = NonNullable<Procedure['stages'][number]['validity']>;
type Sanction = NonNullable<Procedure['sanctions']['suspend']>;

export function ProcedureTerms({ proc }: { proc: Procedure }) {
  const { t, lang, date } = useI18n();
  const period = (v: Pick<Validity, 'amount' | 'unit'>) =>
    v.amount === 1 ? t(`lic.period.${v.unit}.one`) : t(`lic.period.${v.unit}`, { n: v.amount });
  // A term the law sets, with the article that sets it; one it does not, said to be the municipality's choice.
  const term = (words: string, by: Pick<Validity, 'setBy' | 'citation'>) =>
    by.setBy === 'law' && by.citation ? `${words} (${by.citation})` : t('lic.byChoice', { period: words });
  const kinds = (k: readonly string[]) => k.map((kind) => proc.stages.find((s) => s.kind === kind)?.title[lang] ?? kind).join(', ');
  const decided = ({ decidedBy: d }: Sanction) =>
    d.title && d.citation && d.licenceKinds
      ? t('lic.decidedByAuthority', {
          who: d.name[lang],
          // The law's own words (pt-BR, as its citation), in either language.
          title: d.title.pt,
          citation: d.citation,
          licences: kinds(d.licenceKinds),
          officer: t('role.licensing-officer'),
        })
      : t('lic.decidedBy', { who: d.name[lang] });
  const sanctions = (['suspend', 'interdict', 'revoke'] as const).flatMap((k) => {
    const s = proc.sanctions[k];
    return s ? [{ k, s }] : [];
  });
  const after = proc.sanctions.revocationAfterClosure;
  return (
    <section className="glp-section" aria-labelledby="lic-terms">
      <h2 id="lic-terms">{t('lic.terms')}</h2>
      <p className="glp-muted">{t('lic.termsOn', { date: date(proc.date) })}</p>
      <dl className="glp-facts">
        {proc.stages.map((s) => (
          <Fragment key={s.id}>
            <dt>{t('lic.validityOf', { title: s.title[lang] })}</dt>
            <dd>{s.validity ? term(period(s.validity), s.validity) : t('lic.noEnd')}</dd>
          </Fragment>
        ))}
        {proc.renewal && (
          <>
            <dt>{t('lic.renewal')}</dt>
            <dd>{term(t('lic.renewalWindow', { n: proc.renewal.windowDays }), proc.renewal)}</dd>
          </>
        )}
        <dt>{t('lic.defence')}</dt>
        <dd>{term(t('lic.defenceDays', { n: proc.defence.days }), proc.defence)}</dd>
      </dl>
      {sanctions.length > 0 && (
        <>
          <h3>{t('lic.sanctions')}</h3>
          <ul className="glp-lic-items glp-lic-sanctions">
            {sanctions.map(({ k, s }) => (
              <li key={k}>
                <strong>
                  {s.groundText
                    ? t('lic.sanctionGround', { name: s.name[lang], ground: s.groundText[lang], citation: s.citation })
                    : t('lic.sanction', { name: s.name[lang], citation: s.citation })}
                </strong>{' '}
                — {decided(s)}
                {/* Where a reading gives the lifting to the authority that decided (VdC art. 26 II, paralelismo das formas). */}
                {s.liftedBy?.reading && s.liftedBy.role !== 'licensing-officer' && (
                  <>
                    ;{' '}
                    {t('lic.liftedBy', {
                      who: s.liftedBy.name[lang],
                      reading: s.liftedBy.reading.parameter,
                      value: String(s.liftedBy.reading.value),
                    })}
                  </>
                )}
              </li>
            ))}
            {after && <li>{t('lic.afterClosure', { n: after.days, citation: after.citation, next: after.days + 1 })}</li>}
          </ul>
        </>
      )}
    </section>
  );
}
