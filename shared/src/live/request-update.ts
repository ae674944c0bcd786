import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query/keys';
import type { RequestUpdate } from '../types';

/**
 * What a `requestUpdate` makes stale on screen: every request list; the connections when one
 * began or ended; and the chat with that person, whose composer opens or closes with the
 * connection (an unmatch, a block or a deleted account must close an open chat at once).
 */
export function refreshAfterRequestUpdate(client: QueryClient, update: RequestUpdate): void {
  void client.invalidateQueries({ queryKey: queryKeys.requests.all() });
  if (update.kind === 'received') return;
  void client.invalidateQueries({ queryKey: queryKeys.connections() });
  void client.invalidateQueries({ queryKey: queryKeys.history(update.person._id) });
}
