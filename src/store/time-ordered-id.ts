/**
 * Time-ordered record ids (UUID version 7, RFC 9562 §5.7) for the append-only tables written
 * at volume: stored evaluations, and through their ids the audit entries that name them.
 *
 * Why (issue #13): a random (version 4) id lands on a random leaf page of the primary-key
 * index, and of the audit log's (entity, entity_id) index, so every stored evaluation rewrote
 * two whole index pages (16 KB each on SQLite) in the write-ahead log, and the checkpoint copied
 * them again. Ids that grow with time are appended to the last leaf page: a batch of the group
 * commit shares it. docs/benchmarks.md, "Issue 13, stop 40".
 *
 * Layout: 48 bits of Unix time in milliseconds, the version (7), 12 bits of a counter started at
 * a random value each millisecond (RFC 9562 §6.2, method 1: ids made by this process in one
 * millisecond still sort in the order they were made), the variant (binary 10) and 62 random
 * bits. The last 62 bits (and the counter's start, each millisecond) are random, so an id is not
 * guessed from another; nothing reads meaning from an id.
 */
import { randomFillSync } from 'node:crypto';

const random = Buffer.alloc(4096);
let used = random.length;

function randomBytes(n: number): Buffer {
  if (used + n > random.length) {
    randomFillSync(random);
    used = 0;
  }
  const b = random.subarray(used, used + n);
  used += n;
  return b;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * A generator of ids in order: each keeps its own last millisecond and counter (the process
 * uses one, `timeOrderedId`; tests make their own). `now` is the clock, in milliseconds.
 */
export function timeOrderedIds(): (now?: number) => string {
  let lastMs = -1;
  let counter = 0;
  return (now = Date.now()) => {
    const r = randomBytes(10);
    // A clock that steps back does not make an id sort before one already made.
    let ms = Math.max(now, lastMs);
    if (ms === lastMs) {
      counter += 1;
      if (counter > 0xfff) {
        // 4 096 ids in one millisecond: borrow the next one, as §6.2 allows.
        ms += 1;
        counter = (r[0] as number) & 0x3ff;
      }
    } else {
      // Started low enough to leave room for the rest of the millisecond.
      counter = (((r[0] as number) << 8) | (r[1] as number)) & 0x3ff;
    }
    lastMs = ms;
    const b = new Uint8Array(16);
    // 48-bit big-endian milliseconds (split at 2^32: bit operations are 32-bit).
    const high = Math.floor(ms / 2 ** 32);
    const low = ms >>> 0;
    b[0] = (high >>> 8) & 0xff;
    b[1] = high & 0xff;
    b[2] = (low >>> 24) & 0xff;
    b[3] = (low >>> 16) & 0xff;
    b[4] = (low >>> 8) & 0xff;
    b[5] = low & 0xff;
    b[6] = 0x70 | ((counter >>> 8) & 0x0f);
    b[7] = counter & 0xff;
    b[8] = 0x80 | ((r[2] as number) & 0x3f);
    for (let i = 9; i < 16; i++) b[i] = r[i - 6] as number;
    let s = '';
    for (let i = 0; i < 16; i++) {
      if (i === 4 || i === 6 || i === 8 || i === 10) s += '-';
      s += HEX[b[i] as number];
    }
    return s;
  };
}

/** A new UUID version 7, as its usual lower-case text (8-4-4-4-12), in the order this process makes them. */
export const timeOrderedId: (now?: number) => string = timeOrderedIds();
