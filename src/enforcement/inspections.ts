/**
 * Inspections as use cases: the checklist of an establishment, and recording what was found
 * (evaluated by the engine inside the store transaction that writes it, against the previous
 * inspection of the same establishment). The base input is the one given, else the input of
 * the establishment's latest application, with what its licence in force states where the input
 * says nothing (licence-facts.ts: VdC art. 5 § 2º, the botijões the alvará permits).
 */
import type { IsoDate } from '../core/types.ts';
import type { ChecklistItem, EnforcementRecord, InspectionData, LicenceFact } from '../domain/enforcement.ts';
import type { Scope } from '../domain/roles.ts';
import { NotFound } from '../domain/errors.ts';
import { changesSince, evaluateInspection, generateChecklist, type RecordedInspection } from './checklist.ts';
import { EnforcementError } from './fines.ts';
import { licenceFacts, withLicenceFacts } from './licence-facts.ts';
import type { EnforcementDeps } from './service.ts';
import { parseInputFor } from '../core/input/validate.ts';

export type Inspection = EnforcementRecord<'inspection', InspectionData>;

async function baseInput(deps: EnforcementDeps, scope: Scope, establishmentId: string, given?: Record<string, unknown>) {
  if (given) return given;
  const apps = await deps.repo.listApplications(scope, { limit: 1, offset: 0, filters: { establishmentId } });
  const app = apps.items[0];
  if (!app) throw new EnforcementError('input', 'nothing', 'the establishment’s input document (it has no application to take it from)');
  return app.input;
}

export async function checklistFor(
  deps: EnforcementDeps,
  scope: Scope,
  establishmentId: string,
  date: IsoDate,
  input?: Record<string, unknown>,
): Promise<{ class: string | null; items: ChecklistItem[]; previous: Inspection | null; licenceFacts: LicenceFact[] }> {
  const est = await deps.repo.getEstablishment(scope, establishmentId);
  const pack = deps.pack(est.municipality);
  const doc = await baseInput(deps, scope, est.id, input);
  const prev = await deps.repo.enforcement.list(scope, { limit: 1, offset: 0, filters: { establishmentId: est.id, kind: 'inspection' } });
  const previous = (prev.items[0] as Inspection | undefined) ?? null;
  const known = withLicenceFacts(doc, await licenceFacts(deps.repo, scope, pack, est.id, date));
  return { ...generateChecklist(pack, parseInputFor(pack, known.doc), date), previous, licenceFacts: known.taken };
}

export async function recordInspection(
  deps: EnforcementDeps,
  scope: Scope,
  req: { establishmentId: string; on: IsoDate; input?: Record<string, unknown> } & RecordedInspection,
): Promise<Inspection> {
  const est = await deps.repo.getEstablishment(scope, req.establishmentId);
  const pack = deps.pack(est.municipality);
  const doc = await baseInput(deps, scope, est.id, req.input);
  for (const [rule, r] of Object.entries(req.results))
    for (const [i, sha] of (r.photos ?? []).entries()) {
      try {
        await deps.repo.enforcement.getPhoto(scope, est.municipality, sha);
      } catch (e) {
        if (e instanceof NotFound)
          throw new EnforcementError(`results.${rule}.photos[${i}]`, sha, 'the sha256 of a photo stored with POST /api/photos');
        throw e;
      }
    }
  const known = withLicenceFacts(doc, await licenceFacts(deps.repo, scope, pack, est.id, req.on));
  const [rec] = await deps.repo.enforcement.record(scope, est.id, (earlier) => {
    const prev = [...earlier].reverse().find((r) => r.kind === 'inspection') as Inspection | undefined;
    const previous = prev?.data ?? null;
    const { data } = evaluateInspection(pack, known.doc, req.on, { facts: req.facts, results: req.results }, previous);
    // A fact recorded on site (now or at the previous inspection) prevails over the licence's.
    const fromLicence = known.taken.filter((f) => !(f.path in data.facts));
    const full: InspectionData = {
      ...data,
      ...(fromLicence.length > 0 ? { licenceFacts: fromLicence } : {}),
      previousId: prev?.id ?? null,
      changes: changesSince(previous, data),
    };
    return [{ kind: 'inspection', status: 'recorded', key: null, on: req.on, data: full }];
  });
  return rec as Inspection;
}
