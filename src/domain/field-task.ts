/** Inspection tasks of the field queue (issue 11): how an official closes one. */
export const TASK_OUTCOMES = ['confirmed', 'unfounded', 'not-found', 'referred'] as const;
export type TaskOutcome = (typeof TASK_OUTCOMES)[number];
export type TaskStatus = 'open' | 'assigned' | 'closed';
