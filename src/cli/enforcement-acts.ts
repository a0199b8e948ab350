/**
 * The enforcement acts from the command line (issue 11 item 8): each calls the use case the API
 * route calls (src/enforcement/service.ts, inspections.ts), signed by `--as EMAIL` with that
 * user's roles and municipality and checked against the route's permission (inspectors act in
 * the field: enforcement.write; the licensing department decides: enforcement.decide; `closures
 * revoke` notifies the revocation, decided by `glp licensing decide CASE`). The
 * version a change needs (the API's If-Match) is the one read just before, in this process.
 *   glp notices defence|decide|pay|cancel NOTICE … --as EMAIL
 *   glp closures order|lift|revoke|list …
 *   glp seizures seize|release|list …
 *   glp inspect record|list|show …
 * Reads (`list`, `show`) sign with `--as EMAIL` when given (then scoped as that user), else act
 * as the system, as `glp notices list` does.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Action } from '../auth/permissions.ts';
import { formatDate } from '../core/format.ts';
import { InputError } from '../core/input/validate.ts';
import type { EnforcementKind, EnforcementRecord, InspectionData } from '../domain/enforcement.ts';
import type { Scope } from '../domain/roles.ts';
import { StateConflict } from '../enforcement/escalation.ts';
import { EnforcementError } from '../enforcement/fines.ts';
import { type Inspection, recordInspection } from '../enforcement/inspections.ts';
import { actOnNotice, type EnforcementDeps, getRecord, liftClosure, orderClosure, releaseSeizure, seize } from '../enforcement/service.ts';
import { notifyRevocationAfterClosure } from '../app/closure-revocation.ts';
import type { Repository } from '../store/repository.ts';
import type { PackRegistry } from '../core/registry.ts';
import { actingAs, refusalsAsUsage } from './acting.ts';
import type { Lang, Text } from '../core/types.ts';
import { dateOption, needValue, oneOf, parse } from './args.ts';
import { phrasePt } from '../core/input/phrases-pt.ts';
import { type CliIO, EXIT, type Usage, UsageError } from './io.ts';
import { openStore, readFileArg } from './registry-io.ts';
import { statusName } from '../core/status-names.ts';

import { closureLine, inspectionText, noticeLine, seizureLine } from './enforcement-lines.ts';
import { CLOSURES_USAGE, INSPECT_ACTS_USAGE, NOTICE_ACTS_USAGE, SEIZURES_USAGE } from './enforcement-usage.ts';

export const NOTICE_ACTS = ['defence', 'submit-defence', 'decide', 'pay', 'cancel'] as const;

const OPTIONS = {
  as: { type: 'string' },
  on: { type: 'string' },
  note: { type: 'string' },
  outcome: { type: 'string' },
  reason: { type: 'string' },
  establishment: { type: 'string' },
  ground: { type: 'string' },
  notice: { type: 'string' },
  item: { type: 'string', multiple: true },
  custody: { type: 'string' },
  'release-conditions': { type: 'string' },
  input: { type: 'string' },
  format: { type: 'string' },
  lang: { type: 'string' },
  data: { type: 'string' },
} as const;

/** `--on`: dd/mm/aaaa (as the notices print it) or AAAA-MM-DD; today by default. */
export const actDate = dateOption;

function need(name: string, v: string | undefined, expected: Text, usage: Usage): string {
  return needValue(name, v, expected, usage).trim();
}

/** The enforcement use cases' refusals as the CLI's (exit 2): what to fix, or what the act's state forbids. */
export async function enforcementRefusals<T>(fn: () => Promise<T>): Promise<T> {
  return refusalsAsUsage(async () => {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof EnforcementError) throw InputError.of(e.field, e.found, e.expected);
      // The act's state (src/enforcement): the states by name ("liberada", "em depósito"), the field as the API names it.
      if (e instanceof StateConflict) {
        const kind = e.kind;
        const named = (v: string, lang: Lang) =>
          kind
            ? v
                .split(' or ')
                .map((x) => statusName(kind, x, lang))
                .join(lang === 'pt' ? ' ou ' : ' or ')
            : lang === 'pt'
              ? phrasePt(v)
              : v;
        throw new UsageError({
          pt: `${e.text.pt}: ${e.field}: encontrado ${named(e.found, 'pt')}, esperado ${named(e.expected, 'pt')}`,
          en: `${e.message}: ${e.field}: found ${named(e.found, 'en')}, expected ${named(e.expected, 'en')}`,
        });
      }
      throw e;
    }
  });
}

interface Ctx {
  io: CliIO;
  repo: Repository;
  deps: EnforcementDeps;
  v: { [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K] extends { multiple: true } ? string[] : string };
  format: 'text' | 'json';
  today: string;
  as(action: Action): Promise<Scope>;
  /** A reader's scope: the user's with --as, else the system's. */
  reader(): Promise<Scope>;
  out(data: unknown, text: string): void;
  /** The text a person reads: pt-BR unless --lang en. */
  t(pt: string, en: string): string;
  packs: PackRegistry;
}

