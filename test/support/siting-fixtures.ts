/**
 * The golden siting fixtures (src/siting/fixtures/*.geojson): a lot and the registered places
 * around it, with the findings the law must give; loaded as a registry and an application.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { EstablishmentInput } from '../../src/core/input/schema.ts';
import { readGeoJson } from '../../src/formats/geojson.ts';
import { planImport } from '../../src/siting/import.ts';
import { PlaceRegistry, recordsFromDrafts } from '../../src/siting/registry.ts';
import { packs } from './packs.ts';
import { surveyedAll } from './places.ts';

const DIR = new URL('../../src/siting/fixtures/', import.meta.url);

export interface Fixture {
  name: string;
  municipality: string;
  date: string;
  application: Record<string, unknown>;
  features: { properties: Record<string, unknown>; geometry: { type: string; coordinates: unknown } | null }[];
  expect?: Record<string, { status: string; places?: { id: string; distanceM: number }[]; missing?: string[]; blocked?: string[] }>;
  expectZone?: Record<string, unknown>;
}

export function loadFixture(file: string): { fx: Fixture; registry: PlaceRegistry; input: EstablishmentInput } {
  const text = readFileSync(new URL(file, DIR), 'utf8');
  const fx = JSON.parse(text) as Fixture;
  const lot = fx.features.find((f) => f.properties.role === 'lot');
  const rows = readGeoJson(text, file).filter((r) => r.props.role !== 'lot');
  const plan = planImport('geojson', rows, {
    municipality: { id: fx.municipality, name: fx.municipality, uf: '', ibge: '' },
    packs,
    source: file,
    importedAt: '2026-01-15T12:00:00.000Z',
  });
  assert.deepEqual(plan.problems, [], `${file}: fixture rows`);
  // The fixtures' registries are complete around their lots: every category declared surveyed.
  const registry = PlaceRegistry.fromRecords(recordsFromDrafts(plan.drafts)).addSurveys(surveyedAll(fx.municipality));
  const lotProp = lot?.geometry?.type === 'Point' ? { location: lot.geometry.coordinates } : { polygon: lot?.geometry };
  const input = { municipality: fx.municipality, ...fx.application, lot: lotProp } as unknown as EstablishmentInput;
  return { fx, registry, input };
}
