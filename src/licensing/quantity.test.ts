/**
 * The quantity a licence states (src/licensing/quantity.ts): the kg requested and, where the law
 * counts containers (Vitória da Conquista art. 5 § 3º), the botijões they equal — the number rule
 * art5-par3 computes, with botijao-kg in force on the decision date; kg only elsewhere; the stock
 * described when nothing was requested.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { citationOf } from '../core/citation.ts';
import { evaluate } from '../core/engine.ts';
import { parseInputFor } from '../core/input/validate.ts';
import { stageOnDate } from '../core/procedure.ts';
import type { Pack } from '../core/pack.ts';
import type { ParameterDef } from '../core/types.ts';
import { mustPack } from '../../test/support/packs.ts';
import { licensedQuantity } from './quantity.ts';

const D = '2026-11-30';
const example = (id: string): Record<string, unknown> => {
  const raw = JSON.parse(readFileSync(new URL(`../../examples/${id}-approvable.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  delete raw['$schema'];
  return raw;
};
/** The unit as the licence cites it (as src/app/licensing.ts citeOf does). */
const citeOf = (pack: Pack) => (unit: string) => citationOf(pack.laws[0]!, unit).text;
const withRequested = (input: Record<string, unknown>, kg: number | undefined): Record<string, unknown> => {
  const application = { ...(input['application'] as Record<string, unknown>) };
  if (kg === undefined) delete application['requestedQuantity'];
  else application['requestedQuantity'] = kg;
  return { ...input, application };
};

/** The VdC alvará (after the construction authorisation of art. 2): the stage that states the quantity (art. 5 § 3º). */
const vdcAlvara = (vdc: Pack) => vdc.procedure!.stages.find((s) => s.id === 'alvara')!;

describe('the quantity a licence states', () => {
  const vdc = mustPack('vitoria-da-conquista-ba');
  const vdcStage = stageOnDate(vdcAlvara(vdc), vdc.parameters, D);

  it('Vitória da Conquista, requested: the kg and the botijões they equal (art. 5 § 3º), as the rule counts them', () => {
    const q = licensedQuantity(vdcStage, example(vdc.id), citeOf(vdc));
    assert.deepEqual(q, {
      quantityBasis: 'requested',
      kg: 2740,
      containers: 210.77,
      containerCount: { kg: 13, name: { pt: 'botijões', en: 'cylinders' }, citation: 'Lei 709/1993, art. 5º, § 3º' },
    });
    // The same number rule art5-par3 finds for the same request: one arithmetic, not two.
    for (const kg of [13, 1000, 2740, 3249]) {
      const input = withRequested(example(vdc.id), kg);
      const finding = evaluate(vdc, parseInputFor(vdc, input), { date: D }).findings.find((f) => f.rule === `${vdc.id}/art5-par3`);
      assert.equal(licensedQuantity(vdcStage, input, citeOf(vdc)).containers, finding?.facts['requestedCylinders'], `${kg} kg`);
    }
  });

  it('Vitória da Conquista, nothing requested: the stock described, as licences stated before', () => {
    const q = licensedQuantity(vdcStage, withRequested(example(vdc.id), undefined), citeOf(vdc));
    assert.deepEqual(q, { quantityBasis: 'stock-described', containers: 196, kg: 2740, containerCount: null });
  });

  it('the capacity of the botijão is the one in force on the decision date', () => {
    const p13 = vdc.parameters.find((p) => p.id === 'botijao-kg') as ParameterDef;
    const moved = {
      ...p13,
      values: [
        { from: '1993-01-01', to: '2027-01-01', value: 13, cite: 'art5' },
        { from: '2027-01-01', value: 20, cite: 'art5' },
      ],
    } as ParameterDef;
    const params = [...vdc.parameters.filter((p) => p.id !== 'botijao-kg'), moved];
    const stage = vdcAlvara(vdc);
    const on = (date: string) => licensedQuantity(stageOnDate(stage, params, date), example(vdc.id), citeOf(vdc));
    assert.equal(on('2026-12-31').containers, 210.77);
    assert.equal(on('2027-01-01').containers, 137);
    assert.equal(on('2027-01-01').containerCount?.kg, 20);
    assert.throws(() => licensedQuantity(stage, example(vdc.id), citeOf(vdc)), /read on the decision date/);
    assert.throws(() => stageOnDate(stage, [], D), /parameter botijao-kg has no amount on 2026-11-30/);
  });

  it('Salvador and Belém, whose laws count kg: the kg requested, no containers', () => {
    const ssa = mustPack('salvador-ba');
    for (const stage of ssa.procedure!.stages) {
      const q = licensedQuantity(stageOnDate(stage, ssa.parameters, D), example(ssa.id), citeOf(ssa));
      assert.deepEqual(q, { quantityBasis: 'requested', kg: 1560, containers: null, containerCount: null }, stage.id);
    }
    const bel = mustPack('belem-pa');
    const stage = stageOnDate(bel.procedure!.stages[0]!, bel.parameters, D);
    assert.deepEqual(licensedQuantity(stage, withRequested(example(bel.id), 1560), citeOf(bel)), {
      quantityBasis: 'requested',
      kg: 1560,
      containers: null,
      containerCount: null,
    });
    assert.deepEqual(licensedQuantity(stage, example(bel.id), citeOf(bel)), {
      quantityBasis: 'stock-described',
      containers: 104,
      kg: 1480,
      containerCount: null,
    });
  });

  it('a stage that states no quantity states none, whatever was requested', () => {
    const stage = { ...vdcStage, states: ['class'] as const };
    assert.deepEqual(licensedQuantity(stage, example(vdc.id), citeOf(vdc)), {
      quantityBasis: null,
      containers: null,
      kg: null,
      containerCount: null,
    });
  });
});
