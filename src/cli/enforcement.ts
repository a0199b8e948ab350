/**
 * Enforcement from the terminal (issue 11):
 *   glp fine MUNICIPALITY                      the law's infractions, each with a first offence's fine
 *   glp fine MUNICIPALITY INFRACTION [--repeat N] [--notices N] [--amount BRL] [--date D] [--set P=V]… [--format text|json]
 *   glp notices issue --establishment ID --infraction X --unit U… --finding TEXT [--on D] [--amount BRL] [--defence-due D] [--payment-due D] [--as EMAIL]
 *   glp notices list [MUNICIPALITY] [--establishment ID] [--format text|json]
 *   glp notices pdf ID --out FILE [--lang pt|en]
 *   glp inspect checklist ESTABLISHMENT [--date D] [--format text|json]
 * The store ones take --data DIR (or DATABASE_URL). `notices issue` signs as the inspector named
 * by --as EMAIL (else as the system, an administrator's tool); the acts on notices, closures,
 * seizures and inspections are in ./enforcement-acts.ts, always signed. Bad input: exit 2.
 */
import { randomUUID } from 'node:crypto';
import { formatBRL, formatDate } from '../core/format.ts';
import { penaltyOf } from './enforcement-lines.ts';
import { parseOverrides } from '../core/overrides.ts';
import type { NoticeData } from '../domain/enforcement.ts';
import { closureDueAt } from '../enforcement/escalation.ts';
import { infractionOf, quoteFine } from '../enforcement/fines.ts';
import { infractionCatalog } from '../enforcement/infractions.ts';
import { infractionsText } from './infractions-text.ts';
import { checkDate, checkOverrides } from '../app/evaluate-document.ts';
import { citeOf } from '../app/licensing.ts';
import { checklistFor } from '../enforcement/inspections.ts';
import { renderNoticePdf } from '../enforcement/notice-pdf.ts';
import { type EnforcementDeps, getRecord, issueNotice, type Notice } from '../enforcement/service.ts';
import { langArg, oneOf, parse, reaisOption, required, setRefused } from './args.ts';
import { statusName } from '../core/status-names.ts';
import { type CliIO, EXIT, UsageError } from './io.ts';
import { openStore, writeOut } from './registry-io.ts';
import { actingAs } from './acting.ts';
import {
  actDate,
  enforcementRefusals,
  INSPECT_ACTS,
  inspectActCommand,
  listMunicipality,
  NOTICE_ACTS,
  noticeActCommand,
} from './enforcement-acts.ts';
import { INSPECT_ACTS_USAGE, NOTICE_ACTS_USAGE } from './enforcement-usage.ts';
import { checkOutputExtension } from './user-errors.ts';

const FINE_USAGE =
  'glp fine MUNICIPALITY [INFRACTION [--repeat N] [--notices N] [--amount BRL] [--set P=V]…] [--date D] [--format text|json] [--lang pt|en]';
const NOTICES_USAGE =
  'glp notices issue --establishment ID --infraction X --unit U [--unit U…] --finding TEXT [--on D] [--amount BRL] [--defence-due D] [--payment-due D] [--as EMAIL] [--format text|json] [--data DIR]\n' +
  '       glp notices list [MUNICIPALITY] [--establishment ID] [--as EMAIL] [--format text|json] [--data DIR]\n' +
  '       glp notices pdf ID --out FILE [--lang pt|en] [--as EMAIL] [--data DIR]\n' +
  `       ${NOTICE_ACTS_USAGE}`;
const INSPECT_CHECKLIST = 'glp inspect checklist ESTABLISHMENT [--date D] [--as EMAIL] [--format text|json] [--data DIR]\n       ';
const INSPECT_USAGE = { pt: INSPECT_CHECKLIST + INSPECT_ACTS_USAGE.pt, en: INSPECT_CHECKLIST + INSPECT_ACTS_USAGE.en };

const system = () => ({ userId: 'cli', municipality: null, roles: ['system-admin' as const], requestId: randomUUID() });

function whole(name: string, v: string | undefined): number {
  if (v === undefined) return 0;
  if (!/^\d+$/.test(v))
    throw new UsageError({
      pt: `--${name}: encontrado "${v}", esperado um número inteiro ≥ 0`,
      en: `--${name}: found "${v}", expected a whole number ≥ 0`,
    });
  return Number(v);
}

