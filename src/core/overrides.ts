/**
 * What-if overrides written as `PARAMETER=VALUE` (CLI `--set` / `--what-if`, API `?set=`):
 * the value is JSON when it parses, else text. Each shell supplies its own error (exit 2 in
 * the CLI, problem JSON in the API) for an item without `=`.
 */
export function parseOverrides(items: readonly string[], bad: (item: string) => Error): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of items) {
    const eq = s.indexOf('=');
    if (eq <= 0) throw bad(s);
    const raw = s.slice(eq + 1);
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = raw;
    }
    out[s.slice(0, eq)] = value;
  }
  return out;
}
