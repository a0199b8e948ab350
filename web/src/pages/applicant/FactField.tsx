/**
 * One fact the evaluation asks for, as a labelled field of the kind its schema says: yes/no,
 * a number, a date, a choice, free text, a list of records (vehicles, containers…) or, for
 * anything else, JSON. An empty answer removes the fact (the law then cannot be evaluated on
 * it, and says so) — never a silent default.
 */
import { useState } from 'react';
import { describedBy, Field } from '../../components/Fields.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { type FieldKind, parseBrDate } from '../../lib/facts.ts';

export interface FactFieldProps {
  id: string;
  label: string;
  hint: string | undefined;
  kind: FieldKind;
  value: unknown;
  error: string | null;
  onChange(value: unknown): void;
}

function toNumber(s: string): number | undefined {
  const t = s.trim().replace(/\./g, '').replace(',', '.');
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

function Scalar({
  id,
  kind,
  value,
  onChange,
  described,
}: {
  id: string;
  kind: FieldKind;
  value: unknown;
  onChange(v: unknown): void;
  described?: string | undefined;
}) {
  const { t, code } = useI18n();
  const [text, setText] = useState(() => {
    if (value === undefined) return '';
    const iso = kind.kind === 'date' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value)) : null;
    return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : String(value).replace('.', ',');
  });
  switch (kind.kind) {
    case 'boolean':
      return (
        <select
          id={id}
          className="glp-select"
          aria-describedby={described}
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          onChange={(e) => onChange(e.target.value === 'yes' ? true : e.target.value === 'no' ? false : undefined)}
        >
          <option value="">{t('form.unanswered')}</option>
          <option value="yes">{t('form.yes')}</option>
          <option value="no">{t('form.no')}</option>
        </select>
      );
    case 'choice':
      return (
        <select
          id={id}
          className="glp-select"
          aria-describedby={described}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value || undefined)}
        >
          <option value="">{t('form.unanswered')}</option>
          {kind.options.map((o) => (
            <option key={o} value={o}>
              {code('choice', o)}
            </option>
          ))}
        </select>
      );
    case 'number':
      return (
        <input
          id={id}
          type="text"
          inputMode="decimal"
          aria-describedby={described}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onChange(toNumber(e.target.value));
          }}
        />
      );
    case 'date':
      return (
        <input
          id={id}
          type="text"
          inputMode="numeric"
          placeholder={t('form.datePlaceholder')}
          aria-describedby={described}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onChange(parseBrDate(e.target.value));
          }}
        />
      );
    default:
      return (
        <input
          id={id}
          type="text"
          aria-describedby={described}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value || undefined)}
        />
      );
  }
}

function ListField({
  id,
  kind,
  value,
  onChange,
}: {
  id: string;
  kind: Extract<FieldKind, { kind: 'list' }>;
  value: unknown;
  onChange(v: unknown): void;
}) {
  const { t, code } = useI18n();
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const set = (i: number, name: string, v: unknown) => {
    const next = items.map((it, j) => (j === i ? { ...it, [name]: v } : it));
    for (const it of next) for (const k of Object.keys(it)) if (it[k] === undefined) delete it[k];
    onChange(next);
  };
  return (
    <div className="glp-list-field">
      {value === undefined && <p className="glp-muted">{t('form.list.unanswered')}</p>}
      {Array.isArray(value) && items.length === 0 && <p>{t('form.list.none')}</p>}
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity but their place.
        <fieldset key={i} className="glp-list-item">
          <legend>{t('form.list.item', { n: i + 1 })}</legend>
          {kind.fields.map((f) => (
            <div className="br-input glp-field" key={f.name}>
              <label htmlFor={`${id}-${i}-${f.name}`}>
                {code('fact', f.name)}
                {f.required ? ' *' : ''}
              </label>
              <Scalar id={`${id}-${i}-${f.name}`} kind={f.field} value={item[f.name]} onChange={(v) => set(i, f.name, v)} />
            </div>
          ))}
          <button type="button" className="br-button secondary small" onClick={() => onChange(items.filter((_, j) => j !== i))}>
            {t('form.list.remove', { n: i + 1 })}
          </button>
        </fieldset>
      ))}
      <div className="glp-actions">
        <button type="button" className="br-button secondary small" onClick={() => onChange([...items, {}])}>
          <i className="fas fa-plus mr-1" aria-hidden="true" />
          {t('form.list.add')}
        </button>
        {value === undefined && (
          <button type="button" className="br-button tertiary small" onClick={() => onChange([])}>
            {t('form.list.noneButton')}
          </button>
        )}
      </div>
    </div>
  );
}

function JsonField({
  id,
  value,
  onChange,
  described,
}: {
  id: string;
  value: unknown;
  onChange(v: unknown): void;
  described?: string | undefined;
}) {
  const [text, setText] = useState(value === undefined ? '' : JSON.stringify(value));
  return (
    <textarea
      id={id}
      rows={3}
      aria-describedby={described}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        if (e.target.value.trim() === '') return onChange(undefined);
        try {
          onChange(JSON.parse(e.target.value));
        } catch {
          // Incomplete JSON while typing: the last valid answer stands.
        }
      }}
    />
  );
}

export function FactField({ id, label, hint, kind, value, error, onChange }: FactFieldProps) {
  const described = describedBy(id, hint, error);
  if (kind.kind === 'list') {
    return (
      <fieldset className="glp-fact" aria-describedby={described}>
        <legend>{label}</legend>
        {hint && (
          <p className="glp-hint" id={`${id}-hint`}>
            {hint}
          </p>
        )}
        <ListField id={id} kind={kind} value={value} onChange={onChange} />
        {error && (
          <span className="feedback danger" role="alert" id={`${id}-error`}>
            {error}
          </span>
        )}
      </fieldset>
    );
  }
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {kind.kind === 'json' ? (
        <JsonField id={id} value={value} onChange={onChange} described={described} />
      ) : (
        <Scalar id={id} kind={kind} value={value} onChange={onChange} described={described} />
      )}
    </Field>
  );
}
