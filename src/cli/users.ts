/**
 * Accounts from the command line, for whoever runs the server and holds its database: the
 * accounts, a new one, a new password (a locked-out administrator, an account made before its
 * password). The password is read from standard input, never from the command line (it would
 * stay in the shell's history and the process list). The store's own checks apply, as through
 * the API: roles that fit the municipality, a distributor's CNPJ (Lei 1.761/2000 de Nova
 * Odessa, art. 13, § 1º), a unique e-mail; passwords hashed with argon2id; every change audited,
 * signed "cli" (the system). A new password ends the account's sessions and tokens.
 *   glp users list [MUNICIPALITY] [--data DIR]
 *   glp users add EMAIL --name NAME (--municipality M | --all) --roles R[,R…] [--distributor-cnpj C] [--password-stdin]
 *   glp users password EMAIL --password-stdin [--data DIR]
 *   glp users roles EMAIL --roles R[,R…] [--distributor-cnpj C] [--data DIR]
 *   glp users disable|enable EMAIL [--data DIR]
 * Disabling ends the account's sessions and tokens (a running server stops accepting a cached
 * token within its 5 s cache, src/auth/service.ts).
 */
import { randomUUID } from 'node:crypto';
import { hashPassword, passwordProblem } from '../auth/password.ts';
import { formatCnpj } from '../core/cnpj.ts';
import { phrasePt } from '../core/input/phrases-pt.ts';
import { formatDate } from '../core/format.ts';
import { ROLES, type Role, roleNames, type Scope } from '../domain/roles.ts';
import type { User } from '../domain/user.ts';
import type { Repository } from '../store/repository.ts';
import { noSuchUser } from './acting.ts';
import { langArg, parse } from './args.ts';
import { type CliIO, EXIT, UsageError } from './io.ts';
import { municipalityInfo, openStore } from './registry-io.ts';

const USAGE =
  'glp users list [MUNICIPALITY] [--data DIR]\n' +
  '       glp users add EMAIL --name NAME (--municipality M | --all) --roles R[,R…] [--distributor-cnpj CNPJ] [--password-stdin] [--data DIR]\n' +
  '       glp users password EMAIL --password-stdin [--data DIR]\n' +
  '       glp users roles EMAIL --roles R[,R…] [--distributor-cnpj CNPJ] [--data DIR]\n' +
  '       glp users disable|enable EMAIL [--data DIR]';

const SUBCOMMANDS = ['list', 'add', 'password', 'roles', 'disable', 'enable'] as const;

const system = (): Scope => ({ userId: 'cli', municipality: null, roles: ['system-admin'], requestId: randomUUID() });

/** One account per line: e-mail, name, municipality, roles (a distributor's CNPJ), state, since. */
function userLine(u: User, lang: 'pt' | 'en'): string {
  const roles = roleNames(u.roles)[lang];
  const cnpj = u.distributorCnpj ? ` (CNPJ ${formatCnpj(u.distributorCnpj)})` : '';
  const where = u.municipality ?? (lang === 'pt' ? 'todos os municípios' : 'every municipality');
  const state = u.disabled ? (lang === 'pt' ? 'desativada' : 'disabled') : lang === 'pt' ? 'ativa' : 'active';
  return `${u.email}  ${u.name} — ${where} — ${roles}${cnpj} — ${state}, ${lang === 'pt' ? 'desde' : 'since'} ${formatDate(u.createdAt.slice(0, 10))}`;
}

/** The password from standard input: its first line, as typed or piped (the newline is not part of it). */
async function passwordFromStdin(io: CliIO): Promise<string> {
  const password = (await io.readStdin()).split(/\r?\n/)[0] ?? '';
  const why = passwordProblem(password);
  if (why)
    throw new UsageError({
      pt: `--password-stdin: encontrada uma senha de ${password.length} caracteres, esperado ${phrasePt(why)}`,
      en: `--password-stdin: found a password of ${password.length} characters, expected ${why}`,
    });
  return password;
}

function rolesOf(value: string | undefined): Role[] {
  const roles = (value ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r !== '');
  const unknown = roles.filter((r) => !(ROLES as readonly string[]).includes(r));
  if (roles.length === 0 || unknown.length > 0)
    throw new UsageError({
      pt: `--roles: encontrado "${value ?? ''}", esperado um ou mais de ${ROLES.join(', ')}, separados por vírgula`,
      en: `--roles: found "${value ?? ''}", expected one or more of ${ROLES.join(', ')}, comma-separated`,
    });
  return [...new Set(roles)] as Role[];
}

async function byEmail(repo: Repository, email: string): Promise<User> {
  const user = await repo.findUserByEmail(email.trim());
  if (user === null) throw noSuchUser('EMAIL', email);
  return user;
}

