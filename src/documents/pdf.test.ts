import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { toolMissing } from '../../test/support/tools.ts';
import { renderPdf } from './pdf.ts';

const skip = toolMissing('pdftotext', 'poppler-utils') || toolMissing('zbarimg', 'zbar-tools');
const dir = mkdtempSync(join(tmpdir(), 'glp-pdf-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

async function sample(createdAt = new Date('2026-12-01T12:00:00Z')): Promise<Buffer> {
  return renderPdf(
    {
      title: 'Alvará de Funcionamento',
      author: 'Prefeitura Municipal do Salvador',
      lang: 'pt-BR',
      createdAt,
      footer: 'Verifique em https://glp.example/verificar/SSA-2026-000123',
    },
    (w) => {
      w.letterhead(['Prefeitura Municipal do Salvador', 'Secretaria de Desenvolvimento Urbano']);
      w.title('Alvará de Funcionamento nº SSA-2026-000123');
      w.fields([
        ['Titular', 'Gás São João da Conceição Ltda.'],
        ['Endereço', 'Rua Conceição da Praia, nº 45 — Comércio, CEP 40.015-250'],
      ]);
      w.heading('Fundamentação');
      w.bullets(['Lei de 26/07/2011, art. 2º, III — distância mínima de 400 m', 'Armazenamento máximo: 120 botijões (1.560 kg)']);
      w.qr('https://glp.example/verificar/SSA-2026-000123', { size: 110, caption: 'Verificação pública' });
      w.signature(['Autoridade licenciadora']);
    },
  );
}

describe('PDF documents', { skip }, () => {
  it('carry Portuguese accents through pdftotext, with page numbers and the footer', async () => {
    const file = join(dir, 'a.pdf');
    writeFileSync(file, await sample());
    const text = collapse(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
    for (const s of [
      'Alvará de Funcionamento nº SSA-2026-000123',
      'Gás São João da Conceição Ltda.',
      'CEP 40.015-250',
      'art. 2º, III',
      'Página 1 de 1',
      'Verifique em https://glp.example/verificar/SSA-2026-000123',
    ]) {
      assert.ok(text.includes(s), `"${s}" not in: ${text}`);
    }
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    assert.match(info, /Title:\s+Alvará de Funcionamento/);
    // Fonts are embedded (a viewer without DejaVu shows the same glyphs).
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    assert.match(fonts, /DejaVuSans\S*\s+CID TrueType\s+Identity-H\s+yes\s+yes/);
  });

  it('draw a QR code that a real decoder reads back', async () => {
    const file = join(dir, 'qr.pdf');
    writeFileSync(file, await sample());
    execFileSync('pdftoppm', ['-r', '150', '-png', file, join(dir, 'page')]);
    const png = readdirSync(dir).find((f) => f.startsWith('page') && f.endsWith('.png'));
    assert.ok(png, 'pdftoppm wrote no page');
    const out = execFileSync('zbarimg', ['--quiet', '--raw', join(dir, png)], { encoding: 'utf8' });
    assert.equal(out.trim(), 'https://glp.example/verificar/SSA-2026-000123');
  });

  it('render the same bytes for the same inputs, and different bytes for another date', async () => {
    const a = await sample();
    const b = await sample();
    assert.ok(a.equals(b), 'two renders of the same document differ');
    const c = await sample(new Date('2026-12-02T12:00:00Z'));
    assert.ok(!a.equals(c));
  });
});
