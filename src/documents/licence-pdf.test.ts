/**
 * The licence PDF states the quantity it permits, read back with pdftotext: the kg requested and,
 * where the law counts them, the botijões they equal (Vitória da Conquista art. 5 § 3º); kg only
 * elsewhere; the stock described when nothing was requested; and a record issued before the basis
 * was kept still renders, as the stock described it stated.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { toolMissing } from '../../test/support/tools.ts';
import { type LicencePdfData, renderLicencePdf } from './licence-pdf.ts';
import { quantityText } from './licence-quantity.ts';

const skip = toolMissing('pdftotext', 'poppler-utils');
const dir = mkdtempSync(join(tmpdir(), 'glp-licence-pdf-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const BASE: LicencePdfData = {
  authority: 'Prefeitura Municipal de Vitória da Conquista',
  municipalityName: 'Vitória da Conquista/BA',
  title: 'Alvará de Funcionamento de Revenda de GLP',
  number: 'ALV-2933307-2026-000001',
  holder: 'Gás Conquista Ltda.',
  cnpj: '12345678000195',
  address: 'Av. Brumado, nº 100 — Centro, CEP 45000-000',
  activity: 'Revenda de GLP',
  class: 'A',
  resaleType: 'Revenda de GLP classe A',
  containers: 196,
  kg: 2740,
  issuedOn: '2026-11-30',
  expiresOn: '2027-11-30',
  conditions: [],
  citations: ['Lei 709/1993, art. 19'],
  verifyUrl: 'http://localhost/verificar/ALV-2933307-2026-000001?municipio=vitoria-da-conquista-ba',
  evaluationId: 'e1',
  resultHash: 'abc',
};
const BOTIJAO = { kg: 13, name: { pt: 'botijões', en: 'cylinders' }, citation: 'Lei 709/1993, art. 5º, § 3º' };

let n = 0;
async function text(d: LicencePdfData): Promise<string> {
  const f = join(dir, `l${n++}.pdf`);
  writeFileSync(f, await renderLicencePdf(d));
  return execFileSync('pdftotext', ['-layout', f, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('the licence PDF: the quantity it permits', { skip }, () => {
  it('Vitória da Conquista, requested: the kg and the botijões they equal, with the article', async () => {
    const t = await text({ ...BASE, quantityBasis: 'requested', containers: 210.77, containerCount: BOTIJAO });
    assert.ok(t.includes('Quantidade autorizada 2.740 kg, equivalentes a 210,77 botijões de 13 kg (Lei 709/1993, art. 5º, § 3º)'), t);
    assert.ok(t.includes('Base da quantidade quantidade requerida no pedido'), t);
    assert.ok(!t.includes('recipientes'), t);
  });

  it('a law that counts kg: the kg requested only, thousands with a dot', async () => {
    const t = await text({ ...BASE, quantityBasis: 'requested', kg: 1560, containers: null, containerCount: null });
    assert.match(t, /Quantidade autorizada 1\.560 kg Base da quantidade quantidade requerida no pedido/);
  });

  it('nothing requested: the stock described, and the PDF says so', async () => {
    const t = await text({ ...BASE, quantityBasis: 'stock-described', containerCount: null });
    assert.match(t, /Quantidade autorizada 196 recipientes \(2\.740 kg\)/);
    assert.ok(t.includes('Base da quantidade estoque descrito no pedido (nenhuma quantidade requerida)'), t);
  });

  it('a record issued before the basis was kept renders as the stock it stated', async () => {
    // BASE has neither quantityBasis nor containerCount: the shape of a record issued before them.
    const t = await text(BASE);
    assert.match(t, /Quantidade autorizada 196 recipientes \(2\.740 kg\) Base da quantidade estoque descrito no pedido Emitido em/);
  });

  it('a stage that states no quantity: a dash, no basis', async () => {
    const t = await text({ ...BASE, quantityBasis: null, containers: null, kg: null, containerCount: null });
    assert.match(t, /Quantidade autorizada — Emitido em/);
  });
});

describe('the quantity in English', () => {
  it('numbers as English writes them, the container named in English', () => {
    assert.equal(
      quantityText({ quantityBasis: 'requested', kg: 2740, containers: 210.77, containerCount: BOTIJAO }, 'en'),
      '2,740 kg, equal to 210.77 cylinders of 13 kg (Lei 709/1993, art. 5º, § 3º)',
    );
    assert.equal(quantityText({ containers: 196, kg: 2740 }, 'en'), '196 containers (2,740 kg)');
  });
});
