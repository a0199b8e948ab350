/**
 * The problem JSON in the language the client asks for (issue 12: the web screens show the
 * API's refusals to a person reading Portuguese). The title of every problem type; the
 * request's field problems ("campo X: encontrado …; esperado …", field names kept as sent, the
 * phrases from the one table src/core/input/phrases-pt.ts, shared with the CLI); and the details
 * the API writes itself in English (routes, middleware: sign-in, permission, preconditions, rate
 * limits). The store's and the use cases' refusals are not here: they carry their words in both
 * languages (src/domain/errors.ts, docs/adr/0015). English stays the default, for programs;
 * `Accept-Language: pt` (or pt-BR) gives Portuguese. A detail the catalogue does not know is
 * left in English, never guessed. `errors[]` stays as it is: programs read its field, found
 * and expected.
 */
import { phrasePt } from '../core/input/phrases-pt.ts';
import type { Lang, Text } from '../core/types.ts';
import { roleNames } from '../domain/roles.ts';

/** "applicant, reviewer" as people name the roles ("requerente, analista"). */
const rolesPt = (ids: string | undefined): string => roleNames((ids ?? '').split(', ')).pt;

/** As problem.ts FieldProblem (which imports this catalogue, not the other way round). */
interface FieldProblem {
  field: string;
  found: string;
  expected: string;
}

/** Portuguese or English, whichever Accept-Language ranks higher; null when it names neither. */
function preferredLang(acceptLanguage: string | undefined): Lang | null {
  if (!acceptLanguage) return null;
  let best: { lang: Lang; q: number } | null = null;
  for (const part of acceptLanguage.slice(0, 500).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary !== 'pt' && primary !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    // Equal weights: the first listed wins, as the client ordered them.
    if (best === null || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? null;
}

/** The language of the answer: pt when Portuguese ranks above English in Accept-Language, else en. */
export function problemLang(acceptLanguage: string | undefined): Lang {
  return preferredLang(acceptLanguage) ?? 'en';
}

/**
 * The language of a document (a licence, a denial letter, a notice): pt-BR — the language of the
 * municipality's acts — unless English ranks above Portuguese in Accept-Language.
 */
export function documentLang(acceptLanguage: string | undefined): Lang {
  return preferredLang(acceptLanguage) ?? 'pt';
}

/** Portuguese titles, by problem type (problem.ts checks that every type has one). */
export const PT_TITLES = {
  'bad-request': 'Requisição inválida',
  'invalid-json': 'O corpo não é JSON válido',
  'invalid-parameter': 'Parâmetro inválido',
  'invalid-header': 'Cabeçalho inválido',
  unauthenticated: 'É preciso entrar',
  'invalid-credentials': 'Credenciais inválidas',
  forbidden: 'Acesso negado',
  'csrf-failed': 'Falha na verificação CSRF',
  'not-found': 'Não encontrado',
  'method-not-allowed': 'Método não permitido',
  'invalid-state': 'Conflito com a situação atual',
  conflict: 'Conflito',
  'idempotency-in-progress': 'Uma requisição com esta Idempotency-Key está em andamento',
  'precondition-failed': 'O registro mudou desde que você o leu',
  'body-too-large': 'Corpo da requisição grande demais',
  'unsupported-media-type': 'Tipo de conteúdo não suportado',
  'validation-failed': 'A requisição não é válida',
  'idempotency-key-reused': 'Idempotency-Key reutilizada com outra requisição',
  'precondition-required': 'If-Match obrigatório',
  'too-many-requests': 'Requisições demais',
  internal: 'Erro interno do servidor',
  unavailable: 'Serviço indisponível',
} as const;

/** "campo X: encontrado …; esperado …": the field as sent, the phrases from the one table (src/core/input/phrases-pt.ts). */
export function fieldPt(p: FieldProblem): string {
  return `campo ${p.field}: encontrado ${phrasePt(p.found)}; esperado ${phrasePt(p.expected)}`;
}

/** The details written elsewhere in English (routes, middleware), each with its Portuguese. */
const PT_DETAILS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Email or password not recognised\.$/, () => 'E-mail ou senha não reconhecidos.'],
  [/^(query\.\S+): this endpoint takes no query parameters$/, (m) => `${m[1]}: este endereço não aceita parâmetros de consulta`],
  [/^Too many sign-in attempts; retry in (\d+) s\.$/, (m) => `Tentativas de entrar demais; tente de novo em ${m[1]} s.`],
  [
    /^Too many requests from your address without signing in; retry in (\d+) s\.$/,
    (m) => `Requisições demais do seu endereço sem entrar; tente de novo em ${m[1]} s.`,
  ],
  [/^Too many complaints from your address; retry in (\d+) s\.$/, (m) => `Denúncias demais do seu endereço; tente de novo em ${m[1]} s.`],
  [/^Too many maps asked for; retry in (\d+) s\.$/, (m) => `Mapas pedidos demais; tente de novo em ${m[1]} s.`],
  [
    /^You already have (\d+) maps being computed; retry in (\d+) s\.$/,
    (m) => `Você já tem ${m[1]} mapas sendo calculados; tente de novo em ${m[2]} s.`,
  ],
  [
    /^Sign in \(session cookie\) or send Authorization: Bearer <token>\.$/,
    () => 'Entre com a sua conta (cookie de sessão) ou envie Authorization: Bearer <token>.',
  ],
  [/^The bearer token is unknown, expired or revoked\.$/, () => 'O token de acesso é desconhecido, expirou ou foi revogado.'],
  [/^Your roles \((.*)\) do not allow (.+)\.$/, (m) => `Os seus perfis (${rolesPt(m[1])}) não permitem ${m[2]}.`],
  [/^You act for (.+), not (.+)\.$/, (m) => `Você atua por ${m[1]}, não por ${m[2]}.`],
  [/^You cannot disable your own account\.$/, () => 'Você não pode desativar a sua própria conta.'],
  [/^No municipality (.+)\.$/, (m) => `Nenhum município ${m[1]}.`],
  [/^No law pack for municipality (.+)\.$/, (m) => `Nenhum pacote de lei para o município ${m[1]}.`],
  [/^No licence (\S+) in (.+)\.$/, (m) => `Nenhuma licença ${m[1]} em ${m[2]}.`],
  [/^No complaint with protocol (.+)\.$/, (m) => `Nenhuma denúncia com o protocolo ${m[1]}.`],
  [/^No endpoint (\S+) (\S+); see \/openapi\.json\.$/, (m) => `Nenhum endpoint ${m[1]} ${m[2]}; veja /openapi.json.`],
  [
    /^No OpenID Connect provider is configured \(GLP_OIDC_ISSUER\)\.$/,
    () => 'Nenhum provedor OpenID Connect está configurado (GLP_OIDC_ISSUER).',
  ],
  [/^A user with email (.+) exists\.$/, (m) => `Já existe um usuário com o e-mail ${m[1]}.`],
  [
    /^This update needs an If-Match header with the ETag you read/,
    () =>
      'Esta alteração precisa do cabeçalho If-Match com o ETag que você leu (p. ex. If-Match: "v3"), para não sobrescrever uma alteração feita nesse meio-tempo.',
  ],
  [
    /^Unsafe requests made with the session cookie need the X-CSRF-Token header/,
    () =>
      'Requisições que alteram dados feitas com o cookie de sessão precisam do cabeçalho X-CSRF-Token (o valor do cookie __Host-glp_csrf).',
  ],
  [
    /^(\d+) problem\(s\) in (.+); nothing was imported( \(the first (\d+) listed\))?\.$/,
    (m) => `${m[1]} problema(s) em ${m[2]}; nada foi importado${m[3] ? ` (listados os ${m[4]} primeiros)` : ''}.`,
  ],
  [/^This request needs a JSON body\.$/, () => 'Esta requisição precisa de um corpo JSON.'],
  [/^Send the body as JSON\.$/, () => 'Envie o corpo como JSON.'],
  [/^The body exceeds (\d+) bytes\.$/, (m) => `O corpo passa de ${m[1]} bytes.`],
  [
    /^The first request with this Idempotency-Key is still running; retry shortly\.$/,
    () => 'A primeira requisição com esta Idempotency-Key ainda está em andamento; tente de novo em instantes.',
  ],
  [
    /^This Idempotency-Key was already used for a different request; use a new key for a new request\.$/,
    () => 'Esta Idempotency-Key já foi usada para outra requisição; use uma chave nova para uma requisição nova.',
  ],
  [
    /^Something went wrong on our side\. Quote request id (\S+) when reporting it\.$/,
    (m) => `Algo deu errado do nosso lado. Informe o identificador de requisição ${m[1]} ao relatar.`,
  ],
  [
    /^The identity provider cannot be reached now; try again later\.$/,
    () => 'O provedor de identidade não responde agora; tente mais tarde.',
  ],
  [
    /^This sign-in did not start in this browser, or took too long; start again\.$/,
    () => 'Esta entrada não começou neste navegador, ou demorou demais; comece de novo.',
  ],
  [/^This sign-in expired or was already used; start again\.$/, () => 'Esta entrada expirou ou já foi usada; comece de novo.'],
  [
    /^You are signed in at the identity provider, but no active account here is linked to that identity\. Ask your administrator to link it\.$/,
    () =>
      'Você entrou no provedor de identidade, mas nenhuma conta ativa aqui está vinculada a essa identidade. Peça ao administrador que a vincule.',
  ],
];