async function withStore(args: string[], usage: Usage, io: CliIO, fn: (c: Ctx, positionals: string[]) => Promise<number>) {
  const { values, positionals } = parse(args, OPTIONS, usage);
  const v = values as Ctx['v'];
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const packs = await io.packs();
  const repo = await openStore(io, v.data);
  const c: Ctx = {
    io,
    repo,
    deps: { repo, pack: (m) => packs.require(m) },
    v,
    format,
    today: io.today(),
    as: (action) => actingAs(repo, v.as, action),
    reader: async () =>
      v.as === undefined
        ? { userId: 'cli', municipality: null, roles: ['system-admin'], requestId: randomUUID() }
        : actingAs(repo, v.as, 'enforcement.read'),
    out: (data, text) => io.stdout(format === 'json' ? `${JSON.stringify(data, null, 2)}\n` : `${text}\n`),
    t: (pt, en) => (v.lang === 'en' ? en : pt),
    packs,
  };
  try {
    return await enforcementRefusals(() => fn(c, positionals));
  } finally {
    await repo.close();
  }
}

/** The current version of an act, read in the scope of the one who acts (another municipality's: not found). */
async function current(c: Ctx, scope: Scope, id: string, kind: EnforcementKind): Promise<EnforcementRecord> {
  return getRecord(c.deps, scope, id, kind);
}

/**
 * A list's optional MUNICIPALITY (`glp notices list belem-pa`): a filter, checked against the
 * packs. It was taken for nothing, and the system's reader listed every municipality's acts.
 */
export function listMunicipality(packs: PackRegistry, positionals: readonly string[], usage: Usage): string | undefined {
  if (positionals.length > 1)
    throw new UsageError(
      {
        pt: `encontrado "${positionals[1]}", esperado no máximo um MUNICIPALITY`,
        en: `found "${positionals[1]}", expected at most one MUNICIPALITY`,
      },
      usage,
    );
  const m = positionals[0];
  if (m !== undefined) packs.require(m, 'MUNICIPALITY');
  return m;
}

async function listOf(c: Ctx, kind: EnforcementKind, positionals: readonly string[], usage: Usage) {
  const filters: Record<string, string> = { kind };
  const municipality = listMunicipality(c.packs, positionals, usage);
  if (municipality) filters.municipality = municipality;
  if (c.v.establishment) filters.establishmentId = c.v.establishment;
  const items: EnforcementRecord[] = [];
  const scope = await c.reader();
  for (let offset = 0; ; offset += 500) {
    const page = await c.repo.enforcement.list(scope, { limit: 500, offset, filters });
    for (const item of page.items) items.push(item);
    if (page.items.length < 500 || items.length >= page.total) return { items, total: page.total };
  }
}

export async function noticeActCommand(act: (typeof NOTICE_ACTS)[number], args: string[], io: CliIO): Promise<number> {
  return withStore(args, NOTICE_ACTS_USAGE, io, async (c, [id]) => {
    const notice = need(
      'NOTICE',
      id,
      { pt: 'o id do auto (glp notices list)', en: 'the id of the notice (glp notices list)' },
      NOTICE_ACTS_USAGE,
    );
    const on = actDate('on', c.v.on, c.today);
    const scope = await c.as('enforcement.decide');
    const cur = await current(c, scope, notice, 'notice');
    const action =
      act === 'decide'
        ? {
            type: 'decide' as const,
            on,
            outcome: oneOf(
              'outcome',
              need('--outcome', c.v.outcome, { pt: 'upheld ou annulled', en: 'upheld or annulled' }, NOTICE_ACTS_USAGE),
              ['upheld', 'annulled'] as const,
              'upheld',
            ),
            note: c.v.note,
          }
        : act === 'pay'
          ? { type: 'pay' as const, on }
          : act === 'cancel'
            ? {
                type: 'cancel' as const,
                on,
                reason: need(
                  '--reason',
                  c.v.reason,
                  { pt: 'o motivo do cancelamento', en: 'the reason of the cancellation' },
                  NOTICE_ACTS_USAGE,
                ),
              }
            : { type: 'submit-defence' as const, on, note: c.v.note };
    const r = await actOnNotice(c.deps, scope, notice, cur.version, action);
    c.out(r, noticeLine(r));
    return EXIT.ok;
  });
}

