/**
 * Vitória da Conquista — the facts Lei 709/1993 uses beyond the shared vocabulary
 * (src/core/input/schema.ts): related services and fuel depots (arts. 1, 3, 6), the premises
 * art. 5 § 1º forbids, the sensitive places and depots of arts. 21 and 23, the lot and street of
 * arts. 2, 4, 20 and 21, the fuel-station buildings of arts. 7–11, the storage of arts. 12–17,
 * and the departmental opinions of art. 19.
 */
import { z } from 'zod';
import { metres, squareMetres } from '../../src/core/input/parts.ts';
import type { InputWith, PackFacts } from '../../src/core/input/vocabulary.ts';
import { CHOICE_LABELS, FACT_LABELS } from './fact-labels.ts';
import { ruleKit } from '../../src/core/rulekit.ts';

const opinion = z.enum(['favourable', 'unfavourable', 'pending']).meta({ description: 'departmental opinion (parecer técnico)' });

const building = z
  .strictObject({
    setbackM: metres.optional().meta({ description: 'recuo (art. 7)' }),
    pavedAndDrained: z.boolean().optional(),
    frontLowWall: z.boolean().optional(),
    accesses: z.array(z.strictObject({ widthM: metres })).optional(),
    curbLoweredWithin5mOfCorner: z
      .boolean()
      .optional()
      .meta({ description: 'a curb lowering less than 5 m from a corner (art. 10 III), when curbLoweringFromCornerM is not measured' }),
    curbLoweringFromCornerM: metres.optional().meta({
      description:
        'shortest distance from any curb lowering to a corner, along the curb (art. 10 III); prevails over curbLoweredWithin5mOfCorner',
    }),
    floorSlopePercent: z.number().nonnegative().optional(),
    pumpsFromStreetAlignmentM: metres.optional(),
    changingRoom: z.boolean().optional(),
    staffToilet: z.boolean().optional(),
    publicToilet: z.boolean().optional(),
    toiletsSeparateBySex: z.boolean().optional(),
    washingEnclosed: z.boolean().optional(),
    washingWallsImpermeableHeightM: metres.optional(),
    washingBoxFromStreetM: metres.optional(),
    washingBoxFromSidesM: metres.optional(),
    washingExternalWallsOpen: z.boolean().optional(),
    restaurantOrDormitory: z.boolean().optional(),
    hasDormitory: z.boolean().optional().meta({ description: 'dormitório on the premises (art. 8 II)' }),
    hasRestaurant: z.boolean().optional().meta({ description: 'restaurante or lanchonete on the premises (art. 8 III)' }),
    dormitoryFromPumpM: metres.optional(),
    restaurantFromPumpM: metres.optional(),
    privateParking: z.boolean().optional(),
  })
  .optional()
  .meta({ description: 'buildings and installations of fuel stations and services (arts. 7–11)' });

const fuelStation = z
  .strictObject({
    kind: z.enum(['full-service', 'washing-lubrication', 'mechanised', 'fuel-only']).optional().meta({
      description:
        'art. 4: postos de abastecimento e serviços afins; lavagem e lubrificação; totalmente mecanizados; exclusivamente abastecimento',
    }),
    insideUrbanPerimeter: z.boolean().optional(),
    services: z
      .array(z.enum(['washing', 'lubrication', 'oil-change', 'tyre-repair']))
      .optional()
      .meta({ description: 'serviços afins offered (art. 3): lavagem, lubrificação, troca de óleo, borracharia; [] = none' }),
  })
  .optional()
  .meta({ description: 'fuel station specifics (arts. 3, 4, 8)' });

