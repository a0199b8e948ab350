/**
 * Distributors' yearly lists (Nova Odessa, Lei 1.761/2000, art. 13, § 1º) through the typed
 * client: a distributor account sends its company's list and reads its own; an official reads
 * the year's report against the licence registry. A law without such lists answers 422.
 */
import { base64Of } from '../lib/photo.ts';
import { api, type Schemas, unwrap } from './client.ts';

export type KeptLists = Schemas['DistributorListsKept'];
export type Lang = 'pt' | 'en';

export function keptLists(municipality: string, signal?: AbortSignal) {
  return unwrap(
    api.GET('/api/municipalities/{id}/distributor-lists', {
      params: { path: { id: municipality }, query: {} },
      ...(signal ? { signal } : {}),
    }),
  );
}

export interface ListUpload {
  brand: string;
  year: number;
  fileName: string;
  /** The file, base64 (read in the browser). */
  content: string;
}

/** The distributor's own list: the API files it under the account's CNPJ and name, received today. */
export function sendList(municipality: string, body: ListUpload) {
  return unwrap(api.POST('/api/municipalities/{id}/distributor-lists', { params: { path: { id: municipality } }, body }));
}

export function listReport(municipality: string, year: number, lang: Lang, signal?: AbortSignal) {
  return unwrap(
    api.GET('/api/municipalities/{id}/distributor-lists/report', {
      params: { path: { id: municipality }, query: { year, lang } },
      ...(signal ? { signal } : {}),
    }),
  );
}

export type ListReport = Awaited<ReturnType<typeof listReport>>;

/** A file as base64, read in the browser (the API takes the list's bytes so). */
export async function fileBase64(file: File): Promise<string> {
  return base64Of(new Uint8Array(await file.arrayBuffer()));
}
