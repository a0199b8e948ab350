/**
 * The establishment/application vocabulary: one zod schema that validates input and
 * generates the published JSON Schema (docs/schema/establishment.schema.json).
 *
 * Design: every fact is optional. A rule that needs a fact that is absent answers
 * "cannot-evaluate" naming it; nothing absent is ever read as compliant.
 * Field names are English; docs/glossary.md maps them to the laws' terms.
 */
import { z } from 'zod';
import { isIsoDate } from '../format.ts';

const isoDate = z
  .string()
  .refine(isIsoDate, { message: 'expected a date YYYY-MM-DD' })
  .meta({ format: 'date', description: 'ISO date YYYY-MM-DD' });

const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'expected a time HH:MM (00:00–23:59)' })
  .meta({ description: 'time of day HH:MM' });

const metres = z.number().finite().nonnegative().meta({ description: 'metres' });
const squareMetres = z.number().finite().nonnegative().meta({ description: 'square metres' });

export const lonLatSchema = z
  .tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
  .meta({ description: '[longitude, latitude] in degrees, WGS 84 / SIRGAS 2000 (GeoJSON order)' });

const ring = z.array(lonLatSchema).min(4).meta({ description: 'closed linear ring, first = last position' });

export const polygonSchema = z
  .strictObject({ type: z.literal('Polygon'), coordinates: z.array(ring).min(1) })
  .meta({ description: 'GeoJSON Polygon (WGS 84 lon/lat)' });

export const lineStringSchema = z
  .strictObject({ type: z.literal('LineString'), coordinates: z.array(lonLatSchema).min(2) })
  .meta({ description: 'GeoJSON LineString (WGS 84 lon/lat)' });

// ---------------------------------------------------------------------------
// Activities
// ---------------------------------------------------------------------------

export const ACTIVITIES = [
  'glp-resale', // posto/revenda de GLP (fixed outlet, exclusive or main activity)
  'glp-resale-at-fuel-station', // VdC art. 12: fuel station that also resells GLP
  'glp-mobile-sale', // posto ambulante (Nova Odessa art. 2 XVI, art. 14 §2)
  'glp-depot', // depósito de distribuição de GLP (VdC art. 6, 16, 17)
  'glp-bottling', // engarrafamento (Salvador art. 1)
  'fuel-station', // posto de abastecimento de combustíveis (VdC)
  'vehicle-services', // serviços afins: lavagem, lubrificação, troca de óleo, borracharia (VdC art. 3)
  'fuel-depot', // depósito de combustíveis (VdC art. 6, 18)
  'own-consumption', // storage for own use only (Nova Odessa art. 4; Belém art. 7)
  'other-commerce', // a business that is not a GLP reseller (bar, grocery, supermarket…) holding or selling GLP
  'residence', // a dwelling holding GLP containers (Belém art. 7)
] as const;
export type Activity = (typeof ACTIVITIES)[number];

export const PREMISES_TYPES = [
  'dedicated', // premises of the GLP reseller itself
  'bar',
  'grocery', // mercearia, quitanda
  'warehouse', // armazém
  'butcher',
  'supermarket',
  'restaurant',
  'bakery',
  'fuel-station',
  'construction-materials',
  'sawmill',
  'metalwork', // serralharia
  'scrapyard',
  'fireworks',
  'spark-producing', // estabelecimentos susceptíveis de produção de faíscas
  'industry',
  'commerce-other',
  'residence',
] as const;

