/**
 * The infraction notice (auto de infração) or notification as a PDF in pt-BR (English on
 * request): the violated units with their text, the penalty unit, the fine with its arithmetic
 * (or why there is none yet), the repeat count and the interpretations it rests on, the
 * deadlines, and the closure it triggered. Same inputs, same bytes (the date is an argument).
 */
import type { Pack } from '../core/pack.ts';
import { citationOf } from '../core/citation.ts';
import { formatBRL, formatDate } from '../core/format.ts';
import type { Lang } from '../core/types.ts';
import type { EnforcementRecord, NoticeData } from '../domain/enforcement.ts';
import type { Establishment } from '../domain/establishment.ts';
import { renderPdf } from '../documents/pdf.ts';

export function formatCnpj(c: string | null): string {
  if (!c) return '—';
  const d = c.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (d.length !== 14) return c;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}

function unitText(pack: Pack, unit: string): string {
  for (const law of pack.laws) {
    const u = law.units.find((x) => x.id === unit);
    if (u) return `${citationOf(law, unit).text} — ${u.text.length > 400 ? `${u.text.slice(0, 400)}…` : u.text}`;
  }
  return unit;
}

export interface NoticePdfInput {
  pack: Pack;
  notice: EnforcementRecord<'notice', NoticeData>;
  establishment: Establishment;
  /** The closure order the notice triggered, if any. */
  closure?: EnforcementRecord | null;
  lang?: Lang;
  /** The inspector's name for the signature block (else the author's id). */
  inspectorName?: string;
}

const STATE_PT: Record<string, string> = {
  open: 'aberto',
  submitted: 'defesa apresentada',
  upheld: 'auto mantido',
  annulled: 'auto anulado',
  due: 'a pagar',
  paid: 'pago',
  none: '—',
};

