/**
 * Loads data for a component and follows its inputs: a newer request cancels the older one, and
 * the result of older inputs is never shown with newer ones (a stale answer for another point
 * would mislead) — until the new one arrives, the state is "loading".
 *
 * `keepOnReload`: a reload of the SAME inputs (after the user changed something, e.g. answered
 * one opinion of a queue) keeps showing the data already loaded, marked `refreshing`, instead of
 * emptying the page while it loads: the list does not vanish and the reader keeps their place.
 */
import { type DependencyList, useCallback, useEffect, useMemo, useRef, useState } from 'react';

export type Async<T> =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ok'; data: T; refreshing?: boolean }
  | { state: 'error'; error: Error };

export function useAsync<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  deps: DependencyList,
  options: { keepOnReload?: boolean } = {},
): Async<T> & { reload(): void } {
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const counter = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new number for each new set of inputs.
  const inputs = useMemo(() => ++counter.current, deps);
  // A new token for each new set of inputs and each reload.
  const token = useMemo(() => `${inputs}:${round}`, [inputs, round]);
  const [result, setResult] = useState<{ token: string; inputs: number; value: Async<T> }>({
    token: '',
    inputs: 0,
    value: { state: 'idle' },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token stands for the inputs.
  useEffect(() => {
    if (!load) {
      setResult({ token, inputs, value: { state: 'idle' } });
      return;
    }
    const ctl = new AbortController();
    load(ctl.signal).then(
      (data) => {
        if (!ctl.signal.aborted) setResult({ token, inputs, value: { state: 'ok', data } });
      },
      (e: unknown) => {
        if (!ctl.signal.aborted)
          setResult({ token, inputs, value: { state: 'error', error: e instanceof Error ? e : new Error(String(e)) } });
      },
    );
    return () => ctl.abort();
  }, [token]);
  let value: Async<T>;
  if (result.token === token) value = result.value;
  else if (options.keepOnReload === true && result.inputs === inputs && result.value.state === 'ok')
    value = { ...result.value, refreshing: true };
  else value = load ? { state: 'loading' } : { state: 'idle' };
  return { ...value, reload };
}
