/**
 * Licensing records (src/store/licensing.ts): scoped reads, and `commit` — every write of one
 * licensing act in one transaction of the store's write path (c.change), each audited. A file
 * is stored once by its sha256; its hash is in the document's audit entry.
 */
import { createHash, randomUUID } from 'node:crypto';
import { LICENSING_KINDS, type LicensingBlob, type LicensingItem, type LicensingOp } from '../../domain/licensing.ts';
import type { Licence } from '../../domain/licence.ts';
import type { Param, Queryable, Row } from '../engine.ts';
import type { LicensingQuery, LicensingStore } from '../licensing.ts';
import { Forbidden, InvalidData, type Page, type Scope } from '../repository.ts';
import type { Audit, SqlCore } from './core.ts';
import { insertLicence, patchLicence } from './licences.ts';
import { APPLICATIONS, LICENCES, type Spec } from './specs.ts';
import { checkWriteMunicipality, isOfficial, json, now, num, oneOf, parse, searchText, str, strOrNull, text } from './values.ts';
import { updateEnforcement } from './enforcement.ts';

export const LICENSING_ITEMS: Spec<LicensingItem> = {
  entity: 'licensing-item',
  table: 'licensing_items',
  columns:
    't.id, t.municipality, t.kind, t.application_id, t.licence_id, t.status, t.data, t.created_at, t.created_by, t.updated_at, t.version',
  fromRow: (r) => ({
    id: str(r['id']),
    municipality: str(r['municipality']),
    kind: str(r['kind']) as LicensingItem['kind'],
    applicationId: strOrNull(r['application_id']),
    licenceId: strOrNull(r['licence_id']),
    status: str(r['status']),
    data: parse<Record<string, unknown>>(r['data']),
    createdAt: str(r['created_at']),
    createdBy: str(r['created_by']),
    updatedAt: str(r['updated_at']),
    version: num(r['version']),
  }),
  filters: {
    kind: ['kind', 'text'],
    applicationId: ['application_id', 'text'],
    licenceId: ['licence_id', 'text'],
    status: ['status', 'text'],
  },
  // An applicant sees what concerns their applications and their establishments' licences.
  own: (u) => [
    '(t.application_id IN (SELECT a.id FROM applications a WHERE a.applicant_user_id = ?) OR t.licence_id IN (SELECT l.id FROM licences l JOIN establishments e ON e.id = l.establishment_id WHERE e.owner_user_id = ?))',
    [u, u],
  ],
  order: 't.created_at ASC, t.id ASC',
};

/** What an applicant may write: present documents, resubmit to a department, defend in a case. */
const APPLICANT_KINDS = new Set(['document', 'opinion', 'case']);

export class SqlLicensing implements LicensingStore {
  constructor(private readonly c: SqlCore) {}

  get(scope: Scope, id: string): Promise<LicensingItem> {
    return this.c.getScoped(this.c.db, LICENSING_ITEMS, scope, id);
  }

  list(scope: Scope, q: LicensingQuery): Promise<Page<LicensingItem>> {
    const filters: Record<string, string> = { ...(q.filters ?? {}) };
    if (q.kind !== undefined) filters.kind = q.kind;
    if (q.applicationId !== undefined) filters.applicationId = q.applicationId;
    if (q.licenceId !== undefined) filters.licenceId = q.licenceId;
    if (q.status !== undefined) filters.status = q.status;
    return this.c.page(LICENSING_ITEMS, this.c.scoped(LICENSING_ITEMS, scope), { ...q, filters });
  }

  async publicRecord(licenceId: string): Promise<{ status: string } | null> {
    const row = await this.c.db.get<Row>("SELECT status FROM licensing_items WHERE licence_id = ? AND kind = 'licence-record'", [
      text('licenceId', licenceId),
    ]);
    return row ? { status: str(row['status']) } : null;
  }

  async blob(scope: Scope, documentId: string): Promise<LicensingBlob> {
    const doc = await this.get(scope, documentId);
    const sha = typeof doc.data['sha256'] === 'string' ? doc.data['sha256'] : '';
    const row = await this.c.db.get<Row>('SELECT sha256, media_type, size, content FROM licensing_blobs WHERE sha256 = ?', [sha]);
    if (!row)
      throw new InvalidData('sha256', {
        pt: `nenhum arquivo guardado para o documento ${documentId}`,
        en: `no file stored for document ${documentId}`,
      });
    return { sha256: str(row['sha256']), mediaType: str(row['media_type']), size: num(row['size']), base64: str(row['content']) };
  }

  commit(scope: Scope, ops: readonly LicensingOp[]): Promise<(LicensingItem | null)[]> {
    return this.c.change(scope, 'licensing-item', async (tx, audit) => {
      const out: (LicensingItem | null)[] = [];
      for (const op of ops) out.push(await this.apply(tx, scope, op, audit));
      return out;
    });
  }

