/**
 * A number typed in a query (or a form field sent as text): coerced, then bounded. One field,
 * one error: the bounds come first and each stops the checks after it (`abort`), so
 * limit=9007199254740993 is "≤ 200" alone, not that and "≤ 9007199254740991" (zod's `.int()`
 * also refuses an unsafe integer); an integer is checked only within the bounds. The OpenAPI
 * document still says type, minimum and maximum (input-limits.test.ts sweeps them).
 */
import { z } from 'zod';

export function boundedNumber(min: number, max: number) {
  return z.coerce.number().min(min, { abort: true }).max(max, { abort: true });
}

export function boundedInt(min: number, max: number) {
  return boundedNumber(min, max).int();
}
