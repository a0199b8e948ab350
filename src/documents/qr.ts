/**
 * QR code modules for the verification link printed on licences and notices. Error correction
 * level M (15 %): enough for a creased or stamped paper, small enough for a URL of ~80 characters.
 */
import QRCode from 'qrcode';

export interface QrMatrix {
  /** Modules per side (without the quiet zone). */
  size: number;
  dark(row: number, col: number): boolean;
}

export function qrMatrix(data: string): QrMatrix {
  const q = QRCode.create(data, { errorCorrectionLevel: 'M' });
  const { size, data: bits } = q.modules;
  return { size, dark: (r, c) => bits[r * size + c] === 1 };
}