export async function usersCommand(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      name: { type: 'string' },
      municipality: { type: 'string' },
      all: { type: 'boolean' },
      roles: { type: 'string' },
      'distributor-cnpj': { type: 'string' },
      'password-stdin': { type: 'boolean' },
      lang: { type: 'string' },
      data: { type: 'string' },
    },
    USAGE,
  );
  const lang = langArg(v.lang);
  const [sub, arg] = positionals;
  if (!(SUBCOMMANDS as readonly (string | undefined)[]).includes(sub))
    throw new UsageError(
      {
        pt: `SUBCOMANDO: encontrado "${sub ?? ''}", esperado list, add, password, roles, disable ou enable`,
        en: `SUBCOMMAND: found "${sub ?? ''}", expected list, add, password, roles, disable or enable`,
      },
      USAGE,
    );
  if (sub !== 'list' && !arg)
    throw new UsageError(
      { pt: 'EMAIL: encontrado nada, esperado o e-mail da conta', en: 'EMAIL: found nothing, expected the account’s e-mail' },
      USAGE,
    );
  if (sub === 'password' && v['password-stdin'] !== true)
    throw new UsageError(
      {
        pt: '--password-stdin: encontrado nada, esperado --password-stdin (a senha vem da entrada padrão, nunca da linha de comando)',
        en: '--password-stdin: found nothing, expected --password-stdin (the password comes from standard input, never the command line)',
      },
      USAGE,
    );
  if (sub === 'add') {
    if (!v.name?.trim())
      throw new UsageError(
        { pt: '--name: encontrado nada, esperado o nome da pessoa', en: '--name: found nothing, expected the person’s name' },
        USAGE,
      );
    if ((v.municipality === undefined) === (v.all !== true))
      throw new UsageError(
        {
          pt: '--municipality: esperado --municipality M (a conta de um município) ou --all (administrador do sistema), um dos dois',
          en: '--municipality: expected --municipality M (an account of one municipality) or --all (a system administrator), one of the two',
        },
        USAGE,
      );
  }
  // Read before the store opens: a refused password leaves nothing behind.
  const password = v['password-stdin'] === true ? await passwordFromStdin(io) : null;
  const roles = sub === 'add' || sub === 'roles' ? rolesOf(v.roles) : [];
  if (v['distributor-cnpj'] !== undefined && sub !== 'add' && sub !== 'roles')
    throw new UsageError(
      {
        pt: `--distributor-cnpj: encontrado com ${sub}, esperado só com add ou roles`,
        en: `--distributor-cnpj: found with ${sub}, expected only with add or roles`,
      },
      USAGE,
    );
  const repo = await openStore(io, v.data);
  try {
    if (sub === 'list') {
      // A municipality that is not here is refused, not answered "nenhuma conta".
      if (arg) await municipalityInfo(repo, arg);
      const page = await repo.listUsers(system(), { limit: 1000, ...(arg ? { filters: { municipality: arg } } : {}) });
      if (page.items.length === 0) io.stdout(lang === 'pt' ? 'nenhuma conta\n' : 'no account\n');
      for (const u of page.items) io.stdout(`${userLine(u, lang)}\n`);
      return EXIT.ok;
    }
    if (sub === 'add') {
      const u = await repo.createUser(system(), {
        email: (arg as string).trim().toLowerCase(),
        name: (v.name as string).trim(),
        municipality: v.all === true ? null : (v.municipality as string),
        roles,
        passwordHash: password === null ? null : await hashPassword(password),
        oidcIssuer: null,
        oidcSubject: null,
        disabled: false,
        ...(v['distributor-cnpj'] !== undefined ? { distributorCnpj: v['distributor-cnpj'] } : {}),
      });
      io.stdout(`${lang === 'pt' ? 'conta criada' : 'account created'}: ${userLine(u, lang)}\n`);
      if (password === null)
        io.stdout(
          lang === 'pt'
            ? 'sem senha: entra pelo gov.br, ou defina uma com glp users password EMAIL --password-stdin\n'
            : 'no password: signs in with gov.br, or set one with glp users password EMAIL --password-stdin\n',
        );
      return EXIT.ok;
    }
    const user = await byEmail(repo, arg as string);
    if (sub === 'roles') {
      const cnpj = v['distributor-cnpj'];
      const u = await repo.updateUser(system(), user.id, user.version, { roles, ...(cnpj !== undefined ? { distributorCnpj: cnpj } : {}) });
      io.stdout(`${lang === 'pt' ? 'perfis alterados' : 'roles changed'}: ${userLine(u, lang)}\n`);
      return EXIT.ok;
    }
    if (sub === 'disable' || sub === 'enable') {
      const disabled = sub === 'disable';
      // Already so: nothing is written, nothing audited; said, not hidden.
      if (user.disabled === disabled) {
        io.stdout(`${lang === 'pt' ? 'nada a mudar' : 'nothing to change'}: ${userLine(user, lang)}\n`);
        return EXIT.ok;
      }
      const u = await repo.updateUser(system(), user.id, user.version, { disabled });
      const said = disabled
        ? { pt: 'conta desativada; as sessões e os tokens dela terminaram', en: 'account disabled; its sessions and tokens ended' }
        : {
            pt: 'conta reativada; entra de novo com a senha ou o gov.br',
            en: 'account enabled; signs in again with its password or gov.br',
          };
      io.stdout(`${said[lang]}: ${userLine(u, lang)}\n`);
      return EXIT.ok;
    }
    const u = await repo.updateUser(system(), user.id, user.version, { passwordHash: await hashPassword(password as string) });
    io.stdout(
      lang === 'pt'
        ? `senha de ${u.email} definida; as sessões e os tokens dela terminaram\n`
        : `password of ${u.email} set; its sessions and tokens ended\n`,
    );
    return EXIT.ok;
  } finally {
    await repo.close();
  }
}
