/**
 * Salvador/BA — municipal law of 26 July 2011 on the bottling, storage, depot and sale of GLP.
 * Clean transcription of shared/laws/003_630bb4a1776aced9.txt, unit by unit (18 articles).
 * Units implemented by rules carry no classification (or a `rule` note): rules/ lists the
 * units each rule implements. Every other unit says how the product carries it.
 */
import type { Law } from '../../src/core/types.ts';

export const salvadorLaw: Law = {
  id: 'lei-2011-07-26',
  title:
    'Lei Municipal de Salvador de 26 de julho de 2011 (engarrafamento, armazenamento, depósito e comercialização de GLP), noticiada como Lei nº 8.053/2011',
  shortTitle: 'Lei de Salvador de 26/07/2011',
  number: null,
  numberNote:
    'Reported as Lei nº 8.053/2011, published in the Diário Oficial do Município of 27/07/2011 (shared/design/referenced-norms.md). ' +
    'The received text carries neither the number nor the publication: citations use the date of the act until the number is confirmed against the DOM.',
  date: '2011-07-26',
  inForceFrom: '2011-07-26',
  inForceNote:
    'Art. 18: in force on the date of publication. The received text is dated 26/07/2011 (signature); publication in the DOM of 27/07/2011 is reported but not in the text. ' +
    'Choice: inForceFrom = 26/07/2011, the only date the text carries. It also dates "existing at publication" (art. 2 § 1º) and the periods counted "a partir da publicação" ' +
    '(art. 1 § 1º: six months → 26/01/2012; art. 16: 180 days → last day 22/01/2012; art. 17: 90 days). If the DOM date is confirmed, move it here and every period follows by one day.',
  ementa:
    '(A ementa não consta do texto recebido.) Conteúdo: alvará para empresas de engarrafamento, armazenamento, depósito e comercialização de GLP; requisitos do TVL e do alvará; veículos e propaganda sonora; armazenamento; fiscalização e penalidades.',
  sourceFile: 'shared/laws/003_630bb4a1776aced9.txt',
  published:
    'Diário Oficial do Município de Salvador de 27/07/2011 (lei sancionada em 26/07/2011, referida como Lei nº 8.053/2011; o número não consta do texto recebido)',
  amendments: [],
  repeals: [],
  transcriptionNotes: [
    {
      unit: 'art3-par1',
      scan: '"deverão estar identificados como o nome da empresa distribuidora"',
      read: 'kept as written ("como o nome"); read as "com o nome"',
      why: "Evident typing slip in the source; the meaning (identified with the distributor's name) is not in doubt.",
    },
    {
      unit: 'art9',
      scan: '"Agência Brasileira de Normas Técnicas - ABNT"',
      read: 'kept as written',
      why: "The ABNT is the Associação Brasileira de Normas Técnicas; the law's naming does not change which norms are meant.",
    },
    {
      unit: 'art10',
      scan: '"posterior normalização que venha a atualizá-la"',
      read: 'kept as written (art. 2 § 2º says "normatização")',
      why: 'Same meaning in both articles: a later norm that updates or replaces NBR 15514.',
    },
    {
      unit: 'art15-par1',
      scan: '"50% (cinqüenta por cento)"',
      read: 'kept with the pre-2009 spelling "cinqüenta"',
      why: "Transcription keeps the law's spelling.",
    },
    {
      unit: 'art1',
      scan: 'preamble "O Prefeito Municipal do Salvador ... sanciono a seguinte Lei:" and signatures (João Henrique, Prefeito; secretaries)',
      read: 'not transcribed as units',
      why: "The enacting formula and the signatures are not normative units; the signature date (26/07/2011) is the law's date.",
    },
  ],
  units: [
    {
      id: 'art1',
      kind: 'article',
      article: '1',
      text: 'As novas empresas de engarrafamento, armazenamento, depósito e comercialização de Gás Liquefeito de Petróleo - GLP, que vierem a se instalar no Município de Salvador somente poderão exercer suas atividades após a expedição do Alvará específico para este fim.',
      classification: {
        kind: 'rule',
        note: 'Rule art1: an establishment in operation (an inspection, or no application) must hold the specific alvará in force; an application for it is not required to. Operating without it is the infraction of art. 15, I (parameter fine-art15-I).',
      },
    },
    {
      id: 'art1-par1',
      kind: 'paragraph',
      article: '1',
      paragraph: '1',
      text: 'As empresas que já estiverem em operação por ocasião da vigência desta Lei terão o prazo de 06 (seis) meses, a partir da sua publicação, para requerer a renovação do Alvará de Funcionamento, caso o vencimento seja superior ao prazo mencionado neste parágrafo.',
    },
    {
      id: 'art1-par2',
      kind: 'paragraph',
      article: '1',
      paragraph: '2',
      text: 'Para atendimento às exigências desta Lei, o Poder Executivo poderá firmar Convênios de Cooperação Técnica com Órgãos Públicos Estaduais e Federais.',
      classification: {
        kind: 'informative',
        note: 'Power of the Executive to sign technical cooperation agreements; no check on establishments.',
      },
    },
    {
      id: 'art2',
      kind: 'article',
      article: '2',
      text: 'Para obtenção do Termo de Viabilidade de Localização - TVL e Alvará, os estabelecimentos devem atender aos seguintes requisitos:',
    },
    {
      id: 'art2-I',
      kind: 'item',
      article: '2',
      item: 'I',
      text: 'apresentação do Alvará do Corpo de Bombeiros, após inspeção e aprovação, de acordo com a legislação vigente;',
    },
    {
      id: 'art2-II',
      kind: 'item',
      article: '2',
      item: 'II',
      text: 'apresentação de seguro contra terceiros, inclusive dos veículos que transportem e comercializem os botijões de GLP;',
    },
    {
      id: 'art2-III',
      kind: 'item',
      article: '2',
      item: 'III',
      text: 'estarem localizados em Zonas que permitam a comercialização e a quantidade requerida de GLP, conforme o Plano Diretor de Desenvolvimento Urbano - PDDU e a Lei de Ordenamento de Uso do Solo - LOUOS, respeitando-se a distância mínima de 400 (quatrocentos) metros entre os estabelecimentos;',
    },
    {
      id: 'art2-IV',
      kind: 'item',
      article: '2',
      item: 'IV',
      text: 'possuir balança aferida pelo IPEM/BA (Instituto de Pesos e Medidas da Bahia) para pesagem dos botijões, tabela de preços visível ao consumidor, talão de nota fiscal e possuir equipamento para emissão de nota fiscal eletrônica;',
    },
    {
      id: 'art2-V',
      kind: 'item',
      article: '2',
      item: 'V',
      text: 'guia do Imposto Predial e Territorial Urbano - IPTU, em exercício, devidamente quitada.',
    },
    {
      id: 'art2-par1',
      kind: 'paragraph',
      article: '2',
      paragraph: '1',
      text: 'As empresas já existentes quando da publicação desta Lei, instaladas legalmente, estarão isentas do cumprimento do disposto no inciso III.',
      classification: {
        kind: 'rule',
        note: 'Exception applied by the art. 2, III rules (zone and 400 m): establishment.startDate ≤ 26/07/2011 and establishment.legallyInstalled.',
      },
    },
    {
      id: 'art2-par2',
      kind: 'paragraph',
      article: '2',
      paragraph: '2',
      text: 'Para obtenção do Alvará o estabelecimento deverá observar e cumprir as distâncias de segurança fixadas na Norma ABNT NBR nº 15.514, adotadas pela Resolução ANP nº 5/2008 ou posterior normatização que venha atualizá-la ou substituí-la.',
    },
    {
      id: 'art3',
      kind: 'article',
      article: '3',
      text: 'Os veículos utilizados para o transporte do GLP comercializados pelas empresas que estiverem regularmente autorizados deverão estar adaptados, atendendo às normas específicas que regem a matéria.',
    },
    {
      id: 'art3-par1',
      kind: 'paragraph',
      article: '3',
      paragraph: '1',
      text: 'Os veículos das empresas revendedoras deverão estar identificados como o nome da empresa distribuidora, número da autorização emitida pela ANP e tabela de preços visíveis ao consumidor.',
    },
    {
      id: 'art3-par2',
      kind: 'paragraph',
      article: '3',
      paragraph: '2',
      text: 'Somente será permitido o transporte em motocicletas ou similares, quando adaptados e legalizados pelas normas vigentes, sendo indispensável o uso de side car.',
    },
    {
      id: 'art4',
      kind: 'article',
      article: '4',
      text: 'A propaganda sonora utilizada pelos veículos para a comercialização de GLP a domicílio, tais como músicas, sinos e similares, deverão atender às normas vigentes no que diz respeito ao sossego público e não podem ultrapassar os níveis de ruído permitido, ficando expressamente proibida utilização de buzina como meio de sinalização para venda do GLP.',
      classification: {
        kind: 'rule',
        note: 'Horn ban: rule art4-horn. Noise levels: rule art4-noise records the finding of the noise legislation in force (external; the limits are not in this law).',
      },
    },
    {
      id: 'art4-parU',
      kind: 'paragraph',
      article: '4',
      paragraph: 'único',
      text: 'A veiculação de propaganda sonora para a comercialização do GLP a domicílio será permitida entre 08h30min e 18h30min, de segunda a sexta-feira e aos sábados das 9h às 14h, ficando proibida a sonorização nos domingos e feriados.',
    },
    {
      id: 'art5',
      kind: 'article',
      article: '5',
      text: 'O transporte e a comercialização do GLP devem atender às normas estabelecidas pela Superintendência de Trânsito e Transporte do Salvador - TRANSALVADOR, estando os infratores sujeitos às penalidades previstas na legislação pertinente.',
      classification: {
        kind: 'external',
        norm: 'Normas da TRANSALVADOR (Superintendência de Trânsito e Transporte do Salvador) sobre transporte e comercialização de GLP',
        note: 'The TRANSALVADOR norms were not received; compliance is evidence from that body. A delivery vehicle in breach is the infraction of art. 15, II.',
      },
    },
    {
      id: 'art6',
      kind: 'article',
      article: '6',
      text: 'O armazenamento de botijões de GLP deverá ser realizado de acordo com as normas de segurança estabelecidas pelo Corpo de Bombeiros e pela Agência Nacional do Petróleo.',
      classification: {
        kind: 'external',
        norm: 'Normas de segurança do Corpo de Bombeiros Militar da Bahia e da ANP (Resolução ANP nº 51/2016, que revogou a nº 5/2008)',
        note: 'Evidence: the fire brigade licence (rule art2-I) and the ANP authorisation; the NBR 15514 distances the ANP adopts are checked by rules art2-par2 and art10.',
      },
    },
    {
      id: 'art6-parU',
      kind: 'paragraph',
      article: '6',
      paragraph: 'único',
      text: 'Consideram-se botijões os recipientes transportáveis de GLP com formato, dimensões e demais características estabelecidas pelas normas técnicas oficiais.',
      classification: {
        kind: 'informative',
        note: 'Definition: botijões are the portable GLP containers of the official technical norms (storage.containers, P2 to P190).',
      },
    },
    {
      id: 'art7',
      kind: 'article',
      article: '7',
      text: 'Os recipientes de GLP, cheios ou vazios, não podem ser colocados perto de portas, escadas ou locais normalmente destinados ao livre trânsito de pedestres ou de veículos.',
    },
    {
      id: 'art8',
      kind: 'article',
      article: '8',
      text: 'Junto às áreas de armazenamento e comercialização de GLP e veículo de entrega domiciliar, deverá haver placa com os seguintes dizeres: "PROIBIDO FUMAR" e "PERIGO - INFLAMÁVEL" em locais visíveis e em tamanhos e quantidades adequadas às respectivas dimensões, bem como informações claras ao consumidor dos preços nos termos da Lei nº 8.078/1990 (Código de Defesa do Consumidor).',
    },
    {
      id: 'art9',
      kind: 'article',
      article: '9',
      text: 'A fiação elétrica nas áreas de armazenamento deve ficar dentro de eletrodutos, em conformidade com as normas exigidas pela Agência Brasileira de Normas Técnicas - ABNT.',
    },
    {
      id: 'art10',
      kind: 'article',
      article: '10',
      text: 'As instalações para armazenamento de GLP devem obedecer a distância de segurança dos estabelecimentos de grande aglomeração, contida nas normas expedidas pela ANP, bem como na ABNT NBR nº 15.514 ou posterior normalização que venha a atualizá-la ou substituí-la.',
    },
    {
      id: 'art11',
      kind: 'article',
      article: '11',
      text: 'É vedado o armazenamento de GLP em instalações onde é realizado o comércio de outros produtos ou postos de revenda de combustível.',
    },
    {
      id: 'art12',
      kind: 'article',
      article: '12',
      text: 'Os estabelecimentos que deixarem de observar as normas para armazenamento e comercialização de GLP em condições de segurança estarão sujeitos à cassação temporária ou definitiva do Alvará de Funcionamento, sem prejuízo da aplicação de outras sanções civis e previstas na legislação pertinente.',
      classification: {
        kind: 'procedural',
        capability: 'enforcement',
        note: 'Temporary or definitive revocation of the alvará is decided by the enforcement workflow from violated safety findings.',
      },
    },
    {
      id: 'art13',
      kind: 'article',
      article: '13',
      text: 'São considerados como produtos perigosos, além do GLP, aqueles que sejam inflamáveis, em especial o álcool, artefatos de borracha e plástico, carvão, graxas, inseticidas, materiais lubrificantes, óleos combustíveis, pneus, produtos químicos, resinas, gomas, tintas e vernizes.',
      classification: {
        kind: 'informative',
        note: 'Definition of dangerous products; no article uses it. It backs the alternative reading "dangerous-products-art13" of art. 11 (parameter art11-other-products).',
      },
    },
    {
      id: 'art14',
      kind: 'article',
      article: '14',
      text: 'O Município efetuará a fiscalização das empresas de engarrafamento, armazenamento, depósito e comercialização de Gás Liquefeito de Petróleo - GLP devendo os fiscais lavrar, quando for o caso, as autuações necessárias e aplicar as punições previstas nesta Lei, sem prejuízo das demais sanções previstas em legislação específica, podendo, inclusive, apreender produtos e veículos.',
      classification: {
        kind: 'procedural',
        capability: 'inspection',
        note: 'Inspection, notices of infraction and seizures are carried by the inspection workflow.',
      },
    },
    {
      id: 'art15',
      kind: 'article',
      article: '15',
      text: 'As infrações às disposições desta Lei serão penalizadas da seguinte forma:',
      classification: {
        kind: 'procedural',
        capability: 'fines',
        note: 'Fine amounts are parameters fine-art15-I…V; parameter penalty-by-rule maps each rule to the item that punishes its violation and every violated finding names it.',
      },
    },
    {
      id: 'art15-I',
      kind: 'item',
      article: '15',
      item: 'I',
      text: 'manter em depósito, distribuir ou vender GLP sem Alvará: pena de apreensão dos produtos e do veículo e multa equivalente a R$ 500,00 (quinhentos reais);',
      classification: {
        kind: 'rule',
        note: 'Rule art1 finds keeping, distributing or selling GLP without an alvará; the penalty is parameter fine-art15-I (R$ 500,00) plus seizure of products and vehicle.',
      },
    },
    {
      id: 'art15-II',
      kind: 'item',
      article: '15',
      item: 'II',
      text: 'efetuar entrega a domicílio em veículo em desacordo com o art. 5º desta Lei e a legislação vigente: multa de R$ 300,00 (trezentos reais) e apreensão do veículo;',
      classification: { kind: 'procedural', capability: 'fines', note: 'Parameter fine-art15-II (R$ 300,00) plus seizure of the vehicle.' },
    },
    {
      id: 'art15-III',
      kind: 'item',
      article: '15',
      item: 'III',
      text: 'manter as instalações das áreas de armazenamento dos recipientes transportáveis de GLP em desacordo com o disposto nesta Lei: multa variável de R$ 100,00 (cem reais) a R$ 300,00 (trezentos reais);',
      classification: {
        kind: 'procedural',
        capability: 'fines',
        note: 'Parameter fine-art15-III (range R$ 100,00–300,00); the inspector fixes the amount within the range (fines.ts rejects amounts outside it).',
      },
    },
    {
      id: 'art15-IV',
      kind: 'item',
      article: '15',
      item: 'IV',
      text: 'não informar ao Município sobre o exercício de outras atividades cumulativas com as de revendedor de GLP: multa de R$ 300,00 (trezentos reais);',
      classification: {
        kind: 'rule',
        note: 'The duty to declare cumulative activities is checked by rule art15-IV; the fine is parameter fine-art15-IV (R$ 300,00).',
      },
    },
    {
      id: 'art15-V',
      kind: 'item',
      article: '15',
      item: 'V',
      text: 'descumprimento de qualquer inciso do art. 2º desta Lei: notificação; mantendo-se irregular, multa de R$ 100,00 (cem reais).',
      classification: {
        kind: 'procedural',
        capability: 'fines',
        note: 'Notification first; if still irregular, parameter fine-art15-V (R$ 100,00).',
      },
    },
    {
      id: 'art15-par1',
      kind: 'paragraph',
      article: '15',
      paragraph: '1',
      text: 'Nas infrações descritas no caput deste artigo, as multas serão acrescidas de 50% (cinqüenta por cento) a cada constatação de reincidência, persistindo a irregularidade, será interditado o estabelecimento, até que seja atendida a notificação, caso esta seja a 3ª (terceira) sobre a mesma irregularidade.',
      classification: {
        kind: 'rule',
        note: 'Rule art15-par1 (facts enforcement.interdictedOn, enforcement.irregularityRemedied): interdicted and the irregularity not remedied → violated, the interdiction lasting "até que seja atendida a notificação"; remedied → satisfied. Fines: parameters repeat-increase-percent (50 %), repeat-increase-mode (interpretation: linear on the base by default, or compound) and interdiction-at-notification (3rd); arithmetic in fines.ts.',
      },
    },
    {
      id: 'art15-par2',
      kind: 'paragraph',
      article: '15',
      paragraph: '2',
      text: 'Caso o estabelecimento esteja interditado e a irregularidade não seja sanada no prazo de 90 (noventa) dias, poderá ser cassado o Alvará, sempre respeitando o direito à ampla defesa e ao contraditório.',
      classification: {
        kind: 'rule',
        note: 'Rule art15-par2 (facts enforcement.interdictedOn, enforcement.irregularityRemedied): parameter revocation-after-interdiction-days (90), counted from the day after the interdiction; from day 91 the alvará may be revoked, with right of defence (a decision, not an automatic effect).',
      },
    },
    {
      id: 'art16',
      kind: 'article',
      article: '16',
      text: 'Os estabelecimentos que estiverem funcionando em locais em que a atividade não seja admitida pela legislação vigente, desde que autorizados pelo Executivo, terão prazo improrrogável de 180 (cento e oitenta) dias, a partir da data da publicação desta Lei, para a transferência, adequação ou encerramento das atividades.',
      classification: {
        kind: 'rule',
        note: "Transition (pack transitions): violations of art2-III-zone by establishments operating at publication with the Executive's authorisation are deferred until 22/01/2012 inclusive. How it combines with art. 2 § 1º is parameter art16-zone-activity.",
      },
    },
    {
      id: 'art17',
      kind: 'article',
      article: '17',
      text: 'O Chefe do Poder Executivo regulamentará esta Lei no prazo de 90 (noventa) dias, após sua publicação.',
      classification: { kind: 'informative', note: 'Duty of the Executive to regulate within 90 days; no regulating decree was received.' },
    },
    {
      id: 'art18',
      kind: 'article',
      article: '18',
      text: 'Esta Lei entra em vigor na data de sua publicação.',
      classification: { kind: 'informative', note: "Entry into force: the law's inForceFrom (26/07/2011; see inForceNote)." },
    },
  ],
};
