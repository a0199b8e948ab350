/**
 * Files presented with an application: PDF, JPEG or PNG only, told by their first bytes (the
 * declared type must agree), at most MAX_DOCUMENT_BYTES. Pure.
 */
import { createHash } from 'node:crypto';

export const MAX_DOCUMENT_BYTES = 512 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export function sniff(bytes: Uint8Array): DocumentType | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

export interface CheckedFile {
  mediaType: DocumentType;
  size: number;
  sha256: string;
  base64: string;
}

/** The file, checked; or the problem as field / found / expected. */
export function checkFile(
  base64: string,
  declared: string,
): { ok: true; file: CheckedFile } | { ok: false; field: string; found: string; expected: string } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) return { ok: false, field: 'contentBase64', found: 'an empty file', expected: 'a PDF, JPEG or PNG file' };
  if (bytes.length > MAX_DOCUMENT_BYTES)
    return { ok: false, field: 'contentBase64', found: `${bytes.length} bytes`, expected: `at most ${MAX_DOCUMENT_BYTES} bytes` };
  const kind = sniff(bytes);
  if (kind === null)
    return {
      ok: false,
      field: 'contentBase64',
      found: 'a file that is not PDF, JPEG or PNG (first bytes)',
      expected: 'a PDF, JPEG or PNG file',
    };
  if (kind !== declared) return { ok: false, field: 'mediaType', found: JSON.stringify(declared), expected: `${kind} (what the file is)` };
  return {
    ok: true,
    file: {
      mediaType: kind,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      base64: bytes.toString('base64'),
    },
  };
}