export const PLACE_CATEGORIES = [
  'glp-outlet', // posto/revenda de GLP
  'fuel-station',
  'fuel-depot',
  'explosives-depot',
  'glp-depot',
  'school',
  'daycare',
  'hospital',
  'health', // casa de saúde, unidade de saúde
  'research',
  'barracks',
  'church', // igreja ou templo
  'environmental-area',
  'large-commerce', // supermercado, feira ou comércio com área > 10 000 m²
  'industry-heat', // indústria com caldeiras ou fontes de calor
  'public-assembly', // local de grande aglomeração / reunião de público
  'recreational-cultural', // agremiações recreativas ou culturais
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

export const OUTLET_STATUSES = ['licensed', 'existing', 'construction-approved', 'pending', 'closed'] as const;

// ---------------------------------------------------------------------------
// Parts
// ---------------------------------------------------------------------------

/** A document or licence held. `true` is shorthand for `{ held: true }`. */
export const documentSchema = z
  .union([
    z.boolean(),
    z.strictObject({
      held: z.boolean(),
      number: z.string().optional(),
      issuedOn: isoDate.optional(),
      validUntil: isoDate.optional(),
      issuer: z.string().optional(),
      amountBRL: z.number().nonnegative().optional().meta({ description: 'insured amount, R$' }),
      coversVehicles: z.boolean().optional(),
      fiscalYear: z
        .number()
        .int()
        .min(1900)
        .max(2200)
        .optional()
        .meta({ description: 'fiscal year (exercício) the document refers to, e.g. the IPTU guia' }),
      displayed: z.boolean().optional().meta({ description: 'shown where the public can see it' }),
    }),
  ])
  .meta({ description: 'document held (true/false or details)' });
export type DocumentFact = z.infer<typeof documentSchema>;

const documentsSchema = z
  .strictObject({
    alvara: documentSchema.optional().meta({ description: 'municipal operating licence (alvará) already held' }),
    fireBrigadeLicence: documentSchema.optional().meta({ description: 'Alvará/AVCB do Corpo de Bombeiros' }),
    fireBrigadeInspection: documentSchema.optional().meta({ description: 'vistoria do Corpo de Bombeiros aprovada' }),
    municipalInspection: documentSchema.optional().meta({ description: 'vistoria técnica municipal aprovada' }),
    thirdPartyInsurance: documentSchema.optional().meta({ description: 'seguro contra terceiros' }),
    fireInsurance: documentSchema.optional().meta({ description: 'seguro contra incêndio (amountBRL)' }),
    iptuPaid: documentSchema.optional().meta({ description: 'guia do IPTU do exercício quitada' }),
    environmentalLicence: documentSchema.optional(),
    anpAuthorisation: documentSchema.optional().meta({ description: 'autorização ANP de revenda' }),
    anpRequirements: documentSchema.optional().meta({ description: 'requisitos ANP/MME atendidos' }),
    otherLicences: documentSchema.optional().meta({ description: 'licenças de outros órgãos' }),
    commercialRegistration: documentSchema
      .optional()
      .meta({ description: 'ato constitutivo / declaração de empresário na Junta Comercial' }),
    taxRegistrations: documentSchema.optional().meta({ description: 'cadastro nos órgãos fiscais da União, Estado e Município' }),
    resellerRegistration: documentSchema
      .optional()
      .meta({ description: 'cadastro como revendedor autorizado (municipal, estadual, federal)' }),
    concessionContract: documentSchema
      .optional()
      .meta({ description: 'Contrato de Concessão para Revenda de GLP registrado no Município' }),
    stateFederalCompliance: documentSchema.optional().meta({ description: 'prova de cumprimento das legislações estadual e federal' }),
    scaleCalibrationCertificate: documentSchema.optional().meta({ description: 'certificado de aferição da balança (IPEM/INMETRO)' }),
    invoiceBook: documentSchema.optional().meta({ description: 'talão de nota fiscal' }),
    eInvoiceEquipment: documentSchema.optional().meta({ description: 'equipamento para emissão de nota fiscal eletrônica' }),
    specificResidentialLicence: documentSchema
      .optional()
      .meta({ description: 'alvará específico para zona residencial (Nova Odessa art. 12)' }),
  })
  .meta({ description: 'documents, licences and certificates held' });

const opinionSchema = z.enum(['favourable', 'unfavourable', 'pending']).meta({ description: 'departmental opinion (parecer técnico)' });

const opinionsSchema = z
  .strictObject({
    urbanism: opinionSchema.optional().meta({ description: 'Secretaria de Obras e Urbanismo' }),
    publicServices: opinionSchema.optional().meta({ description: 'Secretaria de Serviços Públicos' }),
    health: opinionSchema.optional().meta({ description: 'Secretaria Municipal de Saúde' }),
    legal: opinionSchema.optional().meta({ description: 'Procuradoria Geral' }),
    fireBrigade: opinionSchema.optional(),
  })
  .meta({ description: 'departmental opinions gathered for the application' });

const containerSchema = z.strictObject({
  capacityKg: z
    .literal([2, 5, 7, 8, 13, 20, 45, 90, 190])
    .meta({ description: 'nominal capacity in kg of GLP (P2, P5, P7, P8, P13, P20, P45, P90, P190)' }),
  state: z.enum(['full', 'partly-used', 'empty', 'new']).meta({ description: 'cheio, parcialmente utilizado, vazio, novo' }),
  count: z.number().int().nonnegative(),
});

const openingSchema = z.strictObject({
  widthM: metres,
  heightM: metres,
  opensOutward: z.boolean().optional(),
});

const fireWallSchema = z.strictObject({
  present: z.boolean(),
  heightAboveStackM: metres.optional().meta({ description: 'height above the top of the highest stack' }),
  fireResistanceHours: z.number().nonnegative().optional(),
  heightM: metres.optional(),
  hasOpenings: z.boolean().optional(),
  distanceFromStackM: metres.optional().meta({ description: 'distance from the wall to the nearest container lot' }),
});

const storageDistancesSchema = z
  .strictObject({
    nearestPumpM: metres.optional().meta({ description: 'to the nearest fuel pump' }),
    ignitionSourcesM: metres.optional().meta({ description: 'to equipment producing sparks, flame or heat' }),
    heatMachinesM: metres.optional().meta({ description: 'to heat machines / open flame' }),
    neighbourBuildingsM: metres.optional().meta({ description: 'to neighbouring buildings' }),
    adjoiningLotLimitsM: metres.optional().meta({ description: 'to the limits of adjoining lots' }),
    propertyLineM: metres.optional().meta({ description: 'to the property line' }),
    propertyLineWallM: z.boolean().optional().meta({ description: 'property line has a wall ≥ 1.80 m (NBR 15514)' }),
    buildingsM: metres.optional().meta({ description: 'to buildings (NBR 15514 column)' }),
    publicWayAlignmentM: metres.optional().meta({ description: 'to the public way alignment' }),
    curbAlignmentM: metres.optional().meta({ description: 'to the curb (meio-fio) alignment' }),
    mainEntranceM: metres.optional().meta({ description: 'to the main entrance' }),
    drainsM: metres.optional().meta({ description: 'to drains, grease traps, sewers, galleries' }),
    publicAssemblyM: metres.optional().meta({ description: 'to places of public assembly' }),
    electricalWiringM: metres.optional().meta({ description: 'electrical wiring distance from the storage area limit' }),
    betweenStorageAreasM: metres.optional().meta({ description: 'between separate storage areas' }),
    emptyFromFullM: metres.optional().meta({ description: 'between empty and full cylinders' }),
    noneWithinM: z
      .partialRecord(
        z.enum(['nearestPumpM', 'ignitionSourcesM', 'heatMachinesM', 'buildingsM', 'drainsM', 'publicAssemblyM', 'propertyLineM']),
        metres,
      )
      .optional()
      .meta({
        description:
          'for a distance field: no such feature exists within this radius of the storage area (e.g. { "heatMachinesM": 10 }); stated by the applicant or inspector, never assumed',
      }),
  })
  .meta({ description: 'measured distances from the storage area' });

const storageSchema = z
  .strictObject({
    containers: z.array(containerSchema).optional(),
    areaM2: squareMetres.optional().meta({ description: 'storage area (área de armazenamento), m²' }),
    atGroundLevel: z.boolean().optional().meta({ description: 'térreo / ao nível do solo' }),
    hasBasement: z.boolean().optional().meta({ description: 'porão or compartment below' }),
    floorFlatWithoutDrains: z.boolean().optional().meta({ description: 'floor flat, no channels, drains or recesses' }),
    floorMaterialCompliant: z.boolean().optional().meta({ description: 'floor of a material the law lists' }),
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
          'floor material of the storage area: areia, cascalho, pedrisco, brita, tábuas, tacos, bloquetes em borracha, material sintético, cimento, asfalto, terra, outro (VdC arts. 12 IV, 13 III, 17 VII list the allowed ones)',
      }),
    sidesOpen: z.boolean().optional().meta({ description: 'laterais abertas' }),
    covered: z.boolean().optional(),
    ceilingHeightM: metres.optional().meta({ description: 'pé-direito' }),
    clearanceAboveStackM: metres.optional().meta({ description: 'free space between top of stack and roof' }),
    roofFireResistantWeaker: z
      .boolean()
      .optional()
      .meta({ description: 'covered area: roof of fire-resistant material, mechanically weaker than the walls (Nova Odessa art. 7 § 1º)' }),
    drainOpeningsWithin3M: z.boolean().optional(),
    openings: z.array(openingSchema).optional().meta({ description: 'access openings of the storage installation' }),
    inspectionCorridorM: metres.optional().meta({ description: 'narrowest inspection corridor' }),
    largestLotP13: z.number().int().nonnegative().optional().meta({ description: 'containers in the largest lot (13 kg)' }),
    maxStackFull: z.number().int().nonnegative().optional().meta({ description: 'highest stack of full/partly used ≤ 13 kg containers' }),
    maxStackEmpty: z.number().int().nonnegative().optional(),
    stackHeightM: metres.optional(),
    onPallets: z.boolean().optional(),
    stackingEquipment: z
      .boolean()
      .optional()
      .meta({ description: 'equipment suitable for the higher stacking on pallets is available (Nova Odessa art. 9 § 1º)' }),
    emptiesSeparated: z.boolean().optional(),
    floorMarking: z.boolean().optional(),
    classSignShown: z.boolean().optional(),
    containersOutsideArea: z.boolean().optional(),
    nearDoorsStairsOrPassages: z.boolean().optional(),
    onSidewalkOrPublicWay: z.boolean().optional(),
    electricalInConduit: z.boolean().optional(),
    explosionProofElectrical: z.boolean().optional(),
    hasElectricalInstallations: z.boolean().optional(),
    overheadPowerLines: z.boolean().optional().meta({ description: 'electrical network above the storage' }),
    armouredSwitches: z.boolean().optional(),
    naturalVentilation: z.boolean().optional(),
    protectedFromWeather: z.boolean().optional(),
    awayFromFlammablesAndHeat: z.boolean().optional(),
    otherFlammablesStored: z
      .boolean()
      .optional()
      .meta({ description: 'other flammable/explosive products stored or sold at the installation' }),
    strangersCirculate: z.boolean().optional(),
    builtToMunicipalModel: z.boolean().optional(),
    perimeter: z
      .strictObject({
        situation: z.enum(['corner', 'mid-block']).optional(),
        walledFraction: z.number().min(0).max(1).optional(),
        wallFireResistant: z.boolean().optional(),
        wallHeightM: metres.optional(),
        restIsWireFence: z.boolean().optional(),
        fencedWithWireOrWall: z.boolean().optional(),
      })
      .optional(),
    gateWidthM: metres.optional(),
    fireWall: fireWallSchema.optional(),
    distances: storageDistancesSchema.optional(),
    licensedQuantity: z.number().int().nonnegative().optional().meta({ description: 'containers allowed by the current licence' }),
  })
  .meta({ description: 'storage of GLP containers' });

