import { api } from '@hackmate/shared/api';

const teamPath = (teamId: string) => `/teams/${encodeURIComponent(teamId)}`;

/** POST /teams/:teamId/owner (owner): hand the team over to another member. */
export async function transferOwner(teamId: string, userId: string): Promise<void> {
  await api().post(`${teamPath(teamId)}/owner`, { userId });
}

/** DELETE /teams/:teamId/members/:userId: leave (myself) or, as the owner, remove a member. */
export async function removeMember(teamId: string, userId: string): Promise<void> {
  await api().delete(`${teamPath(teamId)}/members/${encodeURIComponent(userId)}`);
}
