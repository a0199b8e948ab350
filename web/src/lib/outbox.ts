/**
 * A form that is not lost when the network drops (issue 12, the inspector's phone): what was
 * typed is kept in this browser (localStorage) as a draft, and a submission made without a
 * network is kept as "pending" and sent when the network is back — once: concurrent attempts
 * (the `online` event and a second click, two renders) share one request, and the pending
 * entry is removed as soon as the server has answered. Storage is injected so the rule is
 * tested without a browser (test/web/outbox.test.ts).
 */

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type FlushResult<R> = { state: 'sent'; result: R } | { state: 'offline' } | { state: 'nothing' };

/** fetch() rejects with a TypeError when no answer came (offline, connection reset): worth retrying. */
export function isNetworkError(e: unknown): boolean {
  return e instanceof TypeError;
}

function read<T>(storage: StorageLike, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null; // storage unavailable or a value another version wrote: start afresh
  }
}

function write(storage: StorageLike, key: string, value: unknown): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // private mode or full: the form still works, it is only not kept
  }
}

/** Requests in flight per key, shared by every Outbox of this page. */
const inFlight = new Map<string, Promise<FlushResult<unknown>>>();

export class Outbox<T> {
  constructor(
    private readonly storage: StorageLike,
    readonly key: string,
  ) {}

  draft(): T | null {
    return read<T>(this.storage, `${this.key}.draft`);
  }

  saveDraft(value: T | null): void {
    write(this.storage, `${this.key}.draft`, value);
  }

  pending(): T | null {
    return read<T>(this.storage, `${this.key}.pending`);
  }

  /** Keeps the payload to send; replaces one not yet sent. */
  queue(payload: T): void {
    write(this.storage, `${this.key}.pending`, payload);
  }

  /** Forgets the draft and anything pending (after a success). */
  clear(): void {
    write(this.storage, `${this.key}.draft`, null);
    write(this.storage, `${this.key}.pending`, null);
  }

  /**
   * Sends the pending payload, if any, unless `online` says there is no network. A network
   * failure keeps it pending; an answer from the server (success or refusal) removes it — a
   * refusal is thrown to the caller (sending it again would be refused again). The draft
   * stays: the caller decides whether to forget it (`clear`).
   */
  flush<R>(send: (payload: T) => Promise<R>, online: boolean): Promise<FlushResult<R>> {
    const running = inFlight.get(this.key);
    if (running) return running as Promise<FlushResult<R>>;
    const payload = this.pending();
    if (payload === null) return Promise.resolve({ state: 'nothing' });
    if (!online) return Promise.resolve({ state: 'offline' });
    const p = (async (): Promise<FlushResult<R>> => {
      try {
        const result = await send(payload);
        write(this.storage, `${this.key}.pending`, null);
        return { state: 'sent', result };
      } catch (e) {
        if (isNetworkError(e)) return { state: 'offline' };
        write(this.storage, `${this.key}.pending`, null);
        throw e;
      } finally {
        inFlight.delete(this.key);
      }
    })();
    inFlight.set(this.key, p);
    return p;
  }
}
