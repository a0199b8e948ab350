/**
 * The licensing acts from the command line (issue 10 item 8): each calls the use case the API
 * route calls (src/app/licensing*.ts), signed by `--as EMAIL` with that user's roles and
 * municipality and checked against the same permission as the route. The record a version
 * check needs (the API's If-Match) is the one read just before, in this process.
 */
import { basename, extname } from 'node:path';
import {
  addDocument,
  citeOf,
  giveOpinion,
  type LicensingDeps,
  listAllItems,
  openHold,
  packOf,
  releaseHold,
  requestOpinions,
  reviewDocument,
} from '../app/licensing.ts';
import { denialPdf, deny, issue, licenceById, licencePdf } from '../app/licensing-decision.ts';
import { decideCase, defend, reinstate, sanctionLicence } from '../app/licensing-lifecycle.ts';
import { formatDate } from '../core/format.ts';
import { quantityBasisText, quantityText } from '../documents/licence-quantity.ts';
import type { CaseData, LicenceRecordData, LicensingItem, OpinionData } from '../domain/licensing.ts';
import type { Scope } from '../domain/roles.ts';
import { type AuthorityInput, authorityText, sanctionAuthority } from '../licensing/lifecycle.ts';
import { reinstatementText } from '../licensing/reinstatement.ts';
import { actingAs, refusalsAsUsage } from './acting.ts';
import type { Text } from '../core/types.ts';
import { dateOption, langArg, needValue, oneOf, parse, reaisOption } from './args.ts';
import { itemStatusName } from '../core/status-names.ts';
import { type CliIO, UsageError } from './io.ts';
import { checkOut, openStore, readFileArg, writeOut } from './registry-io.ts';
import { checkOutputExtension } from './user-errors.ts';

const ACTS_SYNTAX =
  'glp licensing present APPLICATION REQUIREMENT FILE [--valid-from D] [--valid-until D] [--amount BRL] --as EMAIL\n' +
  '       glp licensing accept DOCUMENT --as EMAIL | reject DOCUMENT --reason TEXT --as EMAIL\n' +
  '       glp licensing request-opinions APPLICATION [--stage S] --as EMAIL\n' +
  '       glp licensing opinion APPLICATION --department D --favourable|--unfavourable|--request-changes|--resubmit [--grounds TEXT] [--stage S] [--date D] --as EMAIL\n' +
  '       glp licensing hold APPLICATION --reason TEXT --as EMAIL | release HOLD --reason TEXT --as EMAIL\n' +
  '       glp licensing issue APPLICATION [--stage S] [--date D] [--pdf FILE] --as EMAIL\n' +
  '       glp licensing renew APPLICATION --replaces LICENCE [--stage S] [--date D] [--pdf FILE] --as EMAIL\n' +
  '       glp licensing deny APPLICATION --grounds TEXT [--grounds TEXT…] [--stage S] [--date D] [--pdf FILE] --as EMAIL\n' +
  '       glp licensing sanction LICENCE --suspend|--interdict|--revoke --grounds TEXT [--date D] --as EMAIL\n' +
  '       glp licensing defend CASE --defence TEXT [--date D] --as EMAIL\n' +
  '       glp licensing decide CASE --uphold|--dismiss --decision TEXT [--date D] [--act-kind K --act-number N --act-date D --opinion TEXT] --as EMAIL\n';
const REINSTATE =
  '       glp licensing reinstate LICENCE --grounds TEXT [--date D] [--act-kind K --act-number N --act-date D --opinion TEXT] --as EMAIL\n';
/** The acts' usage; its notes in both languages (Vitória da Conquista, Lei 709/1993, art. 26, II: who decides a sanction). */
export const ACTS_USAGE: Text = {
  pt:
    ACTS_SYNTAX +
    '         (Vitória da Conquista art. 26, II: o Prefeito decide a suspensão e a cassação; a procedência exige o ato dele e o parecer que seguiu)\n' +
    REINSTATE +
    '         (a suspensão que o Prefeito decidiu é levantada por ato dele, pela interpretação reinstatement-authority)\n' +
    '  (cada um com [--format text|json] [--data DIR]; GLP_PUBLIC_URL torna absoluto o link de verificação da licença)',
  en:
    ACTS_SYNTAX +
    '         (Vitória da Conquista art. 26 II: the Mayor decides suspension and revocation; upholding needs his act and the opinion it followed)\n' +
    REINSTATE +
    '         (a suspension the Mayor decided is lifted by his act, under the reading reinstatement-authority)\n' +
    '  (each with [--format text|json] [--data DIR]; GLP_PUBLIC_URL makes the licence’s verification link absolute)',
};