export async function fineCommand(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      repeat: { type: 'string' },
      notices: { type: 'string' },
      amount: { type: 'string' },
      date: { type: 'string' },
      set: { type: 'string', multiple: true },
      format: { type: 'string' },
      lang: { type: 'string' },
    },
    FINE_USAGE,
  );
  const [m, infraction] = positionals;
  if (!m || positionals.length > 2) throw UsageError.usage(FINE_USAGE);
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const lang = oneOf('lang', v.lang, ['pt', 'en'] as const, 'pt');
  const pack = (await io.packs()).require(m, 'MUNICIPALITY');
  // A day before the law has no fines to quote: refused naming --date, as glp evaluate does.
  const date = checkDate(pack, v.date ?? io.today(), '--date');
  // Without an infraction: the law's infractions to choose from, with a first offence's fine.
  if (!infraction) {
    for (const k of ['repeat', 'notices', 'amount', 'set'] as const)
      if (v[k] !== undefined)
        throw new UsageError({
          pt: `--${k}: encontrado sem INFRAÇÃO, esperado INFRAÇÃO (uma das que glp fine ${m} lista)`,
          en: `--${k}: found it without INFRACTION, expected INFRACTION (one of those glp fine ${m} lists)`,
        });
    const catalog = await enforcementRefusals(async () => infractionCatalog(pack, date));
    io.stdout(format === 'json' ? `${JSON.stringify(catalog, null, 2)}\n` : infractionsText(pack, catalog, lang));
    return EXIT.ok;
  }
  let repeat = whole('repeat', v.repeat);
  const chosen = reaisOption('amount', v.amount);
  const notices = v.notices === undefined ? undefined : whole('notices', v.notices);
  // Every fine is a notice: fewer earlier notices than earlier fines cannot be.
  if (notices !== undefined && notices < repeat)
    throw new UsageError({
      pt: `--notices: encontrado ${notices}, esperado pelo menos --repeat (${repeat}): toda multa anterior foi um auto`,
      en: `--notices: found ${notices}, expected at least --repeat (${repeat}): every earlier fine was a notice`,
    });
  const q = await enforcementRefusals(async () => {
    // By default the finding is the one after `repeat` earlier fines. Where the law notifies first
    // ("notificação; mantendo-se irregular, multa", Salvador art. 15, V), the first finding is a
    // notification (repeat 0), and a fine after earlier fines also had that notification before
    // them: repeat n ≥ 1 follows n + 1 earlier notices (the 1st repeat is the 3rd notification).
    const notifyFirst = infractionOf(pack, infraction).notifyFirst === true;
    // Earlier notices on the same irregularity give the earlier fines: each was a fine, but the
    // first where the law notifies first. --notices alone sets --repeat; both must agree.
    if (notices !== undefined) {
      const fines = Math.max(0, notices - (notifyFirst ? 1 : 0));
      if (v.repeat === undefined) repeat = fines;
      else if (repeat !== fines)
        throw new UsageError(
          notifyFirst
            ? {
                pt: `--repeat: encontrado ${repeat}, esperado ${fines} com --notices ${notices}: o primeiro auto sobre a mesma irregularidade é notificação, cada um dos seguintes uma multa`,
                en: `--repeat: found ${repeat}, expected ${fines} with --notices ${notices}: the first notice on the same irregularity is a notification, each later one a fine`,
              }
            : {
                pt: `--repeat: encontrado ${repeat}, esperado ${fines} com --notices ${notices}: cada auto anterior sobre a mesma irregularidade foi uma multa`,
                en: `--repeat: found ${repeat}, expected ${fines} with --notices ${notices}: every earlier notice on the same irregularity was a fine`,
              },
        );
    }
    // A what-if is checked as `glp evaluate --set` checks it: a name without its pack, or a value
    // not of the parameter's kind and unit, exits 2 (it was ignored, or gave "Multa: R$ NaN").
    const overrides = parseOverrides(v.set ?? [], setRefused);
    checkOverrides(pack, overrides);
    return quoteFine(pack, {
      infraction,
      date,
      priorFines: repeat,
      priorNotices: notices ?? (notifyFirst && repeat > 0 ? repeat + 1 : repeat),
      ...(chosen !== undefined ? { chosenAmountBRL: chosen } : {}),
      overrides,
    });
  });
  if (format === 'json') {
    // The day and the pack's version beside the quote (output-schemas.ts fineQuoteAsOfSchema).
    io.stdout(`${JSON.stringify({ ...q, date, lawPackVersion: pack.version }, null, 2)}\n`);
    return EXIT.ok;
  }
  const lines = [`${q.penaltyCitation} — ${q.title[lang]}`];
  lines.push(
    lang === 'pt'
      ? `Notificação nº ${q.notification} sobre a mesma irregularidade; reincidência nº ${q.repeat}`
      : `Notification no. ${q.notification} on the same irregularity; repeat no. ${q.repeat}`,
  );
  if (q.kind === 'notification')
    lines.push(lang === 'pt' ? 'Notificação (sem multa nesta constatação)' : 'Notification (no fine at this finding)');
  // The seizure the same unit orders (Salvador art. 15, I and II; Nova Odessa art. 14 § 3º; VdC art. 26, I), as the notice's PDF says it.
  if (q.alsoSanctions)
    lines.push(`${lang === 'pt' ? 'Sanções do mesmo dispositivo' : 'Other sanctions of the provision'}: ${q.alsoSanctions[lang]}`);
  // The closure the law attaches to this notification (Salvador art. 15 § 1º: the 3rd on the same irregularity).
  const closure = closureDueAt(pack, date, q.notification);
  if (closure)
    lines.push(
      lang === 'pt'
        ? `Interdição do estabelecimento nesta notificação (${citeOf(pack)(closure.unit)}): ${closure.title.pt}`
        : `Closure of the establishment at this notification (${citeOf(pack)(closure.unit)}): ${closure.title.en}`,
    );
  if (q.kind === 'not-set') lines.push(q.message?.[lang] ?? '');
  for (const l of q.arithmetic) lines.push(`  ${l[lang]}`);
  if (q.amountBRL !== null) lines.push(`${lang === 'pt' ? 'Multa' : 'Fine'}: ${formatBRL(q.amountBRL, lang)}`);
  // The readings the amount rests on, said as the notice's PDF says them (not only their ids).
  if (q.interpretations.length > 0) lines.push(lang === 'pt' ? 'Interpretações adotadas' : 'Interpretations used');
  for (const i of q.interpretations) lines.push(`  ${i.parameter} = ${i.value}: ${i.description[lang]}`);
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT.ok;
}

