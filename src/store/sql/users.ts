/**
 * Municipalities and users. A user's credentials follow the account: a new password ends the
 * account's other sessions and revokes its tokens, disabling ends them all — in the same
 * transaction as the change, and audited with it.
 */
import { randomUUID } from 'node:crypto';
import { normaliseCnpj } from '../../core/cnpj.ts';
import { distributorCnpjAfter, distributorCnpjRefusal } from '../../domain/user.ts';
import { sha256Hex } from '../canonical.ts';
import type { Row } from '../engine.ts';
import {
  Forbidden,
  InvalidData,
  type ListQuery,
  type Municipality,
  type NewUser,
  type Page,
  ROLES,
  type Role,
  type Scope,
  type User,
} from '../repository.ts';
import type { SqlCore } from './core.ts';
import { endCredentials } from './credentials.ts';
import { USERS } from './specs.ts';
import { checkOfficial, checkScope, isOfficial, json, now, oneOf, searchText, text, textOrNull } from './values.ts';

export async function upsertMunicipalities(c: SqlCore, list: Municipality[]): Promise<void> {
  await c.change({ userId: null, requestId: null }, 'municipality', async (tx, audit) => {
    for (const m of list) {
      const next: Municipality = { id: text('id', m.id), name: text('name', m.name), uf: text('uf', m.uf), ibge: text('ibge', m.ibge) };
      const cur = await tx.get<Municipality>('SELECT id, name, uf, ibge FROM municipalities WHERE id = ?', [m.id]);
      if (cur && cur.name === next.name && cur.uf === next.uf && cur.ibge === next.ibge) continue; // seeding again changes nothing
      if (cur) await tx.run('UPDATE municipalities SET name = ?, uf = ?, ibge = ? WHERE id = ?', [next.name, next.uf, next.ibge, next.id]);
      else await c.insert(tx, 'municipalities', { ...next });
      audit({
        municipality: next.id,
        action: cur ? 'municipality.update' : 'municipality.create',
        entity: 'municipality',
        entityId: next.id,
        before: cur ? { ...cur } : null,
        after: next,
      });
    }
  });
}

export async function listMunicipalities(c: SqlCore): Promise<Municipality[]> {
  return c.db.all<Municipality>('SELECT id, name, uf, ibge FROM municipalities ORDER BY id');
}

function checkUserRoles(municipality: string | null, roles: readonly Role[]): void {
  if (!Array.isArray(roles) || roles.length === 0)
    throw new InvalidData('roles', { pt: 'é preciso ao menos um perfil', en: 'at least one role is required' });
  for (const r of roles) oneOf('roles', r, ROLES);
  if ((municipality === null) !== roles.includes('system-admin')) {
    throw new InvalidData('roles', {
      pt: "'system-admin' é o perfil, e o único tipo de usuário, sem município",
      en: "'system-admin' is the role, and the only kind of user, without a municipality",
    });
  }
}

/**
 * A distributor account's company CNPJ, normalised: required with the role 'distributor' (the
 * account files and reads that company's yearly lists, Lei 1.761/2000 de Nova Odessa, art. 13,
 * § 1º), refused on any other account (it would grant nothing and read as if it did).
 */
export function checkDistributorCnpj(roles: readonly Role[], cnpj: string | null | undefined): string | null {
  const refused = distributorCnpjRefusal(roles, cnpj);
  if (refused)
    throw new InvalidData('distributorCnpj', {
      pt: `encontrado ${refused.found.pt}, esperado ${refused.expected.pt}`,
      en: `found ${refused.found.en}, expected ${refused.expected.en}`,
    });
  return typeof cnpj === 'string' ? normaliseCnpj(cnpj.trim()) : null;
}

/** What the audit log keeps of a user: never the password hash, only whether it changed. */
function auditUser(u: User): unknown {
  return { ...u, passwordHash: u.passwordHash === null ? null : `sha256:${sha256Hex(u.passwordHash).slice(0, 16)}` };
}

