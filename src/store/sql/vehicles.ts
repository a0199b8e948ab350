/** Delivery vehicles on both engines (src/store/vehicles.ts says what they are). */
import { randomUUID } from 'node:crypto';
import type { Row } from '../engine.ts';
import { NotFound, type Scope } from '../repository.ts';
import type { OutletLicence, PlateLookup, RegisteredVehicle, VehicleDraft, VehicleStore } from '../vehicles.ts';
import type { SqlCore } from './core.ts';
import {
  checkOfficial,
  checkScope,
  checkWriteMunicipality,
  json,
  now,
  num,
  oneOf,
  parse,
  str,
  strOrNull,
  text,
  textOrNull,
} from './values.ts';

function canRead(scope: Scope, municipality: string): boolean {
  checkScope(scope);
  checkOfficial(scope, { pt: 'consultar veículos de entrega', en: 'read delivery vehicles' });
  return scope.municipality === null || scope.municipality === municipality;
}

const fromRow = (r: Row): RegisteredVehicle => ({
  id: str(r['id']),
  municipality: str(r['municipality']),
  establishmentId: str(r['establishment_id']),
  plate: str(r['plate']),
  type: str(r['type']),
  ownership: strOrNull(r['ownership']) as RegisteredVehicle['ownership'],
  contract: strOrNull(r['contract']),
  facts: parse(r['facts']),
  createdBy: str(r['created_by']),
  createdAt: str(r['created_at']),
  updatedAt: str(r['updated_at']),
  version: num(r['version']),
});

export class SqlVehicles implements VehicleStore {
  constructor(private readonly c: SqlCore) {}

  async register(scope: Scope, v: VehicleDraft): Promise<RegisteredVehicle> {
    checkWriteMunicipality(scope, v.municipality);
    checkOfficial(scope, { pt: 'cadastrar veículos de entrega', en: 'register delivery vehicles' });
    if (v.ownership !== null) oneOf('ownership', v.ownership, ['owned', 'contracted', 'other'] as const);
    return this.c.change(scope, 'vehicle', async (tx, audit) => {
      // The outlet must be of the same municipality (another one's is not found).
      const outlet = await tx.get<Row>('SELECT id FROM establishments WHERE id = ? AND municipality = ?', [
        text('establishmentId', v.establishmentId),
        v.municipality,
      ]);
      if (!outlet) throw new NotFound('establishment', v.establishmentId);
      const old = await tx.get<Row>('SELECT * FROM field_vehicles WHERE municipality = ? AND plate = ?', [
        v.municipality,
        text('plate', v.plate),
      ]);
      const before = old ? fromRow(old) : null;
      const at = now();
      const rec: RegisteredVehicle = {
        ...v,
        id: before?.id ?? randomUUID(),
        createdBy: before?.createdBy ?? scope.userId,
        createdAt: before?.createdAt ?? at,
        updatedAt: at,
        version: (before?.version ?? 0) + 1,
      };
      const row = {
        establishment_id: rec.establishmentId,
        type: text('type', rec.type),
        ownership: rec.ownership,
        contract: textOrNull('contract', rec.contract),
        facts: json('facts', rec.facts),
        updated_at: rec.updatedAt,
        version: rec.version,
      };
      if (before) {
        const n = await tx.run(
          'UPDATE field_vehicles SET establishment_id = ?, type = ?, ownership = ?, contract = ?, facts = ?, updated_at = ?, version = ? WHERE id = ? AND version = ?',
          [row.establishment_id, row.type, row.ownership, row.contract, row.facts, row.updated_at, row.version, rec.id, before.version],
        );
        if (n !== 1) throw new NotFound('vehicle', rec.plate);
      } else
        await this.c.insert(tx, 'field_vehicles', {
          id: rec.id,
          municipality: rec.municipality,
          plate: rec.plate,
          created_by: rec.createdBy,
          created_at: rec.createdAt,
          ...row,
        });
      audit({
        municipality: rec.municipality,
        action: before ? 'vehicle.update' : 'vehicle.create',
        entity: 'vehicle',
        entityId: rec.id,
        before,
        after: rec,
      });
      return rec;
    });
  }

  async remove(scope: Scope, municipality: string, plate: string): Promise<RegisteredVehicle> {
    if (!canRead(scope, municipality)) throw new NotFound('vehicle', plate);
    return this.c.change(scope, 'vehicle', async (tx, audit) => {
      const old = await tx.get<Row>('SELECT * FROM field_vehicles WHERE municipality = ? AND plate = ?', [
        municipality,
        text('plate', plate),
      ]);
      if (!old) throw new NotFound('vehicle', plate);
      const before = fromRow(old);
      await tx.run('DELETE FROM field_vehicles WHERE id = ?', [before.id]);
      audit({ municipality, action: 'vehicle.delete', entity: 'vehicle', entityId: before.id, before, after: null });
      return before;
    });
  }

  async list(scope: Scope, municipality: string, establishmentId?: string): Promise<RegisteredVehicle[]> {
    if (!canRead(scope, municipality)) return [];
    const rows =
      establishmentId === undefined
        ? await this.c.db.all<Row>('SELECT * FROM field_vehicles WHERE municipality = ? ORDER BY plate', [municipality])
        : await this.c.db.all<Row>('SELECT * FROM field_vehicles WHERE municipality = ? AND establishment_id = ? ORDER BY plate', [
            municipality,
            text('establishment', establishmentId),
          ]);
    return rows.map(fromRow);
  }

  async byPlate(scope: Scope, municipality: string, plate: string, date: string): Promise<PlateLookup> {
    if (!canRead(scope, municipality)) return { vehicle: null, outlet: null, licences: [] };
    const row = await this.c.db.get<Row>('SELECT * FROM field_vehicles WHERE municipality = ? AND plate = ?', [
      municipality,
      text('plate', plate),
    ]);
    const vehicle = row ? fromRow(row) : null;
    let outlet: PlateLookup['outlet'] = null;
    if (vehicle) {
      const e = await this.c.db.get<Row>('SELECT id, name, cnpj, status, data FROM establishments WHERE id = ? AND municipality = ?', [
        vehicle.establishmentId,
        municipality,
      ]);
      if (e)
        outlet = {
          id: str(e['id']),
          name: str(e['name']),
          cnpj: strOrNull(e['cnpj']),
          status: str(e['status']) as 'active' | 'closed',
          data: parse(e['data']),
        };
    }
    // In force on the date: the outlet's alvará, and any vehicle licence for this plate.
    const rows = await this.c.db.all<Row>(
      `SELECT number, kind, issued_on, expires_on FROM licences
       WHERE municipality = ? AND status = 'active' AND issued_on <= ? AND (expires_on IS NULL OR expires_on >= ?)
         AND ((kind = 'alvara' AND establishment_id = ?) OR (kind = 'vehicle' AND plate_norm = ?))
       ORDER BY kind, number`,
      [municipality, date, date, outlet?.id ?? '', plate],
    );
    const licences: OutletLicence[] = rows.map((r) => ({
      number: str(r['number']),
      kind: str(r['kind']),
      issuedOn: str(r['issued_on']),
      expiresOn: strOrNull(r['expires_on']),
    }));
    return { vehicle, outlet, licences };
  }
}
