/**
 * What can go wrong with a record, whichever store or shell meets it: a stale version, a
 * record that is not there (or not the caller's), a broken invariant, a duplicate.
 *
 * Every one carries its words in both languages (`text`, docs/adr/0015): the CLI prints
 * `text[lang]` (`--lang`, pt-BR by default), the API puts it in the problem's `detail` as
 * Accept-Language asks. `message` — logs, stack traces — is the English. A free-text refusal is
 * written in both where it is thrown, so one in a single language does not compile; the
 * structured ones (NotFound, VersionConflict, Duplicate) are said from their parts.
 */
import type { Text } from '../core/types.ts';

/** The store's entities in pt-BR (NotFound, VersionConflict, Duplicate); the English is the entity's own word. */
const ENTITY_PT: Readonly<Record<string, string>> = {
  application: 'pedido',
  closure: 'interdição',
  complaint: 'denúncia',
  enforcement: 'ato de fiscalização',
  establishment: 'estabelecimento',
  evaluation: 'avaliação',
  licence: 'licença',
  'licensing-item': 'item do procedimento de licenciamento',
  municipality: 'município',
  photo: 'foto',
  place: 'local',
  'reevaluation run': 'reavaliação',
  seizure: 'apreensão',
  session: 'sessão',
  survey: 'levantamento',
  task: 'tarefa',
  token: 'token',
  user: 'usuário',
  vehicle: 'veículo',
};

/** An entity's name in pt-BR (an unknown one as written: never guessed). */
export function entityPt(entity: string): string {
  return ENTITY_PT[entity] ?? entity;
}

/** A refusal in both languages; `message` is the English. */
export class Refusal extends Error {
  readonly text: Text;
  constructor(text: Text) {
    super(text.en);
    this.text = text;
  }
}

/** Optimistic concurrency: the update applies only if the stored version still matches. */
export class VersionConflict extends Refusal {
  constructor(
    readonly entity: string,
    readonly id: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super({
      pt: `${entityPt(entity)} ${id}: esperada a versão ${expected}, gravada a ${actual}`,
      en: `${entity} ${id}: version ${expected} expected, ${actual} stored`,
    });
  }
}

/** Not found — also what another municipality's record looks like to the caller. */
export class NotFound extends Refusal {
  constructor(
    readonly entity: string,
    readonly id: string,
  ) {
    super({ pt: `não há ${entityPt(entity)} ${id}`, en: `${entity} ${id} not found` });
  }
}

/** The caller may not do this (its roles, its municipality, its own records only): 403. */
export class Forbidden extends Refusal {}

/**
 * The data breaks an invariant the store enforces on both engines (a string with a NUL
 * character, coordinates out of range, an unknown filter, a record linked to another
 * municipality's…). Added to the contract by the storage layer; the API maps it to 400.
 * `why` is said in both; the field path stays as written (it is what the request says).
 */
export class InvalidData extends Refusal {
  constructor(
    readonly field: string,
    why: Text,
  ) {
    super({ pt: `${field}: ${why.pt}`, en: `${field}: ${why.en}` });
  }
}

/** A uniqueness rule was broken (same e-mail, same licence number in a municipality…): 409. */
export class Duplicate extends Refusal {
  constructor(
    readonly entity: string,
    readonly field: string,
  ) {
    super({
      pt: `${entityPt(entity)}: outro registro já tem o mesmo ${field}`,
      en: `${entity}: another record has the same ${field}`,
    });
  }
}

/** The record's state does not allow the operation (e.g. its law pack is gone): 409. */
export class InvalidState extends Refusal {}