export const ACTS = [
  'present',
  'accept',
  'reject',
  'request-opinions',
  'opinion',
  'hold',
  'release',
  'issue',
  'renew',
  'deny',
  'sanction',
  'defend',
  'decide',
  'reinstate',
] as const;
type Act = (typeof ACTS)[number];

const MEDIA: Record<string, string> = { '.pdf': 'application/pdf', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };

function need(name: string, v: string | undefined, expected: Text): string {
  return needValue(name, v, expected, ACTS_USAGE);
}

/** Exactly one of the flags `names` (e.g. --favourable or --unfavourable). */
function exactlyOne<T extends string>(values: Record<string, unknown>, names: readonly T[]): T {
  const set = names.filter((n) => values[n] === true);
  if (set.length !== 1)
    throw new UsageError({
      pt: `encontrado ${set.length === 0 ? 'nenhuma' : set.map((n) => `--${n}`).join(' e ')}, esperado uma de ${names.map((n) => `--${n}`).join(', ')}`,
      en: `found ${set.length === 0 ? 'none' : set.map((n) => `--${n}`).join(' and ')}, expected one of ${names.map((n) => `--${n}`).join(', ')}`,
    });
  return set[0] as T;
}

/** The verification link's base: GLP_PUBLIC_URL as `glp serve` reads it, else a path without host (as the API off loopback). */
function publicBaseOf(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return '';
  const u = URL.canParse(raw.trim()) ? new URL(raw.trim()) : null;
  if (u === null || (u.protocol !== 'http:' && u.protocol !== 'https:'))
    throw new UsageError({
      pt: `GLP_PUBLIC_URL: encontrado ${JSON.stringify(raw)}, esperado um endereço absoluto http:// ou https://`,
      en: `GLP_PUBLIC_URL: found ${JSON.stringify(raw)}, expected an absolute http:// or https:// URL`,
    });
  return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
}

/** The Mayor's act and the opinion it followed (`--act-kind/--act-number/--act-date/--opinion`), as given. */
function authorityOf(v: Record<string, unknown>, today: string): AuthorityInput {
  const str = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : undefined);
  const [kind, number, date] = [str('act-kind'), str('act-number'), str('act-date')];
  const act =
    kind === undefined && number === undefined && date === undefined
      ? undefined
      : { kind, number, date: date === undefined ? undefined : dateOption('act-date', date, today) };
  return { act, opinion: str('opinion') };
}

