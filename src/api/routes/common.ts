/** Shared pieces of route declarations: problem responses, JSON content, tags. */
import { z } from 'zod';
import { problemSchema } from '../schemas.ts';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed request: bad JSON, parameter or header',
  401: 'Not signed in, or the token is invalid',
  403: 'Your role does not allow this, or CSRF check failed',
  404: 'No such record (or it belongs to another municipality)',
  409: 'The record’s current state does not allow this',
  412: 'The record changed since you read it (If-Match does not match)',
  413: 'Body too large',
  415: 'Body is not JSON',
  422: 'The body does not validate',
  428: 'If-Match missing',
  429: 'Too many requests: wait as Retry-After says',
  503: 'Busy: every computation slot is taken; retry after Retry-After',
};

/** Problem responses for the given statuses, for the OpenAPI document. */
export function problems(...statuses: number[]) {
  const out: Record<number, { description: string; content: { 'application/problem+json': { schema: typeof problemSchema } } }> = {};
  for (const s of statuses) {
    out[s] = { description: DESCRIPTIONS[s] ?? 'Problem', content: { 'application/problem+json': { schema: problemSchema } } };
  }
  return out;
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function jsonBody<T extends z.ZodType>(schema: T, required = true) {
  return { content: { 'application/json': { schema } }, required };
}

export const etagHeader = { ETag: { description: 'version of the record, for If-Match', schema: { type: 'string' as const } } };

export const ifMatchHeader = z.object({
  'if-match': z.string().meta({ description: 'the ETag you read, e.g. "v3" (required: 428 without it)' }),
});

export const idempotencyHeader = z.object({
  'idempotency-key': z.string().optional().meta({ description: 'retry-safe creation: the same key and body return the stored response' }),
});

export const security = [{ bearer: [] }, { session: [] }];
