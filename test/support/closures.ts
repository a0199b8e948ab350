/**
 * Salvador closure orders over the API, for the tests of art. 15 §§ 1º–2º: an outlet with its
 * alvará (and a TVL when asked), notices of art. 15 V (art. 2 IV: scale not calibrated), the three
 * that close it on 05/02/2026, and the dated acts on a closure, a notice or a licence case, each
 * with the version it reads just before. Not a test file itself.
 */
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { buildFixture, type Engine, type Fixture, OTHER, openTestApi, unique } from './api.ts';
import { licensedOutlet } from './outlets.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read the API's JSON fields directly
export type Json = Record<string, any>;

export class SalvadorClosures {
  constructor(readonly fx: Fixture) {}

  officer(): string {
    return this.fx.token('licensing-officer@other');
  }

  async get(path: string): Promise<Json> {
    return (await this.fx.api.req('GET', path, { token: this.officer() })).json;
  }

  /** An outlet with an active alvará written to the registry, and a TVL when `tvl`. */
  async outlet(tvl = false) {
    const { repo } = this.fx.api.deps;
    const scope = this.fx.scopeOf('licensing-officer@other');
    const { establishment: e, licence: l } = await licensedOutlet(repo, scope, {
      municipality: OTHER,
      name: unique('Revenda Pituba'),
      number: unique('ALV'),
    });
    const t = tvl
      ? await repo.createLicence(scope, {
          municipality: OTHER,
          establishmentId: e.id,
          number: unique('TVL'),
          kind: 'tvl',
          class: null,
          issuedOn: '2025-01-02',
          expiresOn: null,
          status: 'active',
          plate: null,
        })
      : null;
    return { e, l, tvl: t };
  }

  async notice(establishmentId: string, on: string, units = ['art2-IV'], infraction = 'art15-V'): Promise<Json> {
    const r = await this.fx.api.req('POST', '/api/notices', {
      token: this.fx.token('inspector@other'),
      body: {
        establishmentId,
        infraction,
        units,
        finding: 'Irregularidade constatada.',
        on,
        ...(infraction === 'art15-III' ? { amountBRL: 100 } : {}),
      },
    });
    assert.equal(r.status, 201, r.text);
    return r.json;
  }

  /** Three notifications on art. 2 IV (05/01, 20/01, 05/02/2026): the 3rd closes (§ 1º); revocation from 07/05/2026 (§ 2º). */
  async closed(tvl = false) {
    const o = await this.outlet(tvl);
    const n1 = (await this.notice(o.e.id, '2026-01-05')).notice as Json;
    const n2 = (await this.notice(o.e.id, '2026-01-20')).notice as Json;
    const third = await this.notice(o.e.id, '2026-02-05');
    const closure = third.closure as Json;
    assert.equal(closure.status, 'in-force');
    assert.equal(closure.data.revocationPossibleFrom, '2026-05-07');
    assert.equal((await this.get(`/api/licences/${o.l.id}`)).status, 'suspended');
    return { ...o, n1, n2, n3: third.notice as Json, closure };
  }

  /** POST /api/closures/{id}/lift (the inspector) or …/revoke-licence (the officer) on `on`. */
  async closureAct(closureId: string, path: 'lift' | 'revoke-licence', on: string) {
    const cur = await this.fx.api.req('GET', `/api/enforcement/${closureId}`, { token: this.officer() });
    return this.fx.api.req('POST', `/api/closures/${closureId}/${path}`, {
      token: path === 'lift' ? this.fx.token('inspector@other') : this.officer(),
      headers: { 'if-match': cur.headers.get('etag') as string },
      body: { on },
    });
  }

  async noticeAct(id: string, body: Record<string, unknown>) {
    const cur = await this.fx.api.req('GET', `/api/enforcement/${id}`, { token: this.officer() });
    return this.fx.api.req('POST', `/api/notices/${id}/actions`, {
      token: this.officer(),
      headers: { 'if-match': cur.headers.get('etag') as string },
      body,
    });
  }

  caseAct(id: string, what: 'defend' | 'uphold' | 'dismiss', version: number, body: Record<string, unknown>) {
    return this.fx.api.req('POST', `/api/licensing/cases/${id}/${what}`, {
      token: this.officer(),
      headers: { 'if-match': `"v${version}"` },
      body,
    });
  }
}

/** In a suite of one engine: its fixture opened before the tests and closed after; the helpers over it. */
export function salvadorClosuresOn(engine: Engine): () => SalvadorClosures {
  let sc: SalvadorClosures | undefined;
  before(async () => {
    sc = new SalvadorClosures(await buildFixture(await openTestApi(engine)));
  });
  after(async () => {
    await sc?.fx.api.close();
  });
  return () => sc as SalvadorClosures;
}
