/**
 * Salvador — rules, in the order of the law. Each rule names the units it implements; the
 * unit texts are in ../text.ts. Every violated finding also names the art. 15 item that
 * punishes it (parameter penalty-by-rule).
 */
import type { RuleDef } from '../../../src/core/pack.ts';
import type { SalvadorInput } from '../facts.ts';
import { art1Rules, art15Rules } from './art1-15.ts';
import { art1Par1 } from './art1-par1.ts';
import { art2Rules } from './art2.ts';
import { withPenalty } from './penalty.ts';
import { storageRules } from './storage.ts';
import { vehicleRules, vehicleSignRules } from './vehicles.ts';

const [art7, art8, ...afterArt8] = storageRules;

export const salvadorRules: RuleDef<SalvadorInput>[] = [
  ...art1Rules,
  art1Par1,
  ...art2Rules,
  ...vehicleRules,
  art7 as RuleDef<SalvadorInput>,
  art8 as RuleDef<SalvadorInput>,
  ...vehicleSignRules,
  ...afterArt8,
  ...art15Rules,
].map(withPenalty);
