/**
 * The roles of an account and, with the role distribuidora, its company's CNPJ (Lei 1.761/2000 de
 * Nova Odessa, art. 13, § 1º: a distributor files that company's yearly list): the same fields
 * when an account is created and when its roles are changed. `prefix` keeps the ids apart.
 */
import type { Schemas } from '../../api/client.ts';
import { Field } from '../../components/Fields.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { pt } from '../../i18n/messages.ts';

export type Role = Schemas['User']['roles'][number];
/** The roles, in the order the interface labels them (the API's own list is in its schema: src/domain/roles.ts). */
export const ROLES = Object.keys(pt)
  .filter((k) => k.startsWith('role.'))
  .map((k) => k.slice('role.'.length) as Role);

export function RoleFields(props: {
  prefix: string;
  roles: readonly Role[];
  onRoles: (update: (roles: Role[]) => Role[]) => void;
  cnpj: string;
  onCnpj: (cnpj: string) => void;
}) {
  const { t, code } = useI18n();
  const { prefix } = props;
  return (
    <>
      <fieldset className="glp-fact">
        <legend>{t('users.roles')}</legend>
        {ROLES.map((r) => (
          <div className="br-checkbox" key={r}>
            <input
              id={`${prefix}role-${r}`}
              type="checkbox"
              checked={props.roles.includes(r)}
              onChange={(e) => props.onRoles((rs) => (e.target.checked ? [...rs, r] : rs.filter((x) => x !== r)))}
            />
            <label htmlFor={`${prefix}role-${r}`}>{code('role', r)}</label>
          </div>
        ))}
      </fieldset>
      {props.roles.includes('distributor') && (
        <Field id={`${prefix}user-cnpj`} label={t('users.distributorCnpj')} hint={t('users.distributorCnpjHint')}>
          <input
            id={`${prefix}user-cnpj`}
            type="text"
            inputMode="numeric"
            value={props.cnpj}
            onChange={(e) => props.onCnpj(e.target.value)}
            aria-describedby={`${prefix}user-cnpj-hint`}
            required
          />
        </Field>
      )}
    </>
  );
}
