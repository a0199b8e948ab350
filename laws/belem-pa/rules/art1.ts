/**
 * Belém — art. 1: "A Construção e funcionamento de Postos Revendedores de GLP … dependem de
 * Licença Municipal" — and § 1º: "As mesmas condições são também exigíveis para adaptação de
 * outras construções para o uso como Postos". An outlet in operation without the licence
 * violates art. 1 (art. 5 exempts existing outlets from arts. 2 and 4 only, never from the
 * licence); so do works building an outlet, or adapting another building into one, without
 * the licence to build.
 */
import type { RuleDef } from '../../../src/core/pack.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import { isLicenceApplication, operatingLicenceOutcome } from '../../../src/core/rulekit-establishment.ts';
import type { BelemInput } from '../facts.ts';
import { OUTLET } from './common.ts';

const art1: RuleDef<BelemInput> = {
  id: 'art1',
  implements: ['art1'],
  title: { pt: 'Funcionamento dependente de Licença Municipal', en: 'Operation depends on the municipal licence' },
  activities: OUTLET,
  evaluate: (ctx) => operatingLicenceOutcome(ctx, { pt: 'Licença Municipal', en: 'municipal licence', feminine: true }),
};

/**
 * "A Construção … de Postos Revendedores … dependem de Licença Municipal": what an inspection
 * (or a check with no application) can see is works under way (establishment.worksUnderWay);
 * with them, the licence to build (documents.constructionLicence, or the approval date
 * establishment.constructionLicenceApprovedOn) must have been granted by the evaluation date.
 * An application asks for that licence itself (not applicable). Whether an outlet already
 * built had its licence when it was built is not asked: the licence to operate (rule art1)
 * follows the approved plans (art. 2).
 */
const art1Construction: RuleDef<BelemInput> = {
  id: 'art1-construction',
  implements: ['art1'],
  title: {
    pt: 'Construção ou adaptação dependente de Licença Municipal',
    en: 'Construction or adaptation depends on the municipal licence',
  },
  activities: OUTLET,
  evaluate(ctx) {
    const type = ctx.input.application?.type;
    if (type !== undefined && type !== 'inspection') {
      ctx.fact('application.type', type);
      return notApplicable(
        ctx,
        isLicenceApplication(ctx)
          ? 'Pedido de licença: a construção é examinada pelas regras do art. 2º, que o pedido cumpre para ser aprovado.'
          : 'Não é fiscalização: obras em curso são verificadas na fiscalização.',
        isLicenceApplication(ctx)
          ? 'Licence application: the construction is examined under the rules of art. 2, which the application meets to be approved.'
          : 'Not an inspection: works under way are checked at inspection.',
      );
    }
    if (!ctx.need('establishment.worksUnderWay'))
      return notApplicable(
        ctx,
        'Nenhuma obra de construção ou adaptação do posto em curso.',
        'No works building or adapting the outlet under way.',
      );
    const approved = ctx.read('establishment.constructionLicenceApprovedOn');
    if (approved !== undefined && approved <= ctx.date) {
      ctx.fact('establishment.constructionLicenceApprovedOn', approved);
      return {
        status: 'satisfied',
        message: ctx.t(
          `Obras com licença para construção aprovada em ${ctx.d(approved)}.`,
          `Works with a construction licence approved on ${ctx.d(approved)}.`,
        ),
      };
    }
    const d = ctx.document('constructionLicence');
    if (!d.held)
      return {
        status: 'violated',
        message: ctx.t(
          'Obras de construção ou adaptação do posto em curso sem Licença Municipal (art. 1º e § 1º).',
          'Works building or adapting the outlet under way without the municipal licence (art. 1 and § 1).',
        ),
      };
    if (d.expired)
      return {
        status: 'violated',
        message: ctx.t(
          `Obras em curso com a licença para construção vencida em ${ctx.d(d.validUntil as string)}.`,
          `Works under way with the construction licence expired on ${ctx.d(d.validUntil as string)}.`,
        ),
      };
    return { status: 'satisfied', message: ctx.t('Obras com licença para construção.', 'Works with a construction licence.') };
  },
};

export const art1Rules: RuleDef<BelemInput>[] = [art1, art1Construction];
