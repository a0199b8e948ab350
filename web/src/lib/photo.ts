/**
 * A photo from the phone's camera made small enough for the complaint API: the API takes a
 * JPEG, PNG or WebP of at most 512 KiB (src/field/complaints.ts MAX_PHOTO_BYTES), and a phone's
 * photo is several megabytes. Drawn on a canvas at most 1600 px on its longer side and encoded
 * as JPEG, lowering the quality, then the size, until it fits. The preview is a data: URL (the
 * page's CSP allows `img-src 'self' data:`, not blob:).
 */

import { PHOTO_TARGET } from './photo-limit.ts';

const LONGEST_SIDE = 1600;

export interface SmallPhoto {
  base64: string;
  dataUrl: string;
  bytes: number;
  width: number;
  height: number;
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((ok, fail) => canvas.toBlob((b) => (b ? ok(b) : fail(new Error('canvas.toBlob failed'))), 'image/jpeg', quality));
}

export function base64Of(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** The photo downscaled and re-encoded to fit `limit` bytes; throws when the file is not an image the browser reads. */
export async function downscalePhoto(file: Blob, limit = PHOTO_TARGET): Promise<SmallPhoto> {
  const bitmap = await createImageBitmap(file);
  try {
    let scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    for (;;) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2D canvas');
      ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of [0.85, 0.7, 0.55]) {
        const blob = await toJpeg(canvas, quality);
        if (blob.size <= limit) {
          const base64 = base64Of(new Uint8Array(await blob.arrayBuffer()));
          return { base64, dataUrl: `data:image/jpeg;base64,${base64}`, bytes: blob.size, width: canvas.width, height: canvas.height };
        }
      }
      if (canvas.width <= 64 && canvas.height <= 64) throw new Error('the photo does not shrink under the limit');
      scale *= 0.7;
    }
  } finally {
    bitmap.close();
  }
}
