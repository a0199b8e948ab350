/**
 * Nova Odessa — dated parameters of Lei 1.761/2000, each citing the unit that sets it, in the
 * order of the law. Interpretation choices are parameters with `alternatives`.
 */
import type { ParameterDef } from '../../../src/core/types.ts';
import { storageParameters } from './art04-06.ts';
import { safetyParameters } from './art07-09.ts';
import { commerceParameters } from './art12-21.ts';

export { CLASS_IDS, type ClassId, LAW_DATE, type OpeningsRequirement } from './art04-06.ts';

export const novaOdessaParameters: ParameterDef[] = [...storageParameters, ...safetyParameters, ...commerceParameters];
