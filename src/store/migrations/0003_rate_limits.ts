/**
 * Rate limits kept in the store (issue #9 item 1): the one state every `glp serve --workers`
 * process shares, so a budget holds whatever process a request lands on, and counting an
 * attempt is one atomic statement (an UPSERT) on both engines. Not audited: an attempt
 * changes no record, and an attacker must not be able to grow the audit chain at will.
 *
 * key_hash: sha256 of the limit's key (an email or an address is never stored as such).
 * tat:      milliseconds since the epoch: when the next attempt is allowed (per-account
 *           delay), or the "theoretical arrival time" of a GCRA budget (per-address budget).
 * attempts: attempts counted since the last success (per-account delay).
 * expires_at: when the row no longer limits anything and may be deleted.
 */
import type { Migration } from './migration.ts';

const sqlite = `
CREATE TABLE rate_limits (
  key_hash TEXT PRIMARY KEY,
  tat INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);
`;

const postgres = `
CREATE TABLE rate_limits (
  key_hash text COLLATE "C" PRIMARY KEY,
  tat bigint NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  updated_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX rate_limits_expires ON rate_limits (expires_at);
`;

export const m0003: Migration = { id: '0003_rate_limits', sqlite, postgres };
