/**
 * One municipality's law, article by article: each unit's text, and beside it the rules that
 * apply it with the parameters they read and their dated values (what `glp explain` shows).
 * Units no rule applies say how they are carried (informative, procedure, external norm).
 */
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { type Coverage, coverageOf, type LawRules, type LawsView, lawsOf, rulesOf } from '../api/laws.ts';
import { Field } from '../components/Fields.tsx';
import { LoadError, Loading } from '../components/Loading.tsx';
import { Page } from '../components/Page.tsx';
import { useI18n } from '../i18n/I18n.tsx';
import { useAsync } from '../lib/useAsync.ts';
import { RuleCard } from './RuleCard.tsx';

type Law = LawsView['laws'][number];
type UnitCoverage = Coverage['laws'][number]['units'][number];

/** "Lei de Belém de 16/01/2012, art. 2º, I, a" → "art. 2º, I, a". */
function local(citation: string, law: Law): string {
  return citation.startsWith(`${law.shortTitle}, `) ? citation.slice(law.shortTitle.length + 2) : citation;
}

const anchor = (lawId: string, article: string) => `art-${lawId}-${article}`.replace(/[^\w-]/g, '_');

export function LawBrowser() {
  const { municipality = '' } = useParams();
  const { t } = useI18n();
  const data = useAsync(
    async (signal) => {
      const [laws, coverage, rules] = await Promise.all([
        lawsOf(municipality, signal),
        coverageOf(municipality, signal),
        rulesOf(municipality, signal),
      ]);
      return { laws, coverage, rules };
    },
    [municipality],
  );
  const title = data.state === 'ok' ? `${data.data.laws.name}/${data.data.laws.uf}` : t('laws.title');
  return (
    <Page title={title} crumbs={[{ label: t('laws.title'), to: '/leis' }]}>
      {data.state === 'loading' && <Loading />}
      {data.state === 'error' && <LoadError error={data.error} retry={data.reload} />}
      {data.state === 'ok' &&
        data.data.laws.laws.map((law) => <LawText key={law.id} law={law} coverage={data.data.coverage} rules={data.data.rules} />)}
    </Page>
  );
}

function LawText({ law, coverage, rules }: { law: Law; coverage: Coverage; rules: LawRules }) {
  const { t, date } = useI18n();
  const units = useMemo(() => new Map(law.units.map((u) => [u.id, u])), [law]);
  const cov = useMemo(() => new Map((coverage.laws.find((l) => l.id === law.id)?.units ?? []).map((u) => [u.id, u])), [coverage, law]);
  const ruleById = useMemo(() => new Map(rules.rules.map((r) => [r.id, r])), [rules]);
  const paramById = useMemo(() => new Map(rules.parameters.map((p) => [p.id, p])), [rules]);
  const articles = rules.laws.find((l) => l.id === law.id)?.articles ?? [];
  const heading = (unitId: string) => {
    const c = units.get(unitId)?.citation ?? unitId;
    const s = local(c, law);
    return s.charAt(0).toUpperCase() + s.slice(1);
  };
  return (
    <section className="glp-law" aria-labelledby={`law-${law.id}`}>
      <h2 id={`law-${law.id}`}>{law.title}</h2>
      <dl className="glp-facts">
        <dt>{t('laws.ementa')}</dt>
        <dd>{law.ementa}</dd>
        <dt>{t('laws.inForce', { date: '' }).trim()}</dt>
        <dd>{date(law.inForceFrom)}</dd>
        {law.amendments.length > 0 && (
          <>
            <dt>{t('laws.amendments')}</dt>
            <dd>
              {law.amendments.map((a) => (
                <p key={a.law}>
                  {a.law} ({date(a.date)}): {a.units.map((u) => local(units.get(u)?.citation ?? u, law)).join('; ')}
                </p>
              ))}
            </dd>
          </>
        )}
      </dl>
      <p className="glp-muted">{t('laws.version', { version: rules.version })}</p>
      <Field id={`jump-${law.id}`} label={t('laws.jump')}>
        <select
          id={`jump-${law.id}`}
          className="glp-select glp-jump"
          defaultValue=""
          onChange={(e) => {
            const target = document.getElementById(e.target.value);
            target?.scrollIntoView();
            target?.focus();
          }}
        >
          <option value="" disabled>
            {t('laws.jump')}
          </option>
          {articles.map((a) => (
            <option key={a.id} value={anchor(law.id, a.id)}>
              {heading(a.units[0] ?? '')}
            </option>
          ))}
        </select>
      </Field>
      {articles.map((a) => (
        <section key={a.id} className="glp-article" aria-labelledby={anchor(law.id, a.id)}>
          <h3 id={anchor(law.id, a.id)} tabIndex={-1} className="glp-article-title">
            {heading(a.units[0] ?? '')}
          </h3>
          {a.units.map((uid) => {
            const u = units.get(uid);
            const c = cov.get(uid);
            if (!u) return null;
            return (
              <div key={uid} className="glp-unit" id={`unit-${law.id}-${uid}`}>
                <div className="glp-unit-text">
                  <p className="glp-unit-label">{local(u.citation, law)}</p>
                  <p>{u.text}</p>
                </div>
                <div className="glp-unit-rules">
                  <UnitCarriage coverage={c} ruleById={ruleById} paramById={paramById} />
                </div>
              </div>
            );
          })}
        </section>
      ))}
    </section>
  );
}

function UnitCarriage({
  coverage,
  ruleById,
  paramById,
}: {
  coverage: UnitCoverage | undefined;
  ruleById: Map<string, LawRules['rules'][number]>;
  paramById: Map<string, LawRules['parameters'][number]>;
}) {
  const { t, code, lang } = useI18n();
  if (!coverage) return null;
  const rules = coverage.rules.map((id) => ruleById.get(id)).filter((r) => r !== undefined);
  if (rules.length === 0) {
    const kind = coverage.classification ?? 'informative';
    const detail = coverage.capability ? code('capability', coverage.capability) : (coverage.norm ?? '');
    return (
      <p className="glp-carriage">
        <span className={`br-tag glp-class glp-class-${kind}`}>{code('class', kind)}</span>
        {detail && <span className="glp-muted"> {detail}</span>}
        {/* The coverage notes are written in English (for the pack's authors). */}
        {lang === 'en' && coverage.note && <span className="glp-muted"> — {coverage.note}</span>}
      </p>
    );
  }
  return (
    <>
      <h4 className="sr-only">{t('laws.rules')}</h4>
      {rules.map((r) => (
        <RuleCard key={r.id} rule={r} paramById={paramById} />
      ))}
    </>
  );
}
