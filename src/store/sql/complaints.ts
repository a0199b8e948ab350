/** Public complaints and inspection tasks on both engines (src/store/complaints.ts says what they are). */
import { randomUUID } from 'node:crypto';
import { InvalidState } from '../../domain/errors.ts';
import { TASK_OUTCOMES, type TaskOutcome } from '../../domain/field-task.ts';
import type { ComplaintDraft, ComplaintStatusRow, ComplaintStore, FieldTask, FiledComplaint, TaskStatus } from '../complaints.ts';
import type { Queryable, Row } from '../engine.ts';
import { InvalidData, NotFound, type Scope } from '../repository.ts';
import type { SqlCore } from './core.ts';
import { checkOfficial, checkScope, lonLat, now, num, oneOf, parse, str, strOrNull, text, textOrNull } from './values.ts';

const STATUSES: readonly TaskStatus[] = ['open', 'assigned', 'closed'];
/** Who can be sent to inspect. */
const ASSIGNABLE = ['inspector', 'licensing-officer', 'municipal-admin'] as const;

const TASK_SQL = `SELECT t.*, c.description, c.lon, c.lat, c.address, c.photo_type
  FROM field_tasks t JOIN complaints c ON c.protocol = t.complaint_protocol`;

const taskOf = (r: Row): FieldTask => ({
  id: str(r['id']),
  municipality: str(r['municipality']),
  kind: 'complaint',
  complaintProtocol: str(r['complaint_protocol']),
  status: str(r['status']) as TaskStatus,
  assigneeId: strOrNull(r['assignee_id']),
  outcome: strOrNull(r['outcome']) as TaskOutcome | null,
  note: strOrNull(r['note']),
  createdAt: str(r['created_at']),
  updatedAt: str(r['updated_at']),
  closedAt: strOrNull(r['closed_at']),
  version: num(r['version']),
  complaint: {
    description: str(r['description']),
    location: r['lon'] === null || r['lon'] === undefined ? null : [num(r['lon']), num(r['lat'])],
    address: strOrNull(r['address']),
    photoType: strOrNull(r['photo_type']),
  },
});

/** Officials of the task's municipality (or a system administrator); the rest find nothing. */
function scopeWhere(scope: Scope): { sql: string; params: string[] } {
  checkScope(scope);
  checkOfficial(scope, { pt: 'consultar tarefas de fiscalização', en: 'read inspection tasks' });
  return scope.municipality === null ? { sql: '', params: [] } : { sql: ' AND t.municipality = ?', params: [scope.municipality] };
}

export class SqlComplaints implements ComplaintStore {
  constructor(private readonly c: SqlCore) {}

  async file(requestId: string, protocol: string, d: ComplaintDraft): Promise<FiledComplaint> {
    const at = now();
    const location = d.location === null ? null : lonLat('location', d.location);
    const taskId = randomUUID();
    // No user files a public complaint: the audit keeps the request, not a person.
    return this.c.change({ userId: null, requestId }, 'complaint', async (tx, audit) => {
      await this.c.municipalityExists(tx, d.municipality);
      await this.c.insert(tx, 'complaints', {
        protocol: text('protocol', protocol),
        municipality: d.municipality,
        description: text('description', d.description),
        lon: location?.[0] ?? null,
        lat: location?.[1] ?? null,
        address: textOrNull('address', d.address),
        photo_type: d.photo?.type ?? null,
        photo: d.photo?.base64 ?? null,
        created_at: at,
      });
      await this.c.insert(tx, 'field_tasks', {
        id: taskId,
        municipality: d.municipality,
        kind: 'complaint',
        complaint_protocol: protocol,
        status: 'open',
        created_at: at,
        updated_at: at,
        version: 1,
      });
      // The photo itself stays in its row: the audit says there was one.
      audit({
        municipality: d.municipality,
        action: 'complaint.create',
        entity: 'complaint',
        entityId: protocol,
        before: null,
        after: { protocol, description: d.description, location, address: d.address, photo: d.photo?.type ?? null, taskId },
      });
      return { protocol, municipality: d.municipality, taskId, createdAt: at };
    });
  }

  async status(protocol: string): Promise<ComplaintStatusRow | null> {
    const r = await this.c.db.get<Row>(
      'SELECT t.complaint_protocol, t.municipality, t.status, t.created_at, t.updated_at FROM field_tasks t WHERE t.complaint_protocol = ?',
      [text('protocol', protocol)],
    );
    if (!r) return null;
    return {
      protocol: str(r['complaint_protocol']),
      municipality: str(r['municipality']),
      status: str(r['status']) as TaskStatus,
      createdAt: str(r['created_at']),
      updatedAt: str(r['updated_at']),
    };
  }

