/** Nova Odessa — every rule, in the order of the law. */
import type { RuleDef } from '../../../src/core/pack.ts';
import { commerceRules } from './commerce.ts';
import { storageRules, TRANSITION } from './storage.ts';

/** Art. 21 defers every violation of an establishment existing at publication (pack transition 'all'). */
export const novaOdessaRules: RuleDef[] = [...storageRules, ...commerceRules].map((r) =>
  r.exceptions ? r : { ...r, exceptions: TRANSITION },
);
