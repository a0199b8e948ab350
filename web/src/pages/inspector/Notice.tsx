/**
 * The infraction notice (auto de infração) from a non-conforming finding
 * (/vistoria/<establishmentId>/auto?inspecao=<id>&regra=<rule>; issue 12, item 5): the
 * inspector names the penalty unit of the law and, where the law gives a range (e.g. Salvador
 * art. 15, III: R$ 100 to R$ 300), the amount; the API computes the fine from the municipality's
 * law pack and this screen shows it with its arithmetic line by line — or the API's refusal as
 * it is (an amount outside the range names the bounds) — then links the notice's PDF. The form
 * is NoticeForm, shared with the roadside notice (field/RoadsideNotice.tsx).
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { getRecord, type InspectionData } from '../../api/enforcement.ts';
import { useSession } from '../../auth/Session.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { useAsync } from '../../lib/useAsync.ts';
import { SignInFirst } from '../SignInFirst.tsx';
import { NoticeForm } from './NoticeForm.tsx';

export function Notice() {
  const { establishmentId = '' } = useParams();
  const [params] = useSearchParams();
  const inspectionId = params.get('inspecao') ?? '';
  const rule = params.get('regra') ?? '';
  const { t, lang } = useI18n();
  const { user } = useSession();
  const inspection = useAsync(user && inspectionId ? (signal) => getRecord(inspectionId, signal) : null, [inspectionId, user?.id]);
  if (!user) return <SignInFirst title={t('notice.title')} />;

  const data = inspection.state === 'ok' ? (inspection.data.data as unknown as InspectionData) : null;
  const item = data?.items.find((i) => i.rule === rule) ?? null;
  const notes = data?.results[rule]?.notes ?? '';
  const title = item ? (lang === 'pt' ? item.title.pt : item.title.en) : '';

  return (
    <Page
      title={t('notice.title')}
      crumbs={[
        { to: '/', label: t('nav.home') },
        { to: `/vistoria/${encodeURIComponent(establishmentId)}`, label: t('inspection.title') },
      ]}
      lead={t('notice.lead')}
    >
      {inspection.state === 'loading' && <Loading />}
      {inspection.state === 'error' && <LoadError error={inspection.error} retry={inspection.reload} />}
      {inspection.state === 'ok' && !item && <Message kind="danger" title={t('notice.noItem', { rule })} />}
      {inspection.state === 'ok' && item && (
        <NoticeForm
          target={{
            municipality: inspection.data.municipality,
            establishmentId,
            units: [{ id: item.unit, citation: item.citation, text: title }],
            finding: `${item.citation}: ${title}. ${notes}`.trim(),
            inspectionId,
            draftKey: `auto.${inspectionId}.${rule}`,
          }}
        />
      )}
      <p>
        <Link to={`/vistoria/${encodeURIComponent(establishmentId)}`}>{t('notice.back')}</Link>
      </p>
    </Page>
  );
}
