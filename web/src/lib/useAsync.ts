/** Loads data for a component and follows its inputs: a newer request cancels the older one. */
import { type DependencyList, useCallback, useEffect, useState } from 'react';

export type Async<T> = { state: 'idle' } | { state: 'loading' } | { state: 'ok'; data: T } | { state: 'error'; error: Error };

export function useAsync<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: DependencyList): Async<T> & { reload(): void } {
  const [result, setResult] = useState<Async<T>>(load ? { state: 'loading' } : { state: 'idle' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on.
  useEffect(() => {
    if (!load) {
      setResult({ state: 'idle' });
      return;
    }
    const ctl = new AbortController();
    setResult({ state: 'loading' });
    load(ctl.signal).then(
      (data) => {
        if (!ctl.signal.aborted) setResult({ state: 'ok', data });
      },
      (e: unknown) => {
        if (!ctl.signal.aborted) setResult({ state: 'error', error: e instanceof Error ? e : new Error(String(e)) });
      },
    );
    return () => ctl.abort();
  }, [...deps, round]);
  return { ...result, reload };
}
