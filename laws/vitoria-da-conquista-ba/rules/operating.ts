/**
 * Vitória da Conquista — what the construction authorisation does not ask. Art. 2: "Compete ao
 * Município … autorizar a construção e o funcionamento": two acts (procedure.ts, stages
 * construction and alvara). An application for the construction authorisation (application.type
 * 'construction') describes an establishment not yet built: it is held to the siting and building
 * requirements (zones and frontage, art. 2 and § 1º; lot, class and setback, arts. 4–7; the
 * building of arts. 8–13 I–V and 17 I–IX; parking, street width and distances, arts. 20–23), which
 * decide whether it may be built where and as planned. What binds the establishment in operation
 * is checked in the evaluation for the alvará (made as a new establishment: procedure.ts,
 * evaluation), never dropped:
 *  - art. 19 I–IV: the opinions come "antes de conceder o Alvará para funcionamento";
 *  - art. 5 § 2º: the stock above the quantity "definida no Alvará".
 * Those two are the alvará's by the law's words. The others are the alvará's by a reading, the
 * interpretation parameter operating-rules-stage (parameters/stages.ts), which the finding of a
 * construction application names wherever it decides:
 *  - art. 5 I–III (the cylinders the class permits in storage), art. 12 VII and art. 13 IX
 *    (storage in the class's quantity): the stock;
 *  - art. 5 § 1º VI (sale from vehicles), § 4º (cylinders on the sidewalk), arts. 14 and 15
 *    (containers near doors or on public ways): how the containers are kept and sold;
 *  - art. 12 VI and VIII, art. 13 VI, VII, VIII and X, art. 17 X: signs, extinguishers, no other
 *    activity, empties apart from the full — the equipment and use of the place built (art. 13's
 *    caput lists them among the conditions "a construção obedecerá").
 * Default "alvara": left out of the construction application, checked for the alvará before it
 * operates; "construction-and-alvara": judged at both acts.
 */
import type { RuleDef } from '../../../src/core/pack.ts';
import { notForConstruction } from '../../../src/core/rulekit-establishment.ts';
import { notApplicable } from '../../../src/core/rulekit.ts';
import type { VdcInput } from '../facts.ts';
import { OPERATING_RULES_AT_ALVARA } from '../parameters/stages.ts';

/** The rules the law's words give to the alvará (art. 19 I–IV, art. 5 § 2º), by id. */
export const ALVARA_RULES_BY_WORDS: ReadonlySet<string> = new Set(['art5-par2', 'art19-I', 'art19-II', 'art19-III', 'art19-IV']);

/** The rules of the establishment in operation the reading operating-rules-stage places (see above), by id. */
export const ALVARA_RULES_BY_READING: ReadonlySet<string> = new Set([
  'art5-I-quantity',
  'art5-II-quantity',
  'art5-III-quantity',
  'art5-par1-VI',
  'art5-par4',
  'art12-VI',
  'art12-VII',
  'art12-VIII',
  'art13-VI',
  'art13-VII',
  'art13-VIII',
  'art13-IX',
  'art13-X',
  'art14',
  'art15',
  'art17-X',
]);

/** The rules of the establishment in operation (both sets), by id. */
export const OPERATING_RULES: ReadonlySet<string> = new Set([...ALVARA_RULES_BY_WORDS, ...ALVARA_RULES_BY_READING]);

const READING = 'operating-rules-stage';

const WHY = {
  pt: 'Pedido de autorização para construção (art. 2º): esta exigência é do estabelecimento em funcionamento e é verificada na avaliação para o alvará de funcionamento (art. 19).',
  en: 'Application for the construction authorisation (art. 2): this requirement binds the establishment in operation and is checked in the evaluation for the operating licence (art. 19).',
};

/**
 * A rule the reading operating-rules-stage gives to the alvará: for a construction application,
 * not applicable under "alvara" (the finding names the reading), evaluated under the other.
 */
function atAlvaraByReading(rule: RuleDef<VdcInput>): RuleDef<VdcInput> {
  return {
    ...rule,
    parameters: [...(rule.parameters ?? []), READING],
    evaluate(ctx) {
      if (ctx.input.application?.type !== 'construction') return rule.evaluate(ctx);
      if (ctx.interpretation(READING) !== OPERATING_RULES_AT_ALVARA) return rule.evaluate(ctx);
      ctx.fact('application.type', 'construction');
      return notApplicable(ctx, WHY.pt, WHY.en);
    },
  };
}

/** Every rule, those of the establishment in operation not applicable to an application for the construction authorisation. */
export function withOperatingRules(rules: readonly RuleDef<VdcInput>[]): RuleDef<VdcInput>[] {
  return rules.map((r) => {
    if (ALVARA_RULES_BY_WORDS.has(r.id)) return notForConstruction(r, WHY);
    return ALVARA_RULES_BY_READING.has(r.id) ? atAlvaraByReading(r) : r;
  });
}
