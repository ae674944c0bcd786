import { z } from '../zod';
import { autoTeamProposal } from './auto-team';
import { connectionRequest } from './requests';
import { teamRequest } from './teams';

/**
 * Every ask that waits for the signed-in user's answer, in one list (the Reqs screen): connection
 * requests, team invites, join requests to teams they own, and "Match me" proposals they have
 * not answered. The pending badge counts exactly this list.
 */
export const INBOX_KINDS = ['connection', 'invite', 'join', 'proposal'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

const at = z.string().meta({ format: 'date-time', description: 'When it was asked (the list is newest first)' });

export const inboxItem = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('connection'), at, request: connectionRequest }),
    z.object({ kind: z.literal('invite'), at, request: teamRequest }),
    z.object({ kind: z.literal('join'), at, request: teamRequest }),
    z.object({ kind: z.literal('proposal'), at, eventName: z.string(), proposal: autoTeamProposal }),
  ])
  .meta({ id: 'InboxItem' });
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxAnswer = z.object({ data: z.array(inboxItem) }).meta({ id: 'InboxAnswer', description: 'Newest first' });
export type InboxAnswer = z.infer<typeof inboxAnswer>;
