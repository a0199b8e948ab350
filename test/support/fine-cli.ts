/** `glp fine PACK …` on a date, for the per-law enforcement tests: its text, or its JSON quote; exit 0 asserted. */
import assert from 'node:assert/strict';
import { glp } from './cli.ts';

export interface FineJson {
  kind: string;
  amountBRL: number | null;
  notification: number;
  repeat: number;
  index?: { amount: number; rateBRL: number };
  alsoSanctions?: { pt: string };
}

export function fineCli(pack: string, date: string) {
  const run = async (infraction: string, ...more: string[]): Promise<string> => {
    const r = await glp(['fine', pack, infraction, '--date', date, ...more]);
    assert.equal(r.code, 0, r.err);
    return r.out;
  };
  const quote = async (infraction: string, ...more: string[]): Promise<FineJson> =>
    JSON.parse(await run(infraction, '--format', 'json', ...more)) as FineJson;
  return { run, quote };
}
