/** The colour class of a finding's outcome (the viability answer, its table per class, and the evaluation on the application screens). */
export const STATUS_CLASS: Record<string, string> = {
  satisfied: 'glp-status-ok',
  violated: 'glp-status-bad',
  'cannot-evaluate': 'glp-status-unknown',
  'not-applicable': 'glp-status-na',
};