const extinguisherSchema = z.strictObject({
  agent: z.enum(['dry-chemical', 'co2', 'water', 'foam', 'other']),
  kg: z.number().positive(),
  count: z.number().int().nonnegative(),
  inDate: z.boolean().optional().meta({ description: 'inspected and within validity' }),
  rating: z.string().optional().meta({ description: 'e.g. 20-B:C' }),
});

const safetySchema = z
  .strictObject({
    extinguishers: z.array(extinguisherSchema).optional(),
    warningSigns: z.number().int().nonnegative().optional().meta({ description: 'signs "Perigo Inflamável" / "Proibido fumar" shown' }),
    noSmokingSign: z.boolean().optional(),
    flammableDangerSign: z.boolean().optional(),
    gasDetection: z.boolean().optional(),
    leakTestKit: z.boolean().optional(),
    scale: z.boolean().optional(),
    scaleCalibrated: z.boolean().optional(),
    priceTableVisible: z.boolean().optional(),
    identificationSign: z.boolean().optional().meta({ description: 'name, address, telephone and distributor logo shown' }),
    brandsSoldMatchLogo: z.boolean().optional(),
    containersLabelled: z.boolean().optional().meta({ description: 'each container labelled with distributor and reseller' }),
    hygieneOk: z.boolean().optional(),
    telephone: z.boolean().optional(),
  })
  .meta({ description: 'safety equipment and consumer information' });

