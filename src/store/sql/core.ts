/**
 * The engine-independent core every part of the SQL repository works through: THE write path
 * (`change`: one transaction, its audit entries appended at its end), scoped reads, pages,
 * optimistic updates. Entities (users.ts, records.ts…), credentials and the audit queries
 * are functions over one SqlCore, so each of them writes, audits and maps errors the same way.
 *
 * Every audited write of the store — domain records and credentials alike — goes through
 * `change`: batching concurrent writes into one commit (group commit) and extending the
 * chain per batch belong here, and nowhere else.
 */
import type { AuditDraft } from '../audit.ts';
import { sha256Hex } from '../canonical.ts';
import { type Engine, type Param, type Queryable, type Row, runStatements, type Statement } from '../engine.ts';
import { Duplicate, InvalidData, type ListQuery, NotFound, type Page, type Scope, VersionConflict } from '../repository.ts';
import { GroupCommit } from './group-commit.ts';
import { ReadBatcher } from './read-batch.ts';
import type { Spec } from './specs.ts';
import { applyFilters, checkScope, isOfficial, likePattern, limitOf, MAX_LIMIT, num, text, Where } from './values.ts';

/** Adds an audit entry to the transaction in progress (who and which request: the change's actor). */
export type Audit = (d: Omit<AuditDraft, 'actorId' | 'requestId'>) => void;

export interface Actor {
  userId: string | null;
  requestId: string | null;
}

/**
 * What a store read, kept apart from the record it handed out (whose fields a caller could
 * change): the scope object it was read under, its id and municipality, and — for an
 * application — its document as parsed and the canonical JSON text it was parsed from.
 */
export interface ReadRecord {
  scope: Scope;
  id: string;
  municipality: string;
  document?: { value: unknown; text: string };
}

const READ_UNDER = Symbol('read by a store, under a scope');

export class SqlCore {
  /** Every audited write goes through it: concurrent writes share one transaction and one commit. */
  readonly group: GroupCommit;

  /**
   * Evaluation documents (migration 0009) this process has seen committed: they need no INSERT
   * again. Documents are append-only, so a hash once committed stays there; one added by a
   * transaction that rolled back is not added here (see `changeSharing`).
   */
  private readonly documents = new Set<string>();

  /**
   * Marks a record this store read under a scope, with that scope (the very object): a write that
   * links to it (a stored evaluation of the application just read, issue #13) knows the link is
   * visible to the scope and of its municipality without reading it again. Applications are never
   * deleted and never change municipality; the foreign key checks existence again at the commit.
   *
   * Kept on the record (a hidden property, not copied by a spread or JSON), not in a WeakMap of
   * the store: the store outlives many scavenges, and while a record was young its entry kept
   * the record's document alive through them, promoted with the rest (docs/benchmarks.md, issue
   * 13, stop 46).
   */
  markRead(record: object, read: ReadRecord): void {
    Object.defineProperty(record, READ_UNDER, { value: { store: this, read }, configurable: true });
  }

  /** What this store marked on `record` (markRead); undefined for a record it did not read, or a copy. */
  readOf(record: object): ReadRecord | undefined {
    const mark = (record as { [READ_UNDER]?: { store: SqlCore; read: ReadRecord } })[READ_UNDER];
    return mark?.store === this ? mark.read : undefined;
  }

  /**
   * Reads of a row by its id outside a transaction, under the same scope, begun in the same turn
   * of the event loop, share one statement (read-batch.ts): on PostgreSQL one round trip for
   * all of them, and on both engines the requests read in that turn go on together.
   */
  private readonly reads: ReadBatcher;

  constructor(readonly db: Engine) {
    this.group = new GroupCommit(db);
    this.reads = new ReadBatcher(db);
  }

  private readonly sharedHashes = new Map<string, string>();

  /** sha256 of a document many writes share (an evaluation's parameters), remembered by its text. */
  readonly hashOfShared = (text: string): string => {
    let h = this.sharedHashes.get(text);
    if (h === undefined) {
      h = sha256Hex(text);
      if (this.sharedHashes.size >= 1000) this.sharedHashes.clear();
      this.sharedHashes.set(text, h);
    }
    return h;
  };

