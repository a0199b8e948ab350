/**
 * The one table of the English phrases that say what a field problem found and expected
 * (src/core/input/validate.ts, the use cases' field errors: LicensingInputError,
 * EnforcementError, StateConflict) in pt-BR. The CLI's input problems and the API's problem
 * `detail` both read it (docs/adr/0015); `errors[]` keeps the English, for programs. Values,
 * ids and field paths stay as written; a phrase the table does not know is left as it is,
 * never guessed — test/pt-text.test.ts lists the ones the product writes.
 */
import { formatNumber } from '../format.ts';
import { ITEM_KIND_NAMES, itemStatusName, sanctionName, statusName } from '../status-names.ts';

/**
 * English phrase → pt-BR, applied in order; `$n` are the phrase's own values (numbers, ids,
 * lists). A state id is named, not copied (a function: "a licence suspended" → "uma licença suspensa").
 */
export const PHRASES: readonly (readonly [RegExp, string | ((match: string, ...groups: string[]) => string)])[] = [
  [/^nothing$/, 'nada'],
  // A valid date found (as the engine holds it) reads as a person writes it in Portuguese:
  // glp evaluate --date 15/01/2012 answers "encontrado 15/01/2012", not 2012-01-15. A quoted
  // text is what was typed (an invalid date) and stays as typed.
  [/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1'],
  [/^an array of (\d+)$/, 'uma lista de $1'],
  [/^an object$/, 'um objeto'],
  [/^an unknown field$/, 'um campo desconhecido'],
  [/^an unknown parameter$/, 'um parâmetro desconhecido'],
  [/^an empty file$/, 'um arquivo vazio'],
  [/^a file that is not an image$/, 'um arquivo que não é imagem'],
  [/^no line after the header$/, 'nenhuma linha após o cabeçalho'],
  [/^text that is not JSON$/, 'um texto que não é JSON'],
  [/^a Point$/, 'um Point'],
  [/^a date YYYY-MM-DD \(or DD\/MM\/YYYY\)$/, 'uma data AAAA-MM-DD (ou DD/MM/AAAA)'],
  [/^a date YYYY-MM-DD$/, 'uma data AAAA-MM-DD'],
  [/^a day of the calendar, YYYY-MM-DD \(or DD\/MM\/YYYY\)$/, 'um dia que exista no calendário, AAAA-MM-DD (ou DD/MM/AAAA)'],
  [/^a date after (\S+) \((.*)\)$/, 'uma data posterior a $1 ($2)'],
  [/^a time HH:MM \(00:00–23:59\)$/, 'um horário HH:MM (00:00–23:59)'],
  [/^a string$/, 'um texto'],
  [/^a number$/, 'um número'],
  [/^a number in decimal degrees$/, 'um número em graus decimais'],
  [/^a CEP, 8 digits$/, 'um CEP de 8 dígitos'],
  [/^a CEP: 8 digits, not all zeros \(e\.g\. (\S+)\)$/, 'um CEP: 8 dígitos, não todos zero (p. ex. $1)'],
  [
    /^a position in Brazil \(longitude -75…-28, latitude -35…7\): swapped longitude\/latitude, or a projected CRS\?$/,
    'uma posição no Brasil (longitude -75…-28, latitude -35…7): longitude e latitude trocadas, ou um CRS projetado?',
  ],
  [/^an int$/, 'um número inteiro'],
  [/^an integer$/, 'um número inteiro'],
  [/^an email$/, 'um e-mail'],
  [/^a date$/, 'uma data'],
  [/^at most (\d+) characters$/, 'no máximo $1 caracteres'],
  // The store's refusals as the API's errors[] say them (src/api/problem.ts toHttpProblem).
  [/^a value the store refuses$/, 'um valor que o cadastro recusa'],
  [/^a value another record has$/, 'um valor que outro registro já tem'],
  [/^a unique (.+)$/, 'um $1 único'],
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
  // An unknown path or query parameter (src/api/http.ts validatePart): the route's own names.
  [/^one of the parameters: (.+)$/, 'um dos parâmetros: $1'],
  [/^no (query|path) parameters$/, (_, where) => (where === 'query' ? 'nenhum parâmetro de consulta' : 'nenhum parâmetro de caminho')],
  // An empty number parameter (src/api/schema-number.ts): the whole range, numbers as pt-BR writes them.
  [/^an integer from (-?[\d.]+) to (-?[\d.]+)$/, (_, a, b) => `um número inteiro de ${ptNumber(a)} a ${ptNumber(b)}`],
  [/^a number from (-?[\d.]+) to (-?[\d.]+)$/, (_, a, b) => `um número de ${ptNumber(a)} a ${ptNumber(b)}`],
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
  [/^an application ([a-z-]+)$/, (_, s) => `um pedido ${statusName('application', s, 'pt')}`],
  [/^a municipality whose pack declares a procedure$/, 'um município cujo pacote declara um procedimento'],
  [/^a municipality with a law pack \(none is loaded\)$/, 'um município com pacote de lei (nenhum carregado)'],
  [/^a municipality with a law pack$/, 'um município com pacote de lei'],
  [/^no such file$/, 'arquivo inexistente'],
  [/^a directory$/, 'um diretório'],
  [/^unreadable$/, 'ilegível'],
  [/^a readable file$/, 'um arquivo legível'],
  [/^a JSON object of establishment facts, e\.g\. (.+)$/, 'um objeto JSON com os fatos do estabelecimento, p. ex. $1'],
  [/^no (\w+): the place's own is used$/, 'nenhum $1: vale o do local'],
  [/^(\S+) already has (\d+) place record\(s\) in this database$/, '$1 já tem $2 registro(s) de locais neste banco'],
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
  [/^a place category of (\S+): (.+)$/, 'uma categoria de local de $1: $2'],
  [/^the reference of the act of the (.+): kind, number and date$/, 'a referência do ato do $1: tipo, número e data'],
  [/^a number \((.+)\)$/, 'um número ($1)'],
  [/^the id of a run started with glp reevaluate --store$/, 'o id de uma reavaliação iniciada com glp reevaluate --store'],
  [
    /^a GeoJSON Polygon or MultiPolygon \(geometry, Feature or FeatureCollection of them\) in lon\/lat$/,
    'um Polygon ou MultiPolygon GeoJSON (geometria, Feature ou FeatureCollection deles) em lon/lat',
  ],
  [
    /^a place of (\S+): its id or its registry's id \(glp places export\)$/,
    'um local de $1: seu id ou o id do cadastro de origem (glp places export)',
  ],
  // src/enforcement: fines, notices, closures, seizures, inspections.
  [/^from (R\$ [\d.,]+) to (R\$ [\d.,]+)(.*)$/, 'de $1 a $2$3'],
  [/^the amount the inspector fixes, from (R\$ [\d.,]+) to (R\$ [\d.,]+)$/, 'o valor que o fiscal fixa, de $1 a $2'],
  // glp fine --amount for a fine the law sets (src/enforcement/fines.ts): only a range leaves it to the inspector.
  [
    /^no amount: the fine of (.+) is set by the law, not fixed by the inspector \(only a range is\)$/,
    'nenhum valor: a multa ($1) é fixada pela lei, não pelo fiscal (só uma faixa fica a cargo do fiscal)',
  ],
  [
    /^no amount: the fine of (.+) is set by the norm it refers to, entered by the municipality \(parameter (\S+)\), not by the inspector$/,
    'nenhum valor: a multa ($1) é a da norma a que a lei remete, cadastrada pelo Município (parâmetro $2), não pelo fiscal',
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
  [/^a date on or after (\S+), when the law came into force$/, 'uma data a partir de $1, quando a lei entrou em vigor'],
  // src/enforcement/service.ts: what the law lets be seized.
  [/^none: this law provides no seizure$/, 'nenhuma: esta lei não prevê apreensão'],
  [/^a seizure$/, 'uma apreensão'],
  [
    /^what this law lets be seized: (.+) \((.+)\)$/,
    (_m: string, kinds: string, unit: string) =>
      `o que esta lei permite apreender: ${kinds
        .split(', ')
        .map((k) => ({ containers: 'botijões', vehicles: 'veículos', goods: 'produtos' })[k] ?? k)
        .join(', ')} (${unit})`,
  ],
  // src/app/evaluate-document.ts: an activity the law's rules are not written for.
  [/^an activity (.+) regulates: (.+)$/, 'uma atividade que a $1 regula: $2'],
  // src/enforcement/coverage.ts: the penalty item a unit is given.
  [/^(\S+) for (\S+) \((.+)\)$/, '$1 para $2 ($3)'],
  [/^the item the law gives to (.+): (.+)$/, 'a penalidade que a lei dá a este dispositivo ($1): $2'],
  [
    /^a unit with a penalty of this law: it sets none of its own for (.+)$/,
    'um dispositivo com penalidade desta lei: ela não fixa penalidade própria para $1',
  ],
  [/^a unit the law punishes — it sets penalties only for: (.+)$/, 'um dispositivo que a lei pune — ela só fixa penalidades para: $1'],
  [/^(".*") \(its directory's name\)$/, '$1 (o nome da sua pasta)'],
  [/^a (GeoJSON|JSON) document at most (\d+) levels deep$/, 'um documento $1 com no máximo $2 níveis de aninhamento'],
  [
    /^a municipality whose law regulates delivery vehicles \(not applicable here\)$/,
    'um município cuja lei regula veículos de entrega (não se aplica aqui)',
  ],
  // The parser's own words may span lines ("…\"vm\n\" is not valid JSON"): `s`, or the phrase stayed English.
  [/^invalid JSON \((.*)\)$/s, 'JSON inválido ($1)'],
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
  // The distance written in English (6,865.7) read as pt-BR writes it (6.865,7).
  [/^(\[.+\]) \(([\d.,]+) km outside (.+)\)$/, (_m, at, km, where) => `${at} (${ptDigits(km)} km fora de ${where})`],
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
  // A place import's row outside the municipality (src/siting/import.ts), numbers as English writes them.
  [/^a place ([\d.,]+) m outside the boundary of (.+)$/, (_m, d, where) => `um local a ${ptDigits(d)} m fora do limite de ${where}`],
  [
    /^a place inside the municipality \(tolerance ([\d.,]+) m\)$/,
    (_m, d) => `um local dentro do município (tolerância de ${ptDigits(d)} m)`,
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
  // The licensing use cases' field errors (src/app/licensing*.ts, src/licensing/lifecycle.ts, upload.ts).
  [/^the validity end of (\S+) \(it expires\)$/, 'a data de fim da validade de $1 (o documento vence)'],
  [/^on or after validFrom \((\S+)\)$/, 'em ou após validFrom ($1)'],
  [/^on or after issuedOn \((\S+)\)$/, 'em ou após issuedOn ($1)'],
  [/^a date on or before today \((\S+)\): a survey already made$/, 'uma data até hoje ($1): um levantamento já feito'],
  [/^a year no later than the one after the list was received \((\S+)\)$/, 'um ano até o seguinte ao do recebimento da lista ($1)'],
  [/^the reason for rejecting the document$/, 'o motivo da recusa do documento'],
  [/^the grounds of an opinion that is not favourable$/, 'os fundamentos de um parecer que não é favorável'],
  [/^the grounds of the denial \(nothing is missing\)$/, 'os fundamentos do indeferimento (nada falta)'],
  [/^a licence issued through a licensing procedure$/, 'uma licença emitida por um procedimento de licenciamento'],
  [/^an active licence$/, 'uma licença ativa'],
  // A renewal does not lift a suspension (src/app/licensing-decision.ts, VdC art. 26 II).
  [
    /^an active licence \(a suspended one is renewed once reinstated\)$/,
    'uma licença ativa (a suspensa é renovada depois de restabelecida)',
  ],
  [/^a licence suspended$/, 'uma licença suspensa'],
  [/^a licence (\S+)$/, (_, s) => `uma licença ${statusName('licence', s, 'pt')}`],
  [/^a denial decision$/, 'uma decisão de indeferimento'],
  [
    /^an? (document|opinion|hold|case|licence-record|decision) (\S+)$/,
    (_, k, s) => `${ITEM_KIND_NAMES[k]?.pt ?? k} ${itemStatusName(k, s, 'pt')}`,
  ],
  [/^an? (document|opinion|hold|case|licence-record|decision)$/, (_, k) => ITEM_KIND_NAMES[k]?.pt ?? k],
  [/^a PDF, JPEG or PNG file$/, 'um arquivo PDF, JPEG ou PNG'],
  [/^a file that is not PDF, JPEG or PNG \(first bytes\)$/, 'um arquivo que não é PDF, JPEG nem PNG (pelos primeiros bytes)'],
  [/^(\S+) \(what the file is\)$/, '$1 (o que o arquivo é)'],
  [
    /^the law of this municipality provides no (\S+) \(sanctions: (.*)\)$/,
    (_, a, list) => `a lei deste município não prevê ${sanctionPt(a)} (sanções: ${list.split(', ').map(sanctionPt).join(', ')})`,
  ],
  [/^an act$/, 'um ato'],
  [/^nothing: the licensing officer decides this sanction here$/, 'nada: aqui quem decide esta sanção é o servidor do licenciamento'],
  [/^the kind of act, e\.g\. (.+)$/, 'o tipo do ato, p. ex. $1'],
  [/^the number of the act, e\.g\. (.+)$/, 'o número do ato, p. ex. $1'],
  [/^the date of the act, AAAA-MM-DD$/, 'a data do ato, AAAA-MM-DD'],
  [/^a date from the notice \((.+)\) to the decision recorded \((.+)\)$/, 'uma data da notificação ($1) até a decisão registrada ($2)'],
  [/^a date from the suspension \((.+)\) to the decision recorded \((.+)\)$/, 'uma data da suspensão ($1) até a decisão registrada ($2)'],
  [/^nothing: the licensing officer lifts this suspension here$/, 'nada: aqui quem levanta esta suspensão é o servidor do licenciamento'],
  [
    /^nothing: under the reading (\S+) = (\S+) the licensing officer lifts this suspension$/,
    'nada: pela interpretação $1 = $2 quem levanta esta suspensão é o servidor do licenciamento',
  ],
  [/^the act of the (.+), given when lifting it: (.+)$/, 'o ato do $1, informado ao levantá-la: $2'],
  [/^the act of the (.+), given when upholding the case: (.+)$/, 'o ato do $1, informado ao julgar o processo procedente: $2'],
  [
    /^a date the case may be decided on: the case is already (\S+)$/,
    (_, s) => `uma data em que o processo possa ser decidido: o processo já foi decidido (${statusName('due-process', s, 'pt')})`,
  ],
  [
    /^a date the case may be decided on: the defence term runs until (\S+) inclusive \(decision asked on (\S+)\)$/,
    'uma data em que o processo possa ser decidido: o prazo de defesa corre até $1, inclusive (decisão pedida em $2)',
  ],
  [
    /^the administration’s opinion \(parecer\) the (.+) followed: its reference or summary$/,
    'o parecer da administração que $1 seguiu: sua referência ou resumo',
  ],
  // The enforcement use cases' field errors and state conflicts (src/enforcement, src/app/closure-revocation.ts).
  [/^a unit of (.+) \(e\.g\. (\S+)\)$/, 'um dispositivo de $1 (p. ex. $2)'],
  [
    /^the establishment’s input document \(it has no application to take it from\)$/,
    'o documento de entrada do estabelecimento (ele não tem pedido de onde tomá-lo)',
  ],
  [/^the sha256 of a photo stored with POST \/api\/photos$/, 'o sha256 de uma foto guardada com POST /api/photos'],
  [
    /^a ground ordered by the inspector; this one follows from the notices \(issued with the notice that reaches it\)$/,
    'um fundamento determinado pelo fiscal; este decorre dos autos de infração (é emitido com o auto que o alcança)',
  ],
  [/^none: this law provides no closure order$/, 'nenhum: esta lei não prevê interdição'],
  [/^a dotted path of the input, e\.g\. (\S+)$/, 'um caminho da entrada com pontos, p. ex. $1'],
  [/^a rule on this establishment’s checklist$/, 'uma regra da lista de verificação deste estabelecimento'],
  [
    /^(\S+): the recorded facts make (.+) (\S+) \(record the facts that differ: (.*)\)$/,
    (_, r, cite, st, facts) =>
      `${r}: os fatos registrados tornam ${cite} ${FINDING_PT[st] ?? st} (registre os fatos que diferem: ${facts === 'none' ? 'nenhum' : facts})`,
  ],
  [/^the id of a closure order$/, 'o id de uma interdição'],
  [/^a closure under a law that provides revocation$/, 'uma interdição sob uma lei que prevê cassação'],
  [/^a closure under such a law$/, 'uma interdição sob uma lei que prevê cassação'],
  [/^an establishment without a closure in force$/, 'um estabelecimento sem interdição em vigor'],
  [/^an establishment with an alvará$/, 'um estabelecimento com alvará'],
  [/^on or before (\S+)$/, 'em ou antes de $1'],
  [/^due or none$/, 'due ou none'],
  [/^one of (.+)$/, 'um de $1'],
  // What a file, a form field or an argument of the CLI should have been (InputError.of's third
  // argument, written in English once): each read in Portuguese, as the CLI and the API's
  // Portuguese `detail` print it (test/pt-text.test.ts lists every literal one).
  [/^"FeatureCollection" with a features array$/, 'um "FeatureCollection" com uma lista features'],
  [
    /^KIND:QUANTITY:DESCRIPTION\[:PLATE\] with KIND container, vehicle or goods$/,
    'KIND:QUANTITY:DESCRIPTION[:PLATE], sendo KIND container (recipiente), vehicle (veículo) ou goods (mercadoria)',
  ],
  [/^at least one KIND:QUANTITY:DESCRIPTION\[:PLATE\]$/, 'pelo menos um KIND:QUANTITY:DESCRIPTION[:PLATE]'],
  [/^a \.zip with \.shp, \.shx, \.dbf \(and \.prj\)$/, 'um .zip com .shp, .shx, .dbf (e .prj)'],
  [/^a CSV with a header line$/, 'um CSV com uma linha de cabeçalho'],
  [/^a header row and at least one line$/, 'uma linha de cabeçalho e pelo menos uma linha de dados'],
  [/^a GeoJSON file$/, 'um arquivo GeoJSON'],
  [/^an ESRI shapefile$/, 'um shapefile ESRI'],
  [/^an \.xlsx spreadsheet \(or a CSV file\)$/, 'uma planilha .xlsx (ou um arquivo CSV)'],
  [/^a JSON results file$/, 'um arquivo JSON de resultados'],
  [/^a cell size between 0\.5 and 1000 metres$/, 'um tamanho de célula entre 0,5 e 1000 metros'],
  [/^a date on which at least one municipality’s law is in force$/, 'uma data em que a lei de pelo menos um município esteja em vigor'],
  [/^a location \[longitude, latitude\] or a municipality$/, 'uma localização [longitude, latitude] ou um município'],
  [
    /^a municipality whose law requires distributors’ yearly lists \(not applicable here\)$/,
    'um município cuja lei exige as relações anuais das distribuidoras (não se aplica aqui)',
  ],
  [/^a municipality with a place registry \(glp places import\)$/, 'um município com cadastro de locais (glp places import)'],
  [/^a name of (\d+) to (\d+) characters$/, 'um nome de $1 a $2 caracteres'],
  [/^a plate such as (\S+) \(Mercosul\) or (\S+)$/, 'uma placa como $1 (Mercosul) ou $2'],
  [/^a protocol such as (\S+)$/, 'um protocolo como $1'],
  [
    /^a valid CNPJ \(14 characters, numeric or alphanumeric, with its check digits\)$/,
    'um CNPJ válido (14 caracteres, numéricos ou alfanuméricos, com os dígitos verificadores)',
  ],
  [/^a year such as (\d+)$/, 'um ano como $1'],
  // The distributors' lists, the public sound check and complaints (law audit of 04/12/2026: these stayed English).
  [/^a year for which the law required a list \(in force since (\S+)\)$/, 'um ano em que a lei exigia a relação (em vigor desde $1)'],
  [/^representante or revendedor$/, 'representante ou revendedor'],
  [/^the company name \((\d+) to (\d+) characters\)$/, 'a razão social ($1 a $2 caracteres)'],
  [
    /^the CNPJ of the distributor company the account files lists for(?:: (.+))?$/,
    (_: string, rest?: string) => `o CNPJ da empresa distribuidora pela qual a conta envia as relações${rest ? `: ${phrasePt(rest)}` : ''}`,
  ],
  [/^nothing \(only an account with the role distributor carries a CNPJ\)$/, 'nada (só uma conta com o perfil distribuidora tem CNPJ)'],
  [/^a CNPJ not already listed \(it is on line (\d+)\)$/, 'um CNPJ ainda não listado (ele está na linha $1)'],
  [
    /^(?:a column|columns) (.+) too \(a list has the columns tipo — representante or revendedor —, cnpj and nome\)$/,
    (_m: string, cols: string) =>
      `${cols.includes(',') ? 'também as colunas' : 'também a coluna'} ${cols} (uma relação tem as colunas tipo — representante ou revendedor —, cnpj e nome)`,
  ],
  [/^a date on which (\S+) has a value \(the law in force\)$/, 'uma data em que $1 tenha valor (a lei em vigor)'],
  [/^an outlet of (\S+) \(this one is of (\S+)\)$/, 'um posto de $1 (este é de $2)'],
  [/^what was seen, (\d+) to (\d+) characters$/, 'o que foi visto, de $1 a $2 caracteres'],
  [/^(\d+) characters$/, '$1 caracteres'],
  [/^a point inside (\S+) \(it lies in (.+)\)$/, 'um ponto dentro de $1 (ele fica em $2)'],
  [/^a point inside (\S+)$/, 'um ponto dentro de $1'],
  [/^a point inside a municipality served here \((.+)\)$/, 'um ponto dentro de um município atendido aqui ($1)'],
  [
    /^a municipality whose law regulates the hours of sound advertising \(this law has no such rule: not applicable\)$/,
    'um município cuja lei regula os horários da propaganda sonora (esta lei não tem essa regra: não se aplica)',
  ],
  [/^a moment on which (\S+) is in force \((.*)\)$/s, 'um momento em que $1 esteja em vigor ($2)'],
  [
    /^(a real calendar date \()?dd\/mm\/aaaa HH:MM\[:SS\] or YYYY-MM-DDTHH:MM\[:SS\] \(local time of the municipality\), or with an offset, e\.g\. (.+), (.+) or (.+?)(\))?$/,
    (_m: string, real: string | undefined, a: string, b: string, c: string, close: string | undefined) =>
      `${real ? 'uma data que exista no calendário (' : ''}dd/mm/aaaa HH:MM[:SS] ou AAAA-MM-DDTHH:MM[:SS] (hora local do município), ou com fuso, p. ex. ${a}, ${b} ou ${c}${close ?? ''}`,
  ],
  [/^an establishment \(its facts are for re-evaluation\)$/, 'um estabelecimento (seus fatos servem à reavaliação)'],
  [/^each municipality in one directory only$/, 'cada município em um só diretório'],
  [/^export const pack = definePack\(\{ … \}\) \(or derivePack\)$/, 'export const pack = definePack({ … }) (ou derivePack)'],
  [/^the image, base64$/, 'a imagem, em base64'],
  [/^the source of the survey \(e\.g\. (.+)\)$/, 'a fonte do levantamento (por exemplo, $1)'],
  [/^what was seized, e\.g\. (.+)$/, 'o que foi apreendido, por exemplo, $1'],
];

/** A sanction id (CaseData.action) by its name; an unknown one as written. */
const sanctionPt = (id: string): string => sanctionName(id).pt;

/** A finding's status said of an article ("o art. 5º"), for the inspection checklist's refusal. */
const FINDING_PT: Readonly<Record<string, string>> = {
  satisfied: 'atendido',
  violated: 'descumprido',
  'not-applicable': 'não aplicável',
  'cannot-evaluate': 'não avaliável',
};

/** "not a fact of belem-pa's law: it belongs to the law of nova-odessa-sp" (validate.ts foreign). */
const FOREIGN = /not a (fact|term \((\w+)\)) of (\S+)'s law: it belongs to the law of (.+?)(\)?)$/;

function foreignPt(m: RegExpExecArray): string {
  const what = m[1] === 'fact' ? 'não é um fato' : `não é um termo (${m[2]})`;
  return `${what} da lei de ${m[3]}: pertence à lei de ${m[4]}${m[5]}`;
}

/** A number written plainly by the code ("1000000", "0.5") as pt-BR writes it ("1.000.000", "0,5"). */
function ptNumber(plain: string): string {
  return formatNumber(Number(plain), 'pt');
}

/** One of the validator's phrases in pt-BR; a phrase it does not know stays as written. */
/** A number as English writes it ("6,865.7") in pt-BR's separators ("6.865,7"). */
function ptDigits(en: string): string {
  return en.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'));
}

export function phrasePt(text: string): string {
  const foreign = FOREIGN.exec(text);
  if (foreign) {
    const before = text.slice(0, foreign.index);
    // "one of … ("x" is not a term …)": the term suffix of an expected list.
    const suffix = /^(.*) \((".*") is $/.exec(before);
    if (suffix) return `${phrasePt(suffix[1] as string)} (${suffix[2]} ${foreignPt(foreign)}`;
    return `${before}${foreignPt(foreign)}`;
  }
  for (const [re, pt] of PHRASES) if (re.test(text)) return typeof pt === 'string' ? text.replace(re, pt) : text.replace(re, pt);
  return text;
}
