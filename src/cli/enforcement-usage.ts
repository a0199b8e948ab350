/**
 * The enforcement acts' usage (glp notices, closures, seizures, inspect): the syntax, the same in
 * both languages, and its notes in words in pt-BR and English (docs/adr/0015).
 */
import type { Text } from '../core/types.ts';

export const NOTICE_ACTS_USAGE =
  'glp notices defence NOTICE [--note TEXT] [--on D] --as EMAIL\n' +
  '       glp notices decide NOTICE --outcome upheld|annulled [--note TEXT] [--on D] --as EMAIL\n' +
  '       glp notices pay NOTICE [--on D] --as EMAIL\n' +
  '       glp notices cancel NOTICE --reason TEXT [--on D] --as EMAIL';
const CLOSURES_SYNTAX =
  'glp closures order --establishment ID --ground G --reason TEXT [--notice ID] [--on D] --as EMAIL\n' +
  '       glp closures lift CLOSURE [--on D] --as EMAIL\n' +
  '       glp closures revoke CLOSURE [--on D] --as EMAIL';
// The notes in words are in both languages (a pt help line in English is a bug: test/pt-text.test.ts).
export const CLOSURES_USAGE: Text = {
  pt:
    `${CLOSURES_SYNTAX}   (notificação da cassação, art. 15 § 2º; depois glp licensing decide CASE)\n` +
    '       glp closures list [MUNICIPALITY] [--establishment ID] [--as EMAIL]\n' +
    '  (cada um com [--format text|json] [--data DIR]; D é dd/mm/aaaa ou AAAA-MM-DD)',
  en:
    `${CLOSURES_SYNTAX}   (notice of revocation, art. 15 § 2º; then glp licensing decide CASE)\n` +
    '       glp closures list [MUNICIPALITY] [--establishment ID] [--as EMAIL]\n' +
    '  (each with [--format text|json] [--data DIR]; D is dd/mm/aaaa or YYYY-MM-DD)',
};
const SEIZURES_SYNTAX =
  'glp seizures seize --establishment ID --item KIND:QUANTITY:DESCRIPTION[:PLATE]… --custody TEXT --release-conditions TEXT [--notice ID] [--on D] --as EMAIL\n' +
  '       glp seizures release SEIZURE [--note TEXT] [--on D] --as EMAIL\n' +
  '       glp seizures list [MUNICIPALITY] [--establishment ID] [--as EMAIL]\n';
export const SEIZURES_USAGE: Text = {
  pt: `${SEIZURES_SYNTAX}  (cada um com [--format text|json] [--data DIR]; KIND é container, vehicle ou goods)`,
  en: `${SEIZURES_SYNTAX}  (each with [--format text|json] [--data DIR]; KIND is container, vehicle or goods)`,
};
const INSPECT_ACTS_SYNTAX =
  'glp inspect record ESTABLISHMENT --input RESULTS.json [--on D] --as EMAIL\n' +
  '       glp inspect list [MUNICIPALITY] [--establishment ID] [--as EMAIL] | glp inspect show INSPECTION [--as EMAIL]\n';
const RESULTS_SHAPE = 'RESULTS.json: {"facts": {…}, "results": {RULE: {"result", "notes"}}}';
export const INSPECT_ACTS_USAGE: Text = {
  pt: `${INSPECT_ACTS_SYNTAX}  (cada um com [--format text|json] [--data DIR]; ${RESULTS_SHAPE}, veja examples/)`,
  en: `${INSPECT_ACTS_SYNTAX}  (each with [--format text|json] [--data DIR]; ${RESULTS_SHAPE}, see examples/)`,
};
