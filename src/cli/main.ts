/**
 * The `glp` command. Each subcommand lives in its own module, loaded on demand so a quick
 * `glp evaluate` does not pay for the server or the database drivers.
 * Exit codes: 0 success (whatever the verdict), 2 bad input or usage, 1 internal error.
 */
import { VERSION } from '../app/version.ts';
import { InputError } from '../core/input/validate.ts';
import { Refusal } from '../domain/errors.ts';
import { asksHelp } from './args.ts';
import { type CliIO, EXIT, inputErrorLine, runLang, UsageError, usageLine } from './io.ts';
import { environmentProblem } from './user-errors.ts';
import { HELP_EN, HELP_TEXT } from './help-en.ts';

type Command = (args: string[], io: CliIO) => Promise<number>;

/** name → [one-line help, loader]. Add a command here and in its own module. */
export const COMMANDS: Record<string, [string, () => Promise<Command>]> = {
  evaluate: [
    'evaluate FILE|- [--date D] [--format text|json] [--lang pt|en] [--set P=V]   avaliar um estabelecimento/pedido',
    async () => (await import('./evaluate.ts')).evaluateCommand,
  ],
  laws: [
    'laws [MUNICIPALITY] | laws coverage [--format json]                       leis, dispositivos e cobertura',
    async () => (await import('./laws.ts')).lawsCommand,
  ],
  explain: [
    'explain RULE_ID [--date D] [--lang pt|en] [--format json]                  a regra ao lado do texto da lei',
    async () => (await import('./laws.ts')).explainCommand,
  ],
  schema: [
    'schema [input|result|output NAME]                                          JSON Schema da entrada, do resultado ou de uma saída JSON',
    async () => (await import('./schema.ts')).schemaCommand,
  ],
  db: [
    'db migrate | db backup FILE | db restore FILE [--data DIR]                 banco de dados (SQLite ou DATABASE_URL)',
    async () => (await import('./db.ts')).dbCommand,
  ],
  audit: [
    'audit verify [--against ANCHOR] | audit anchor [--out F] [--data DIR]      verificar e ancorar a cadeia de auditoria',
    async () => (await import('./db.ts')).auditCommand,
  ],
  serve: [
    'serve [--host H] [--port P] [--data DIR] [--workers N] [--lang pt|en]     servidor HTTP da API (/api, /docs)',
    async () => (await import('./serve.ts')).serveCommand,
  ],
  places: [
    'places import|export|list|update MUNICIPALITY …                              cadastros de locais (GeoJSON, CSV, Shapefile, ANP)',
    async () => (await import('./places.ts')).placesCommand,
  ],
  viability: [
    'viability MUNICIPALITY [--date D] [--activity A] [--class C] --out F   mapa de viabilidade (GeoJSON, SVG/PNG)',
    async () => (await import('./viability.ts')).viabilityCommand,
  ],
  reevaluate: [
    'reevaluate [MUNICIPALITY|--all] [--date D] [--what-if P=V]…          reavaliar estabelecimentos cadastrados',
    async () => (await import('./reevaluate.ts')).reevaluateCommand,
  ],
  licensing: [
    'licensing procedure M | checklist APP [--stage S] | due [--role R] [--within 7d]   procedimento de licenciamento',
    async () => (await import('./licensing.ts')).licensingCommand,
  ],
  due: [
    'due [--role R] [--within 7d] [--date D]                                  o que vence (renovações, prazos de defesa, pareceres)',
    async () => (await import('./licensing.ts')).dueCommand,
  ],
  generate: [
    'generate [--scale city|national] [--seed N] (--out F | --into-db)      cadastros sintéticos (testes, benchmarks)',
    async () => (await import('./generate.ts')).generateCommand,
  ],
  'sound-check': [
    'sound-check MUNICIPALITY --at DATETIME [--format json] [--lang pt|en]      propaganda sonora permitida nesse momento?',
    async () => (await import('./sound-check.ts')).soundCheckCommand,
  ],
  distributors: [
    'distributors upload|report MUNICIPALITY …                                 relações anuais das distribuidoras (CSV, .xlsx)',
    async () => (await import('./distributors.ts')).distributorsCommand,
  ],
  vehicles: [
    'vehicles add|list|remove|check MUNICIPALITY …                             veículos de entrega por posto; fiscalização pela placa',
    async () => (await import('./vehicles.ts')).vehiclesCommand,
  ],
  fine: [
    'fine MUNICIPALITY [INFRACTION [--repeat N] [--amount BRL] [--set P=V]…]    infrações da lei; a multa, com a conta (reincidência)',
    async () => (await import('./enforcement.ts')).fineCommand,
  ],
  notices: [
    'notices issue|list|pdf|defence|decide|pay|cancel …                       autos de infração (fiscalização)',
    async () => (await import('./enforcement.ts')).noticesCommand,
  ],
  inspect: [
    'inspect checklist|record|list|show …                                      roteiro de vistoria pela lei aplicável; vistorias',
    async () => (await import('./enforcement.ts')).inspectCommand,
  ],
  closures: [
    'closures order|lift|revoke|list … --as EMAIL                             interdições e cassação após interdição',
    async () => (await import('./enforcement-acts.ts')).closuresCommand,
  ],
  seizures: [
    'seizures seize|release|list … --as EMAIL                                 apreensões (botijões, veículos), guarda e liberação',
    async () => (await import('./enforcement-acts.ts')).seizuresCommand,
  ],
  complaints: [
    'complaints status PROTOCOL [--lang pt|en]                              situação pública de uma denúncia',
    async () => (await import('./field.ts')).complaintsCommand,
  ],
  tasks: [
    'tasks list|assign|close MUNICIPALITY [TASK] --as EMAIL                  fila de vistorias (denúncias)',
    async () => (await import('./field.ts')).tasksCommand,
  ],
  users: [
    'users list [MUNICIPALITY] | users add|password|roles|disable|enable EMAIL …   contas (criar, listar, senha, perfis, desativar)',
    async () => (await import('./users.ts')).usersCommand,
  ],
  demo: [
    'demo [load MUNICIPALITY | accounts] [--data-dir D]                     cadastro e contas de demonstração (sintéticos)',
    async () => (await import('./demo.ts')).demoCommand,
  ],
};

