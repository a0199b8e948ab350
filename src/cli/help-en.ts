/**
 * `glp help --lang en`: the one-line descriptions of src/cli/main.ts COMMANDS in English (the
 * table itself is Portuguese, the default). A command without an entry here shows its usage only.
 */
export const HELP_EN: Record<string, string> = {
  evaluate: 'evaluate an establishment or application',
  laws: 'the laws, their units and coverage',
  explain: 'a rule beside the law’s text',
  schema: 'JSON Schema of the input document, of the result, or of a command’s JSON output',
  db: 'the database (SQLite or DATABASE_URL)',
  audit: 'verify and anchor the audit chain',
  serve: 'the HTTP server (web application, /api, /docs)',
  places: 'place registries (GeoJSON, CSV, Shapefile, ANP)',
  viability: 'viability map (GeoJSON, SVG/PNG)',
  reevaluate: 're-evaluate registered establishments',
  generate: 'synthetic registries (tests, benchmarks)',
  'sound-check': 'sound advertising from a vehicle allowed at that moment?',
  distributors: 'distributors’ yearly lists of resellers (CSV, .xlsx)',
  vehicles: 'delivery vehicles per outlet; roadside check by plate',
  fine: 'the law’s infractions; a fine, with its arithmetic (repeat offences)',
  notices: 'infraction notices (enforcement): issue, defence, decision, payment, cancellation',
  inspect: 'the inspection checklist from the applicable law; recorded inspections',
  closures: 'closure orders and the revocation after a closure',
  seizures: 'seizures (containers, vehicles), custody and release',
  demo: 'a demonstration registry and accounts (synthetic)',
  licensing: 'licensing procedure, checklist, what falls due, and the acts (--as EMAIL)',
  due: 'what falls due (for a scheduler)',
  complaints: 'public status of a complaint',
  tasks: 'inspection queue (complaints)',
  users: 'accounts (add, list, set a password)',
};

export const HELP_TEXT = {
  pt: {
    title: 'glp — GLP Licenciamento: leis municipais de GLP como regras executáveis e citadas',
    usage:
      'uso: glp COMANDO [opções]    (glp COMANDO --help: as opções do comando)\n' +
      'Datas (--date, --on, --valid-to…): dd/mm/aaaa ou AAAA-MM-DD. Coordenadas: --at=LON,LAT (negativas no Brasil).',
    exit: 'Códigos de saída: 0 sucesso (qualquer veredito), 2 entrada ou uso inválido, 1 erro interno. --lang en: em inglês.',
  },
  en: {
    title: 'glp — GLP Licenciamento: municipal LPG laws as executable, cited rules',
    usage:
      'usage: glp COMMAND [options]    (glp COMMAND --help: the command’s options)\n' +
      'Dates (--date, --on, --valid-to…): dd/mm/aaaa or AAAA-MM-DD. Coordinates: --at=LON,LAT (negative in Brazil).',
    exit: 'Exit codes: 0 success (whatever the verdict), 2 bad input or usage, 1 internal error. Text in Portuguese by default.',
  },
} as const;
