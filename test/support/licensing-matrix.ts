/**
 * The licensing endpoints in the authorization matrix (issue 10). Targets are records of the
 * own municipality (belem-pa) and its applicant, made fresh for each principal where the request
 * changes them.
 */
import type { NewLicensingItem } from '../../src/domain/licensing.ts';
import type { Role } from '../../src/domain/roles.ts';
import type { Fixture } from './api.ts';
import { OWN, unique } from './api.ts';
import { PDF_BYTES } from './licensing.ts';

/** A case of the matrix (the shape of authorization-matrix.ts's Case, which imports this file). */
interface Case {
  name: string;
  roles: 'public' | 'any' | readonly Role[];
  ok: number;
  other: number | 'filtered' | 'ok';
  otherApplicant?: number | 'filtered' | 'ok';
  request(fx: Fixture): Promise<{ method: string; path: string; body?: unknown; headers?: Record<string, string> }>;
}

const OFFICIALS_READ: readonly Role[] = ['licensing-officer', 'reviewer', 'inspector', 'fire-brigade', 'municipal-admin', 'system-admin'];
const READERS: readonly Role[] = ['applicant', ...OFFICIALS_READ];

async function add(fx: Fixture, key: string, item: Omit<NewLicensingItem, 'id' | 'municipality'>, withFile = false) {
  const blob = withFile
    ? {
        sha256: (await import('node:crypto')).createHash('sha256').update(PDF_BYTES).digest('hex'),
        mediaType: 'application/pdf',
        size: PDF_BYTES.length,
        base64: PDF_BYTES.toString('base64'),
      }
    : undefined;
  const data = withFile ? { ...item.data, sha256: blob?.sha256 } : item.data;
  const [it] = await fx.api.deps.repo.licensing.commit(fx.scopeOf(key), [
    blob
      ? { op: 'add', item: { ...item, data, id: '', municipality: OWN }, blob }
      : { op: 'add', item: { ...item, data, id: '', municipality: OWN } },
  ]);
  return it!;
}

const appId = (fx: Fixture) => fx.records.own.application.id;

function document(fx: Fixture) {
  return add(
    fx,
    'applicant@own',
    {
      kind: 'document',
      applicationId: appId(fx),
      licenceId: null,
      status: 'pending',
      data: {
        requirement: 'anp-authorisation',
        fileName: 'anp.pdf',
        mediaType: 'application/pdf',
        size: PDF_BYTES.length,
        validFrom: null,
        validUntil: null,
      },
    },
    true,
  );
}

function opinion(fx: Fixture, status = 'requested') {
  // A department the procedure does not name: only the access matrix applies to it.
  return add(fx, 'licensing-officer@own', {
    kind: 'opinion',
    applicationId: appId(fx),
    licenceId: null,
    status,
    data: { department: 'matrix', stage: 'alvara', kind: 'opinion', round: 1, grounds: null, decidedBy: null, decidedOn: null },
  });
}

/** A licence of the applicant's establishment with its procedure record (lifecycle `status`). */
async function issued(fx: Fixture, status = 'active') {
  const l = await fx.api.deps.repo.createLicence(fx.scopeOf('licensing-officer@own'), {
    municipality: OWN,
    establishmentId: fx.records.own.establishment.id,
    number: unique('M'),
    kind: 'alvara',
    class: null,
    issuedOn: '2026-01-02',
    expiresOn: '2027-01-02',
    status: status === 'active' ? 'active' : 'suspended',
    plate: null,
  });
  await add(fx, 'licensing-officer@own', {
    kind: 'licence-record',
    applicationId: appId(fx),
    licenceId: l.id,
    status,
    data: { stage: 'alvara' },
  });
  return l;
}

async function openCase(fx: Fixture) {
  const l = await issued(fx);
  return add(fx, 'licensing-officer@own', {
    kind: 'case',
    applicationId: null,
    licenceId: l.id,
    status: 'notified',
    data: {
      action: 'suspend',
      grounds: 'g',
      cite: 'art8',
      notifiedOn: '2020-01-01',
      defenceUntil: '2099-01-16',
      defence: null,
      decision: null,
      decidedOn: null,
    },
  });
}

