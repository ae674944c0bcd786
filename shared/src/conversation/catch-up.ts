import type { ConversationEndpoints, HistoryPageOf } from './kind';

// The server's largest page; ten of them is more than anyone reads after a reconnect.
const CATCH_UP_PAGE = 200;
const CATCH_UP_MAX_PAGES = 10;

/**
 * Everything the conversation stored after `after` (an ISO time), oldest first, page by page; its
 * newest page when `after` is null (nothing stored was on screen yet).
 */
export function catchUpFetcher<M extends { _id: string }, P extends HistoryPageOf<M>>(
  fetchPage: ConversationEndpoints<M, P>['fetchPage'],
): (to: string, after: string | null) => Promise<M[]> {
  return async (to, after) => {
    if (!after) return (await fetchPage(to)).messages;
    const all: M[] = [];
    let cursor = after;
    for (let i = 0; i < CATCH_UP_MAX_PAGES; i += 1) {
      const { messages } = await fetchPage(to, { after: cursor, limit: CATCH_UP_PAGE });
      all.push(...messages);
      if (messages.length < CATCH_UP_PAGE) break;
      cursor = messages[messages.length - 1]!._id;
    }
    return all;
  };
}
