/**
 * The shared input vocabulary (ADR 0004): the facts that describe an establishment or an
 * application as any GLP law sees it — municipality, date, activity, application,
 * establishment, lot, zone, storage, safety, documents, vehicles and nearby places — with the
 * terms (activities, premises types, place categories, document kinds, vehicle duties) that two
 * or more laws use. What only one law asks is declared by its pack (PackFacts) and composed in
 * (vocabulary.ts): the schema a document is validated with is its municipality's.
 *
 * Every fact is optional. A rule that needs a fact that is absent answers "cannot-evaluate"
 * naming it; nothing absent is ever read as compliant. Field names are English;
 * docs/glossary.md maps them to the laws' terms.
 */
import { z } from 'zod';
import { CNPJ_EXPECTED, isValidCnpj } from '../cnpj.ts';
import type { Text } from '../types.ts';
import { documentKind, isoDate, lineStringSchema, lonLatSchema, metres, polygonSchema, squareMetres } from './parts.ts';

/** A term of an enumerated vocabulary (an activity, a place category…), described for the schema. */
export interface Term {
  id: string;
  description: string;
  /**
   * Its name for people, pt-BR in the law's words and English, lower case as in a sentence ("revenda
   * de GLP", "escola"). Every term has one (test/fact-labels.test.ts); a term of a pack loaded
   * from elsewhere without it is shown by its id.
   */
  label: Text;
  /** For a place category of establishments: the activity they carry on (registry re-evaluation). */
  activity?: string;
  /** For a place category: other names a registry file may give it (Portuguese; case and accents ignored). */
  aliases?: readonly string[];
}

export const SHARED_ACTIVITIES: readonly Term[] = [
  {
    id: 'glp-resale',
    label: { pt: 'revenda de GLP', en: 'GLP resale' },
    description: 'posto/revenda de GLP (fixed outlet, exclusive or main activity)',
  },
  {
    id: 'glp-resale-at-fuel-station',
    label: { pt: 'revenda de GLP em posto de combustíveis', en: 'GLP resale at a fuel station' },
    description: 'fuel station that also resells GLP',
  },
  {
    id: 'glp-mobile-sale',
    label: { pt: 'venda ambulante de GLP', en: 'mobile GLP sale' },
    description: 'posto ambulante: sale of GLP from vehicles, door to door',
  },
  { id: 'glp-depot', label: { pt: 'depósito de GLP', en: 'GLP depot' }, description: 'depósito de GLP (distribution depot)' },
  { id: 'glp-bottling', label: { pt: 'engarrafamento de GLP', en: 'GLP bottling' }, description: 'engarrafamento de GLP (bottling plant)' },
  {
    id: 'fuel-station',
    label: { pt: 'posto de combustíveis', en: 'fuel station' },
    description: 'posto de abastecimento de combustíveis (posto de gasolina)',
  },
  { id: 'own-consumption', label: { pt: 'consumo próprio', en: 'own consumption' }, description: 'storage for own use only' },
  {
    id: 'other-commerce',
    label: { pt: 'outro comércio', en: 'other business' },
    description: 'a business that is not a GLP reseller (bar, grocery, supermarket…) holding or selling GLP',
  },
  { id: 'residence', label: { pt: 'residência', en: 'dwelling' }, description: 'a dwelling holding GLP containers' },
];

export const SHARED_PREMISES_TYPES: readonly Term[] = [
  {
    id: 'dedicated',
    label: { pt: 'imóvel exclusivo da revenda de GLP', en: 'premises dedicated to GLP resale' },
    description: 'premises of the GLP reseller itself',
  },
  { id: 'bar', label: { pt: 'bar', en: 'bar' }, description: 'bar' },
  // "bares, mercearias" (VdC art. 5 § 1º I); "quitandas" (Nova Odessa art. 15).
  { id: 'grocery', label: { pt: 'mercearia ou quitanda', en: 'grocery' }, description: 'mercearia, quitanda' },
  { id: 'supermarket', label: { pt: 'supermercado', en: 'supermarket' }, description: 'supermercado' },
  { id: 'restaurant', label: { pt: 'restaurante', en: 'restaurant' }, description: 'restaurante' },
  { id: 'bakery', label: { pt: 'padaria', en: 'bakery' }, description: 'padaria' },
  // "postos de gasolina" (Nova Odessa art. 15).
  { id: 'fuel-station', label: { pt: 'posto de gasolina', en: 'fuel station' }, description: 'posto de gasolina' },
  // "estabelecimento industrial" (Belém art. 7).
  { id: 'industry', label: { pt: 'estabelecimento industrial', en: 'industrial establishment' }, description: 'indústria' },
  {
    id: 'commerce-other',
    label: { pt: 'outro estabelecimento comercial', en: 'other commercial establishment' },
    description: 'another kind of shop',
  },
  { id: 'residence', label: { pt: 'residência', en: 'dwelling' }, description: 'residência' },
];

