/**
 * Users and roles (/admin/usuarios), for municipal and system administrators: the accounts
 * the API lets them see (a municipal administrator: their municipality's), a form to create
 * one, changing an account's roles (and a distributor's CNPJ), and disabling or re-enabling it
 * (If-Match: a change made meanwhile is refused and the list reloads). The API checks which roles
 * each administrator may grant.
 */
import { type FormEvent, useState } from 'react';
import { etag } from '../../api/applications.ts';
import { api, type Schemas, unwrap } from '../../api/client.ts';
import { municipalities } from '../../api/municipalities.ts';
import { useSession } from '../../auth/Session.tsx';
import { Field } from '../../components/Fields.tsx';
import { LoadError, Loading } from '../../components/Loading.tsx';
import { Message } from '../../components/Message.tsx';
import { Page } from '../../components/Page.tsx';
import { ScrollTable } from '../../components/ScrollTable.tsx';
import { useI18n } from '../../i18n/I18n.tsx';
import { showCnpj } from '../../lib/cnpj.ts';
import { useAsync } from '../../lib/useAsync.ts';
import { SignInFirst } from '../SignInFirst.tsx';
import { type Role, RoleFields } from './RoleFields.tsx';

type User = Schemas['User'];

type Result = { state: 'idle' | 'busy' } | { state: 'done'; message: string } | { state: 'error'; error: Error };

