/**
 * The year's report for the municipality's officials (GET …/distributor-lists/report): the lists
 * received (late or not), the distributors missing, the resellers listed with no licence in the
 * registry, the licensed ones no list names, and the brand check (Lei 1.761/2000 de Nova Odessa,
 * art. 14, § 1º). Dates dd/mm/aaaa, CNPJs formatted.
 */
import { type ReactNode, useState } from 'react';
import { type ListReport, listReport } from '../../api/distributors.ts';
import { localDay } from '../../components/Licence.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { showCnpj } from '../../lib/cnpj.ts';
import { useAsync } from '../../lib/useAsync.ts';
import { distributorOf, LateTag, YearField } from './parts.tsx';

export function ReportSection({ municipality }: { municipality: string }) {
  const { t, lang } = useI18n();
  const [year, setYear] = useState(localDay(new Date()).slice(0, 4));
  const y = /^\d{4}$/.test(year) ? Number(year) : null;
  const report = useAsync(y ? (signal) => listReport(municipality, y, lang, signal) : null, [municipality, y, lang]);
  return (
    <section className="glp-section" aria-labelledby="dist-report">
      <h2 id="dist-report">{t('dist.report')}</h2>
      <form className="glp-form" onSubmit={(e) => e.preventDefault()}>
        <YearField id="dist-report-year" label={t('dist.reportYear')} value={year} onChange={setYear} />
      </form>
      {report.state === 'loading' && <Loading />}
      {report.state === 'error' && <LoadError error={report.error} retry={report.reload} />}
      {report.state === 'ok' && <ReportBody r={report.data} />}
    </section>
  );
}

/** One table of the report under its heading, or "Nenhuma." when it is empty. */
function Part({ title, count, head, children }: { title: string; count: number; head: MessageKey[]; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <h3>
        {title} ({count})
      </h3>
      {count === 0 ? (
        <p className="glp-muted">{t('dist.nothing')}</p>
      ) : (
        <ScrollTable label={title}>
          <thead>
            <tr>
              {head.map((h) => (
                <th scope="col" key={h}>
                  {t(h)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </ScrollTable>
      )}
    </>
  );
}

function ReportBody({ r }: { r: ListReport }) {
  const { t, date, lang } = useI18n();
  const cnpj = (c: string | null) => (c === null ? t('dist.noCnpjShort') : showCnpj(c));
  return (
    <div aria-live="polite">
      <p>{t('dist.reportAsOf', { year: r.year, deadline: date(r.deadline), asOf: date(r.asOf) })}</p>
      {r.lists.length === 0 && <Message kind="warning" title={t('dist.reportNoList', { year: r.year, asOf: date(r.asOf) })} />}
      <Part
        title={t('dist.kept')}
        count={r.lists.length}
        head={['dist.col.distributor', 'dist.col.brand', 'dist.col.received', 'dist.col.lines', 'dist.col.status']}
      >
        {r.lists.map((l) => (
          <tr key={l.distributorCnpj}>
            <td>{distributorOf(l)}</td>
            <td>{l.brand}</td>
            <td>{date(l.receivedOn)}</td>
            <td>{l.lines}</td>
            <td>
              <LateTag late={l.late} />
            </td>
          </tr>
        ))}
      </Part>
      <Part title={t('dist.missing')} count={r.missing.length} head={['dist.col.distributor', 'dist.col.year']}>
        {r.missing.map((m) => (
          <tr key={m.distributorCnpj}>
            <td>{distributorOf(m)}</td>
            <td>{m.lastYear}</td>
          </tr>
        ))}
      </Part>
      <Part
        title={t('dist.unlicensed')}
        count={r.listedButUnlicensed.length}
        head={['dist.col.cnpj', 'dist.col.name', 'dist.col.kind', 'dist.col.listedBy']}
      >
        {r.listedButUnlicensed.map((l) => (
          <tr key={l.cnpj}>
            <td>{cnpj(l.cnpj)}</td>
            <td>{l.name}</td>
            <td>{t(`dist.kind.${l.kind}`)}</td>
            <td>{l.distributors.join(', ')}</td>
          </tr>
        ))}
      </Part>
      <Part title={t('dist.unlisted')} count={r.licensedButUnlisted.length} head={['dist.col.cnpj', 'dist.col.name', 'dist.col.licence']}>
        {r.licensedButUnlisted.map((l) => (
          <tr key={l.licence}>
            <td>{cnpj(l.cnpj)}</td>
            <td>{l.name}</td>
            <td>{l.licence}</td>
          </tr>
        ))}
      </Part>
      <Part
        title={t('dist.brandProblems', { citation: r.citations.brand })}
        count={r.brandProblems.length}
        head={['dist.col.cnpj', 'dist.col.name', 'dist.col.problem']}
      >
        {r.brandProblems.map((b) => (
          <tr key={`${b.cnpj}:${b.problem}`}>
            <td>{cnpj(b.cnpj)}</td>
            <td>{b.name}</td>
            <td>{b.problem}</td>
          </tr>
        ))}
      </Part>
      {/* One logo or several (art. 14 caput and § 1º): the reading the brand findings rest on. */}
      <p className="glp-muted">
        {t('dist.brandReading', {
          parameter: r.brandReading.parameter,
          value: r.brandReading.value,
          description: r.brandReading.description[lang],
        })}
      </p>
    </div>
  );
}
