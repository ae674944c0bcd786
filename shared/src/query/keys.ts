/**
 * Query keys of data that more than one screen or remote reads, written once so that a change in
 * one place invalidates the right entries everywhere (e.g. `queryKeys.connections()` after an
 * accepted request). Keys are arrays; invalidating a prefix (`queryKeys.profile.all()`) covers
 * every key below it.
 */
export const queryKeys = {
  /** Whether the session cookie names a live session (GET /check-auth). */
  session: () => ['session'] as const,
  profile: {
    all: () => ['profile'] as const,
    own: () => ['profile', 'own'] as const,
    user: (userId: string) => ['profile', 'user', userId] as const,
  },
  feed: {
    all: () => ['feed'] as const,
    page: (filters: unknown) => ['feed', filters] as const,
  },
  requests: {
    all: () => ['requests'] as const,
    box: (box: 'received' | 'sent') => ['requests', box] as const,
    /** Every ask waiting for my answer, all kinds (GET /inbox): the Reqs screen. */
    inbox: () => ['requests', 'inbox'] as const,
  },
  connections: () => ['connections'] as const,
  conversations: () => ['conversations'] as const,
  history: (receiverId: string) => ['history', receiverId] as const,
  /** Who of these people (sorted ids) is online or when they were last active; events update every entry. */
  presence: {
    all: () => ['presence'] as const,
    of: (userIds: readonly string[]) => ['presence', userIds] as const,
  },
  settings: {
    /** The own privacy settings (GET|PATCH /settings/privacy). */
    privacy: () => ['settings', 'privacy'] as const,
    /** The own signed-in sessions (GET /account/sessions); a password change ends the others. */
    sessions: () => ['settings', 'sessions'] as const,
    /** The people the user blocked (GET /users/blocked); a block from any remote adds to it. */
    blocked: () => ['settings', 'blocked'] as const,
    /** The own notification choices (GET|PUT /settings/notifications). */
    notifications: () => ['settings', 'notifications'] as const,
  },
  /** Hackathons: the lists, and per event (prefix `one`) its details, its looking people and its teams. */
  events: {
    all: () => ['events'] as const,
    lists: () => ['events', 'list'] as const,
    list: (filters: unknown) => ['events', 'list', filters] as const,
    one: (eventId: string) => ['events', 'event', eventId] as const,
    detail: (eventId: string) => ['events', 'event', eventId, 'detail'] as const,
    looking: (eventId: string, filters: unknown) => ['events', 'event', eventId, 'looking', filters] as const,
    teams: (eventId: string) => ['events', 'event', eventId, 'teams'] as const,
    /** The organisers' dashboard (GET /events/:eventId/dashboard). */
    dashboard: (eventId: string) => ['events', 'event', eventId, 'dashboard'] as const,
  },
  teams: {
    all: () => ['teams'] as const,
    detail: (teamId: string) => ['teams', 'team', teamId] as const,
    /** The teams I am in (GET /teams/mine). */
    mine: () => ['teams', 'mine'] as const,
    /** My pending invites and join requests, received and sent (GET /teams/requests). */
    requests: () => ['teams', 'requests'] as const,
  },
  /**
   * A team's chat history (GET /teams/:id/messages), kept apart from `teams` so that refreshing a
   * team after a membership change does not read its whole chat again.
   */
  teamChat: (teamId: string) => ['team-chat', teamId] as const,
  /** My team chats as conversations (GET /team-chats): the Convos list. */
  teamChats: () => ['team-chats'] as const,
} as const;
