/**
 * A distributor sends its company's list of the year (Lei 1.761/2000 de Nova Odessa, art. 13,
 * § 1º): brand, year and the file (.csv or .xlsx, read to base64 here). The API files it under the
 * account's CNPJ, dated today (the day received decides lateness: a distributor does not date
 * it); one bad line refuses the whole list, and each line the API's 422 names is shown.
 */
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { fileBase64, sendList } from '../../api/distributors.ts';
import { Field } from '../../components/Fields.tsx';
import { localDay } from '../../components/Licence.tsx';
import { ProblemMessage } from '../../components/Problem.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { showCnpj } from '../../lib/cnpj.ts';
import { YearField } from './parts.tsx';

export function SendForm({
  municipality,
  company,
  onSent,
}: {
  municipality: string;
  company: { name: string; cnpj: string };
  onSent(message: string): void;
}) {
  const { t, date } = useI18n();
  const today = localDay(new Date());
  const [brand, setBrand] = useState('');
  const [year, setYear] = useState(today.slice(0, 4));
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Error | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const absent = { brand: !brand.trim(), year: !/^\d{4}$/.test(year), file: file === null };
    setMissing(absent);
    if (absent.brand || absent.year || !file) return;
    setBusy(true);
    setRefusal(null);
    try {
      const saved = await sendList(municipality, {
        brand: brand.trim(),
        year: Number(year),
        fileName: file.name,
        content: await fileBase64(file),
      });
      onSent(t('dist.sent', { year: saved.year, lines: saved.lines }));
    } catch (err) {
      setRefusal(err instanceof Error ? err : new Error(String(err)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="glp-section" aria-labelledby="dist-send">
      <h2 id="dist-send">{t('dist.send')}</h2>
      <p>{t('dist.company', { name: company.name, cnpj: showCnpj(company.cnpj) })}</p>
      <form className="glp-form" onSubmit={submit} noValidate aria-labelledby="dist-send">
        <div className="glp-form-row">
          <Field id="dist-brand" label={t('dist.brand')} error={missing['brand'] ? t('dist.required') : null}>
            <input id="dist-brand" type="text" value={brand} maxLength={200} onChange={(e) => setBrand(e.target.value)} />
          </Field>
          <YearField
            id="dist-year"
            label={t('dist.year')}
            value={year}
            error={missing['year'] ? t('dist.required') : null}
            onChange={setYear}
          />
        </div>
        <Field id="dist-file" label={t('dist.file')} hint={t('dist.fileHint')} error={missing['file'] ? t('dist.required') : null}>
          <input
            id="dist-file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby="dist-file-hint"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <p className="glp-muted">{t('dist.receivedOn', { date: date(today) })}</p>
        {refusal && (
          <>
            {refusal instanceof ApiError && refusal.status === 422 && <p>{t('dist.refused')}</p>}
            <ProblemMessage error={refusal} />
          </>
        )}
        <div className="glp-actions">
          <button type="submit" className="br-button primary" disabled={busy}>
            {t('dist.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
