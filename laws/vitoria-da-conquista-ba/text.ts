/**
 * Vitória da Conquista/BA — Lei nº 709, de 25 de maio de 1993: postos de revenda de
 * combustíveis, serviços afins, distribuição e revenda de gás liquefeito.
 * Clean transcription of shared/laws/000_92229aeccaec6410.txt (an OCR scan), unit by unit.
 *
 * Editorial conventions: words in [brackets] are not in the scan at all and were supplied from
 * the context; every correction of what the scan shows is a TranscriptionNote below. Figures
 * keep the law's own notation ("12.00m", "1.200m²"); the words in parentheses confirm them.
 * Units implemented by rules carry no classification here (rules.ts lists the units they
 * implement); every other unit says how it is carried.
 */
import type { Law, LawUnit } from '../../src/core/types.ts';

const u = (id: string, text: string, classification?: LawUnit['classification']): LawUnit => {
  const m = /^art(\d+)(?:-par(\d+|U))?(?:-([IVX]+)(?:-([a-z]))?)?$/.exec(id);
  if (!m) throw new Error(`bad unit id ${id}`);
  const unit: LawUnit = {
    id,
    kind: m[4] ? 'letter' : m[3] ? 'item' : m[2] ? 'paragraph' : 'article',
    article: m[1] as string,
    text,
  };
  if (m[2]) unit.paragraph = m[2] === 'U' ? 'único' : m[2];
  if (m[3]) unit.item = m[3];
  if (m[4]) unit.letter = m[4];
  if (classification) unit.classification = classification;
  return unit;
};

