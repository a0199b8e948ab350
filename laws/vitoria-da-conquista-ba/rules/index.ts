/**
 * Vitória da Conquista — every rule of Lei 709/1993, in the order of the law. Each rule names
 * the units it implements (the first is the citation of its findings); the unit texts are in
 * ../text.ts and `glp explain <rule>` shows them side by side.
 */
import type { RuleDef } from '../../../src/core/pack.ts';
import { rulesArt1To5 } from './art01-05.ts';
import { rulesArt6To11 } from './art06-11.ts';
import { rulesArt12To18 } from './art12-18.ts';
import { rulesArt19To23 } from './art19-23.ts';
import type { VdcInput } from '../facts.ts';

export const vdcRules: RuleDef<VdcInput>[] = [...rulesArt1To5, ...rulesArt6To11, ...rulesArt12To18, ...rulesArt19To23];