const streetSchema = z.strictObject({
  widthM: metres.optional().meta({ description: 'caixa da rua including sidewalks' }),
  isAvenue: z.boolean().optional(),
  predominantlyCommercial: z.boolean().optional(),
  isHighway: z.boolean().optional(),
});

const lotSchema = z
  .strictObject({
    areaM2: squareMetres.optional(),
    frontageM: metres.optional().meta({ description: 'testada' }),
    depthM: metres.optional().meta({ description: 'profundidade' }),
    free: z.boolean().optional().meta({ description: 'terreno livre' }),
    remaining: z.boolean().optional().meta({ description: 'terreno remanescente' }),
    corner: z.boolean().optional(),
    street: streetSchema.optional(),
    parkingAreaM2: squareMetres.optional(),
    location: lonLatSchema.optional().meta({ description: 'a point of the lot (storage area if known)' }),
    polygon: polygonSchema.optional().meta({ description: 'the lot (imóvel) boundary' }),
    frontageLine: lineStringSchema.optional().meta({ description: 'the lot frontage (testada)' }),
    storagePolygon: polygonSchema.optional().meta({ description: 'the storage area boundary' }),
  })
  .meta({ description: 'the lot (terreno)' });

const zoneSchema = z
  .strictObject({
    kind: z
      .enum(['expansion', 'transition', 'residential', 'commercial', 'industrial', 'mixed', 'other'])
      .optional()
      .meta({ description: 'expansion (outside the urban perimeter), residential/commercial transition along avenues, residential, …' }),
    name: z.string().optional(),
    insideUrbanPerimeter: z.boolean().optional(),
    distanceToUrbanPerimeterM: metres.optional(),
    distanceToResidentialZoneM: metres.optional(),
    zoningAllowsActivity: z
      .boolean()
      .optional()
      .meta({ description: 'zoning law (PDDU/LOUOS, Plano Diretor, uso do solo) allows the activity here' }),
    zoningAllowedQuantityKg: z.number().nonnegative().optional().meta({ description: 'GLP quantity the zoning allows here' }),
  })
  .meta({ description: 'zoning of the lot' });

