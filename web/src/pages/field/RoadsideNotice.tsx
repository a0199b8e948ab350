/**
 * The infraction notice from a vehicle checked at the roadside
 * (/campo/veiculo/auto?municipio=<id>&placa=<plate>): the notice is issued to the outlet the
 * vehicle is registered to (a notice needs an establishment), for the units of the law the check
 * found violated — each cited, e.g. Nova Odessa art. 13 § 5º for a mobile post without its price
 * table — with the finding naming the plate. The check comes with the link (what the inspector
 * saw, from the roadside screen); opened afresh, the screen asks the check again from the
 * registry. The infraction is chosen among the law's own (NoticeForm), e.g. Nova Odessa's
 * art. 14 § 3º, whose fine is art. 18's.
 */
import { Link, useLocation, useSearchParams } from 'react-router';
import { type RoadsideCheck, roadsideCheck } from '../../api/field.ts';
import { useSession } from '../../auth/Session.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { useAsync } from '../../lib/useAsync.ts';
import { NoticeForm } from '../inspector/NoticeForm.tsx';
import { SignInFirst } from '../SignInFirst.tsx';
import { showCnpj } from '../../lib/cnpj.ts';

/** The violated units of a check, once each (a unit two rules cite is one unit of the notice). */
export function violatedUnits(r: RoadsideCheck): { id: string; citation: string; text: string }[] {
  const out = new Map<string, { id: string; citation: string; text: string }>();
  for (const f of r.check?.findings ?? [])
    if (f.status === 'violated' && !out.has(f.unitId)) out.set(f.unitId, { id: f.unitId, citation: f.unit, text: f.text });
  return [...out.values()];
}

/** The link from the roadside screen, carrying the check the inspector made (with what they saw). */
export function roadsideNoticeLink(municipality: string, r: RoadsideCheck): { to: string; state: { check: RoadsideCheck } } {
  return {
    to: `/campo/veiculo/auto?municipio=${encodeURIComponent(municipality)}&placa=${encodeURIComponent(r.plate)}`,
    state: { check: r },
  };
}

export function RoadsideNotice() {
  const { t, lang } = useI18n();
  const { user } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const municipality = params.get('municipio') ?? user?.municipality ?? '';
  const plate = params.get('placa') ?? '';
  const carried = (location.state as { check?: RoadsideCheck } | null)?.check;
  const fetched = useAsync(
    user && !carried && municipality && plate ? (signal) => roadsideCheck(municipality, plate, lang, signal) : null,
    [municipality, plate, user?.id],
  );
  if (!user) return <SignInFirst title={t('notice.title')} />;
  const check = carried ?? (fetched.state === 'ok' ? fetched.data : null);
  const units = check ? violatedUnits(check) : [];
  const problems = check?.check?.problems ?? [];

  return (
    <Page
      title={t('notice.vehicleTitle', { plate })}
      lead={t('notice.vehicleLead')}
      crumbs={[
        { label: t('field.today'), to: '/campo' },
        { label: t('roadside.title'), to: '/campo/veiculo' },
      ]}
    >
      {fetched.state === 'loading' && <Loading />}
      {fetched.state === 'error' && <LoadError error={fetched.error} retry={fetched.reload} />}
      {check && !check.outlet && <Message kind="warning" title={t('notice.vehicleNoOutlet', { plate })} />}
      {check?.outlet && units.length === 0 && <Message kind="info" title={t('notice.vehicleNothing', { plate })} />}
      {check?.outlet && units.length > 0 && (
        <>
          <p>
            <strong>{t('roadside.outlet')}:</strong> {check.outlet.name}
            {check.outlet.cnpj ? ` (CNPJ ${showCnpj(check.outlet.cnpj)})` : ''}
          </p>
          <NoticeForm
            target={{
              municipality,
              establishmentId: check.outlet.id,
              units,
              finding: t('notice.vehicleFinding', { plate: check.plate, problems: problems.join(' ') }),
              draftKey: `auto.veiculo.${municipality}.${check.plate}.${units.map((u) => u.id).join('+')}`,
            }}
          />
        </>
      )}
      <p>
        <Link to="/campo/veiculo">{t('notice.backRoadside')}</Link>
      </p>
    </Page>
  );
}
