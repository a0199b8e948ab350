/**
 * Imports that cannot take the machine down (issue #9 item 5): a real zip bomb built here — a
 * 2 MB zip whose .shp inflates to 2 GiB, declared honestly or lying about its size — and a
 * GeoJSON polygon of a million vertices are refused by `glp places import` with exit 2 and one
 * line naming the limit, while the process's peak memory stays bounded (measured by the
 * kernel: maxrss). Below the limits, a polygon of 200 000 vertices — more than a spread into
 * Math.min can take — is imported. The limits are checked on both sides with small ones.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { scratchDir } from '../../test/support/cli.ts';
import { GLP } from '../../test/support/serve.ts';
import { IMPORT_LIMITS, type ImportLimits } from './limits.ts';
import { checkRows, countVertices, readRows } from './read.ts';
import { scanShp } from './shapefile.ts';
import { zipEntries } from './zip.ts';

const PEAK_RSS = fileURLToPath(new URL('../../test/support/peak-rss.mjs', import.meta.url));
const GiB = 1024 ** 3;

/** A zip of one entry `name` whose data is `deflated`; the header declares `declared` bytes inflated. */
function zipOf(name: string, deflated: Buffer, declared: number, crc: number): Buffer {
  const n = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(n.length, 26);
  const cen = Buffer.alloc(46);
  cen.writeUInt32LE(0x02014b50, 0);
  cen.writeUInt16LE(20, 4);
  cen.writeUInt16LE(20, 6);
  cen.writeUInt16LE(8, 10);
  cen.writeUInt32LE(crc, 16);
  cen.writeUInt32LE(deflated.length, 20);
  cen.writeUInt32LE(declared, 24);
  cen.writeUInt16LE(n.length, 28);
  cen.writeUInt32LE(0, 42);
  const cdOffset = local.length + n.length + deflated.length;
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(1, 8);
  eocd.writeUInt16LE(1, 10);
  eocd.writeUInt32LE(cen.length + n.length, 12);
  eocd.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, n, deflated, cen, n, eocd]);
}

/**
 * 2 GiB of zeros, deflated: 1 MiB blocks ended by a full flush (so they can be repeated as is),
 * then an empty final block. With the CRC of those 2 GiB, it is a valid zip.
 */
function bomb(): { deflated: Buffer; crc: number } {
  const mib = Buffer.alloc(1024 * 1024);
  const block = deflateRawSync(mib, { finishFlush: constants.Z_FULL_FLUSH });
  const blocks: Buffer[] = [];
  let crc = 0;
  for (let i = 0; i < 2048; i++) {
    blocks.push(block);
    crc = crc32(mib, crc);
  }
  blocks.push(deflateRawSync(Buffer.alloc(0)));
  return { deflated: Buffer.concat(blocks), crc };
}

/** `glp places import belem-pa FILE` in a process of its own: exit code, stderr, peak RSS (MiB). */
function importInProcess(file: string, data: string): Promise<{ code: number | null; err: string; peakMiB: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', PEAK_RSS, GLP, 'places', 'import', 'belem-pa', file, '--data', data, '--quiet'], {
      env: { ...process.env, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => {
      err += String(d);
    });
    child.stdout.resume();
    child.once('error', reject);
    child.once('exit', (code) => {
      // Every process that inherits the preload reports (a helper process the command forks
      // included): the peak is the largest of them.
      const all = [...err.matchAll(/glp-peak-rss-kib (\d+)/g)].map((m) => Number(m[1]));
      const kib = all.length > 0 ? all.reduce((a, b) => (a > b ? a : b)) : Number.NaN;
      resolve({ code, err: err.replace(/\n?glp-peak-rss-kib \d+\n/g, ''), peakMiB: kib / 1024 });
    });
  });
}

/** A closed ring of n vertices (n − 1 distinct) on a circle around a point of Belém. */
function ring(n: number, r = 0.01): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < n - 1; i++) {
    const a = (2 * Math.PI * i) / (n - 1);
    out.push([-48.48 + r * Math.cos(a), -1.43 + r * Math.sin(a)]);
  }
  out.push(out[0] as [number, number]);
  return out;
}

const polygonFile = (n: number) =>
  JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { category: 'zone', kind: 'residential', name: 'Z' },
        geometry: { type: 'Polygon', coordinates: [ring(n)] },
      },
    ],
  });

