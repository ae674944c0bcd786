import type { AutoTeamMember, AutoTeamProposal, MyAutoTeam } from '@hackmate/shared/contracts';
import { EVENT, ME, PRIYA, TOMAS } from './fixtures';

// A made-up "Match me" proposal at Hack the Harbour: Ada (me), Priya and Tomás.

export const PROPOSAL_ID = '40000000-0000-4000-8000-000000000001';
export const FORMED_TEAM_ID = '20000000-0000-4000-8000-000000000007';

const member = (user: AutoTeamMember['user'], fields: Partial<AutoTeamMember>): AutoTeamMember => ({
  user,
  role: null,
  timeZone: 'Europe/Berlin',
  utcOffsetMinutes: 60,
  answer: 'pending',
  me: false,
  ...fields,
});

export function proposal(fields: Partial<AutoTeamProposal> = {}, answers: Partial<Record<'me' | 'priya' | 'tomas', AutoTeamMember['answer']>> = {}): AutoTeamProposal {
  return {
    _id: PROPOSAL_ID,
    eventId: EVENT._id,
    status: 'pending',
    createdAt: '2030-02-20T10:00:00Z',
    expiresAt: '2030-02-21T10:00:00Z',
    teamId: null,
    members: [
      member(ME, { role: 'backend', me: true, answer: answers.me ?? 'pending' }),
      member(PRIYA, { role: 'design', timeZone: 'Asia/Kolkata', utcOffsetMinutes: 330, answer: answers.priya ?? 'yes' }),
      member(TOMAS, { role: 'ml', timeZone: 'Europe/Madrid', answer: answers.tomas ?? 'pending' }),
    ],
    ...fields,
  };
}

export const myAutoTeam = (fields: Partial<MyAutoTeam> = {}): MyAutoTeam => ({ matchMe: true, canMatch: true, proposal: null, ...fields });
