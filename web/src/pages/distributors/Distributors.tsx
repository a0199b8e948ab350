/**
 * Distributors' yearly lists (/distribuidoras). Nova Odessa, Lei 1.761/2000, art. 13, § 1º: the
 * distributors operating in the municipality "ficam obrigadas a fornecer, anualmente, à
 * Administração Municipal a relação de suas empresas representantes e de seus revendedores
 * autorizados". A distributor account sends its company's list (brand, year, a .csv or .xlsx
 * file; the API dates it today and refuses the whole list naming each bad line) and sees the
 * lists it sent, on time or late — the deadline being the pack's reading of "anualmente". An
 * official of the municipality reads the year's report against the licence registry. A law
 * without such lists is said so (the API's 422 on `municipality`).
 */
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { type KeptLists, keptLists } from '../../api/distributors.ts';
import { municipalities } from '../../api/municipalities.ts';
import { useSession } from '../../auth/Session.tsx';
import { MunicipalitySelect } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { useAsync } from '../../lib/useAsync.ts';
import { SignInFirst } from '../SignInFirst.tsx';
import { ReportSection } from './Report.tsx';
import { SendForm } from './SendForm.tsx';
import { distributorOf, LateTag } from './parts.tsx';

/** A distributor account acting for its company: no official role beside it (the API narrows it alike). */
export const actsAsDistributor = (roles: readonly string[]): boolean =>
  roles.includes('distributor') && roles.every((r) => r === 'distributor' || r === 'applicant');

export function Distributors() {
  const { t } = useI18n();
  const { user } = useSession();
  // A system administrator (every municipality) chooses one; everyone else acts in their own.
  const [chosen, setChosen] = useState('');
  const all = useAsync(user && user.municipality === null ? () => municipalities() : null, [user?.municipality]);
  const muni = user?.municipality ?? (chosen || null);
  const [sent, setSent] = useState<string | null>(null);
  const distributor = actsAsDistributor(user?.roles ?? []);
  // A distributor account without its company's CNPJ files and reads nothing (the API answers 403): said, not loaded.
  const unbound = distributor && !user?.distributorCnpj;
  const lists = useAsync(muni && !unbound ? (signal) => keptLists(muni, signal) : null, [muni, unbound], { keepOnReload: true });
  if (!user) return <SignInFirst title={t('dist.title')} />;
  const notApplicable = lists.state === 'error' && lists.error instanceof ApiError && lists.error.status === 422;
  const lead = lists.state === 'ok' ? t('dist.lead', { citation: lists.data.citation }) : t('dist.leadShort');
  return (
    <Page title={t('dist.title')} lead={lead}>
      {user.municipality === null && (
        <MunicipalitySelect id="dist-municipality" value={chosen} onChange={setChosen} items={all.state === 'ok' ? all.data : []} />
      )}
      {unbound && <Message kind="warning" title={t('dist.noCnpj')} />}
      {lists.state === 'loading' && <Loading />}
      {notApplicable && <Message kind="info" title={t('dist.notApplicable', { municipality: muni ?? '' })} live />}
      {lists.state === 'error' && !notApplicable && <LoadError error={lists.error} retry={lists.reload} />}
      {lists.state === 'ok' && muni && (
        <>
          {distributor && user.distributorCnpj && (
            <SendForm
              municipality={muni}
              company={{ name: user.name, cnpj: user.distributorCnpj }}
              onSent={(message) => {
                setSent(message);
                lists.reload();
              }}
            />
          )}
          {sent && <Message kind="success" title={sent} live />}
          <KeptTable lists={lists.data} distributor={distributor} />
          {!distributor && <ReportSection municipality={muni} />}
        </>
      )}
    </Page>
  );
}

/** The lists kept, newest first, each on time or late against its year's deadline. */
function KeptTable({ lists, distributor }: { lists: KeptLists; distributor: boolean }) {
  const { t, lang, date } = useI18n();
  const r = lists.deadlineReading;
  const [mm, dd] = r.value.split('-');
  return (
    <section className="glp-section" aria-labelledby="dist-kept">
      <h2 id="dist-kept">{t(distributor ? 'dist.mine' : 'dist.kept')}</h2>
      <p className="glp-muted">
        {t('dist.deadline', { deadline: `${dd}/${mm}`, parameter: r.parameter, description: r.description[lang] })}
      </p>
      {lists.items.length === 0 ? (
        <Message kind="info" title={t('dist.none')} />
      ) : (
        <ScrollTable label={t(distributor ? 'dist.mine' : 'dist.kept')}>
          <thead>
            <tr>
              <th scope="col">{t('dist.col.year')}</th>
              {!distributor && <th scope="col">{t('dist.col.distributor')}</th>}
              <th scope="col">{t('dist.col.brand')}</th>
              <th scope="col">{t('dist.col.received')}</th>
              <th scope="col">{t('dist.col.lines')}</th>
              <th scope="col">{t('dist.col.due')}</th>
              <th scope="col">{t('dist.col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {lists.items.map((l) => (
              <tr key={l.id}>
                <td>{l.year}</td>
                {!distributor && <td>{distributorOf(l)}</td>}
                <td>{l.brand}</td>
                <td>{date(l.receivedOn)}</td>
                <td>{l.lines}</td>
                <td>{date(l.deadline)}</td>
                <td>
                  <LateTag late={l.late} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}
