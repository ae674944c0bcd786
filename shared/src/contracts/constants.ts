// The contracts' fixed lists, without zod: clients import these values (filter options, statuses)
// without bundling the schemas.

/** SPEC §5's hackathon-experience buckets: 0, 1–3, more than 3 hackathons. */
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'experienced'] as const;
export type Experience = (typeof EXPERIENCE_LEVELS)[number];

/** What a swipe records (the old client's values). */
export const SEND_STATUSES = ['interested', 'ignore'] as const;
export type SendStatus = (typeof SEND_STATUSES)[number];

/** accepted / rejected by the receiver, withdraw by the sender; all only while pending (withdraw also takes back an Ignore). */
export const REVIEW_STATUSES = ['accepted', 'rejected', 'withdraw'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** `expired`: an Interested left unanswered for 7 days; its sender still sees it for 7 more. */
export const REQUEST_STATUSES = ['interested', 'ignore', 'accepted', 'rejected', 'expired'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** How long a connection request waits for an answer before it expires. */
export const REQUEST_EXPIRY_DAYS = 7;

/** The two boxes of "Your Reqs". */
export const REQUEST_BOXES = ['received', 'sent'] as const;
export type RequestBox = (typeof REQUEST_BOXES)[number];

/** How many people one presence request may ask about (GET /live/presence?ids=). */
export const PRESENCE_IDS_MAX = 100;

/** What a browser reports to operators: a remote that would not load, or one that crashed while rendering. */
// remote-version: a remote refused before it mounted, as it needs newer shared singletons than the page runs.
export const CLIENT_ERROR_KINDS = ['remote-load', 'remote-version', 'render'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

// The browser cuts longer texts before sending (reportClientError); the server refuses beyond these.
export const CLIENT_ERROR_MESSAGE_MAX = 500;
export const CLIENT_ERROR_STACK_MAX = 4000;

/** Why someone reports: a fixed list, so reports can be sorted and counted. */
export const REPORT_REASONS = ['spam', 'harassment', 'fake-profile', 'inappropriate', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the report form shows for each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  'fake-profile': 'Fake profile',
  inappropriate: 'Inappropriate content',
  scam: 'Scam or fraud',
  other: 'Something else',
};

export const REPORT_TARGET_KINDS = ['user', 'message', 'team'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_DETAILS_MAX = 1000;

/** The picture formats PATCH /profile/upload takes (judged from the bytes); the picker offers only these. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * What reaches a person while they are away, by e-mail and by web push, with the same kinds. A kind
 * groups the events a person decides about together.
 */
export const NOTIFICATION_KINDS = ['request', 'match', 'message', 'team', 'auto-team', 'reminder', 'announcement'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** instant: as it happens (outside quiet hours); digest: in the daily summary; off: never. */
export const NOTIFICATION_MODES = ['instant', 'digest', 'off'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/** Push has no digest: a summary an hour later is what e-mail is for. */
export const PUSH_MODES = ['instant', 'off'] as const;
export type PushMode = (typeof PUSH_MODES)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  request: 'Someone is interested in you',
  match: 'A match or an accepted request',
  message: 'Messages you have not read',
  team: 'Team invites, join requests and their answers',
  'auto-team': '"Match me" team proposals',
  reminder: 'Requests and invites about to expire',
  announcement: 'Announcements from the organisers of your events',
};

/** What a person gets until they choose (the server's answer when nothing is stored). */
export const DEFAULT_NOTIFICATION_SETTINGS: {
  channels: { email: Record<NotificationKind, NotificationMode>; push: Record<NotificationKind, PushMode> };
  digestHour: number;
  quietHours: { start: string; end: string } | null;
  timeZone: string;
} = {
  // Push reaches only browsers the person turned it on in, so on for every kind by default.
  channels: {
    email: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, 'instant'])) as Record<NotificationKind, NotificationMode>,
    push: Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, 'instant'])) as Record<NotificationKind, PushMode>,
  },
  digestHour: 18,
  quietHours: { start: '22:00', end: '08:00' },
  timeZone: 'UTC',
};

