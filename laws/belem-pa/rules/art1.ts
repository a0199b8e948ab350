/**
 * Belém — art. 1: "A Construção e funcionamento de Postos Revendedores de GLP … dependem de
 * Licença Municipal". An outlet in operation without it violates art. 1 (art. 5 exempts
 * existing outlets from arts. 2 and 4 only, never from the licence).
 */
import type { RuleDef } from '../../../src/core/pack.ts';
import { operatingLicenceOutcome } from '../../../src/core/rulekit-establishment.ts';
import type { BelemInput } from '../facts.ts';
import { OUTLET } from './common.ts';

const art1: RuleDef<BelemInput> = {
  id: 'art1',
  implements: ['art1'],
  title: { pt: 'Funcionamento dependente de Licença Municipal', en: 'Operation depends on the municipal licence' },
  activities: OUTLET,
  evaluate: (ctx) => operatingLicenceOutcome(ctx, { pt: 'Licença Municipal', en: 'municipal licence', feminine: true }),
};

export const art1Rules: RuleDef<BelemInput>[] = [art1];