const extend = z.strictObject({
  zone: z
    .strictObject({
      inSeatDistrict: z.boolean().optional().meta({
        description:
          'the lot lies in the Distrito Sede, the seat district of the municipality (art. 2: "em áreas do Distrito Sede estabelecidas para estes fins"); false: another district of the municipality. When absent, art2-district-unstated says what the finding reads',
      }),
    })
    .optional(),
  establishment: z
    .strictObject({
      otherGoodsAreSpareParts: z.boolean().optional().meta({ description: 'only cylinder spare parts besides GLP (art. 13 VIII)' }),
      enclosedWithoutVentilation: z.boolean().optional().meta({ description: 'a closed place without ventilation (art. 5 § 1º IV)' }),
    })
    .optional(),
  lot: z
    .strictObject({
      free: z.boolean().optional().meta({ description: 'terreno livre (art. 5)' }),
      remaining: z.boolean().optional().meta({ description: 'terreno remanescente (art. 2 § 1º)' }),
      parkingAreaM2: squareMetres.optional().meta({ description: 'area reserved for parking (art. 20)' }),
      street: z
        .strictObject({
          widthM: metres.optional().meta({ description: 'caixa da rua including sidewalks (art. 21 I)' }),
          isAvenue: z.boolean().optional(),
          predominantlyCommercial: z.boolean().optional(),
          isHighway: z.boolean().optional(),
        })
        .optional(),
    })
    .optional(),
  storage: z
    .strictObject({
      floorMaterialCompliant: z.boolean().optional().meta({ description: 'floor of a material the law lists (inspector’s finding)' }),
      floorMaterial: z
        .enum([
          'sand',
          'gravel',
          'fine-crushed-stone',
          'crushed-stone',
          'boards',
          'wood-blocks',
          'rubber-blocks',
          'synthetic',
          'cement',
          'asphalt',
          'earth',
          'other',
        ])
        .optional()
        .meta({
          description:
            'floor material: areia, cascalho, pedrisco, brita, tábuas, tacos, bloquetes em borracha, material sintético, cimento, asfalto, terra, outro (arts. 12 IV, 13 III, 17 VII list the allowed ones)',
        }),
      sidesOpen: z.boolean().optional().meta({ description: 'laterais abertas' }),
      onSidewalkOrPublicWay: z.boolean().optional(),
      overheadPowerLines: z.boolean().optional().meta({ description: 'electrical network above the storage (art. 13 V)' }),
      armouredSwitches: z.boolean().optional(),
      builtToMunicipalModel: z.boolean().optional().meta({ description: 'compartment built to the Secretaria de Obras model (art. 12 I)' }),
      pavingLevelWithArea: z.boolean().optional().meta({
        description:
          'the floor paving is level with the area, neither above nor below it (art. 12 V: "nem pavimentação acima ou abaixo do nível da área"; art. 17 VIII read as art. 12 V); false: paving raised or sunk',
      }),
      gateWidthM: metres.optional(),
      // Not only whole numbers: the alvará states the requested kg in botijões of 13 kg, to 2 decimals
      // as the rules count them (art. 5 § 3º; procedure.ts countsContainers), e.g. 2.740 kg = 210,77.
      licensedQuantity: z.number().nonnegative().optional().meta({
        description:
          'botijões allowed by the current licence (art. 5 § 2º), as the alvará states them (art. 5 § 3º: P13 equivalents, 2 decimals); an inspection takes it from the licence in force',
      }),
      perimeter: z.strictObject({ wallHeightM: metres.optional(), fencedWithWireOrWall: z.boolean().optional() }).optional(),
    })
    .optional(),
  vehicles: z
    .array(
      z.strictObject({
        authorisedByDistributor: z.boolean().optional().meta({
          description:
            'authorised by a distribution company installed in the Distrito Sede (art. 5 § 1º VI: "autorizados pelas empresas distribuidoras instaladas no Distrito Sede do Município"); distributorInSeatDistrict may state the district apart',
        }),
        distributorInSeatDistrict: z.boolean().optional().meta({
          description:
            'the distribution company that authorised the vehicle is installed in the Distrito Sede (art. 5 § 1º VI); false: an authorisation by a distributor installed elsewhere does not count',
        }),
      }),
    )
    .optional(),
  building,
  fuelStation,
  opinions: z
    .strictObject({
      urbanism: opinion.optional().meta({ description: 'Secretaria de Obras e Urbanismo (art. 19 I)' }),
      publicServices: opinion.optional().meta({ description: 'Secretaria de Serviços Públicos (art. 19 II)' }),
      health: opinion.optional().meta({ description: 'Secretaria Municipal de Saúde (art. 19 III)' }),
      legal: opinion.optional().meta({ description: 'Procuradoria Geral (art. 19 IV)' }),
    })
    .optional()
    .meta({ description: 'departmental opinions gathered for the application (art. 19)' }),
});

