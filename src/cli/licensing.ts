/**
 * `glp licensing procedure MUNICIPALITY [--date D] | checklist APPLICATION [--stage S] [--date D] | due
 * [--role R] [--within 7d] [--date D] [--municipality M]` and `glp due …` (the same listing, for a
 * scheduler) read as the system; the acts (`glp licensing present|accept|…`, ./licensing-acts.ts)
 * are signed by a person with `--as EMAIL`, as through the API (docs/api.md, "Licensing").
 */
import { checklist, LicensingInputError } from '../app/licensing.ts';
import { type DueItem, dueList } from '../app/licensing-lifecycle.ts';
import { procedureDocument } from '../app/procedure-document.ts';
import { InputError } from '../core/input/validate.ts';
import { formatDate } from '../core/format.ts';
import { addDays } from '../core/periods.ts';
import { InvalidState, NotFound } from '../domain/errors.ts';
import { ROLES, roleName } from '../domain/roles.ts';
import { checklistKindName } from '../core/status-names.ts';
import type { Lang } from '../core/types.ts';
import { systemScope } from '../siting/types.ts';
import { dateOption, langArg, oneOf, parse } from './args.ts';
import { type CliIO, UsageError } from './io.ts';
import { openStore } from './registry-io.ts';
import { ACTS, ACTS_USAGE, licensingActCommand } from './licensing-acts.ts';
import { procedureText } from './procedure-text.ts';

/** What `glp licensing due` and `glp due` take. */
const DUE_OPTIONS = '[--role R] [--within 7d] [--date D] [--municipality M] [--format text|json] [--lang pt|en] [--data DIR]';
const READS =
  'glp licensing procedure MUNICIPALITY [--date D] [--format text|json] [--lang pt|en]\n' +
  '       glp licensing checklist APPLICATION [--stage S] [--date D] [--format text|json] [--lang pt|en] [--data DIR]\n' +
  `       glp licensing due ${DUE_OPTIONS}\n` +
  '       ';
const USAGE = { pt: READS + ACTS_USAGE.pt, en: READS + ACTS_USAGE.en };
/** `glp due`'s own usage: a mistake in it shows this line, not the whole licensing command's. */
const DUE = `glp due ${DUE_OPTIONS}\n       `;
const DUE_USAGE = { pt: `${DUE}(o mesmo que glp licensing due)`, en: `${DUE}(the same as glp licensing due)` };

export function withinDays(v: string | undefined): number {
  const m = /^(\d{1,3})([dw])$/.exec(v ?? '7d');
  if (!m)
    throw new UsageError({
      pt: `--within: encontrado "${v}", esperado dias ou semanas, p. ex. 7d ou 2w`,
      en: `--within: found "${v}", expected days or weeks, e.g. 7d or 2w`,
    });
  return Number(m[1]) * (m[2] === 'w' ? 7 : 1);
}

/**
 * What falls due as a person reads it: the day, who acts (the role by name), the municipality by
 * name and what it is, in columns ("30/11/2027  servidor do licenciamento  Nova Odessa/SP  Licença …
 * vence em 30/11/2027: renovação."). The ids (`role`, `kind`) are in `--format json`.
 */
export function dueLines(items: readonly DueItem[], lang: Lang, municipalityName: (id: string) => string): string {
  const roles = items.map((i) => roleName(i.role)[lang]);
  const places = items.map((i) => municipalityName(i.municipality));
  const rw = roles.reduce((w, r) => Math.max(w, r.length), 0);
  const pw = places.reduce((w, p) => Math.max(w, p.length), 0);
  return items.map((i, n) => `${formatDate(i.due)}  ${roles[n]?.padEnd(rw)}  ${places[n]?.padEnd(pw)}  ${i.text[lang]}\n`).join('');
}

