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
import { type DenialPdfData, type LicencePdfData, renderDenialPdf, renderLicencePdf } from './licence-pdf.ts';
import type { Lang } from '../core/types.ts';
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
async function read(pdf: Buffer): Promise<string> {
  const f = join(dir, `l${n++}.pdf`);
  writeFileSync(f, pdf);
  return execFileSync('pdftotext', ['-layout', f, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}
const text = async (d: LicencePdfData, lang?: Lang) => read(await renderLicencePdf(d, lang));
/** The document's language as its metadata declares it (pdfinfo is in poppler-utils too). */
const declared = (pdf: Buffer) => /\/Lang \(([^)]*)\)/.exec(pdf.toString('latin1'))?.[1];

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

const DENIAL: DenialPdfData = {
  authority: 'Prefeitura Municipal de Belém',
  municipalityName: 'Belém/PA',
  applicationId: 'app-1',
  holder: 'Gás Belém Ltda.',
  cnpj: '12345678000195',
  stageTitle: 'Licença de funcionamento',
  date: '2026-11-30',
  grounds: ['documento iptu: falta o documento'],
  citations: ['Lei de Belém de 16/01/2012, art. 3º'],
};

describe('the licence and the denial letter in English, for information', { skip }, () => {
  it('the licence: English labels, the quantity in English, dates dd/mm/aaaa, and the Portuguese named as the act', async () => {
    const d = { ...BASE, title: 'Business licence for a GLP outlet', activity: 'GLP resale', resaleType: 'GLP resale, class A' };
    const pdf = await renderLicencePdf({ ...d, quantityBasis: 'requested', containers: 210.77, containerCount: BOTIJAO }, 'en');
    const t = await read(pdf);
    assert.ok(t.includes('Business licence for a GLP outlet no. ALV-2933307-2026-000001'), t);
    assert.ok(t.includes('Translation for information: the document in Portuguese is the official one.'), t);
    assert.ok(t.includes('Quantity permitted 2,740 kg, equal to 210.77 cylinders of 13 kg (Lei 709/1993, art. 5º, § 3º)'), t);
    assert.ok(t.includes('Basis of the quantity the quantity requested in the application'), t);
    assert.match(t, /Issued on 30\/11\/2026 Valid until 30\/11\/2027/);
    assert.match(t, /Legal basis .*Lei 709\/1993, art\. 19/);
    assert.match(t, /Holder Gás Conquista Ltda\. CNPJ 12\.345\.678\/0001-95/);
    assert.doesNotMatch(t, /Quantidade|Titular|Emitido|Fundamentação|Página/);
    assert.equal(declared(pdf), 'en');
    // Without a term the law sets, said in English.
    assert.match(await text({ ...d, expiresOn: null }, 'en'), /Valid until no term set by the law/);
    // The default stays Portuguese, with no note of translation.
    const pt = await renderLicencePdf(BASE);
    assert.equal(declared(pt), 'pt-BR');
    assert.doesNotMatch(await read(pt), /Translation|Quantity/);
  });

  it('the denial letter: English headings, the grounds as given, the Portuguese named as the act', async () => {
    const en = await renderDenialPdf({ ...DENIAL, stageTitle: 'Operating licence', grounds: ['document iptu: missing'] }, 'en');
    const t = await read(en);
    assert.ok(t.includes('Notice of Denial'), t);
    assert.ok(t.includes('Translation for information: the document in Portuguese is the official one.'), t);
    assert.match(t, /Applied for Operating licence Date of the decision 30\/11\/2026/);
    assert.match(t, /Grounds of the denial .*document iptu: missing/);
    assert.ok(t.includes('The applicant may remedy what is missing and file a new application.'), t);
    assert.doesNotMatch(t, /Indeferimento|Motivos|Requerente/);
    assert.equal(declared(en), 'en');
    const pt = await read(await renderDenialPdf(DENIAL));
    assert.match(pt, /Comunicado de Indeferimento .*Pedido de Licença de funcionamento Data da decisão 30\/11\/2026/);
    assert.doesNotMatch(pt, /Translation/);
  });
});