export function renderNoticePdf({ pack, notice, establishment: e, closure, lang = 'pt', inspectorName }: NoticePdfInput): Promise<Buffer> {
  const d = notice.data;
  const q = d.quote;
  const t = (pt: string, en: string) => (lang === 'pt' ? pt : en);
  const st = (s: string) => (lang === 'pt' ? (STATE_PT[s] ?? s) : s);
  const kindTitle = q.kind === 'notification' ? t('Notificação', 'Notification') : t('Auto de Infração', 'Infraction Notice');
  const law = pack.laws[0];
  const title = `${kindTitle} ${t('nº', 'no.')} ${d.number}`;
  return renderPdf(
    {
      title,
      subject: q.penaltyCitation,
      author: `Prefeitura Municipal de ${pack.name}`,
      lang: lang === 'pt' ? 'pt-BR' : 'en',
      createdAt: new Date(`${notice.on}T12:00:00Z`),
      footer: `${d.number} — ${pack.id}@${d.packVersion}`,
    },
    (w) => {
      w.letterhead([`Prefeitura Municipal de ${pack.name} — ${pack.uf}`, t('Fiscalização da revenda de GLP', 'GLP resale inspection')]);
      w.title(title);
      if (notice.status === 'cancelled')
        w.paragraph(
          t(
            `CANCELADO em ${formatDate(d.cancelled?.on ?? notice.on)}: ${d.cancelled?.reason ?? ''}`,
            `CANCELLED on ${formatDate(d.cancelled?.on ?? notice.on)}: ${d.cancelled?.reason ?? ''}`,
          ),
          { bold: true },
        );
      w.fields([
        [t('Data', 'Date'), formatDate(notice.on)],
        [t('Estabelecimento', 'Establishment'), e.name],
        ['CNPJ', formatCnpj(e.cnpj)],
        [t('Endereço', 'Address'), [e.address.street, e.address.number, e.address.district].filter(Boolean).join(', ')],
        [t('Lei', 'Law'), law ? `${law.shortTitle} (${formatDate(law.date)})` : pack.id],
        [t('Infração', 'Infraction'), `${q.penaltyCitation} — ${q.title[lang]}`],
      ]);
      w.heading(t('Dispositivos infringidos', 'Violated provisions'));
      w.bullets(d.units.map((u) => unitText(pack, u)));
      w.heading(t('Constatação', 'Finding'));
      w.paragraph(d.finding);

      w.heading(q.kind === 'notification' ? t('Notificação', 'Notification') : t('Multa', 'Fine'));
      if (q.kind === 'notification') {
        w.paragraph(
          t(
            'Primeira constatação: notificação para regularizar; mantendo-se a irregularidade, multa.',
            'First finding: notice to comply; if the irregularity persists, a fine.',
          ),
        );
      } else if (q.kind === 'not-set') {
        w.paragraph(q.message?.[lang] ?? '', { bold: true });
      }
      if (q.arithmetic.length > 0) w.bullets(q.arithmetic.map((l) => l[lang]));
      // An earlier notice this one counted was annulled (requote.ts): the amount above is the new one, or is to be reviewed.
      for (const r of d.requoted ?? []) {
        const amount = (brl: number | null) => (brl === null ? t('notificação', 'notification') : formatBRL(brl, lang));
        const now = r.after ? amount(r.after.amountBRL) : t('a calcular', 'to be computed');
        w.paragraph(
          r.effect === 'requoted'
            ? t(
                `Recalculado em ${formatDate(r.on)}: o auto ${r.number}, que este contava, foi anulado ou cancelado (${r.reason}): ${amount(r.before.amountBRL)} → ${now}.`,
                `Quoted again on ${formatDate(r.on)}: notice ${r.number}, which this one counted, was annulled or cancelled (${r.reason}): ${amount(r.before.amountBRL)} → ${now}.`,
              )
            : t(
                `A revisar: o auto ${r.number}, que este contava, foi anulado ou cancelado em ${formatDate(r.on)} (${r.reason}); a multa já foi paga (${amount(r.before.amountBRL)}) e seria ${now}.`,
                `To review: notice ${r.number}, which this one counted, was annulled or cancelled on ${formatDate(r.on)} (${r.reason}); the fine was already paid (${amount(r.before.amountBRL)}) and would now be ${now}.`,
              ),
          { bold: true },
        );
      }
      if (q.amountBRL !== null) {
        const also = q.index ? ` (${String(q.index.amount).replace('.', ',')} ${q.index.unitName})` : '';
        w.paragraph(`${t('Valor da multa', 'Fine amount')}: ${formatBRL(q.amountBRL, lang)}${also}`, { bold: true });
      }
      if (q.alsoSanctions)
        w.paragraph(`${t('Sanções do mesmo dispositivo', 'Other sanctions of the provision')}: ${q.alsoSanctions[lang]}`);

      w.heading(t('Reincidência', 'Repeat offence'));
      w.paragraph(
        t(
          `Notificação nº ${q.notification} sobre a mesma irregularidade; reincidência nº ${q.repeat} (0 = primeira multa).`,
          `Notification no. ${q.notification} on the same irregularity; repeat no. ${q.repeat} (0 = first fine).`,
        ),
      );
      w.heading(t('Interpretações aplicadas', 'Interpretations applied'));
      w.bullets(
        q.interpretations.map(
          (i) =>
            `${i.parameter} = ${i.value}: ${i.description[lang]}${i.alternatives.length > 1 ? ` (${t('alternativas', 'alternatives')}: ${i.alternatives.join(', ')})` : ''}`,
        ),
      );
      w.heading(t('Prazos', 'Deadlines'));
      w.fields([
        [
          t('Defesa', 'Defence'),
          d.defence.dueOn
            ? `${t('até', 'by')} ${formatDate(d.defence.dueOn)} (${st(d.defence.state)})`
            : t('prazo da legislação municipal de processo administrativo', 'per the municipal administrative procedure law'),
        ],
        [
          t('Pagamento', 'Payment'),
          d.payment.state === 'none'
            ? '—'
            : `${d.payment.dueOn ? `${t('vencimento', 'due')} ${formatDate(d.payment.dueOn)}` : ''} (${st(d.payment.state)})`,
        ],
      ]);
      if (closure) {
        const c = closure.data as { citation?: string; revocationPossibleFrom?: string | null };
        w.heading(t('Interdição', 'Closure order'));
        w.paragraph(
          t(
            `Estabelecimento interditado em ${formatDate(closure.on)} até que seja atendida a notificação (${c.citation ?? ''}).`,
            `Establishment closed on ${formatDate(closure.on)} until the notification is complied with (${c.citation ?? ''}).`,
          ) +
            (c.revocationPossibleFrom
              ? t(
                  ` Cassação do alvará possível a partir de ${formatDate(c.revocationPossibleFrom)}, assegurada a ampla defesa.`,
                  ` Licence revocation possible from ${formatDate(c.revocationPossibleFrom)}, with right of defence.`,
                )
              : ''),
        );
      }
      w.signature([t('Agente de fiscalização', 'Inspector'), inspectorName ?? notice.createdBy ?? '']);
    },
  );
}
