/**
 * Belém — rules, in the order of the law. Each rule names the units it implements; the unit
 * texts are in ../text.ts and `glp explain <rule>` shows them side by side.
 */
import type { RuleDef } from '../../../src/core/pack.ts';
import type { BelemInput } from '../facts.ts';
import { art1Rules } from './art1.ts';
import { art2Rules } from './art2.ts';
import { art3To7Rules } from './art3-7.ts';

export const belemRules: RuleDef<BelemInput>[] = [...art1Rules, ...art2Rules, ...art3To7Rules];
