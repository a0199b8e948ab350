/** Reading and verifying the audit log. */
import { rowToEntry, verifyChain } from '../audit.ts';
import type { AuditAnchor, AuditEntry, ListQuery, Page, Repository, Scope } from '../repository.ts';
import type { SqlCore } from './core.ts';
import { AUDIT_FILTERS, type Spec } from './specs.ts';
import { checkScope, isOfficial, text, Where } from './values.ts';

export async function listAudit(c: SqlCore, scope: Scope, q: ListQuery): Promise<Page<AuditEntry>> {
  checkScope(scope);
  const w = new Where();
  if (scope.municipality !== null) w.add('t.municipality = ?', scope.municipality);
  if (!isOfficial(scope)) w.add('t.actor_id = ?', scope.userId);
  const spec: Spec<AuditEntry> = {
    entity: 'audit',
    table: 'audit_log',
    columns: 't.*',
    fromRow: (r) => rowToEntry(r as unknown as Parameters<typeof rowToEntry>[0]),
    filters: AUDIT_FILTERS,
    own: () => ['1 = 0', []],
    order: 't.seq DESC',
  };
  if (q.q !== undefined && q.q !== '') {
    // No search column on the log: q matches the entity id or the action.
    w.add('t.entity_id = ? OR t.action = ?', text('q', q.q), q.q);
    const { q: _q, ...rest } = q;
    return c.page(spec, w, rest);
  }
  return c.page(spec, w, q);
}

export async function verifyAudit(c: SqlCore, against?: AuditAnchor): ReturnType<Repository['verifyAudit']> {
  return verifyChain(c.db, against);
}
