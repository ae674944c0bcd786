import type { Conversation, PublicUser } from '@hackmate/shared/types';

export const DELETED_USER = 'Deleted user';
export const UNKNOWN_USER = 'Unknown User';

/** How the chat names someone: "Deleted user" once their account is gone (their name is not shown). */
export function personName(person: Pick<PublicUser, 'fullName' | 'deleted'> | null | undefined): string {
  if (person?.deleted) return DELETED_USER;
  return person?.fullName?.trim() || UNKNOWN_USER;
}

/**
 * The other person in a conversation. The server lists the signed-in user first; when our own id
 * is known we pick by id instead, so the order is not load-bearing.
 */
export function otherParticipant(conversation: Conversation, meId: string | undefined): PublicUser | null {
  const people = conversation.participants ?? [];
  if (meId) return people.find((p) => p && p._id !== meId) ?? null;
  return people[1] ?? null;
}

/** Case-insensitive match on the other person's name or username (the list's search box). */
export function matchesSearch(person: PublicUser | null, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (!person || person.deleted) return personName(person).toLowerCase().includes(q);
  return (person.fullName ?? '').toLowerCase().includes(q) || (person.userName ?? '').toLowerCase().includes(q);
}

/** The other person of each conversation, in the list's order (for presence). */
export function partnerIds(conversations: readonly Conversation[], meId: string | undefined): string[] {
  return conversations.map((c) => otherParticipant(c, meId)?._id).filter((id): id is string => !!id);
}
