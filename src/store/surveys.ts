/**
 * The store's survey declarations (issue 7 item 1; src/domain/survey.ts). Writes are for
 * officials of the municipality and system administrators, audited in the same transaction;
 * reads with a scope see that scope's municipality only, reads with `null` (the siting engine,
 * like the place registries) any.
 */
import type { PlaceRecord } from '../domain/place.ts';
import type { Scope } from '../domain/roles.ts';
import type { SurveyDeclaration, SurveyDraft } from '../domain/survey.ts';

export type { SurveyArea, SurveyDeclaration, SurveyDraft } from '../domain/survey.ts';

export interface SurveyStore {
  /** Records declarations (append-only), one audit entry each; all or nothing. */
  declare(scope: Scope, drafts: readonly SurveyDraft[]): Promise<SurveyDeclaration[]>;
  /** Every declaration of a municipality, history included, by category then validFrom then declaredAt. */
  list(scope: Scope | null, municipality: string): Promise<SurveyDeclaration[]>;
  /** An import and its declarations in ONE transaction: both or neither (`glp places import --surveyed`). */
  importSurveyed(
    scope: Scope,
    places: Omit<PlaceRecord, 'id' | 'version'>[],
    drafts: readonly SurveyDraft[],
  ): Promise<{ places: number; surveys: SurveyDeclaration[] }>;
}
