import { SEARCH_RESULTS_MAX } from '@hackmate/shared/contracts';
import type { ChatMessage, PublicUser } from '@hackmate/shared/types';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, messages } from '../../db/schema';
import { readableConversation } from '../safety';
import { toPublicUser } from '../users';
import { findUsers, toMessage, type MessageRow } from './repository';
import { toChatMessage } from './service';

/** `%`, `_` and `\` typed by a person are letters, not LIKE patterns. */
const likeLiteral = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What must match: every word typed as a part of a word (`github` finds github.com/…, `rust-ml`
 * finds it inside a link), in any letter case; with search syntax ("a phrase", -without), the
 * words and phrases of a full-text search instead.
 */
function matching(q: string) {
  const words = q.split(/\s+/).filter(Boolean);
  if (q.includes('"') || words.some((w) => w.startsWith('-'))) return sql`to_tsvector('simple', m.text) @@ websearch_to_tsquery('simple', ${q})`;
  return sql.join(
    words.map((w) => sql`m.text ilike ${likeLiteral(w)} escape '\\'`),
    sql` and `,
  );
}

/**
 * Messages of `me`'s conversations that match `q` (see `matching`), newest first. Only
 * conversations the user may read, as the history itself (never with someone blocked either way
 * or suspended). The user's conversations (indexed) narrow the
 * messages the words are looked for in.
 */
export async function searchMessages(db: Db, me: string, q: string): Promise<{ message: ChatMessage; partner: PublicUser }[]> {
  const result = await db.execute(sql`
    select m.id, m.conversation_id, m.sender_id, m.receiver_id, m.text, m.client_id, m.created_at
    from ${messages} m
    join ${conversations} c on c.id = m.conversation_id and (c.user_a = ${me} or c.user_b = ${me})
    where ${matching(q)}
      and ${readableConversation(me, sql`(case when c.user_a = ${me} then c.user_b else c.user_a end)`)}
    order by m.created_at desc, m.id desc
    limit ${SEARCH_RESULTS_MAX}`);
  const rows = (result as unknown as { rows: MessageRow[] }).rows;
  if (rows.length === 0) return [];
  const people = await findUsers(db, [me, ...new Set(rows.flatMap((r) => [r.sender_id, r.receiver_id]))]);
  return rows.flatMap((r) => {
    const partnerId = r.sender_id === me ? r.receiver_id : r.sender_id;
    const partner = people.get(partnerId);
    if (!partner) return [];
    return [{ message: toChatMessage(toMessage(r), people.get(r.sender_id)?.fullName ?? ''), partner: toPublicUser(partner) }];
  });
}