  async tasks(scope: Scope, municipality: string, status?: TaskStatus): Promise<FieldTask[]> {
    const w = scopeWhere(scope);
    const params: string[] = [text('municipality', municipality), ...w.params];
    let sql = `${TASK_SQL} WHERE t.municipality = ?${w.sql}`;
    if (status !== undefined) {
      sql += ' AND t.status = ?';
      params.push(oneOf('status', status, STATUSES));
    }
    const rows = await this.c.db.all<Row>(`${sql} ORDER BY t.created_at, t.id`, params);
    return rows.map(taskOf);
  }

  private async load(q: Queryable, scope: Scope, id: string): Promise<FieldTask> {
    const w = scopeWhere(scope);
    const r = await q.get<Row>(`${TASK_SQL} WHERE t.id = ?${w.sql}`, [text('id', id), ...w.params]);
    if (!r) throw new NotFound('task', id);
    return taskOf(r);
  }

  getTask(scope: Scope, id: string): Promise<FieldTask> {
    return this.load(this.c.db, scope, id);
  }

  async photo(scope: Scope, id: string): Promise<{ type: string; base64: string } | null> {
    const t = await this.load(this.c.db, scope, id);
    const r = await this.c.db.get<Row>('SELECT photo_type, photo FROM complaints WHERE protocol = ?', [t.complaintProtocol]);
    return r && r['photo'] !== null && r['photo'] !== undefined ? { type: str(r['photo_type']), base64: str(r['photo']) } : null;
  }

  async assign(scope: Scope, id: string, assigneeId: string): Promise<FieldTask> {
    return this.c.change(scope, 'task', async (tx, audit) => {
      const before = await this.load(tx, scope, id);
      if (before.status === 'closed') throw new InvalidState({ pt: `a tarefa ${id} está encerrada`, en: `task ${id} is closed` });
      // The assignee: an active official of the task's municipality who inspects (another's is not found).
      const u = await tx.get<Row>('SELECT roles, disabled FROM users WHERE id = ? AND municipality = ?', [
        text('assigneeId', assigneeId),
        before.municipality,
      ]);
      if (!u) throw new NotFound('user', assigneeId);
      const roles = parse<string[]>(u['roles']);
      if (num(u['disabled']) === 1 || !roles.some((r) => (ASSIGNABLE as readonly string[]).includes(r)))
        throw new InvalidData('assigneeId', {
          pt: `esperado um usuário ativo (${ASSIGNABLE.join(', ')}) de ${before.municipality}`,
          en: `expected an active ${ASSIGNABLE.join(', ')} of ${before.municipality}`,
        });
      const at = now();
      const n = await tx.run(
        "UPDATE field_tasks SET status = 'assigned', assignee_id = ?, updated_at = ?, version = ? WHERE id = ? AND version = ?",
        [assigneeId, at, before.version + 1, id, before.version],
      );
      if (n !== 1) throw new NotFound('task', id);
      const after = await this.load(tx, scope, id);
      audit({
        municipality: before.municipality,
        action: 'task.assign',
        entity: 'task',
        entityId: id,
        before: strip(before),
        after: strip(after),
      });
      return after;
    });
  }

  async close(scope: Scope, id: string, outcome: TaskOutcome, note: string | null): Promise<FieldTask> {
    oneOf('outcome', outcome, TASK_OUTCOMES);
    return this.c.change(scope, 'task', async (tx, audit) => {
      const before = await this.load(tx, scope, id);
      if (before.status === 'closed')
        throw new InvalidState({ pt: `a tarefa ${id} já está encerrada`, en: `task ${id} is already closed` });
      const at = now();
      const n = await tx.run(
        "UPDATE field_tasks SET status = 'closed', outcome = ?, note = ?, closed_at = ?, updated_at = ?, version = ? WHERE id = ? AND version = ?",
        [outcome, textOrNull('note', note), at, at, before.version + 1, id, before.version],
      );
      if (n !== 1) throw new NotFound('task', id);
      const after = await this.load(tx, scope, id);
      audit({
        municipality: before.municipality,
        action: 'task.close',
        entity: 'task',
        entityId: id,
        before: strip(before),
        after: strip(after),
      });
      return after;
    });
  }
}

/** A task in the audit: without the complaint's text (recorded once, at filing). */
function strip(t: FieldTask): Omit<FieldTask, 'complaint'> {
  const { complaint: _, ...rest } = t;
  return rest;
}
