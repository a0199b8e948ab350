import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { checkFile, MAX_DOCUMENT_BYTES, sniff } from './upload.ts';

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

test('PDF, PNG and JPEG are told by their first bytes; anything else is not a document', () => {
  assert.equal(sniff(pdf), 'application/pdf');
  assert.equal(sniff(png), 'image/png');
  assert.equal(sniff(jpeg), 'image/jpeg');
  assert.equal(sniff(Buffer.from('GIF89a')), null);
  assert.equal(sniff(Buffer.from('%PDF')), null, 'the header is %PDF- with its dash');
});

test('the declared type must be what the file is; the sha256 is of the bytes', () => {
  const r = checkFile(b64(png), 'application/pdf');
  assert.deepEqual(r, { ok: false, field: 'mediaType', found: '"application/pdf"', expected: 'image/png (what the file is)' });
  const ok = checkFile(b64(pdf), 'application/pdf');
  assert.ok(ok.ok);
  assert.equal(ok.file.sha256, createHash('sha256').update(pdf).digest('hex'));
  assert.equal(ok.file.size, pdf.length);
});

test('size: at most 512 KiB, at the limit accepted, one byte more refused; empty refused', () => {
  const at = Buffer.concat([pdf, Buffer.alloc(MAX_DOCUMENT_BYTES - pdf.length)]);
  assert.equal(checkFile(b64(at), 'application/pdf').ok, true);
  const over = Buffer.concat([at, Buffer.alloc(1)]);
  const r = checkFile(b64(over), 'application/pdf');
  assert.equal(r.ok, false);
  assert.ok(!r.ok && r.found === `${MAX_DOCUMENT_BYTES + 1} bytes`);
  assert.equal(checkFile('', 'application/pdf').ok, false);
});
