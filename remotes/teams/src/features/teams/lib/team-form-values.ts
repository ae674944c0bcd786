import type { Role } from '@hackmate/shared/catalogues';
import type { OpenRole, TeamDetail } from '@hackmate/shared/contracts';

export interface TeamFormValues {
  name: string;
  idea: string;
  openRoles: OpenRole[];
  /** The role I fill (a new team only); '' for none. */
  myRole: Role | '';
}

export const TEAM_FIELDS = ['name', 'idea', 'openRoles', 'myRole'] as const;
export type TeamField = (typeof TEAM_FIELDS)[number];

export const EMPTY_TEAM: TeamFormValues = { name: '', idea: '', openRoles: [], myRole: '' };

export const teamFormValues = (team: TeamDetail): TeamFormValues => ({ name: team.name, idea: team.idea, openRoles: team.openRoles, myRole: '' });
