/**
 * `glp demo accounts [--data-dir D] [--i-know-these-passwords-are-public]` — the demonstration
 * accounts of README "Demo accounts" (src/domain/demo-accounts.ts), one per role, so a newcomer
 * signs in to `glp serve` at once. Passwords argon2id-hashed like any other; each account
 * created is audited (user.create by `demo`). Idempotent: an account that exists is left as it
 * is (even if its password was changed since), and a second run says that nothing changed.
 *
 * The passwords are public, so it refuses (exit 2) where they could let a stranger in: a
 * GLP_PUBLIC_URL that is not this machine, or a database that already holds real accounts.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password.ts';
import { formatNumber } from '../core/format.ts';
import { InputError } from '../core/input/validate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, isDemoEmail } from '../domain/demo-accounts.ts';
import { ROLE_NAMES, type Scope } from '../domain/roles.ts';
import type { Repository } from '../store/repository.ts';
import type { CliIO } from './io.ts';
import { openStore } from './registry-io.ts';

export const OVERRIDE = 'i-know-these-passwords-are-public';

const LOOPBACK_URL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Why the public passwords must not be set up here, or null. */
function publicUrlProblem(env: Record<string, string | undefined>): InputError | null {
  const raw = env.GLP_PUBLIC_URL?.trim();
  if (!raw) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // Not a URL: glp serve would refuse it too; here it counts as "not known to be this machine".
  }
  if (url && LOOPBACK_URL_HOST.test(url.hostname)) return null;
  return InputError.of(
    'GLP_PUBLIC_URL',
    `${JSON.stringify(raw.slice(0, 200))} (not this machine)`,
    `unset or this machine (localhost, 127.0.0.1, [::1]): the demo accounts' passwords are public (--${OVERRIDE} to create them anyway)`,
  );
}

/** The first account that is not a demo account, or null (paged: a real database may hold many). */
async function firstRealAccount(repo: Repository, scope: Scope): Promise<string | null> {
  for (let offset = 0; ; offset += 500) {
    const page = await repo.listUsers(scope, { limit: 500, offset });
    const real = page.items.find((u) => !isDemoEmail(u.email));
    if (real) return real.email;
    if (page.items.length < 500 || offset + page.items.length >= page.total) return null;
  }
}

export async function demoAccounts(
  io: CliIO,
  opts: { dataDir: string | undefined; override: boolean },
): Promise<{ created: DemoAccount[]; existing: DemoAccount[]; skipped: DemoAccount[] }> {
  if (!opts.override) {
    const p = publicUrlProblem(io.env);
    if (p) throw p;
  }
  const scope: Scope = { userId: 'demo', municipality: null, roles: ['system-admin'], requestId: `demo-accounts-${randomUUID()}` };
  const repo = await openStore(io, opts.dataDir);
  try {
    if (!opts.override) {
      const real = await firstRealAccount(repo, scope);
      if (real !== null)
        throw InputError.of(
          'database',
          `an account that is not a demo account (${real})`,
          `a database with no accounts but demo ones: the demo passwords are public (--${OVERRIDE} to add them anyway, or --data-dir DIR for a separate database)`,
        );
    }
    const known = new Set((await repo.listMunicipalities()).map((m) => m.id));
    const created: DemoAccount[] = [];
    const existing: DemoAccount[] = [];
    const skipped: DemoAccount[] = [];
    // One hash for all: the same public password (argon2id salts it; verifying needs only the PHC string).
    let hash: string | undefined;
    for (const a of DEMO_ACCOUNTS) {
      if (a.municipality !== null && !known.has(a.municipality)) {
        skipped.push(a);
        continue;
      }
      if (await repo.findUserByEmail(a.email)) {
        existing.push(a);
        continue;
      }
      hash ??= await hashPassword(DEMO_PASSWORD);
      await repo.createUser(scope, {
        email: a.email,
        name: a.name,
        municipality: a.municipality,
        roles: [a.role],
        passwordHash: hash,
        oidcIssuer: null,
        oidcSubject: null,
        disabled: false,
        distributorCnpj: a.distributorCnpj ?? null,
      });
      created.push(a);
    }
    return { created, existing, skipped };
  } finally {
    await repo.close();
  }
}

/** The command's text (pt-BR): one line per account, then the password and what to run next. */
export function demoAccountsText(r: Awaited<ReturnType<typeof demoAccounts>>, dataDir?: string): string {
  const width = DEMO_ACCOUNTS.reduce((w, a) => Math.max(w, a.email.length), 0);
  const line = (a: DemoAccount, what: string) =>
    `  ${what.padEnd(9)} ${a.email.padEnd(width)}  ${ROLE_NAMES[a.role].pt}${a.municipality ? ` (${a.municipality})` : ''}`;
  // Counts as the other CLI outputs write them (pt-BR: 1.234).
  const n = (x: number) => formatNumber(x, 'pt');
  const lines: string[] = [];
  if (r.created.length === 0 && r.skipped.length === 0) {
    lines.push(`Nada mudou: as ${n(r.existing.length)} contas de demonstração já existem.`);
  } else {
    lines.push(`Contas de demonstração: ${n(r.created.length)} criada(s), ${n(r.existing.length)} já existia(m).`);
    for (const a of r.created) lines.push(line(a, 'criada'));
    for (const a of r.existing) lines.push(line(a, 'já existe'));
    for (const a of r.skipped) lines.push(line(a, 'ignorada') + ' — município sem pacote de lei carregado');
  }
  lines.push(`Senha de todas: ${DEMO_PASSWORD} (pública: só para demonstração neste computador).`);
  // The same data the accounts went to: without --data, serve would open ./data, which has none of them.
  lines.push(`Agora: npx glp serve${dataDir === undefined ? '' : ` --data ${dataDir}`}, e entre em http://127.0.0.1:8080/entrar`);
  return `${lines.join('\n')}\n`;
}
