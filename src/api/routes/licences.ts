/**
 * Licences (alvarás, TVL): officers grant, suspend, reinstate and revoke them; officials read
 * them; anyone can check one in the public registry by number, plate or CNPJ.
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { citeOf } from '../../app/licensing.ts';
import { NotFound } from '../../domain/errors.ts';
import { sanctionAuthority } from '../../licensing/lifecycle.ts';
import type { Licence, LicenceStatus } from '../../domain/licence.ts';
import type { Scope } from '../../domain/roles.ts';
import { statusName } from '../../core/status-names.ts';
import { licenceMachine } from '../../licensing/machines.ts';
import type { Repository } from '../../store/repository.ts';
import { expectedVersion, versionHeaders } from '../conditional.ts';
import type { AppEnv } from '../context.ts';
import { type Ctx, json, mount } from '../http.ts';
import { HttpProblem } from '../problem.ts';
import {
  cnpjSchema,
  idSchema,
  licenceCreateBody,
  licenceKind,
  licenceSchema,
  licenceStatus,
  municipalityId,
  pageOf,
  pageQuery,
  pathId,
  publicLicenceSchema,
} from '../schemas.ts';
import { municipalityFilter, scope } from '../scope.ts';
import { digitsOnly } from './establishments.ts';
import { etagHeader, idempotencyHeader, ifMatchHeader, jsonBody, jsonContent, problems, security } from './common.ts';
import { formatDate } from '../../core/format.ts';

const tags = ['Licences'];

export function normalisePlate(p: string): string {
  return p.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * One licence in the caller's scope. The Repository contract has no getLicence yet (asked of
 * the storage layer); until it does, the scoped list is walked — bounded by the number of
 * licences of one municipality, and scoped exactly like a get would be.
 */
async function getLicence(c: Ctx, id: string): Promise<Licence> {
  const repo = c.get('deps').repo as Repository & { getLicence?: (s: Scope, id: string) => Promise<Licence> };
  const s = scope(c);
  if (typeof repo.getLicence === 'function') return repo.getLicence(s, id);
  for (let offset = 0; ; offset += 1000) {
    const page = await repo.listLicences(s, { limit: 1000, offset });
    const l = page.items.find((x) => x.id === id);
    if (l) return l;
    if (page.items.length < 1000) throw new NotFound('licence', id);
  }
}

/** from → to for each action; anything else is 409. */
const ACTIONS: Record<string, { to: LicenceStatus; from: readonly LicenceStatus[]; summary: string }> = {
  suspend: { to: 'suspended', from: ['active'], summary: 'Suspend an active licence' },
  reinstate: { to: 'active', from: ['suspended'], summary: 'Lift a suspension' },
  revoke: { to: 'revoked', from: ['active', 'suspended'], summary: 'Revoke a licence (final)' },
};

/**
 * A licence whose law gives this sanction to another authority (Vitória da Conquista art. 26 II:
 * the Mayor, on the administration's opinion) is not suspended or revoked by a registry write:
 * through the case (notice, defence) whose decision records the authority's act.
 */
function refuseWhereAnAuthorityDecides(c: Ctx, l: Licence, action: 'suspend' | 'revoke'): void {
  const pack = c.get('deps').packs.get(l.municipality);
  const who = pack?.procedure ? sanctionAuthority(pack.procedure, action, l.kind) : null;
  if (!pack || !who) return;
  const citation = citeOf(pack)(who.cite);
  throw new HttpProblem(
    'validation-failed',
    {
      pt: `Em ${l.municipality} a ${action === 'suspend' ? 'suspensão' : 'cassação'} é ${who.decided.pt.replace(/^decidido/, 'decidida')} (${citation}): notifique-a (POST /api/licences/{id}/cases) e depois julgue o processo procedente com o ato e o parecer que ele seguiu.`,
      en: `In ${l.municipality} the ${action === 'suspend' ? 'suspension' : 'revocation'} is ${who.decided.en} (${citation}): notify it (POST /api/licences/{id}/cases), then uphold the case with the act and the opinion it followed.`,
    },
    [
      {
        field: 'act',
        found: 'nothing',
        expected: `the act of the ${who.title.pt} (${citation}), given when upholding the case: POST /api/licensing/cases/{id}/uphold`,
      },
    ],
  );
}

