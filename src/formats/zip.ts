/**
 * Reading a zip archive without trusting it (issue #9 item 5): the central directory is read
 * first and the archive refused when it declares more entries or more inflated bytes than the
 * limits allow; then each wanted entry is inflated with zlib's own output limit, so an entry
 * that lies about its size (a zip bomb declares a few bytes and inflates to gigabytes) stops
 * at the limit instead of filling the memory, and an inflated size that differs from the
 * declared one is refused. Stored (0) and deflated (8) entries only; no encryption, no ZIP64
 * (neither is needed for a shapefile of the sizes the limits allow).
 */
import { inflateRawSync } from 'node:zlib';
import { InputError } from '../core/input/validate.ts';
import { type ImportLimits, showBytes } from './limits.ts';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  flags: number;
}

const EOCD = 0x06054b50;
const CEN = 0x02014b50;
const LOC = 0x04034b50;

function bad(file: string, found: string, expected = 'a zip archive (.shp, .shx, .dbf and .prj inside)'): InputError {
  return InputError.of(file, found, expected);
}

/** The entries of the central directory, checked against the limits (nothing is inflated). */
export function zipEntries(buf: Uint8Array, file: string, limits: ImportLimits): ZipEntry[] {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  // The end-of-central-directory record: in the last 22 + 65 535 (comment) bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw bad(file, 'no zip central directory');
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || cdOffset === 0xffffffff) throw bad(file, 'a ZIP64 archive', 'a zip archive under 4 GiB (not ZIP64)');
  if (count > limits.maxZipEntries) throw bad(file, `a zip of ${count} files`, `at most ${limits.maxZipEntries} files`);
  if (cdOffset + cdSize > buf.length) throw bad(file, 'a truncated zip archive');
  const out: ZipEntry[] = [];
  let total = 0;
  let p = cdOffset;
  for (let k = 0; k < count; k++) {
    if (p + 46 > buf.length || view.getUint32(p, true) !== CEN) throw bad(file, 'a damaged zip central directory');
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const compressedSize = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    const localOffset = view.getUint32(p + 42, true);
    const name = new TextDecoder().decode(buf.subarray(p + 46, p + 46 + nameLen));
    p += 46 + nameLen + extraLen + commentLen;
    if (size === 0xffffffff || compressedSize === 0xffffffff) throw bad(file, `${name}: a ZIP64 entry`, 'entries under 4 GiB');
    total += size;
    if (total > limits.maxInflatedBytes)
      throw bad(
        file,
        `a zip whose files inflate to more than ${showBytes(total)}`,
        `at most ${showBytes(limits.maxInflatedBytes)} once inflated`,
      );
    out.push({ name, method, compressedSize, size, localOffset, flags });
  }
  return out;
}

/**
 * Inflates one entry, never past its declared size (nor the archive's budget): a larger
 * output is a zip bomb or a damaged file, refused either way.
 */
export function inflateEntry(buf: Uint8Array, e: ZipEntry, file: string): Uint8Array {
  if ((e.flags & 1) !== 0) throw bad(file, `${e.name}: an encrypted entry`, 'entries that are not encrypted');
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  if (e.localOffset + 30 > buf.length || view.getUint32(e.localOffset, true) !== LOC) throw bad(file, `${e.name}: a damaged zip entry`);
  const start = e.localOffset + 30 + view.getUint16(e.localOffset + 26, true) + view.getUint16(e.localOffset + 28, true);
  if (start + e.compressedSize > buf.length) throw bad(file, `${e.name}: a truncated zip entry`);
  const data = buf.subarray(start, start + e.compressedSize);
  if (e.method === 0) {
    if (e.compressedSize !== e.size) throw bad(file, `${e.name}: a stored entry whose sizes differ`);
    return data;
  }
  if (e.method !== 8) throw bad(file, `${e.name}: compression method ${e.method}`, 'entries stored or deflated (methods 0 and 8)');
  let out: Buffer;
  try {
    // One byte more than declared: inflating further means the header lied.
    out = inflateRawSync(data, { maxOutputLength: e.size + 1 });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw bad(
        file,
        `${e.name}: inflates past the ${showBytes(e.size)} its header declares (a zip bomb?)`,
        'entries of their declared size',
      );
    throw bad(file, `${e.name}: damaged compressed data (${(err as Error).message})`);
  }
  if (out.length !== e.size) throw bad(file, `${e.name}: ${showBytes(out.length)} inflated, ${showBytes(e.size)} declared`);
  return out;
}
