/** Distributors' yearly lists on both engines (src/store/distributors.ts says what they are). */
import { randomUUID } from 'node:crypto';
import { formatCnpj } from '../../core/cnpj.ts';
import { type DistributorList, type DistributorListStore, type LicensedOutletRow, listOfficial, ownCnpj } from '../distributors.ts';
import type { Row } from '../engine.ts';
import type { Scope } from '../repository.ts';
import { Forbidden } from '../repository.ts';
import type { SqlCore } from './core.ts';
import { checkScope, checkWriteMunicipality, json, now, num, parse, str, strOrNull, text } from './values.ts';

/**
 * Whose lists the scope reads: every one (null) for officials, its own company's for a
 * distributor; another municipality's rows are simply not there for this scope (false).
 */
function readerOf(scope: Scope, municipality: string): { cnpj: string | null } | false {
  checkScope(scope);
  const cnpj = listOfficial(scope) ? null : ownCnpj(scope, { pt: 'consultar listas de distribuidoras', en: 'read distributor lists' });
  return (scope.municipality === null || scope.municipality === municipality) && { cnpj };
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
    if (!listOfficial(scope)) {
      const own = ownCnpj(scope, { pt: 'registrar listas de distribuidoras', en: 'record distributor lists' });
      if (l.distributorCnpj !== own) throw otherCompany(l.distributorCnpj, own);
    }
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
    const reader = readerOf(scope, municipality);
    if (!reader) return [];
    const own = reader.cnpj === null ? '' : ' AND distributor_cnpj = ?';
    const rows = await this.c.db.all<Row>(
      `SELECT * FROM distributor_lists WHERE municipality = ? AND year <= ?${own} ORDER BY year, received_on, created_at, id`,
      reader.cnpj === null ? [municipality, year] : [municipality, year, reader.cnpj],
    );
    return rows.map(fromRow);
  }

  async licensedOutlets(scope: Scope, municipality: string, date: string): Promise<LicensedOutletRow[]> {
    // The registry compared with every distributor's lists is the officials' (the report), not a distributor's.
    if (!listOfficial(scope))
      throw new Forbidden({
        pt: 'só os servidores do município comparam as relações das distribuidoras com o cadastro de licenças',
        en: 'only the municipality’s officials compare the distributors’ lists with the licence registry',
      });
    const reader = readerOf(scope, municipality);
    if (!reader) return [];
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

/** 403: a distributor names another company's CNPJ. */
export function otherCompany(named: string, own: string): Forbidden {
  return new Forbidden({
    pt: `esta conta é da distribuidora de CNPJ ${formatCnpj(own)}: não envia a relação de ${formatCnpj(named)} (cada distribuidora fornece a sua, Lei 1.761/2000, art. 13, § 1º)`,
    en: `this account is the distributor with CNPJ ${formatCnpj(own)}: it does not file the list of ${formatCnpj(named)} (each distributor gives its own, Lei 1.761/2000, art. 13, § 1º)`,
  });
}