export async function noticesCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args;
  const act = NOTICE_ACTS.find((a) => a === sub);
  if (act !== undefined) return noticeActCommand(act, rest, io);
  const { values: v, positionals } = parse(
    rest,
    {
      establishment: { type: 'string' },
      infraction: { type: 'string' },
      unit: { type: 'string', multiple: true },
      finding: { type: 'string' },
      on: { type: 'string' },
      amount: { type: 'string' },
      'defence-due': { type: 'string' },
      'payment-due': { type: 'string' },
      out: { type: 'string' },
      lang: { type: 'string' },
      format: { type: 'string' },
      data: { type: 'string' },
      as: { type: 'string' },
    },
    NOTICES_USAGE,
  );
  if (sub !== 'issue' && sub !== 'list' && sub !== 'pdf')
    throw new UsageError(
      {
        pt: 'esperado issue, list, pdf, defence, decide, pay ou cancel',
        en: 'expected issue, list, pdf, defence, decide, pay or cancel',
      },
      NOTICES_USAGE,
    );
  const packs = await io.packs();
  const listed = sub === 'list' ? listMunicipality(packs, positionals, NOTICES_USAGE) : undefined;
  const repo = await openStore(io, v.data);
  const deps: EnforcementDeps = { repo, pack: (m) => packs.require(m) };
  try {
    if (sub === 'issue') {
      const need = (k: 'establishment' | 'infraction' | 'finding') => {
        const x = v[k];
        if (!x) throw required(k, NOTICES_USAGE);
        return x;
      };
      const amount = reaisOption('amount', v.amount);
      const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
      const today = io.today();
      // Signed by --as EMAIL as the API's inspector (enforcement.write); without it, the system (an administrator's tool).
      const { notice, closure } = await enforcementRefusals(async () =>
        issueNotice(deps, v.as === undefined ? system() : await actingAs(repo, v.as, 'enforcement.write'), {
          establishmentId: need('establishment'),
          infraction: need('infraction'),
          units: v.unit ?? [],
          finding: need('finding'),
          on: actDate('on', v.on, today),
          ...(amount !== undefined ? { amountBRL: amount } : {}),
          ...(v['defence-due'] ? { defenceDueOn: actDate('defence-due', v['defence-due'], today) } : {}),
          ...(v['payment-due'] ? { paymentDueOn: actDate('payment-due', v['payment-due'], today) } : {}),
        }),
      );
      if (format === 'json') {
        io.stdout(`${JSON.stringify({ notice, closure }, null, 2)}\n`);
        return EXIT.ok;
      }
      const q = notice.data.quote;
      io.stdout(
        `${notice.data.number} ${notice.id} ${penaltyOf(q, 'pt')} (notificação nº ${q.notification}, reincidência nº ${q.repeat})\n` +
          (closure ? `interdição ${closure.id} em ${formatDate(closure.on)}\n` : ''),
      );
      return EXIT.ok;
    }
    // Reads sign with --as EMAIL when given (then scoped as that user, as GET /api/enforcement), else as the system.
    const reader = async () => (v.as === undefined ? system() : await actingAs(repo, v.as, 'enforcement.read'));
    if (sub === 'list') {
      const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
      const filters: Record<string, string> = { kind: 'notice' };
      if (listed) filters.municipality = listed;
      if (v.establishment) filters.establishmentId = v.establishment;
      // Every notice, a page at a time (it stopped at the first 1 000 without a word).
      const scope = await reader();
      const page = await repo.enforcement.list(scope, { limit: 500, offset: 0, filters });
      while (page.items.length < page.total) {
        const more = await repo.enforcement.list(scope, { limit: 500, offset: page.items.length, filters });
        if (more.items.length === 0) break;
        for (const item of more.items) page.items.push(item);
      }
      if (format === 'json') io.stdout(`${JSON.stringify({ items: page.items, total: page.total }, null, 2)}\n`);
      else if (page.items.length === 0) io.stdout(`${langArg(v.lang) === 'en' ? 'no infraction notice' : 'nenhum auto de infração'}\n`);
      else
        for (const r of page.items) {
          const d = r.data as NoticeData;
          io.stdout(
            `${formatDate(r.on)}  ${d.number}  ${statusName('notice', r.status, langArg(v.lang))}  ${d.quote.penaltyCitation}  ${penaltyOf(d.quote, langArg(v.lang))}\n`,
          );
        }
      return EXIT.ok;
    }
    const [id] = positionals;
    if (!id || !v.out) throw UsageError.usage(NOTICES_USAGE);
    if (v.out !== '-') checkOutputExtension('--out', v.out, ['.pdf']);
    const lang = oneOf('lang', v.lang, ['pt', 'en'] as const, 'pt');
    const scope = await reader();
    const notice = (await enforcementRefusals(() => getRecord(deps, scope, id, 'notice'))) as Notice;
    const est = await repo.getEstablishment(scope, notice.establishmentId);
    const closures = await repo.enforcement.list(scope, {
      limit: 200,
      offset: 0,
      filters: { establishmentId: est.id, kind: 'closure' },
    });
    const closure = closures.items.find((r) => (r.data as { noticeId?: string }).noticeId === notice.id) ?? null;
    writeOut(io, v.out, await renderNoticePdf({ pack: packs.require(notice.municipality), notice, establishment: est, closure, lang }));
    return EXIT.ok;
  } finally {
    await repo.close();
  }
}

