/** shpjs 6.2.0 ships no types: the one call we use (a zip, or the parts of one layer, already unzipped). */
declare module 'shpjs' {
  /** A zipped shapefile (or its parts) → GeoJSON FeatureCollection(s), reprojected to WGS 84 from the .prj. */
  const shp: (
    input:
      | ArrayBuffer
      | Uint8Array
      | Buffer
      | { shp: Uint8Array; dbf?: Uint8Array | undefined; cpg?: string | undefined; prj?: string | undefined },
  ) => Promise<unknown>;
  export default shp;
}
