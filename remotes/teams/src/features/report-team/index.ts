// Reporting a team to the moderators.
export { ReportTeam } from './components/report-team';
