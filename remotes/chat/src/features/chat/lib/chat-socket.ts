/**
 * The chat sees the tab's one live connection (opened by the shell, in `@hackmate/shared/live`)
 * only through this small interface, and never closes it: a fake stands in for it in tests.
 */
export type { LiveSocket as ChatSocket } from '@hackmate/shared/live';

export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'offline';

export type { Ack } from '@hackmate/shared/types';
