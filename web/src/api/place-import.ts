/**
 * Uploading a place registry file. fetch() reports no upload progress, so this one call uses
 * XMLHttpRequest; its path, query and answer are still the generated OpenAPI types (a change
 * of the endpoint breaks the build here as anywhere else).
 */
import { acceptLanguage, ApiError, csrfToken, type Problem, type Schemas } from './client.ts';
import type { paths } from './schema.gen.ts';

const PATH = '/api/municipalities/{municipality}/places/import' satisfies keyof paths;
type Query = NonNullable<paths[typeof PATH]['post']['parameters']['query']>;
export type PlaceImport = Schemas['PlaceImport'];

export function uploadRegistry(
  municipality: string,
  file: File,
  query: Omit<Query, 'fileName'>,
  onProgress: (sent: number, total: number) => void,
): Promise<PlaceImport> {
  const q = new URLSearchParams({ fileName: file.name });
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  const url = `${PATH.replace('{municipality}', encodeURIComponent(municipality))}?${q}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('Accept-Language', acceptLanguage());
    const token = csrfToken();
    if (token) xhr.setRequestHeader('X-CSRF-Token', token);
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: reported by status alone
      }
      if (xhr.status === 200 && body) resolve(body as PlaceImport);
      else reject(new ApiError(xhr.status, body && typeof body === 'object' ? (body as Partial<Problem>) : null));
    };
    xhr.send(file);
  });
}
