/**
 * The API's zod schemas: they validate requests AND generate the OpenAPI document, so the
 * two cannot drift. The evaluation input and result reuse the engine's own schemas.
 */
import { CEP_EXPECTED, isValidCep, normaliseCep } from '../core/cep.ts';
import { CNPJ_EXPECTED, isValidCnpj } from '../core/cnpj.ts';
import { isoDateOf } from '../core/format.ts';
import { z } from 'zod';
import { inputSchemaForAll } from '../core/input/vocabulary.ts';
import type { PackRegistry } from '../core/registry.ts';
import { evaluationResultSchema } from '../core/result-schema.ts';
import { ROLES } from '../domain/roles.ts';
import { boundedInt } from './schema-number.ts';

const inputSchemas = new WeakMap<PackRegistry, z.ZodObject>();

/** The input schema of the packs a server serves: every municipality's vocabulary (one per registry). */
export function inputSchemaOf(packs: PackRegistry): z.ZodObject {
  let s = inputSchemas.get(packs);
  if (!s) {
    s = inputSchemaForAll(packs.list()).meta({ id: 'EstablishmentInput' });
    inputSchemas.set(packs, s);
  }
  return s;
}
export const resultSchema = evaluationResultSchema;

/** What a date is expected to be (a phrase of src/core/input/phrases-pt.ts, as the imports say it). */
export const DATE_EXPECTED = 'a date YYYY-MM-DD (or DD/MM/YYYY)';
/** The two forms a date is typed in (the OpenAPI document's `pattern` of every date). */
export const DATE_FORMS = /^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/;

/**
 * A date parameter or field: YYYY-MM-DD or DD/MM/YYYY (the form Brazilian users type), handed on
 * as YYYY-MM-DD. One problem per field: the form is checked first, the day after it (a transform
 * runs only on a value the checks before it passed), so 2026-2-3 is one error, not two.
 */
const isoDate = z
  .string()
  .regex(DATE_FORMS, { message: DATE_EXPECTED })
  .transform((s, ctx) => {
    const iso = isoDateOf(s);
    if (iso !== null) return iso;
    ctx.addIssue({ code: 'custom', message: 'a day of the calendar, YYYY-MM-DD (or DD/MM/YYYY)', input: s });
    return z.NEVER;
  })
  .meta({ example: '2025-03-01', description: 'a date, YYYY-MM-DD or DD/MM/YYYY' });
const timestamp = z.string().meta({ format: 'date-time' });
export const idSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/, { message: 'an id (letters, digits, . _ : -; at most 100)' })
  .meta({ description: 'record id' });
const municipalityId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { message: 'a municipality id such as belem-pa' })
  .meta({ example: 'belem-pa' });
const lonLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).meta({
  description: '[longitude, latitude], WGS 84',
});
const cnpj = z.string().refine(isValidCnpj, { message: CNPJ_EXPECTED }).meta({ example: '12.345.678/0001-95' });
const role = z.enum(ROLES);

/**
 * A document's language (licence, denial letter, notice): pt, the municipality's act, or en, a
 * translation for information. A link cannot set Accept-Language, so the query says it; without
 * it, Accept-Language decides (English only when ranked above Portuguese).
 */
export const documentLangQuery = z.strictObject({
  lang: z
    .enum(['pt', 'en'])
    .optional()
    .meta({ description: 'pt (the act) or en (a translation for information); default: English if Accept-Language prefers it, else pt' }),
});

export const pathId = z.strictObject({ id: idSchema });

export const pageQuery = {
  limit: boundedInt(1, 200).default(50).meta({ description: 'items per page (1–200)' }),
  offset: boundedInt(0, 1_000_000).default(0),
};

export function pageOf<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int().meta({ description: 'items matching the filters, over all pages' }),
      limit: z.number().int(),
      offset: z.number().int(),
    })
    .meta({ id });
}

// ---------------------------------------------------------------------------
// Problems
// ---------------------------------------------------------------------------

