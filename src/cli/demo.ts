/**
 * `glp demo load MUNICIPALITY [--data-dir D]` — a newcomer's first hour (issue 7 item 5): loads
 * a synthetic but plausible registry for the municipality — outlets, schools, hospitals,
 * churches, zones, an urban perimeter, and every place category its pack's rules need —
 * generated deterministically inside the pack's boundary (src/siting/generate.ts, seed 1),
 * with survey declarations for every category (one transaction), and prints what to try next:
 * a viability map, a batch re-evaluation, a what-if. Every record says it is synthetic.
 */
import { randomUUID } from 'node:crypto';
import { packStart } from '../core/engine.ts';
import { formatNumber as fmt } from '../core/format.ts';
import { InputError } from '../core/input/validate.ts';
import { generateRegistry, municipalityRows } from '../siting/generate.ts';
import { packFor } from '../siting/pack-of.ts';
import { resolveSiting } from '../siting/plan.ts';
import { wholeMunicipalitySurveys } from '../siting/surveys.ts';
import { packRegistryVocabulary, registryCategoryWithId, systemScope } from '../siting/types.ts';
import { parse } from './args.ts';
import { demoAccounts, demoAccountsText, OVERRIDE } from './demo-accounts.ts';
import { type CliIO, UsageError } from './io.ts';
import { openStore } from './registry-io.ts';

const USAGE =
  'glp demo [--data-dir DIR] | glp demo load MUNICIPALITY [--data-dir DIR] | glp demo accounts [--data-dir DIR] [--i-know-these-passwords-are-public]';
/** What `glp demo` alone loads beside the accounts (README "Demo accounts"). */
const DEFAULT_MUNICIPALITY = 'belem-pa';
const SEED = 1;

export async function demoCommand(args: string[], io: CliIO): Promise<number> {
  const { values: v, positionals } = parse(
    args,
    { 'data-dir': { type: 'string' }, data: { type: 'string' }, [OVERRIDE]: { type: 'boolean' } },
    USAGE,
  );
  // README "Demo accounts": one account per role, with public passwords (src/cli/demo-accounts.ts).
  if (positionals[0] === 'accounts' && positionals.length === 1) {
    const r = await demoAccounts(io, { dataDir: v['data-dir'] ?? v.data, override: v[OVERRIDE] === true });
    io.stdout(demoAccountsText(r, v['data-dir'] ?? v.data));
    return 0;
  }
  // `glp demo` alone: the accounts (refused first, before anything is written), then Belém's registry unless loaded.
  if (positionals.length === 0) {
    const dataDir = v['data-dir'] ?? v.data;
    const r = await demoAccounts(io, { dataDir, override: v[OVERRIDE] === true });
    io.stdout(demoAccountsText(r, dataDir));
    io.stdout(await loadDemo(io, DEFAULT_MUNICIPALITY, dataDir, true));
    return 0;
  }
  if (v[OVERRIDE] !== undefined)
    throw new UsageError(
      {
        pt: `--${OVERRIDE} é opção só de glp demo e glp demo accounts`,
        en: `--${OVERRIDE} is an option of glp demo and glp demo accounts only`,
      },
      USAGE,
    );
  if (positionals[0] !== 'load' || positionals.length !== 2)
    throw new UsageError(
      {
        pt: `esperado load MUNICIPALITY, accounts ou nada, encontrado ${positionals.join(' ')}`,
        en: `expected load MUNICIPALITY, accounts or nothing, found ${positionals.join(' ')}`,
      },
      USAGE,
    );
  io.stdout(await loadDemo(io, positionals[1] as string, v['data-dir'] ?? v.data, false));
  return 0;
}

