/** Public complaints, pure parts: the protocol's form, the photo's limits on both sides, the text, the public status. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InputError } from '../core/input/validate.ts';
import { MAX_PHOTO_BYTES, normaliseProtocol, photoType, protocolOf, publicStatusOf, validateComplaintText } from './complaints.ts';

const field = (f: string) => (e: unknown) => e instanceof InputError && e.problems[0]?.field === f;

describe('protocol', () => {
  it('is DEN-year- and 8 Crockford characters of the 40 random bits', () => {
    assert.equal(protocolOf(2025, new Uint8Array([0, 0, 0, 0, 0])), 'DEN-2025-00000000');
    assert.equal(protocolOf(2025, new Uint8Array([255, 255, 255, 255, 255])), 'DEN-2025-ZZZZZZZZ');
    assert.equal(protocolOf(2026, new Uint8Array([0, 0, 0, 0, 33])), 'DEN-2026-00000011');
  });
  it('reads what a person types: case, spaces, O for 0 and I or L for 1', () => {
    assert.equal(normaliseProtocol(' den-2025-7k3m9q2t '), 'DEN-2025-7K3M9Q2T');
    assert.equal(normaliseProtocol('DEN-2025-O0IL0000'), 'DEN-2025-00110000');
  });
  it('refuses anything else, naming the field', () => {
    for (const bad of ['DEN-2025-7K3M9Q2', 'DEN-25-7K3M9Q2T', 'XYZ-2025-7K3M9Q2T', 'DEN-2025-7K3M9Q2U'])
      assert.throws(() => normaliseProtocol(bad), field('protocol'));
  });
});

describe('photo', () => {
  const jpeg = (n: number) => {
    const b = new Uint8Array(n);
    b.set([0xff, 0xd8, 0xff]);
    return b;
  };
  it('a JPEG of exactly the limit is accepted; one byte more is refused', () => {
    assert.equal(photoType(jpeg(MAX_PHOTO_BYTES)), 'image/jpeg');
    assert.throws(() => photoType(jpeg(MAX_PHOTO_BYTES + 1)), field('photo'));
  });
  it('PNG and WebP by their signatures; anything else refused', () => {
    assert.equal(photoType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])), 'image/png');
    assert.equal(photoType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ')), 'image/webp');
    assert.throws(() => photoType(new TextEncoder().encode('%PDF-1.7')), field('photo'));
    assert.throws(() => photoType(new Uint8Array()), field('photo'));
  });
});

describe('text', () => {
  it('a description of 10 characters is enough, 9 is not; 2000 is the most', () => {
    assert.equal(validateComplaintText('a'.repeat(10), undefined).description.length, 10);
    assert.throws(() => validateComplaintText('a'.repeat(9), undefined), field('description'));
    assert.equal(validateComplaintText('a'.repeat(2000), undefined).description.length, 2000);
    assert.throws(() => validateComplaintText('a'.repeat(2001), undefined), field('description'));
  });
  it('an empty address is none; a long one is refused', () => {
    assert.equal(validateComplaintText('Venda de gás na calçada', '  ').address, null);
    assert.throws(() => validateComplaintText('Venda de gás na calçada', 'x'.repeat(301)), field('address'));
  });
});

describe('public status', () => {
  it('says only where the task stands', () => {
    assert.equal(publicStatusOf('open'), 'received');
    assert.equal(publicStatusOf('assigned'), 'under-inspection');
    assert.equal(publicStatusOf('closed'), 'closed');
  });
});
