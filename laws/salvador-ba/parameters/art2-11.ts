/** Salvador — dated parameters of art. 2 § 2 and art. 10 (NBR 15514), art. 3 § 2 (motorcycles), art. 11, each citing the unit that sets it. */
import type { ParameterDef } from '../../../src/core/types.ts';
import { NBR15514_FIRE_WALL } from '../../../src/core/norms/nbr15514.ts';
import { LAW_DATE, MOTORCYCLE_LIKE_DEFAULT, PUBLIC_ASSEMBLY_DEFAULT } from './common.ts';

export const safetyParameters: ParameterDef[] = [
  // --- Art. 2 § 2 and art. 10: NBR 15514 -----------------------------------------
  {
    id: 'nbr15514-edition-policy',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Edição da NBR 15514 aplicada (art. 2º, § 2º e art. 10: "ou posterior normatização que venha atualizá-la ou substituí-la")',
      en: 'NBR 15514 edition applied (art. 2 § 2 and art. 10: "or a later norm that updates or replaces it")',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'current-loaded',
        cite: 'art2-par2',
        note: 'The law adopts the edition in force ("posterior normatização"): the loaded current edition applies, and each finding names the edition and the source of its figures.',
      },
    ],
    alternatives: [
      {
        value: 'current-loaded',
        description: {
          pt: 'a edição vigente carregada (a lei remete à norma posterior que a atualize ou substitua)',
          en: 'the loaded current edition (the law refers to any later norm that updates or replaces it)',
        },
      },
      {
        value: 'adopted-2007',
        description: {
          pt: 'somente a edição de 2007 adotada pela Resolução ANP 5/2008: sem ela, não é possível avaliar',
          en: 'only the 2007 edition adopted by ANP Resolution 5/2008: without it the rule cannot be evaluated',
        },
      },
    ],
  },
  {
    id: 'nbr-class-quantity',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Quantidade que dá a classe da NBR 15514 da instalação (art. 10: "As instalações para armazenamento de GLP devem obedecer a distância de segurança"; art. 2º, § 2º)',
      en: 'Quantity that sets the NBR 15514 class of the installation (art. 10: "As instalações para armazenamento de GLP devem obedecer a distância de segurança"; art. 2 § 2)',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'larger-of-requested-and-stock',
        cite: 'art10',
        note: 'The law does not say which quantity classes "as instalações para armazenamento"; NBR 15514 classes a storage area by its capacity. The installation an application asks for is one for "a quantidade requerida" (art. 2 III: application.requestedQuantity), and a TVL is asked before any container is on site: the distance the licence would allow must hold for that quantity. A stock on site above it is kept there whatever was asked: the larger decides (as Belém art. 2 I b and Nova Odessa art. 5). Findings show both quantities and which one set the class; neither known → cannot evaluate.',
      },
    ],
    alternatives: [
      {
        value: 'larger-of-requested-and-stock',
        description: {
          pt: 'a maior entre a quantidade requerida e os recipientes no local (só uma conhecida: essa); um TVL sem estoque é classificado pela quantidade requerida',
          en: 'the larger of the requested quantity and the containers on site (only one known: that one); a TVL with no stock is classed by the requested quantity',
        },
      },
      {
        value: 'stock',
        description: {
          pt: 'somente os recipientes descritos (a instalação como está): sem storage.containers, não é possível avaliar',
          en: 'only the containers described (the installation as it stands): without storage.containers the rules cannot be evaluated',
        },
      },
    ],
  },
  {
    id: 'nbr15514-fire-wall',
    unit: 'none',
    description: {
      pt: 'Parede corta-fogo que reduz à metade as distâncias da NBR 15514 (exceto ralos e canaletas)',
      en: 'Fire wall that halves the NBR 15514 distances (except drains and gutters)',
    },
    externalSource: 'ABNT NBR 15514:2020 as transcribed in CBMGO NT 28/2022, Parte 2 (shared/design/referenced-norms.md)',
    values: [
      {
        from: LAW_DATE,
        value: NBR15514_FIRE_WALL,
        cite: 'art2-par2',
        note: 'No openings, fire resistance ≥ 2 h, ≥ 2.6 m high, ≥ 1 m from the container lots. Applied only when a distance fails the full table value.',
      },
    ],
  },
  {
    id: 'public-assembly-categories',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Categorias de locais tratadas como "estabelecimentos de grande aglomeração" (art. 10)',
      en: 'Place categories treated as "places of large gatherings" (art. 10)',
    },
    values: [
      {
        from: LAW_DATE,
        value: PUBLIC_ASSEMBLY_DEFAULT,
        cite: 'art10',
        note: 'Default: the survey classifies places of public assembly itself (category public-assembly); schools, churches etc. count when the survey puts them in that category.',
      },
    ],
    alternatives: [
      {
        value: PUBLIC_ASSEMBLY_DEFAULT,
        description: { pt: 'somente locais classificados como de reunião de público', en: 'only places classified as public assembly' },
      },
      {
        value: ['public-assembly', 'school', 'church', 'hospital', 'recreational-cultural', 'large-commerce'],
        description: {
          pt: 'também escolas, igrejas, hospitais, agremiações e grande comércio',
          en: 'also schools, churches, hospitals, clubs and large commerce',
        },
      },
    ],
  },

  // --- Art. 3 § 2 ------------------------------------------------------------------
  {
    id: 'motorcycle-like-types',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Tipos de veículo que são "motocicletas ou similares" e só podem transportar GLP com side car',
      en: 'Vehicle types that are "motorcycles or similar" and may carry GLP only with a sidecar',
    },
    values: [
      {
        from: LAW_DATE,
        value: MOTORCYCLE_LIKE_DEFAULT,
        cite: 'art3-par2',
        note: 'A motorcycle-sidecar is allowed when adapted and legal; the other types listed have no sidecar and are refused.',
      },
    ],
    alternatives: [
      {
        value: MOTORCYCLE_LIKE_DEFAULT,
        description: { pt: 'motocicletas, bicicletas motorizadas e triciclos', en: 'motorcycles, motorised bicycles and tricycles' },
      },
      {
        value: ['motorcycle', 'motorised-bicycle'],
        description: {
          pt: 'motocicletas e bicicletas motorizadas (triciclo de carga não é "similar")',
          en: 'motorcycles and motorised bicycles (a cargo tricycle is not "similar")',
        },
      },
    ],
  },

  // --- Art. 11 -----------------------------------------------------------------------
  {
    id: 'art11-other-products',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Para um estabelecimento de GLP: que "comércio de outros produtos" veda o armazenamento',
      en: 'For a GLP establishment: which "commerce of other products" forbids the storage',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'any-other-product',
        cite: 'art11',
        note: 'Literal reading. Cumulative activities (art. 15, IV) remain possible when they are not sales of goods in the storage installation.',
      },
    ],
    alternatives: [
      {
        value: 'any-other-product',
        description: {
          pt: 'qualquer outro produto vendido na instalação (leitura literal)',
          en: 'any other product sold in the installation (literal reading)',
        },
      },
      {
        value: 'dangerous-products-art13',
        description: {
          pt: 'somente outros produtos perigosos do art. 13 (inflamáveis, álcool, tintas…)',
          en: 'only other dangerous products of art. 13 (flammables, alcohol, paints…)',
        },
      },
    ],
  },
  {
    id: 'art11-storage-scope',
    unit: 'none',
    interpretation: true,
    description: {
      pt: 'Para comércio de outros produtos ou posto de combustível: que "armazenamento de GLP" é vedado',
      en: 'For other commerce or a fuel station: which "storage of GLP" is forbidden',
    },
    values: [
      {
        from: LAW_DATE,
        value: 'glp-for-sale',
        cite: 'art11',
        note: 'The law governs companies that bottle, store, deposit or sell GLP (art. 1): GLP kept for sale is forbidden there; containers in use for the business\'s own consumption are not "armazenamento" in its sense.',
      },
    ],
    alternatives: [
      {
        value: 'glp-for-sale',
        description: { pt: 'GLP mantido para venda', en: 'GLP kept for sale' },
      },
      {
        value: 'any-container',
        description: {
          pt: 'qualquer recipiente de GLP, mesmo para consumo próprio (leitura literal)',
          en: 'any GLP container, even for own consumption (literal reading)',
        },
      },
    ],
  },
];