const buildingSchema = z
  .strictObject({
    setbackM: metres.optional().meta({ description: 'recuo' }),
    pavedAndDrained: z.boolean().optional(),
    frontLowWall: z.boolean().optional(),
    accesses: z.array(z.strictObject({ widthM: metres })).optional(),
    curbLoweredWithin5mOfCorner: z.boolean().optional(),
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
    hasDormitory: z.boolean().optional().meta({ description: 'dormitório on the premises (VdC art. 8 II)' }),
    hasRestaurant: z.boolean().optional().meta({ description: 'restaurante or lanchonete on the premises (VdC art. 8 III)' }),
    dormitoryFromPumpM: metres.optional(),
    restaurantFromPumpM: metres.optional(),
    privateParking: z.boolean().optional(),
  })
  .meta({ description: 'buildings and installations (fuel stations and services)' });

const vehicleSchema = z.strictObject({
  plate: z.string().optional(),
  type: z.enum([
    'truck',
    'van',
    'pickup',
    'car',
    'motorcycle',
    'motorcycle-sidecar',
    'tricycle',
    'bicycle',
    'motorised-bicycle',
    'animal-traction',
    'human-traction',
    'wooden-hull-boat',
    'boat',
  ]),
  ownership: z.enum(['owned', 'contracted', 'other']).optional(),
  trailer: z.boolean().optional(),
  adaptedAndLegal: z.boolean().optional(),
  inspected: z.boolean().optional(),
  extraExtinguisher: z.boolean().optional(),
  licenceOnFront: z.boolean().optional(),
  staffUniformedWithBadges: z.boolean().optional(),
  driversTrained: z.boolean().optional().meta({ description: 'defensive driving, flammables transport and firefighting course' }),
  identified: z.boolean().optional().meta({ description: 'distributor name, ANP authorisation number and price table shown' }),
  authorisedByDistributor: z.boolean().optional(),
  insured: z.boolean().optional(),
  signs: z.boolean().optional(),
  usesHorn: z.boolean().optional(),
  ownUseSingleCylinder: z.boolean().optional().meta({ description: 'carries a single cylinder for own household use' }),
});

