/**
 * What a licensing stage still lacks (the checklist's items, as the API words them in the
 * interface's language (`text`), with the article) and the refusal of an issue (every item the problem JSON names): the application
 * page's licensing section (Licensing.tsx) shows both.
 */
import type { Checklist, Outstanding, Stage } from '../../api/licensing.ts';
import { Message } from '../../components/Message.tsx';
import { useI18n } from '../../i18n/I18n.tsx';

/** What the stage still lacks, each item as the API words it (with the article when it names one). */
export function OutstandingList({ cl, stage }: { cl: Checklist; stage: Stage | undefined }) {
  const { t, lang } = useI18n();
  // The article as the law names it (the procedure's citation), else the pack's unit id.
  const citation = (o: Outstanding) =>
    (o.kind === 'document' ? stage?.documents.find((d) => d.id === o.id)?.citation : undefined) ??
    (o.kind === 'opinion' ? stage?.opinions.find((d) => d.department === o.id)?.citation : undefined) ??
    o.cite;
  // An earlier stage the law does not ask of this establishment (Belém art. 5), as the API says it: never silent.
  const waived = cl.waived.map((w) => (
    <p key={w.stage} className="glp-muted glp-waived">
      {w.text[lang]}
    </p>
  ));
  if (cl.outstanding.length === 0)
    return (
      <>
        <Message kind="success" title={t('lic.nothingMissing')} />
        {waived}
      </>
    );
  return (
    <>
      <h3>{t('lic.pending', { count: cl.outstanding.length })}</h3>
      <ul className="glp-missing glp-outstanding">
        {cl.outstanding.map((o) => (
          <li key={`${o.kind}.${o.id}`}>
            {o.text[lang]}
            {citation(o) ? <span className="glp-muted"> ({citation(o)})</span> : null}
          </li>
        ))}
      </ul>
      {waived}
    </>
  );
}

/** The refusal of an issue: every item the problem JSON names, one per line. */
export function Refusal({ outstanding }: { outstanding: Outstanding[] }) {
  const { t, lang } = useI18n();
  return (
    <div className="br-message danger glp-refusal" role="alert">
      <div className="icon">
        <i className="fas fa-times-circle fa-lg" aria-hidden="true" />
      </div>
      <div className="content">
        <span className="message-title">{t('lic.refused', { count: outstanding.length })}</span>
        <ul>
          {outstanding.map((o) => (
            <li key={`${o.kind}.${o.id}`}>{o.text[lang]}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
