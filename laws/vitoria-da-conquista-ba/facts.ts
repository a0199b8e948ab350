/**
 * Vitória da Conquista — the facts its law uses: the shared vocabulary (src/core/input/schema.ts) plus what
 * only this law names. Rules are written against `VdcInput`, so a fact path is checked
 * against this vocabulary; the rule builders are bound to it here.
 */
import type { EstablishmentInput } from '../../src/core/input/schema.ts';
import { ruleKit } from '../../src/core/rulekit.ts';

export type VdcInput = EstablishmentInput;

export const { thresholdRule, flagRule, documentRule, distanceRule, guard } = ruleKit<VdcInput>();