const soundSlotSchema = z.strictObject({
  day: z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'holiday']),
  from: hhmm,
  to: hhmm,
});

const soundSchema = z
  .strictObject({
    uses: z.boolean(),
    usesHorn: z.boolean().optional(),
    withinNoiseLimits: z
      .boolean()
      .optional()
      .meta({ description: 'sound level within the limits of the noise (sossego público) legislation' }),
    suspendedOnHolidays: z
      .boolean()
      .optional()
      .meta({ description: 'the weekly schedule is suspended on national, state and municipal holidays' }),
    schedule: z.array(soundSlotSchema).optional().meta({ description: 'weekly schedule of sound advertising' }),
    observedAt: z
      .array(z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, { message: 'expected YYYY-MM-DDTHH:MM' }))
      .optional()
      .meta({ description: 'moments sound advertising was observed (local time)' }),
  })
  .meta({ description: 'sound advertising by delivery vehicles' });

export const placeSchema = z.strictObject({
  id: z.string().optional(),
  name: z.string().optional(),
  category: z.enum(PLACE_CATEGORIES),
  status: z
    .enum(OUTLET_STATUSES)
    .optional()
    .meta({ description: 'for outlets: licensed, existing, construction-approved, pending, closed' }),
  distanceM: metres.optional().meta({ description: 'measured distance, when no geometry is given' }),
  measuredFrom: z.enum(['edge', 'frontage', 'point', 'unknown']).optional(),
  location: lonLatSchema.optional(),
  polygon: polygonSchema.optional(),
  areaM2: squareMetres.optional(),
  source: z.string().optional(),
});
export type Place = z.infer<typeof placeSchema>;

const nearbySchema = z
  .strictObject({
    surveyed: z.partialRecord(z.enum(PLACE_CATEGORIES), metres).optional().meta({
      description:
        'categories whose surroundings were surveyed, with the radius in metres: places of these categories within the radius are all listed',
    }),
    places: z.array(placeSchema).optional(),
  })
  .meta({ description: 'places around the lot; a category not surveyed cannot be evaluated' });

