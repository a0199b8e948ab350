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
import { Forbidden, InvalidData, InvalidState, NotFound, VersionConflict } from '../domain/errors.ts';
import type { Scope } from '../domain/roles.ts';
import type { Repository } from '../store/repository.ts';
import { UsageError } from './io.ts';

/** The Scope of the user `email` for `action` (as the API's access check); unknown, disabled or not allowed → exit 2. */
export async function actingAs(repo: Repository, email: string | undefined, action: Action): Promise<Scope> {
  if (email === undefined || email.trim() === '')
    throw new UsageError('--as: found nothing, expected the e-mail of the user who signs the act (a user of the store)');
  const user = await repo.findUserByEmail(email.trim());
  if (user === null) throw new UsageError(`--as: found "${email}", expected the e-mail of a user of the store (no such user)`);
  if (user.disabled) throw new UsageError(`--as: found "${email}", a disabled user, expected an active user`);
  // The API's access check (src/api/http.ts checkAccess), word for word.
  if (!allowed(user.roles, action)) throw new UsageError(`Your roles (${user.roles.join(', ')}) do not allow ${action}.`);
  return { userId: user.id, municipality: user.municipality, roles: user.roles, requestId: randomUUID() };
}

/** Runs an act; the use cases' refusals as exit 2 with the message the API's problem carries. */
export async function refusalsAsUsage<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof NotIssuable)
      throw new UsageError(`${e.message}\n${e.items.map((i) => `  ${i.kind} ${i.id}: ${i.message}`).join('\n')}`);
    if (e instanceof LicensingInputError) throw InputError.of(e.field, e.found, e.expected);
    if (e instanceof NotFound) throw new UsageError(`${e.entity} ${e.id} not found`);
    if (e instanceof VersionConflict) throw new UsageError(`${e.message}: reload and retry`);
    if (e instanceof Forbidden || e instanceof InvalidState || e instanceof InvalidData) throw new UsageError(e.message);
    throw e;
  }
}
