/**
 * Door of the events module, what other code may use of it (ARCHITECTURE.md).
 * Events and attendance as the teams and auto-team modules use them: finding an event, the SQL
 * that says an event is over (`eventOverSql`) or a post is open, marking attendance, and the
 * refusals (`eventNotFound`, `eventOver`) and the database's "team full" signal; who may see an
 * invite-only event (`eventVisibleTo`, SQL); who is going, for the feed's event deck (`listGoing`);
 * each event's outcome for the matching report (`eventOutcomes`).
 */
export { TEAM_FULL_SQLSTATE, eventOver as eventOverSql, findEvent, inTeamAt, openPost, sqlState } from './repository';
export { isInTeamAt, listGoing, upsertAttendance } from './attendance-repository';
export { EVENT_NOT_FOUND, eventNotFound, eventOver, requireOrganiser } from './service';
export { eventVisibleTo } from './organisers-repository';
export { requireTeamsOpen } from './formation-rules';
export { eventOutcomes, type EventOutcomeRow } from './outcome';
