import type { AccountExport } from '@hackmate/shared/contracts';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import {
  connectionRequests,
  conversations,
  eventAttendances,
  events,
  messages,
  teamMembers,
  teamMessages,
  teamRequests,
  teamVouches,
  teams,
  users,
} from '../../db/schema';

// The parts of the data export that read other people's things too (teams, requests,
// conversations): others appear by id, name and username only.

export type Export = AccountExport;

// Others appear by id, name and username only: never their e-mail or anything private.
export const other = alias(users, 'other');
export const otherPerson = { _id: other.id, fullName: other.fullName, userName: other.userName };
export const iso = (d: Date) => d.toISOString();

/** Events added, going and looking, teams (with their members), team requests naming the user and what they wrote in team chats. */
export async function readTeamsPart(db: Queryable, me: string): Promise<Pick<Export, 'events' | 'attendance' | 'teams' | 'teamRequests' | 'teamMessages' | 'teamUpAgain'>> {
  const added = await db.select().from(events).where(eq(events.createdBy, me)).orderBy(asc(events.createdAt));
  const going = await db
    .select({ a: eventAttendances, eventName: events.name })
    .from(eventAttendances)
    .innerJoin(events, eq(events.id, eventAttendances.eventId))
    .where(eq(eventAttendances.userId, me))
    .orderBy(asc(eventAttendances.createdAt));
  const mine = await db
    .select({ team: teams, eventName: events.name, role: teamMembers.role, joinedAt: teamMembers.joinedAt })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(events, eq(events.id, teams.eventId))
    .where(eq(teamMembers.userId, me))
    .orderBy(asc(teamMembers.joinedAt));
  const teammates = await db
    .select({ teamId: teamMembers.teamId, ...otherPerson })
    .from(teamMembers)
    .innerJoin(other, eq(other.id, teamMembers.userId))
    .where(and(sql`${teamMembers.teamId} in (select team_id from ${teamMembers} where user_id = ${me})`, ne(teamMembers.userId, me)))
    .orderBy(asc(teamMembers.joinedAt));
  const requests = await db
    .select({ r: teamRequests, teamName: teams.name })
    .from(teamRequests)
    .innerJoin(teams, eq(teams.id, teamRequests.teamId))
    .where(eq(teamRequests.userId, me))
    .orderBy(asc(teamRequests.createdAt));
  const written = await db
    .select({ m: teamMessages, teamName: teams.name })
    .from(teamMessages)
    .innerJoin(teams, eq(teams.id, teamMessages.teamId))
    .where(eq(teamMessages.senderId, me))
    .orderBy(asc(teamMessages.createdAt), asc(teamMessages.id));
  const vouched = await db
    .select({ v: teamVouches, teammate: otherPerson })
    .from(teamVouches)
    .innerJoin(other, eq(other.id, teamVouches.toId))
    .where(eq(teamVouches.fromId, me))
    .orderBy(asc(teamVouches.createdAt));
  return {
    events: added.map((e) => ({
      _id: e.id,
      name: e.name,
      startsAt: iso(e.startsAt),
      endsAt: iso(e.endsAt),
      mode: e.mode,
      city: e.city,
      website: e.website,
      minTeamSize: e.minTeamSize,
      maxTeamSize: e.maxTeamSize,
      createdAt: iso(e.createdAt),
    })),
    attendance: going.map(({ a, eventName }) => ({
      eventId: a.eventId,
      eventName,
      looking: a.looking,
      bring: a.bring,
      seek: a.seek,
      commitment: a.commitment,
      timeZone: a.timeZone,
      pitch: a.pitch,
      matchMe: a.matchMe,
      since: iso(a.createdAt),
    })),
    teams: mine.map(({ team, eventName, role, joinedAt }) => ({
      _id: team.id,
      eventId: team.eventId,
      eventName,
      name: team.name,
      idea: team.idea,
      owner: team.ownerId === me,
      role,
      joinedAt: iso(joinedAt),
      members: teammates.filter((m) => m.teamId === team.id).map(({ teamId: _teamId, ...person }) => person),
    })),
    teamRequests: requests.map(({ r, teamName }) => ({
      _id: r.id,
      kind: r.kind,
      teamId: r.teamId,
      teamName,
      role: r.role,
      message: r.message,
      status: r.status,
      createdAt: iso(r.createdAt),
    })),
    teamMessages: written.map(({ m, teamName }) => ({ _id: m.id, teamId: m.teamId, teamName, text: m.text, createdAt: iso(m.createdAt) })),
    teamUpAgain: vouched.map(({ v, teammate }) => ({ eventId: v.eventId, teammate, createdAt: iso(v.createdAt) })),
  };
}

/**
 * Requests both ways and the connections they make. Two things stay the other person's: a refusal
 * of a request the user sent reads as still sent, and a swipe of Ignore on the user is left out
 * (the app never tells either).
 */
export async function readRequests(db: Queryable, me: string): Promise<Pick<Export, 'requests' | 'connections'>> {
  const rows = await db
    .select({ _id: connectionRequests.id, senderId: connectionRequests.senderId, status: connectionRequests.status, createdAt: connectionRequests.createdAt, updatedAt: connectionRequests.updatedAt, person: otherPerson })
    .from(connectionRequests)
    .innerJoin(other, sql`${other.id} = case when ${connectionRequests.senderId} = ${me} then ${connectionRequests.receiverId} else ${connectionRequests.senderId} end`)
    .where(
      or(
        eq(connectionRequests.senderId, me),
        and(eq(connectionRequests.receiverId, me), ne(connectionRequests.status, 'ignore')),
      ),
    )
    .orderBy(asc(connectionRequests.createdAt));
  const requests: Export['requests'] = { sent: [], received: [] };
  const connections: Export['connections'] = [];
  for (const r of rows) {
    if (r.senderId === me) {
      requests.sent.push({ _id: r._id, to: r.person, status: r.status === 'rejected' ? 'interested' : r.status, createdAt: iso(r.createdAt) });
    } else if (r.status !== 'ignore') {
      requests.received.push({ _id: r._id, from: r.person, status: r.status, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) });
    }
    if (r.status === 'accepted') connections.push({ ...r.person, since: iso(r.updatedAt) });
  }
  return { requests, connections };
}

/** The user's conversations with every message in them: two queries, however many there are. */
export async function readConversations(db: Queryable, me: string): Promise<Export['conversations']> {
  const mine = or(eq(conversations.userA, me), eq(conversations.userB, me));
  const list = await db
    .select({ _id: conversations.id, partner: otherPerson })
    .from(conversations)
    .innerJoin(other, sql`${other.id} = case when ${conversations.userA} = ${me} then ${conversations.userB} else ${conversations.userA} end`)
    .where(mine)
    .orderBy(asc(conversations.createdAt));
  const rows = await db
    .select({ _id: messages.id, conversationId: messages.conversationId, senderId: messages.senderId, text: messages.text, createdAt: messages.createdAt })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(mine)
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const byConversation = new Map(list.map((c) => [c._id, { ...c, messages: [] as Export['conversations'][number]['messages'] }]));
  for (const m of rows) {
    byConversation.get(m.conversationId)?.messages.push({ _id: m._id, fromMe: m.senderId === me, text: m.text, createdAt: iso(m.createdAt) });
  }
  return [...byConversation.values()];
}