export const problemSchema = z
  .object({
    type: z.string().meta({ format: 'uri' }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    requestId: z.string().optional(),
    errors: z
      .array(
        z.object({
          field: z.string(),
          found: z.string(),
          expected: z.string(),
          foundText: z
            .string()
            .optional()
            .meta({ description: '`found` in Portuguese, for a person; only in an answer in Portuguese (Accept-Language: pt)' }),
          expectedText: z
            .string()
            .optional()
            .meta({ description: '`expected` in Portuguese, for a person; only in an answer in Portuguese' }),
        }),
      )
      .optional()
      .meta({
        description:
          'each problem in the request: the field, what was found, what was expected (in English, for programs; with Accept-Language: pt also foundText and expectedText)',
      }),
  })
  .meta({ id: 'Problem', description: 'RFC 9457 problem details' });

// ---------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------

export const municipalitySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    uf: z.string(),
    ibge: z.string(),
    lawPack: z.object({ id: z.string(), version: z.string() }).nullable(),
  })
  .meta({ id: 'Municipality' });

export const userSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    municipality: z.string().nullable(),
    roles: z.array(role),
    hasPassword: z.boolean(),
    oidcIssuer: z.string().nullable(),
    oidcSubject: z.string().nullable(),
    disabled: z.boolean(),
    distributorCnpj: z
      .string()
      .nullable()
      .meta({ description: 'a distributor account’s company (14 characters, no punctuation); null on other accounts' }),
    demo: z.boolean().meta({ description: 'a demonstration account (glp demo accounts): its password is public' }),
    createdAt: timestamp,
    version: z.number().int(),
  })
  .meta({ id: 'User' });

const addressLines = {
  street: z.string().max(200).optional(),
  number: z.string().max(20).optional(),
  complement: z.string().max(100).optional(),
  district: z.string().max(100).optional(),
};
const addressSchema = z.strictObject({
  ...addressLines,
  // Stored as 00000-000 whichever way it was typed (src/core/cep.ts): one form to search and print.
  cep: z
    .string()
    .refine(isValidCep, { message: CEP_EXPECTED })
    .transform((s) => normaliseCep(s) as string)
    .meta({ example: '66010-000', description: '8 digits, the dash optional; answered as 00000-000' })
    .optional(),
});

export const establishmentSchema = z
  .object({
    id: z.string(),
    municipality: z.string(),
    name: z.string(),
    cnpj: z.string().nullable(),
    address: z.strictObject({ ...addressLines, cep: z.string().optional().meta({ example: '66010-000' }) }),
    location: lonLat.nullable(),
    ownerUserId: z.string().nullable(),
    status: z.enum(['active', 'closed']),
    data: z.record(z.string(), z.unknown()),
    createdAt: timestamp,
    updatedAt: timestamp,
    version: z.number().int(),
  })
  .meta({ id: 'Establishment' });

const applicationStatus = z.enum(['draft', 'submitted', 'under-review', 'approved', 'rejected', 'withdrawn']);
const applicationType = z.enum(['new', 'renewal', 'construction', 'adaptation', 'relocation', 'tvl', 'alvara', 'inspection']);

export const applicationSchema = z
  .object({
    id: z.string(),
    municipality: z.string(),
    establishmentId: z.string().nullable(),
    applicantUserId: z.string().nullable(),
    type: z.string(),
    status: applicationStatus,
    input: z.record(z.string(), z.unknown()).meta({ description: 'an EstablishmentInput document' }),
    createdAt: timestamp,
    updatedAt: timestamp,
    version: z.number().int(),
  })
  .meta({ id: 'Application' });

export const storedEvaluationSchema = z
  .object({
    id: z.string(),
    municipality: z.string(),
    applicationId: z.string().nullable(),
    date: z.string().meta({ format: 'date' }),
    lang: z.enum(['pt', 'en']),
    lawPackVersion: z.string(),
    parameters: z.record(z.string(), z.unknown()).meta({ description: 'every parameter value the evaluation used' }),
    overrides: z.record(z.string(), z.unknown()),
    input: z.record(z.string(), z.unknown()),
    result: evaluationResultSchema,
    resultHash: z.string().meta({ description: 'sha256 of the canonical JSON of the result' }),
    createdAt: timestamp,
    createdBy: z.string(),
    ruleSet: z
      .literal('siting')
      .optional()
      .meta({ description: 'only the law’s distance rules were evaluated (a result of a batch re-evaluation); absent: every rule' }),
    run: z
      .object({ id: z.string(), subjectId: z.string() })
      .optional()
      .meta({ description: 'the re-evaluation run that stored it and the registry record it is about' }),
  })
  .meta({ id: 'StoredEvaluation' });