export const SHARED_PLACE_CATEGORIES: readonly Term[] = [
  {
    id: 'glp-outlet',
    // "Posto Revendedor de GLP" (Belém art. 1); "posto de revenda de gás liquefeito" (VdC art. 22).
    label: { pt: 'posto revendedor de GLP', en: 'GLP outlet' },
    description: 'posto/revenda de GLP',
    activity: 'glp-resale',
    aliases: ['revenda de GLP', 'posto de GLP', 'revenda'],
  },
  {
    id: 'glp-depot',
    label: { pt: 'depósito de GLP', en: 'GLP depot' },
    description: 'depósito de GLP',
    activity: 'glp-depot',
    aliases: ['depósito de GLP'],
  },
  {
    id: 'fuel-station',
    // "posto de abastecimento de combustíveis" (VdC art. 21).
    label: { pt: 'posto de abastecimento de combustíveis', en: 'fuel station' },
    description: 'posto de combustíveis',
    activity: 'fuel-station',
    aliases: ['posto de combustível', 'posto de combustíveis'],
  },
  // "escola, creche, hospital ou casa de saúde" (VdC art. 21 II); "estabelecimentos … de saúde" (Belém art. 2 I b).
  { id: 'school', label: { pt: 'escola', en: 'school' }, description: 'escola', aliases: ['escola'] },
  { id: 'daycare', label: { pt: 'creche', en: 'day-care centre' }, description: 'creche', aliases: ['creche'] },
  { id: 'hospital', label: { pt: 'hospital', en: 'hospital' }, description: 'hospital', aliases: ['hospital'] },
  {
    id: 'health',
    label: { pt: 'casa ou estabelecimento de saúde', en: 'health establishment' },
    description: 'casa de saúde, unidade de saúde',
    aliases: ['saúde', 'unidade de saúde', 'casa de saúde'],
  },
  // "estabelecimentos de grande aglomeração" (Salvador art. 10); "locais de grande aglomeração" (VdC).
  {
    id: 'public-assembly',
    label: { pt: 'local de grande aglomeração', en: 'place of large gatherings' },
    description: 'local de grande aglomeração / reunião de público',
  },
];

/**
 * Vehicle types (`vehicles[].type`), in the laws' words where they name them: "motocicletas ou
 * similares … side car" (Salvador art. 3 § 2º); "veículos com tração animal ou humana, bicicletas,
 * mesmo que motorizadas e embarcações com casco de madeira" (Belém art. 6).
 */
export const SHARED_VEHICLE_TYPES: readonly Term[] = [
  { id: 'truck', label: { pt: 'caminhão', en: 'truck' }, description: 'caminhão' },
  { id: 'van', label: { pt: 'furgão', en: 'van' }, description: 'furgão' },
  { id: 'pickup', label: { pt: 'caminhonete', en: 'pickup truck' }, description: 'caminhonete' },
  { id: 'car', label: { pt: 'automóvel', en: 'car' }, description: 'automóvel' },
  { id: 'motorcycle', label: { pt: 'motocicleta', en: 'motorcycle' }, description: 'motocicleta (Salvador art. 3 § 2º)' },
  {
    id: 'motorcycle-sidecar',
    label: { pt: 'motocicleta com side car', en: 'motorcycle with sidecar' },
    description: 'motocicleta com side car (Salvador art. 3 § 2º)',
  },
  { id: 'tricycle', label: { pt: 'triciclo', en: 'tricycle' }, description: 'triciclo' },
  { id: 'bicycle', label: { pt: 'bicicleta', en: 'bicycle' }, description: 'bicicleta (Belém art. 6)' },
  {
    id: 'motorised-bicycle',
    label: { pt: 'bicicleta motorizada', en: 'motorised bicycle' },
    description: 'bicicleta motorizada (Belém art. 6)',
  },
  {
    id: 'animal-traction',
    label: { pt: 'veículo de tração animal', en: 'animal-drawn vehicle' },
    description: 'veículo com tração animal (Belém art. 6)',
  },
  {
    id: 'human-traction',
    label: { pt: 'veículo de tração humana', en: 'human-powered vehicle' },
    description: 'veículo com tração humana (Belém art. 6)',
  },
  {
    id: 'wooden-hull-boat',
    label: { pt: 'embarcação com casco de madeira', en: 'wooden-hull boat' },
    description: 'embarcação com casco de madeira (Belém art. 6)',
  },
  { id: 'boat', label: { pt: 'embarcação', en: 'boat' }, description: 'embarcação' },
];

