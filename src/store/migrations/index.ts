/**
 * The schema's history, oldest first. A migration is never edited once released: its
 * checksum is recorded in schema_migrations and a changed script stops the store from
 * opening (write a new migration instead). Each migration has one script per engine.
 */
import { m0001 } from './0001_initial.ts';
import { m0002 } from './0002_credentials.ts';
import { m0003 } from './0003_rate_limits.ts';
import { m0004 } from './0004_reevaluation_runs.ts';
import { m0007 } from './0007_field.ts';
import { m0008 } from './0008_enforcement.ts';
import { m0006 } from './0006_licensing.ts';
import { m0005 } from './0005_survey_declarations.ts';
import { m0009 } from './0009_evaluation_documents.ts';
import { m0010 } from './0010_distributor_accounts.ts';
import { m0011 } from './0011_audit_append.ts';
import { m0012 } from './0012_audit_append_linear.ts';
import type { Migration } from './migration.ts';

// Migrations import their type from ./migration.ts, not from here: this file imports them.
export type { Migration } from './migration.ts';

// Ids sort in application order.
export const MIGRATIONS: readonly Migration[] = [m0001, m0002, m0003, m0004, m0005, m0006, m0007, m0008, m0009, m0010, m0011, m0012];
