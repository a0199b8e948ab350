/**
 * The Outbox (lib/outbox.ts) as React state: the draft follows what is typed, `submit` sends now
 * or keeps it pending without a network, and the pending payload is sent when the browser says
 * the network is back (`online`) or when the page opens again with one.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Outbox } from './outbox.ts';

export type OutboxState<R> =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'waiting' }
  | { state: 'sent'; result: R }
  | { state: 'error'; error: Error };

/** `keepDraft`: what was typed stays after a success (a check asked again with other facts); else it is forgotten. */
export function useOutbox<T, R>(key: string, initial: T, send: (payload: T) => Promise<R>, keepDraft = false) {
  const box = useMemo(() => new Outbox<T>(window.localStorage, key), [key]);
  const [draft, setDraftState] = useState<T>(() => box.draft() ?? initial);
  const [status, setStatus] = useState<OutboxState<R>>(() => (box.pending() !== null ? { state: 'waiting' } : { state: 'idle' }));
  const sendRef = useRef(send);
  sendRef.current = send;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is a new form; `initial` is read once per key.
  useEffect(() => {
    setDraftState(box.draft() ?? initial);
    setStatus(box.pending() !== null ? { state: 'waiting' } : { state: 'idle' });
  }, [box]);

  const setDraft = useCallback(
    (next: T) => {
      setDraftState(next);
      box.saveDraft(next);
    },
    [box],
  );

  const flush = useCallback(async () => {
    if (box.pending() === null) return;
    if (navigator.onLine) setStatus({ state: 'sending' });
    try {
      const r = await box.flush((p) => sendRef.current(p), navigator.onLine);
      if (r.state === 'sent') {
        if (!keepDraft) box.saveDraft(null);
        setStatus({ state: 'sent', result: r.result });
      } else if (r.state === 'offline') setStatus({ state: 'waiting' });
    } catch (e) {
      setStatus({ state: 'error', error: e instanceof Error ? e : new Error(String(e)) });
    }
  }, [box, keepDraft]);

  useEffect(() => {
    void flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);

  const submit = useCallback(
    (payload: T) => {
      box.queue(payload);
      void flush();
      if (!navigator.onLine) setStatus({ state: 'waiting' });
    },
    [box, flush],
  );

  const reset = useCallback(() => {
    box.clear();
    setDraftState(initial);
    setStatus({ state: 'idle' });
  }, [box, initial]);

  return { draft, setDraft, submit, status, reset };
}
