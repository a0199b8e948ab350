/**
 * The departments' queue of opinions (pareceres and vistorias, issue 12 "Pareceres" screen): the
 * opinions of the caller's municipality whose department the procedure assigns to one of the
 * caller's roles (e.g. Belém art. 3, III: the fire brigade; Vitória da Conquista art. 19 I–IV:
 * the reviewers), newest first, each with what the procedure says of it and the application it
 * belongs to. The store filters by kind and status in SQL (scoped); the department is in the
 * record's data, so the role filter is applied here over the municipality's opinions.
 */
import type { Text } from '../core/types.ts';
import type { Application } from '../domain/application.ts';
import type { LicensingItem, OpinionData } from '../domain/licensing.ts';
import type { Page } from '../domain/paging.ts';
import type { Scope } from '../domain/roles.ts';
import { opinionMachine } from '../licensing/machines.ts';
import { type LicensingDeps, listAllItems } from './licensing.ts';

export interface OpinionQueueEntry extends LicensingItem {
  /** What the procedure says of the opinion (absent when the department is no longer in the pack). */
  requirement: { title: Text; cite: string; kind: 'opinion' | 'inspection'; role: string; stageTitle: Text } | null;
  application: { id: string; status: Application['status']; establishmentName: string | null; type: string };
}

export interface OpinionQueueQuery {
  status?: string | undefined;
  limit: number;
  offset: number;
}

/** Roles that answer an opinion at all (the opinion machine's). */
const ANSWERING = new Set<string>(opinionMachine.actions.favourable.roles);

function requirementOf(deps: LicensingDeps, it: LicensingItem): OpinionQueueEntry['requirement'] {
  const d = it.data as unknown as OpinionData;
  const stage = deps.packs.get(it.municipality)?.procedure?.stages.find((s) => s.id === d.stage);
  const r = stage?.opinions.find((o) => o.department === d.department);
  return stage && r ? { title: r.title, cite: r.cite, kind: r.kind, role: r.role, stageTitle: stage.title } : null;
}

/** The opinions the caller's roles answer, newest first, paged after the role filter. */
export async function opinionQueue(deps: LicensingDeps, scope: Scope, q: OpinionQueueQuery): Promise<Page<OpinionQueueEntry>> {
  const all = await listAllItems(deps.repo, scope, q.status === undefined ? { kind: 'opinion' } : { kind: 'opinion', status: q.status });
  const mine = all
    .map((it) => ({ it, req: requirementOf(deps, it) }))
    // A department the procedure names is answered by its role; one it does not name, by any answering role (as giveOpinion allows).
    .filter(({ req }) => (req ? (scope.roles as readonly string[]).includes(req.role) : scope.roles.some((r) => ANSWERING.has(r))))
    .sort((a, b) => (a.it.updatedAt < b.it.updatedAt ? 1 : a.it.updatedAt > b.it.updatedAt ? -1 : 0));
  const page = mine.slice(q.offset, q.offset + q.limit);
  // Asked together, the page's applications are read in one statement (src/store/sql/read-batch.ts).
  const apps = await Promise.all(page.map(({ it }) => (it.applicationId ? deps.repo.getApplication(scope, it.applicationId) : null)));
  const items = page.map(({ it, req }, i): OpinionQueueEntry => {
    const app = apps[i] ?? null;
    const est = app?.input['establishment'];
    const name =
      est && typeof est === 'object' && typeof (est as { name?: unknown }).name === 'string' ? (est as { name: string }).name : null;
    return {
      ...it,
      requirement: req,
      application: { id: app?.id ?? '', status: app?.status ?? 'draft', establishmentName: name, type: app?.type ?? '' },
    };
  });
  return { items, total: mine.length, limit: q.limit, offset: q.offset };
}
