/** Form fields in the gov.br DS style (br-input, br-select as a native select), always labelled. */
import type { ReactNode } from 'react';
import type { Municipality } from '../api/municipalities.ts';
import { useI18n } from '../i18n/I18n.tsx';

export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`br-input glp-field${error ? ' danger' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="glp-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <span className="feedback danger" role="alert" id={`${id}-error`}>
          <i className="fas fa-times-circle" aria-hidden="true" />
          {error}
        </span>
      )}
    </div>
  );
}

/** aria-describedby for a field's hint and error. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function MunicipalitySelect({
  id,
  value,
  onChange,
  items,
}: {
  id: string;
  value: string;
  onChange(id: string): void;
  items: readonly Municipality[];
}) {
  const { t } = useI18n();
  return (
    <Field id={id} label={t('muni.label')}>
      <select id={id} className="glp-select" value={value} onChange={(e) => onChange(e.target.value)} required>
        <option value="" disabled>
          {t('muni.choose')}
        </option>
        {items.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}/{m.uf}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The activity (a pack's activity codes, labelled). */
export function ActivitySelect({
  id,
  value,
  onChange,
  activities,
}: {
  id: string;
  value: string;
  onChange(activity: string): void;
  activities: readonly string[];
}) {
  const { t, code } = useI18n();
  return (
    <Field id={id} label={t('viability.activity')}>
      <select id={id} className="glp-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {activities.map((a) => (
          <option key={a} value={a}>
            {code('activity', a)}
          </option>
        ))}
      </select>
    </Field>
  );
}
