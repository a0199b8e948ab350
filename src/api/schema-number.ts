/**
 * A number typed in a query (or a form field sent as text): coerced, then bounded. One field,
 * one error: the bounds come first and each stops the checks after it (`abort`), so
 * limit=9007199254740993 is "≤ 200" alone, not that and "≤ 9007199254740991" (zod's `.int()`
 * also refuses an unsafe integer); an integer is checked only within the bounds. The OpenAPI
 * document still says type, minimum and maximum (input-limits.test.ts sweeps them).
 *
 * An empty value (`limit=`, or only spaces) is refused as empty, found "" — as an empty date,
 * status or any other parameter is — not coerced to 0 (Number('') is 0, which made `limit=` read
 * "≥ 1" and `offset=` read as offset 0). The expected value says the whole range.
 */
import { z } from 'zod';

/** Refuses a blank string before coercion; anything else goes on to the number checks. */
function refuseBlank(expected: string) {
  return (v: unknown, ctx: z.core.$RefinementCtx) => {
    if (typeof v === 'string' && v.trim() === '') {
      ctx.addIssue({ code: 'custom', message: expected, input: v });
      return z.NEVER;
    }
    return v;
  };
}

export function boundedNumber(min: number, max: number) {
  return z.preprocess(refuseBlank(`a number from ${min} to ${max}`), z.coerce.number().min(min, { abort: true }).max(max, { abort: true }));
}

export function boundedInt(min: number, max: number) {
  return z.preprocess(
    refuseBlank(`an integer from ${min} to ${max}`),
    z.coerce.number().min(min, { abort: true }).max(max, { abort: true }).int(),
  );
}
