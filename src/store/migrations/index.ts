/**
 * The schema's history, oldest first. A migration is never edited once released: its
 * checksum is recorded in schema_migrations and a changed script stops the store from
 * opening (write a new migration instead). Each migration has one script per engine.
 */
import { m0001 } from './0001_initial.ts';
import { m0002 } from './0002_credentials.ts';

export interface Migration {
  /** Sorts in application order: NNNN_name. */
  id: string;
  sqlite: string;
  postgres: string;
}

export const MIGRATIONS: readonly Migration[] = [m0001, m0002];