export async function inspectCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args;
  const act = INSPECT_ACTS.find((a) => a === sub);
  if (act !== undefined) return inspectActCommand(act, rest, io);
  const { values: v, positionals } = parse(
    rest,
    { date: { type: 'string' }, format: { type: 'string' }, data: { type: 'string' }, as: { type: 'string' } },
    INSPECT_USAGE,
  );
  const [id] = positionals;
  if (sub !== 'checklist' || !id) throw UsageError.usage(INSPECT_USAGE);
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const packs = await io.packs();
  const repo = await openStore(io, v.data);
  try {
    const scope = v.as === undefined ? system() : await actingAs(repo, v.as, 'enforcement.read');
    const c = await enforcementRefusals(() => checklistFor({ repo, pack: (m) => packs.require(m) }, scope, id, v.date ?? io.today()));
    if (format === 'json') io.stdout(`${JSON.stringify({ class: c.class, items: c.items, licenceFacts: c.licenceFacts }, null, 2)}\n`);
    else {
      io.stdout(`classe ${c.class ?? '—'}\n`);
      for (const f of c.licenceFacts) io.stdout(`do licenciamento: ${f.path} = ${JSON.stringify(f.value)} — ${f.source}\n`);
      for (const it of c.items) io.stdout(`[ ] ${it.citation} — ${it.title.pt}${it.facts.length ? ` (${it.facts.join(', ')})` : ''}\n`);
    }
    return EXIT.ok;
  } finally {
    await repo.close();
  }
}