/**
 * Where the authority that decides a suspension may have to lift it too (VdC art. 26 II, reading
 * reinstatement-authority), the registry's status is not changed directly: the lifecycle route
 * reads the licence record, the reading and the act.
 */
function refuseWhereAnAuthorityLifts(c: Ctx, l: Licence): void {
  const pack = c.get('deps').packs.get(l.municipality);
  const who = pack?.procedure ? sanctionAuthority(pack.procedure, 'suspend', l.kind) : null;
  if (!pack || !who?.lifts) return;
  const citation = citeOf(pack)(who.cite);
  throw new HttpProblem(
    'validation-failed',
    {
      pt: `Em ${l.municipality} a suspensão ${who.decided.pt.replace(/^decidido/, 'decidida')} (${citation}) é levantada por ato da mesma autoridade, pela interpretação ${pack.id}/${who.lifts.reading}: POST /api/licences/{id}/lifecycle/reinstate.`,
      en: `In ${l.municipality} a suspension ${who.decided.en} (${citation}) is lifted by the same authority's act under the reading ${pack.id}/${who.lifts.reading}: POST /api/licences/{id}/lifecycle/reinstate.`,
    },
    [
      {
        field: 'act',
        found: 'nothing',
        expected: `the act of the ${who.title.pt} (${citation}), given when lifting it: POST /api/licences/{id}/lifecycle/reinstate`,
      },
    ],
  );
}

async function checkGrantable(
  c: Ctx,
  establishment: { id: string; municipality: string },
  kind: string,
  applicationId: string | undefined,
) {
  const pack = c.get('deps').packs.get(establishment.municipality);
  if (pack?.procedure && kind !== 'vehicle') {
    throw new HttpProblem(
      'invalid-state',
      `In ${establishment.municipality} a licence of kind ${kind} is issued by its procedure: POST /api/applications/{id}/issue.`,
      [{ field: 'kind', found: JSON.stringify(kind), expected: 'vehicle (others: POST /api/applications/{id}/issue)' }],
    );
  }
  const bad = (found: string) =>
    new HttpProblem('validation-failed', `applicationId: found ${found}, expected an approved application of the establishment`, [
      { field: 'applicationId', found, expected: `an approved application of establishment ${establishment.id}` },
    ]);
  if (applicationId === undefined) throw bad('nothing');
  let a: Awaited<ReturnType<Repository['getApplication']>>;
  try {
    a = await c.get('deps').repo.getApplication(scope(c), applicationId);
  } catch (e) {
    if (e instanceof NotFound) throw bad(JSON.stringify(applicationId));
    throw e;
  }
  if (a.establishmentId !== establishment.id) throw bad(`an application of another establishment`);
  if (a.status !== 'approved') throw bad(`an application ${a.status}`);
}

