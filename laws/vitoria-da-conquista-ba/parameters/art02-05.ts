/** Vitória da Conquista — dated parameters of arts. 2–5: zones, fuel-station lot areas, classes A, B, C. */
import type { ParameterDef } from '../../../src/core/types.ts';
import {
  ART2_PAR1_ALL_RESALE,
  ART2_PAR1_EXCLUSIVE,
  ART2_PAR1_OUTLETS,
  interpretation,
  list,
  reading,
  threshold,
  ZONE_MAP_COMMERCIAL_AS_TRANSITION,
  ZONE_MAP_DEFAULT,
} from './common.ts';

export const zoneToClassParameters: ParameterDef[] = [
  // --- Art. 2: zones ----------------------------------------------------------------
  interpretation(
    'zone-kind-to-art2-item',
    'art2',
    {
      pt: 'Correspondência entre o tipo de zona do lote (zone.kind) e os itens do art. 2º (I expansão, II transição residencial/comércio, III residencial)',
      en: "Mapping from the lot's zone kind (zone.kind) to the items of art. 2 (I expansion, II residential/commercial transition, III residential)",
    },
    [
      {
        value: ZONE_MAP_DEFAULT,
        description: {
          pt: 'só as três áreas nomeadas pela lei: expansão → I, transição → II, residencial → III; outras zonas não são áreas do art. 2º',
          en: 'only the three areas the law names: expansion → I, transition → II, residential → III; other zones are not art. 2 areas',
        },
      },
      {
        value: ZONE_MAP_COMMERCIAL_AS_TRANSITION,
        description: {
          pt: 'zonas comerciais e mistas do Plano Diretor tratadas como de transição (item II)',
          en: 'commercial and mixed zones of the Plano Diretor treated as transition zones (item II)',
        },
      },
    ],
    'Art. 2 authorises the activities only "em áreas do Distrito Sede estabelecidas para estes fins, assim classificados" I–III. The zone map itself is the Plano Diretor (external); the lot\'s zone kind is entered as a fact. The mapping applies inside the urban perimeter: item I is "Zonas de Expansão (fora do perímetro urbano)", so a lot outside the perimeter (zone.insideUrbanPerimeter false) is item I whatever its kind (the finding says when the kind disagrees), and an expansion zone inside the perimeter is a contradiction (classes.ts zoneOf).',
  ),
  interpretation(
    'art2-other-district',
    'art2',
    {
      pt: 'Lote em outro distrito do Município (fora do Distrito Sede): o que diz o art. 2º ("em áreas do Distrito Sede estabelecidas para estes fins")',
      en: 'Lot in another district of the municipality (outside the Distrito Sede): what art. 2 says ("em áreas do Distrito Sede estabelecidas para estes fins")',
    },
    [
      {
        value: 'not-authorisable',
        description: {
          pt: 'o Município só autoriza em áreas do Distrito Sede estabelecidas para estes fins: fora dele a atividade não pode ser autorizada (violação)',
          en: 'the municipality authorises only in areas of the Distrito Sede established for these purposes: outside it the activity cannot be authorised (violation)',
        },
      },
      {
        value: 'outside-art2-zoning',
        description: {
          pt: 'o art. 2º só zoneia o Distrito Sede; os outros distritos estão no território da lei (art. 1º), mas a lei não lhes dá áreas: a localização não pode ser avaliada por esta lei (cabe ao parecer do art. 19, I)',
          en: "art. 2 zones only the Distrito Sede; the other districts are within the law's territory (art. 1) but the law gives them no areas: the location cannot be evaluated under this law (the art. 19 I opinion decides)",
        },
      },
    ],
    'Art. 2: "Compete ao Município … autorizar a construção e o funcionamento de postos … em áreas do Distrito Sede estabelecidas para estes fins, assim classificados: I … II … III". The competence to authorise is given for areas of the Distrito Sede only, and the three classes of area (and, through them, the classes A–C of art. 5) are areas of the Distrito Sede: the default reads the caput as the limit of what may be authorised. Art. 1 extends the law to "o território do Município", which the alternative reads as leaving the other districts to the municipality\'s case-by-case decision (no area of art. 2 exists there; cannot evaluate).',
  ),
  interpretation(
    'art2-district-unstated',
    'art2',
    {
      pt: 'Distrito do lote não informado (zone.inSeatDistrict ausente) e zona do art. 2º informada',
      en: "Lot's district not stated (zone.inSeatDistrict absent) while its art. 2 zone is",
    },
    [
      {
        value: 'zone-implies-seat',
        description: {
          pt: 'a zona do art. 2º informada (I expansão, II transição, III residencial) é área do Distrito Sede: é o único distrito que o art. 2º classifica; o achado diz que o distrito foi presumido',
          en: 'the art. 2 zone stated (I expansion, II transition, III residential) is an area of the Distrito Sede: it is the only district art. 2 classifies; the finding says the district was presumed',
        },
      },
      {
        value: 'ask',
        description: {
          pt: 'sem o distrito o art. 2º não pode ser avaliado (informe zone.inSeatDistrict)',
          en: 'without the district art. 2 cannot be evaluated (give zone.inSeatDistrict)',
        },
      },
    ],
    'The areas "assim classificados" I–III are areas "do Distrito Sede": a document that places the lot in one of them (zone.kind mapped by zone-kind-to-art2-item, or outside the urban perimeter for item I) states, by that classification, a lot of the Distrito Sede. The presumption is named in the art. 2 finding and yields to zone.inSeatDistrict = false. The alternative does not presume: the finding cannot be evaluated until the district is given.',
  ),
  threshold(
    'residential-glp-min-frontage',
    'm',
    '>=',
    6,
    'art2-par1',
    {
      pt: 'Testada mínima do terreno remanescente para revenda de GLP em zona residencial',
      en: 'Minimum frontage of the remaining lot for GLP resale in a residential zone',
    },
    '"testada mínima de 6.00m (seis metros)"; depth at the Secretaria de Obras e Urbanismo\'s discretion (its opinion, art. 19 I).',
  ),
  interpretation(
    'art2-par1-scope',
    'art2-par1',
    {
      pt: 'Quem o art. 2º, § 1º alcança: "instalação de revenda de gás liquefeito" em zona residencial',
      en: 'Whom art. 2 § 1 binds: "instalação de revenda de gás liquefeito" (installing GLP resale) in a residential zone',
    },
    [
      {
        value: ART2_PAR1_ALL_RESALE,
        description: {
          pt: 'toda revenda de GLP: posto exclusivo, posto de abastecimento que revende GLP e estabelecimento de outro ramo que revende GLP',
          en: 'all GLP resale: the exclusive outlet, a fuel station that resells GLP and a business of another trade that resells GLP',
        },
      },
      {
        value: ART2_PAR1_OUTLETS,
        description: {
          pt: 'só os postos de revenda de GLP (exclusivos ou em posto de abastecimento), não a loja de outro ramo',
          en: 'only GLP resale outlets (exclusive or at a fuel station), not a shop of another trade',
        },
      },
      {
        value: ART2_PAR1_EXCLUSIVE,
        description: {
          pt: 'só o posto exclusivo de revenda de GLP (o § 1º repetiria o terreno da classe C)',
          en: 'only the exclusive GLP outlet (§ 1 would restate the lot of class C)',
        },
      },
    ],
    'The paragraph says "revenda de gás liquefeito", not "posto de revenda" (the words of arts. 2 caput, 5 caput, 22 and 23): the law uses "revenda" for the activity wherever it happens — art. 5 § 1º "Não será permitida revenda de gás liquefeito em: bares, mercearias …" presupposes resale in shops, and art. 12 speaks of "postos de abastecimento em que haja revenda de gás liquefeito". "Terreno remanescente" (land remaining on the lot) fits a lot already partly taken by another use. The narrower readings take the paragraph as a zoning rule for outlets only, mirroring class C (art. 5 III: "testada mínima de 6.00m … e profundidade a critério da Secretaria de Obras e Urbanismo").',
  ),
  interpretation(
    'residential-remaining-lot',
    'art2-par1',
    {
      pt: '"terreno remanescente" no art. 2º, § 1º: requisito ou descrição?',
      en: '"terreno remanescente" in art. 2 § 1: a requirement or a description?',
    },
    [
      {
        value: 'required',
        description: {
          pt: 'requisito: o interessado deve dispor de terreno remanescente (livre) no lote (fato lot.remaining)',
          en: 'requirement: the applicant must have remaining (free) land on the lot (fact lot.remaining)',
        },
      },
      {
        value: 'descriptive',
        description: {
          pt: 'descrição: só a testada mínima é exigida',
          en: 'description: only the minimum frontage is required',
        },
      },
    ],
    '"quando para isto o interessado possua terreno remanescente com testada mínima de 6.00m".',
  ),

  interpretation(
    'art2-par1-installed-before-law',
    'art2-par1',
    {
      pt: 'Art. 2º, § 1º ("só será permitida instalação de revenda de gás liquefeito quando …") para revenda instalada antes da lei (25/05/1993)',
      en: 'Art. 2 § 1 ("só será permitida instalação de revenda de gás liquefeito quando …") for a resale installed before the law (25/05/1993)',
    },
    [
      {
        value: 'art24-bound',
        description: {
          pt: 'alcança-a: o art. 24 manda rever os alvarás de revenda existentes "a fim de enquadrá-los nas disposições desta Lei" (durante os 60 dias a exigência fica adiada); a revenda sem alvará pede-o sob esta lei',
          en: 'it binds it: art. 24 orders the existing resale licences reviewed "a fim de enquadrá-los nas disposições desta Lei" (deferred during the 60 days); a resale without a licence asks for one under this law',
        },
      },
      {
        value: 'installation-only',
        description: {
          pt: 'não a alcança: o § 1º rege a instalação, como o § 2º e o art. 21 para os postos de abastecimento',
          en: 'it does not bind it: § 1 governs installing, as § 2 and art. 21 do for fuel stations',
        },
      },
    ],
    'The paragraph is worded as a permission to install ("só será permitida instalação"), like § 2 ("somente poderão ser instalados") and art. 21 ("poderá ser construído"), which the pack does not apply to stations built before the law. Unlike those, it concerns GLP resale, whose existing licences art. 24 orders reviewed "a fim de enquadrá-los nas disposições desta Lei": the default follows art. 24. The start date is asked only under the alternative, when the paragraph is violated.',
  ),

  // --- Art. 4: fuel-station lot areas ---------------------------------------------------
  threshold('lot-area-full-service', 'm2', '>=', 1200, 'art4-I', {
    pt: 'Área mínima do terreno de posto de abastecimento e serviços afins',
    en: 'Minimum lot area of a fuel and related-services station',
  }),
  threshold('lot-area-washing-lubrication', 'm2', '>=', 300, 'art4-II', {
    pt: 'Área mínima do terreno de posto de lavagem e lubrificação',
    en: 'Minimum lot area of a washing and lubrication post',
  }),
  threshold('lot-area-mechanised', 'm2', '>=', 300, 'art4-III', {
    pt: 'Área mínima do terreno de posto totalmente mecanizado',
    en: 'Minimum lot area of a fully mechanised station',
  }),
  threshold('lot-area-fuel-only', 'm2', '>=', 250, 'art4-IV', {
    pt: 'Área mínima do terreno de posto exclusivamente de abastecimento',
    en: 'Minimum lot area of a fuel-only station',
  }),

  // --- Art. 5: classes A, B, C -----------------------------------------------------------
  list(
    'class-a-zone-items',
    ['II'],
    'art5-I',
    { pt: 'Itens do art. 2º que caracterizam a classe A', en: 'Items of art. 2 that characterise class A' },
    'Scan reads "item II" (kept as read; uncertain — see the transcription note on art5-I).',
  ),
  list(
    'class-b-zone-items',
    ['I', 'II'],
    'art5-II',
    { pt: 'Itens do art. 2º que caracterizam a classe B', en: 'Items of art. 2 that characterise class B' },
    'Scan reads "ítens 1 e 11" = I e II (kept as read; uncertain).',
  ),
  list('class-c-zone-items', ['III'], 'art5-III', {
    pt: 'Itens do art. 2º que caracterizam a classe C',
    en: 'Items of art. 2 that characterise class C',
  }),
  threshold(
    'class-a-min-frontage',
    'm',
    '>=',
    12,
    'art5-I',
    { pt: 'Testada mínima — classe A', en: 'Minimum frontage — class A' },
    '"testada mínima de 12.00m (doze metros)"',
  ),
  threshold(
    'class-a-min-depth',
    'm',
    '>=',
    36,
    'art5-I',
    { pt: 'Profundidade — classe A', en: 'Depth — class A' },
    '"profundidade de 36.00m (trinta e seis metros)"; read per class-depth-reading.',
  ),
  threshold(
    'class-a-max-containers',
    'count',
    '<=',
    250,
    'art5-I',
    { pt: 'Botijões permitidos (cheios e vazios) — classe A', en: 'Cylinders allowed (full and empty) — class A' },
    '"armazenamento de até 250 botijões entre cheios e vazios"',
  ),
  threshold(
    'class-b-min-frontage',
    'm',
    '>=',
    10,
    'art5-II',
    { pt: 'Testada mínima — classe B', en: 'Minimum frontage — class B' },
    '"testada mínima de 10.00m (dez metros)"',
  ),
  threshold(
    'class-b-min-depth',
    'm',
    '>=',
    25,
    'art5-II',
    { pt: 'Profundidade — classe B', en: 'Depth — class B' },
    '"profundidade de 25.00 m (vinte e cinco metros)"; read per class-depth-reading.',
  ),
  threshold(
    'class-b-max-containers',
    'count',
    '<=',
    175,
    'art5-II',
    { pt: 'Botijões permitidos (cheios e vazios) — classe B', en: 'Cylinders allowed (full and empty) — class B' },
    '"armazenamento de até 175 botijões entre cheios e vazios"',
  ),
  threshold(
    'class-c-min-frontage',
    'm',
    '>=',
    6,
    'art5-III',
    { pt: 'Testada mínima — classe C', en: 'Minimum frontage — class C' },
    '"testada mínima de 6.00m (seis metros)"; depth at the Secretaria\'s discretion (not checked here; art. 19 I opinion).',
  ),
  threshold(
    'class-c-max-containers',
    'count',
    '<=',
    80,
    'art5-III',
    { pt: 'Botijões permitidos (cheios e vazios) — classe C', en: 'Cylinders allowed (full and empty) — class C' },
    '"armazenamento de 80 botijões entre cheios e vazios" — no "até" here, read as the maximum like classes A and B.',
  ),
  reading(
    'class-depth-reading',
    'art5-I',
    {
      pt: '"profundidade de 36.00m" / "de 25.00m" das classes A e B (sem "mínima")',
      en: '"profundidade de 36.00m" / "de 25.00m" of classes A and B (no "mínima")',
    },
    'The sentence opens with "testada mínima de ... e profundidade de ...": "mínima" is read as governing both; a deeper lot cannot be less suitable.',
  ),
  threshold(
    'botijao-kg',
    'kg',
    undefined,
    13,
    'art5',
    { pt: 'Capacidade do botijão de referência (P13)', en: 'Capacity of the reference cylinder (P13)' },
    'The law does not define "botijão"; in 1993, as today, it is the 13 kg domestic cylinder (glossary: botijão → 13 kg cylinder).',
  ),
  interpretation(
    'container-count-basis',
    'art5',
    {
      pt: 'Como se contam os "botijões" para os limites das classes (art. 5º) e do alvará (art. 5º, § 2º)',
      en: 'How "botijões" are counted for the class limits (art. 5) and the licence (art. 5 § 2)',
    },
    [
      {
        value: 'p13-equivalent',
        description: {
          pt: 'equivalentes P13: capacidade total de todos os recipientes (cheios, parcialmente usados, vazios, novos) ÷ 13 kg',
          en: 'P13 equivalents: total capacity of all containers (full, partly used, empty, new) ÷ 13 kg',
        },
      },
      {
        value: 'all-containers',
        description: {
          pt: 'cada recipiente conta um, qualquer que seja a capacidade',
          en: 'each container counts as one, whatever its capacity',
        },
      },
    ],
    'Default P13 equivalents: the law counts "botijões", and a botijão is a container of a size — the 13 kg domestic cylinder (the word Nova Odessa\'s Lei 1.761/2000, art. 2 III, defines as 13 kg, apart from the 20/45/90 kg "cilindro") — not any container whatever its capacity; the law has no word for the other sizes. Converting them by capacity keeps the limit on the quantity of gas the law aims at (a 45 kg cylinder counts 3,46; a 5 kg one 0,38), and matches the alvará, which states the requested kg in botijões of 13 kg (art. 5 § 3º). Counting each container as one (the alternative) would let a class A outlet keep 250 cylinders of 90 kg. "entre cheios e vazios": every state counts.',
  ),
  interpretation(
    'class-selection',
    'art5',
    {
      pt: 'Qual classe atribuir quando o terreno e a zona admitem mais de uma (ex.: zona II com testada 12 m e profundidade 36 m admite A e B)',
      en: 'Which class to assign when the lot and zone admit more than one (e.g. zone II with 12 m × 36 m admits A and B)',
    },
    [
      {
        value: 'smallest-fitting',
        description: {
          pt: 'a classe de menor limite que comporta o estoque',
          en: 'the class with the smallest limit that holds the stock',
        },
      },
      {
        value: 'largest-permitted',
        description: {
          pt: 'a classe de maior limite que o terreno e a zona admitem',
          en: 'the class with the largest limit the lot and zone admit',
        },
      },
    ],
    'The law lets the applicant choose (the alvará states the type, art. 5 § 3); application.requestedClass, when given, decides. Without a request the smallest fitting class is reported.',
  ),
  interpretation(
    'shop-resale-classes',
    'art5',
    {
      pt: 'Estabelecimento de outro ramo que revende GLP: está sujeito às classes A, B e C do art. 5º?',
      en: 'A business of another trade that resells GLP: is it held to the classes A, B and C of art. 5?',
    },
    [
      {
        value: 'outlets-only',
        description: {
          pt: 'não: as classes regem os postos de revenda; à loja aplicam-se o art. 5º, §§ 1º e 4º, e os arts. 14 e 15',
          en: 'no: the classes govern the resale outlets; the shop is held to art. 5 §§ 1 and 4 and arts. 14 and 15',
        },
      },
      {
        value: 'shops-too',
        description: {
          pt: 'sim: a loja é classificada como um posto de revenda (zona, terreno livre, testada, profundidade, quantidade de botijões e § 2º)',
          en: 'yes: the shop is classified as a resale outlet (zone, free lot, frontage, depth, number of cylinders and § 2)',
        },
      },
    ],
    'Art. 5\'s subject is "Os postos de revenda de gás liquefeito" (the outlets of arts. 12 and 13, "posto … exclusivamente"); each class needs a "terreno livre" with its own frontage, which a shop in a shared building cannot have, so classifying shops would forbid resale in every shop where § 1º forbids it only in the kinds it lists; where the law reaches further it says so (§ 4º "estabelecimento comercial distribuidor ou revendedor"; arts. 14–15). The other reading: art. 1 covers all "revenda de gás liquefeito", § 3º has every alvará state "o tipo de revenda e a quantidade" (the only types defined are A, B and C), art. 24 brings every existing resale licence under the law and art. 26 I b seizes cylinders above the licensed number.',
  ),
  list('forbidden-premises-I', ['bar', 'grocery', 'warehouse', 'butcher'], 'art5-par1-I', {
    pt: 'Estabelecimentos nomeados no art. 5º, § 1º, I (bares, mercearias, armazéns, açougues)',
    en: 'Premises named in art. 5 § 1 I (bars, groceries, warehouses, butchers)',
  }),
  list('forbidden-premises-I-similar', ['supermarket', 'bakery', 'restaurant'], 'art5-par1-I', {
    pt: 'Estabelecimentos semelhantes alcançados pelo "etc." do art. 5º, § 1º, I',
    en: 'Similar premises reached by the "etc." of art. 5 § 1 I',
  }),
  interpretation(
    'premises-I-etc-reading',
    'art5-par1-I',
    {
      pt: 'Alcance do "etc." em "bares, mercearias, armazéns ou açougues, etc."',
      en: 'Reach of the "etc." in "bars, groceries, warehouses or butchers, etc."',
    },
    [
      {
        value: 'include-similar',
        description: {
          pt: 'inclui comércio semelhante de alimentos e bebidas (supermercado, padaria, restaurante)',
          en: 'includes similar food and drink retail (supermarket, bakery, restaurant)',
        },
      },
      { value: 'listed-only', description: { pt: 'só os estabelecimentos nomeados', en: 'only the premises named' } },
    ],
    'The list ends in "etc.", so it is not closed; the similar kinds are a parameter list (forbidden-premises-I-similar).',
  ),
  list('forbidden-premises-II', ['construction-materials', 'sawmill', 'metalwork', 'scrapyard'], 'art5-par1-II', {
    pt: 'Estabelecimentos do art. 5º, § 1º, II (material de construção, serrarias, serralharias, sucatas)',
    en: 'Premises of art. 5 § 1 II (construction materials, sawmills, metalwork, scrapyards)',
  }),
  list('forbidden-premises-III', ['spark-producing'], 'art5-par1-III', {
    pt: 'Estabelecimentos ou locais susceptíveis de produção de faíscas',
    en: 'Premises or places liable to produce sparks',
  }),
  list('forbidden-premises-V', ['fireworks'], 'art5-par1-V', {
    pt: 'Estabelecimentos de revenda de fogos e similares',
    en: 'Fireworks shops and similar',
  }),
];
