/**
 * What can go wrong with a record, whichever store or shell meets it: a stale version, a
 * record that is not there (or not the caller's), a broken invariant, a duplicate.
 */

/** Optimistic concurrency: the update applies only if the stored version still matches. */
export class VersionConflict extends Error {
  constructor(
    readonly entity: string,
    readonly id: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`${entity} ${id}: version ${expected} expected, ${actual} stored`);
  }
}

/** Not found — also what another municipality's record looks like to the caller. */
export class NotFound extends Error {
  constructor(
    readonly entity: string,
    readonly id: string,
  ) {
    super(`${entity} ${id} not found`);
  }
}

export class Forbidden extends Error {}

/**
 * The data breaks an invariant the store enforces on both engines (a string with a NUL
 * character, coordinates out of range, an unknown filter, a record linked to another
 * municipality's…). Added to the contract by the storage layer; the API maps it to 400.
 */
export class InvalidData extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/** A uniqueness rule was broken (same e-mail, same licence number in a municipality…): 409. */
export class Duplicate extends Error {
  constructor(
    readonly entity: string,
    readonly field: string,
  ) {
    super(`${entity}: another record has the same ${field}`);
  }
}

/** The record's state does not allow the operation (e.g. its law pack is gone): 409. */
export class InvalidState extends Error {}
