/** The law browser's data: the text, how each unit is carried, and the rules with their parameters. */
import { api, unwrap } from './client.ts';

export function lawsOf(id: string, signal?: AbortSignal) {
  return unwrap(api.GET('/api/municipalities/{id}/laws', { params: { path: { id } }, ...(signal ? { signal } : {}) }));
}

export function coverageOf(id: string, signal?: AbortSignal) {
  return unwrap(api.GET('/api/municipalities/{id}/coverage', { params: { path: { id } }, ...(signal ? { signal } : {}) }));
}

export function rulesOf(id: string, signal?: AbortSignal) {
  return unwrap(api.GET('/api/municipalities/{id}/rules', { params: { path: { id } }, ...(signal ? { signal } : {}) }));
}

export function comparison(date?: string, signal?: AbortSignal) {
  return unwrap(api.GET('/api/comparison', { params: { query: date ? { date } : {} }, ...(signal ? { signal } : {}) }));
}

export type LawsView = Awaited<ReturnType<typeof lawsOf>>;
export type Coverage = Awaited<ReturnType<typeof coverageOf>>;
export type LawRules = Awaited<ReturnType<typeof rulesOf>>;
export type Comparison = Awaited<ReturnType<typeof comparison>>;
export type RuleView = LawRules['rules'][number];
export type ParameterView = LawRules['parameters'][number];
