/**
 * Salvador — dated parameters, each citing the unit that sets it, in the order of the law.
 * Interpretation choices carry their alternatives; a municipality's legal department changes a
 * value here (or by what-if override) without touching the rules.
 */
import type { ParameterDef } from '../../../src/core/types.ts';
import { siteAndSoundParameters } from './art2-4.ts';
import { safetyParameters } from './art2-11.ts';
import { penaltyParameters } from './art15.ts';

export { type FireWallReduction, LAW_DATE, type SoundWindows } from './common.ts';

export const salvadorParameters: ParameterDef[] = [...siteAndSoundParameters, ...safetyParameters, ...penaltyParameters];
