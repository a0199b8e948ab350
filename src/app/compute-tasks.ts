/**
 * The heavy computations a server runs off its request thread (issue #9 item 2), as plain
 * data in and text out, so that they can run in a child process (src/app/compute-pool.ts) —
 * which also reads the municipality's registry from the store itself, so that not even the
 * loading happens on the server's event loop — or, for a registry of packs built in memory,
 * in the caller's thread: the viability map as GeoJSON, its SVG preview, and the answer at a
 * point. Each is bounded before it starts (the grid's cells, checked by computeViability) and
 * after (the answer's size).
 */
import { InputError } from '../core/input/validate.ts';
import type { PackRegistry } from '../core/registry.ts';
import type { PlaceRecord } from '../domain/place.ts';
import { packFor } from '../siting/pack-of.ts';
import { pagePlaces, PlaceRegistry } from '../siting/registry.ts';
import { computeViability, type ViabilityOptions } from '../siting/viability.ts';
import { pointAnswer } from '../siting/viability-classes.ts';
import { viabilitySvg } from '../siting/viability-render.ts';
import type { Repository } from '../store/repository.ts';

export interface ViabilityTask {
  kind: 'viability-map' | 'viability-svg' | 'viability-check';
  municipality: string;
  opts: ViabilityOptions;
  /** The point of a check, [lon, lat]. */
  point?: [number, number];
  /** Largest answer, in UTF-16 code units of its text (≈ bytes: the text is mostly ASCII). */
  maxChars: number;
  /** The preview's caption (SVG only). */
  title?: string;
}

export type ComputeTask = ViabilityTask;

/** A task's answer as computed: its UTF-8 bytes, whole. */
export interface ComputedAnswer {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * A task's answer as the server writes it: a stream of parts. A child sends the bytes in parts
 * of at most PART_BYTES, and the server writes each part to the client as it arrives, never
 * holding or joining the whole: a 5 MB map joined on the server's event loop cost it 30–60 ms
 * (fresh memory's page faults: ~16 ms per 5 MB on the machines we measured), during which
 * /api/health waited (issue #9 item 2). Its length is known before the first part.
 */
export interface ComputeResult {
  contentType: string;
  byteLength: number;
  body: ReadableStream<Uint8Array>;
}

/** Largest part of an answer sent from a child (see ComputeResult). */
export const PART_BYTES = 60 * 1024;

/** The parts of `bytes`, each at most `size` long (views, not copies). */
export function partsOf(bytes: Uint8Array, size = PART_BYTES): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.byteLength; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

/** An answer computed in this thread, as a result of one part. */
export function resultOf(a: ComputedAnswer): ComputeResult {
  const body = new ReadableStream<Uint8Array>({
    start(ctl) {
      if (a.bytes.byteLength > 0) ctl.enqueue(a.bytes);
      ctl.close();
    },
  });
  return { contentType: a.contentType, byteLength: a.bytes.byteLength, body };
}

/** A result's bytes, read whole (tests, and callers that need the text). */
export async function bytesOf(r: ComputeResult): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const p of r.body) parts.push(p);
  return Buffer.concat(parts);
}

/** The municipality's registry (boundary, places, areas) as the store holds it. */
export async function registryRecords(repo: Repository, municipality: string): Promise<PlaceRecord[]> {
  const out: PlaceRecord[] = [];
  for await (const r of pagePlaces(repo, null, { municipality })) out.push(r);
  return out;
}

export async function runComputeTask(packs: PackRegistry, repo: Repository, task: ComputeTask): Promise<ComputedAnswer> {
  const pack = packFor(packs, task.municipality);
  if (!pack) throw InputError.of('municipality', JSON.stringify(task.municipality), 'a municipality with a law pack');
  const registry = PlaceRegistry.fromRecords(await registryRecords(repo, task.municipality));
  registry.ensure(task.municipality);
  // The survey declarations say which categories the registry covers (issue 7 item 1).
  registry.addSurveys(await repo.surveys.list(null, task.municipality));
  let out: { body: string; contentType: string };
  if (task.kind === 'viability-check') {
    const point = task.point ?? [0, 0];
    const at = pointAnswer(registry, pack, task.municipality, point, task.opts);
    const body = { municipality: task.municipality, point, date: task.opts.date, activity: task.opts.activity, ...at };
    out = { body: JSON.stringify(body), contentType: 'application/json; charset=utf-8' };
  } else if (task.kind === 'viability-svg') {
    const map = computeViability(registry, pack, task.municipality, { ...task.opts, geojson: false });
    const boundary =
      registry
        .get(task.municipality)
        ?.areasOf('municipal-boundary', task.opts.date)
        .map((a) => a.geom) ?? [];
    out = { body: viabilitySvg(map, boundary, task.title ?? pack.name), contentType: 'image/svg+xml' };
  } else {
    const map = computeViability(registry, pack, task.municipality, task.opts);
    out = { body: JSON.stringify(map.geojson), contentType: 'application/geo+json; charset=utf-8' };
  }
  if (out.body.length > task.maxChars) {
    const mb = (n: number) => (n / 1048576).toFixed(1);
    throw InputError.of(
      'resolution',
      `${task.opts.resolutionM ?? 10} m (an answer of ${mb(out.body.length)} MiB)`,
      `a coarser resolution: an answer may hold at most ${mb(task.maxChars)} MiB`,
    );
  }
  return { bytes: Buffer.from(out.body, 'utf8'), contentType: out.contentType };
}
