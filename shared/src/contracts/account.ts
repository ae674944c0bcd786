import { z } from '../zod';
import { ROLES } from '../catalogues/roles';
import { passwordSchema } from '../validation/auth';
import { PASSWORD_MAX } from '../validation/limits';
import { secret } from '../validation/text';
import { idParam } from './common';
import { privacySettings } from './live';
import { notificationSettings } from './notifications';
import { hackathon, project, socialIds } from './users';

/** Account settings: the user's sessions, password change, data export and account deletion. */

const time = () => z.string().meta({ format: 'date-time' });

export const accountSession = z
  .object({
    _id: z.string(),
    browser: z.string().meta({ description: 'Short label from the browser\'s user agent, e.g. "Firefox on Windows" or "Unknown browser"' }),
    createdAt: time(),
    lastUsedAt: time().meta({ description: 'Approximate: refreshed at most every few minutes' }),
    current: z.boolean().meta({ description: 'The session this request was made with' }),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof accountSession>;

export const accountSessionList = z
  .object({ data: z.array(accountSession) })
  .meta({ id: 'AccountSessionList', description: 'Sessions still signed in, most recently used first' });
export type AccountSessionList = z.infer<typeof accountSessionList>;

export const sessionIdParams = z.object({ sessionId: idParam('One of your sessions') });

export const changePasswordBody = z.object({
  currentPassword: secret('Current password', PASSWORD_MAX),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.output<typeof changePasswordBody>;

/**
 * DELETE /account. Accounts with a password confirm with it; accounts created with Google confirm
 * with the ID token of a Google sign-in made in the last few minutes.
 */
export const deleteAccountBody = z.object({
  password: secret('Password', PASSWORD_MAX).optional(),
  idToken: secret('Google sign-in token', 8192).optional().meta({ description: 'Firebase ID token of a fresh Google sign-in (accounts without a password)' }),
});
export type DeleteAccountBody = z.output<typeof deleteAccountBody>;

/** Another person as the export names them: never their e-mail or private fields. */
const person = z.object({ _id: z.string(), fullName: z.string(), userName: z.string() }).meta({ id: 'ExportPerson' });

const exportedSession = accountSession
  .omit({ current: true })
  .extend({ userAgent: z.string().nullable(), expiresAt: time(), revokedAt: time().nullable() });

export const accountExport = z
  .object({
    exportedAt: time(),
    account: z.object({
      _id: z.string(),
      fullName: z.string(),
      userName: z.string(),
      emailId: z.string(),
      profileUrl: z.string(),
      bio: z.string(),
      gradYear: z.number().int().nullable(),
      skills: z.array(z.string()),
      socialIds,
      signInMethods: z.array(z.enum(['password', 'google'])),
      privacy: privacySettings,
      createdAt: time(),
      lastActiveAt: time(),
    }),
    roles: z.array(z.enum(ROLES)).meta({ description: 'The roles you chose (empty: your skills decide)' }),
    notifications: notificationSettings,
    notificationUnsubscribes: z
      .array(z.object({ kind: z.string().meta({ description: 'The kind of e-mail turned off, or `digest`' }), createdAt: time() }))
      .meta({ description: 'Each one-click unsubscribe from an e-mail that turned something off' }),
    projects: z.array(project.extend({ createdAt: time() })),
    hackathons: z.array(hackathon.extend({ createdAt: time() })),
    requests: z.object({
      sent: z.array(
        z.object({
          _id: z.string(),
          to: person,
          status: z
            .enum(['interested', 'ignore', 'accepted', 'expired'])
            .meta({ description: 'What you swiped, or accepted, or expired unanswered after 7 days; a refusal is the other person\'s private answer' }),
          createdAt: time(),
        }),
      ),
      received: z.array(
        z.object({ _id: z.string(), from: person, status: z.enum(['interested', 'accepted', 'rejected', 'expired']), createdAt: time(), updatedAt: time() }),
      ),
    }),
    connections: z.array(person.extend({ since: time() })),
    conversations: z.array(
      z.object({
        _id: z.string(),
        partner: person,
        messages: z.array(z.object({ _id: z.string(), fromMe: z.boolean(), text: z.string(), createdAt: time() })),
      }),
    ),
    sessions: z.array(exportedSession),
    reports: z.array(
      z.object({
        _id: z.string(),
        target: z.object({ kind: z.string(), id: z.string() }),
        reason: z.string(),
        details: z.string(),
        status: z.string(),
        createdAt: time(),
        resolvedAt: time().nullable(),
      }),
    ),
    blocks: z.array(person.extend({ blockedAt: time() })),
    events: z
      .array(
        z.object({
          _id: z.string(),
          name: z.string(),
          startsAt: time(),
          endsAt: time(),
          mode: z.string(),
          city: z.string().nullable(),
          website: z.string(),
          minTeamSize: z.number().int(),
          maxTeamSize: z.number().int(),
          createdAt: time(),
        }),
      )
      .meta({ description: 'Hackathons you added' }),
    attendance: z
      .array(
        z.object({
          eventId: z.string(),
          eventName: z.string(),
          looking: z.boolean(),
          bring: z.array(z.string()),
          seek: z.array(z.string()),
          commitment: z.string().nullable(),
          timeZone: z.string().nullable(),
          pitch: z.string(),
          matchMe: z.boolean(),
          since: time(),
        }),
      )
      .meta({ description: 'Hackathons you are going to, with your "looking for a team" post' }),
    teams: z
      .array(
        z.object({
          _id: z.string(),
          eventId: z.string(),
          eventName: z.string(),
          name: z.string(),
          idea: z.string(),
          owner: z.boolean(),
          role: z.string().nullable(),
          joinedAt: time(),
          members: z.array(person),
        }),
      )
      .meta({ description: 'Teams you are in, with their other members' }),
    teamRequests: z
      .array(
        z.object({
          _id: z.string(),
          kind: z.string(),
          teamId: z.string(),
          teamName: z.string(),
          role: z.string().nullable(),
          message: z.string(),
          status: z.string(),
          createdAt: time(),
        }),
      )
      .meta({ description: 'Invites you received and join requests you sent' }),
    teamMessages: z
      .array(z.object({ _id: z.string(), teamId: z.string(), teamName: z.string(), text: z.string(), createdAt: time() }))
      .meta({ description: 'What you wrote in team chats (teams you are still in or not)' }),
    teamUpAgain: z
      .array(z.object({ eventId: z.string(), teammate: person, createdAt: time() }))
      .meta({ description: 'Teammates you said you would team up with again (what others said of you is theirs; your profile shows its count)' }),
  })
  .meta({ id: 'AccountExport', description: 'Everything Hackmate holds about you (see server/src/modules/account/README.md)' });
export type AccountExport = z.infer<typeof accountExport>;