export const reproductionSchema = z
  .object({
    evaluationId: z.string(),
    matches: z.boolean(),
    storedHash: z.string(),
    recomputedHash: z.string(),
    lawPackVersion: z.string().meta({ description: 'the version stored with the evaluation' }),
    currentLawPackVersion: z.string(),
    parametersPinned: z
      .boolean()
      .meta({ description: 'true when the pack changed since, and the stored parameter values were used instead of today’s' }),
    differences: z.array(z.string()).meta({ description: 'top-level fields and findings that differ, when they do' }),
    result: evaluationResultSchema,
  })
  .meta({ id: 'Reproduction' });

const licenceKind = z.enum(['alvara', 'tvl', 'construction', 'vehicle']);
const licenceStatus = z.enum(['active', 'suspended', 'revoked', 'expired']);

export const licenceSchema = z
  .object({
    id: z.string(),
    municipality: z.string(),
    establishmentId: z.string(),
    number: z.string(),
    kind: licenceKind,
    class: z.string().nullable(),
    issuedOn: z.string().meta({ format: 'date' }),
    expiresOn: z.string().meta({ format: 'date' }).nullable(),
    status: licenceStatus,
    plate: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    version: z.number().int(),
  })
  .meta({ id: 'Licence' });

export const publicLicenceSchema = z
  .object({
    municipality: z.string(),
    number: z.string(),
    kind: licenceKind,
    class: z.string().nullable(),
    issuedOn: z.string().meta({ format: 'date' }),
    expiresOn: z.string().meta({ format: 'date' }).nullable(),
    status: licenceStatus,
    plate: z.string().nullable(),
    coversVehicle: z.string().nullable().meta({
      description:
        'searched by plate: the plate of a delivery vehicle registered to the outlet this licence (its alvará) covers; else null',
    }),
    establishmentName: z.string(),
    valid: z.boolean().meta({ description: 'active, issued on or before the day of the query and not expired on it' }),
  })
  .meta({ id: 'PublicLicence', description: 'what the public may see of a licence' });

/**
 * What a licence issued through a licensing procedure states (its licence-record's data, what its
 * PDF prints). Records issued before `quantityBasis` was kept lack it and `containerCount`: they
 * stated the stock described, and still read, validate and render so.
 */
/** A sanction decided by the authority the law names, on the administration's opinion (CaseData.authority). */
export { authorityDecisionSchema, licenceRecordDataSchema } from './schemas-licence-record.ts';

export const placeSchema = z
  .object({
    id: z.string(),
    municipality: z.string(),
    category: z.string(),
    status: z.string().nullable(),
    name: z.string().nullable(),
    geometry: z.unknown().meta({ description: 'GeoJSON Point or Polygon (WGS 84), or null' }),
    source: z.string(),
    importedAt: timestamp,
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
    version: z.number().int(),
  })
  .meta({ id: 'Place' });

export const auditEntrySchema = z
  .object({
    seq: z.number().int(),
    at: timestamp,
    actorId: z.string().nullable(),
    municipality: z.string().nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    requestId: z.string().nullable(),
    prevHash: z.string(),
    hash: z.string(),
  })
  .meta({ id: 'AuditEntry' });

// ---------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------

export const loginBody = z
  .strictObject({
    email: z.string().min(3).max(254),
    password: z.string().min(1).max(1024),
  })
  .meta({ id: 'Login' });

export const sessionSchema = z
  .object({
    user: userSchema,
    csrfToken: z.string().nullable().meta({ description: 'send it back in X-CSRF-Token on unsafe requests (session cookie only)' }),
    expiresAt: timestamp.nullable(),
    via: z.enum(['session', 'token']),
  })
  .meta({ id: 'Session' });

export const tokenCreateBody = z
  .strictObject({
    name: z.string().min(1).max(100),
    expiresInDays: z.number().int().min(1).max(3650).optional().meta({ description: 'absent: until revoked' }),
  })
  .meta({ id: 'TokenCreate' });

export const tokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    createdAt: timestamp,
    expiresAt: timestamp.nullable(),
    revokedAt: timestamp.nullable(),
  })
  .meta({ id: 'Token' });

export const tokenCreatedSchema = tokenSchema
  .extend({ token: z.string().meta({ description: 'the bearer token; shown once, only its hash is kept' }) })
  .meta({ id: 'TokenCreated' });

