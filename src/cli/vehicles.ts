/**
 * `glp vehicles add MUNICIPALITY --outlet ID --plate P --type T [--ownership O] [--contract C] [--fact K=V]… [--date D]`
 * `glp vehicles list MUNICIPALITY [--outlet ID] [--format text|json]`
 * `glp vehicles remove MUNICIPALITY PLATE`
 * `glp vehicles check MUNICIPALITY PLATE [--date D] [--observed K=V]… [--format text|json] [--lang pt|en]`
 *
 * Delivery vehicles registered per outlet and the roadside check by plate (src/app/vehicles.ts).
 * Exit 0 whatever the answer (licensed or not); 2 for bad input, an unknown outlet or plate, or a
 * law without vehicle rules. The CLI acts as the system (like `glp distributors`). All take --data DIR.
 */
import { LICENCE_KIND_NAMES, type Licence } from '../domain/licence.ts';
import { randomUUID } from 'node:crypto';
import type { Lang } from '../core/types.ts';
import { choiceName, factName, namedPath } from '../core/input/fact-names.ts';
import type { Pack } from '../core/pack.ts';
import { registerVehicle, roadsideCheck } from '../app/vehicles.ts';
import { normalisePlate } from '../field/vehicles.ts';
import { showCnpj } from '../field/distributors.ts';
import { NotFound } from '../domain/errors.ts';
import { systemScope } from '../siting/types.ts';
import { notFound as notFoundError } from './acting.ts';
import { oneOf, parse, required } from './args.ts';
import { type CliIO, UsageError } from './io.ts';
import { dateArg, openStore } from './registry-io.ts';

const ADD =
  'glp vehicles add MUNICIPALITY --outlet ID --plate PLATE --type TYPE [--ownership owned|contracted|other] [--contract TEXT] [--fact NAME=VALUE]… [--date D] [--format text|json] [--lang pt|en] [--data DIR]';
const LIST = 'glp vehicles list MUNICIPALITY [--outlet ID] [--format text|json] [--lang pt|en] [--data DIR]';
const REMOVE = 'glp vehicles remove MUNICIPALITY PLATE [--lang pt|en] [--data DIR]';
const CHECK = 'glp vehicles check MUNICIPALITY PLATE [--date D] [--observed NAME=VALUE]… [--format text|json] [--lang pt|en] [--data DIR]';

/**
 * NAME=VALUE: true/false are yes/no facts, a number is a number (cylinders=1, cylinderCapacityKg=13
 * or 13,5), anything else text (e.g. type=bicycle). No vehicle fact is a text made of digits.
 */
function factsArg(values: string[] | undefined, flag: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of values ?? []) {
    const m = /^([A-Za-z][A-Za-z0-9]*)=(.*)$/.exec(s);
    if (!m)
      throw new UsageError({
        pt: `${flag}: encontrado "${s}", esperado NOME=VALOR (p. ex. signs=true)`,
        en: `${flag}: found "${s}", expected NAME=VALUE (e.g. signs=true)`,
      });
    const [, k, v] = m as unknown as [string, string, string];
    out[k] = v === 'true' ? true : v === 'false' ? false : /^-?\d+([.,]\d+)?$/.test(v) ? Number(v.replace(',', '.')) : v;
  }
  return out;
}

function notFound<T>(p: Promise<T>): Promise<T> {
  return p.catch((e: unknown) => {
    if (e instanceof NotFound) throw notFoundError(e);
    throw e;
  });
}

export async function vehiclesCommand(args: string[], io: CliIO): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'add') return add(rest, io);
  if (sub === 'list') return list(rest, io);
  if (sub === 'remove') return remove(rest, io);
  if (sub === 'check') return check(rest, io);
  throw new UsageError(
    { pt: 'esperado add, list, remove ou check', en: 'expected add, list, remove or check' },
    `${ADD}\n       ${LIST}\n       ${REMOVE}\n       ${CHECK}`,
  );
}

const scope = () => systemScope(randomUUID(), 'cli');

