/** Distributors' yearly lists on both engines (src/store/distributors.ts says what they are). */
import { randomUUID } from 'node:crypto';
import type { DistributorList, DistributorListStore, LicensedOutletRow } from '../distributors.ts';
import type { Row } from '../engine.ts';
import type { Scope } from '../repository.ts';
import type { SqlCore } from './core.ts';
import { checkOfficial, checkScope, checkWriteMunicipality, json, now, num, parse, str, strOrNull, text } from './values.ts';

/** Officials only; another municipality's rows are simply not there for this scope (false). */
function canRead(scope: Scope, municipality: string): boolean {
  checkScope(scope);
  checkOfficial(scope, { pt: 'consultar listas de distribuidoras', en: 'read distributor lists' });
  return scope.municipality === null || scope.municipality === municipality;
}

const fromRow = (r: Row): DistributorList => ({
  id: str(r['id']),
  municipality: str(r['municipality']),
  distributorCnpj: str(r['distributor_cnpj']),
  distributorName: str(r['distributor_name']),
  brand: str(r['brand']),
  year: num(r['year']),
  receivedOn: str(r['received_on']),
  lines: parse(r['lines']),
  createdBy: str(r['created_by']),
  createdAt: str(r['created_at']),
});

export class SqlDistributorLists implements DistributorListStore {
  constructor(private readonly c: SqlCore) {}

  async add(scope: Scope, l: Omit<DistributorList, 'id' | 'createdBy' | 'createdAt'>): Promise<DistributorList> {
    checkWriteMunicipality(scope, l.municipality);
    checkOfficial(scope, { pt: 'registrar listas de distribuidoras', en: 'record distributor lists' });
    const rec: DistributorList = { ...l, id: randomUUID(), createdBy: scope.userId, createdAt: now() };
    return this.c.change(scope, 'distributor-list', async (tx, audit) => {
      await this.c.municipalityExists(tx, rec.municipality);
      await this.c.insert(tx, 'distributor_lists', {
        id: rec.id,
        municipality: rec.municipality,
        distributor_cnpj: text('distributorCnpj', rec.distributorCnpj),
        distributor_name: text('distributorName', rec.distributorName),
        brand: text('brand', rec.brand),
        year: rec.year,
        received_on: text('receivedOn', rec.receivedOn),
        lines: json('lines', rec.lines),
        line_count: rec.lines.length,
        created_by: rec.createdBy,
        created_at: rec.createdAt,
      });
      // The audit keeps who sent what, not the lines again (they are in the row, never updated).
      const { lines, ...head } = rec;
      audit({
        municipality: rec.municipality,
        action: 'distributor-list.create',
        entity: 'distributor-list',
        entityId: rec.id,
        before: null,
        after: { ...head, lineCount: lines.length },
      });
      return rec;
    });
  }

  async upTo(scope: Scope, municipality: string, year: number): Promise<DistributorList[]> {
    if (!canRead(scope, municipality)) return [];
    const rows = await this.c.db.all<Row>(
      'SELECT * FROM distributor_lists WHERE municipality = ? AND year <= ? ORDER BY year, received_on, created_at, id',
      [municipality, year],
    );
    return rows.map(fromRow);
  }

  async licensedOutlets(scope: Scope, municipality: string, date: string): Promise<LicensedOutletRow[]> {
    if (!canRead(scope, municipality)) return [];
    const rows = await this.c.db.all<Row>(
      `SELECT e.cnpj, e.name, e.data, l.number FROM licences l JOIN establishments e ON e.id = l.establishment_id
       WHERE l.municipality = ? AND e.municipality = ? AND l.kind = 'alvara' AND l.status = 'active'
         AND l.issued_on <= ? AND (l.expires_on IS NULL OR l.expires_on >= ?)
       ORDER BY e.name, l.number`,
      [municipality, municipality, date, date],
    );
    return rows.map((r) => {
      const data = parse<Record<string, unknown>>(r['data']) ?? {};
      return {
        cnpj: strOrNull(r['cnpj']),
        name: str(r['name']),
        licence: str(r['number']),
        brand: typeof data['brand'] === 'string' ? data['brand'] : null,
      };
    });
  }
}