/**
 * The detail in Portuguese: a request's field problems rebuilt from `errors` when the detail is
 * the one written from them (src/api/http.ts validateBody, InputError), else the catalogue's
 * sentence, else the detail as it was.
 */
export function detailPt(detail: string, errors: readonly FieldProblem[] | undefined): string {
  if (errors && errors.length > 0) {
    const en = (p: FieldProblem) => `${p.field}: found ${p.found}, expected ${p.expected}`;
    const first = errors[0] as FieldProblem;
    const more = errors.length - 1;
    if (detail === errors.map(en).join('; ')) return errors.map(fieldPt).join('; ');
    if (detail === `${en(first)} (and ${more} more)`) return `${fieldPt(first)} (e mais ${more})`;
    // Path and query parameters: the first problem only (http.ts validatePart).
    if (detail === en(first)) return fieldPt(first);
  }
  for (const [re, to] of PT_DETAILS) {
    const m = re.exec(detail);
    if (m) return to(m);
  }
  return detail;
}

/**
 * Title and detail of a problem in `lang`. A detail given in both languages (a use case's
 * refusal, docs/adr/0015) is said in `lang`; a string is English, as written, or put in
 * Portuguese by the catalogue above.
 */
export function localizeProblem(
  kind: keyof typeof PT_TITLES,
  title: string,
  detail: string | Text | undefined,
  errors: readonly FieldProblem[] | undefined,
  lang: Lang,
): { title: string; detail: string | undefined } {
  if (typeof detail === 'object') return { title: lang === 'en' ? title : PT_TITLES[kind], detail: detail[lang] };
  if (lang === 'en') return { title, detail };
  return { title: PT_TITLES[kind], detail: detail === undefined || detail === title ? undefined : detailPt(detail, errors) };
}
