/**
 * The documents of a licensing decision, in pt-BR and, for information, in English: the licence
 * (alvará, TVL, construction licence) with its number, holder, CNPJ, address, activity and class,
 * the quantity it permits (the kg requested and, where the law counts them, the containers they
 * equal — or the stock described when none was requested) and on what basis, validity,
 * conditions, the articles it rests on and a QR code to the public verification page; and the
 * denial letter with its grounds. The English version says that the Portuguese one is the
 * official document (the municipality's act is in Portuguese). Same inputs, same bytes.
 */
import { formatDate } from '../core/format.ts';
import type { Lang } from '../core/types.ts';
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

/** The English version's first line: a translation, the Portuguese document being the act. */
const TRANSLATION_NOTE = 'Translation for information: the document in Portuguese is the official one.';

/** `d`'s texts (title, activity, resale type, conditions) are in `lang` already: the caller chose them. */
export function renderLicencePdf(d: LicencePdfData, lang: Lang = 'pt'): Promise<Buffer> {
  const t = (pt: string, en: string) => (lang === 'pt' ? pt : en);
  const numbered = `${d.title} ${t('nº', 'no.')} ${d.number}`;
  return renderPdf(
    {
      title: numbered,
      author: d.authority,
      lang: lang === 'pt' ? 'pt-BR' : 'en',
      createdAt: new Date(`${d.issuedOn}T12:00:00Z`),
      footer: `${t('Verificar', 'Verify')}: ${d.verifyUrl}`,
      keywords: [d.number, d.municipalityName],
    },
    (w) => {
      w.letterhead([d.authority, d.municipalityName]);
      w.title(numbered);
      if (lang === 'en') w.paragraph(TRANSLATION_NOTE, { bold: true });
      const rows: [string, string][] = [
        [t('Número', 'Number'), d.number],
        [t('Titular', 'Holder'), d.holder],
        ['CNPJ', formatCnpj(d.cnpj)],
        [t('Endereço', 'Address'), d.address],
        [t('Atividade', 'Activity'), d.activity],
      ];
      if (d.resaleType !== null) rows.push([t('Tipo de revenda', 'Resale type'), d.resaleType]);
      rows.push([t('Classe', 'Class'), d.class ?? '—']);
      rows.push([t('Quantidade autorizada', 'Quantity permitted'), quantityText(d, lang)]);
      const basis = quantityBasisText(d, lang);
      if (basis !== null) rows.push([t('Base da quantidade', 'Basis of the quantity'), basis]);
      rows.push([t('Emitido em', 'Issued on'), formatDate(d.issuedOn)]);
      rows.push([
        t('Válido até', 'Valid until'),
        d.expiresOn === null ? t('sem prazo fixado em lei', 'no term set by the law') : formatDate(d.expiresOn),
      ]);
      w.fields(rows);
      if (d.conditions.length > 0) {
        w.heading(t('Condições', 'Conditions'));
        w.bullets(d.conditions);
      }
      w.heading(t('Fundamentação legal', 'Legal basis'));
      w.bullets(d.citations);
      w.paragraph(
        t(
          `Avaliação ${d.evaluationId}, resultado sha256 ${d.resultHash}: reproduzível a partir do registro.`,
          `Evaluation ${d.evaluationId}, result sha256 ${d.resultHash}: reproducible from the record.`,
        ),
        { size: 8 },
      );
      w.qr(d.verifyUrl, { size: 110, caption: `${t('Verificação pública', 'Public verification')}: ${d.verifyUrl}` });
      w.signature([t('Autoridade licenciadora', 'Licensing authority'), d.authority]);
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

/** `d`'s stage title and grounds are in `lang` already: the caller chose them. */
export function renderDenialPdf(d: DenialPdfData, lang: Lang = 'pt'): Promise<Buffer> {
  const t = (pt: string, en: string) => (lang === 'pt' ? pt : en);
  return renderPdf(
    {
      title: `${t('Indeferimento', 'Denial')} — ${d.stageTitle}`,
      author: d.authority,
      lang: lang === 'pt' ? 'pt-BR' : 'en',
      createdAt: new Date(`${d.date}T12:00:00Z`),
    },
    (w) => {
      w.letterhead([d.authority, d.municipalityName]);
      w.title(t('Comunicado de Indeferimento', 'Notice of Denial'));
      if (lang === 'en') w.paragraph(TRANSLATION_NOTE, { bold: true });
      w.fields([
        [t('Pedido', 'Application'), d.applicationId],
        [t('Requerente', 'Applicant'), d.holder],
        ['CNPJ', formatCnpj(d.cnpj)],
        [t('Pedido de', 'Applied for'), d.stageTitle],
        [t('Data da decisão', 'Date of the decision'), formatDate(d.date)],
      ]);
      w.heading(t('Motivos do indeferimento', 'Grounds of the denial'));
      w.bullets(d.grounds);
      w.heading(t('Fundamentação legal', 'Legal basis'));
      w.bullets(d.citations);
      w.paragraph(
        t(
          'O requerente pode sanar as pendências e apresentar novo pedido.',
          'The applicant may remedy what is missing and file a new application.',
        ),
      );
      w.signature([t('Autoridade licenciadora', 'Licensing authority'), d.authority]);
    },
  );
}
