/**
 * Reading a request body: media type, size (refused without reading it all past the limit),
 * UTF-8 and JSON syntax, each answered with a problem; read once per request and kept on the
 * context (the raw text too, for Idempotency-Key fingerprints).
 */
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import { depthMessage, illFormedStringPath, jsonDepthExceeded, MAX_JSON_DEPTH, showSurrogates } from '../formats/json-limits.ts';
import type { Ctx } from './context.ts';
import { HttpProblem } from './problem.ts';

function isJsonType(ct: string): boolean {
  const mt = ct.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return mt === 'application/json' || (mt.startsWith('application/') && mt.endsWith('+json'));
}

function tooLarge(limit: number): HttpProblem {
  // Connection: close — the rest of the body is not read, so the connection cannot be reused.
  return new HttpProblem(
    'body-too-large',
    `The body exceeds ${limit} bytes.`,
    [{ field: '(body)', found: `more than ${limit} bytes`, expected: `at most ${limit} bytes` }],
    { headers: { connection: 'close' } },
  );
}

/** The body straight from Node's IncomingMessage (under `glp serve`): no web-stream detour. */
function readIncoming(incoming: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (incoming.readableEnded) {
      resolve(Buffer.alloc(0));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
    };
    const onError = () => {
      cleanup();
      reject(new HttpProblem('bad-request', 'The request body was cut short.'));
    };
    const onClose = () => {
      if (incoming.readableEnded) onEnd();
      else onError();
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/** Reads the body as bytes (an uploaded file), refusing more than `limit` bytes without reading it all. */
export async function readLimitedBytes(c: Ctx, limit: number): Promise<Buffer> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) > limit) throw tooLarge(limit);
  let buf: Buffer;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) {
    buf = await readIncoming(incoming, limit);
  } else {
    // In-process requests (app.request in tests): the web stream.
    const stream = c.req.raw.body;
    if (!stream) return Buffer.alloc(0);
    const reader = stream.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw tooLarge(limit);
      }
      chunks.push(value);
    }
    buf = Buffer.concat(chunks);
  }
  return buf;
}

/** Reads the body as UTF-8 text, refusing more than `limit` bytes without reading it all. */
export async function readLimited(c: Ctx, limit: number): Promise<string> {
  const buf = await readLimitedBytes(c, limit);
  if (!isUtf8(buf)) {
    throw new HttpProblem('invalid-json', 'The body is not valid UTF-8.', [
      { field: '(body)', found: 'bytes that are not UTF-8', expected: 'a UTF-8 JSON document' },
    ]);
  }
  return buf.toString('utf8');
}

/** Reads and parses a JSON body (media type, size and syntax checked). Empty body → undefined. */
export async function readJson(c: Ctx): Promise<unknown> {
  if (c.get('rawBody') !== undefined) return c.get('body');
  const ct = c.req.header('content-type');
  const text = await readLimited(c, c.get('deps').config.bodyLimit);
  c.set('rawBody', text);
  if (text.length === 0) {
    c.set('body', undefined);
    return undefined;
  }
  if (ct === undefined || !isJsonType(ct)) {
    throw new HttpProblem('unsupported-media-type', 'Send the body as JSON.', [
      { field: 'Content-Type', found: ct === undefined ? 'nothing' : JSON.stringify(ct.slice(0, 80)), expected: 'application/json' },
    ]);
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(ct)?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new HttpProblem('unsupported-media-type', 'JSON must be UTF-8.', [
      { field: 'Content-Type', found: JSON.stringify(ct.slice(0, 80)), expected: 'application/json; charset=utf-8' },
    ]);
  }
  // Before parsing: a document nested thousands deep would overflow the stack of whatever walks it later.
  if (jsonDepthExceeded(text, MAX_JSON_DEPTH)) {
    throw new HttpProblem('validation-failed', `The body is ${depthMessage()}.`, [
      { field: '(body)', found: depthMessage(), expected: `a JSON document at most ${MAX_JSON_DEPTH} levels deep` },
    ]);
  }
  let body: unknown;
  try {
    body = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    const msg = e instanceof Error ? e.message.slice(0, 120) : 'syntax error';
    throw new HttpProblem('invalid-json', `The body is not valid JSON: ${msg}`, [
      { field: '(body)', found: `invalid JSON (${msg})`, expected: 'a JSON document' },
    ]);
  }
  const bad = illFormedStringPath(body);
  if (bad !== null) {
    // Stored as UTF-8, a lone surrogate would silently become U+FFFD: refused, not altered.
    const field = showSurrogates(bad);
    throw new HttpProblem('validation-failed', `${field}: found a lone UTF-16 surrogate, expected text (valid Unicode)`, [
      { field, found: 'a lone UTF-16 surrogate (\\uD800–\\uDFFF without its pair)', expected: 'text (valid Unicode)' },
    ]);
  }
  c.set('body', body);
  return body;
}