export async function closuresCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'order' && sub !== 'lift' && sub !== 'revoke' && sub !== 'list')
    throw new UsageError(
      {
        pt: `encontrado "${sub ?? ''}", esperado order, lift, revoke ou list`,
        en: `found "${sub ?? ''}", expected order, lift, revoke or list`,
      },
      CLOSURES_USAGE,
    );
  return withStore(rest, CLOSURES_USAGE, io, async (c, positionals) => {
    const [id] = positionals;
    if (sub === 'list') {
      const page = await listOf(c, 'closure', positionals, CLOSURES_USAGE);
      c.out(page, page.items.map(closureLine).join('\n') || c.t('nenhuma interdição', 'no closure'));
      return EXIT.ok;
    }
    const on = actDate('on', c.v.on, c.today);
    if (sub === 'order') {
      const scope = await c.as('enforcement.write');
      const r = await orderClosure(c.deps, scope, {
        establishmentId: need(
          '--establishment',
          c.v.establishment,
          { pt: 'o id do estabelecimento', en: 'the id of the establishment' },
          CLOSURES_USAGE,
        ),
        ground: need(
          '--ground',
          c.v.ground,
          { pt: 'um motivo de interdição da lei, p. ex. access-refused', en: 'a closure ground of the law, e.g. access-refused' },
          CLOSURES_USAGE,
        ),
        reason: need('--reason', c.v.reason, { pt: 'o motivo da ordem (texto)', en: 'the reason of the order (text)' }, CLOSURES_USAGE),
        on,
        ...(c.v.notice ? { noticeId: c.v.notice } : {}),
      });
      c.out(r, closureLine(r));
      return EXIT.ok;
    }
    const closure = need(
      'CLOSURE',
      id,
      { pt: 'o id da interdição (glp closures list)', en: 'the id of the closure order (glp closures list)' },
      CLOSURES_USAGE,
    );
    // Lifting is the inspector's (the irregularity remedied); revoking the licence is the licensing department's decision.
    const scope = await c.as(sub === 'lift' ? 'enforcement.write' : 'enforcement.decide');
    const cur = await current(c, scope, closure, 'closure');
    const r =
      sub === 'lift'
        ? await liftClosure(c.deps, scope, closure, cur.version, on)
        : await notifyRevocationAfterClosure({ repo: c.repo, packs: await io.packs() }, scope, closure, cur.version, on);
    c.out(r, closureLine(r));
    return EXIT.ok;
  });
}

const ITEM_KINDS = ['container', 'vehicle', 'goods'] as const;

/** `--item KIND:QUANTITY:DESCRIPTION[:PLATE]`, e.g. `container:12:botijão P13` or `vehicle:1:caminhão:ABC1D23`. */
function seizedItem(s: string, i: number) {
  const [kind, quantity, description, plate, ...more] = s.split(':');
  const field = `--item[${i}]`;
  if (!ITEM_KINDS.includes(kind as (typeof ITEM_KINDS)[number]) || more.length > 0)
    throw InputError.of(field, JSON.stringify(s), 'KIND:QUANTITY:DESCRIPTION[:PLATE] with KIND container, vehicle or goods');
  if (!/^\d{1,6}$/.test(quantity ?? '')) throw InputError.of(`${field}.quantity`, JSON.stringify(quantity ?? ''), 'a whole number ≥ 1');
  if (!description?.trim()) throw InputError.of(`${field}.description`, 'nothing', 'what was seized, e.g. botijão P13');
  return {
    kind: kind as (typeof ITEM_KINDS)[number],
    quantity: Number(quantity),
    description: description.trim(),
    ...(plate ? { plate: plate.trim().toUpperCase() } : {}),
  };
}

export async function seizuresCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'seize' && sub !== 'release' && sub !== 'list')
    throw new UsageError(
      { pt: `encontrado "${sub ?? ''}", esperado seize, release ou list`, en: `found "${sub ?? ''}", expected seize, release or list` },
      SEIZURES_USAGE,
    );
  return withStore(rest, SEIZURES_USAGE, io, async (c, positionals) => {
    const [id] = positionals;
    if (sub === 'list') {
      const page = await listOf(c, 'seizure', positionals, SEIZURES_USAGE);
      c.out(page, page.items.map(seizureLine).join('\n') || c.t('nenhuma apreensão', 'no seizure'));
      return EXIT.ok;
    }
    const on = actDate('on', c.v.on, c.today);
    if (sub === 'seize') {
      const establishmentId = need(
        '--establishment',
        c.v.establishment,
        { pt: 'o id do estabelecimento', en: 'the id of the establishment' },
        SEIZURES_USAGE,
      );
      const items = (c.v.item ?? []).map(seizedItem);
      if (items.length === 0) throw InputError.of('--item', 'nothing', 'at least one KIND:QUANTITY:DESCRIPTION[:PLATE]');
      const custodyPlace = need(
        '--custody',
        c.v.custody,
        { pt: 'o local de guarda (texto)', en: 'the place of custody (text)' },
        SEIZURES_USAGE,
      );
      const releaseConditions = need(
        '--release-conditions',
        c.v['release-conditions'],
        { pt: 'as condições de liberação (texto)', en: 'the release conditions (text)' },
        SEIZURES_USAGE,
      );
      const scope = await c.as('enforcement.write');
      const r = await seize(c.deps, scope, {
        establishmentId,
        items,
        custodyPlace,
        releaseConditions,
        on,
        ...(c.v.notice ? { noticeId: c.v.notice } : {}),
      });
      c.out(r, seizureLine(r));
      return EXIT.ok;
    }
    const seizure = need(
      'SEIZURE',
      id,
      { pt: 'o id da apreensão (glp seizures list)', en: 'the id of the seizure (glp seizures list)' },
      SEIZURES_USAGE,
    );
    const scope = await c.as('enforcement.write');
    const cur = await current(c, scope, seizure, 'seizure');
    const r = await releaseSeizure(c.deps, scope, seizure, cur.version, on, c.v.note ?? '');
    c.out(r, seizureLine(r));
    return EXIT.ok;
  });
}