/** Usage and description aligned in two columns (each entry is "usage   description"). */
function helpLines(lang: 'pt' | 'en'): string[] {
  const rows = Object.entries(COMMANDS).map(([name, [h]]) => {
    const m = /^(.*?\S)\s{2,}(\S.*)$/.exec(h);
    const [usage, pt] = m ? [m[1] as string, m[2] as string] : [h, ''];
    return [usage, lang === 'pt' ? pt : (HELP_EN[name] ?? '')];
  });
  const width = rows.reduce((w, [u]) => Math.max(w, (u as string).length), 0);
  return rows.map(([u, d]) => `  glp ${(u as string).padEnd(width)}  ${d}`);
}

export function helpText(lang: 'pt' | 'en' = 'pt'): string {
  const t = HELP_TEXT[lang];
  const lines = [t.title, '', t.usage, '', ...helpLines(lang), '', t.exit];
  return `${lines.join('\n')}\n`;
}

export async function main(argv: string[], io: CliIO): Promise<number> {
  // `glp help COMMAND` is `glp COMMAND --help`.
  if (argv[0] === 'help' && argv[1] !== undefined && argv[1] in COMMANDS) return main([argv[1], '--help'], io);
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.stdout(helpText(rest[0] === '--lang' && rest[1] === 'en' ? 'en' : 'pt'));
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version' || name === 'version') {
    io.stdout(`glp ${VERSION}\n`);
    return EXIT.ok;
  }
  const entry = COMMANDS[name];
  const lang = runLang(rest);
  if (!entry) {
    const known = Object.keys(COMMANDS).join(', ');
    io.stderr(
      lang === 'pt'
        ? `glp: comando desconhecido "${name}"; esperado um de ${known} (glp help)\n`
        : `glp: unknown command "${name}"; expected one of ${known} (glp help)\n`,
    );
    return EXIT.usage;
  }
  try {
    const run = await entry[1]();
    return await run(rest, io);
  } catch (e) {
    // `glp COMMAND --help`: every command parses its options before any work, and a usage
    // error carries the usage; asked for, it is the answer (stdout, exit 0), not an error.
    if (e instanceof UsageError && e.usage !== undefined && asksHelp(rest)) {
      io.stdout(`${usageLine(e.usage, lang)}\n`);
      return EXIT.ok;
    }
    if (e instanceof InputError) {
      const packs = await io.packs().then(
        (r) => r.list(),
        () => [],
      );
      io.stderr(`glp ${name}: ${inputErrorLine(e, lang, packs)}\n`);
      return EXIT.usage;
    }
    if (e instanceof UsageError) {
      io.stderr(`glp ${name}: ${e.in(lang)}\n`);
      return EXIT.usage;
    }
    // A refusal of the store or a use case that no command caught: the user's to fix, said in the run's language (ADR 0015).
    if (e instanceof Refusal) {
      io.stderr(`glp ${name}: ${e.text[lang]}\n`);
      return EXIT.usage;
    }
    const problem = environmentProblem(e);
    if (problem) {
      io.stderr(`glp ${name}: ${problem[lang]}\n`);
      return EXIT.usage;
    }
    const msg = e instanceof Error ? e.message : String(e);
    io.stderr(`glp ${name}: ${lang === 'pt' ? 'erro interno' : 'internal error'}: ${msg}\n`);
    if (io.env.GLP_DEBUG && e instanceof Error && e.stack) io.stderr(`${e.stack}\n`);
    return EXIT.internal;
  }
}
