/**
 * What every part of the repository contract shares: the target (an empty database on one
 * engine), the world each test starts from (two municipalities, officials and applicants),
 * fixtures, and `worldTest`, which runs a test in a fresh world and disposes of it.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { EvaluationResult } from '../../../src/core/types.ts';
import type { Param, Row } from '../../../src/store/engine.ts';
import { type OpenOptions, openRepository } from '../../../src/store/open.ts';
import type { Establishment, Municipality, Repository, Role, Scope } from '../../../src/store/repository.ts';

export interface StoreTarget {
  opts: OpenOptions;
  /** SQL on the same database, bypassing the repository; `?` placeholders. */
  raw(sql: string, params?: Param[]): Promise<Row[]>;
  /** Removes the append-only guards of audit_log, so `raw` can tamper with it. */
  unguardAudit(): Promise<void>;
  /** Runs SQL with foreign keys not enforced (to plant an orphan row). */
  rawWithoutForeignKeys(sql: string, params?: Param[]): Promise<void>;
  dispose(): Promise<void>;
}

export type TargetFactory = () => Promise<StoreTarget>;

export const BELEM: Municipality = { id: 'belem', name: 'Belém', uf: 'PA', ibge: '1501402' };
export const ANANINDEUA: Municipality = { id: 'ananindeua', name: 'Ananindeua', uf: 'PA', ibge: '1500800' };

let requestCounter = 0;
export const scope = (userId: string, municipality: string | null, roles: Role[]): Scope => ({
  userId,
  municipality,
  roles,
  requestId: `req-${++requestCounter}`,
});
export const SYSTEM = scope('system', null, ['system-admin']);

export interface World {
  repo: Repository;
  target: StoreTarget;
  /** Officials of Belém and Ananindeua, and two applicants of Belém (real users). */
  belem: Scope;
  ananindeua: Scope;
  applicant: Scope;
  otherApplicant: Scope;
}

export async function makeWorld(target: StoreTarget): Promise<World> {
  const repo = await openRepository(target.opts);
  await repo.upsertMunicipalities([BELEM, ANANINDEUA]);
  const user = (email: string, municipality: string, roles: Role[]) =>
    repo.createUser(SYSTEM, {
      email,
      name: email.split('@')[0] ?? email,
      municipality,
      roles,
      passwordHash: null,
      oidcIssuer: null,
      oidcSubject: null,
      disabled: false,
    });
  const officer = await user('officer@belem.pa.gov.br', 'belem', ['licensing-officer']);
  const officerA = await user('officer@ananindeua.pa.gov.br', 'ananindeua', ['licensing-officer']);
  const app1 = await user('ana@example.com', 'belem', ['applicant']);
  const app2 = await user('bruno@example.com', 'belem', ['applicant']);
  return {
    repo,
    target,
    belem: scope(officer.id, 'belem', ['licensing-officer']),
    ananindeua: scope(officerA.id, 'ananindeua', ['licensing-officer']),
    applicant: scope(app1.id, 'belem', ['applicant']),
    otherApplicant: scope(app2.id, 'belem', ['applicant']),
  };
}

export const establishment = (
  municipality: string,
  ownerUserId: string | null,
  name = 'Depósito São João',
): Omit<Establishment, 'id' | 'createdAt' | 'updatedAt' | 'version'> => ({
  municipality,
  name,
  cnpj: '12.345.678/0001-90',
  address: { street: 'Travessa Quintino Bocaiúva', number: '100', district: 'Nazaré', cep: '66035-190' },
  location: [-48.4902, -1.4558],
  ownerUserId,
  status: 'active',
  data: { storageKg: 1560.5, classes: ['II', 'III'], note: 'açúcar "quoted" \\ back' },
});

export const RESULT = {
  schemaVersion: 1,
  municipality: 'belem',
  municipalityName: 'Belém',
  date: '2025-03-01',
  lang: 'pt',
  lawPackVersion: 'belem@2025.1',
  activity: 'retail',
  verdict: 'compliant',
  class: 'III',
  classDetail: null,
  findings: [{ rule: 'art2', status: 'pass', distanceM: 15.000000000000002, text: 'distância ≥ 15 m — ok' }],
  missing: [],
  summary: { pass: 1, fail: 0 },
  laws: [{ id: 'belem-lei-8.123', title: 'Lei nº 8.123/2001' }],
  overrides: {},
} as unknown as EvaluationResult;

export async function rejects(p: Promise<unknown>, cls: new (...args: never[]) => Error, message?: RegExp): Promise<Error> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof cls, `expected ${cls.name}, got ${(e as Error)?.constructor?.name}: ${(e as Error)?.message}`);
    if (message) assert.match((e as Error).message, message);
    return e as Error;
  }
  assert.fail(`expected ${cls.name}, but it resolved`);
}

export const auditCount = async (t: StoreTarget): Promise<number> => Number((await t.raw('SELECT COUNT(*) AS n FROM audit_log'))[0]?.['n']);

export function tmpFile(name: string): { file: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'glp-backup-'));
  return { file: join(dir, name), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

//

/** A test that runs in a fresh world on a new target of the engine. */
export type WorldTest = (title: string, fn: (w: World) => Promise<void>) => void;

export function worldTest(factory: TargetFactory): WorldTest {
  return (title, fn) =>
    test(title, async () => {
      const target = await factory();
      let world: World | undefined;
      try {
        world = await makeWorld(target);
        await fn(world);
      } finally {
        await world?.repo.close().catch(() => undefined);
        await target.dispose();
      }
    });
}
