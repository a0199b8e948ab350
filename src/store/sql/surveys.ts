/** Survey declarations on both engines (src/store/surveys.ts): append-only rows, each audited. */
import { randomUUID } from 'node:crypto';
import type { SurveyArea, SurveyDeclaration, SurveyDraft } from '../../domain/survey.ts';
import type { Queryable, Row } from '../engine.ts';
import { InvalidData, NotFound, type Scope } from '../repository.ts';
import type { SurveyStore } from '../surveys.ts';
import type { Audit, SqlCore } from './core.ts';
import { placeRows, writePlaces } from './places.ts';
import { checkOfficial, checkScope, checkWriteMunicipality, isoDate, json, lonLat, now, parse, text } from './values.ts';

function checkRing(field: string, ring: unknown): void {
  if (!Array.isArray(ring) || ring.length < 4)
    throw new InvalidData(field, { pt: 'um anel precisa de pelo menos 4 posições', en: 'a ring needs at least 4 positions' });
  const ps = ring.map((p, j) => lonLat(`${field}[${j}]`, p));
  const a = ps[0] as [number, number];
  const b = ps[ps.length - 1] as [number, number];
  if (a[0] !== b[0] || a[1] !== b[1])
    throw new InvalidData(field, { pt: 'um anel precisa terminar onde começa', en: 'a ring must end where it starts' });
}

/** A Polygon or MultiPolygon with closed rings of lon/lat positions, or null (whole municipality). */
export function checkSurveyArea(field: string, area: SurveyArea | null | undefined): SurveyArea | null {
  if (area === null || area === undefined) return null;
  const polys = (p: unknown, f: string) => {
    if (!Array.isArray(p) || p.length === 0)
      throw new InvalidData(f, { pt: 'um polígono precisa de pelo menos um anel', en: 'a polygon needs at least one ring' });
    for (let i = 0; i < p.length; i++) checkRing(`${f}[${i}]`, p[i]);
  };
  if (area.type === 'Polygon') polys(area.coordinates, `${field}.coordinates`);
  else if (area.type === 'MultiPolygon') {
    if (!Array.isArray(area.coordinates) || area.coordinates.length === 0)
      throw new InvalidData(`${field}.coordinates`, {
        pt: 'um MultiPolygon precisa de pelo menos um polígono',
        en: 'a MultiPolygon needs at least one polygon',
      });
    for (let i = 0; i < area.coordinates.length; i++) polys(area.coordinates[i], `${field}.coordinates[${i}]`);
  } else
    throw new InvalidData(`${field}.type`, {
      pt: `esperado Polygon ou MultiPolygon, encontrado ${JSON.stringify((area as { type?: unknown }).type)}`,
      en: `expected Polygon or MultiPolygon, found ${JSON.stringify((area as { type?: unknown }).type)}`,
    });
  return { type: area.type, coordinates: area.coordinates } as SurveyArea;
}

function rowsOf(scope: Scope, drafts: readonly SurveyDraft[]): SurveyDeclaration[] {
  checkScope(scope);
  checkOfficial(scope, { pt: 'declarar levantamentos', en: 'declare surveys' });
  const at = now();
  return drafts.map((d, i) => {
    const f = `surveys[${i}]`;
    checkWriteMunicipality(scope, d.municipality);
    const source = text(`${f}.source`, d.source).trim();
    if (source === '')
      throw new InvalidData(`${f}.source`, {
        pt: 'esperada a fonte do levantamento, encontrado um texto vazio',
        en: 'expected the source of the survey, found an empty text',
      });
    const category = text(`${f}.category`, d.category);
    if (category === '')
      throw new InvalidData(`${f}.category`, {
        pt: 'esperada uma categoria de local, encontrado um texto vazio',
        en: 'expected a place category, found an empty text',
      });
    return {
      id: randomUUID(),
      municipality: text(`${f}.municipality`, d.municipality),
      category,
      source,
      surveyedOn: isoDate(`${f}.surveyedOn`, d.surveyedOn) as string,
      area: checkSurveyArea(`${f}.area`, d.area),
      validFrom: isoDate(`${f}.validFrom`, d.validFrom) as string,
      declaredBy: scope.userId,
      declaredAt: at,
    };
  });
}

async function write(c: SqlCore, tx: Queryable, audit: Audit, list: readonly SurveyDeclaration[]): Promise<void> {
  for (const m of new Set(list.map((d) => d.municipality))) await c.municipalityExists(tx, m);
  for (const d of list) {
    await c.insert(tx, 'survey_declarations', {
      id: d.id,
      municipality: d.municipality,
      category: d.category,
      source: d.source,
      surveyed_on: d.surveyedOn,
      area: d.area === null ? null : json('area', d.area),
      valid_from: d.validFrom,
      declared_by: d.declaredBy,
      declared_at: d.declaredAt,
    });
    audit({ municipality: d.municipality, action: 'survey.declare', entity: 'survey', entityId: d.id, before: null, after: d });
  }
}

function fromRow(r: Row): SurveyDeclaration {
  return {
    id: String(r['id']),
    municipality: String(r['municipality']),
    category: String(r['category']),
    source: String(r['source']),
    surveyedOn: String(r['surveyed_on']),
    area: r['area'] === null || r['area'] === undefined ? null : parse<SurveyArea>(r['area']),
    validFrom: String(r['valid_from']),
    declaredBy: String(r['declared_by']),
    declaredAt: String(r['declared_at']),
  };
}

export class SqlSurveys implements SurveyStore {
  constructor(private readonly c: SqlCore) {}

  async declare(scope: Scope, drafts: readonly SurveyDraft[]): Promise<SurveyDeclaration[]> {
    const list = rowsOf(scope, drafts);
    if (list.length === 0) return [];
    return this.c.change(scope, 'survey', async (tx, audit) => {
      await write(this.c, tx, audit, list);
      return list;
    });
  }

  async list(scope: Scope | null, municipality: string): Promise<SurveyDeclaration[]> {
    if (scope !== null) {
      checkScope(scope);
      // Another municipality's declarations read exactly like a municipality that does not exist.
      if (scope.municipality !== null && scope.municipality !== municipality) throw new NotFound('municipality', municipality);
    }
    const rows = await this.c.db.all<Row>(
      'SELECT * FROM survey_declarations WHERE municipality = ? ORDER BY category, valid_from, declared_at, id',
      [text('municipality', municipality)],
    );
    return rows.map(fromRow);
  }

  async importSurveyed(
    scope: Scope,
    places: Parameters<SurveyStore['importSurveyed']>[1],
    drafts: readonly SurveyDraft[],
  ): Promise<{ places: number; surveys: SurveyDeclaration[] }> {
    const rows = placeRows(scope, places);
    const list = rowsOf(scope, drafts);
    return this.c.change(scope, 'place', async (tx, audit) => {
      const n = await writePlaces(this.c, tx, audit, rows);
      await write(this.c, tx, audit, list);
      return { places: n, surveys: list };
    });
  }
}