export const OUTLET_STATUSES = ['licensed', 'existing', 'construction-approved', 'pending', 'closed'] as const;

export const APPLICATION_TYPES = ['new', 'renewal', 'construction', 'adaptation', 'relocation', 'tvl', 'alvara', 'inspection'] as const;

export const ZONE_KINDS = ['expansion', 'transition', 'residential', 'commercial', 'industrial', 'mixed', 'other'] as const;

/** The terms a municipality's documents may use: the shared ones and its pack's. */
export interface Terms {
  activities: readonly Term[];
  premisesTypes: readonly Term[];
  placeCategories: readonly Term[];
}

export const SHARED_TERMS: Terms = {
  activities: SHARED_ACTIVITIES,
  premisesTypes: SHARED_PREMISES_TYPES,
  placeCategories: SHARED_PLACE_CATEGORIES,
};

function enumOf(terms: readonly Term[], what: string) {
  const ids = terms.map((t) => t.id);
  return z
    .enum(ids as [string, ...string[]])
    .meta({ description: `${what}: ${terms.map((t) => `${t.id} (${t.description})`).join('; ')}` });
}

export const containerSchema = z.strictObject({
  capacityKg: z
    .literal([2, 5, 7, 8, 13, 20, 45, 90, 190])
    .meta({ description: 'nominal capacity in kg of GLP (P2, P5, P7, P8, P13, P20, P45, P90, P190)' }),
  state: z.enum(['full', 'partly-used', 'empty', 'new']).meta({ description: 'cheio, parcialmente utilizado, vazio, novo' }),
  count: z.number().int().nonnegative(),
});
export type Container = z.infer<typeof containerSchema>;

const extinguisherSchema = z.strictObject({
  agent: z.enum(['dry-chemical', 'co2', 'water', 'foam', 'other']),
  kg: z.number().positive(),
  count: z.number().int().nonnegative(),
  inDate: z.boolean().optional().meta({ description: 'inspected and within validity' }),
  rating: z.string().optional().meta({ description: 'e.g. 20-B:C' }),
});

const DISTANCE_KEYS = [
  'nearestPumpM',
  'ignitionSourcesM',
  'heatMachinesM',
  'buildingsM',
  'drainsM',
  'publicAssemblyM',
  'propertyLineM',
] as const;

/** Distances measured from the storage area: any law's distance requirement reads one of these. */
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
    emptyFromFullM: metres.optional().meta({ description: 'between empty and full cylinders' }),
    noneWithinM: z.partialRecord(z.enum(DISTANCE_KEYS), metres).optional().meta({
      description:
        'for a distance field: no such feature exists within this radius of the storage area (e.g. { "heatMachinesM": 10 }); stated by the applicant or inspector, never assumed',
    }),
  })
  .meta({ description: 'measured distances from the storage area' });

