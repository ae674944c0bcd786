/**
 * Door of the feed module, what other code may use of it (ARCHITECTURE.md).
 * The feed's matching report (the report script prints it) and the skill-filter expansion the
 * recall bench uses. Its routes are registered from ../index.ts.
 */
export { matchingReport } from './report';
export type { WeekReport } from './report';
export type { ReachWeek } from './outcomes-report';
export { expandSkillFilter } from './skills';