describe('imports that cannot take the machine down', () => {
  it('a 2 MB zip that inflates to 2 GiB: exit 2, one line, bounded memory — declared or lying about its size', {
    timeout: 120_000,
  }, async () => {
    const dir = scratchDir('glp-bomb-');
    const { deflated, crc } = bomb();
    assert.ok(deflated.length < 3 * 1024 * 1024, `${deflated.length} bytes zipped`);
    const honest = join(dir, 'honest.zip');
    const lying = join(dir, 'lying.zip');
    writeFileSync(honest, zipOf('bomb.shp', deflated, 2 * GiB, crc));
    writeFileSync(lying, zipOf('bomb.shp', deflated, 4096, crc));
    const h = await importInProcess(honest, join(dir, 'data'));
    assert.equal(h.code, 2, h.err);
    assert.equal(h.err.trim().split('\n').length, 1, h.err);
    assert.match(
      h.err,
      /honest\.zip: encontrado um zip cujos arquivos descompactados passam de 2\.0 GiB, esperado no máximo 512 MiB descompactados/,
    );
    const l = await importInProcess(lying, join(dir, 'data'));
    assert.equal(l.code, 2, l.err);
    assert.equal(l.err.trim().split('\n').length, 1, l.err);
    assert.match(l.err, /lying\.zip: encontrado bomb\.shp: descompacta além dos 4\.0 KiB que o cabeçalho declara \(uma bomba zip\?\)/);
    for (const r of [h, l]) assert.ok(r.peakMiB < 300, `peak RSS ${r.peakMiB.toFixed(0)} MiB`);
    process.stderr.write(`zip bomb: peak RSS ${h.peakMiB.toFixed(0)} MiB (declared), ${l.peakMiB.toFixed(0)} MiB (lying)\n`);
  });

  it('a polygon of a million vertices: exit 2, one line, bounded memory; 200 000 vertices import', { timeout: 180_000 }, async () => {
    const dir = scratchDir('glp-vertices-');
    const million = join(dir, 'million.geojson');
    writeFileSync(million, polygonFile(1_000_000));
    const m = await importInProcess(million, join(dir, 'data'));
    assert.equal(m.code, 2, m.err);
    assert.equal(m.err.trim().split('\n').length, 1, m.err);
    assert.match(
      m.err,
      /million\.geojson: features\[0\]: encontrado uma geometria com mais de 250000 vértices, esperado no máximo 250000 vértices por geometria/,
    );
    assert.ok(m.peakMiB < 600, `peak RSS ${m.peakMiB.toFixed(0)} MiB`);
    // Under the limit, more vertices than a spread into Math.min can take (~125 000): stored.
    const big = join(dir, 'big.geojson');
    writeFileSync(big, polygonFile(200_000));
    const b = await importInProcess(big, join(dir, 'data'));
    assert.equal(b.code, 0, b.err);
    process.stderr.write(
      `million vertices: peak RSS ${m.peakMiB.toFixed(0)} MiB; 200 000 vertices imported, peak ${b.peakMiB.toFixed(0)} MiB\n`,
    );
  });
});

describe('import limits, on both sides', () => {
  const small: ImportLimits = {
    ...IMPORT_LIMITS,
    maxFeatures: 3,
    maxVerticesPerGeometry: 10,
    maxVertices: 25,
    maxZipEntries: 2,
    maxInflatedBytes: 1000,
    maxFileBytes: 5000,
  };
  const row = (n: number) => ({ line: 1, label: 'features[0]', props: {}, geometry: { type: 'Polygon', coordinates: [ring(n)] } });

  it('vertices per geometry and in all, features', () => {
    assert.equal(countVertices({ type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [1, 2] }, row(7).geometry] }), 8);
    checkRows([row(10)], 'f', small);
    assert.throws(() => checkRows([row(11)], 'f', small), /f: features\[0\]: found a geometry of more than 10 vertices/);
    checkRows([row(10), row(10), { ...row(5), label: 'features[2]' }], 'f', small);
    assert.throws(() => checkRows([row(10), row(10), row(6)], 'f', small), /more than 25 vertices/);
    assert.throws(() => checkRows([row(3), row(3), row(3), row(3)], 'f', small), /found 4 rows, expected at most 3 rows/);
  });

  it('the file size, the zip’s entries and inflated size', async () => {
    await assert.rejects(
      readRows('geojson', new Uint8Array(5001), 'big.geojson', small),
      /big\.geojson: found a file of 4\.9 KiB, expected at most 4\.9 KiB/,
    );
    const entry = (name: string, size: number) => {
      const data = Buffer.alloc(size, 'x');
      return zipOf(name, deflateRawSync(data), size, crc32(data));
    };
    assert.equal(zipEntries(entry('a.shp', 1000), 'z', small).length, 1);
    assert.throws(
      () => zipEntries(entry('a.shp', 1001), 'z', small),
      /z: found a zip whose files inflate to more than 1001 bytes, expected at most 1000 bytes/,
    );
  });

  it('a .shp is counted from its record headers before anything is built', () => {
    // Header (100 bytes), then one polygon record of 11 points.
    const pts = 11;
    const content = 44 + 4 + pts * 16;
    const shp = Buffer.alloc(100 + 8 + content);
    shp.writeInt32BE(9994, 0);
    shp.writeInt32BE((100 + 8 + content) / 2, 24);
    shp.writeInt32BE(1, 100);
    shp.writeInt32BE(content / 2, 104);
    shp.writeInt32LE(5, 108);
    shp.writeInt32LE(1, 108 + 36);
    shp.writeInt32LE(pts, 108 + 40);
    assert.deepEqual(scanShp(shp, 's.shp', { ...small, maxVerticesPerGeometry: 11 }), { features: 1, vertices: 11 });
    assert.throws(
      () => scanShp(shp, 's.shp', small),
      /s\.shp: record 1: found a geometry of 11 vertices, expected at most 10 vertices per geometry/,
    );
  });
});