export function licenceRoutes(app: OpenAPIHono<AppEnv>): void {
  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/licences',
      tags,
      summary: 'List licences of your municipality',
      security,
      request: {
        query: z.strictObject({
          ...pageQuery,
          municipality: municipalityId.optional(),
          status: licenceStatus.optional(),
          kind: licenceKind.optional(),
          establishmentId: idSchema.optional(),
          number: z.string().max(60).optional(),
          plate: z.string().max(10).optional(),
        }),
      },
      responses: { 200: jsonContent(pageOf(licenceSchema, 'LicencePage'), 'A page of licences'), ...problems(400, 401, 403) },
    }),
    access: 'licence.read',
    handler: async (c, { query }) => {
      const filters: Record<string, string> = {};
      const m = municipalityFilter(c, query.municipality);
      if (m !== undefined) filters.municipality = m;
      for (const k of ['status', 'kind', 'establishmentId', 'number'] as const) {
        const v = query[k];
        if (v !== undefined) filters[k] = v;
      }
      if (query.plate !== undefined) filters.plate = normalisePlate(query.plate);
      return json(c, 200, await c.get('deps').repo.listLicences(scope(c), { limit: query.limit, offset: query.offset, filters }));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'post',
      path: '/api/licences',
      tags,
      summary: 'Grant a licence to an establishment',
      security,
      request: { headers: idempotencyHeader, body: jsonBody(licenceCreateBody) },
      responses: { 201: { ...jsonContent(licenceSchema, 'Granted'), headers: etagHeader }, ...problems(400, 401, 403, 409, 413, 415, 422) },
    }),
    access: 'licence.create',
    idempotent: true,
    handler: async (c, { body }) => {
      const { repo } = c.get('deps');
      const s = scope(c);
      let establishment: Awaited<ReturnType<typeof repo.getEstablishment>>;
      try {
        establishment = await repo.getEstablishment(s, body.establishmentId);
      } catch (e) {
        if (e instanceof NotFound) {
          throw new HttpProblem('validation-failed', undefined, [
            { field: 'establishmentId', found: JSON.stringify(body.establishmentId), expected: 'an establishment of your municipality' },
          ]);
        }
        throw e;
      }
      // No licence without an approved application (issue 10): the alvará, TVL and construction
      // licence of a municipality with a procedure are issued only by its decision step.
      await checkGrantable(c, establishment, body.kind, body.applicationId);
      const plate = body.plate ? normalisePlate(body.plate) : null;
      if (body.kind === 'vehicle' && plate === null) {
        throw new HttpProblem('validation-failed', undefined, [
          { field: 'plate', found: 'nothing', expected: 'the vehicle plate (kind vehicle)' },
        ]);
      }
      if (body.expiresOn && body.expiresOn < body.issuedOn) {
        throw new HttpProblem('validation-failed', undefined, [
          { field: 'expiresOn', found: body.expiresOn, expected: `on or after issuedOn (${formatDate(body.issuedOn)})` },
        ]);
      }
      const dup = await repo.listLicences(s, {
        limit: 1,
        offset: 0,
        filters: { municipality: establishment.municipality, number: body.number },
      });
      if (dup.items.some((l) => l.number === body.number)) {
        throw new HttpProblem('conflict', `Licence number ${body.number} already exists in ${establishment.municipality}.`, [
          { field: 'number', found: JSON.stringify(body.number), expected: 'a number not yet used in the municipality' },
        ]);
      }
      const l = await repo.createLicence(s, {
        municipality: establishment.municipality,
        establishmentId: establishment.id,
        number: body.number,
        kind: body.kind,
        class: body.class ?? null,
        issuedOn: body.issuedOn,
        expiresOn: body.expiresOn ?? null,
        status: 'active',
        plate,
      });
      return json(c, 201, l, versionHeaders(l, `/api/licences/${l.id}`));
    },
  });

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/licences/{id}',
      tags,
      summary: 'One licence',
      security,
      request: { params: pathId },
      responses: { 200: { ...jsonContent(licenceSchema, 'The licence'), headers: etagHeader }, ...problems(400, 401, 403, 404) },
    }),
    access: 'licence.read',
    handler: async (c, { params }) => {
      const l = await getLicence(c, params.id);
      return json(c, 200, l, versionHeaders(l));
    },
  });

  for (const [action, spec] of Object.entries(ACTIONS)) {
    mount(app, {
      route: createRoute({
        method: 'post',
        path: `/api/licences/{id}/${action}`,
        tags,
        summary: `${spec.summary} (If-Match required)`,
        security,
        request: { params: pathId, headers: ifMatchHeader },
        responses: {
          200: { ...jsonContent(licenceSchema, 'Updated'), headers: etagHeader },
          ...problems(400, 401, 403, 404, 409, 412, 422, 428),
        },
      }),
      access: 'licence.update',
      handler: async (c, { params }) => {
        const current = await getLicence(c, params.id);
        const version = expectedVersion(c, current, 'licence', params.id);
        if (!spec.from.includes(current.status)) {
          const says = licenceMachine.actions[action as keyof typeof licenceMachine.actions]?.says ?? { pt: action, en: action };
          throw new HttpProblem(
            'invalid-state',
            {
              pt: `Não é possível ${says.pt} uma licença ${statusName('licence', current.status, 'pt')}.`,
              en: `Cannot ${says.en} a licence that is ${statusName('licence', current.status, 'en')}.`,
            },
            [{ field: 'status', found: current.status, expected: `one of ${spec.from.join(', ')}` }],
          );
        }
        if (action !== 'reinstate') refuseWhereAnAuthorityDecides(c, current, action as 'suspend' | 'revoke');
        else refuseWhereAnAuthorityLifts(c, current);
        const l = await c.get('deps').repo.updateLicence(scope(c), params.id, version, { status: spec.to });
        return json(c, 200, l, versionHeaders(l));
      },
    });
  }

  mount(app, {
    route: createRoute({
      method: 'get',
      path: '/api/public/licences',
      tags: ['Public registry'],
      summary: 'Check a licence: by number, vehicle plate or CNPJ, in one municipality (no sign-in)',
      request: {
        query: z.strictObject({
          municipality: municipalityId,
          number: z.string().min(1).max(60).optional(),
          plate: z.string().min(1).max(10).optional(),
          cnpj: cnpjSchema.optional(),
          limit: pageQuery.limit,
          offset: pageQuery.offset,
        }),
      },
      responses: { 200: jsonContent(pageOf(publicLicenceSchema, 'PublicLicencePage'), 'Matching licences'), ...problems(400) },
    }),
    access: 'public',
    handler: async (c, { query }) => {
      const given = (['number', 'plate', 'cnpj'] as const).filter((k) => query[k] !== undefined);
      if (given.length !== 1) {
        // One key at a time: the registry answers "is this one licensed?", it is not a list to harvest.
        throw new HttpProblem('invalid-parameter', 'Give exactly one of number, plate or cnpj.', [
          {
            field: 'query',
            found: given.length === 0 ? 'none of number, plate, cnpj' : given.join(' and '),
            expected: 'exactly one of number, plate, cnpj',
          },
        ]);
      }
      const q: { limit: number; offset: number; number?: string; plate?: string; cnpj?: string } = {
        limit: query.limit,
        offset: query.offset,
      };
      if (query.number !== undefined) q.number = query.number;
      if (query.plate !== undefined) q.plate = normalisePlate(query.plate);
      if (query.cnpj !== undefined) q.cnpj = digitsOnly(query.cnpj);
      const page = await c.get('deps').repo.publicLicences(query.municipality, q);
      const today = c.get('deps').today();
      return json(c, 200, {
        ...page,
        items: page.items.map((l) => ({
          municipality: l.municipality,
          number: l.number,
          kind: l.kind,
          class: l.class,
          issuedOn: l.issuedOn,
          expiresOn: l.expiresOn,
          status: l.status,
          plate: l.plate,
          // Found through a vehicle registered to the outlet (not a licence of the plate's own).
          coversVehicle: q.plate !== undefined && l.kind !== 'vehicle' ? q.plate : null,
          establishmentName: l.establishmentName,
          // In force today: issued on or before it (a licence dated ahead is not yet valid), not expired.
          valid: l.status === 'active' && l.issuedOn <= today && (l.expiresOn === null || l.expiresOn >= today),
        })),
      });
    },
  });
}