/** The results file of `glp inspect record`: the API's inspection body without the establishment and the date. */
export const inspectionResultsSchema = z.strictObject({
  input: z.record(z.string(), z.unknown()).optional(),
  facts: z.record(z.string().max(120), z.unknown()).default({}),
  results: z
    .record(
      z.string().max(60),
      z.strictObject({
        result: z.enum(['conforms', 'does-not-conform', 'not-checked']).optional(),
        notes: z.string().max(4000).optional(),
        photos: z
          .array(z.string().regex(/^[0-9a-f]{64}$/))
          .max(20)
          .optional(),
      }),
    )
    .default({}),
});

function readResults(c: Ctx, file: string) {
  const raw = Buffer.from(readFileArg(c.io, file)).toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (e) {
    throw InputError.of('--input', `${file}: not JSON (${e instanceof Error ? e.message : String(e)})`, 'a JSON results file');
  }
  const r = inspectionResultsSchema.safeParse(json);
  if (!r.success) {
    const first = r.error.issues[0];
    throw InputError.of(
      `--input ${first?.path.join('.') || '(document)'}`,
      first?.message ?? 'invalid',
      '{"facts": {PATH: VALUE}, "results": {RULE: {"result": "conforms"|"does-not-conform"|"not-checked", "notes": TEXT}}}',
    );
  }
  const results: Record<string, { result?: 'conforms' | 'does-not-conform' | 'not-checked'; notes?: string; photos?: string[] }> = {};
  for (const [k, v] of Object.entries(r.data.results))
    results[k] = {
      ...(v.result !== undefined ? { result: v.result } : {}),
      ...(v.notes !== undefined ? { notes: v.notes } : {}),
      ...(v.photos !== undefined ? { photos: v.photos } : {}),
    };
  return { facts: r.data.facts, results, ...(r.data.input !== undefined ? { input: r.data.input } : {}) };
}

export const INSPECT_ACTS = ['record', 'list', 'show'] as const;

export async function inspectActCommand(act: (typeof INSPECT_ACTS)[number], args: string[], io: CliIO): Promise<number> {
  return withStore(args, INSPECT_ACTS_USAGE, io, async (c, positionals) => {
    const [id] = positionals;
    const lang = oneOf('lang', c.v.lang, ['pt', 'en'] as const, 'pt');
    if (act === 'list') {
      const page = await listOf(c, 'inspection', positionals, INSPECT_ACTS_USAGE);
      c.out(
        page,
        page.items.map((r) => `${formatDate(r.on)}  ${r.id}  ${r.establishmentId}  ${(r.data as InspectionData).verdict}`).join('\n') ||
          c.t('nenhuma vistoria', 'no inspection'),
      );
      return EXIT.ok;
    }
    if (act === 'show') {
      const scope = await c.reader();
      const r = await current(
        c,
        scope,
        need(
          'INSPECTION',
          id,
          { pt: 'o id de uma vistoria (glp inspect list)', en: 'the id of an inspection (glp inspect list)' },
          INSPECT_ACTS_USAGE,
        ),
        'inspection',
      );
      c.out(r, inspectionText(r, lang));
      return EXIT.ok;
    }
    const establishmentId = need(
      'ESTABLISHMENT',
      id,
      { pt: 'o id do estabelecimento', en: 'the id of the establishment' },
      INSPECT_ACTS_USAGE,
    );
    const body = readResults(
      c,
      need('--input', c.v.input, { pt: 'o arquivo de resultados (JSON)', en: 'the results file (JSON)' }, INSPECT_ACTS_USAGE),
    );
    const on = actDate('on', c.v.on, c.today);
    const scope = await c.as('enforcement.write');
    const r: Inspection = await recordInspection(c.deps, scope, { establishmentId, on, ...body });
    c.out(r, inspectionText(r, lang));
    return EXIT.ok;
  });
}
