/** A minimal .xlsx for tests: one worksheet, text cells (shared strings and inline strings), deflated. */
import { crc32, deflateRawSync } from 'node:zlib';

function zip(files: [string, string][]): Buffer {
  const parts: Buffer[] = [];
  const cens: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const n = Buffer.from(name);
    const raw = Buffer.from(content, 'utf8');
    const data = deflateRawSync(raw);
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(n.length, 26);
    const cen = Buffer.alloc(46);
    cen.writeUInt32LE(0x02014b50, 0);
    cen.writeUInt16LE(20, 4);
    cen.writeUInt16LE(20, 6);
    cen.writeUInt16LE(8, 10);
    cen.writeUInt32LE(crc, 16);
    cen.writeUInt32LE(data.length, 20);
    cen.writeUInt32LE(raw.length, 24);
    cen.writeUInt16LE(n.length, 28);
    cen.writeUInt32LE(offset, 42);
    parts.push(local, n, data);
    cens.push(cen, n);
    offset += local.length + n.length + data.length;
  }
  const cd = Buffer.concat(cens);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(files.length, 8);
  eocd.writeUInt16LE(files.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, cd, eocd]);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const col = (i: number) => String.fromCharCode(65 + i);

/** Rows of text; the first row's cells go through the shared strings table, the others inline. */
export function xlsxOf(rows: string[][]): Buffer {
  const shared = rows[0] ?? [];
  const sheetRows = rows
    .map((cells, r) => {
      const cs = cells
        .map((v, c) =>
          r === 0
            ? `<c r="${col(c)}${r + 1}" t="s"><v>${c}</v></c>`
            : `<c r="${col(c)}${r + 1}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`,
        )
        .join('');
      return `<row r="${r + 1}">${cs}</row>`;
    })
    .join('');
  return zip([
    ['[Content_Types].xml', '<?xml version="1.0"?><Types/>'],
    ['xl/sharedStrings.xml', `<sst>${shared.map((s) => `<si><t>${esc(s)}</t></si>`).join('')}</sst>`],
    ['xl/worksheets/sheet1.xml', `<worksheet><sheetData>${sheetRows}</sheetData></worksheet>`],
  ]);
}