const establishmentSchema = z
  .strictObject({
    name: z.string().optional(),
    cnpj: z.string().optional(),
    premisesType: z.enum(PREMISES_TYPES).optional(),
    enclosedWithoutVentilation: z.boolean().optional(),
    startDate: isoDate.optional().meta({ description: 'date the establishment began operating at this address' }),
    legallyInstalled: z.boolean().optional().meta({ description: 'operating with the licences required at the time' }),
    constructionLicenceApprovedOn: isoDate.optional(),
    priorLicence: z.strictObject({ number: z.string().optional(), issuedOn: isoDate.optional(), expiresOn: isoDate.optional() }).optional(),
    authorisedByExecutive: z.boolean().optional(),
    otherActivities: z.array(z.string()).optional(),
    otherActivitiesDeclared: z.boolean().optional(),
    sellsOtherGoods: z.boolean().optional(),
    sellsGlp: z.boolean().optional().meta({ description: 'sells GLP to the public (for businesses that are not GLP outlets)' }),
    otherGoodsAreSpareParts: z.boolean().optional().meta({ description: 'only cylinder spare parts besides GLP (VdC art. 13 VIII)' }),
    usesGlpAsInput: z.boolean().optional(),
    localReseller: z.boolean().optional().meta({ description: 'authorised reseller established in the municipality' }),
    licenceMatchesAddress: z.boolean().optional().meta({
      description:
        'the current operating licence (alvará) and inspections were issued for this address (Nova Odessa art. 16 § 3º: a move needs a new inspection and licence)',
    }),
    distributor: z.string().optional(),
  })
  .meta({ description: 'the establishment or applicant' });

const applicationSchema = z
  .strictObject({
    type: z
      .enum(['new', 'renewal', 'construction', 'adaptation', 'relocation', 'tvl', 'alvara', 'inspection'])
      .optional()
      .meta({ description: 'what is asked; inspection = an inspector checking an operating outlet' }),
    requestedClass: z.string().optional(),
    requestedQuantity: z.number().int().nonnegative().optional(),
    filedOn: isoDate.optional(),
  })
  .meta({ description: 'the application' });

export const fuelStationSchema = z
  .strictObject({
    kind: z.enum(['full-service', 'washing-lubrication', 'mechanised', 'fuel-only']).optional().meta({
      description:
        'VdC art. 4: postos de abastecimento e serviços afins; lavagem e lubrificação; totalmente mecanizados; exclusivamente abastecimento',
    }),
    insideUrbanPerimeter: z.boolean().optional(),
    services: z
      .array(z.enum(['washing', 'lubrication', 'oil-change', 'tyre-repair']))
      .optional()
      .meta({ description: 'serviços afins offered (VdC art. 3): lavagem, lubrificação, troca de óleo, borracharia; [] = none' }),
  })
  .meta({ description: 'fuel station specifics' });

export const establishmentInputSchema = z
  .strictObject({
    $schema: z.string().optional(),
    schemaVersion: z.literal(1).optional(),
    municipality: z.string().min(1).meta({ description: 'municipality id, e.g. belem-pa' }),
    date: isoDate.optional().meta({ description: 'evaluation date (as of); the CLI --date overrides it' }),
    activity: z.enum(ACTIVITIES),
    application: applicationSchema.optional(),
    establishment: establishmentSchema.optional(),
    lot: lotSchema.optional(),
    zone: zoneSchema.optional(),
    building: buildingSchema.optional(),
    fuelStation: fuelStationSchema.optional(),
    storage: storageSchema.optional(),
    safety: safetySchema.optional(),
    documents: documentsSchema.optional(),
    opinions: opinionsSchema.optional(),
    vehicles: z.array(vehicleSchema).optional(),
    soundAdvertising: soundSchema.optional(),
    nearby: nearbySchema.optional(),
  })
  .meta({
    title: 'GLP Licenciamento — establishment or application',
    description: 'Facts about an establishment or application, evaluated against the GLP law of its municipality.',
  });

export type EstablishmentInput = z.infer<typeof establishmentInputSchema>;
export type Vehicle = z.infer<typeof vehicleSchema>;
export type Container = z.infer<typeof containerSchema>;