  /**
   * A write (as `change`) whose rows refer to shared evaluation documents (hash → text): the
   * documents not known committed are stored first, in the same transaction — an INSERT that
   * does nothing when another write, process or earlier run stored it first — and, once the
   * transaction is committed, are known here for good.
   */
  async changeSharing<T>(
    actor: Actor,
    entity: string,
    documents: ReadonlyMap<string, string>,
    fn: (tx: Queryable, audit: Audit) => Promise<T>,
  ): Promise<T> {
    const value = await this.change(actor, entity, async (tx, audit) => {
      for (const [hash, body] of documents) {
        if (!this.documents.has(hash))
          await tx.run('INSERT INTO evaluation_documents (hash, body) VALUES (?, ?) ON CONFLICT (hash) DO NOTHING', [hash, body]);
      }
      return fn(tx, audit);
    });
    if (this.documents.size > 10_000) this.documents.clear();
    for (const hash of documents.keys()) this.documents.add(hash);
    return value;
  }

  /**
   * A write: fn's audit entries are appended at the end of the transaction it runs in —
   * shared with the other writes of its batch (group commit, group-commit.ts) — and the
   * promise settles once that transaction is committed; constraint errors of the engines
   * become the contract's errors. fn may run more than once (see group-commit.ts): it must
   * act only through `tx`.
   */
  async change<T>(actor: Actor, entity: string, fn: (tx: Queryable, audit: Audit) => Promise<T>): Promise<T> {
    try {
      return await this.group.submit((tx, drafts) =>
        fn(tx, (d) => drafts.push({ ...d, actorId: actor.userId, requestId: actor.requestId })),
      );
    } catch (e) {
      throw this.mapError(e, entity);
    }
  }

  private mapError(e: unknown, entity: string): unknown {
    switch (this.db.constraintKind(e)) {
      case 'unique': {
        const msg = String((e as Error).message);
        const field = /email/.test(msg) ? 'email' : /oidc/.test(msg) ? 'oidc subject' : /number/.test(msg) ? 'number' : 'id';
        return new Duplicate(entity, field);
      }
      case 'foreign-key':
        return new InvalidData(entity, { pt: 'refere-se a um registro que não existe', en: 'refers to a record that does not exist' });
      case 'check':
      case 'not-null':
        // The database's own words (a CHECK or NOT NULL it enforces): said as the engine says them.
        return new InvalidData(entity, {
          pt: `o banco de dados recusa o valor: ${String((e as Error).message)}`,
          en: String((e as Error).message),
        });
      default:
        return e;
    }
  }

  async municipalityExists(q: Queryable, id: string): Promise<void> {
    if (!(await q.get('SELECT 1 AS x FROM municipalities WHERE id = ?', [id]))) throw new NotFound('municipality', id);
  }

  /** An owner or applicant must be a user of the record's municipality (else: not found). */
  async checkUserInMunicipality(q: Queryable, userId: string, municipality: string): Promise<void> {
    if (!(await q.get('SELECT 1 AS x FROM users WHERE id = ? AND municipality = ?', [userId, municipality]))) {
      throw new NotFound('user', userId);
    }
  }

  /** A linked record must be visible to the scope AND of the same municipality. */
  async checkLinked<T extends { municipality: string }>(
    q: Queryable,
    spec: Spec<T>,
    scope: Scope,
    id: string,
    municipality: string,
  ): Promise<void> {
    // Only the municipality of the row the scope sees: the record itself is not needed.
    const w = this.scoped(spec, scope).add('t.id = ?', text('id', id));
    const row = await q.get<Row>(`SELECT t.municipality FROM ${spec.table} t ${w.sql}`, w.params);
    if (!row || row['municipality'] !== municipality) throw new NotFound(spec.entity, id);
  }

  /** The scope's view of a table: municipality, then ownership for applicants. */
  scoped<T>(spec: Spec<T>, scope: Scope): Where {
    checkScope(scope);
    const w = new Where();
    if (scope.municipality !== null) w.add('t.municipality = ?', scope.municipality);
    if (!isOfficial(scope)) {
      const [sql, params] = spec.own(scope.userId);
      w.add(sql, ...params);
    }
    return w;
  }

  async getScoped<T>(q: Queryable, spec: Spec<T>, scope: Scope, id: string): Promise<T> {
    return (await this.getScopedRow(q, spec, scope, id)).record;
  }

