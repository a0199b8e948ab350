/**
 * Password hashing with argon2id (@node-rs/argon2, runs off the main thread). Parameters
 * follow the OWASP minimum for argon2id (19 MiB, 2 passes, 1 lane); a stored hash made with
 * other parameters still verifies, since the PHC string carries its own.
 */
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum; its value 2 is Argon2id (isolatedModules forbids the name).
const ARGON2ID = 2 as Algorithm;

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 256;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

// Verifying against this when the account does not exist keeps the response time the same,
// so timing does not reveal which emails have accounts.
let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null || !stored.startsWith('$argon2')) {
    dummy ??= hashPassword('not-a-real-password-0');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Why a new password is refused, or null. Length only: NIST SP 800-63B discourages composition rules. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `at most ${PASSWORD_MAX} characters`;
  return null;
}
