/**
 * Door of the teams module, what other code may use of it (ARCHITECTURE.md).
 * What auto-team, account deletion and reports do to teams: writing a formed team, leaving all
 * teams, whether a team is visible to someone, and the "team not found" refusal team chat shares.
 */
export { cancelAfterJoin } from './request-repository';
export { insertMember, insertTeam, leaveAllTeams, lockAttendance, replaceOpenRoles, teamVisibleTo } from './repository';
export { TEAM_NOT_FOUND } from './refusals';
export { requestInbox } from './read-service';
