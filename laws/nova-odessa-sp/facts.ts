/**
 * Nova Odessa — the facts its law uses beyond the shared vocabulary (src/core/input/schema.ts):
 * the storage installation of arts. 3–9 (area, openings, corridors, covered area, stacking,
 * perimeter, fire wall, signs and equipment), the reseller and licence facts of arts. 13–16,
 * the documents of arts. 12, 13 and 16 and the mobile-sale vehicle duties of art. 14.
 */
import { z } from 'zod';
import { documentDetails, documentKind, metres, zoningAllowsActivity } from '../../src/core/input/parts.ts';
import type { InputWith, PackFacts } from '../../src/core/input/vocabulary.ts';
import { CHOICE_LABELS, FACT_LABELS } from './fact-labels.ts';
import { ruleKit } from '../../src/core/rulekit.ts';

const opening = z.strictObject({ widthM: metres, heightM: metres, opensOutward: z.boolean().optional() });

/** A distributor's name as found on an element of a container; false: the container has no such element. */
const distributorOn = (element: string) =>
  z
    .union([z.string().min(1), z.literal(false)])
    .optional()
    .meta({ description: `distributor named on ${element}; false when there is none (art. 13 § 3º)` });

/** Art. 13 § 3º: one container delivered (or a group of identical ones) and where each of its parts comes from. */
const containerOrigin = z.strictObject({
  container: z.string().optional().meta({ description: 'which container or group of containers was checked, e.g. "P13, lote 12"' }),
  containerDistributor: distributorOn('the container (botijão or cilindro)'),
  sealDistributor: distributorOn('its indestructible seal (selo indestrutível)'),
  bottlingDistributor: distributorOn('its bottling (engarrafamento: who filled it)'),
  lacreDistributor: distributorOn('its lacre (the seal on the valve)'),
  leafletDistributor: distributorOn('its informative material (material informativo)'),
});

/**
 * Art. 13 § 4º: the "Contrato de Concessão para Revenda de GLP", which proves the trader's
 * accreditation only "devidamente registrado neste Município": a document with its municipal
 * registration. `true` is "held", with the registration not reported.
 */
const concessionContract = z
  .union([
    z.boolean(),
    // The shared document's identity, and the registration art. 13 § 4º asks of this one.
    documentDetails.pick({ held: true, number: true, issuedOn: true, validUntil: true }).extend({
      issuer: z.string().optional().meta({ description: 'the distributor that granted the concession' }),
      registeredInMunicipality: z.boolean().optional().meta({
        description:
          'the contract is registered in the Municipality of Nova Odessa (art. 13 § 4º: "devidamente registrado neste Município")',
      }),
      municipalRegistrationNumber: z.string().optional().meta({ description: 'number of its registration in the Municipality' }),
    }),
  ])
  .optional()
  .meta({
    description:
      'Contrato de Concessão para Revenda de GLP, registered in the Municipality (art. 13 § 4º); true/false or details with registeredInMunicipality',
  });

