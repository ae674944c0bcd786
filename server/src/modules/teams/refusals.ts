import { isUniqueViolation } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { sqlState, TEAM_FULL_SQLSTATE } from '../events';

// How the teams use cases refuse, shared by the team and request use cases.

export const TEAM_NOT_FOUND = 'Team not found.';
export const USER_NOT_FOUND = 'User not found.';
export const MEMBER_NOT_FOUND = 'That person is not in this team.';
export const REQUEST_NOT_FOUND = 'Invite or join request not found.';
export const TEAM_FULL = 'This team is full.';
export const NOT_PENDING = 'This invite or join request is no longer open.';

export const teamNotFound = () => notFound(TEAM_NOT_FOUND, 'TEAM_NOT_FOUND');
export const userNotFound = () => notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
export const memberNotFound = () => notFound(MEMBER_NOT_FOUND, 'MEMBER_NOT_FOUND');
export const requestNotFound = () => notFound(REQUEST_NOT_FOUND, 'REQUEST_NOT_FOUND');
export const notOwner = () => forbidden("Only the team's owner can do that.", 'NOT_TEAM_OWNER');
export const teamFull = () => conflict(TEAM_FULL, 'TEAM_FULL');

export const alreadyInTeam = (who: 'me' | 'them') =>
  conflict(who === 'me' ? 'You are already in a team at this event.' : 'This person is already in a team at this event.', 'ALREADY_IN_TEAM');

/** Maps the database's refusals of a new member to answers; anything else is rethrown. */
export function joinRefusal(err: unknown, who: 'me' | 'them'): never {
  if (sqlState(err) === TEAM_FULL_SQLSTATE) throw teamFull();
  if (isUniqueViolation(err)) throw alreadyInTeam(who);
  throw err;
}
