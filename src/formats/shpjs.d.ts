/** shpjs 6.2.0 ships no types: the one call we use. */
declare module 'shpjs' {
  /** A zipped shapefile (or its parts) → GeoJSON FeatureCollection(s), reprojected to WGS 84 from the .prj. */
  const shp: (input: ArrayBuffer | Uint8Array | Buffer) => Promise<unknown>;
  export default shp;
}
