/** Enforcement records and inspection photos (src/store/enforcement.ts), on both engines. */
import { createHash, randomUUID } from 'node:crypto';
import type { EnforcementDraft, EnforcementRecord } from '../../domain/enforcement.ts';
import type { EnforcementStore, EnforcementUpdate } from '../enforcement.ts';
import type { Queryable, Row } from '../engine.ts';
import { InvalidData, type ListQuery, NotFound, type Page, type Scope } from '../repository.ts';
import type { Audit, SqlCore } from './core.ts';
import { ESTABLISHMENTS, type Spec } from './specs.ts';
import {
  checkOfficial,
  checkScope,
  checkWriteMunicipality,
  isoDate,
  json,
  now,
  num,
  oneOf,
  parse,
  searchText,
  str,
  strOrNull,
  text,
} from './values.ts';

const KINDS = ['notice', 'closure', 'seizure', 'inspection'] as const;
const MAX_PHOTO = 2 * 1024 * 1024;

export const ENFORCEMENT: Spec<EnforcementRecord> = {
  entity: 'enforcement',
  table: 'enforcement_records',
  columns:
    't.id, t.municipality, t.establishment_id, t.kind, t.status, t.irregularity, t.act_on, t.data, t.created_at, t.created_by, t.updated_at, t.version',
  fromRow: (r: Row) => ({
    id: str(r['id']),
    municipality: str(r['municipality']),
    establishmentId: str(r['establishment_id']),
    kind: str(r['kind']) as EnforcementRecord['kind'],
    status: str(r['status']),
    key: strOrNull(r['irregularity']),
    on: str(r['act_on']),
    data: parse<unknown>(r['data']),
    createdAt: str(r['created_at']),
    createdBy: strOrNull(r['created_by']),
    updatedAt: str(r['updated_at']),
    version: num(r['version']),
  }),
  filters: {
    municipality: ['municipality', 'text'],
    kind: ['kind', 'text'],
    establishmentId: ['establishment_id', 'text'],
    status: ['status', 'text'],
    irregularity: ['irregularity', 'text'],
  },
  own: (u) => ['t.establishment_id IN (SELECT e.id FROM establishments e WHERE e.owner_user_id = ?)', [u]],
  order: 't.act_on DESC, t.created_at DESC, t.id DESC',
};

function searchOf(d: EnforcementDraft): string {
  const data = (d.data ?? {}) as Record<string, unknown>;
  return searchText(d.kind, d.status, d.key, typeof data['number'] === 'string' ? data['number'] : null);
}

export class SqlEnforcement implements EnforcementStore {
  constructor(private readonly c: SqlCore) {}

  async record(
    scope: Scope,
    establishmentId: string,
    plan: (earlier: readonly EnforcementRecord[]) => EnforcementDraft[],
  ): Promise<EnforcementRecord[]> {
    checkScope(scope);
    checkOfficial(scope, { pt: 'registrar atos de fiscalização', en: 'record enforcement acts' });
    const c = this.c;
    return c.change(scope, 'enforcement', async (tx, audit) => {
      const { est, records } = await this.locked(tx, scope, establishmentId);
      const drafts = plan(records);
      const t = now();
      const out: EnforcementRecord[] = [];
      for (const d of drafts) {
        const rec: EnforcementRecord = {
          id: randomUUID(),
          municipality: est.municipality,
          establishmentId: est.id,
          kind: oneOf('kind', d.kind, KINDS),
          status: text('status', d.status),
          key: d.key === null ? null : text('key', d.key),
          on: isoDate('on', d.on) ?? '',
          data: d.data,
          createdAt: t,
          createdBy: scope.userId,
          updatedAt: t,
          version: 1,
        };
        await c.insert(tx, 'enforcement_records', {
          id: rec.id,
          municipality: rec.municipality,
          establishment_id: rec.establishmentId,
          kind: rec.kind,
          status: rec.status,
          irregularity: rec.key,
          act_on: rec.on,
          data: json('data', rec.data),
          search: searchOf(rec),
          created_at: t,
          created_by: rec.createdBy,
          updated_at: t,
          version: 1,
        });
        audit({
          municipality: rec.municipality,
          action: `${rec.kind}.create`,
          entity: rec.kind,
          entityId: rec.id,
          before: null,
          after: rec,
        });
        out.push(rec);
      }
      return out;
    });
  }

  /** The establishment, locked (a row lock on PostgreSQL; SQLite has one writer), and its acts, oldest first. */
  private async locked(tx: Queryable, scope: Scope, establishmentId: string) {
    const c = this.c;
    const est = await c.getScoped(tx, ESTABLISHMENTS, scope, text('establishmentId', establishmentId));
    checkWriteMunicipality(scope, est.municipality);
    await tx.run('UPDATE establishments SET version = version WHERE id = ?', [est.id]);
    const rows = await tx.all<Row>(
      `SELECT ${ENFORCEMENT.columns} FROM enforcement_records t WHERE t.establishment_id = ? ORDER BY t.act_on, t.created_at, t.id`,
      [est.id],
    );
    return { est, records: rows.map(ENFORCEMENT.fromRow) };
  }

