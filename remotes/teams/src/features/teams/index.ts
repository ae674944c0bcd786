// Teams: cards and lists (an event's, mine), the team's page parts (overview, members, edit,
// leave), founding one, and what to refresh when membership changes.
export { CreateTeam } from './components/create-team';
export { EditTeam } from './components/edit-team';
export { EventTeams, NO_TEAMS_TEXT } from './components/event-teams';
export { LeaveTeam } from './components/leave-team';
export { MyTeams } from './components/my-teams';
export { TeamCard, type TeamCardProps } from './components/team-card';
export { TeamForm, type TeamFormProps } from './components/team-form';
export { TeamMembers } from './components/team-members';
export { TeamOverview } from './components/team-overview';
export { refreshTeamData } from './hooks/refresh-team-data';
export { useTeam } from './hooks/use-teams';
