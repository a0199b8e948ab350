/**
 * Vitória da Conquista — the readings of art. 2's two acts ("autorizar a construção e o
 * funcionamento"): who is asked for the construction authorisation (read by procedure.ts) and at
 * which act the requirements of the establishment in operation are judged (read by
 * rules/operating.ts). The law names neither: each is an interpretation parameter, named in the
 * checklist, the decision's grounds or the findings where it decides.
 */
import type { ParameterDef } from '../../../src/core/types.ts';
import { interpretation } from './common.ts';

/** The alternatives of construction-authorisation-scope (procedure.ts waives the stage under the first). */
export const CONSTRUCTION_FOR_POSTS_AND_DEPOTS = 'posts-and-depots';
/** The alternatives of operating-rules-stage (rules/operating.ts leaves them out of a construction application under the first). */
export const OPERATING_RULES_AT_ALVARA = 'alvara';

export const stageParameters: ParameterDef[] = [
  interpretation(
    'construction-authorisation-scope',
    'art2',
    {
      pt: 'De quem se pede a autorização para construção (art. 2º: "autorizar a construção e o funcionamento de postos … de depósitos … e de postos de revenda")',
      en: 'Who is asked for the construction authorisation (art. 2: "autorizar a construção e o funcionamento de postos … de depósitos … e de postos de revenda")',
    },
    [
      {
        value: CONSTRUCTION_FOR_POSTS_AND_DEPOTS,
        description: {
          pt: 'só de quem constrói posto ou depósito: a loja de outro ramo que revende GLP e a venda ambulante pedem o alvará sem ela',
          en: 'only of who builds a station, outlet or depot: a shop of another trade reselling GLP and a mobile sale ask for the alvará without it',
        },
      },
      {
        value: 'every-establishment',
        description: {
          pt: 'de todo estabelecimento da lei, também da loja de outro ramo que revende GLP e da venda ambulante',
          en: 'of every establishment of the law, a shop of another trade reselling GLP and a mobile sale too',
        },
      },
    ],
    'Art. 2 authorises "a construção e o funcionamento de postos de abastecimento de combustíveis, de serviços afins, de depósitos de distribuição e de postos de revenda de gás liquefeito": a business of another trade that resells GLP (art. 5 § 1º presupposes it) or a mobile sale builds none of them, and the law asks it for no construction authorisation in words; the other reading asks every establishment of art. 1 for both acts.',
  ),
  interpretation(
    'operating-rules-stage',
    'art13',
    {
      pt: 'Em que ato se julgam as exigências do estabelecimento em funcionamento (estoque, placas, extintores, outra atividade, vazios, recipientes: arts. 5º, 12 VI–VIII, 13 VI–X, 14, 15, 17 X)',
      en: 'At which act the requirements of the establishment in operation are judged (stock, signs, extinguishers, other activity, empties, containers: arts. 5, 12 VI–VIII, 13 VI–X, 14, 15, 17 X)',
    },
    [
      {
        value: OPERATING_RULES_AT_ALVARA,
        description: {
          pt: 'no alvará: o pedido de autorização para construção não as julga; a avaliação para o alvará as verifica',
          en: 'at the alvará: the application for the construction authorisation is not judged on them; the evaluation for the alvará checks them',
        },
      },
      {
        value: 'construction-and-alvara',
        description: {
          pt: 'nos dois atos: também o pedido de autorização para construção é julgado por elas (art. 13: "a construção obedecerá")',
          en: 'at both acts: the application for the construction authorisation is judged on them too (art. 13: "a construção obedecerá")',
        },
      },
    ],
    'Art. 13 lists signs, extinguishers, no other activity, the quantity stored and the empties apart (VI–X) among the conditions "a construção obedecerá" (so art. 12 VI–VIII "serão observadas" and art. 17 X "As construções … deverão obedecer"), and arts. 5, 14 and 15 govern the stock and how containers are kept and sold; none says at which of art. 2\'s two acts it is judged. Default: they bind the place built and in operation, checked by the evaluation for the alvará (made as a new establishment), not by the one for the construction, when nothing is stocked or equipped yet. Art. 19 I–IV ("antes de conceder o Alvará para funcionamento") and art. 5 § 2º (the stock above the quantity "definida no Alvará") are the alvará\'s by their words, under either reading.',
  ),
];
