/**
 * Loads data for a component and follows its inputs: a newer request cancels the older one, and
 * the result of older inputs is never shown with newer ones (a stale answer for another point
 * would mislead) — until the new one arrives, the state is "loading".
 */
import { type DependencyList, useCallback, useEffect, useMemo, useRef, useState } from 'react';

export type Async<T> = { state: 'idle' } | { state: 'loading' } | { state: 'ok'; data: T } | { state: 'error'; error: Error };

export function useAsync<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: DependencyList): Async<T> & { reload(): void } {
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const counter = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token for each new set of inputs.
  const token = useMemo(() => ++counter.current, [...deps, round]);
  const [result, setResult] = useState<{ token: number; value: Async<T> }>({ token: 0, value: { state: 'idle' } });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token stands for the inputs.
  useEffect(() => {
    if (!load) {
      setResult({ token, value: { state: 'idle' } });
      return;
    }
    const ctl = new AbortController();
    load(ctl.signal).then(
      (data) => {
        if (!ctl.signal.aborted) setResult({ token, value: { state: 'ok', data } });
      },
      (e: unknown) => {
        if (!ctl.signal.aborted) setResult({ token, value: { state: 'error', error: e instanceof Error ? e : new Error(String(e)) } });
      },
    );
    return () => ctl.abort();
  }, [token]);
  const value: Async<T> = result.token === token ? result.value : load ? { state: 'loading' } : { state: 'idle' };
  return { ...value, reload };
}