const extend = z.strictObject({
  establishment: z
    .strictObject({
      localReseller: z
        .boolean()
        .optional()
        .meta({ description: 'authorised reseller established in the municipality (arts. 13, 14 § 2º)' }),
      licenceMatchesAddress: z.boolean().optional().meta({
        description:
          'the current licence (alvará) and inspections were issued for this address (art. 16 § 3º: a move needs a new inspection and licence)',
      }),
    })
    .optional(),
  zone: z
    .strictObject({
      zoningAllowsActivity,
    })
    .optional(),
  storage: z
    .strictObject({
      hasBasement: z.boolean().optional().meta({ description: 'porão or compartment below (art. 3 § 1º)' }),
      onFillPlatform: z.boolean().optional().meta({
        description:
          'the storage area, not at ground level, is on a platform raised by earth fill (art. 7: "ao nível do solo, ou em plataforma elevada por meio de aterro")',
      }),
      ceilingHeightM: metres.optional().meta({ description: 'pé-direito of a covered area (art. 7 § 1º)' }),
      clearanceAboveStackM: metres.optional().meta({ description: 'free space between top of stack and roof (art. 7 § 1º)' }),
      roofFireResistantWeaker: z
        .boolean()
        .optional()
        .meta({ description: 'covered area: roof of fire-resistant material, mechanically weaker than the walls (art. 7 § 1º)' }),
      openings: z.array(opening).optional().meta({ description: 'access openings of the storage installation (art. 5 §§ 2º–5º)' }),
      inspectionCorridorM: metres.optional().meta({ description: 'narrowest inspection corridor (art. 5 §§ 3º–5º)' }),
      largestLotP13: z.number().int().nonnegative().optional().meta({ description: 'containers in the largest lot (13 kg) (art. 5 § 1º)' }),
      maxStackFull: z.number().int().nonnegative().optional().meta({ description: 'highest stack of full/partly used ≤ 13 kg containers' }),
      maxStackEmpty: z.number().int().nonnegative().optional(),
      stackHeightM: metres.optional().meta({ description: 'height of the highest stack (art. 9 § 3º)' }),
      onPallets: z.boolean().optional(),
      stackingEquipment: z
        .boolean()
        .optional()
        .meta({ description: 'equipment suitable for the higher stacking on pallets is available (art. 9 § 1º)' }),
      floorMarking: z.boolean().optional(),
      classSignShown: z
        .boolean()
        .optional()
        .meta({ description: 'the sign with the installation class and the container limits is shown (art. 7 § 1º VI)' }),
      classSignClass: z
        .enum(['I', 'II', 'III', 'IV', 'V', 'VI'])
        .optional()
        .meta({ description: 'the installation class the sign states (art. 7 § 1º VI: "placa indicando a classe de instalação")' }),
      classSignLimits: z
        .array(
          z.strictObject({
            capacityKg: z.number().positive().meta({ description: 'nominal capacity of the container, kg' }),
            max: z.number().int().nonnegative().meta({ description: 'maximum number of such containers the sign states' }),
          }),
        )
        .optional()
        .meta({
          description:
            'the limits the sign states, one per nominal capacity (art. 7 § 1º VI: "o limite máximo de recipientes transportáveis de GLP, por capacidade nominal")',
        }),
      containersOutsideArea: z.boolean().optional(),
      explosionProofElectrical: z.boolean().optional(),
      naturalVentilation: z.boolean().optional().meta({ description: 'own use: natural ventilation (art. 4 I)' }),
      protectedFromWeather: z.boolean().optional().meta({ description: 'own use: protected from sun, rain and damp (art. 4 II)' }),
      awayFromFlammablesAndHeat: z
        .boolean()
        .optional()
        .meta({ description: 'own use: away from flammables, heat and sparks (art. 4 III)' }),
      strangersCirculate: z.boolean().optional(),
      perimeter: z
        .strictObject({
          situation: z.enum(['corner', 'mid-block']).optional(),
          wallFireResistant: z.boolean().optional(),
          restIsWireFence: z.boolean().optional(),
        })
        .optional(),
      fireWall: z
        .strictObject({
          heightAboveStackM: metres.optional().meta({ description: 'height above the top of the highest stack (art. 9 §§ 1º–2º)' }),
        })
        .optional(),
    })
    .optional(),
  safety: z
    .strictObject({
      warningSigns: z.number().int().nonnegative().optional().meta({
        description:
          'signs shown with "Perigo Inflamável" and "É expressamente proibido o uso de fogo e de quaisquer instrumentos que produzam faíscas" (or a graphic convention that reproduces them), counted (art. 8 I)',
      }),
      gasDetection: z.boolean().optional().meta({ description: 'GLP leak detection (art. 8 III)' }),
      gasDetectionAlarmLelFraction: z.number().min(0).max(1).optional().meta({
        description:
          'leak detection: concentration at which it alarms, as a fraction of the lower explosive limit, e.g. 0.1 (art. 8 III: "densidade máxima de 1/10 do limite inferior de explosividade")',
      }),
      gasDetectionAlarmSeconds: z.number().nonnegative().optional().meta({
        description: 'leak detection: time to alarm, in seconds (art. 8 III: "permitindo o alarme dentro de três (3) segundos")',
      }),
      // Art. 8 IV: "líquido e material necessário para teste de vazamento de GLP, bem como assistência técnica" — one fact per element.
      leakTestLiquid: z.boolean().optional().meta({
        description:
          'the liquid needed to test for GLP leaks is kept on site (art. 8 IV: "líquido … necessário para teste de vazamento de GLP")',
      }),
      leakTestMaterial: z.boolean().optional().meta({
        description:
          'the material needed to test for GLP leaks is kept on site (art. 8 IV: "material necessário para teste de vazamento de GLP")',
      }),
      technicalAssistance: z.boolean().optional().meta({
        description: 'technical assistance is kept for the installation (art. 8 IV: "bem como assistência técnica")',
      }),
      leakTestKit: z.boolean().optional().meta({
        deprecated: true,
        description:
          'the fact before pack 2026.12.03.13, kept so that stored documents still validate: leak-test liquid and material and technical assistance together (art. 8 IV). Read only when none of leakTestLiquid, leakTestMaterial, technicalAssistance is given: false → art. 8 IV is violated (which element is not said); true no longer suffices — the three facts are asked',
      }),
      // Art. 9 § 5º: "No caso de vazamento de GLP, o recipiente defeituoso deverá ser afastado dos demais e
      // retirado para local aberto, distante de qualquer ponto de chama, ignição ou aquecimento."
      leakingContainerFound: z.boolean().optional().meta({
        description: 'a container leaking GLP was found at the installation (art. 9 § 5º: "No caso de vazamento de GLP"); false when none',
      }),
      leakingContainerSeparated: z.boolean().optional().meta({
        description: 'the leaking container was moved away from the others (art. 9 § 5º: "afastado dos demais")',
      }),
      leakingContainerInOpenPlace: z.boolean().optional().meta({
        description: 'the leaking container was taken to an open place (art. 9 § 5º: "retirado para local aberto")',
      }),
      leakingContainerAwayFromIgnition: z.boolean().optional().meta({
        description:
          'the place the leaking container was taken to is away from any point of flame, ignition or heating (art. 9 § 5º: "distante de qualquer ponto de chama, ignição ou aquecimento")',
      }),
      identificationSign: z.boolean().optional().meta({ description: 'name, address, telephone and distributor logo shown (art. 14)' }),
      brandsSoldMatchLogo: z.boolean().optional().meta({ description: 'only the brand of the identification logo sold (art. 14 § 1º)' }),
      containersLabelled: z
        .boolean()
        .optional()
        .meta({ description: 'each container labelled with distributor and reseller (art. 13 § 3º)' }),
      containerOrigins: z.array(containerOrigin).optional().meta({
        description:
          'containers delivered to consumers, as checked (one entry per container or group of identical containers): the distributor of the container and of its indestructible seal, bottling, lacre and informative material, which must all be the same (art. 13 § 3º)',
      }),
    })
    .optional(),
  documents: z
    .strictObject({
      fireBrigadeInspection: documentKind('vistoria do Corpo de Bombeiros aprovada, renewed yearly (art. 16 § 1º)'),
      municipalInspection: documentKind('vistoria técnica municipal aprovada, renewed yearly (art. 16 § 1º)'),
      resellerRegistration: documentKind('cadastro como revendedor autorizado (art. 13)'),
      concessionContract,
      stateFederalCompliance: documentKind('prova de cumprimento das legislações estadual e federal (art. 16 § 2º)'),
      // Art. 12's "alvará específico concedido pela Prefeitura" is art. 16's alvará (the same words): documents.alvara.
      specificResidentialLicence: documentKind('').meta({
        deprecated: true,
        description:
          'the fact up to pack 2026.12.05.16, kept so that stored documents still validate: a residential-zone licence apart from the alvará. No longer read — the "alvará específico concedido pela Prefeitura" of art. 12 is the art. 16 alvará (documents.alvara), in force and renewed yearly',
      }),
    })
    .optional(),
  vehicles: z
    .array(
      z.strictObject({
        trailer: z.boolean().optional().meta({ description: 'delivers with a trailer (art. 15 parágrafo único)' }),
        inspected: z.boolean().optional().meta({ description: 'inspected by the Serviço de Obras e Urbanismo (art. 14 § 2º I)' }),
        extraExtinguisher: z.boolean().optional(),
        licenceOnFront: z.boolean().optional().meta({ description: 'the licence fixed on the front of the vehicle (art. 14 § 3º)' }),
        staffUniformedWithBadges: z.boolean().optional(),
        driversTrained: z
          .boolean()
          .optional()
          .meta({ description: 'defensive driving, flammables transport and firefighting course (art. 14 § 4º)' }),
        // A mobile post (posto ambulante, art. 2 XVI: "instalados em veículos") is the vehicle itself:
        // the duties arts. 13 § 5º and 14 put on "os postos fixos e os postos ambulantes" are its own.
        priceTableDisplayed: z.boolean().optional().meta({
          description:
            'mobile post: the price table of the products sold is fixed on the vehicle (art. 13 § 5º: "afixar tabela de preços dos produtos comercializados")',
        }),
        identificationVisible: z.boolean().optional().meta({
          description:
            'mobile post: the vehicle shows an identification easily visible to the consumer (art. 14: "de fácil visibilidade ao consumidor")',
        }),
        identificationCompanyName: z
          .boolean()
          .optional()
          .meta({ description: 'mobile post: the vehicle\'s identification contains the company\'s name (art. 14: "o nome da empresa")' }),
        identificationAddress: z
          .boolean()
          .optional()
          .meta({ description: 'mobile post: the vehicle\'s identification contains the company\'s address (art. 14: "seu endereço")' }),
        identificationTelephone: z
          .boolean()
          .optional()
          .meta({ description: 'mobile post: the vehicle\'s identification contains the company\'s telephone (art. 14: "telefone")' }),
        identificationDistributorLogo: z.boolean().optional().meta({
          description:
            'mobile post: the vehicle\'s identification contains the logo of the distributor(s) it represents (art. 14: "a logomarca das empresas distribuidoras que representam")',
        }),
        onlyLogoBrandCarried: z.boolean().optional().meta({
          description:
            'mobile post: the vehicle carries for sale only GLP of the brand shown on its identification logo (art. 14 § 1º: "vedada … marca diversa da indicada na logomarca")',
        }),
      }),
    )
    .optional(),
});

export const novaOdessaFacts: PackFacts = { extend, labels: FACT_LABELS, choiceLabels: CHOICE_LABELS };

export type NovaOdessaInput = InputWith<typeof extend>;

export const { thresholdRule, flagRule, documentRule, distanceRule, guard } = ruleKit<NovaOdessaInput>();