export const vdcLaw: Law = {
  id: 'lei-709-1993',
  title:
    'Lei Municipal nº 709, de 25 de maio de 1993, de Vitória da Conquista (postos de combustíveis, serviços afins, distribuição e revenda de gás liquefeito)',
  shortTitle: 'Lei 709/1993',
  number: '709/1993',
  date: '1993-05-25',
  inForceFrom: '1993-05-25',
  inForceNote:
    'Art. 28: "entrará em vigor na data de sua publicação". The publication date is not in the received text; the date of the law (signed 25/05/1993 at the Gabinete do Prefeito) is taken as the publication date. If the official gazette shows a later date, inForceFrom and the art. 24 review deadline move with it.',
  ementa:
    'Dispõe sobre funcionamento de postos de revenda de combustíveis, serviços afins, distribuição e revenda de gás liquefeito e dá outras providências.',
  sourceFile: 'shared/laws/000_92229aeccaec6410.txt',
  published:
    'Prefeitura Municipal de Vitória da Conquista: Lei nº 709/93, sancionada no Gabinete do Prefeito em 25/05/1993 e em vigor na publicação (art. 28); transcrita de cópia digitalizada do original',
  amendments: [],
  repeals: ['Lei nº 602, de 24/10/1992', 'Lei nº 637, de 06/04/1992'],
  transcriptionNotes: [
    {
      unit: 'art1',
      scan: 'page furniture between the articles: "Pça JOAQUIM CORREIA,55 - FONE-PABX ... PMVC-VITÓRIA DA CONQUISTA - BA -BRASIL", "Prefeitura Municipal de Vitória da Conquista", "MOD. DIV Ol-1300", "LEI Nº 709/93", page numbers 02–14 and margin specks',
      read: 'omitted',
      why: 'Letterhead, form numbers and page numbers of the municipal paper, not text of the law. Applies to the whole transcription.',
    },
    {
      unit: 'art1',
      scan: 'diacritics largely missing or misread ("combustiveis", "gas", "serao", "atraves", "Distri- to"), "L"/"l" for "t" ("LesLada", "Lrês"), hyphenation at line ends',
      read: 'standard Portuguese spelling with diacritics; words rejoined across line breaks',
      why: 'OCR losses that do not change any word; corrections that change a word, a figure or a reference have their own note below. Applies to the whole transcription.',
    },
    {
      unit: 'art1',
      scan: '"Esta Lei por objetivo estabelecer normas referentes a instalação e func ionamentã” de postos de revend: de combustiveis ... re venda ce pas liquefeito"',
      read: '"Esta Lei tem por objetivo estabelecer normas referentes à instalação e funcionamento de postos de revenda de combustíveis ... revenda de gás liquefeito"',
      why: 'The verb "tem" is missing in the scan (the sentence has no verb without it); "func ionamentã”", "revend:" and "ce pas" are OCR damage of "funcionamento", "revenda" and "de gás".',
    },
    {
      unit: 'art2',
      scan: '"postos de revenda de pás liquefeito"; items marked "| —-", "1] -", "[II —-"',
      read: '"gás liquefeito"; items I, II, III',
      why: '"pás" is the scan\'s usual g/p confusion; the item marks are damaged roman numerals in sequence (art. 5 cites "item II" and "item III" of art. 2, confirming three items).',
    },
    {
      unit: 'art2-II',
      scan: '"situadas nas quadras que margeiam as avenidas:"',
      read: '"situadas nas quadras que margeiam as avenidas;"',
      why: 'A colon ends the item in the scan but no list follows; item III follows directly.',
    },
    {
      unit: 'art2-par1',
      scan: '"só sera permitida instalação de revenda de gas liquefeito quando / isto o interessado possua terreno remanescente com de / para / 02 / LEU Nº 709/93 / mínima de 6.00m (seis metros) e profundidade a criterio da Secretaria de Obras e Urbanismo."',
      read: '"quando para isto o interessado possua terreno remanescente com testada mínima de 6.00m (seis metros) e profundidade a critério da Secretaria de Obras e Urbanismo."',
      why: 'The paragraph runs over a page break: "para" is a displaced fragment of "para isto"; "com de ... mínima de 6.00m" lost the word "testada", reconstructed from the identical wording of art. 5 III (class C: "testada mínima de 6.00m (seis metros) e profundidade a critério da Secretaria de Obras e Urbanismo").',
    },
    {
      unit: 'art4',
      scan: 'the four items have no numerals ("postos de abastecimento e serviços afins, terreno com area minima de / 2 / 1.200m”", "comarea minima de 300.00m", "300. 00m?", "250.00m”")',
      read: 'items I to IV in the order of the scan; areas 1.200m², 300.00m², 300.00m², 250.00m²',
      why: 'The item marks are lost; roman numerals are supplied in order so each requirement can be cited. The stray "2" and "”"/"?" are the superscript of m²; the words in parentheses confirm each figure.',
    },
    {
      unit: 'art5',
      scan: '"classificados em três cateporias distintas identificados pelas leLras « >», € em cada qual deveras / observado, obrigatoriamente, a quantidades de botijoes"',
      read: '"classificados em três categorias distintas, identificadas pelas letras «A», «B» e «C», e em cada qual deverá ser observada, obrigatoriamente, a quantidade de botijões"',
      why: 'The letters inside the guillemets are unreadable; they are supplied from items I–III (CLASSE A, B, C). "deveras ... observado" and "quantidades" are read as "deverá ser observada" and "quantidade" (agreement with "quantidade").',
    },
    {
      unit: 'art5-I',
      scan: '"CLASSE A - caracterizada pela de- finição do item II, do art. 2º"',
      read: '"caracterizada pela definição do item II, do art. 2º" (kept as read)',
      why: 'Kept as read, but the scan is uncertain here: class A is tied to zone II only while class B (item II of art. 5) reads "itens I e II" and class C reads "item III". A reading "item I" for class A cannot be excluded from the scan. The zones of each class are parameters (class-a-zone-items, class-b-zone-items, class-c-zone-items) so a corrected reading changes data, not code.',
    },
    {
      unit: 'art5-II',
      scan: '"11 — CLASSE B — caracterizada pela de- finição dos ítens 1 e 11, do art. 2º"',
      read: '"II — CLASSE B — caracterizada pela definição dos itens I e II, do art. 2º" (kept as read)',
      why: 'The scan renders roman I as "1" and II as "11" throughout. Kept as read ("itens I e II"); the scan is uncertain for the same reason as class A (see the note on art5-I).',
    },
    {
      unit: 'art5-III',
      scan: '"Nesta, será permitido o armazena- mento de 80 botijões entre entre cheios e vazios."',
      read: '"Nesta, será permitido o armazenamento de 80 botijões entre cheios e vazios."',
      why: '"entre entre" is a duplicated word. Unlike classes A and B the text has no "até"; 80 is read as the maximum, like the other classes (parameter class-c-max-containers).',
    },
    {
      unit: 'art5-par1',
      scan: '"81º — Nao será permitida revenda de gás liquefeito em:"; items marked "[ —", "—", "-", "—-", "—", "-"',
      read: '"§ 1º — Não será permitida revenda de gás liquefeito em:"; items I to VI',
      why: '"81º" is the scan\'s rendering of "§ 1º" (the "§" sign is read as "8" or "$" throughout). The items have no numerals in the scan; roman numerals are supplied in order.',
    },
    {
      unit: 'art5-par1-II',
      scan: '"— cubas de malerial de construção, serrarias, serralharias, deposi tos destinados a sucatas"',
      read: '"casas de material de construção, serrarias, serralharias, depósitos destinados a sucatas de qualquer espécie;"',
      why: '"cubas" makes no sense before "de material de construção"; read as "casas" (same letter shapes; uncertain — "lojas" is also possible, with the same meaning). "malerial" is the scan\'s t/l confusion.',
    },
    {
      unit: 'art5-par2',
      scan: '"$ 2º — tim nenhuma revenda das categorias enumeradas nos incisos de | a Ill desse artigo será permiLi- do ou tolerado o armazenamento de bolijoes"',
      read: '"§ 2º — Em nenhuma revenda das categorias enumeradas nos incisos de I a III desse artigo será permitido ou tolerado o armazenamento de botijões"',
      why: '"tim" is OCR damage of "Em"; "| a Ill" is "I a III"; "L"/"l" stand for "t".',
    },
    {
      unit: 'art5-par3',
      scan: '"$ 2º —- O Alvara de Autorização deve es- pecificar o tipo de revenda e a quantidade de botijões permi tida."',
      read: '§ 3º',
      why: 'The scan shows "§ 2º" a second time between § 2º and § 4º; the paragraphs are numbered in sequence, so this one is § 3º.',
    },
    {
      unit: 'art5-par4',
      scan: '"8 4º —- Não será permitida a colocação de o A botijões no passeio"',
      read: '"§ 4º — Não será permitida a colocação de botijões no passeio"',
      why: '"8 4º" is "§ 4º" (the scan reads "§" as "8"); "o A" is margin noise.',
    },
    {
      unit: 'art6',
      scan: '"ART. 6º — Us depósitos de combustíveis ou o de gás liquefeito para se instalarem,necessitarão ... profundida o de de 100.00m"',
      read: '"Os depósitos de combustíveis ou de gás liquefeito, para se instalarem, necessitarão ... profundidade de 100.00m"',
      why: '"Us" is "Os"; the stray "o" are margin marks. "profundidade de 100.00m" has no "mínima": read as a minimum (parameter depot-depth-reading).',
    },
    {
      unit: 'art7',
      scan: '"ART. / 41º — As edificações dos postos ... de gas liquereito terão recuo minimo de 5.00m"',
      read: '"Art. 7º — As edificações dos postos de abastecimento de combustíveis, de serviços afins ou de gás liquefeito terão recuo mínimo de 5.00m (cinco metros)."',
      why: '"41º" is OCR damage of "7º" (the article sits between art. 6 and art. 8); "liquereito" is "liquefeito".',
    },
    {
      unit: 'art8',
      scan: '"poderao Ler nas suas dependencias Lanchone te, restaurente e dormitório"; items "| —", "II", "[11", "IV"',
      read: '"poderão ter nas suas dependências lanchonete, restaurante e dormitório"; items I to IV',
      why: '"L" stands for "t" throughout the scan; "[11" is III.',
    },
    {
      unit: 'art8-III',
      scan: '"em área do prédio que permi la o seu isolamento do com junto a uma distância de 15.00m"',
      read: '"em área do prédio que permita o seu isolamento do conjunto a uma distância de 15.00m (quinze metros)"',
      why: 'OCR damage. The distance has no "mínima" (item II has): read as a minimum (parameter art8-III-distance-reading).',
    },
    {
      unit: 'art9-parU',
      scan: '"toda Frente do terreno ... nao uli lizadas para acesso, sera limitada por murela baixa."',
      read: '"Toda frente do terreno ... não utilizadas para acesso, será limitada por mureta baixa."',
      why: '"uli lizadas" and "murela" are the scan\'s t/l confusion ("utilizadas", "mureta"). The plural "utilizadas" is kept as in the scan.',
    },
    {
      unit: 'art10',
      scan: '"ART. 10 — los postos de abastecimento e de serviços afins devem ser observados:"',
      read: '"Nos postos de abastecimento e de serviços afins devem ser observados:"',
      why: '"los" is OCR damage of "Nos" (the sentence needs the preposition).',
    },
    {
      unit: 'art10-I',
      scan: '"E - duplo acesso com largura RD; / ... / cada um de 3.00m (três metros);"',
      read: '"duplo acesso com largura [ilegível: “RD”], cada um de 3.00m (três metros);"',
      why: 'The word after "largura" is unreadable ("RD"); it is most likely "mínima", as in item II ("acesso único com largura mínima de 6.00m"). The rule reads each access as at least 3 m (parameter art10-I-width-reading). "E" is the item mark I; the item runs over a page break.',
    },
    {
      unit: 'art10-II',
      scan: '"Li — ace » Único com largura mínima de 6.00m"',
      read: '"acesso único com largura mínima de 6.00m (seis metros);"',
      why: 'OCR damage of "II — acesso único".',
    },
    {
      unit: 'art10-III',
      scan: '"[11 — não rebaixamento de meio fio das esquinas a uma distância de 5.00m a tcinco metros) a partir de cada qual;"',
      read: '"não rebaixamento de meio-fio das esquinas a uma distância de 5.00m (cinco metros) a partir de cada qual;"',
      why: '"[11" is III; "a tcinco" is the opening parenthesis of "(cinco".',
    },
    {
      unit: 'art10-par1',
      scan: '"serao dotados de um vestl ia rio, um banheiro sanitario para empregados e um sanitário pa ra uso geral."',
      read: '"serão dotados de um vestiário, um banheiro sanitário para empregados e um sanitário para uso geral."',
      why: 'OCR damage ("vestl ia rio").',
    },
    {
      unit: 'art11',
      scan: '"para evitar dispersao de poeira, agua ou substancia oleo" (line ends; the next line is the parágrafo único)',
      read: '"para evitar dispersão de poeira, água ou substância oleosa."',
      why: 'The last word is cut at the line end; "oleosa" completes "substância oleo-".',
    },
    {
      unit: 'art11-parU-I',
      scan: 'page 07 begins "paredes revestidas à altura míni- ma de 2.50m (dois melros e cin- quenta centímetros)" with no item mark; then "LI -" and "III —"',
      read: 'item I: "paredes revestidas à altura mínima de 2.50m (dois metros e cinquenta centímetros) com material impermeável, liso e resistente a frequentes lavagens;"',
      why: 'The mark of item I was lost at the page break; "LI" is II and "III" follows, so the first item is I.',
    },
    {
      unit: 'art11-parU-II',
      scan: '"recuados pelo menos 5.00m (cinco metros) do alinhamento da rua e 3.00m (Lrês metros) das diversas la- terais"',
      read: '"recuados pelo menos 5.00m (cinco metros) do alinhamento da rua e 3.00m (três metros) das diversas laterais do terreno"',
      why: '"Lrês" is "três" (t/L confusion).',
    },
    {
      unit: 'art12-I',
      scan: '"LI — compartimento edificado especial- mente para deposito do GLP"',
      read: 'item I',
      why: '"LI" follows the caput directly and "II" follows it: it is item I.',
    },
    {
      unit: 'art12-II',
      scan: '"II — siluaçao deste compartimento no nível do Solo com laterais em a- berto com ou sem coberturas"',
      read: '"situação deste compartimento no nível do solo com laterais em aberto, com ou sem cobertura;"',
      why: '"siluaçao" is "situação"; the final "s" of "coberturas" is read as noise (the item ends without punctuation at the foot of the column).',
    },
    {
      unit: 'art12-IV',
      scan: 'page 07 ends "IV — piso em areia, cascalho, pedrisco, brita, tLabuas, tacos, bloquete:"; page 08 continues, after the item marks "Vv- VI — VII — VNIIL =" listed apart, with "borracha, em material sintetico ou cimento;"',
      read: '"piso em areia, cascalho, pedrisco, brita, tábuas, tacos, bloquetes em borracha, em material sintético ou cimento;"',
      why: 'The item runs over the page break. On page 08 the OCR separated the item marks (V–VIII) from their texts; the first text fragment continues item IV. "bloquetes em borracha" follows the wording of art. 13 III ("bloquetes em borracha").',
    },
    {
      unit: 'art12-V',
      scan: '"não possuir no piso canaletas ou rebaixos nem pavimentação acima vou abaixo do nivel da area;"',
      read: '"não possuir no piso canaletas ou rebaixos nem pavimentação acima ou abaixo do nível da área;"',
      why: 'Second text fragment of page 08, matched to the mark "V"; "vou" is "ou".',
    },
    {
      unit: 'art12-VI',
      scan: '"dizeres PROIBIDO / PERIGO INFLAMÁVEL / placas com FUMAR"',
      read: '"placas com os dizeres PROIBIDO FUMAR e PERIGO INFLAMÁVEL;"',
      why: 'The OCR scrambled the lines of a sign-like layout; reordered into the wording of art. 13 VI and art. 17 X ("placas com dizeres: PROIBIDO FUMAR e PERIGO INFLAMÁVEL"). "os" and "e" are supplied.',
    },
    {
      unit: 'art12-VII',
      scan: '"armazenamento de botijoes na for ma da classificaçao do art. 4º, desta Lei;"',
      read: '"armazenamento de botijões na forma da classificação do art. 4º, desta Lei;" (kept as read)',
      why: 'The classification of GLP outlets (classes A, B, C) is in art. 5, not art. 4 (which sets fuel-station lot areas). The reference is kept as the law states it; the rule applies the classification of art. 5.',
    },
    {
      unit: 'art12-VIII',
      scan: '"VNIIL =" (mark) and "possuir nas inslalaçõoes dois ex- tintores em po quimico com capa- cidade de 4 quilos cada."',
      read: 'item VIII: "possuir nas instalações dois extintores em pó químico com capacidade de 4 quilos cada."',
      why: 'Fourth text fragment of page 08, matched to the mark "VIII".',
    },
    {
      unit: 'art13',
      scan: '"ART. 13 / clusivamente a revenda de / 11 / IV / ... / gás liquefe / ... / - Quando o posto se destinar / ex / ito a construção obede / cera as seguintes condiçoes:"',
      read: '"Quando o posto se destinar exclusivamente à revenda de gás liquefeito, a construção obedecerá às seguintes condições:"',
      why: 'The caput is scattered over the page by the OCR; its fragments ("Quando o posto se destinar", "ex", "clusivamente a revenda de", "gás liquefe", "ito a construção obede", "cera as seguintes condiçoes") are put back in order.',
    },
    {
      unit: 'art13-I',
      scan: '"todo seu perimetro / muro cem com / altura de 2.00m (dois metros) e / portao de acesso com largura de / 8.00m (cinco metros);" (no item mark)',
      read: '"[cercar] todo seu perímetro com muro com altura de 2.00m (dois metros) e portão de acesso com largura de 5.00m (cinco metros);"',
      why: 'The first word of the item is lost with its mark; "[cercar]" is supplied (the fragments say the whole perimeter gets a wall 2 m high). "8.00m (cinco metros)" is 5 m: the words say five and the scan confuses 5 and 8 elsewhere. Neither figure has "mínima": both are read as minimums (parameter art13-I-reading).',
    },
    {
      unit: 'art13-II',
      scan: '"instalar o recipiente para depo- sito dos botijões no nivel do so lo com as laterais abertas" (mark shown as "11" in the caput fragments)',
      read: 'item II',
      why: 'The marks "11" (II) and "IV" were printed beside the caput fragments; the items follow in order I–X, with VII–X marked in the scan.',
    },
    {
      unit: 'art13-IV',
      scan: '"localização do recipiente a 5.00m / (cinco metros) da entrada princi / H / pal a dois meLros, no minimo / é / das construções vizinhas;"',
      read: '"localização do recipiente a 5.00m (cinco metros) da entrada principal [e] a dois metros, no mínimo, das construções vizinhas;"',
      why: 'The conjunction between the two distances is missing and supplied as "[e]"; "H" and "é" are margin noise. The 5 m has no "mínimo" of its own: read as a minimum (parameter art13-IV-entrance-reading).',
    },
    {
      unit: 'art13-VI',
      scan: '"possuir placas de segurança com os dizeres: PROLBIDO FUMAR e Pl- KIGO INELAMÁVEL ;"',
      read: '"possuir placas de segurança com os dizeres: PROIBIDO FUMAR e PERIGO INFLAMÁVEL;"',
      why: 'OCR damage of the capitals.',
    },
    {
      unit: 'art13-VII',
      scan: '"VII - po / incendio em po quimico, com capa / suir dois extintores contra / cidade de 4.00 quilos cada qual;"',
      read: '"possuir dois extintores contra incêndio em pó químico, com capacidade de 4.00 quilos cada qual;"',
      why: 'The OCR interleaved two lines; reordered.',
    },
    {
      unit: 'art13-VIII',
      scan: '"VIII — não descrvolver oulra aLividade no local excelo peças de reposição de / de boli joes;"',
      read: '"não desenvolver outra atividade no local, exceto peças de reposição de botijões;"',
      why: 'OCR damage; "de de" is a duplicated word across the line break.',
    },
    {
      unit: 'art13-IX',
      scan: '"IX — armazenamento de boLijoes na quan (a) Lidade conslante da classe que se enquadra a revenda e na forma do urt. 4º desta Lei;"',
      read: '"armazenamento de botijões na quantidade constante da classe que se enquadra a revenda e na forma do art. 4º desta Lei;" (reference kept as read)',
      why: '"urt." is "art."; as in art. 12 VII, the classification referred to is the one of art. 5, not art. 4; kept as stated, applied as art. 5.',
    },
    {
      unit: 'art13-X',
      scan: '"X — armazenamento de boLijoes vazios a uma distancia minima dos cheios;"',
      read: '"armazenamento de botijões vazios a uma distância mínima dos cheios;"',
      why: 'The law gives no figure for the minimum distance: a qualitative check for the inspector (parameters empties-distance-basis, empties-min-distance).',
    },
    {
      unit: 'art14',
      scan: '"Os recipientes de gas lique- feito de petrolco ... perto de portas, escadas, ou locais normalmente desLinados"',
      read: '"Os recipientes de gás liquefeito de petróleo ... perto de portas, escadas ou locais normalmente destinados"',
      why: 'OCR damage ("petrolco", "desLinados").',
    },
    {
      unit: 'art15',
      scan: '"colocação de re- Cipicnles cheios ou vazios em logradouros publicos, como ruas, culçadas ou praças."',
      read: '"colocação de recipientes cheios ou vazios em logradouros públicos, como ruas, calçadas ou praças."',
      why: 'OCR damage.',
    },
    {
      unit: 'art16',
      scan: '"As áreas de armazenamento dé recipientes Lransportáveis de gás liquefeito de petróleo à utilizados ... a uma distância de no mínimo 2.000m (dois mil metros)"',
      read: '"As áreas de armazenamento de recipientes transportáveis de gás liquefeito de petróleo utilizados ... a uma distância de, no mínimo, 2.000m (dois mil metros)"',
      why: 'The stray "à" is margin noise. Unlike "300.00m" elsewhere, "2.000m" uses the point as thousands separator: the words "dois mil metros" confirm 2000 m.',
    },
    {
      unit: 'art17',
      scan: '"ARE. 17 / o to se / diçoes de: / a I / ... / IV / vi / VIIt / 1X / ... / construçoes destinadas a deposi / combustiveis ou gas liquefeito deverao obedecer as con"',
      read: '"As construções destinadas a depósitos de combustíveis ou gás liquefeito deverão obedecer às condições de:"; items I to X',
      why: 'The caput is scattered by the OCR ("o to se" is the damaged "de- pósito de"); the item marks are damaged or lost ("a I", "IV", "vi", "VIIt", "1X"; "X" is clear): ten items follow in order, numbered I to X.',
    },
    {
      unit: 'art17-I',
      scan: '"situar-se no local do deposito no nivel do solo com cobertura sobre os Lolijoes"',
      read: '"situar-se o local do depósito no nível do solo, com cobertura sobre os botijões e com as laterais inteiramente abertas;"',
      why: '"no local" is read "o local" (subject of "situar-se"); "Lolijoes" is "botijões".',
    },
    {
      unit: 'art17-II',
      scan: '"fiação eletrica a distancia de 3.00m (três metros) do limite externo da area embutida em eletrodutos"',
      read: '"fiação elétrica a distância de 3.00m (três metros) do limite externo da área, embutida em eletrodutos e com interruptores blindados;"',
      why: 'Comma supplied. The 3 m has no "mínima": read as a minimum (parameter art17-II-wiring-reading).',
    },
    {
      unit: 'art17-III',
      scan: '"7.00m (sete mne- tros) do alinhamento do meio Tio;"',
      read: '"7.00m (sete metros) do alinhamento do meio-fio;"',
      why: 'OCR damage ("mne-tros", "meio Tio").',
    },
    {
      unit: 'art17-IV',
      scan: '"situar-se pelo menos LO.00m (dez me tros)"',
      read: '"situar-se a pelo menos 10.00m (dez metros)"',
      why: '"LO.00m" is "10.00m" (the words say "dez metros"); "a" supplied as in art. 12 III ("a pelo menos 10.00m").',
    },
    {
      unit: 'art17-VI',
      scan: '"distar, pelo menos a 100.00m (cem me tros de locais de grande aglomeração de / de / pessoas;"',
      read: '"distar, pelo menos, 100.00m (cem metros) de locais de grande aglomeração de pessoas;"',
      why: 'The closing parenthesis is missing and "de" is duplicated over the line break.',
    },
    {
      unit: 'art17-VII',
      scan: '"possuir piso plano e construido de / ia, cascalho, pedrisco, brita ; / cimento ou asfal Lu;"',
      read: '"possuir piso plano e construído de areia, cascalho, pedrisco, brita, cimento ou asfalto;"',
      why: '"ia" is the end of "areia" (its beginning is lost at the margin); "asfal Lu" is "asfalto".',
    },
    {
      unit: 'art17-VIII',
      scan: '"não possuir, no piso, canaletas, re baixos ou similares, bem como não pos- sutr pavimentaçao no nivel da area;"',
      read: '"não possuir, no piso, canaletas, rebaixos ou similares, bem como não possuir pavimentação no nível da área;" (kept as read)',
      why: 'As read, the end forbids pavement "at" the level of the area, which contradicts the flat floor of item VII; the parallel art. 12 V forbids pavement "acima ou abaixo do nível da área", and words were probably lost. The text is kept as read; the rule applies the art. 12 V reading (floor flat, no channels or recesses, no pavement above or below the area).',
    },
    {
      unit: 'art17-IX',
      scan: '"delimitada por / AR / area do deposito sera / mit ou cerca de arame;"',
      read: '"a área do depósito será delimitada por muro ou cerca de arame;"',
      why: 'Lines interleaved by the OCR; "mit" is read as "muro" (the alternative to "cerca de arame").',
    },
    {
      unit: 'art17-X',
      scan: '"possuir placas com dizeres: PROIBI DO FUMAK e PERIGO INELAMÁVEL e ter entre quaLlro a seis exLintores con tra incêndio, de material químico cm po."',
      read: '"possuir placas com dizeres: PROIBIDO FUMAR e PERIGO INFLAMÁVEL e ter entre quatro a seis extintores contra incêndio, de material químico em pó."',
      why: 'OCR damage of capitals and t/L confusion.',
    },
    {
      unit: 'art18',
      scan: '"Os depositos de combustiveis serao instalados a 500.00m (quinhentos metros) do perimetro urba- no"',
      read: '"Os depósitos de combustíveis serão instalados a 500.00m (quinhentos metros) do perímetro urbano"',
      why: 'No "mínimo" in the text: "a 500 m" is read as at least 500 m (parameter art18-distance-reading).',
    },
    {
      unit: 'art19',
      scan: 'items marked "-", "- SecreLaria", "—- Secretaria", "IV —"',
      read: 'items I to IV',
      why: 'The first three item marks are lost; "IV" is clear, so the items are I–IV in order.',
    },
    {
      unit: 'art19-I',
      scan: '"Secretaria de Ubras e Urbanismo so bre o aspecto estético da edifica- são ... e também quanto a sua estruturas;"',
      read: '"Secretaria de Obras e Urbanismo sobre o aspecto estético da edificação e a sua localização na zona definida no Plano Diretor e também quanto à sua estrutura;"',
      why: '"Ubras" is "Obras"; "estruturas" is read "estrutura" (agreement with "sua").',
    },
    {
      unit: 'art20',
      scan: '"Não será permitido construção e fi nanciamento de posto de abastecimento ... minimo de 100. 00m? (cem E quadrados)."',
      read: '"Não será permitida construção e funcionamento de posto de abastecimento ... mínimo de 100.00m² (cem metros quadrados)."',
      why: '"financiamento" (financing) makes no sense for a municipal permission and is read as "funcionamento", the pair used by arts. 1 and 2 ("construção e funcionamento"); uncertain. "E" is "metros"; "?" is the superscript of m².',
    },
    {
      unit: 'art21',
      scan: 'items I and II have no marks ("ruas com largura inferior...", "distância igual ou inferior a 100.00m..."); item III reads "[IT -—"',
      read: 'items I, II, III',
      why: 'Marks supplied in order; "[IT" is III.',
    },
    {
      unit: 'art21-II',
      scan: '"distância igual ou inferior a 100.00m (cem metros) da LesLada do terreno no qual seja edificado escola, cre che, hospital ou casa de saúde e agremiações recreativas ou cultu- rais;"',
      read: '"distância igual ou inferior a 100.00m (cem metros) da testada do terreno no qual seja edificado escola, creche, hospital ou casa de saúde e agremiações recreativas ou culturais;"',
      why: '"LesLada" is "testada" (t/L confusion).',
    },
    {
      unit: 'art22',
      scan: '"a uma distância igual ou inferior a 300.00 m (trezentos melros)."',
      read: '"a uma distância igual ou inferior a 300.00m (trezentos metros)."',
      why: '"melros" is "metros".',
    },
    {
      unit: 'art23-II',
      scan: '"II - distância igual ou inferior a 100.00n (cem metros) de depósito de combus tíveis ou explosivos."',
      read: '"distância igual ou inferior a 100.00m (cem metros) de depósito de combustíveis ou explosivos."',
      why: '"100.00n" is "100.00m".',
    },
    {
      unit: 'art24',
      scan: '"no prazo maximo de oU (sessenta) dias da publicação"',
      read: '"no prazo máximo de 60 (sessenta) dias da publicação"',
      why: '"oU" is "60" (the words say "sessenta").',
    },
    {
      unit: 'art25',
      scan: 'items "| —-", "[1 —", "LIT —-"; "alo que permitir a revenda para o vas liquefeito"; "vasilhamens usa dos"',
      read: 'items I, II, III; "ato que permitir a revenda para o gás liquefeito"; "vasilhames usados"',
      why: 'Damaged marks in sequence; "alo" is "ato", "vas" is "gás", "vasilhamens" is "vasilhames".',
    },
    {
      unit: 'art26',
      scan: '"Constatada irregularidade na reven da de gas liquefeito permitirá a Administração Municipal:"',
      read: '"Constatada irregularidade na revenda de gás liquefeito, permitirá a Administração Municipal:" (kept as read)',
      why: 'The construction is unusual ("permitirá" where "poderá" would be expected) but readable; kept, with a comma supplied.',
    },
    {
      unit: 'art26-I-c',
      scan: '"Cc) transportados e comercializados em veiculos estranhos aos das em presas distribuidoras;"',
      read: 'letter c',
      why: '"Cc)" is the letter c.',
    },
    {
      unit: 'art27',
      scan: '"À conslalação de irregularidade ... será objeto de auto de infração e process fiscal A administrativo con aplicação de multa ... na Lei que regula o Poder de P lícia do Município."',
      read: '"A constatação de irregularidade ... será objeto de auto de infração e processo fiscal administrativo, com aplicação de multa cabível a infrações previstas na Lei que regula o Poder de Polícia do Município."',
      why: 'OCR damage; the stray "A" is margin noise. The fine amounts are in the police-power law, not in this text.',
    },
    {
      unit: 'art28',
      scan: '"ficando revogadas as Leis 602, de 24 de outubro de 1992 e 637, de 06 de abril de 1992."',
      read: 'kept as read',
      why: 'The later number (637) carries the earlier date (April 1992) and 602 the later one (October 1992): one of the dates may be misprinted or misread by the OCR; kept as read. The law is signed "GABINETE DO PREFENTO MUNICIPAL DE VITÓRIA DA CONQUISTA, 25 de maio de 1993. José Fernhndes pedral Sampaio, Prefeito" (read: José Fernandes Pedral Sampaio).',
    },
  ],
  units: [
    u(
      'art1',
      'Esta Lei tem por objetivo estabelecer normas referentes à instalação e funcionamento de postos de revenda de combustíveis, serviços afins, distribuição e revenda de gás liquefeito no território do Município de Vitória da Conquista.',
      {
        kind: 'rule',
        note: 'Scope: the activities the law covers. A rule answers "cannot evaluate" for an activity the law does not regulate (e.g. bottling, storage for own use, residences) instead of an empty approval.',
      },
    ),
    u(
      'art2',
      'Compete ao Município, através dos seus órgãos da Administração Pública, autorizar a construção e o funcionamento de postos de abastecimento de combustíveis, de serviços afins, de depósitos de distribuição e de postos de revenda de gás liquefeito em áreas do Distrito Sede estabelecidas para estes fins, assim classificados:',
    ),
    u('art2-I', 'Zonas de Expansão (fora do perímetro urbano);'),
    u('art2-II', 'Zonas de transição residencial/comércio, situadas nas quadras que margeiam as avenidas;'),
    u('art2-III', 'áreas residenciais.'),
    u(
      'art2-par1',
      'Nas zonas residenciais só será permitida instalação de revenda de gás liquefeito quando para isto o interessado possua terreno remanescente com testada mínima de 6.00m (seis metros) e profundidade a critério da Secretaria de Obras e Urbanismo.',
    ),
    u(
      'art2-par2',
      'Nas zonas residenciais somente poderão ser instalados postos de revenda de combustíveis ou de serviços afins naquelas avenidas onde haja predominância de atividade comercial.',
    ),
    u('art3', 'São considerados serviços afins a lavagem de veículos, a lubrificação, a troca de óleo e a borracharia.', {
      kind: 'informative',
      note: 'Definition: the activity "vehicle-services" and the input field fuelStation.services (washing, lubrication, oil-change, tyre-repair) carry it.',
    }),
    u(
      'art4',
      'Os postos de abastecimento de combustíveis ou de serviços afins serão construídos e funcionarão no Município em terrenos nas seguintes metragens:',
    ),
    u('art4-I', 'postos de abastecimento e serviços afins, terreno com área mínima de 1.200m² (hum mil e duzentos metros quadrados);'),
    u(
      'art4-II',
      'postos de serviços de lavagem e lubrificação de veículos, terreno com área mínima de 300.00m² (trezentos metros quadrados);',
    ),
    u(
      'art4-III',
      'postos de abastecimento e serviços afins totalmente mecanizados, em terreno com área mínima de 300.00m² (trezentos metros quadrados);',
    ),
    u(
      'art4-IV',
      'postos exclusivamente de abastecimento de veículos, em terreno com área mínima de 250.00m² (duzentos e cinquenta metros quadrados);',
    ),
    u(
      'art5',
      'Os postos de revenda de gás liquefeito serão classificados em três categorias distintas, identificadas pelas letras «A», «B» e «C», e em cada qual deverá ser observada, obrigatoriamente, a quantidade de botijões para armazenamento na seguinte forma:',
    ),
    u(
      'art5-I',
      'CLASSE A — caracterizada pela definição do item II, do art. 2º, deve possuir terreno livre, com testada mínima de 12.00m (doze metros) e profundidade de 36.00m (trinta e seis metros). Nesta, será permitido o armazenamento de até 250 botijões entre cheios e vazios;',
    ),
    u(
      'art5-II',
      'CLASSE B — caracterizada pela definição dos itens I e II, do art. 2º, deve possuir terreno livre, com testada mínima de 10.00m (dez metros) e profundidade de 25.00m (vinte e cinco metros). Nesta, será permitido o armazenamento de até 175 botijões entre cheios e vazios;',
    ),
    u(
      'art5-III',
      'CLASSE C — caracterizada pela definição do item III do art. 2º, deve possuir terreno livre, com testada mínima de 6.00m (seis metros) e profundidade a critério da Secretaria de Obras e Urbanismo. Nesta, será permitido o armazenamento de 80 botijões entre cheios e vazios.',
    ),
    u('art5-par1', 'Não será permitida revenda de gás liquefeito em:'),
    u('art5-par1-I', 'bares, mercearias, armazéns ou açougues, etc.;'),
    u('art5-par1-II', 'casas de material de construção, serrarias, serralharias, depósitos destinados a sucatas de qualquer espécie;'),
    u('art5-par1-III', 'em estabelecimentos e/ou locais susceptíveis de produção de faíscas;'),
    u('art5-par1-IV', 'locais fechados e sem nenhuma ventilação;'),
    u('art5-par1-V', 'em estabelecimentos de revenda de fogos e similares;'),
    u('art5-par1-VI', 'em veículos que não sejam autorizados pelas empresas distribuidoras instaladas no Distrito Sede do Município.'),
    u(
      'art5-par2',
      'Em nenhuma revenda das categorias enumeradas nos incisos de I a III desse artigo será permitido ou tolerado o armazenamento de botijões em quantidade superior àquela definida no Alvará de Autorização.',
    ),
    // Rule art5-par3: the class granted must hold the requested quantity; the licensing workflow issues the alvará stating class and quantity.
    u('art5-par3', 'O Alvará de Autorização deve especificar o tipo de revenda e a quantidade de botijões permitida.'),
    u(
      'art5-par4',
      'Não será permitida a colocação de botijões no passeio do estabelecimento comercial distribuidor ou revendedor de gás liquefeito.',
    ),
    u(
      'art6',
      'Os depósitos de combustíveis ou de gás liquefeito, para se instalarem, necessitarão de terreno com testada mínima de 50.00m (cinquenta metros) e profundidade de 100.00m (cem metros) em locais afastados da zona residencial.',
    ),
    u(
      'art7',
      'As edificações dos postos de abastecimento de combustíveis, de serviços afins ou de gás liquefeito terão recuo mínimo de 5.00m (cinco metros).',
    ),
    u(
      'art8',
      'Os postos de abastecimento de combustíveis ou de serviços afins, quando instalados fora do perímetro urbano, poderão ter nas suas dependências lanchonete, restaurante e dormitório e obedecerão aos critérios seguintes:',
    ),
    u('art8-I', 'possuir área mínima de 2.000m² (dois mil metros quadrados);'),
    u('art8-II', 'localização do dormitório em pavilhão isolado a uma distância mínima de 15.00m (quinze metros) da bomba mais próxima;'),
    u(
      'art8-III',
      'localização do restaurante e da lanchonete em área do prédio que permita o seu isolamento do conjunto a uma distância de 15.00m (quinze metros) da bomba mais próxima;',
    ),
    u('art8-IV', 'reservar áreas livres para estacionamento privativo dos usuários;'),
    u(
      'art9',
      'As áreas não edificadas dos postos de abastecimento e serviços afins serão, obrigatoriamente, pavimentadas e drenadas de forma a impedir o escoamento de água servida para a via pública.',
    ),
    u(
      'art9-parU',
      'Toda frente do terreno destinado a postos de abastecimento e serviços afins não utilizadas para acesso, será limitada por mureta baixa.',
    ),
    u('art10', 'Nos postos de abastecimento e de serviços afins devem ser observados:'),
    u('art10-I', 'duplo acesso com largura [ilegível: “RD”], cada um de 3.00m (três metros);'),
    u('art10-II', 'acesso único com largura mínima de 6.00m (seis metros);'),
    u('art10-III', 'não rebaixamento de meio-fio das esquinas a uma distância de 5.00m (cinco metros) a partir de cada qual;'),
    u(
      'art10-IV',
      'pisos cobertos ou descobertos com declividade suficiente para o escoamento das águas, nunca excedentes a 3% (três por cento);',
    ),
    u(
      'art10-V',
      'aparelhos abastecedores e instalações de serviços, entre os quais valetas para lubrificação e troca de óleo, à distância mínima de 5.00m (cinco metros) do alinhamento da rua em toda extensão da frente do terreno, sem prejuízo dos recuos legais.',
    ),
    u(
      'art10-par1',
      'Os postos que prestam serviços de lubrificação e lavagem de veículos serão dotados de um vestiário, um banheiro sanitário para empregados e um sanitário para uso geral.',
    ),
    u(
      'art10-par2',
      'Nos postos marginais às estradas de rodagem, os sanitários para uso público serão dispostos de forma separada para cada sexo.',
    ),
    u(
      'art11',
      'A lavagem, limpeza ou lubrificação dos veículos serão processados em compartimento fechado, para evitar dispersão de poeira, água ou substância oleosa.',
    ),
    u('art11-parU', 'Os compartimentos destinados à lavagem obedecerão aos requisitos de:'),
    u(
      'art11-parU-I',
      'paredes revestidas à altura mínima de 2.50m (dois metros e cinquenta centímetros) com material impermeável, liso e resistente a frequentes lavagens;',
    ),
    u(
      'art11-parU-II',
      'boxes destinados à lavagem de veículos, por processo automático ou não, recuados pelo menos 5.00m (cinco metros) do alinhamento da rua e 3.00m (três metros) das diversas laterais do terreno e paredes revestidas com material impermeável e liso;',
    ),
    u('art11-parU-III', 'paredes externas sem abertura livre para o exterior.'),
    u('art12', 'Nos postos de abastecimento em que haja revenda de gás liquefeito serão observadas as seguintes condições:'),
    u(
      'art12-I',
      'compartimento edificado especialmente para depósito do GLP segundo modelo fornecido pela Secretaria de Obras e Urbanismo;',
    ),
    u('art12-II', 'situação deste compartimento no nível do solo com laterais em aberto, com ou sem cobertura;'),
    u(
      'art12-III',
      'situar-se no conjunto a pelo menos 10.00m (dez metros) da bomba de abastecimento mais próxima e à mesma distância dos equipamentos ou aparelhos produtores de faísca, chama ou calor;',
    ),
    u('art12-IV', 'piso em areia, cascalho, pedrisco, brita, tábuas, tacos, bloquetes em borracha, em material sintético ou cimento;'),
    u('art12-V', 'não possuir no piso canaletas ou rebaixos nem pavimentação acima ou abaixo do nível da área;'),
    u('art12-VI', 'placas com os dizeres PROIBIDO FUMAR e PERIGO INFLAMÁVEL;'),
    u('art12-VII', 'armazenamento de botijões na forma da classificação do art. 4º, desta Lei;'),
    u('art12-VIII', 'possuir nas instalações dois extintores em pó químico com capacidade de 4 quilos cada.'),
    u('art13', 'Quando o posto se destinar exclusivamente à revenda de gás liquefeito, a construção obedecerá às seguintes condições:'),
    u(
      'art13-I',
      '[cercar] todo seu perímetro com muro com altura de 2.00m (dois metros) e portão de acesso com largura de 5.00m (cinco metros);',
    ),
    u('art13-II', 'instalar o recipiente para depósito dos botijões no nível do solo com as laterais abertas, podendo ser coberto ou não;'),
    u('art13-III', 'piso do recipiente em cimento, pedrisco, areia, cascalho, brita, tábuas, bloquetes em borracha ou material sintético;'),
    u(
      'art13-IV',
      'localização do recipiente a 5.00m (cinco metros) da entrada principal [e] a dois metros, no mínimo, das construções vizinhas;',
    ),
    u('art13-V', 'não possuir, sobre o recipiente de armazenamento de botijões, rede elétrica;'),
    u('art13-VI', 'possuir placas de segurança com os dizeres: PROIBIDO FUMAR e PERIGO INFLAMÁVEL;'),
    u('art13-VII', 'possuir dois extintores contra incêndio em pó químico, com capacidade de 4.00 quilos cada qual;'),
    u('art13-VIII', 'não desenvolver outra atividade no local, exceto peças de reposição de botijões;'),
    u('art13-IX', 'armazenamento de botijões na quantidade constante da classe que se enquadra a revenda e na forma do art. 4º desta Lei;'),
    u('art13-X', 'armazenamento de botijões vazios a uma distância mínima dos cheios;'),
    u(
      'art14',
      'Os recipientes de gás liquefeito de petróleo, cheios ou vazios, não podem ser colocados perto de portas, escadas ou locais normalmente destinados ao trânsito de pedestres ou veículos.',
    ),
    u('art15', 'É proibida a colocação de recipientes cheios ou vazios em logradouros públicos, como ruas, calçadas ou praças.'),
    u(
      'art16',
      'As áreas de armazenamento de recipientes transportáveis de gás liquefeito de petróleo utilizados no abastecimento dos postos de distribuição deverão ser instaladas a uma distância de, no mínimo, 2.000m (dois mil metros) do perímetro urbano.',
    ),
    u('art17', 'As construções destinadas a depósitos de combustíveis ou gás liquefeito deverão obedecer às condições de:'),
    u('art17-I', 'situar-se o local do depósito no nível do solo, com cobertura sobre os botijões e com as laterais inteiramente abertas;'),
    u(
      'art17-II',
      'fiação elétrica a distância de 3.00m (três metros) do limite externo da área, embutida em eletrodutos e com interruptores blindados;',
    ),
    u(
      'art17-III',
      'localizar-se à distância mínima de 6.00m (seis metros) do alinhamento da via pública e 7.00m (sete metros) do alinhamento do meio-fio;',
    ),
    u('art17-IV', 'situar-se a pelo menos 10.00m (dez metros) de equipamentos ou aparelhos produtores de faíscas, chamas ou de calor;'),
    u('art17-V', 'distar, pelo menos, 5.00m (cinco metros) de edificações circunvizinhas ou limites de terrenos contíguos;'),
    u('art17-VI', 'distar, pelo menos, 100.00m (cem metros) de locais de grande aglomeração de pessoas;'),
    u('art17-VII', 'possuir piso plano e construído de areia, cascalho, pedrisco, brita, cimento ou asfalto;'),
    u('art17-VIII', 'não possuir, no piso, canaletas, rebaixos ou similares, bem como não possuir pavimentação no nível da área;'),
    u('art17-IX', 'a área do depósito será delimitada por muro ou cerca de arame;'),
    u(
      'art17-X',
      'possuir placas com dizeres: PROIBIDO FUMAR e PERIGO INFLAMÁVEL e ter entre quatro a seis extintores contra incêndio, de material químico em pó.',
    ),
    u(
      'art18',
      'Os depósitos de combustíveis serão instalados a 500.00m (quinhentos metros) do perímetro urbano e obedecerão às mesmas normas de segurança enumeradas no artigo 17 desta Lei.',
    ),
    u(
      'art19',
      'O Órgão Municipal competente, antes de conceder o Alvará para funcionamento de qualquer das atividades enumeradas no art. 1º desta Lei, deverá solicitar pareceres técnicos da:',
    ),
    u(
      'art19-I',
      'Secretaria de Obras e Urbanismo sobre o aspecto estético da edificação e a sua localização na zona definida no Plano Diretor e também quanto à sua estrutura;',
    ),
    u(
      'art19-II',
      'Secretaria de Serviços Públicos quanto à localização do estabelecimento para impedir problemas de tráfego, de perturbação do sossego e da segurança da vizinhança e da população;',
    ),
    u('art19-III', 'Secretaria Municipal de Saúde Pública sobre os aspectos da higiene da edificação;'),
    u('art19-IV', 'Procuradoria Geral quanto ao aspecto de legalidade do pedido.'),
    u(
      'art20',
      'Não será permitida construção e funcionamento de posto de abastecimento e de serviços de lubrificação e lavagem em áreas que não possuam reserva de áreas para estacionamento, mínimo de 100.00m² (cem metros quadrados).',
    ),
    u('art21', 'Nenhum posto de abastecimento de combustíveis ou de serviços afins poderá ser construído em:'),
    u('art21-I', 'ruas com largura inferior a 12.00m (doze metros) de caixa, incluindo passeio;'),
    u(
      'art21-II',
      'distância igual ou inferior a 100.00m (cem metros) da testada do terreno no qual seja edificado escola, creche, hospital ou casa de saúde e agremiações recreativas ou culturais;',
    ),
    u('art21-III', 'distância igual ou inferior a 500,00m (quinhentos metros) de depósitos de combustíveis ou explosivos.'),
    u(
      'art22',
      'Não será deferida licença para instalação de posto de revenda de gás liquefeito quando um outro já exista a uma distância igual ou inferior a 300.00m (trezentos metros).',
    ),
    u('art23', 'Nenhum posto de revenda de gás liquefeito poderá ser instalado em:'),
    u('art23-I', 'distância igual ou inferior a 100.00m (cem metros) de escolas;'),
    u('art23-II', 'distância igual ou inferior a 100.00m (cem metros) de depósito de combustíveis ou explosivos.'),
    u(
      'art24',
      'A Administração Municipal fará revisão, no prazo máximo de 60 (sessenta) dias da publicação desta Lei, dos Alvarás existentes para revenda de gás liquefeito, a fim de enquadrá-los nas disposições desta Lei.',
      {
        kind: 'procedural',
        capability: 'batch-review',
        note: 'A batch review of the GLP resale licences existing at publication, due within 60 days (parameter licence-review-days). The pack also declares it as a transition: violations of a GLP resale (outlet, fuel station or shop of another trade) that held its alvará on 25/05/1993 (issued by then, not expired) are deferred until the review deadline (24/07/1993, inclusive); a resale without a licence has none to review and is held to the law at once (helpers.ts heldResaleLicenceAtPublication). In the licensing procedure, an establishment installed by 25/05/1993 asks for its alvará without the construction authorisation of art. 2, which it was never built under (procedure.ts, waiver citing art. 24).',
      },
    ),
    u(
      'art25',
      'A fiscalização dos postos de revenda de gás liquefeito será de competência da Secretaria Municipal de Serviços Públicos e consistirá:',
      {
        kind: 'procedural',
        capability: 'inspection',
        note: 'Inspections by the Secretaria Municipal de Serviços Públicos: the inspection workflow, evaluating with application.type "inspection".',
      },
    ),
    u('art25-I', 'na verificação do cumprimento do ato que permitir a revenda para o gás liquefeito;', {
      kind: 'procedural',
      capability: 'inspection',
      note: 'The inspector checks the outlet against its licence: class and licensed quantity (rule art5-par2).',
    }),
    u('art25-II', 'na verificação do estado físico das instalações;', {
      kind: 'procedural',
      capability: 'inspection',
      note: 'The physical state of the installations: the inspection re-evaluates the construction rules (arts. 12–15).',
    }),
    u('art25-III', 'na observância dos vasilhames usados pelos postos de revenda.', {
      kind: 'procedural',
      capability: 'inspection',
      note: 'The containers in use are recorded in storage.containers during the inspection.',
    }),
    u('art26', 'Constatada irregularidade na revenda de gás liquefeito, permitirá a Administração Municipal:', {
      kind: 'rule',
      note: 'Rule art2-licence finds the resale operating without its alvará; the measures themselves (seizure, opinion on suspension or revocation) are the enforcement workflow.',
    }),
    u('art26-I', 'apreender botijões quando:', {
      kind: 'procedural',
      capability: 'enforcement',
      note: 'Seizure of cylinders in the cases of letters a–c.',
    }),
    u('art26-I-a', 'armazenados em locais não permitidos para revenda;', {
      kind: 'procedural',
      capability: 'enforcement',
      note: 'Follows a violation of art. 5 § 1º I–V, § 4º or art. 15; infraction art26-I-a states the seizure on the notice, fined as art. 27 and counted with it.',
    }),
    u('art26-I-b', 'existir número de botijões armazenados superior ao deferido no Alvará;', {
      kind: 'procedural',
      capability: 'enforcement',
      note: 'Follows a violation of art. 5 § 2º (rule art5-par2); infraction art26-I-b states the seizure on the notice, fined as art. 27 and counted with it.',
    }),
    u('art26-I-c', 'transportados e comercializados em veículos estranhos aos das empresas distribuidoras;', {
      kind: 'procedural',
      capability: 'enforcement',
      note: 'Follows a violation of art. 5 § 1º VI (rule art5-par1-VI); infraction art26-I-c states the seizure on the notice, fined as art. 27 and counted with it.',
    }),
    u(
      'art26-II',
      'emitir parecer com sugestões para o Chefe do Executivo Municipal sobre a suspensão ou a cassação do Alvará de Revenda.',
      { kind: 'procedural', capability: 'enforcement', note: 'A recommendation to the Mayor on suspending or revoking the licence.' },
    ),
    u(
      'art27',
      'A constatação de irregularidade praticada por estabelecimentos definidos no artigo 1º desta Lei será objeto de auto de infração e processo fiscal administrativo, com aplicação de multa cabível a infrações previstas na Lei que regula o Poder de Polícia do Município.',
      {
        kind: 'procedural',
        capability: 'fines',
        note: 'Infraction notice and administrative proceedings with the fine set by the municipal police-power law (Lei do Poder de Polícia do Município, not in the text). The amount is the municipality-entered parameter fine-amount, which has no value: computing a fine answers "not set" (fines.ts), never a number.',
      },
    ),
    u(
      'art28',
      'Esta Lei entrará em vigor na data de sua publicação, ficando revogadas as Leis 602, de 24 de outubro de 1992, e 637, de 06 de abril de 1992.',
      {
        kind: 'informative',
        note: 'Entry into force (inForceFrom, see inForceNote) and the repeal of Leis 602/1992 and 637/1992 (law.repeals).',
      },
    ),
  ],
};