export async function licensingActCommand(act: Act, args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      as: { type: 'string' },
      format: { type: 'string' },
      data: { type: 'string' },
      stage: { type: 'string' },
      date: { type: 'string' },
      reason: { type: 'string' },
      department: { type: 'string' },
      lang: { type: 'string' },
      favourable: { type: 'boolean' },
      unfavourable: { type: 'boolean' },
      'request-changes': { type: 'boolean' },
      resubmit: { type: 'boolean' },
      grounds: { type: 'string', multiple: true },
      pdf: { type: 'string' },
      replaces: { type: 'string' },
      'valid-from': { type: 'string' },
      'valid-until': { type: 'string' },
      amount: { type: 'string' },
      'media-type': { type: 'string' },
      suspend: { type: 'boolean' },
      interdict: { type: 'boolean' },
      revoke: { type: 'boolean' },
      uphold: { type: 'boolean' },
      dismiss: { type: 'boolean' },
      defence: { type: 'string' },
      decision: { type: 'string' },
      'act-kind': { type: 'string' },
      'act-number': { type: 'string' },
      'act-date': { type: 'string' },
      opinion: { type: 'string' },
    },
    ACTS_USAGE,
  );
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const [id, ...more] = positionals;
  const target = need(act === 'present' || act.endsWith('opinions') ? 'APPLICATION' : 'ID', id, {
    pt: 'o id sobre o qual é o ato',
    en: 'the id the act is on',
  });
  const today = io.today();
  const grounds = (): string => need('--grounds', v.grounds?.join('\n'), { pt: 'a fundamentação (texto)', en: 'the grounds (text)' });
  const out = (data: unknown, text: string) => io.stdout(format === 'json' ? `${JSON.stringify(data, null, 2)}\n` : `${text}\n`);
  const lang = langArg(v.lang);
  // The document's folder first: an issue or a denial whose PDF cannot be written is not recorded.
  if (v.pdf !== undefined) {
    if (v.pdf !== '-') checkOutputExtension('--pdf', v.pdf, ['.pdf']);
    checkOut(io, v.pdf, '--pdf');
  }
  const itemLine = (it: LicensingItem) => `${it.kind} ${it.id} ${itemStatusName(it.kind, it.status, lang)} (v${it.version})`;
  const packs = await io.packs();
  const repo = await openStore(io, v.data);
  const deps: LicensingDeps = { packs, repo };
  const as = (action: Parameters<typeof actingAs>[2]): Promise<Scope> => actingAs(repo, v.as, action);
  try {
    return await refusalsAsUsage(async () => {
      switch (act) {
        case 'present': {
          const [requirement, file] = more;
          need('REQUIREMENT', requirement, {
            pt: 'o id da exigência do procedimento (glp licensing procedure MUNICIPALITY)',
            en: 'the requirement id of the procedure (glp licensing procedure MUNICIPALITY)',
          });
          need('FILE', file, { pt: 'o caminho do documento (PDF, JPEG ou PNG)', en: 'the path of the document (PDF, JPEG or PNG)' });
          const scope = await as('licensing.present');
          const bytes = readFileArg(io, file as string);
          const mediaType = v['media-type'] ?? MEDIA[extname(file as string).toLowerCase()];
          if (mediaType === undefined)
            throw new UsageError({
              pt: `FILE: encontrado "${file}", esperado um arquivo .pdf, .jpg, .jpeg ou .png (ou --media-type)`,
              en: `FILE: found "${file}", expected a .pdf, .jpg, .jpeg or .png file (or --media-type)`,
            });
          const it = await addDocument(deps, scope, target, {
            requirement: requirement as string,
            fileName: basename(file as string),
            mediaType,
            contentBase64: Buffer.from(bytes).toString('base64'),
            validFrom: v['valid-from'] === undefined ? undefined : dateOption('valid-from', v['valid-from'], today),
            validUntil: v['valid-until'] === undefined ? undefined : dateOption('valid-until', v['valid-until'], today),
            amountBRL: reaisOption('amount', v.amount),
          });
          out(it, itemLine(it));
          return 0;
        }
        case 'accept':
        case 'reject': {
          const scope = await as('licensing.review');
          const cur = await repo.licensing.get(scope, target);
          const it = await reviewDocument(deps, scope, target, cur.version, act, v.reason);
          out(it, itemLine(it));
          return 0;
        }
        case 'request-opinions': {
          const scope = await as('licensing.request');
          const list = await requestOpinions(deps, scope, target, v.stage);
          out(list, list.map((o) => `${itemLine(o)} ${(o.data as unknown as OpinionData).department}`).join('\n') || 'nada a solicitar');
          return 0;
        }
        case 'opinion': {
          const action = exactlyOne(v, ['favourable', 'unfavourable', 'request-changes', 'resubmit'] as const);
          const department = need('--department', v.department, {
            pt: 'o órgão de quem é o parecer (glp licensing procedure MUNICIPALITY)',
            en: 'the department whose opinion it is (glp licensing procedure MUNICIPALITY)',
          });
          const scope = await as(action === 'resubmit' ? 'licensing.resubmit' : 'licensing.opinion');
          const from = action === 'resubmit' ? 'changes-requested' : 'requested';
          const ops = (await listAllItems(repo, scope, { kind: 'opinion', applicationId: target })).filter((o) => {
            const d = o.data as unknown as OpinionData;
            return d.department === department && (v.stage === undefined || d.stage === v.stage);
          });
          const op = ops.find((o) => o.status === from);
          if (!op)
            throw new UsageError({
              pt:
                `--department: encontrado "${department}", esperado um órgão com parecer ${itemStatusName('opinion', from, 'pt')} no pedido ${target}` +
                ` (${ops.map((o) => `${(o.data as unknown as OpinionData).department} ${itemStatusName('opinion', o.status, 'pt')}`).join(', ') || 'nenhum solicitado'})`,
              en:
                `--department: found "${department}", expected a department with an opinion ${itemStatusName('opinion', from, 'en')} on application ${target}` +
                ` (${ops.map((o) => `${(o.data as unknown as OpinionData).department} ${itemStatusName('opinion', o.status, 'en')}`).join(', ') || 'none requested'})`,
            });
          const it = await giveOpinion(deps, scope, op.id, op.version, action, v.grounds?.join('\n'), dateOption('date', v.date, today));
          out(it, itemLine(it));
          return 0;
        }
        case 'hold': {
          const scope = await as('licensing.hold');
          const it = await openHold(
            deps,
            scope,
            target,
            need('--reason', v.reason, { pt: 'o motivo da pendência', en: 'the reason of the hold' }),
          );
          out(it, itemLine(it));
          return 0;
        }
        case 'release': {
          const scope = await as('licensing.request');
          const reason = need('--reason', v.reason, { pt: 'o motivo da liberação da pendência', en: 'the reason for releasing the hold' });
          const cur = await repo.licensing.get(scope, target);
          const it = await releaseHold(deps, scope, target, cur.version, reason);
          out(it, itemLine(it));
          return 0;
        }
        case 'issue':
        case 'renew': {
          const replaces =
            act === 'renew'
              ? need('--replaces', v.replaces, { pt: 'a licença que esta renova', en: 'the licence this one renews' })
              : v.replaces;
          const scope = await as('licence.create');
          const publicBase = publicBaseOf(io.env.GLP_PUBLIC_URL);
          const r = await issue(deps, scope, target, { stage: v.stage, date: dateOption('date', v.date, today), replaces, publicBase });
          // --lang en: the licence in English too (for information; the Portuguese one is the act).
          if (v.pdf !== undefined) writeOut(io, v.pdf, (await licencePdf(deps, scope, r.licence.id, lang)).pdf, '--pdf');
          const stated = r.record.data as unknown as LicenceRecordData;
          const basis = quantityBasisText(stated, lang);
          const until = r.licence.expiresOn ? ` ${lang === 'pt' ? 'válida até' : 'valid until'} ${formatDate(r.licence.expiresOn)}` : '';
          out(
            r,
            `${r.licence.number}\n${lang === 'pt' ? 'licença' : 'licence'} ${r.licence.id}${until}` +
              `\n${lang === 'pt' ? 'quantidade autorizada' : 'quantity permitted'}: ${quantityText(stated, lang)}${basis ? ` — ${basis}` : ''}`,
          );
          return 0;
        }
        case 'deny': {
          const scope = await as('licence.create');
          const d = await deny(deps, scope, target, { stage: v.stage, date: dateOption('date', v.date, today), grounds: v.grounds ?? [] });
          // The denial letter, as GET /api/licensing/decisions/{id}/pdf answers it (--lang en: in English).
          if (v.pdf !== undefined) writeOut(io, v.pdf, await denialPdf(deps, scope, d.id, lang), '--pdf');
          out(d, itemLine(d));
          return 0;
        }
        case 'sanction': {
          const action = exactlyOne(v, ['suspend', 'interdict', 'revoke'] as const);
          const scope = await as('licence.update');
          const c = await sanctionLicence(deps, scope, target, action, grounds(), dateOption('date', v.date, today));
          const kind = (await licenceById(deps, scope, target, c.municipality)).kind;
          const who = sanctionAuthority(packOf(packs, c.municipality).procedure, action, kind);
          out(
            c,
            `${itemLine(c)}: defesa até ${formatDate((c.data as unknown as CaseData).defenceUntil)}` +
              (who
                ? `\na decisão é do ${who.title.pt} (${citeOf(packOf(packs, c.municipality))(who.cite)}): ato e parecer ao decidir`
                : ''),
          );
          return 0;
        }
        case 'defend': {
          const scope = await as('licensing.resubmit');
          const text = need('--defence', v.defence, { pt: 'a defesa (texto)', en: 'the defence (text)' });
          const cur = await repo.licensing.get(scope, target);
          const it = await defend(deps, scope, target, cur.version, text, dateOption('date', v.date, today));
          out(it, itemLine(it));
          return 0;
        }
        case 'decide': {
          const outcome = exactlyOne(v, ['uphold', 'dismiss'] as const);
          const scope = await as('licence.update');
          const text = need('--decision', v.decision, { pt: 'a decisão (texto)', en: 'the decision (text)' });
          const cur = await repo.licensing.get(scope, target);
          const date = dateOption('date', v.date, today);
          const it = await decideCase(deps, scope, target, cur.version, outcome, text, date, authorityOf(v, today));
          const by = (it.data as unknown as CaseData).authority;
          out(it, `${itemLine(it)}${by ? `\n${authorityText(by, lang)}` : ''}`);
          return 0;
        }
        case 'reinstate': {
          const scope = await as('licence.update');
          const it = await reinstate(deps, scope, target, grounds(), dateOption('date', v.date, today), authorityOf(v, today));
          const stated = (it.data as unknown as LicenceRecordData).reinstatement;
          const said = stated ? reinstatementText(stated, lang) : null;
          out(it, `${itemLine(it)}${said ? `\n${said}` : ''}`);
          return 0;
        }
      }
    });
  } finally {
    await repo.close();
  }
}
