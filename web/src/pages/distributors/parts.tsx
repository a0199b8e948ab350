/** Pieces the distributors' screens share: a year field, the on-time or late tag, a distributor as named. */
import { Field } from '../../components/Fields.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { showCnpj } from '../../lib/cnpj.ts';

/** A year (the lists are yearly: art. 13, § 1º, "anualmente"). */
export function YearField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  onChange(v: string): void;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <input id={id} type="number" inputMode="numeric" min={2000} max={9999} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** On time or late against the year's deadline. */
export function LateTag({ late }: { late: boolean }) {
  const { t } = useI18n();
  return <span className={`br-tag glp-state glp-state-${late ? 'expired' : 'valid'}`}>{t(late ? 'dist.late' : 'dist.onTime')}</span>;
}

/** "Gás Azul (90.000.004/0001-62)". */
export function distributorOf(l: { distributorName: string; distributorCnpj: string }): string {
  return `${l.distributorName} (${showCnpj(l.distributorCnpj)})`;
}