export async function createUser(c: SqlCore, scope: Scope, u: NewUser): Promise<User> {
  checkScope(scope);
  checkOfficial(scope, { pt: 'criar usuários', en: 'create users' });
  if (u.municipality === null ? scope.municipality !== null : scope.municipality !== null && scope.municipality !== u.municipality) {
    throw new Forbidden({
      pt: `o escopo do município ${scope.municipality} não pode criar usuários de ${u.municipality ?? 'o sistema'}`,
      en: `scope of municipality ${scope.municipality} cannot create users of ${u.municipality ?? 'the system'}`,
    });
  }
  checkUserRoles(u.municipality, u.roles);
  const distributorCnpj = checkDistributorCnpj(u.roles, u.distributorCnpj);
  const email = text('email', u.email).trim();
  if (!email.includes('@'))
    throw new InvalidData('email', {
      pt: `esperado um endereço de e-mail, encontrado ${JSON.stringify(u.email)}`,
      en: `expected an e-mail address, found ${JSON.stringify(u.email)}`,
    });
  const user: User = {
    id: randomUUID(),
    email,
    name: text('name', u.name),
    municipality: u.municipality,
    roles: [...u.roles],
    passwordHash: textOrNull('passwordHash', u.passwordHash),
    oidcIssuer: textOrNull('oidcIssuer', u.oidcIssuer),
    oidcSubject: textOrNull('oidcSubject', u.oidcSubject),
    disabled: u.disabled === true,
    distributorCnpj,
    createdAt: now(),
    version: 1,
  };
  return c.change(scope, 'user', async (tx, audit) => {
    if (user.municipality !== null) await c.municipalityExists(tx, user.municipality);
    await c.insert(tx, 'users', {
      id: user.id,
      email: user.email,
      email_norm: user.email.toLowerCase(),
      name: user.name,
      municipality: user.municipality,
      roles: json('roles', user.roles),
      password_hash: user.passwordHash,
      oidc_issuer: user.oidcIssuer,
      oidc_subject: user.oidcSubject,
      disabled: user.disabled,
      distributor_cnpj: user.distributorCnpj,
      search: searchText(user.name, user.email),
      created_at: user.createdAt,
      version: 1,
    });
    audit({
      municipality: user.municipality,
      action: 'user.create',
      entity: 'user',
      entityId: user.id,
      before: null,
      after: auditUser(user),
    });
    return user;
  });
}

export async function getUser(c: SqlCore, scope: Scope, id: string): Promise<User> {
  return c.getScoped(c.db, USERS, scope, id);
}

export async function findUserByEmail(c: SqlCore, email: string): Promise<User | null> {
  const row = await c.db.get<Row>(`SELECT ${USERS.columns} FROM users t WHERE t.email_norm = ?`, [
    text('email', email).trim().toLowerCase(),
  ]);
  return row ? USERS.fromRow(row) : null;
}

export async function findUserByOidc(c: SqlCore, issuer: string, subject: string): Promise<User | null> {
  const row = await c.db.get<Row>(`SELECT ${USERS.columns} FROM users t WHERE t.oidc_issuer = ? AND t.oidc_subject = ?`, [
    text('issuer', issuer),
    text('subject', subject),
  ]);
  return row ? USERS.fromRow(row) : null;
}

export async function listUsers(c: SqlCore, scope: Scope, q: ListQuery): Promise<Page<User>> {
  return c.page(USERS, c.scoped(USERS, scope), q);
}

export type UserPatch = Partial<Pick<User, 'name' | 'roles' | 'disabled' | 'passwordHash' | 'distributorCnpj'>>;

export async function updateUser(
  c: SqlCore,
  scope: Scope,
  id: string,
  expectedVersion: number,
  patch: UserPatch,
  opts: { keepSessionIdHash?: string } = {},
): Promise<User> {
  if (!isOfficial(scope) && (patch.roles !== undefined || patch.disabled !== undefined || patch.distributorCnpj !== undefined)) {
    throw new Forbidden({
      pt: 'requerentes não podem mudar perfis nem desativar contas',
      en: 'applicants cannot change roles or disable accounts',
    });
  }
  return c.change(scope, 'user', async (tx, audit) => {
    let before: User | undefined;
    const after = await c.updateRow(
      tx,
      USERS,
      scope,
      id,
      expectedVersion,
      async (cur) => {
        before = cur;
        const next: User = {
          ...cur,
          name: patch.name !== undefined ? text('name', patch.name) : cur.name,
          roles: patch.roles !== undefined ? [...patch.roles] : cur.roles,
          disabled: patch.disabled !== undefined ? patch.disabled === true : cur.disabled,
          passwordHash: patch.passwordHash !== undefined ? textOrNull('passwordHash', patch.passwordHash) : cur.passwordHash,
        };
        checkUserRoles(next.municipality, next.roles);
        // Checked when the roles or the CNPJ change: an account made before migration 0010 keeps
        // its name and password changes; a role taken away takes its CNPJ with it.
        if (patch.roles !== undefined || patch.distributorCnpj !== undefined) {
          next.distributorCnpj = checkDistributorCnpj(
            next.roles,
            distributorCnpjAfter(cur, { roles: next.roles, distributorCnpj: patch.distributorCnpj }).cnpj,
          );
        }
        return {
          next,
          set: {
            name: next.name,
            roles: json('roles', next.roles),
            disabled: next.disabled,
            password_hash: next.passwordHash,
            distributor_cnpj: next.distributorCnpj,
            search: searchText(next.name, next.email),
          },
        };
      },
      audit,
      auditUser,
    );
    const disabled = after.disabled && !before?.disabled;
    const newPassword = after.passwordHash !== before?.passwordHash;
    if (disabled || newPassword) {
      // Disabling ends every session; a new password keeps only the caller's own.
      const ended = await endCredentials(tx, id, now(), disabled ? null : (opts.keepSessionIdHash ?? null));
      if (ended.sessions.length + ended.tokens.length > 0)
        audit({
          municipality: after.municipality,
          action: 'user.credentials-ended',
          entity: 'user',
          entityId: id,
          before: null,
          after: { reason: disabled ? 'disabled' : 'password-changed', sessionsEnded: ended.sessions, tokensRevoked: ended.tokens },
        });
    }
    return after;
  });
}
