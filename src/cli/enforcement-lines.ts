/**
 * One line (or a short text) per enforcement act, as `glp notices|closures|seizures|inspect`
 * print them in Portuguese: the statuses by their names, amounts in R$, dates dd/mm/aaaa.
 */
import { formatBRL, formatDate } from '../core/format.ts';
import { statusName } from '../core/status-names.ts';
import type { ClosureData, EnforcementRecord, InspectionData, NoticeData, SeizureData } from '../domain/enforcement.ts';

const EFFECT_PT = { lifted: 'levantada', regrounded: 'apoiada em auto posterior', review: 'a revisar (licença já cassada)' } as const;

/** A notice's penalty as a person reads it: the amount in R$, or what it is without one. */
export function penaltyOf(q: NoticeData['quote'], lang: 'pt' | 'en'): string {
  if (q.amountBRL !== null) return formatBRL(q.amountBRL, lang);
  if (q.kind === 'notification') return lang === 'pt' ? 'notificação' : 'notification';
  return lang === 'pt' ? 'valor não cadastrado' : 'amount not entered';
}

export const noticeLine = (r: EnforcementRecord) => {
  const d = r.data as NoticeData;
  const amount = penaltyOf(d.quote, 'pt');
  const closures = (d.cancelled?.closures ?? [])
    .map(
      (c) => `; interdição ${c.id} ${EFFECT_PT[c.effect]}: restam ${c.remaining} de ${c.needed} notificações sobre a mesma irregularidade`,
    )
    .join('');
  const notices = (d.cancelled?.notices ?? [])
    .map(
      (n) =>
        `; auto ${n.number} ${n.effect === 'requoted' ? 'recalculado' : 'a revisar (já pago)'}: ${penalty(n.beforeBRL)} → ${penalty(n.afterBRL)}`,
    )
    .join('');
  return `${d.number} ${r.id} ${statusName('notice', r.status, 'pt')} (v${r.version}) ${amount}; defesa: ${statusName('defence', d.defence.state, 'pt')}; pagamento: ${statusName('payment', d.payment.state, 'pt')}${d.cancelled ? `; cancelado em ${formatDate(d.cancelled.on)}: ${d.cancelled.reason}` : ''}${closures}${notices}${requotedText(d)}`;
};

/** An amount, or what a penalty without one is (a notification). */
const penalty = (brl: number | null) => (brl === null ? 'notificação' : formatBRL(brl));

/** An earlier notice this one counted was annulled: quoted again, or to review (requote.ts). */
function requotedText(d: NoticeData): string {
  return (d.requoted ?? [])
    .map((q) => {
      const why = `auto ${q.number} anulado ou cancelado em ${formatDate(q.on)} (${q.reason}), que esta contava (reincidência nº ${q.before.repeat}, notificação nº ${q.before.notification})`;
      const now = q.after ? penalty(q.after.amountBRL) : 'a calcular pelo fiscal';
      return q.effect === 'requoted'
        ? `; recalculado em ${formatDate(q.on)} — ${why}: ${penalty(q.before.amountBRL)} → ${now}`
        : `; ATENÇÃO: ${why}; multa já paga (${penalty(q.before.amountBRL)}), seria ${now}: revisar`;
    })
    .join('');
}

/** Why a closure no longer rests on the notice it was ordered with (a notice it counted annulled or cancelled). */
function groundText(d: ClosureData): string {
  const g = d.liftedBecause ?? d.regrounded ?? d.groundAnnulled;
  if (!g) return '';
  const why = `auto ${g.number} anulado ou cancelado em ${formatDate(g.on)} (${g.reason}): restam ${g.remaining} de ${g.needed} notificações sobre a mesma irregularidade (${d.citation})`;
  if (d.liftedBecause) return `; levantada em ${formatDate(d.liftedOn ?? g.on)} — ${why}`;
  if (d.regrounded) return `; ${why}; apoia-se agora no auto ${d.regrounded.to.number} de ${formatDate(d.regrounded.to.on)}`;
  return `; ATENÇÃO: ${why}; a cassação se apoiou nela: revisar`;
}

export const closureLine = (r: EnforcementRecord) => {
  const d = r.data as ClosureData;
  return (
    `interdição ${r.id} ${statusName('closure', r.status, 'pt')} (v${r.version}) em ${formatDate(r.on)} — ${d.citation}: ${d.reason}` +
    groundText(d) +
    (d.revocationPossibleFrom ? `; cassação possível a partir de ${formatDate(d.revocationPossibleFrom)}` : '') +
    (d.suspendedLicences.length ? `; licenças suspensas: ${d.suspendedLicences.join(', ')}` : '') +
    (d.revocationCases ?? [])
      .map(
        (k) =>
          `; cassação notificada em ${formatDate(k.notifiedOn)}: processo ${k.caseId} (licença ${k.licenceId}), defesa até ${formatDate(k.defenceUntil)}`,
      )
      .join('') +
    (d.revokedLicences?.length ? `; licenças cassadas em ${formatDate(d.revokedOn ?? r.on)}: ${d.revokedLicences.join(', ')}` : '')
  );
};

export const seizureLine = (r: EnforcementRecord) => {
  const d = r.data as SeizureData;
  const items = d.items.map((i) => `${i.quantity} × ${i.description}${i.plate ? ` (${i.plate})` : ''}`).join('; ');
  return (
    `apreensão ${r.id} ${statusName('seizure', r.status, 'pt')} (v${r.version}) em ${formatDate(r.on)}: ${items}; guarda: ${d.custodyPlace}; liberação: ${d.releaseConditions}` +
    (d.releasedOn ? `; liberado em ${formatDate(d.releasedOn)}` : '')
  );
};

/** The engine's verdict on the recorded facts, as a person reads it. */
const VERDICT_PT: Record<string, string> = { approvable: 'aprovável', 'not-approvable': 'não aprovável', incomplete: 'incompleta' };

const RESULT_PT = { conforms: 'conforme', 'does-not-conform': 'não conforme', 'not-checked': 'não verificado' } as const;

export function inspectionText(r: EnforcementRecord, lang: 'pt' | 'en'): string {
  const d = r.data as InspectionData;
  const lines = [`vistoria ${r.id} em ${formatDate(r.on)}: ${lang === 'pt' ? (VERDICT_PT[d.verdict] ?? d.verdict) : d.verdict}`];
  for (const it of d.items) {
    const res = d.results[it.rule];
    if (!res) continue;
    lines.push(
      `  ${lang === 'pt' ? RESULT_PT[res.result] : res.result}  ${it.citation} — ${it.title[lang]}${res.notes ? ` (${res.notes})` : ''}`,
    );
  }
  for (const ch of d.changes) lines.push(`  mudou: ${ch.rule} ${ch.before ?? '—'} → ${ch.after ?? '—'}`);
  return lines.join('\n');
}