export const LICENSING_CASES: Case[] = [
  {
    name: 'GET /api/applications/{id}/checklist',
    roles: READERS,
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/applications/${appId(fx)}/checklist?date=2026-11-30` }),
  },
  {
    name: 'GET /api/applications/{id}/licensing',
    roles: READERS,
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/applications/${appId(fx)}/licensing` }),
  },
  {
    name: 'GET /api/licensing/items/{id}',
    roles: READERS,
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/licensing/items/${(await document(fx)).id}` }),
  },
  {
    name: 'GET /api/licensing/items/{id}/file',
    roles: READERS,
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/licensing/items/${(await document(fx)).id}/file` }),
  },
  {
    name: 'POST /api/applications/{id}/documents',
    roles: ['applicant', 'licensing-officer'],
    ok: 201,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({
      method: 'POST',
      path: `/api/applications/${appId(fx)}/documents`,
      body: {
        requirement: 'anp-authorisation',
        fileName: 'anp.pdf',
        mediaType: 'application/pdf',
        contentBase64: PDF_BYTES.toString('base64'),
      },
    }),
  },
  ...(['accept', 'reject'] as const).map(
    (a): Case => ({
      name: `POST /api/licensing/documents/{id}/${a}`,
      roles: ['reviewer', 'licensing-officer'],
      ok: 200,
      other: 404,
      request: async (fx) => ({
        method: 'POST',
        path: `/api/licensing/documents/${(await document(fx)).id}/${a}`,
        body: { reason: 'ilegível' },
        headers: { 'if-match': '"v1"' },
      }),
    }),
  ),
  {
    name: 'POST /api/applications/{id}/opinions',
    roles: ['licensing-officer'],
    ok: 201,
    other: 404,
    request: async (fx) => ({ method: 'POST', path: `/api/applications/${appId(fx)}/opinions`, body: { stage: 'alvara' } }),
  },
  ...(['favourable', 'unfavourable', 'request-changes'] as const).map(
    (a): Case => ({
      name: `POST /api/licensing/opinions/{id}/${a}`,
      roles: ['reviewer', 'fire-brigade', 'inspector'],
      ok: 200,
      other: 404,
      request: async (fx) => ({
        method: 'POST',
        path: `/api/licensing/opinions/${(await opinion(fx)).id}/${a}`,
        body: { grounds: 'fundamentos' },
        headers: { 'if-match': '"v1"' },
      }),
    }),
  ),
  {
    // The departments' queue (issue 12): an own opinion exists; another municipality's official sees none of it.
    name: 'GET /api/licensing/opinions',
    roles: ['reviewer', 'fire-brigade', 'inspector'],
    ok: 200,
    other: 'filtered',
    request: async (fx) => {
      await opinion(fx);
      return { method: 'GET', path: '/api/licensing/opinions?status=requested&limit=200' };
    },
  },
  {
    name: 'POST /api/licensing/opinions/{id}/resubmit',
    roles: ['applicant', 'licensing-officer'],
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({
      method: 'POST',
      path: `/api/licensing/opinions/${(await opinion(fx, 'changes-requested')).id}/resubmit`,
      headers: { 'if-match': '"v1"' },
    }),
  },
  {
    name: 'POST /api/applications/{id}/holds',
    roles: ['licensing-officer', 'reviewer', 'fire-brigade', 'inspector'],
    ok: 201,
    other: 404,
    request: async (fx) => ({ method: 'POST', path: `/api/applications/${appId(fx)}/holds`, body: { reason: 'vistoria pendente' } }),
  },
  {
    name: 'POST /api/licensing/holds/{id}/release',
    roles: ['licensing-officer'],
    ok: 200,
    other: 404,
    request: async (fx) => {
      const h = await add(fx, 'licensing-officer@own', {
        kind: 'hold',
        applicationId: appId(fx),
        licenceId: null,
        status: 'open',
        data: { reason: 'x' },
      });
      return {
        method: 'POST',
        path: `/api/licensing/holds/${h.id}/release`,
        body: { reason: 'resolvido' },
        headers: { 'if-match': '"v1"' },
      };
    },
  },
  // The fixture's application is a draft: the decision steps answer 409 to the officer, 404 elsewhere.
  {
    name: 'POST /api/applications/{id}/issue',
    roles: ['licensing-officer'],
    ok: 409,
    other: 404,
    request: async (fx) => ({ method: 'POST', path: `/api/applications/${appId(fx)}/issue`, body: { date: '2026-11-30' } }),
  },
  {
    name: 'POST /api/applications/{id}/deny',
    roles: ['licensing-officer'],
    ok: 409,
    other: 404,
    request: async (fx) => ({ method: 'POST', path: `/api/applications/${appId(fx)}/deny`, body: { grounds: ['x'] } }),
  },
  {
    name: 'GET /api/licences/{id}/pdf',
    roles: [...OFFICIALS_READ, 'distributor'],
    // The fixture's licence was not issued through a procedure: no document (409).
    ok: 409,
    other: 404,
    request: async (fx) => ({ method: 'GET', path: `/api/licences/${fx.records.own.licence.id}/pdf` }),
  },
  {
    name: 'GET /api/licensing/decisions/{id}/pdf',
    roles: READERS,
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => {
      const d = await add(fx, 'licensing-officer@own', {
        kind: 'decision',
        applicationId: appId(fx),
        licenceId: null,
        status: 'denied',
        data: {
          stage: 'construction',
          outcome: 'denied',
          date: '2026-11-30',
          grounds: ['Falta licença ambiental.'],
          citations: ['art. 2º, III'],
        },
      });
      return { method: 'GET', path: `/api/licensing/decisions/${d.id}/pdf` };
    },
  },
  {
    name: 'POST /api/licences/{id}/cases',
    roles: ['licensing-officer'],
    ok: 201,
    other: 404,
    request: async (fx) => ({
      method: 'POST',
      path: `/api/licences/${(await issued(fx)).id}/cases`,
      body: { action: 'suspend', grounds: 'extintores vencidos', date: '2026-11-30' },
    }),
  },
  {
    name: 'POST /api/licensing/cases/{id}/defend',
    roles: ['applicant', 'licensing-officer'],
    ok: 200,
    other: 404,
    otherApplicant: 404,
    request: async (fx) => ({
      method: 'POST',
      path: `/api/licensing/cases/${(await openCase(fx)).id}/defend`,
      body: { defence: 'extintores substituídos', date: '2026-11-30' },
      headers: { 'if-match': '"v1"' },
    }),
  },
  ...(['uphold', 'dismiss'] as const).map(
    (a): Case => ({
      name: `POST /api/licensing/cases/{id}/${a}`,
      roles: ['licensing-officer'],
      ok: 200,
      other: 404,
      request: async (fx) => ({
        method: 'POST',
        path: `/api/licensing/cases/${(await openCase(fx)).id}/${a}`,
        // After the defence term (2099): decidable.
        body: { decision: 'decidido', date: '2099-02-01' },
        headers: { 'if-match': '"v1"' },
      }),
    }),
  ),
  {
    name: 'POST /api/licences/{id}/lifecycle/reinstate',
    roles: ['licensing-officer'],
    ok: 200,
    other: 404,
    request: async (fx) => ({
      method: 'POST',
      path: `/api/licences/${(await issued(fx, 'suspended')).id}/lifecycle/reinstate`,
      body: { grounds: 'regularizado' },
    }),
  },
  { name: 'GET /api/due', roles: 'any', ok: 200, other: 'ok', request: async () => ({ method: 'GET', path: '/api/due?within=7d' }) },
  {
    name: 'GET /api/public/verify/{municipality}/{number}',
    roles: 'public',
    ok: 200,
    other: 'ok',
    request: async (fx) => ({ method: 'GET', path: `/api/public/verify/${OWN}/${fx.records.own.licence.number}` }),
  },
];
