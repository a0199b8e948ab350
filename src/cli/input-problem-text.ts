/**
 * An input problem (src/core/input/validate.ts InputProblem: field, found, expected) as the CLI
 * prints it, in the run's language. English is the problem's own message, as the API's problem
 * JSON carries it (programs read that; it does not change). pt-BR is built from the parts: the
 * field path verbatim (it is what the document says) with its name from the fact catalogs
 * ("establishment.startDate (data de início …)"), then what was found and what was expected, the
 * phrases the validator writes put in Portuguese; values and ids stay as they are (docs/adr/0014).
 */
import { factName } from '../core/input/fact-names.ts';
import type { InputProblem } from '../core/input/validate.ts';
import type { FactsOwner } from '../core/input/vocabulary.ts';
import type { Lang } from '../core/types.ts';

/** English phrase → pt-BR, applied in order; `$n` are the phrase's own values (numbers, ids, lists). */
const PHRASES: readonly (readonly [RegExp, string])[] = [
  [/^nothing$/, 'nada'],
  [/^an array of (\d+)$/, 'uma lista de $1'],
  [/^an object$/, 'um objeto'],
  [/^an unknown field$/, 'um campo desconhecido'],
  [/^an empty file$/, 'um arquivo vazio'],
  [/^a file that is not an image$/, 'um arquivo que não é imagem'],
  [/^no line after the header$/, 'nenhuma linha após o cabeçalho'],
  [/^text that is not JSON$/, 'um texto que não é JSON'],
  [/^a Point$/, 'um Point'],
  [/^a date YYYY-MM-DD \(or DD\/MM\/YYYY\)$/, 'uma data AAAA-MM-DD (ou DD/MM/AAAA)'],
  [/^a date YYYY-MM-DD$/, 'uma data AAAA-MM-DD'],
  [/^a date after (\S+) \((.*)\)$/, 'uma data posterior a $1 ($2)'],
  [/^a time HH:MM \(00:00–23:59\)$/, 'um horário HH:MM (00:00–23:59)'],
  [/^a string$/, 'um texto'],
  [/^a number$/, 'um número'],
  [/^an int$/, 'um número inteiro'],
  [/^a boolean$/, 'true ou false'],
  [/^an array$/, 'uma lista'],
  [/^an array \[longitude, latitude\]$/, 'uma lista [longitude, latitude]'],
  [/^a JSON object$/, 'um objeto JSON'],
  [/^a JSON object of establishment facts$/, 'um objeto JSON com os fatos do estabelecimento'],
  [/^a non-negative number of m²$/, 'um número de m² maior ou igual a zero'],
  [/^true\/false \(or sim\/não\)$/, 'true/false (ou sim/não)'],
  [/^a Polygon or MultiPolygon for (.+)$/, 'um Polygon ou MultiPolygon para $1'],
  [/^at least (\d+) items$/, 'pelo menos $1 itens'],
  [/^at least (\d+) characters$/, 'pelo menos $1 caracteres'],
  [/^at most (\d+) items$/, 'no máximo $1 itens'],
  [/^a multiple of (.+)$/, 'um múltiplo de $1'],
  [/^no such field \(see glp schema input MUNICIPALITY\)$/, 'nenhum campo com esse nome (veja glp schema input MUNICIPALITY)'],
  [/^one of the allowed forms$/, 'uma das formas aceitas'],
  [/^a municipality id: one of (.+)$/, 'o id de um município: um de $1'],
  [/^an object with the facts of an establishment or application$/, 'um objeto com os fatos de um estabelecimento ou pedido'],
  [
    /^a valid CNPJ \(14 characters, punctuation optional; check digits verified\), e\.g\. (.+)$/,
    'um CNPJ válido (14 caracteres, pontuação opcional; dígitos verificadores conferidos), p. ex. $1',
  ],
  [/^(.+) for a (\S+) \(or --status\)$/, '$1 para $2 (ou --status)'],
  [/^(.+) \(or --category\)$/, '$1 (ou --category)'],
  [/^an application id$/, 'o id de um pedido'],
  [/^a municipality whose pack declares a procedure$/, 'um município cujo pacote declara um procedimento'],
  [/^a municipality with a law pack \(none is loaded\)$/, 'um município com pacote de lei (nenhum carregado)'],
  [/^a municipality with a law pack$/, 'um município com pacote de lei'],
  [/^no such file$/, 'arquivo inexistente'],
  [/^a directory$/, 'um diretório'],
  [/^unreadable$/, 'ilegível'],
  [/^a readable file$/, 'um arquivo legível'],
  [/^a JSON object of establishment facts, e\.g\. (.+)$/, 'um objeto JSON com os fatos do estabelecimento, p. ex. $1'],
  [/^no (\w+): the place's own is used$/, 'nenhum $1: vale o do lugar'],
  [/^(\S+) already has (\d+) place record\(s\) in this database$/, '$1 já tem $2 registro(s) de lugares neste banco'],
  [
    /^an empty registry \(the demo loads into an empty one: use --data-dir DIR for a separate database\)$/,
    'um cadastro vazio (a demonstração carrega num cadastro vazio: use --data-dir DIR para um banco separado)',
  ],
  [/^an account that is not a demo account \((.+)\)$/, 'uma conta que não é de demonstração ($1)'],
  [
    /^a database with no accounts but demo ones: the demo passwords are public \(--(\S+) to add them anyway, or --data-dir DIR for a separate database\)$/,
    'um banco sem contas além das de demonstração: as senhas de demonstração são públicas (--$1 para adicioná-las mesmo assim, ou --data-dir DIR para um banco separado)',
  ],
  [
    /^a municipality whose law pack ships its boundary \(laws\/<id>\/boundary\.json\)$/,
    'um município cujo pacote de lei traz seu limite (laws/<id>/boundary.json)',
  ],
  [/^a rule of (\S+), e\.g\. (.+) \(glp laws coverage lists them\)$/, 'uma regra de $1, p. ex. $2 (glp laws coverage as lista)'],
  [/^a readable JSON file$/, 'um arquivo JSON legível'],
  [/^(".*") \(not this machine\)$/, '$1 (não é esta máquina)'],
  [
    /^unset or this machine \((.+)\): the demo accounts' passwords are public \(--(\S+) to create them anyway\)$/,
    'não definido ou esta máquina ($1): as senhas das contas de demonstração são públicas (--$2 para criá-las mesmo assim)',
  ],
  [/^a place category of (\S+): (.+)$/, 'uma categoria de lugar de $1: $2'],
  [/^the reference of the act of the (.+): kind, number and date$/, 'a referência do ato do $1: tipo, número e data'],
  [/^a number \((.+)\)$/, 'um número ($1)'],
  [/^the id of a run started with glp reevaluate --store$/, 'o id de uma reavaliação iniciada com glp reevaluate --store'],
  [
    /^a GeoJSON Polygon or MultiPolygon \(geometry, Feature or FeatureCollection of them\) in lon\/lat$/,
    'um Polygon ou MultiPolygon GeoJSON (geometria, Feature ou FeatureCollection deles) em lon/lat',
  ],
  [
    /^a place of (\S+): its id or its registry's id \(glp places export\)$/,
    'um lugar de $1: seu id ou o id do cadastro de origem (glp places export)',
  ],
  // src/enforcement: fines, notices, closures, seizures, inspections.
  [/^from (R\$ [\d.,]+) to (R\$ [\d.,]+)(.*)$/, 'de $1 a $2$3'],
  [/^the amount the inspector fixes, from (R\$ [\d.,]+) to (R\$ [\d.,]+)$/, 'o valor que o fiscal fixa, de $1 a $2'],
  // glp fine --amount for a fine the law sets (src/enforcement/fines.ts): only a range leaves it to the inspector.
  [
    /^no amount: the fine of (.+) is set by the law, not fixed by the inspector \(only a range is\)$/,
    'nenhum valor: a multa ($1) é fixada pela lei, não pelo fiscal (só uma faixa fica a cargo do fiscal)',
  ],
  [/^(\S+), the parameter's name with its pack$/, '$1, o nome do parâmetro com o do seu pacote'],
  [/^no amount: this finding is a notification$/, 'nenhum valor: esta constatação é uma notificação'],
  [/^the violated units of the law, at least one$/, 'os dispositivos violados da lei, pelo menos um'],
  [/^on or after (\S+)$/, 'em ou após $1'],
  [/^an inspection of this establishment$/, 'uma vistoria deste estabelecimento'],
  [/^the id of a (\S+)$/, 'o id de um ato do tipo $1'],
  [/^at least one seized item$/, 'pelo menos um item apreendido'],
  [/^a whole number ≥ (\d+)$/, 'um número inteiro ≥ $1'],
  [/^the plate of a seized vehicle$/, 'a placa de um veículo apreendido'],
  [/^an infraction of the pack$/, 'uma infração do pacote'],
  [/^a municipality whose law pack declares its infractions$/, 'um município cujo pacote de lei declara suas infrações'],
  [/^a date on which (\S+) has a value$/, 'uma data em que $1 tem valor'],
  [/^same-units or same-infraction$/, 'same-units ou same-infraction'],
  [/^a date before --date \((.+)\)$/, 'uma data anterior a --date ($1)'],
  [/^PARAMETER=VALUE$/, 'PARÂMETRO=VALOR'],
  [/^an NBR 15514 class: (.+)$/, 'uma classe da NBR 15514: $1'],
  [/^a cell size in metres from 0\.5 to 1000$/, 'um tamanho de célula em metros de 0.5 a 1000'],
  [/^a JPEG, PNG or WebP image$/, 'uma imagem JPEG, PNG ou WebP'],
  [/^at most (\d+) bytes \((.+)\)$/, 'no máximo $1 bytes ($2)'],
  [/^an address of at most (\d+) characters$/, 'um endereço de no máximo $1 caracteres'],
  [/^at least one representative or reseller$/, 'pelo menos um representante ou revendedor'],
  [/^a moment on or after (\S+), when the law came into force$/, 'um momento a partir de $1, quando a lei entrou em vigor'],
  [
    /^a municipality whose law regulates delivery vehicles \(not applicable here\)$/,
    'um município cuja lei regula veículos de entrega (não se aplica aqui)',
  ],
  [/^invalid JSON \((.*)\)$/, 'JSON inválido ($1)'],
  [/^a JSON document$/, 'um documento JSON'],
  [/^a GeoJSON FeatureCollection$/, 'uma FeatureCollection GeoJSON'],
  [/^a date on or after (\S+) \((.+) in force from then\)$/, 'uma data a partir de $1 ($2 em vigor desde então)'],
  [/^a parameter of (.+) \(see glp explain\)$/, 'um parâmetro de $1 (veja glp explain)'],
  [/^LON,LAT in degrees, e\.g\. (\S+)$/, 'LON,LAT em graus, p. ex. $1'],
  // src/core/input/sanity.ts: dates and positions that cannot be.
  [
    /^a date on or before today \((.+)\): a later evaluation date needs --allow-future \(API: allowFuture\), and the law is then as known today$/,
    'uma data até hoje ($1): uma data de avaliação posterior exige --allow-future (API: allowFuture), e a lei é então a conhecida hoje',
  ],
  [
    /^a date on or before the evaluation date \((.+)\): the establishment cannot have begun after it$/,
    'uma data até a data da avaliação ($1): o estabelecimento não pode ter começado depois dela',
  ],
  [
    /^a date on or after (\S+) \((.+)\): a document cannot expire before it is issued$/,
    'uma data igual ou posterior a $1 ($2): um documento não vence antes de ser emitido',
  ],
  [
    /^a date on or before the evaluation date \((.+)\): a document issued after it was not held then$/,
    'uma data até a data da avaliação ($1): um documento emitido depois dela não era tido então',
  ],
  [/^(\[.+\]) \(([\d.]+) km outside (.+)\)$/, '$1 ($2 km fora de $3)'],
  [
    /^\[longitude, latitude\]: (\[.+\]) lies in (.+) — longitude and latitude look swapped$/,
    '[longitude, latitude]: $1 fica em $2 — longitude e latitude parecem trocadas',
  ],
  [
    /^a position in (.+): (\[.+\]) lies there — coordinates in Brazil are negative \(west, south\)$/,
    'uma posição em $1: $2 fica lá — as coordenadas no Brasil são negativas (oeste, sul)',
  ],
  [
    /^a position \[longitude, latitude\] in (.+) \(within ([\d.]+) km of its boundary\)$/,
    'uma posição [longitude, latitude] em $1 (a até $2 km do seu limite)',
  ],
  // What-if values checked by src/core/overrides.ts (glp evaluate / glp fine --set).
  [/^one of the readings of (\S+): (.+)$/, 'uma das interpretações de $1: $2'],
  [/^a finite number( .+)?$/, 'um número finito$1'],
  [/^a whole number of (.+)$/, 'um número inteiro de $1'],
  [/^a number ≥ 0( .+)?$/, 'um número ≥ 0$1'],
  [/^a percentage from 0 to 100$/, 'uma porcentagem de 0 a 100'],
  // Import limits (src/formats/): sizes, records and vertices.
  [/^a zip whose files inflate to more than (.+)$/, 'um zip cujos arquivos descompactados passam de $1'],
  [/^at most (.+) once inflated$/, 'no máximo $1 descompactados'],
  [/^a geometry of more than (\d+) vertices$/, 'uma geometria com mais de $1 vértices'],
  [/^at most (\d+) vertices per geometry$/, 'no máximo $1 vértices por geometria'],
  [/^more than (\d+) vertices$/, 'mais de $1 vértices'],
  [/^more than (\d+) (records|rows)$/, 'mais de $1 registros'],
  [/^at most (\d+) vertices in all$/, 'no máximo $1 vértices no total'],
  [/^at most (\d+) (records|rows)$/, 'no máximo $1 registros'],
  [/^a file of (.+)$/, 'um arquivo de $1'],
  [/^at most (.+)$/, 'no máximo $1'],
  [/^a directory of law packs \((.+)\)$/, 'uma pasta de pacotes de leis ($1)'],
  [/^a module that does not load \((.*)\)$/, 'um módulo que não carrega ($1)'],
  [
    /^an ES module \(a package\.json with "type": "module" in its directory or above\)$/,
    'um módulo ES (um package.json com "type": "module" na sua pasta ou acima)',
  ],
  [
    /^(\S+): inflates past the (.+) its header declares \(a zip bomb\?\)$/,
    '$1: descompacta além dos $2 que o cabeçalho declara (uma bomba zip?)',
  ],
  [/^entries of their declared size$/, 'entradas do tamanho que declaram'],
  [/^one of (.+)$/, 'um de $1'],
];

/** "not a fact of belem-pa's law: it belongs to the law of nova-odessa-sp" (validate.ts foreign). */
const FOREIGN = /not a (fact|term \((\w+)\)) of (\S+)'s law: it belongs to the law of (.+?)(\)?)$/;

function foreignPt(m: RegExpExecArray): string {
  const what = m[1] === 'fact' ? 'não é um fato' : `não é um termo (${m[2]})`;
  return `${what} da lei de ${m[3]}: pertence à lei de ${m[4]}${m[5]}`;
}

/** One of the validator's phrases in pt-BR; a phrase it does not know stays as written. */
export function phrasePt(text: string): string {
  const foreign = FOREIGN.exec(text);
  if (foreign) {
    const before = text.slice(0, foreign.index);
    // "one of … ("x" is not a term …)": the term suffix of an expected list.
    const suffix = /^(.*) \((".*") is $/.exec(before);
    if (suffix) return `${phrasePt(suffix[1] as string)} (${suffix[2]} ${foreignPt(foreign)}`;
    return `${before}${foreignPt(foreign)}`;
  }
  for (const [re, pt] of PHRASES) if (re.test(text)) return text.replace(re, pt);
  return text;
}

/** The first pack (after the shared catalog) that names `path`, or null. */
function nameOf(path: string, packs: readonly FactsOwner[], lang: Lang): string | null {
  const shared = factName(null, path, lang);
  if (shared !== null) return shared;
  for (const p of packs) {
    const n = factName(p, path, lang);
    if (n !== null) return n;
  }
  return null;
}

/** "lot.areaM2 (área do terreno (m²))": the path as written, and its name when a catalog has one. */
export function fieldPt(field: string, packs: readonly FactsOwner[]): string {
  const path = field.replace(/^(--)?input\./, '');
  const name = nameOf(path, packs, 'pt');
  return name === null ? field : `${field} (${name})`;
}

/** One problem in `lang`: English is its message; pt-BR is built from field, found and expected. */
export function problemText(p: InputProblem, lang: Lang, packs: readonly FactsOwner[] = []): string {
  if (lang === 'en') return p.message;
  const field = fieldPt(p.field, packs);
  if (p.message === `${p.field}: unknown field`) return `${field}: campo desconhecido (veja glp schema input MUNICIPALITY)`;
  const label = 'label' in p && typeof p.label === 'string' && p.message.startsWith(`${p.label}: `) ? `${p.label}: ` : '';
  const noSuch = p.message.endsWith(`expected no such field: ${p.expected}`) ? 'nenhum campo com esse nome: ' : '';
  return `${label}${field}: encontrado ${phrasePt(p.found)}, esperado ${noSuch}${phrasePt(p.expected)}`;
}

/** The CLI's line for bad input: the first problem, and how many more there are. */
export function problemsLine(problems: readonly InputProblem[], fallback: string, lang: Lang, packs: readonly FactsOwner[] = []): string {
  const [first, ...rest] = problems;
  if (!first) return fallback;
  const line = problemText(first, lang, packs);
  if (rest.length === 0) return line;
  const n = rest.length;
  return lang === 'pt' ? `${line} (e mais ${n} problema${n > 1 ? 's' : ''})` : `${line} (and ${n} more problem${n > 1 ? 's' : ''})`;
}
