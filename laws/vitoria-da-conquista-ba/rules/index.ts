/**
 * Vitória da Conquista — every rule of Lei 709/1993, in the order of the law. Each rule names
 * the units it implements (the first is the citation of its findings); the unit texts are in
 * ../text.ts and `glp explain <rule>` shows them side by side.
 */
import type { RuleDef } from '../../../src/core/pack.ts';
import type { VdcInput } from '../facts.ts';
import { rulesArt1To4 } from './art01-04.ts';
import { rulesArt5 } from './art05.ts';
import { rulesArt6To9 } from './art06-09.ts';
import { rulesArt10To11 } from './art10-11.ts';
import { rulesArt12To13 } from './art12-13.ts';
import { rulesArt14To18 } from './art14-18.ts';
import { rulesArt19To23 } from './art19-23.ts';
import { OPERATING_RULES, withOperatingRules } from './operating.ts';

// The rules of the establishment in operation do not bind an application for the construction
// authorisation (art. 2; ./operating.ts): they are checked for the alvará.
export const vdcRules: RuleDef<VdcInput>[] = withOperatingRules([
  ...rulesArt1To4,
  ...rulesArt5,
  ...rulesArt6To9,
  ...rulesArt10To11,
  ...rulesArt12To13,
  ...rulesArt14To18,
  ...rulesArt19To23,
]);

for (const id of OPERATING_RULES)
  if (!vdcRules.some((r) => r.id === id)) throw new Error(`vitoria-da-conquista-ba: operating rule ${id} is not a rule of the pack`);
