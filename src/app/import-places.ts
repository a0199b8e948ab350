/**
 * Planning a place-registry import, shared by `glp places import` and
 * POST /api/municipalities/{municipality}/places/import: the file's rows read in its format,
 * checked against the municipality's boundary and what is already registered (re-imports
 * skip, never duplicate), and turned into drafts — or every bad row reported. Writing the
 * drafts is the caller's (one `insertPlaces`, one transaction: all or nothing).
 */
import type { PackRegistry } from '../core/registry.ts';
import type { Municipality } from '../domain/municipality.ts';
import { type ImportFormat, readRows } from '../formats/read.ts';
import type { PolygonGeometry } from '../siting/geom.ts';
import { type ImportOptions, type ImportPlan, planImport, registryKey } from '../siting/import.ts';
import { pagePlaces } from '../siting/registry.ts';
import type { Progress } from '../siting/types.ts';
import type { Repository } from '../store/repository.ts';

export interface PlacesImportRequest {
  municipality: Municipality;
  format: ImportFormat;
  bytes: Uint8Array;
  /** Named in row problems and the default source. */
  fileName: string;
  source: string;
  /** ISO timestamp (the caller reads the clock). */
  importedAt: string;
  category?: string | undefined;
  status?: string | undefined;
  validFrom?: string | undefined;
  validTo?: string | undefined;
  progress?: Progress | undefined;
}

export async function planPlacesImport(deps: { packs: PackRegistry; repo: Repository }, req: PlacesImportRequest): Promise<ImportPlan> {
  const { rows, merged } = await readRows(req.format, req.bytes, req.fileName);
  const boundary: PolygonGeometry[] = [];
  const existing = new Set<string>();
  const existingLocated = new Set<string>();
  for await (const r of pagePlaces(deps.repo, null, { municipality: req.municipality.id })) {
    if (r.category === 'municipal-boundary' && r.geometry?.type === 'Polygon' && r.validTo === null) boundary.push(r.geometry);
    const ext = r.data.externalId;
    if (typeof ext === 'string') {
      existing.add(registryKey(r.category, ext, r.validFrom));
      if (r.geometry !== null) existingLocated.add(registryKey(r.category, ext, r.validFrom));
    }
  }
  // Nothing registered: the boundary the pack ships (as glp places update --at and viability --at
  // use it), so a file of another city's points or of swapped coordinates is refused row by row.
  const shipped = deps.packs.get(req.municipality.id)?.boundary?.geometry;
  if (boundary.length === 0 && shipped)
    for (const coordinates of shipped.type === 'Polygon' ? [shipped.coordinates] : shipped.coordinates)
      boundary.push({ type: 'Polygon', coordinates });
  const opts: ImportOptions = {
    municipality: req.municipality,
    packs: deps.packs,
    source: req.source,
    importedAt: req.importedAt,
    boundary,
    existing,
    existingLocated,
  };
  if (req.progress !== undefined) opts.progress = req.progress;
  if (req.category !== undefined) opts.category = req.category;
  if (req.status !== undefined) opts.status = req.status;
  if (req.validFrom !== undefined) opts.validFrom = req.validFrom;
  if (req.validTo !== undefined) opts.validTo = req.validTo;
  const plan = planImport(req.format, rows, opts);
  plan.skipped.mergedDuplicates = merged;
  return plan;
}