  private async apply(tx: Queryable, scope: Scope, op: LicensingOp, audit: Audit): Promise<LicensingItem | null> {
    const c = this.c;
    switch (op.op) {
      case 'add': {
        const it = op.item;
        checkWriteMunicipality(scope, it.municipality);
        if (!isOfficial(scope) && !APPLICANT_KINDS.has(it.kind))
          throw new Forbidden({ pt: `requerentes não podem registrar um item ${it.kind}`, en: `applicants cannot record a ${it.kind}` });
        const t = now();
        const item: LicensingItem = {
          id: it.id || randomUUID(),
          municipality: it.municipality,
          kind: oneOf('kind', it.kind, LICENSING_KINDS),
          applicationId: it.applicationId,
          licenceId: it.licenceId,
          status: text('status', it.status),
          data: parse(json('data', it.data)),
          createdAt: t,
          createdBy: scope.userId,
          updatedAt: t,
          version: 1,
        };
        await c.municipalityExists(tx, item.municipality);
        if (item.applicationId !== null) await c.checkLinked(tx, APPLICATIONS, scope, item.applicationId, item.municipality);
        if (item.licenceId !== null) await c.checkLinked(tx, LICENCES, scope, item.licenceId, item.municipality);
        if (op.blob) await this.putBlob(tx, op.blob, item.data['sha256']);
        await c.insert(tx, 'licensing_items', {
          id: item.id,
          municipality: item.municipality,
          kind: item.kind,
          application_id: item.applicationId,
          licence_id: item.licenceId,
          status: item.status,
          data: json('data', item.data),
          created_at: t,
          created_by: item.createdBy,
          updated_at: t,
          version: 1,
        });
        audit({
          municipality: item.municipality,
          action: `${item.kind}.create`,
          entity: item.kind,
          entityId: item.id,
          before: null,
          after: item,
        });
        return item;
      }
      case 'update': {
        const current = await c.getScoped(tx, LICENSING_ITEMS, scope, op.id);
        if (!isOfficial(scope) && !APPLICANT_KINDS.has(current.kind))
          throw new Forbidden({
            pt: `requerentes não podem alterar um item ${current.kind}`,
            en: `applicants cannot change a ${current.kind}`,
          });
        return c.updateRow(
          tx,
          LICENSING_ITEMS,
          scope,
          op.id,
          op.expectedVersion,
          async (cur) => {
            const next: LicensingItem = { ...cur, updatedAt: now() };
            if (op.status !== undefined) next.status = text('status', op.status);
            if (op.data !== undefined) next.data = parse(json('data', { ...cur.data, ...op.data }));
            const set: Record<string, Param> = { status: next.status, data: json('data', next.data), updated_at: next.updatedAt };
            return { next, set };
          },
          audit,
        );
      }
      case 'create-licence': {
        const t = now();
        const lic: Licence = { ...op.licence, status: 'active', plate: null, createdAt: t, updatedAt: t, version: 1 };
        checkWriteMunicipality(scope, lic.municipality);
        await insertLicence(c, tx, scope, lic, audit);
        return null;
      }
      case 'licence-status': {
        const cur = await c.getScoped(tx, LICENCES, scope, op.id);
        if (cur.status !== op.status) await patchLicence(c, tx, scope, op.id, cur.version, { status: op.status }, audit);
        return null;
      }
      case 'enforcement-update': {
        // A closure order's revocation decided with the case (Salvador art. 15 § 2º): one transaction.
        await updateEnforcement(c, tx, scope, op.id, op.expectedVersion, () => ({ status: op.status, data: op.data }), audit);
        return null;
      }
      case 'application-status': {
        await c.updateRow(
          tx,
          APPLICATIONS,
          scope,
          op.id,
          op.expectedVersion,
          async (cur) => {
            const next = { ...cur, status: op.status, updatedAt: now() };
            return { next, set: { status: next.status, search: searchText(next.type, next.status), updated_at: next.updatedAt } };
          },
          audit,
        );
        return null;
      }
    }
  }

  private async putBlob(tx: Queryable, b: LicensingBlob, declared: unknown): Promise<void> {
    const bytes = Buffer.from(b.base64, 'base64');
    const sha = createHash('sha256').update(bytes).digest('hex');
    // The hash is the address: recomputed here, never taken on trust.
    if (sha !== b.sha256 || sha !== declared)
      throw new InvalidData('sha256', {
        pt: `não confere com o arquivo (o sha256 dele é ${sha})`,
        en: `does not match the file (its sha256 is ${sha})`,
      });
    if (bytes.length !== b.size)
      throw new InvalidData('size', {
        pt: `não confere com o arquivo (${bytes.length} bytes)`,
        en: `does not match the file (${bytes.length} bytes)`,
      });
    await tx.run(
      'INSERT INTO licensing_blobs (sha256, media_type, size, content, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (sha256) DO NOTHING',
      [sha, b.mediaType, b.size, b.base64, now()],
    );
  }
}