export async function licensingCommand(args: string[], io: CliIO, usage = USAGE): Promise<number> {
  const act = ACTS.find((a) => a === args[0]);
  if (act !== undefined) return licensingActCommand(act, args.slice(1), io);
  const { values: v, positionals } = parse(
    args,
    {
      stage: { type: 'string' },
      date: { type: 'string' },
      role: { type: 'string' },
      within: { type: 'string' },
      municipality: { type: 'string' },
      format: { type: 'string' },
      lang: { type: 'string' },
      data: { type: 'string' },
    },
    usage,
  );
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const lang = langArg(v.lang);
  const [sub, arg] = positionals;
  const out = (data: unknown, text: string) => io.stdout(format === 'json' ? `${JSON.stringify(data, null, 2)}\n` : text);
  // procedure and checklist take one word: a second one was ignored (`glp licensing procedure belem-pa salvador-ba`).
  if ((sub === 'procedure' || sub === 'checklist') && positionals.length > 2)
    throw new UsageError(
      {
        pt: `encontrado "${positionals[2]}", esperado nada após ${sub} ${arg}`,
        en: `found "${positionals[2]}", expected nothing after ${sub} ${arg}`,
      },
      USAGE,
    );
  if (sub === 'procedure') {
    if (!arg) throw new UsageError({ pt: 'esperado MUNICIPALITY', en: 'expected MUNICIPALITY' }, USAGE);
    const packs = await io.packs();
    const pack = packs.require(arg, 'MUNICIPALITY');
    // The document GET /api/municipalities/{id}/procedure answers (`glp schema output licensing-procedure`).
    const doc = procedureDocument(pack, dateOption('date', v.date, io.today()), '--date');
    if (!doc) throw InputError.of('MUNICIPALITY', JSON.stringify(arg), 'a municipality whose pack declares a procedure');
    out(doc, procedureText(pack, lang, doc.date, v.date !== undefined));
    return 0;
  }
  if (sub !== 'checklist' && sub !== 'due')
    throw new UsageError(
      {
        pt: `esperado procedure, checklist, due ou um ato (${ACTS.join(', ')})`,
        en: `expected procedure, checklist, due or an act (${ACTS.join(', ')})`,
      },
      USAGE,
    );
  const packs = await io.packs();
  const repo = await openStore(io, v.data);
  try {
    const deps = { packs, repo };
    const date = dateOption('date', v.date, io.today());
    if (sub === 'checklist') {
      if (!arg) throw new UsageError({ pt: 'esperado APPLICATION', en: 'expected APPLICATION' }, USAGE);
      try {
        const cl = await checklist(deps, systemScope('glp licensing'), arg, v.stage, date);
        // An earlier stage the law does not ask of this establishment is said, with its unit (Belém art. 5).
        const waived = cl.waived.map((w) => `${lang === 'pt' ? 'dispensada' : 'waived'} ${w.stage}: ${w.text[lang]}\n`).join('');
        out(
          { applicationId: arg, stage: cl.stage.id, date, outstanding: cl.outstanding, waived: cl.waived },
          (cl.outstanding.length === 0
            ? `${cl.stage.id}: ${lang === 'pt' ? 'nada pendente em' : 'nothing outstanding on'} ${formatDate(date)}\n`
            : cl.outstanding.map((o) => `${checklistKindName(o.kind, lang)} ${o.id}: ${o.text[lang]}\n`).join('')) + waived,
        );
      } catch (e) {
        if (e instanceof NotFound) throw InputError.of('APPLICATION', JSON.stringify(arg), 'an application id');
        if (e instanceof LicensingInputError) throw InputError.of(e.field, e.found, e.expected);
        if (e instanceof InvalidState) throw new UsageError(e.text);
        throw e;
      }
      return 0;
    }
    // `glp due extra` listed everything and exited 0: a word it does not take is refused.
    if (positionals.length > 1)
      throw new UsageError(
        { pt: `encontrado "${positionals[1]}", esperado nada após due`, en: `found "${positionals[1]}", expected nothing after due` },
        usage,
      );
    // An unknown role listed nothing and exited 0 ("nada vence"): refused, naming the roles.
    if (v.role !== undefined && !(ROLES as readonly string[]).includes(v.role))
      throw InputError.of('--role', JSON.stringify(v.role), `one of ${ROLES.join(', ')}`);
    const scope = v.municipality ? { ...systemScope('glp due'), municipality: v.municipality } : systemScope('glp due');
    const items = await dueList(deps, scope, date, withinDays(v.within), v.role);
    const from = formatDate(date);
    const to = formatDate(addDays(date, withinDays(v.within)));
    // Nothing due in a store with no application and no licence is not "all in order": said so
    // (the wrong --data, or a municipality not yet registered), not a bare "nothing due".
    const empty =
      items.length === 0 &&
      (await repo.listApplications(scope, { limit: 1, offset: 0 })).total === 0 &&
      (await repo.listLicences(scope, { limit: 1, offset: 0 })).total === 0;
    const named = (id: string) => {
      const p = packs.get(id);
      return p ? `${p.name}/${p.uf}` : id;
    };
    const of = v.municipality ? ` ${lang === 'pt' ? 'de' : 'of'} ${named(v.municipality)}` : '';
    const none =
      lang === 'pt'
        ? `nada vence de ${from} a ${to}${empty ? `: o cadastro${of} não tem pedido nem licença` : ''}\n`
        : `nothing due from ${from} to ${to}${empty ? `: the store${of} has no application and no licence` : ''}\n`;
    out({ date, items }, dueLines(items, lang, named) || none);
    return 0;
  } finally {
    await repo.close();
  }
}

/** `glp due …` = `glp licensing due …`. */
export function dueCommand(args: string[], io: CliIO): Promise<number> {
  return licensingCommand(['due', ...args], io, DUE_USAGE);
}
