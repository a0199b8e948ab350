/**
 * Acting as a person from the command line (issue 10 item 8, issue 11 item 8): an act is signed
 * by a user of the store, named by `--as EMAIL`, with that user's roles and municipality — the
 * same Scope the API builds from a token, checked against the same permission matrix. Refusals
 * are the use cases' own messages (what the API's problem says), as exit 2.
 */
import { randomUUID } from 'node:crypto';
import { LicensingInputError, NotIssuable } from '../app/licensing.ts';
import { type Action, allowed } from '../auth/permissions.ts';
import { InputError } from '../core/input/validate.ts';
import { checklistKindName } from '../core/status-names.ts';
import { Forbidden, InvalidData, InvalidState, NotFound, VersionConflict } from '../domain/errors.ts';
import { roleNames, type Scope } from '../domain/roles.ts';
import type { Repository } from '../store/repository.ts';
import { UsageError } from './io.ts';

/** The Scope of the user `email` for `action` (as the API's access check); unknown, disabled or not allowed → exit 2. */
export async function actingAs(repo: Repository, email: string | undefined, action: Action): Promise<Scope> {
  if (email === undefined || email.trim() === '')
    throw new UsageError({
      pt: '--as: encontrado nada, esperado o e-mail do usuário que assina o ato (um usuário do cadastro)',
      en: '--as: found nothing, expected the e-mail of the user who signs the act (a user of the store)',
    });
  const user = await repo.findUserByEmail(email.trim());
  if (user === null) throw noSuchUser('--as', email);
  if (user.disabled)
    throw new UsageError({
      pt: `--as: encontrado "${email}", um usuário desativado, esperado um usuário ativo`,
      en: `--as: found "${email}", a disabled user, expected an active user`,
    });
  // The API's access check (src/api/http.ts checkAccess), word for word in English.
  if (!allowed(user.roles, action))
    throw new UsageError({
      pt: `Os seus perfis (${roleNames(user.roles).pt}) não permitem ${action}.`,
      en: `Your roles (${user.roles.join(', ')}) do not allow ${action}.`,
    });
  const scope: Scope = { userId: user.id, municipality: user.municipality, roles: user.roles, requestId: randomUUID() };
  if (user.distributorCnpj) scope.distributorCnpj = user.distributorCnpj;
  return scope;
}

/** `--as`/`--to`: an e-mail that is no user of the store. */
export function noSuchUser(option: string, email: string): UsageError {
  return new UsageError({
    pt: `${option}: encontrado "${email}", esperado o e-mail de um usuário do cadastro (não há esse usuário)`,
    en: `${option}: found "${email}", expected the e-mail of a user of the store (no such user)`,
  });
}

/** "não há licença L-1" / "licence L-1 not found" (the words are the error's own, domain/errors.ts). */
export function notFound(e: NotFound): UsageError {
  return new UsageError(e.text);
}

/**
 * Runs an act; the use cases' refusals as exit 2, in the run's language: the words the API's
 * problem carries as its `detail` (domain/errors.ts `text`, docs/adr/0015).
 */
export async function refusalsAsUsage<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof NotIssuable) {
      // Each missing item as the checklist says it, in the run's language.
      const items = (lang: 'pt' | 'en') => e.items.map((i) => `  ${checklistKindName(i.kind, lang)} ${i.id}: ${i.text[lang]}`).join('\n');
      throw new UsageError({ pt: `${e.text.pt}\n${items('pt')}`, en: `${e.text.en}\n${items('en')}` });
    }
    if (e instanceof LicensingInputError) throw InputError.of(e.field, e.found, e.expected);
    if (e instanceof NotFound) throw notFound(e);
    if (e instanceof VersionConflict)
      throw new UsageError({ pt: `${e.text.pt}: recarregue e tente de novo`, en: `${e.text.en}: reload and retry` });
    // The use cases' own words (src/app, src/store), in both languages where they are thrown.
    if (e instanceof Forbidden || e instanceof InvalidState || e instanceof InvalidData) throw new UsageError(e.text);
    throw e;
  }
}
