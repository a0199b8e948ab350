/** The municipalities this service covers, fetched once per page load. */
import { api, type Schemas, unwrap } from './client.ts';

export type Municipality = Schemas['Municipality'];

let cached: Promise<Municipality[]> | null = null;

export function municipalities(): Promise<Municipality[]> {
  cached ??= unwrap(api.GET('/api/municipalities')).then(
    (r) => r.items.filter((m) => m.lawPack !== null).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
    (e: unknown) => {
      cached = null; // a failed load is retried next time
      throw e;
    },
  );
  return cached;
}
