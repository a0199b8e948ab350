/**
 * THE contract suite of the store, run as is against every engine (src/store/sqlite.test.ts,
 * src/store/postgres.test.ts). An engine passes only if it behaves the same as the other one.
 *
 * A target is an empty database the suite opens with openRepository(opts); `raw` reaches the
 * same database around the repository, to tamper with it the way an attacker or a broken
 * tool would. The parts, by entity and responsibility, are in store-contract/.
 */
import { describe } from 'node:test';
import { anchorContract } from './store-contract/anchor.ts';
import { auditContract } from './store-contract/audit.ts';
import { credentialsContract } from './store-contract/credentials.ts';
import { durabilityContract } from './store-contract/durability.ts';
import { isolationContract } from './store-contract/isolation.ts';
import { placesContract } from './store-contract/places.ts';
import { recordsContract } from './store-contract/records.ts';
import { throttleContract } from './store-contract/throttle.ts';
import { usersContract } from './store-contract/users.ts';
import { type TargetFactory, worldTest } from './store-contract/world.ts';

export type { StoreTarget } from './store-contract/world.ts';

export interface ContractOptions {
  /** Why the suite cannot run here; the whole suite is then skipped with this message. */
  skip?: string;
}

export function runContract(name: string, factory: TargetFactory, options: ContractOptions = {}): void {
  const it = worldTest(factory);
  describe(`repository contract: ${name}`, options.skip !== undefined ? { skip: options.skip } : {}, () => {
    usersContract(it, factory);
    isolationContract(it);
    recordsContract(it);
    placesContract(it);
    auditContract(it);
    anchorContract(it);
    credentialsContract(it);
    throttleContract(it);
    durabilityContract(it, factory);
  });
}