async function add(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      outlet: { type: 'string' },
      plate: { type: 'string' },
      type: { type: 'string' },
      ownership: { type: 'string' },
      contract: { type: 'string' },
      fact: { type: 'string', multiple: true },
      date: { type: 'string' },
      format: { type: 'string' },
      lang: { type: 'string' },
      data: { type: 'string' },
    },
    ADD,
  );
  const lang: Lang = oneOf('lang', v.lang, ['pt', 'en'] as const, 'pt');
  const [municipality] = positionals;
  if (positionals.length !== 1 || !municipality) throw new UsageError({ pt: 'esperado MUNICIPALITY', en: 'expected MUNICIPALITY' }, ADD);
  for (const k of ['outlet', 'plate', 'type'] as const) if (v[k] === undefined) throw required(k, ADD);
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const pack = (await io.packs()).require(municipality);
  const date = await dateArg(io, municipality, v.date);
  const vehicle: Record<string, unknown> = { ...factsArg(v.fact, '--fact'), plate: v.plate, type: v.type };
  if (v.ownership !== undefined) vehicle['ownership'] = v.ownership;
  const repo = await openStore(io, v.data);
  try {
    const r = await notFound(
      registerVehicle(repo, pack, scope(), { establishmentId: v.outlet as string, vehicle, contract: v.contract ?? null }, date, lang),
    );
    if (format === 'json') io.stdout(`${JSON.stringify(r, null, 2)}\n`);
    else {
      const en = lang === 'en';
      const what = `${r.vehicle.plate} (${vehicleChoice(pack, 'type', r.vehicle.type, lang)})`;
      const lines = [
        en
          ? `vehicle ${what} registered to outlet ${r.vehicle.establishmentId} (version ${r.vehicle.version})`
          : `veículo ${what} cadastrado no posto ${r.vehicle.establishmentId} (versão ${r.vehicle.version})`,
      ];
      for (const p of r.check.problems) lines.push(`  ${en ? 'WRONG' : 'IRREGULAR'}: ${p}`);
      if (r.check.missing.length > 0)
        lines.push(`  ${en ? 'not recorded' : 'falta informar'}: ${vehicleFacts(pack, r.check.missing, lang)}`);
      io.stdout(`${lines.join('\n')}\n`);
    }
    return 0;
  } finally {
    await repo.close();
  }
}

async function list(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    { outlet: { type: 'string' }, format: { type: 'string' }, lang: { type: 'string' }, data: { type: 'string' } },
    LIST,
  );
  const lang: Lang = oneOf('lang', v.lang, ['pt', 'en'] as const, 'pt');
  const [municipality] = positionals;
  if (positionals.length !== 1 || !municipality) throw new UsageError({ pt: 'esperado MUNICIPALITY', en: 'expected MUNICIPALITY' }, LIST);
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const pack = (await io.packs()).require(municipality);
  const repo = await openStore(io, v.data);
  try {
    const vs = await repo.vehicles.list(scope(), municipality, v.outlet);
    if (format === 'json') io.stdout(`${JSON.stringify(vs, null, 2)}\n`);
    else
      io.stdout(
        vs.length === 0
          ? lang === 'en'
            ? 'no vehicle registered\n'
            : 'nenhum veículo cadastrado\n'
          : `${vs.map((x) => `${x.plate}\t${vehicleChoice(pack, 'type', x.type, lang)}\t${x.ownership ? vehicleChoice(pack, 'ownership', x.ownership, lang) : '?'}\t${x.establishmentId}`).join('\n')}\n`,
      );
    return 0;
  } finally {
    await repo.close();
  }
}

async function remove(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(args, { lang: { type: 'string' }, data: { type: 'string' } }, REMOVE);
  const lang: Lang = oneOf('lang', v.lang, ['pt', 'en'] as const, 'pt');
  const [municipality, plate] = positionals;
  if (positionals.length !== 2 || !municipality || !plate)
    throw new UsageError({ pt: 'esperado MUNICIPALITY PLATE', en: 'expected MUNICIPALITY PLATE' }, REMOVE);
  (await io.packs()).require(municipality);
  const repo = await openStore(io, v.data);
  try {
    const r = await notFound(repo.vehicles.remove(scope(), municipality, normalisePlate(plate)));
    io.stdout(lang === 'en' ? `vehicle ${r.plate} removed\n` : `veículo ${r.plate} descadastrado\n`);
    return 0;
  } finally {
    await repo.close();
  }
}

