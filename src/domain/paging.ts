/** Lists: what a caller asks for, and the page it gets. */

export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export interface ListQuery {
  limit?: number;
  offset?: number;
  /** Field filters (exact match), e.g. { status: 'submitted' }. */
  filters?: Record<string, string>;
  /** Free text search on name-like fields. */
  q?: string;
}