export const vdcFacts: PackFacts = {
  labels: FACT_LABELS,
  choiceLabels: CHOICE_LABELS,
  activities: [
    {
      id: 'vehicle-services',
      label: { pt: 'serviços para veículos', en: 'vehicle services' },
      description: 'serviços afins: lavagem, lubrificação, troca de óleo, borracharia (art. 3)',
    },
    {
      id: 'fuel-depot',
      label: { pt: 'depósito de combustíveis', en: 'fuel depot' },
      description: 'depósito de combustíveis (arts. 6, 18)',
    },
  ],
  // Art. 5 § 1º, in its words (the OCR's "cubas de malerial de construção" read as "casas de material de construção").
  premisesTypes: [
    { id: 'warehouse', label: { pt: 'armazém', en: 'warehouse' }, description: 'armazém (art. 5 § 1º I)' },
    { id: 'butcher', label: { pt: 'açougue', en: 'butcher’s shop' }, description: 'açougue (art. 5 § 1º I)' },
    {
      id: 'construction-materials',
      label: { pt: 'casa de material de construção', en: 'building materials shop' },
      description: 'loja de material de construção (art. 5 § 1º II)',
    },
    { id: 'sawmill', label: { pt: 'serraria', en: 'sawmill' }, description: 'serraria (art. 5 § 1º II)' },
    { id: 'metalwork', label: { pt: 'serralharia', en: 'metalwork shop' }, description: 'serralharia (art. 5 § 1º II)' },
    { id: 'scrapyard', label: { pt: 'depósito de sucata', en: 'scrapyard' }, description: 'depósito de sucata (art. 5 § 1º II)' },
    {
      id: 'spark-producing',
      label: { pt: 'estabelecimento susceptível de produção de faíscas', en: 'establishment liable to produce sparks' },
      description: 'estabelecimento susceptível de produção de faíscas (art. 5 § 1º III)',
    },
    {
      id: 'fireworks',
      label: { pt: 'estabelecimento de revenda de fogos e similares', en: 'fireworks shop' },
      description: 'revenda de fogos e similares (art. 5 § 1º V)',
    },
  ],
  // Arts. 21 II–III and 23 II, in their words.
  placeCategories: [
    {
      id: 'recreational-cultural',
      label: { pt: 'agremiação recreativa ou cultural', en: 'recreational or cultural association' },
      description: 'agremiação recreativa ou cultural (art. 21 II)',
    },
    {
      id: 'fuel-depot',
      label: { pt: 'depósito de combustíveis', en: 'fuel depot' },
      description: 'depósito de combustíveis (arts. 21 III, 23 II)',
      activity: 'fuel-depot',
      aliases: ['depósito de combustível', 'depósito de combustíveis'],
    },
    {
      id: 'explosives-depot',
      label: { pt: 'depósito de explosivos', en: 'explosives depot' },
      description: 'depósito de explosivos (arts. 21 III, 23 II)',
      aliases: ['depósito de explosivos'],
    },
  ],
  extend,
};

export type VdcInput = InputWith<typeof extend>;

export const { thresholdRule, flagRule, documentRule, distanceRule, guard } = ruleKit<VdcInput>();
