/**
 * The names of the statuses the CLI's listings print (`glp tasks list`, `glp notices list`,
 * `glp closures list`, `glp seizures list`, `glp inspect list`, the licensing acts' lines): the
 * catalog is src/core/status-names.ts (the use cases' refusals name the states with it too).
 */
export { itemStatusName, STATUS_NAMES, type StatusKind, statusName } from '../core/status-names.ts';