export function Users() {
  const { t, code } = useI18n();
  const { user } = useSession();
  const [round, setRound] = useState(0);
  const list = useAsync(user ? (signal) => unwrap(api.GET('/api/users', { params: { query: { limit: 100 } }, signal })) : null, [
    user?.id,
    round,
  ]);
  const munis = useAsync(() => municipalities(), []);
  const [result, setResult] = useState<Result>({ state: 'idle' });
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [municipality, setMunicipality] = useState(user?.municipality ?? '');
  const [roles, setRoles] = useState<Role[]>([]);
  // A distributor account names its company (Lei 1.761/2000 de Nova Odessa, art. 13, § 1º: it files that company's list).
  const [cnpj, setCnpj] = useState('');
  const distributor = roles.includes('distributor');
  // The account whose roles are being changed, and the roles and CNPJ as edited.
  const [editing, setEditing] = useState<User | null>(null);
  const [editRoles, setEditRoles] = useState<Role[]>([]);
  const [editCnpj, setEditCnpj] = useState('');

  if (!user) return <SignInFirst title={t('nav.users')} />;

  const act = async (what: () => Promise<unknown>, message: string) => {
    setResult({ state: 'busy' });
    try {
      await what();
      setResult({ state: 'done', message });
    } catch (e) {
      setResult({ state: 'error', error: e instanceof Error ? e : new Error(String(e)) });
    }
    setRound((r) => r + 1);
  };
  const create = (e: FormEvent) => {
    e.preventDefault();
    void act(
      async () => {
        await unwrap(
          api.POST('/api/users', {
            body: {
              name: name.trim(),
              email: email.trim(),
              municipality: municipality || null,
              roles,
              ...(password ? { password } : {}),
              ...(distributor ? { distributorCnpj: cnpj.trim() } : {}),
            },
          }),
        );
        setName('');
        setEmail('');
        setPassword('');
        setRoles([]);
        setCnpj('');
      },
      t('users.created', { email: email.trim() }),
    );
  };
  const startEdit = (u: User) => {
    setEditing(u);
    setEditRoles([...u.roles]);
    setEditCnpj(u.distributorCnpj ? showCnpj(u.distributorCnpj) : '');
  };
  const saveEdit = (e: FormEvent) => {
    e.preventDefault();
    const u = editing;
    if (!u) return;
    void act(
      async () => {
        await unwrap(
          api.PATCH('/api/users/{id}', {
            params: { path: { id: u.id }, header: { 'if-match': etag(u.version) } },
            // Taking the role distribuidora away takes the CNPJ with it (the API does it).
            body: { roles: editRoles, ...(editRoles.includes('distributor') ? { distributorCnpj: editCnpj.trim() } : {}) },
          }),
        );
        setEditing(null);
      },
      t('users.updated', { email: u.email }),
    );
  };
  const toggle = (u: User) =>
    act(
      () =>
        unwrap(
          api.PATCH('/api/users/{id}', {
            params: { path: { id: u.id }, header: { 'if-match': etag(u.version) } },
            body: { disabled: !u.disabled },
          }),
        ),
      t(u.disabled ? 'users.enabled' : 'users.disabled', { email: u.email }),
    );

  return (
    <Page title={t('nav.users')} crumbs={[{ label: t('menu.admin') }]} lead={t('users.lead')}>
      {result.state === 'done' && <Message kind="success" title={result.message} live />}
      {result.state === 'error' && <LoadError error={result.error} />}
      <section className="glp-section" aria-labelledby="users-list">
        <h2 id="users-list">{t('users.list')}</h2>
        {list.state === 'loading' && <Loading />}
        {list.state === 'error' && <LoadError error={list.error} retry={list.reload} />}
        {list.state === 'ok' && (
          <ScrollTable label={t('users.list')}>
            <thead>
              <tr>
                <th scope="col">{t('users.name')}</th>
                <th scope="col">{t('signin.email')}</th>
                <th scope="col">{t('muni.label')}</th>
                <th scope="col">{t('users.roles')}</th>
                <th scope="col">{t('licence.status')}</th>
                <th scope="col">{t('users.action')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((u) => (
                <tr key={u.id}>
                  <td>{u.name}</td>
                  <td>
                    {u.email}
                    {u.demo && (
                      <span className="br-tag small ml-1" title={t('users.demoHint')}>
                        {t('users.demo')}
                        <span className="sr-only"> ({t('users.demoHint')})</span>
                      </span>
                    )}
                  </td>
                  <td>{u.municipality ?? t('users.allMunicipalities')}</td>
                  <td>
                    {u.roles.map((r) => code('role', r)).join(', ')}
                    {u.distributorCnpj && ` (CNPJ ${showCnpj(u.distributorCnpj)})`}
                  </td>
                  <td>{u.disabled ? t('users.isDisabled') : t('users.isActive')}</td>
                  <td>
                    <button
                      type="button"
                      className="br-button secondary small mr-1"
                      disabled={result.state === 'busy'}
                      onClick={() => startEdit(u)}
                    >
                      {t('users.edit')}
                      <span className="sr-only"> {u.email}</span>
                    </button>
                    {u.id !== user.id && (
                      <button
                        type="button"
                        className="br-button secondary small"
                        disabled={result.state === 'busy'}
                        onClick={() => toggle(u)}
                      >
                        {u.disabled ? t('users.enable') : t('users.disable')}
                        <span className="sr-only"> {u.email}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </section>
      {editing && (
        <section className="glp-section" aria-labelledby="users-edit">
          <h2 id="users-edit">{t('users.editTitle', { email: editing.email })}</h2>
          <form className="glp-form" onSubmit={saveEdit}>
            <RoleFields prefix="edit-" roles={editRoles} onRoles={setEditRoles} cnpj={editCnpj} onCnpj={setEditCnpj} />
            <div className="glp-actions">
              <button type="submit" className="br-button primary" disabled={result.state === 'busy'}>
                {t('users.save')}
              </button>
              <button type="button" className="br-button secondary" onClick={() => setEditing(null)}>
                {t('users.cancel')}
              </button>
            </div>
          </form>
        </section>
      )}
      <section className="glp-section" aria-labelledby="users-new">
        <h2 id="users-new">{t('users.new')}</h2>
        <form className="glp-form" onSubmit={create}>
          <Field id="user-name" label={t('users.name')}>
            <input id="user-name" type="text" value={name} onChange={(e) => setName(e.target.value)} required />
          </Field>
          <Field id="user-email" label={t('signin.email')}>
            <input id="user-email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </Field>
          <Field id="user-password" label={t('users.password')} hint={t('users.passwordHint')}>
            <input
              id="user-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby="user-password-hint"
            />
          </Field>
          <Field id="user-municipality" label={t('muni.label')}>
            <select id="user-municipality" className="glp-select" value={municipality} onChange={(e) => setMunicipality(e.target.value)}>
              <option value="">{t('users.allMunicipalities')}</option>
              {munis.state === 'ok' &&
                munis.data.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}/{m.uf}
                  </option>
                ))}
            </select>
          </Field>
          <RoleFields prefix="" roles={roles} onRoles={setRoles} cnpj={cnpj} onCnpj={setCnpj} />
          <div className="glp-actions">
            <button type="submit" className="br-button primary" disabled={result.state === 'busy'}>
              {t('users.create')}
            </button>
          </div>
        </form>
      </section>
    </Page>
  );
}
