/**
 * What an imported file may hold (issue #9 item 5): past any of these an import stops with
 * one line naming the limit (`glp` exits 2), before the file can take the machine down —
 * a 2 MB zip that inflates to 2 GiB, a polygon of a million vertices, millions of rows.
 *
 * The numbers leave room for the largest real registries: a national file of schools
 * (~180 000) or health units (~350 000), a municipal boundary at full IBGE detail (tens of
 * thousands of vertices), a zoning layer of thousands of polygons.
 */
export interface ImportLimits {
  /** Largest file read, in bytes (before decompression). */
  maxFileBytes: number;
  /** Largest total of a zip's entries once inflated, in bytes. */
  maxInflatedBytes: number;
  /** Most entries (files) in a zip. */
  maxZipEntries: number;
  /** Most features (rows, records) in a file. */
  maxFeatures: number;
  /** Most vertices of one geometry. */
  maxVerticesPerGeometry: number;
  /** Most vertices in the whole file. */
  maxVertices: number;
}

export const IMPORT_LIMITS: ImportLimits = {
  maxFileBytes: 256 * 1024 * 1024,
  maxInflatedBytes: 512 * 1024 * 1024,
  maxZipEntries: 1000,
  maxFeatures: 1_000_000,
  maxVerticesPerGeometry: 250_000,
  maxVertices: 5_000_000,
};

/** Bytes as a person reads them: 512 MiB, 2.0 GiB, 1.5 KiB. */
export function showBytes(n: number): string {
  if (n >= 1024 ** 3) return `${(n / 1024 ** 3).toFixed(1)} GiB`;
  if (n >= 1024 ** 2) return `${Math.round(n / 1024 ** 2)} MiB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${n} bytes`;
}