  /** As getScoped, with the row it was made from (its stored texts). */
  async getScopedRow<T>(q: Queryable, spec: Spec<T>, scope: Scope, id: string): Promise<{ record: T; row: Row }> {
    const w = this.scoped(spec, scope);
    const key = text('id', id);
    // Batched only where the rows can be told apart by the id they carry (every spec read by id).
    const row =
      q === this.db && spec.columns.startsWith('t.id,')
        ? await this.reads.get(`SELECT ${spec.columns} FROM ${spec.table} t`, w.parts, w.params, key)
        : await q.get<Row>(`SELECT ${spec.columns} FROM ${spec.table} t ${w.add('t.id = ?', key).sql}`, w.params);
    if (!row) throw new NotFound(spec.entity, id);
    return { record: spec.fromRow(row), row };
  }

  async page<T>(spec: Spec<T>, w: Where, q: ListQuery, max = MAX_LIMIT): Promise<Page<T>> {
    const { limit, offset } = limitOf(q, max);
    applyFilters(w, spec.filters, q.filters);
    if (q.q !== undefined && q.q !== '') w.add("t.search LIKE ? ESCAPE '\\'", likePattern(text('q', q.q)));
    // One statement gives the page and the total from the same snapshot.
    const rows = await this.db.all<Row>(
      `SELECT ${spec.columns}, COUNT(*) OVER () AS total_count FROM ${spec.table} t ${w.sql} ORDER BY ${spec.order} LIMIT ? OFFSET ?`,
      [...w.params, limit, offset],
    );
    let total = rows.length > 0 ? num(rows[0]!['total_count']) : 0;
    if (rows.length === 0 && (offset > 0 || limit === 0)) {
      total = num((await this.db.get<Row>(`SELECT COUNT(*) AS n FROM ${spec.table} t ${w.sql}`, w.params))?.['n'] ?? 0);
    }
    return { items: rows.map(spec.fromRow), total, limit, offset };
  }

  /** Optimistic update: read in scope, check the version, UPDATE … WHERE version = ?. */
  async updateRow<T extends { version: number }>(
    tx: Queryable,
    spec: Spec<T>,
    scope: Scope,
    id: string,
    expectedVersion: number,
    compute: (current: T) => Promise<{ next: T; set: Record<string, Param> }>,
    audit: Audit,
    auditView: (r: T) => unknown = (r) => r,
  ): Promise<T> {
    const current = await this.getScoped(tx, spec, scope, id);
    if (current.version !== expectedVersion) throw new VersionConflict(spec.entity, id, expectedVersion, current.version);
    const { next, set } = await compute(current);
    const cols = Object.keys(set);
    const changed = await tx.run(
      `UPDATE ${spec.table} SET ${cols.map((c) => `${c} = ?`).join(', ')}, version = version + 1 WHERE id = ? AND version = ?`,
      [...cols.map((c) => set[c] ?? null), id, expectedVersion],
    );
    if (changed !== 1) {
      // Someone committed in between (PostgreSQL re-checks the WHERE after waiting).
      const actual = await tx.get<Row>(`SELECT version FROM ${spec.table} WHERE id = ?`, [id]);
      throw new VersionConflict(spec.entity, id, expectedVersion, actual ? num(actual['version']) : -1);
    }
    const after = { ...next, version: current.version + 1 };
    audit({
      municipality: (current as { municipality?: string | null }).municipality ?? null,
      action: `${spec.entity}.update`,
      entity: spec.entity,
      entityId: id,
      before: auditView(current),
      after: auditView(after),
    });
    return after;
  }

  /** Inserts with the batch's other rows when in a batch of the group commit, else at once. */
  async insertLater(tx: Queryable, table: string, row: Record<string, Param>): Promise<void> {
    if (tx.insertLater) tx.insertLater(table, row);
    // Alone in its transaction: with the statements that need nothing back (on SQLite's writer
    // thread, sent with the COMMIT instead of a round trip of its own).
    else await runStatements(tx, [insertStatement(table, row)]);
  }

  async insert(tx: Queryable, table: string, row: Record<string, Param>): Promise<void> {
    const s = insertStatement(table, row);
    await tx.run(s.sql, s.params);
  }
}

function insertStatement(table: string, row: Record<string, Param>): Statement {
  const cols = Object.keys(row);
  return {
    sql: `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
    params: cols.map((c) => row[c] ?? null),
  };
}
