/** Belém/PA law pack. */
import { nbrClassifier } from '../../src/core/classes.ts';
import { definePack } from '../../src/core/pack.ts';
import { belemEnforcement, enforcementParameters } from './enforcement.ts';
import { belemProcedure } from './procedure.ts';
import { existedAtPublication } from '../../src/core/rulekit-establishment.ts';
import { belemParameters } from './parameters.ts';
import { belemRules } from './rules/index.ts';
import { classQuantity } from './rules/quantity.ts';
import { belemLaw } from './text.ts';
import { belemFacts } from './facts.ts';
import boundary from './boundary.json' with { type: 'json' };
import { boundaryFromFeature } from '../../src/core/boundary.ts';

export const belemPack = definePack({
  id: 'belem-pa',
  name: 'Belém',
  uf: 'PA',
  ibge: '1501402',
  boundary: boundaryFromFeature('belem-pa', boundary),
  procedure: belemProcedure,
  version: '2026.12.05.17',
  laws: [belemLaw],
  facts: belemFacts,
  parameters: [...belemParameters, ...enforcementParameters],
  enforcement: belemEnforcement,
  rules: belemRules,
  // Art. 2, I, b: the class of the storage area the plan asks for, or of the stock (the larger).
  classify: nbrClassifier('art2-I-b', ['glp-resale'], (ctx) => classQuantity(ctx.input, ctx)),
  transitions: [
    {
      unit: 'art4-parU',
      title: { pt: 'Adaptações do art. 3º em 6 meses', en: 'Art. 3 adaptations within 6 months' },
      covers: existedAtPublication,
      // "no prazo máximo de seis meses": counted from the law's entry into force (Código Civil, art. 132).
      period: { parameter: 'adaptation-period-months' },
      rules: ['art3-I', 'art3-II', 'art3-III', 'art3-IV', 'art3-V', 'art3-VI'],
    },
  ],
  // Issue 11: delivery vehicles (art. 6: forbidden kinds; § 1º owned or contracted).
  field: {
    timeZone: 'America/Belem',
    // Art. 6º § 1º: the vehicle is the outlet's own or held under contract; a plate no outlet registered shows neither.
    vehicles: { rules: ['art6', 'art6-par1'], unregistered: 'art6-par1', contract: 'art6-par1' },
  },
  notes: [
    'Art. 2, I, b delegates distances to ABNT NBR 15514:2007; the loaded table is NBR 15514:2020 (CBMGO NT 28/2022) and findings say so.',
  ],
});

/** The pack this directory contributes (found by src/app/packs.ts loadPackRegistry). */
export { belemPack as pack };
