/**
 * Salvador — dated parameters, each citing the unit that sets it. Interpretation choices carry
 * their alternatives; a municipality's legal department changes a value here (or by what-if
 * override) without touching the rules.
 */
import { salvadorLaw } from '../text.ts';

/** The law's date, used as publication date (see text.ts inForceNote). */
export const LAW_DATE = salvadorLaw.inForceFrom;

export interface SoundWindows {
  weekdays: { days: string[]; from: string; to: string };
  saturday: { days: string[]; from: string; to: string };
  forbidden: string[];
}

/** The NBR 15514 fire wall's requirements (the shape every pack's parameter takes: rule kit). */
export type { FireWallReduction } from '../../../src/core/rulekit-firewall.ts';

// Defaults shared by value and alternative (ctx.interpretation finds the chosen alternative by identity).
export const STATUSES_DEFAULT = ['licensed', 'existing', 'construction-approved'];
export const MOTORCYCLE_LIKE_DEFAULT = ['motorcycle', 'motorised-bicycle', 'tricycle'];
export const PUBLIC_ASSEMBLY_DEFAULT = ['public-assembly'];
/** Art. 2 III "quantidade ... de GLP": containers holding gas. */
export const GAS_STATES_DEFAULT = ['full', 'partly-used'];

export const FINE_NOTE =
  'Amount fixed by the law in reais; no update index is provided, so it stays nominal until the municipality enters a new dated value.';
