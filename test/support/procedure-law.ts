/**
 * Helpers of the test/procedure-law-<pack>.test.ts files: a pack's checklist for one stage on a
 * decision date, built from records given by the test (documents, opinions, licences in force)
 * and an approvable evaluation, with the pack's readings on that date — as src/app/licensing.ts
 * builds it. Not a test file itself.
 */
import { rmSync } from 'node:fs';
import { openApi } from '../../src/api/server.ts';
import type { EstablishmentInput } from '../../src/core/input/schema.ts';
import type { Pack } from '../../src/core/pack.ts';
import { type ProcedureDef, type StageDef, stageOnDate } from '../../src/core/procedure.ts';
import { PackRegistry } from '../../src/core/registry.ts';
import type { DatedValue, EvaluationResult, IsoDate } from '../../src/core/types.ts';
import type { LicensingItem } from '../../src/domain/licensing.ts';
import { type Outstanding, outstanding, type Waived, type Weighed, waivedStages, weighedOpinions } from '../../src/licensing/checklist.ts';
import { send, type TestApi } from './api.ts';
import { scratchDir } from './cli.ts';
import { actorsOf, exampleInput, Flow } from './licensing.ts';
import { packs } from './packs.ts';

export const approvable = { verdict: 'approvable', missing: [], findings: [], class: null } as unknown as EvaluationResult;

let seq = 0;
function record(kind: LicensingItem['kind'], status: string, data: Record<string, unknown>): LicensingItem {
  seq += 1;
  const at = `2026-01-01T00:00:${String(seq % 60).padStart(2, '0')}.${String(seq).padStart(3, '0')}Z`;
  return {
    id: `${kind}-${seq}`,
    municipality: 'm',
    kind,
    applicationId: 'a',
    licenceId: null,
    status,
    data,
    createdAt: at,
    createdBy: 'u',
    updatedAt: at,
    version: 1,
  };
}

/** A document presented for `requirement`: accepted unless said, valid until `validUntil` (null: no end). */
export function doc(
  requirement: string,
  o: { status?: string; validUntil?: string | null; validFrom?: string | null; amountBRL?: number } = {},
): LicensingItem {
  return record('document', o.status ?? 'accepted', {
    requirement,
    validUntil: o.validUntil === undefined ? '2030-12-31' : o.validUntil,
    validFrom: o.validFrom ?? null,
    amountBRL: o.amountBRL ?? null,
    reason: null,
  });
}

/** The opinion (or inspection) of `department` for `stage`, answered `status`. */
export function opinion(stage: string, department: string, status = 'favourable', grounds: string | null = null): LicensingItem {
  return record('opinion', status, { stage, department, kind: 'opinion', round: 1, grounds, decidedBy: null, decidedOn: null });
}

export interface Check {
  stage: StageDef;
  items: Outstanding[];
  waived: Waived[];
  weighed: Weighed[];
}

/** The pack with other dated values for one of its parameters (as a municipality would change it). */
export function withValues(pack: Pack, id: string, values: DatedValue[]): Pack {
  const parameters = pack.parameters.map((p) => (p.id === id ? { ...p, values } : p));
  if (!pack.parameters.some((p) => p.id === id)) throw new Error(`${pack.id} has no parameter ${id}`);
  return { ...pack, parameters, paramIndex: new Map(parameters.map((p) => [p.id, p])) };
}

/** The checklist of `stageId` on `date`: what is still outstanding, the earlier stages waived and the opinions weighed. */
export function check(
  pack: Pack,
  stageId: string,
  o: {
    date?: IsoDate;
    documents?: LicensingItem[];
    opinions?: LicensingItem[];
    inForce?: string[];
    input?: Record<string, unknown>;
    activity?: string;
  } = {},
): Check {
  const date = o.date ?? '2026-11-30';
  const procedure = pack.procedure as ProcedureDef;
  const def = procedure.stages.find((s) => s.id === stageId);
  if (!def) throw new Error(`${pack.id} has no stage ${stageId}`);
  const stage = stageOnDate(def, pack.parameters, date);
  const law = pack.laws[0]!;
  const input = { municipality: pack.id, activity: o.activity ?? 'glp-resale', ...(o.input ?? {}) } as unknown as EstablishmentInput;
  const establishment = { input, law, readings: { packId: pack.id, parameters: pack.parameters, date } };
  const x = {
    procedure,
    stage,
    date,
    evaluation: { id: 'e', date, result: approvable },
    verdictOnDate: null,
    documents: o.documents ?? [],
    opinions: o.opinions ?? [],
    holds: [],
    stagesInForce: new Set(o.inForce ?? []),
    activity: o.activity ?? 'glp-resale',
    establishment,
  };
  return { stage, items: outstanding(x), waived: waivedStages(x), weighed: weighedOpinions(x) };
}

/** "kind:id:state" of each outstanding item, as the assertions compare them. */
export const ids = (c: Check): string[] => c.items.map((i) => `${i.kind}:${i.id}:${i.state}`);

/** The repository's packs with `pack` in place of its own (a reading changed as a municipality would change it). */
export function registryWith(pack: Pack): PackRegistry {
  return PackRegistry.of(packs.list().map((p) => (p.id === pack.id ? pack : p)));
}

/**
 * An API on a scratch SQLite store with `registry`, the municipality's users, and the application
 * of its example evaluated and approved on 30/11/2026, for `fn`; closed and removed after.
 */
export async function onExampleApplication(
  registry: PackRegistry,
  municipality: string,
  fn: (flow: Flow, appId: string) => Promise<void>,
): Promise<void> {
  const dir = scratchDir('glp-procedure-law-');
  const opened = await openApi({
    dataDir: dir,
    packs: registry,
    env: {},
    auth: { tokenCacheMs: 0 },
    config: {},
    poolSize: 1,
    log: () => {},
  });
  try {
    const api: TestApi = { ...opened, engine: 'sqlite', req: (m, p, o) => send(opened.app, m, p, o) };
    const flow = new Flow(api, await actorsOf(api, municipality));
    const app = await flow.application(exampleInput(municipality), '2026-11-30');
    await flow.approve(app.id);
    await fn(flow, app.id);
  } finally {
    await opened.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
