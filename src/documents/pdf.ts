/**
 * Documents a person signs and keeps (alvará, TVL, denial letters, infraction notices): a small
 * layout kit over pdfkit with embedded DejaVu fonts, so every Portuguese accent survives in the
 * file and in `pdftotext`, and a QR code drawn as vector modules (crisp at any zoom, no image
 * codec). The same inputs always give the same bytes: the creation date is an argument and the
 * file identifier is derived from it, so a document can be regenerated later and compared.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { qrMatrix } from './qr.ts';

const require = createRequire(import.meta.url);
const FONT_DIR = `${require.resolve('dejavu-fonts-ttf/package.json').replace(/package\.json$/, '')}ttf/`;
const FONTS = {
  regular: `${FONT_DIR}DejaVuSans.ttf`,
  bold: `${FONT_DIR}DejaVuSans-Bold.ttf`,
  mono: `${FONT_DIR}DejaVuSansMono.ttf`,
} as const;

export interface PdfOptions {
  /** Document title: metadata and the first heading readers see in their viewer. */
  title: string;
  subject?: string;
  /** Who issues it, e.g. "Prefeitura Municipal do Salvador". */
  author: string;
  keywords?: string[];
  /** BCP 47 language of the text (pt-BR first). */
  lang: 'pt-BR' | 'en';
  /** The document's date: fixed, so regenerating it gives the same bytes. */
  createdAt: Date;
  /** Printed at the foot of every page beside the page number (e.g. the verification URL). */
  footer?: string;
}

export interface PdfWriter {
  /** The issuing body, centred at the top (first line bold). */
  letterhead(lines: readonly string[]): void;
  title(text: string): void;
  heading(text: string): void;
  paragraph(text: string, opts?: { bold?: boolean; size?: number; align?: 'left' | 'center' | 'justify' }): void;
  /** Label/value pairs in two columns. */
  fields(rows: readonly (readonly [string, string])[]): void;
  bullets(items: readonly string[]): void;
  /** A QR code of `data`, `size` points wide, with an optional caption under it; placed at the left margin. */
  qr(data: string, opts: { size: number; caption?: string }): void;
  /** Lines for a signature block, after a rule. */
  signature(lines: readonly string[]): void;
  space(lines?: number): void;
}

const MARGIN = 56;
const BODY = 10.5;

