/**
 * Public complaints (issue 11 item 7): anyone, without signing in, reports an irregular GLP sale
 * or storage; the complaint opens an inspection task in the municipality's queue and gets a
 * protocol number to follow it. Pure: validation, the protocol's form, the public status.
 *
 * The protocol is "DEN-YYYY-" and 8 characters of Crockford base32 (40 random bits): a
 * complainant can follow their own complaint, nobody can walk through the others' by counting.
 */
import { InputError } from '../core/input/validate.ts';
import type { TaskStatus } from '../domain/field-task.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PROTOCOL = /^DEN-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;

/** A protocol from the year and 5 random bytes (the caller draws them: this stays pure). */
export function protocolOf(year: number, random: Uint8Array): string {
  if (random.length < 5) throw new Error('protocolOf: 5 random bytes needed');
  let bits = 0n;
  for (let i = 0; i < 5; i++) bits = (bits << 8n) | BigInt(random[i] as number);
  let s = '';
  for (let i = 0; i < 8; i++) {
    s = (CROCKFORD[Number(bits & 31n)] as string) + s;
    bits >>= 5n;
  }
  return `DEN-${String(year).padStart(4, '0')}-${s}`;
}

/** The protocol as typed (case, spaces; O→0, I/L→1 as Crockford reads them), or an InputError. */
export function normaliseProtocol(raw: string): string {
  const up = String(raw).trim().toUpperCase();
  const m = /^DEN-(\d{4})-(.{8})$/.exec(up);
  const p = m ? `DEN-${m[1]}-${(m[2] as string).replace(/O/g, '0').replace(/[IL]/g, '1')}` : up;
  if (!PROTOCOL.test(p)) throw InputError.of('protocol', JSON.stringify(raw), 'a protocol such as DEN-2025-7K3M9Q2T');
  return p;
}

/** Largest photo accepted, decoded: a small picture, not a gallery. */
export const MAX_PHOTO_BYTES = 512 * 1024;

/** The media type of a photo by its signature: JPEG, PNG or WebP only; else an InputError on `photo`. */
export function photoType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' {
  if (bytes.length === 0) throw InputError.of('photo', 'an empty file', 'a JPEG, PNG or WebP image');
  if (bytes.length > MAX_PHOTO_BYTES)
    throw InputError.of('photo', `${bytes.length} bytes`, `at most ${MAX_PHOTO_BYTES} bytes (${MAX_PHOTO_BYTES / 1024} KiB)`);
  const b = (i: number) => bytes[i] ?? -1;
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if (b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47) return 'image/png';
  const ascii = (from: number, to: number) => Array.from(bytes.subarray(from, to), (b) => String.fromCharCode(b)).join('');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  throw InputError.of('photo', 'a file that is not an image', 'a JPEG, PNG or WebP image');
}

export interface ComplaintText {
  description: string;
  address: string | null;
}

/** The complaint's words: a description of 10 to 2000 characters; an optional address of at most 300. */
export function validateComplaintText(description: unknown, address: unknown): ComplaintText {
  const d = typeof description === 'string' ? description.trim() : '';
  if (d.length < 10 || d.length > 2000)
    throw InputError.of(
      'description',
      typeof description === 'string' ? `${d.length} characters` : JSON.stringify(description ?? null),
      'what was seen, 10 to 2000 characters',
    );
  if (address !== undefined && address !== null && (typeof address !== 'string' || address.trim().length > 300))
    throw InputError.of('address', JSON.stringify(address), 'an address of at most 300 characters');
  const a = typeof address === 'string' && address.trim() !== '' ? address.trim() : null;
  return { description: d, address: a };
}

/** What anyone holding the protocol may see: no text, no photo, no names. */
export type PublicStatus = 'received' | 'under-inspection' | 'closed';

export function publicStatusOf(taskStatus: TaskStatus): PublicStatus {
  return taskStatus === 'open' ? 'received' : taskStatus === 'assigned' ? 'under-inspection' : 'closed';
}

export const PUBLIC_STATUS_TEXT: Record<PublicStatus, { pt: string; en: string }> = {
  received: { pt: 'Recebida: aguarda fiscalização.', en: 'Received: awaiting inspection.' },
  'under-inspection': { pt: 'Em fiscalização: um fiscal foi designado.', en: 'Under inspection: an inspector has been assigned.' },
  closed: { pt: 'Encerrada: a fiscalização foi concluída.', en: 'Closed: the inspection is finished.' },
};