export const establishmentCreateBody = z
  .strictObject({
    municipality: municipalityId.optional().meta({ description: 'defaults to your municipality' }),
    name: z.string().min(1).max(200),
    cnpj: cnpj.optional(),
    address: addressSchema.optional(),
    location: lonLat.optional(),
    ownerUserId: idSchema.optional().meta({ description: 'officials only; an applicant always owns what they create' }),
    status: z.enum(['active', 'closed']).optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'EstablishmentCreate' });

export const establishmentPatchBody = z
  .strictObject({
    name: z.string().min(1).max(200).optional(),
    cnpj: cnpj.nullable().optional(),
    address: addressSchema.optional(),
    location: lonLat.nullable().optional(),
    ownerUserId: idSchema.nullable().optional(),
    status: z.enum(['active', 'closed']).optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'EstablishmentPatch' });

export const applicationCreateBody = z
  .strictObject({
    establishmentId: idSchema.optional(),
    type: applicationType,
    input: z.record(z.string(), z.unknown()).meta({ description: 'an EstablishmentInput document; its municipality is the application’s' }),
  })
  .meta({ id: 'ApplicationCreate' });

export const applicationPatchBody = z
  .strictObject({
    establishmentId: idSchema.nullable().optional(),
    type: applicationType.optional(),
    input: z.record(z.string(), z.unknown()).optional(),
    status: applicationStatus.optional().meta({ description: 'a status change allowed to your role from the current status' }),
  })
  .meta({ id: 'ApplicationPatch' });

export const evaluationCreateBody = z
  .strictObject({
    date: isoDate.optional().meta({ description: 'evaluation date; default: the document’s date, else today' }),
    lang: z.enum(['pt', 'en']).optional(),
    overrides: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: 'what-if: full parameter id → value (e.g. "belem-pa/min-distance-between-outlets": 300)' }),
    stage: z.string().min(1).max(64).optional().meta({
      description:
        'the procedure stage the evaluation is for: where the stage binds a requirement the document’s application type leaves out (Salvador: the alvará and art. 2 § 2º, which a TVL evaluation does not check), the document is evaluated and stored as the stage’s type',
    }),
    useRegistry: z.boolean().optional().meta({
      description:
        "measure distances against the municipality's place registries as of the date (default true when the application locates its lot and lists no nearby places)",
    }),
    allowFuture: z.boolean().optional().meta({
      description: 'allow an evaluation date after today; the result then carries lawAsKnownOn (the law as known today)',
    }),
  })
  .meta({ id: 'EvaluationCreate' });

export const licenceCreateBody = z
  .strictObject({
    establishmentId: idSchema,
    applicationId: idSchema
      .optional()
      .meta({ description: 'the approved application of the establishment this licence is granted on (required)' }),
    number: z.string().min(1).max(60),
    kind: licenceKind,
    class: z.string().max(20).nullable().optional(),
    issuedOn: isoDate,
    expiresOn: isoDate.nullable().optional(),
    plate: z
      .string()
      .regex(/^[A-Z]{3}-?\d[A-Z0-9]\d{2}$/, { message: 'a plate such as ABC1D23 or ABC-1234' })
      .nullable()
      .optional(),
  })
  .meta({ id: 'LicenceCreate' });

export const userCreateBody = z
  .strictObject({
    email: z.email().max(254),
    name: z.string().min(1).max(200),
    municipality: municipalityId.nullable().meta({ description: 'null only for system administrators' }),
    roles: z.array(role).min(1).max(ROLES.length),
    password: z.string().optional().meta({ description: 'at least 10 characters; absent for OIDC-only accounts' }),
    oidcIssuer: z.url().max(500).optional(),
    oidcSubject: z.string().min(1).max(255).optional().meta({ description: 'the subject at the provider (on gov.br, the CPF)' }),
    distributorCnpj: z
      .string()
      .max(32)
      .optional()
      .meta({ description: 'with the role distributor only, required: its company (art. 13 § 1º)' }),
  })
  .meta({ id: 'UserCreate' });

export const userPatchBody = z
  .strictObject({
    name: z.string().min(1).max(200).optional(),
    roles: z.array(role).min(1).max(ROLES.length).optional(),
    disabled: z.boolean().optional(),
    password: z.string().optional(),
    distributorCnpj: z
      .string()
      .max(32)
      .nullable()
      .optional()
      .meta({ description: 'a distributor account’s company CNPJ; null takes it away (with the role distributor)' }),
  })
  .meta({ id: 'UserPatch' });

export { isoDate, municipalityId, cnpj as cnpjSchema, applicationStatus, licenceStatus, licenceKind };