  amend(
    scope: Scope,
    establishmentId: string,
    plan: (records: readonly EnforcementRecord[]) => EnforcementUpdate[],
  ): Promise<EnforcementRecord[]> {
    checkScope(scope);
    checkOfficial(scope, { pt: 'alterar atos de fiscalização', en: 'change enforcement acts' });
    const c = this.c;
    return c.change(scope, 'enforcement', async (tx, audit) => {
      const { records } = await this.locked(tx, scope, establishmentId);
      const out: EnforcementRecord[] = [];
      for (const u of plan(records)) {
        if (!records.some((r) => r.id === u.id))
          throw new InvalidData('id', {
            pt: `${u.id} não é um ato do estabelecimento ${establishmentId}`,
            en: `${u.id} is not an act of establishment ${establishmentId}`,
          });
        out.push(await updateEnforcement(c, tx, scope, u.id, u.expectedVersion, () => ({ status: u.status, data: u.data }), audit));
      }
      return out;
    });
  }

  get(scope: Scope, id: string): Promise<EnforcementRecord> {
    return this.c.getScoped(this.c.db, ENFORCEMENT, scope, id);
  }

  list(scope: Scope, q: ListQuery): Promise<Page<EnforcementRecord>> {
    return this.c.page(ENFORCEMENT, this.c.scoped(ENFORCEMENT, scope), q);
  }

  update(
    scope: Scope,
    id: string,
    expectedVersion: number,
    compute: (current: EnforcementRecord) => Pick<EnforcementRecord, 'status' | 'data'>,
  ): Promise<EnforcementRecord> {
    checkScope(scope);
    const c = this.c;
    return c.change(scope, 'enforcement', (tx, audit) => updateEnforcement(c, tx, scope, id, expectedVersion, compute, audit));
  }

  async putPhoto(scope: Scope, municipality: string, bytes: Uint8Array): Promise<{ sha256: string; mediaType: string; size: number }> {
    checkWriteMunicipality(scope, municipality);
    checkOfficial(scope, { pt: 'guardar fotos de vistoria', en: 'store inspection photos' });
    const buf = Buffer.from(bytes);
    if (buf.length === 0 || buf.length > MAX_PHOTO)
      throw new InvalidData('photo', {
        pt: `${buf.length} bytes; esperado de 1 a ${MAX_PHOTO} bytes`,
        en: `${buf.length} bytes; expected 1 byte to ${MAX_PHOTO} bytes`,
      });
    const mediaType = mediaTypeOf(buf);
    if (!mediaType)
      throw new InvalidData('photo', {
        pt: 'não é uma imagem JPEG ou PNG (pelos primeiros bytes)',
        en: 'not a JPEG or PNG image (by its first bytes)',
      });
    const sha256 = createHash('sha256').update(buf).digest('hex');
    const c = this.c;
    return c.change(scope, 'photo', async (tx, audit) => {
      await c.municipalityExists(tx, municipality);
      const had = await tx.get<Row>('SELECT 1 AS x FROM enforcement_photos WHERE municipality = ? AND sha256 = ?', [municipality, sha256]);
      if (!had) {
        await c.insert(tx, 'enforcement_photos', {
          municipality,
          sha256,
          media_type: mediaType,
          bytes_b64: buf.toString('base64'),
          size: buf.length,
          created_at: now(),
        });
        audit({
          municipality,
          action: 'photo.create',
          entity: 'photo',
          entityId: sha256,
          before: null,
          after: { sha256, mediaType, size: buf.length },
        });
      }
      return { sha256, mediaType, size: buf.length };
    });
  }

  async getPhoto(scope: Scope, municipality: string, sha256: string): Promise<{ bytes: Buffer; mediaType: string }> {
    checkScope(scope);
    // Photos are the inspectors' evidence: officials only (an applicant reads the notices).
    checkOfficial(scope, { pt: 'consultar fotos de vistoria', en: 'read inspection photos' });
    if (scope.municipality !== null && scope.municipality !== municipality) throw new NotFound('photo', sha256);
    const r = await this.c.db.get<Row>('SELECT media_type, bytes_b64 FROM enforcement_photos WHERE municipality = ? AND sha256 = ?', [
      municipality,
      text('sha256', sha256),
    ]);
    if (!r) throw new NotFound('photo', sha256);
    return { bytes: Buffer.from(str(r['bytes_b64']), 'base64'), mediaType: str(r['media_type']) };
  }
}

/**
 * An optimistic update of an enforcement record in the transaction `tx`, audited as
 * `<kind>.update`: the store's own update, and a licensing commit's (a closure order's revocation
 * decided with the case, Salvador art. 15 § 2º).
 */
export function updateEnforcement(
  c: SqlCore,
  tx: Queryable,
  scope: Scope,
  id: string,
  expectedVersion: number,
  compute: (current: EnforcementRecord) => Pick<EnforcementRecord, 'status' | 'data'>,
  audit: Audit,
): Promise<EnforcementRecord> {
  checkOfficial(scope, { pt: 'alterar atos de fiscalização', en: 'change enforcement acts' });
  return c.updateRow(
    tx,
    ENFORCEMENT,
    scope,
    id,
    expectedVersion,
    async (cur) => {
      const { status, data } = compute(cur);
      const next: EnforcementRecord = { ...cur, status: text('status', status), data, updatedAt: now() };
      return { next, set: { status: next.status, data: json('data', data), search: searchOf(next), updated_at: next.updatedAt } };
    },
    (d) => audit({ ...d, action: `${cur0(d.before)}.update`, entity: cur0(d.before) }),
  );
}

/** The audit entity of an enforcement record is its kind (notice, closure, …), as at creation. */
function cur0(before: unknown): string {
  return (before as { kind?: string } | null)?.kind ?? 'enforcement';
}

function mediaTypeOf(b: Buffer): string | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  return null;
}
