/** Vitória da Conquista — dated parameters of arts. 19–27: opinions, parking, streets, distances, procedure. */
import type { ParameterDef } from '../../../src/core/types.ts';
import {
  threshold,
  interpretation,
  LAW_DATE,
  OUTLET_STATUSES_EXISTING,
  OUTLET_STATUSES_WITH_APPROVED,
  OUTLET_STATUSES_WITH_PENDING,
  STATUSES_ALL,
} from './common.ts';

export const procedureParameters: ParameterDef[] = [
  // --- Art. 19: departmental opinions ---------------------------------------------------------
  interpretation(
    'pending-opinion-status',
    'art19',
    { pt: 'Parecer técnico ainda pendente (art. 19)', en: 'Departmental opinion still pending (art. 19)' },
    [
      {
        value: 'cannot-evaluate',
        description: {
          pt: 'não avaliável: o alvará não pode ser concedido até o parecer chegar (veredito incompleto)',
          en: 'cannot evaluate: the licence cannot be granted until the opinion arrives (verdict incomplete)',
        },
      },
      {
        value: 'violated',
        description: {
          pt: 'violação: sem parecer emitido o pedido não é aprovável',
          en: 'violation: without an issued opinion the application is not approvable',
        },
      },
    ],
    'Art. 19 makes the opinions a precondition of the licence ("antes de conceder o Alvará"); a pending opinion is a gap, not a defect of the establishment.',
  ),
  interpretation(
    'unfavourable-opinion-effect',
    'art19',
    { pt: 'Efeito de um parecer desfavorável (art. 19)', en: 'Effect of an unfavourable opinion (art. 19)' },
    [
      {
        value: 'binding',
        description: {
          pt: 'vinculante: parecer desfavorável torna o pedido não aprovável',
          en: 'binding: an unfavourable opinion makes the application not approvable',
        },
      },
      {
        value: 'advisory',
        description: {
          pt: 'consultivo: a lei só exige que os pareceres sejam solicitados; a decisão é do órgão competente',
          en: 'advisory: the law only requires the opinions to be requested; the competent body decides',
        },
      },
    ],
    'The text says "deverá solicitar pareceres"; each opinion covers a condition of the licence (location, zoning, structure, traffic, hygiene, legality), so an unfavourable one is read as blocking.',
  ),
  // --- Art. 26 II: who lifts a suspension the Mayor decided -------------------------------------
  interpretation(
    'reinstatement-authority',
    'art26-II',
    {
      pt: 'Quem levanta a suspensão do Alvará decidida pelo Chefe do Executivo (art. 26, II)',
      en: 'Who lifts a suspension of the alvará the Mayor decided (art. 26 II)',
    },
    [
      {
        value: 'deciding-authority',
        description: {
          pt: 'o Chefe do Executivo, por ato seu (paralelismo das formas): o servidor registra o ato e o parecer que ele seguiu',
          en: 'the Mayor, by an act of his (parallelism of forms): the officer records the act and the opinion it followed',
        },
      },
      {
        value: 'licensing-officer',
        description: {
          pt: 'o servidor do licenciamento, sanada a irregularidade, sem ato do Chefe do Executivo',
          en: 'the licensing officer, once the irregularity is remedied, without an act of the Mayor',
        },
      },
    ],
    'Art. 26 II gives the Mayor the decision on "a suspensão ou a cassação do Alvará de Revenda" on the administration’s opinion and is silent on lifting it. An act is undone by an act of the same authority (paralelismo das formas): by default the suspension the Mayor decided is lifted by his act too; "licensing-officer" reads the silence as leaving the lifting to the officer.',
  ),

  // --- Art. 20–23: parking, streets, distances -------------------------------------------------
  threshold(
    'min-parking-area',
    'm2',
    '>=',
    100,
    'art20',
    { pt: 'Área mínima reservada para estacionamento', en: 'Minimum area reserved for parking' },
    '"reserva de áreas para estacionamento, mínimo de 100.00m²"',
  ),
  threshold(
    'min-street-width',
    'm',
    '>=',
    12,
    'art21-I',
    { pt: 'Largura mínima da rua (caixa, incluindo passeio)', en: 'Minimum street width (kerb to kerb including sidewalks)' },
    '"ruas com largura inferior a 12.00m" are forbidden: exactly 12 m is allowed.',
  ),
  threshold(
    'station-from-sensitive',
    'm',
    '>',
    100,
    'art21-II',
    {
      pt: 'Distância do posto à testada de terreno com escola, creche, hospital, casa de saúde ou agremiação recreativa ou cultural',
      en: 'Distance from the station to the frontage of a lot with a school, day-care, hospital, clinic or recreational/cultural club',
    },
    '"distância igual ou inferior a 100.00m" is forbidden: exactly 100 m is a violation.',
  ),
  threshold(
    'station-from-depots',
    'm',
    '>',
    500,
    'art21-III',
    { pt: 'Distância do posto a depósitos de combustíveis ou explosivos', en: 'Distance from the station to fuel or explosives depots' },
    '"distância igual ou inferior a 500,00m" is forbidden.',
  ),
  threshold(
    'outlet-from-outlet',
    'm',
    '>',
    300,
    'art22',
    { pt: 'Distância da nova revenda de GLP a outra já existente', en: 'Distance from the new GLP outlet to an existing one' },
    '"distância igual ou inferior a 300.00m" is forbidden: exactly 300 m is a violation.',
  ),
  {
    id: 'art22-first-come',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Art. 22, para posto já instalado (ou com planta aprovada): conta a revenda que veio depois dele?',
      en: 'Art. 22, for an outlet already installed (or with its plans approved): does an outlet that came after it count?',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'earlier-outlets',
        cite: 'art22',
        note: '"Não será deferida licença para instalação de posto de revenda de gás liquefeito quando um outro já exista a uma distância igual ou inferior a 300 m": the outlet that "já exista" binds the one that came after. At a renewal or an inspection (or once this outlet\'s construction was approved: establishment.constructionLicenceApprovedOn), an outlet whose date (nearby.places[].since) is after this one\'s (the approval, else establishment.startDate) is left out of the count and named in the finding. Without this outlet\'s date, or the other\'s, every outlet counts. A new outlet counts every outlet existing on the date.',
      },
    ],
    alternatives: [
      {
        value: 'earlier-outlets',
        description: {
          pt: 'só as revendas anteriores a esta (a posterior é a nova, a quem a lei se dirige)',
          en: 'only the outlets earlier than this one (the later one is the newcomer the law binds)',
        },
      },
      {
        value: 'all-outlets',
        description: {
          pt: 'toda revenda existente na data da avaliação, anterior ou posterior',
          en: 'every outlet existing on the evaluation date, earlier or later',
        },
      },
    ],
  },
  {
    id: 'art22-counted-statuses',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Situações da outra revenda que contam no art. 22 ("quando um outro já exista")',
      en: 'Statuses of the other outlet that count under art. 22 ("when another already exists")',
    },
    values: [
      {
        from: LAW_DATE,
        value: OUTLET_STATUSES_EXISTING,
        cite: 'art22',
        note: '"já exista": an outlet licensed or operating; one only approved for construction does not yet exist.',
      },
    ],
    alternatives: [
      { value: OUTLET_STATUSES_EXISTING, description: { pt: 'licenciadas ou existentes', en: 'licensed or existing' } },
      {
        value: OUTLET_STATUSES_WITH_APPROVED,
        description: { pt: 'também as com construção aprovada', en: 'also those with construction approved' },
      },
      {
        value: OUTLET_STATUSES_WITH_PENDING,
        description: { pt: 'também pedidos pendentes (ordem de protocolo)', en: 'also pending applications (first come, first served)' },
      },
    ],
  } satisfies ParameterDef<readonly string[]>,
  {
    id: 'depot-categories',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Que depósitos contam como "depósito de combustíveis ou explosivos" (arts. 21, III e 23, II)',
      en: 'Which depots count as "depósito de combustíveis ou explosivos" (arts. 21 III and 23 II)',
    },
    values: [
      {
        from: LAW_DATE,
        value: ['fuel-depot', 'explosives-depot'],
        cite: 'art23-II',
        note: 'Arts. 6 and 17 speak of "depósitos de combustíveis ou de gás liquefeito", telling the two apart: a GLP depot is not a "depósito de combustíveis" of arts. 21 III and 23 II under this reading. GLP is a fuel, so the alternative counts GLP depots too.',
      },
    ],
    alternatives: [
      {
        value: ['fuel-depot', 'explosives-depot'],
        description: {
          pt: 'depósitos de combustíveis e de explosivos (os arts. 6º e 17 distinguem os de gás liquefeito)',
          en: 'fuel and explosives depots (arts. 6 and 17 tell GLP depots apart)',
        },
      },
      {
        value: ['fuel-depot', 'explosives-depot', 'glp-depot'],
        description: {
          pt: 'também os depósitos de GLP (gás liquefeito é combustível)',
          en: 'GLP depots too (liquefied gas is a fuel)',
        },
      },
    ],
  } satisfies ParameterDef<readonly string[]>,
  {
    id: 'outlet-distance-measurement',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'De onde medir as distâncias da revenda de GLP (arts. 22 e 23: "Nenhum posto … poderá ser instalado em distância igual ou inferior a …"): a lei não diz',
      en: 'Where the GLP outlet\'s distances are measured from (arts. 22 and 23: "Nenhum posto … poderá ser instalado em distância igual ou inferior a …"): the law does not say',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'point',
        cite: 'art22',
        note: 'The law names the posto, not a point of it. The nearest geometry known stands for it, the storage area first (what the distances keep away from schools, depots and other outlets), else the lot boundary, else the lot point; the method is reported with each place. The value is named "point", as Salvador\'s distance-measurement, though it measures from a polygon when one is known.',
      },
    ],
    alternatives: [
      {
        value: 'point',
        description: {
          pt: 'da melhor geometria conhecida: o limite da área de armazenamento (lot.storagePolygon), senão o limite do lote (lot.polygon), senão o ponto do lote (lot.location)',
          en: 'from the best geometry known: the storage-area boundary (lot.storagePolygon), else the lot boundary (lot.polygon), else the lot point (lot.location)',
        },
      },
      {
        value: 'edge',
        description: {
          pt: 'do limite do lote do posto (o estabelecimento inteiro); lote conhecido só como ponto: um local aquém do limite reprova, um além não é avaliável',
          en: "from the outlet's lot boundary (the whole establishment); a lot known only as a point: a place short of the limit violates, one beyond cannot be evaluated",
        },
      },
    ],
  } satisfies ParameterDef<string>,
  threshold(
    'outlet-from-school',
    'm',
    '>',
    100,
    'art23-I',
    { pt: 'Distância da revenda de GLP a escolas', en: 'Distance from the GLP outlet to schools' },
    '"distância igual ou inferior a 100.00m (cem metros) de escolas" is forbidden.',
  ),
  threshold(
    'outlet-from-depots',
    'm',
    '>',
    100,
    'art23-II',
    {
      pt: 'Distância da revenda de GLP a depósitos de combustíveis ou explosivos',
      en: 'Distance from the GLP outlet to fuel or explosives depots',
    },
    '"distância igual ou inferior a 100.00m" is forbidden.',
  ),
  {
    id: 'depot-counted-statuses',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Situações do depósito de combustíveis ou explosivos que contam nos arts. 21, III e 23, II',
      en: 'Statuses of the fuel or explosives depot that count under arts. 21 III and 23 II',
    },
    values: [
      {
        from: LAW_DATE,
        value: OUTLET_STATUSES_EXISTING,
        cite: 'art21-III',
        note: 'Arts. 21 III and 23 II keep stations and outlets away from "depósitos de combustíveis ou explosivos": a place where fuel or explosives are stored. A closed depot no longer stores them, and one only approved or applied for does not store them yet; a depot whose status is not known is not dropped: the finding cannot be evaluated and asks for nearby.places[i].status.',
      },
    ],
    alternatives: [
      { value: OUTLET_STATUSES_EXISTING, description: { pt: 'licenciados ou existentes', en: 'licensed or existing' } },
      {
        value: OUTLET_STATUSES_WITH_APPROVED,
        description: { pt: 'também os com construção aprovada', en: 'also those with construction approved' },
      },
      {
        value: OUTLET_STATUSES_WITH_PENDING,
        description: { pt: 'também pedidos pendentes', en: 'also pending applications' },
      },
      {
        value: STATUSES_ALL,
        description: {
          pt: 'todos, inclusive os fechados (o local pode guardar resíduos até ser descontaminado)',
          en: 'all, closed ones included (the site may hold residues until decontaminated)',
        },
      },
    ],
  } satisfies ParameterDef<readonly string[]>,
  interpretation(
    'siting-existing-establishments',
    'art21',
    {
      pt: 'As distâncias dos arts. 21, 22 e 23 ("construído", "instalação", "instalado") valem para estabelecimentos já instalados (renovação, fiscalização)?',
      en: 'Do the distances of arts. 21, 22 and 23 ("built", "installation", "installed") apply to establishments already installed (renewal, inspection)?',
    },
    [
      {
        value: 'apply',
        description: {
          pt: 'sim: o art. 24 manda enquadrar os alvarás existentes nas disposições desta Lei',
          en: 'yes: art. 24 orders existing licences to be brought under this law',
        },
      },
      {
        value: 'installation-only',
        description: {
          pt: 'não: só pedidos de instalação; renovação e fiscalização de estabelecimento instalado não se sujeitam às distâncias',
          en: 'no: only applications to install; renewal and inspection of an installed establishment are not subject to the distances',
        },
      },
    ],
    'The wording targets installation, but art. 24 reviews existing licences "a fim de enquadrá-los nas disposições desta Lei".',
  ),

  interpretation(
    'art21-II-measure-basis',
    'art21-II',
    {
      pt: 'Art. 21, II mede até "a testada do terreno no qual seja edificado" a escola (creche, hospital…): vale uma distância medida até o limite desse terreno ou até um ponto do local?',
      en: 'Art. 21 II measures to "the frontage of the lot on which" the school (day-care, hospital…) is built: does a distance measured to that lot\'s boundary or to a point of the place count?',
    },
    [
      {
        value: 'frontage-only',
        description: {
          pt: 'só o que a medida prova: até a testada decide nos dois sentidos; até o limite do terreno do local, só uma distância acima do mínimo; até um ponto, nada',
          en: "only what the measure proves: to the frontage both ways; to the place's lot boundary, only a distance beyond the minimum; to a point, nothing",
        },
      },
      {
        value: 'stand-in',
        description: {
          pt: 'sim, nos dois sentidos, dizendo até onde foi medida; do lado do posto, uma medida de um ponto dentro do terreno vale pela do seu limite para provar a distância acima do mínimo; uma distância sem base informada não vale',
          en: "yes, both ways, saying to where it was measured; on the station's side a measure from a point inside the lot stands in for its boundary to prove a distance beyond the minimum; a distance with no stated basis does not count",
        },
      },
    ],
    "Default frontage-only: the law itself says where the distance runs (\"da testada do terreno no qual seja edificado escola…\"), so a measure decides only what it proves — the frontage lies on the boundary of the place's lot, so a distance to that boundary beyond 100 m proves the frontage is beyond it too, and one to the frontage decides both ways; a distance to the boundary within 100 m, or to a point of the place, does not prove where the frontage is (the finding names nearby.places[i].measuredTo); on the station's side its lot boundary counts (\"nenhum posto … poderá ser construído\": the whole lot), a measure from a point inside the lot proving only a shortfall. Missing information is never a pass: a school known only by its point asks for the measure to its frontage or its lot. stand-in (law-notes' fallback for the laws that do not say how to measure: the point when no polygon is known, saying which was used): a measure to the place's lot boundary or to a point of it stands in for the measure to its frontage, both ways, and a measure from a point inside the station's lot stands in for one from its boundary to prove a pass; the finding says which stood in. Under both, a distance given without measuredFrom proves nothing.",
  ),

  // --- Art. 24, 27: procedure -------------------------------------------------------------------
  threshold(
    'licence-review-days',
    'days',
    undefined,
    60,
    'art24',
    { pt: 'Prazo para a revisão dos alvarás de revenda existentes', en: 'Period to review existing resale licences' },
    '"no prazo máximo de 60 (sessenta) dias da publicação": counted from 25/05/1993, the last day is 24/07/1993.',
  ),
  {
    id: 'fine-amount',
    unit: 'BRL',
    description: {
      pt: 'Multa por infração (art. 27): valor da Lei do Poder de Polícia do Município, a ser cadastrado pelo Município',
      en: 'Fine per infraction (art. 27): amount of the municipal police-power law, to be entered by the municipality',
    },
    externalSource: 'Lei municipal que regula o Poder de Polícia de Vitória da Conquista',
    values: [
      {
        from: LAW_DATE,
        value: null,
        cite: 'art27',
        note: 'Not set: the amount is not in Lei 709/1993 and the police-power law was not received. The municipality enters dated values (by infraction, in its currency of the time); until then fine computations answer "not set".',
      },
    ],
  } satisfies ParameterDef<number | null>,
];
