/**
 * The documents of a licensing decision, in pt-BR: the licence (alvará, TVL, construction
 * licence) with its number, holder, CNPJ, address, activity and class, the quantity it permits
 * (the kg requested and, where the law counts them, the containers they equal — or the stock
 * described when none was requested) and on what basis, validity, conditions, the articles it
 * rests on and a QR code to the public verification page; and the denial letter with its
 * grounds. Same inputs, same bytes.
 */
import { formatDate } from '../core/format.ts';
import { quantityBasisText, quantityText, type StatedQuantity } from './licence-quantity.ts';
import { renderPdf } from './pdf.ts';

export interface LicencePdfData extends StatedQuantity {
  authority: string;
  municipalityName: string;
  title: string;
  number: string;
  holder: string;
  cnpj: string | null;
  address: string;
  activity: string;
  class: string | null;
  resaleType: string | null;
  issuedOn: string;
  expiresOn: string | null;
  conditions: readonly string[];
  citations: readonly string[];
  verifyUrl: string;
  evaluationId: string;
  resultHash: string;
}

/** 12345678000195 → 12.345.678/0001-95 (also the alphanumeric CNPJ of 2026); anything else as given. */
export function formatCnpj(cnpj: string | null): string {
  if (cnpj === null) return '—';
  const s = cnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (s.length !== 14) return cnpj;
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`;
}

export function renderLicencePdf(d: LicencePdfData): Promise<Buffer> {
  return renderPdf(
    {
      title: `${d.title} nº ${d.number}`,
      author: d.authority,
      lang: 'pt-BR',
      createdAt: new Date(`${d.issuedOn}T12:00:00Z`),
      footer: `Verificar: ${d.verifyUrl}`,
      keywords: [d.number, d.municipalityName],
    },
    (w) => {
      w.letterhead([d.authority, d.municipalityName]);
      w.title(`${d.title} nº ${d.number}`);
      const rows: [string, string][] = [
        ['Número', d.number],
        ['Titular', d.holder],
        ['CNPJ', formatCnpj(d.cnpj)],
        ['Endereço', d.address],
        ['Atividade', d.activity],
      ];
      if (d.resaleType !== null) rows.push(['Tipo de revenda', d.resaleType]);
      rows.push(['Classe', d.class ?? '—']);
      rows.push(['Quantidade autorizada', quantityText(d)]);
      const basis = quantityBasisText(d);
      if (basis !== null) rows.push(['Base da quantidade', basis]);
      rows.push(['Emitido em', formatDate(d.issuedOn)]);
      rows.push(['Válido até', d.expiresOn === null ? 'sem prazo fixado em lei' : formatDate(d.expiresOn)]);
      w.fields(rows);
      if (d.conditions.length > 0) {
        w.heading('Condições');
        w.bullets(d.conditions);
      }
      w.heading('Fundamentação legal');
      w.bullets(d.citations);
      w.paragraph(`Avaliação ${d.evaluationId}, resultado sha256 ${d.resultHash}: reproduzível a partir do registro.`, { size: 8 });
      w.qr(d.verifyUrl, { size: 110, caption: `Verificação pública: ${d.verifyUrl}` });
      w.signature(['Autoridade licenciadora', d.authority]);
    },
  );
}

export interface DenialPdfData {
  authority: string;
  municipalityName: string;
  applicationId: string;
  holder: string;
  cnpj: string | null;
  stageTitle: string;
  date: string;
  grounds: readonly string[];
  citations: readonly string[];
}

export function renderDenialPdf(d: DenialPdfData): Promise<Buffer> {
  return renderPdf(
    {
      title: `Indeferimento — ${d.stageTitle}`,
      author: d.authority,
      lang: 'pt-BR',
      createdAt: new Date(`${d.date}T12:00:00Z`),
    },
    (w) => {
      w.letterhead([d.authority, d.municipalityName]);
      w.title('Comunicado de Indeferimento');
      w.fields([
        ['Pedido', d.applicationId],
        ['Requerente', d.holder],
        ['CNPJ', formatCnpj(d.cnpj)],
        ['Pedido de', d.stageTitle],
        ['Data da decisão', formatDate(d.date)],
      ]);
      w.heading('Motivos do indeferimento');
      w.bullets(d.grounds);
      w.heading('Fundamentação legal');
      w.bullets(d.citations);
      w.paragraph('O requerente pode sanar as pendências e apresentar novo pedido.');
      w.signature(['Autoridade licenciadora', d.authority]);
    },
  );
}