export function renderPdf(opts: PdfOptions, draw: (w: PdfWriter) => void): Promise<Buffer> {
  const info: PDFKit.DocumentInfo = {
    Title: opts.title,
    Author: opts.author,
    Creator: 'GLP Licenciamento',
    Producer: 'GLP Licenciamento (pdfkit)',
    CreationDate: opts.createdAt,
    ModDate: opts.createdAt,
  };
  if (opts.subject !== undefined) info.Subject = opts.subject;
  if (opts.keywords !== undefined) info.Keywords = opts.keywords.join(', ');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: opts.lang,
    displayTitle: true,
    info,
    pdfVersion: '1.7',
    tagged: false,
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.registerFont('mono', FONTS.mono);
  doc.font('regular').fontSize(BODY);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((ok, fail) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => ok(Buffer.concat(chunks)));
    doc.on('error', fail);
  });

  const width = doc.page.width - MARGIN * 2;
  const w: PdfWriter = {
    letterhead(lines) {
      lines.forEach((l, i) => {
        doc
          .font(i === 0 ? 'bold' : 'regular')
          .fontSize(i === 0 ? 12 : 10)
          .text(l, { align: 'center', width });
      });
      doc.moveDown(0.5);
      rule();
      doc.moveDown(0.5);
    },
    title(text) {
      doc.font('bold').fontSize(15).text(text, { align: 'center', width });
      doc.moveDown(0.6);
      doc.font('regular').fontSize(BODY);
    },
    heading(text) {
      doc.moveDown(0.4);
      doc.font('bold').fontSize(11.5).text(text, { width });
      doc.moveDown(0.2);
      doc.font('regular').fontSize(BODY);
    },
    paragraph(text, o = {}) {
      doc
        .font(o.bold ? 'bold' : 'regular')
        .fontSize(o.size ?? BODY)
        .text(text, { width, align: o.align ?? 'justify' });
      doc.moveDown(0.3);
      doc.font('regular').fontSize(BODY);
    },
    fields(rows) {
      const labelWidth = Math.min(170, width * 0.34);
      for (const [label, value] of rows) {
        const y = doc.y;
        doc.font('bold').fontSize(BODY);
        const hLabel = doc.heightOfString(label, { width: labelWidth - 8 });
        doc.font('regular');
        const hValue = doc.heightOfString(value, { width: width - labelWidth });
        if (y + Math.max(hLabel, hValue) > doc.page.height - doc.page.margins.bottom) doc.addPage();
        const top = doc.y;
        doc.font('bold').text(label, MARGIN, top, { width: labelWidth - 8 });
        doc.font('regular').text(value, MARGIN + labelWidth, top, { width: width - labelWidth });
        doc.x = MARGIN;
        doc.y = top + Math.max(hLabel, hValue) + 3;
      }
      doc.moveDown(0.3);
    },
    bullets(items) {
      for (const item of items) {
        doc
          .font('regular')
          .fontSize(BODY)
          .text(`•  ${item}`, MARGIN + 8, doc.y, { width: width - 8, align: 'left' });
      }
      doc.x = MARGIN;
      doc.moveDown(0.3);
    },
    qr(data, o) {
      const m = qrMatrix(data);
      const quiet = 4;
      const cell = o.size / (m.size + quiet * 2);
      const needed = o.size + (o.caption ? 28 : 6);
      if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const x0 = MARGIN;
      const y0 = doc.y;
      doc.save();
      doc.rect(x0, y0, o.size, o.size).fill('#ffffff');
      for (let r = 0; r < m.size; r++) {
        for (let c = 0; c < m.size; c++) {
          if (m.dark(r, c)) doc.rect(x0 + (c + quiet) * cell, y0 + (r + quiet) * cell, cell, cell);
        }
      }
      doc.fill('#000000');
      doc.restore();
      doc.y = y0 + o.size + 4;
      if (o.caption) {
        doc
          .font('regular')
          .fontSize(8)
          .text(o.caption, x0, doc.y, { width: Math.max(o.size, 260), align: 'left' });
        doc.fontSize(BODY);
      }
      doc.x = MARGIN;
      doc.moveDown(0.5);
    },
    signature(lines) {
      doc.moveDown(2);
      const x = MARGIN + width / 4;
      doc
        .moveTo(x, doc.y)
        .lineTo(x + width / 2, doc.y)
        .lineWidth(0.6)
        .stroke();
      doc.moveDown(0.3);
      for (const l of lines) doc.font('regular').fontSize(BODY).text(l, MARGIN, doc.y, { width, align: 'center' });
      doc.x = MARGIN;
    },
    space(lines = 1) {
      doc.moveDown(lines);
    },
  };

  function rule(): void {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .stroke();
  }

  draw(w);

  // Footer on every page: the document's footer text and "página i de n" (pt-BR) / "page i of n".
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const pageText = opts.lang === 'pt-BR' ? `Página ${i + 1} de ${range.count}` : `Page ${i + 1} of ${range.count}`;
    const bottom = doc.page.height - MARGIN;
    // Writing below the bottom margin would start a new page: lift the margin while we write.
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(7.5);
    if (opts.footer) doc.text(opts.footer, MARGIN, bottom, { width: width - 90, align: 'left', lineBreak: false });
    doc.text(pageText, MARGIN + width - 90, bottom, { width: 90, align: 'right', lineBreak: false });
    doc.page.margins.bottom = saved;
  }
  doc.end();
  return done;
}
