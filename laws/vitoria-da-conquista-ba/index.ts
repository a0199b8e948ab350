/** Vitória da Conquista/BA law pack: Lei 709/1993. */
import { definePack } from '../../src/core/pack.ts';
import { vdcEnforcement, enforcementParameters } from './enforcement.ts';
import { vdcProcedure } from './procedure.ts';
import { classify } from './classes.ts';
import { ART24_UNKNOWN_FACT, art24CoversResale, art24CoversStation, glpResaleRulesOfStation } from './helpers.ts';
import { vdcParameters } from './parameters/index.ts';
import { vdcRules } from './rules/index.ts';
import { vdcLaw } from './text.ts';
import { vdcFacts } from './facts.ts';
import { vdcSiteClasses } from './site-classes.ts';
import boundary from './boundary.json' with { type: 'json' };
import { boundaryFromFeature } from '../../src/core/boundary.ts';

export const vdcPack = definePack({
  id: 'vitoria-da-conquista-ba',
  name: 'Vitória da Conquista',
  uf: 'BA',
  ibge: '2933307',
  boundary: boundaryFromFeature('vitoria-da-conquista-ba', boundary),
  procedure: vdcProcedure,
  version: '2026.12.05.17',
  laws: [vdcLaw],
  facts: vdcFacts,
  parameters: [...vdcParameters, ...enforcementParameters],
  enforcement: vdcEnforcement,
  rules: vdcRules,
  classify,
  // Art. 5: the class a point admits by the zone of art. 2, with the lot each class requires.
  siteClasses: vdcSiteClasses,
  // Art. 24 reviews "os Alvarás existentes para revenda de gás liquefeito": the deferral the pack
  // reads in it covers every provision for a resale of its own (outlet, shop), and only the GLP
  // resale provisions for a fuel station that also resells GLP (helpers.ts art24CoversStation).
  transitions: [
    {
      unit: 'art24',
      title: {
        pt: 'Revisão dos alvarás de revenda de GLP existentes em até 60 dias da publicação',
        en: 'Review of existing GLP resale licences within 60 days of publication',
      },
      covers: art24CoversResale,
      unknownFact: ART24_UNKNOWN_FACT,
      // "no prazo máximo de 60 (sessenta) dias da publicação": day 60 is the last day (Código Civil, art. 132).
      period: { parameter: 'licence-review-days' },
      rules: 'all',
    },
    {
      unit: 'art24',
      title: {
        pt: 'Revisão do alvará de revenda de GLP de posto de abastecimento existente (só as disposições da revenda de GLP)',
        en: "Review of an existing fuel station's GLP resale licence (the GLP resale provisions only)",
      },
      covers: art24CoversStation,
      unknownFact: ART24_UNKNOWN_FACT,
      period: { parameter: 'licence-review-days' },
      rules: glpResaleRulesOfStation(vdcRules),
    },
  ],
  // Issue 11: sale from vehicles only if authorised by the distributors (art. 5 § 1º VI).
  // Art. 5º § 1º VI also decides a plate registered to no outlet: it shows no distributor's authorisation.
  field: { timeZone: 'America/Bahia', vehicles: { rules: ['art5-par1-VI'], unregistered: 'art5-par1-VI' } },
  notes: [
    'OCR transcription: every correction is a transcription note (glp laws show). Classes A/B/C zone items are kept as read; the scan is uncertain there.',
    "Zoning (Plano Diretor) is external: the lot's zone kind is a fact; the Secretaria de Obras e Urbanismo's opinion (art. 19 I) covers the location within the zone.",
    'Fines (art. 27) come from the municipal police-power law, not received: parameter fine-amount has no value and fines.ts answers "not set".',
    'Distances to the urban perimeter (arts. 16, 18) are entered facts (zone.distanceToUrbanPerimeterM); the perimeter is not a place category.',
  ],
});

/** The pack this directory contributes (found by src/app/packs.ts loadPackRegistry). */
export { vdcPack as pack };