async function check(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    {
      date: { type: 'string' },
      observed: { type: 'string', multiple: true },
      format: { type: 'string' },
      lang: { type: 'string' },
      data: { type: 'string' },
    },
    CHECK,
  );
  const [municipality, plate] = positionals;
  if (positionals.length !== 2 || !municipality || !plate)
    throw new UsageError({ pt: 'esperado MUNICIPALITY PLATE', en: 'expected MUNICIPALITY PLATE' }, CHECK);
  const format = oneOf('format', v.format, ['text', 'json'] as const, 'text');
  const lang: Lang = oneOf('lang', v.lang, ['pt', 'en'] as const, 'pt');
  const pack = (await io.packs()).require(municipality);
  const date = await dateArg(io, municipality, v.date);
  const repo = await openStore(io, v.data);
  try {
    const opts = v.observed === undefined ? { lang } : { lang, observed: factsArg(v.observed, '--observed') };
    const r = await roadsideCheck(repo, pack, scope(), plate, date, opts);
    if (format === 'json') {
      io.stdout(`${JSON.stringify(r, null, 2)}\n`);
      return 0;
    }
    const en = lang === 'en';
    const d = `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
    const lines = [`${r.plate}: ${roadsideHeadline(r, en)} (${pack.name}, ${d})`];
    if (r.outlet)
      lines.push(`  ${en ? 'outlet' : 'posto'}: ${r.outlet.name}${r.outlet.cnpj ? ` (${showCnpj(r.outlet.cnpj)})` : ''} — ${r.outlet.id}`);
    for (const l of r.licences) lines.push(`  ${LICENCE_KIND_NAMES[l.kind as Licence['kind']]?.[lang] ?? l.kind} nº ${l.number}`);
    for (const p of r.problems) lines.push(`  ${en ? 'WRONG' : 'IRREGULAR'}: ${p}`);
    for (const c of r.cautions) lines.push(`  ${en ? 'CAUTION' : 'ATENÇÃO'}: ${c}`);
    if (r.check && r.check.missing.length > 0)
      lines.push(`  ${en ? 'not recorded' : 'falta informar'}: ${vehicleFacts(pack, r.check.missing, lang)}`);
    io.stdout(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    await repo.close();
  }
}

/**
 * A vehicle check's missing facts (paths within the vehicle, `vehicle` for the vehicle itself)
 * by their names: "placa do veículo (plate)".
 */
function vehicleFacts(pack: Pack, missing: readonly string[], lang: Lang): string {
  return missing
    .map((m) => {
      // A path within the vehicle, else one of the document (soundAdvertising.usesHorn).
      const name =
        m === 'vehicle' ? factName(pack, 'vehicles', lang) : (factName(pack, `vehicles[].${m}`, lang) ?? factName(pack, m, lang));
      return namedPath(m, name);
    })
    .join(', ');
}

/**
 * The answer's first word: licensed or not — and, when licensed, that the law is still broken
 * (a bicycle carrying GLP in Belém, art. 6, is licensed through its outlet's alvará and still
 * forbidden): the inspector reading only the headline must not read "in order".
 */
function roadsideHeadline(r: { licensed: boolean; problems: readonly string[] }, en: boolean): string {
  const n = r.problems.length;
  if (!r.licensed) return en ? 'NOT LICENSED' : 'NÃO LICENCIADO';
  if (n === 0) return en ? 'LICENSED' : 'LICENCIADO';
  return en ? `LICENSED, ${n} PROBLEM${n === 1 ? '' : 'S'}` : `LICENCIADO, COM ${n} IRREGULARIDADE${n === 1 ? '' : 'S'}`;
}

/** A vehicle's type or ownership by its name ("motocicleta com side car", "em posse mediante contrato"), or the value itself. */
function vehicleChoice(pack: Pack, fact: 'type' | 'ownership', value: string, lang: Lang = 'pt'): string {
  return choiceName(pack, `vehicles[].${fact}`, value, lang) ?? value;
}
