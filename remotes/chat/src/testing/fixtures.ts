import type { ChatMessage, Conversation, PublicUser } from '@hackmate/shared/types';

export function person(_id: string, fullName: string, userName = fullName.toLowerCase().replace(/\W+/g, '_')): PublicUser {
  return { _id, fullName, userName, profileUrl: '', bio: '', gradYear: null, skills: [], roles: [], socialIds: {} };
}

export const ME = person('u-me', 'Mia Maker', 'mia');
export const ADA = person('u-ada', 'Ada Lovelace', 'ada_l');
export const ALAN = person('u-alan', 'Alan Turing', 'enigma');
export const GRACE = person('u-grace', 'Grace Hopper', 'cobol');

export function conversation(_id: string, partner: PublicUser | null, last: { text: string; timestamp: string } | null): Conversation {
  return { _id, participants: partner ? [ME, partner] : [ME], lastMessage: last };
}

let n = 0;
export function message(from: PublicUser, to: PublicUser, text: string, timestamp = new Date(Date.UTC(2025, 2, 12, 9, 0, n)).toISOString()): ChatMessage {
  n += 1;
  return { _id: `msg-${n}`, senderId: from._id, receiverId: to._id, message: text, text, timestamp, senderName: from.fullName, clientId: null };
}
