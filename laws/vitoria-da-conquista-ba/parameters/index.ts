/**
 * Vitória da Conquista — dated parameters of Lei 709/1993, each citing the unit that sets it,
 * in the order of the law. OCR figures are read as the transcription notes say.
 */
import type { ParameterDef } from '../../../src/core/types.ts';
import { zoneToClassParameters } from './art02-05.ts';
import { stationParameters } from './art06-11.ts';
import { glpParameters } from './art12-18.ts';
import { procedureParameters } from './art19-27.ts';
import { stageParameters } from './stages.ts';

export {
  OUTLET_STATUSES_EXISTING,
  OUTLET_STATUSES_WITH_APPROVED,
  OUTLET_STATUSES_WITH_PENDING,
  ZONE_MAP_COMMERCIAL_AS_TRANSITION,
  ZONE_MAP_DEFAULT,
} from './common.ts';

export const vdcParameters: ParameterDef[] = [
  ...zoneToClassParameters,
  ...stationParameters,
  ...glpParameters,
  ...procedureParameters,
  ...stageParameters,
];
