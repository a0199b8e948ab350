/** What an issued licence permits, under its decision on the application page: the quantity and its basis. */
import type { LicensingItem } from '../../api/licensing.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { type LicenceRecordData, quantityLines } from '../../lib/licence-quantity.ts';

/** The licence record a decision issued (data.decisionId), if the application's records include it. */
export function recordOf(records: readonly LicensingItem[], decisionId: string): LicenceRecordData | undefined {
  const r = records.find((i) => i.kind === 'licence-record' && i.data['decisionId'] === decisionId);
  return r?.data as LicenceRecordData | undefined;
}

export function LicenceQuantity({ record }: { record: LicenceRecordData }) {
  const { t, lang } = useI18n();
  const q = quantityLines(record, lang);
  return (
    <dl className="glp-facts glp-lic-quantity">
      <dt>{t('lic.quantity')}</dt>
      <dd>{q.amount}</dd>
      {q.basis !== null && (
        <>
          <dt>{t('lic.quantityBasis')}</dt>
          <dd>{q.basis}</dd>
        </>
      )}
    </dl>
  );
}
