/**
 * Door of the auto-team module, what other code may use of it (ARCHITECTURE.md).
 * Auto-team's public face: the team-forming solver and its quality measures (the bench drives
 * them), the demo pool, the time-zone arithmetic the teams module scores with, and writing a
 * proposal (tests seed one). Its routes and job are registered from ../index.ts and ../jobs.ts.
 */
export { demoPool } from './demo-pool';
export { fillInOrder, measureTeams, soughtRolesMet } from './quality';
export { insertProposal } from './round-repository';
export { formTeams, parseRequiredRoles, requiredRolesMet } from './formation';
export type { ExistingTeam, Formation, RequiredRoles } from './formation';
export { proposeTeams } from './solver';
export type { ProposedTeam, TeamCandidate, TeamLimits } from './solver';
export { offsetOrNull, offsetSpreadMinutes } from './time-zones';
export { getProposal } from './service';
export { runAutoTeam } from './round-service';