/** Loads the demo registry of one municipality; the text to print. Already loaded: refused (exit 2), or said so with `ifEmpty`. */
async function loadDemo(io: CliIO, municipality: string, dataDir: string | undefined, ifEmpty: boolean): Promise<string> {
  const packs = await io.packs();
  const pack = packFor(packs, municipality);
  if (!pack) throw InputError.of('MUNICIPALITY', JSON.stringify(municipality), `one of ${packs.ids().join(', ')}`);
  if (!pack.boundary)
    throw InputError.of('MUNICIPALITY', municipality, 'a municipality whose law pack ships its boundary (laws/<id>/boundary.json)');
  const today = io.today();
  const g = generateRegistry(packs, { seed: SEED, scale: 'city', cities: [municipality], importedAt: new Date().toISOString() });
  const records = g.records.filter((r) => r.municipality === municipality);
  // Declared surveyed by the demo itself, from the law's start: the registry is complete by construction.
  const surveys = wholeMunicipalitySurveys(municipality, packRegistryVocabulary(pack).placeCategories, {
    source: `demonstração: cadastro sintético (glp demo, semente ${SEED})`,
    surveyedOn: today,
    validFrom: packStart(pack),
  });
  const repo = await openStore(io, dataDir);
  try {
    await repo.upsertMunicipalities(municipalityRows(g.municipalities));
    const existing = await repo.listPlaces(null, { municipality, limit: 1, offset: 0 });
    if (existing.total > 0 && ifEmpty)
      return `${municipality}: o cadastro já tem ${fmt(existing.total, 'pt')} registro(s); nada carregado.\n`;
    if (existing.total > 0)
      throw InputError.of(
        'MUNICIPALITY',
        `${municipality} already has ${existing.total} place record(s) in this database`,
        'an empty registry (the demo loads into an empty one: use --data-dir DIR for a separate database)',
      );
    await repo.surveys.importSurveyed(
      systemScope(randomUUID(), 'demo'),
      records.map(({ id, version: _v, ...rest }) => ({ ...rest, data: { externalId: id, ...rest.data } })),
      surveys,
    );
  } finally {
    await repo.close();
  }
  const byCat = new Map<string, number>();
  for (const r of records) byCat.set(r.category, (byCat.get(r.category) ?? 0) + 1);
  const data = dataDir !== undefined ? ` --data ${dataDir}` : '';
  const outlet = records.find((r) => r.category === 'glp-outlet' && r.geometry?.type === 'Point');
  const at = outlet?.geometry?.type === 'Point' ? outlet.geometry.coordinates.map((x) => x.toFixed(5)).join(',') : null;
  // A what-if on the first distance the law sets by a parameter (whichever the pack has).
  const rule = resolveSiting(pack, { activity: 'glp-resale', date: today }).find((r) => r.threshold.kind === 'parameter');
  const whatIf =
    rule && rule.threshold.kind === 'parameter'
      ? `${qualified(pack.id, rule.threshold.parameter)}=${Math.round(rule.radiusM * 0.6)}`
      : null;
  // The synthetic registry holds every pack's categories: each by the first vocabulary that names it.
  const owners = [pack, ...(await io.packs()).list()];
  const lines = [
    `${municipality}: cadastro de demonstração carregado (sintético, semente ${SEED}): ${fmt(records.length, 'pt')} registro(s)`,
    `  ${[...byCat].map(([c, n]) => `${registryCategoryWithId(owners, c, 'pt')} ${fmt(n, 'pt')}`).join(', ')}`,
    `  levantamento declarado (município inteiro) para ${surveys.length} categoria(s): ${surveys.map((d) => registryCategoryWithId(pack, d.category, 'pt')).join(', ')}`,
    '',
    'Experimente:',
    `  glp viability ${municipality}${data}                                  # resumo: área permitida, excluída, desconhecida`,
    `  glp viability ${municipality} --out ${municipality}.geojson --png ${municipality}.png${data}`,
    ...(at ? [`  glp viability ${municipality} --at=${at}${data}   # a resposta exata num ponto (ao lado de uma revenda)`] : []),
    `  glp reevaluate ${municipality}${data}                                 # reavaliar as revendas cadastradas`,
    ...(whatIf ? [`  glp reevaluate ${municipality} --what-if ${whatIf}${data}   # e se a distância fosse outra?`] : []),
    `  glp places survey list ${municipality}${data}                         # o que o cadastro cobre`,
  ];
  return `${lines.join('\n')}\n`;
}

/** A parameter id with its pack prefix, whether or not it already has it. */
function qualified(packId: string, parameter: string): string {
  return parameter.startsWith(`${packId}/`) ? parameter : `${packId}/${parameter}`;
}