/** The shared vocabulary with the given terms, as a zod schema. */
export function sharedInputSchema(terms: Terms) {
  const placeCategory = enumOf(terms.placeCategories, 'place category');
  const placeSchema = z.strictObject({
    id: z.string().optional(),
    name: z.string().optional(),
    category: placeCategory,
    status: z
      .enum(OUTLET_STATUSES)
      .optional()
      .meta({ description: 'for outlets: licensed, existing, construction-approved, pending, closed' }),
    since: isoDate.optional().meta({
      description:
        'for outlets: the date it has existed (or held its licence) since; a rule that counts only outlets that came before the establishment evaluated (Belém art. 2 I a at a renewal or inspection) reads it',
    }),
    distanceM: metres.optional().meta({ description: 'measured distance, when no geometry is given' }),
    measuredFrom: z.enum(['edge', 'frontage', 'point', 'storage', 'unknown']).optional().meta({
      description:
        "with distanceM: from where it was measured on the applicant's side — edge (between the lots' boundaries), frontage, point (the lot's point), storage (the storage area's boundary), unknown",
    }),
    measuredTo: z.enum(['edge', 'frontage', 'point']).optional().meta({
      description:
        "with distanceM: to where it was measured on the place's side — frontage (the frontage of the place's lot: VdC art. 21 II measures to it), edge (the place's lot boundary), point (a point of the place); absent: the boundary when measuredFrom is edge (between the lots' boundaries), otherwise not stated",
    }),
    location: lonLatSchema.optional(),
    polygon: polygonSchema.optional(),
    areaM2: squareMetres.optional(),
    heatSourcesInOperation: z.boolean().optional().meta({
      description:
        'for an industrial installation with boilers or other heat sources: they are installed and in operation (Belém art. 2 I b: "onde estejam instaladas e em funcionamento caldeiras ou outras fontes geradas de calor")',
    }),
    source: z.string().optional(),
  });
  return z
    .strictObject({
      $schema: z.string().optional(),
      schemaVersion: z.literal(1).optional(),
      municipality: z.string().min(1).meta({ description: 'municipality id, e.g. belem-pa' }),
      date: isoDate.optional().meta({ description: 'evaluation date (as of); the CLI --date overrides it' }),
      activity: enumOf(terms.activities, 'activity'),
      application: z
        .strictObject({
          type: z
            .enum(APPLICATION_TYPES)
            .optional()
            .meta({ description: 'what is asked; inspection = an inspector checking an operating outlet' }),
          requestedClass: z.string().optional(),
          requestedQuantity: z.number().int().nonnegative().optional().meta({
            description:
              'quantity of GLP the application asks to store, in kg: the nominal capacities of the containers it asks to keep (a P13 is 13 kg)',
          }),
          filedOn: isoDate.optional(),
        })
        .optional()
        .meta({ description: 'the application' }),
      establishment: z
        .strictObject({
          name: z.string().optional(),
          cnpj: z
            .string()
            .refine(isValidCnpj, { message: CNPJ_EXPECTED })
            .optional()
            .meta({ description: 'CNPJ, numeric or alphanumeric, check digits verified' }),
          premisesType: enumOf(terms.premisesTypes, 'premises type').optional(),
          startDate: isoDate.optional().meta({ description: 'date the establishment began operating at this address' }),
          constructionLicenceApprovedOn: isoDate.optional(),
          sellsGlp: z.boolean().optional().meta({ description: 'sells GLP to the public (for businesses that are not GLP outlets)' }),
          sellsOtherGoods: z.boolean().optional(),
          otherActivities: z.array(z.string()).optional().meta({ description: 'activities carried on besides GLP' }),
          usesGlpAsInput: z.boolean().optional().meta({ description: 'uses GLP as an input of its own activity' }),
          distributor: z.string().optional(),
        })
        .optional()
        .meta({ description: 'the establishment or applicant' }),
      lot: z
        .strictObject({
          areaM2: squareMetres.optional(),
          frontageM: metres.optional().meta({ description: 'testada' }),
          depthM: metres.optional().meta({ description: 'profundidade' }),
          location: lonLatSchema.optional().meta({ description: 'a point of the lot (storage area if known)' }),
          polygon: polygonSchema.optional().meta({ description: 'the lot (imóvel) boundary' }),
          frontageLine: lineStringSchema.optional().meta({ description: 'the lot frontage (testada)' }),
          storagePolygon: polygonSchema.optional().meta({ description: 'the storage area boundary' }),
        })
        .optional()
        .meta({ description: 'the lot (terreno)' }),
      zone: z
        .strictObject({
          kind: z.enum(ZONE_KINDS).optional().meta({
            description: 'expansion (outside the urban perimeter), residential/commercial transition along avenues, residential, …',
          }),
          name: z.string().optional(),
          insideUrbanPerimeter: z.boolean().optional(),
          distanceToUrbanPerimeterM: metres.optional(),
          distanceToResidentialZoneM: metres.optional(),
        })
        .optional()
        .meta({ description: 'zoning of the lot (the registries fill these from the zone and urban-perimeter layers)' }),
      storage: z
        .strictObject({
          containers: z.array(containerSchema).optional(),
          areaM2: squareMetres.optional().meta({ description: 'storage area (área de armazenamento), m²' }),
          atGroundLevel: z.boolean().optional().meta({ description: 'térreo / ao nível do solo' }),
          covered: z.boolean().optional(),
          floorFlatWithoutDrains: z.boolean().optional().meta({ description: 'floor flat, no channels, drains or recesses' }),
          nearDoorsStairsOrPassages: z.boolean().optional(),
          electricalInConduit: z.boolean().optional(),
          hasElectricalInstallations: z.boolean().optional(),
          emptiesSeparated: z.boolean().optional(),
          otherFlammablesStored: z
            .boolean()
            .optional()
            .meta({ description: 'other flammable/explosive products stored or sold at the installation' }),
          perimeter: z
            .strictObject({ walledFraction: z.number().min(0).max(1).optional() })
            .optional()
            .meta({ description: 'the perimeter of the storage installation' }),
          fireWall: z
            .strictObject({
              present: z.boolean(),
              // What NBR 15514 asks of the wall that halves its distances (Salvador art. 2 § 2º and art. 10, Belém art. 2 I b).
              fireResistanceHours: z
                .number()
                .nonnegative()
                .optional()
                .meta({ description: 'fire resistance of the wall (TRRF), hours (NBR 15514: at least 2 h)' }),
              heightM: metres.optional().meta({ description: 'height of the wall (NBR 15514: at least 2.6 m)' }),
              hasOpenings: z.boolean().optional().meta({ description: 'the wall has openings (NBR 15514: none)' }),
              distanceFromStackM: metres
                .optional()
                .meta({ description: 'distance from the wall to the nearest container lot (NBR 15514: at least 1 m)' }),
            })
            .optional()
            .meta({
              description:
                'a fire-resistant wall (parede resistente ao fogo / corta-fogo) between the storage and what it protects: every distance it is measured against',
            }),
          distances: storageDistancesSchema.optional(),
        })
        .optional()
        .meta({ description: 'storage of GLP containers' }),
      safety: z
        .strictObject({
          extinguishers: z.array(extinguisherSchema).optional(),
          noSmokingSign: z.boolean().optional(),
          flammableDangerSign: z.boolean().optional(),
          scale: z.boolean().optional(),
          scaleCalibrated: z.boolean().optional(),
          priceTableVisible: z.boolean().optional(),
        })
        .optional()
        .meta({ description: 'safety equipment and consumer information' }),
      documents: z
        .strictObject({
          alvara: documentKind('municipal operating licence (alvará) already held'),
          fireBrigadeLicence: documentKind('Alvará/AVCB do Corpo de Bombeiros'),
        })
        .optional()
        .meta({ description: 'documents, licences and certificates held' }),
      opinions: z
        .strictObject({
          fireBrigade: z
            .enum(['favourable', 'unfavourable', 'pending'])
            .optional()
            .meta({ description: 'opinion of the Corpo de Bombeiros on the application' }),
        })
        .optional()
        .meta({
          description: 'departmental opinions (pareceres) gathered for the application; a pack names the departments its law requires',
        }),
      vehicles: z
        .array(
          z.strictObject({
            plate: z.string().optional(),
            // Optional as every fact is: a rule that needs the type (Belém art. 6, Salvador art. 3
            // § 2º) asks for it by name ("não é possível avaliar"), not a refusal at input.
            type: enumOf(SHARED_VEHICLE_TYPES, 'vehicle type').optional(),
            ownership: z.enum(['owned', 'contracted', 'other']).optional(),
          }),
        )
        .optional()
        .meta({ description: 'transport and delivery vehicles' }),
      nearby: z
        .strictObject({
          surveyed: z.partialRecord(placeCategory, metres).optional().meta({
            description:
              'categories whose surroundings were surveyed, with the radius in metres: places of these categories within the radius are all listed',
          }),
          places: z.array(placeSchema).optional(),
        })
        .optional()
        .meta({ description: 'places around the lot; a category not surveyed cannot be evaluated' }),
    })
    .meta({
      title: 'GLP Licenciamento — establishment or application',
      description: 'Facts about an establishment or application, evaluated against the GLP law of its municipality.',
    });
}

export type SharedInput = z.infer<ReturnType<typeof sharedInputSchema>>;

/** A document in the shared vocabulary; each pack's rules read their own `InputWith<…>` type. */
export type EstablishmentInput = SharedInput;
export type Vehicle = NonNullable<SharedInput['vehicles']>[number];
export type Place = NonNullable<NonNullable<SharedInput['nearby']>['places']>[number];
export type Activity = string;
export type PlaceCategory = string;
export type { DocumentFact } from './parts.ts';
export { lineStringSchema, lonLatSchema, polygonSchema } from './parts.ts';
