/**
 * Seeding what a web test signs in as, straight into the world's store (the user screens have
 * their own tests): an official of one municipality with a password, and a seed run once per
 * world (the desktop and the phone share one world). Not a test file itself.
 */
import { hashPassword } from '../../src/auth/password.ts';
import type { Role, Scope } from '../../src/domain/roles.ts';
import type { Repository } from '../../src/store/repository.ts';
import type { WebWorld } from './web.ts';

/** A user who signs in with e-mail and password: an official of `municipality` with `roles`. */
export async function passwordUser(
  repo: Repository,
  scope: Scope,
  who: { email: string; password: string; name: string },
  municipality: string,
  roles: Role[],
  distributorCnpj: string | null = null,
): Promise<void> {
  await repo.createUser(scope, {
    email: who.email,
    name: who.name,
    municipality,
    roles,
    passwordHash: await hashPassword(who.password),
    oidcIssuer: null,
    oidcSubject: null,
    disabled: false,
    distributorCnpj,
  });
}

/** `seed` run once per world, however many tests and viewports ask for it. */
export function oncePerWorld(seed: (world: WebWorld) => Promise<void>): (world: WebWorld) => Promise<void> {
  const seeded = new WeakMap<WebWorld, Promise<void>>();
  return (world) => {
    let p = seeded.get(world);
    if (!p) {
      p = seed(world);
      seeded.set(world, p);
    }
    return p;
  };
}
