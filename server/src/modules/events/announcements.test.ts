import { DEFAULT_NOTIFICATION_SETTINGS, type Announcement, type EventDetail } from '@hackmate/shared/contracts';
import type { EventAnnouncementUpdate } from '@hackmate/shared/types';
import { eq } from 'drizzle-orm';
import { eventInvitations, notifications, teamMembers } from '../../db/schema';
import { createTestApp } from '../../testing/harness';
import { startMailbox } from '../../testing/mailbox';
import { collect, connectSocket, nextEvent, type ClientSocket } from '../../testing/sockets';
import { signUpMany, teamsWorld } from '../../testing/teams';
import type { SignedUp } from '../../testing/users';
import { runNotifications } from '../notifications';

const APP_URL = 'http://app.hackmate.test';
const mailbox = await startMailbox();
const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '100', SMTP_URL: mailbox.url, APP_URL, NOTIFY_DELAY_SECONDS: '0' } });
const baseUrl = await t.listen();
const sockets: ClientSocket[] = [];
afterAll(async () => {
  for (const s of sockets) s.close();
  await t.close();
  await mailbox.close();
});
const w = teamsWorld(t);
const { api } = w;

const socketOf = async (who: SignedUp) => {
  const s = await connectSocket(baseUrl, who.cookie);
  sockets.push(s);
  return s;
};
const announce = (who: SignedUp, eventId: string, text: string) => api(who, 'POST', `/events/${eventId}/announcements`, { text });
const quiet = (who: SignedUp) => api(who, 'PUT', '/settings/notifications', { ...DEFAULT_NOTIFICATION_SETTINGS, quietHours: null });

describe('POST /api/events/:eventId/announcements', () => {
  it('shows announcements on the event page newest first, and refuses anyone but organisers with 404', async () => {
    const [owner, ann] = await signUpMany(t.app, 2);
    const event = await w.createEvent(owner);
    await w.look(ann, event._id);
    const first = await announce(owner, event._id, 'Doors open at 9.');
    expect(first.statusCode).toBe(201);
    expect(first.json<{ data: Announcement }>().data).toMatchObject({ eventId: event._id, text: 'Doors open at 9.' });
    await announce(owner, event._id, 'Lunch is\nat noon.');
    expect((await announce(ann, event._id, 'I am not an organiser')).statusCode).toBe(404);
    expect((await announce(owner, event._id, '   ')).statusCode).toBe(400);

    const page = (await api(ann, 'GET', `/events/${event._id}`)).json<{ data: EventDetail }>().data;
    expect(page.announcements.map((a) => a.text)).toEqual(['Lunch is\nat noon.', 'Doors open at 9.']);
  });

  it('sends it live to participants who are online, never to an outsider', async () => {
    const [owner, ann, outsider] = await signUpMany(t.app, 3);
    const event = await w.createEvent(owner, { visibility: 'invite-only' });
    const url = (await api(owner, 'POST', `/events/${event._id}/invite-link`)).json<{ data: { url: string } }>().data.url;
    await api(ann, 'POST', `/events/join/${url.split('/events/join/')[1]}`);
    const [annTab, outsiderTab] = await Promise.all([socketOf(ann), socketOf(outsider)]);
    const heard = collect<EventAnnouncementUpdate>(outsiderTab, 'eventAnnouncement');
    const arrives = nextEvent<EventAnnouncementUpdate>(annTab, 'eventAnnouncement');

    const posted = (await announce(owner, event._id, 'Kick-off in 10 minutes')).json<{ data: Announcement }>().data;
    expect(await arrives).toEqual({ eventId: event._id, eventName: event.name, announcement: posted });
    // A second one reaches ann's tab after the first: anything for the outsider would have arrived by then.
    const next = nextEvent(annTab, 'eventAnnouncement');
    await announce(owner, event._id, 'Go!');
    await next;
    expect(heard).toEqual([]);
  });

  it('puts it in the outbox of everyone taking part or running the event but its author, and mails it', async () => {
    const [owner, co, ann, outsider] = await signUpMany(t.app, 4);
    for (const who of [owner, co, ann, outsider]) await quiet(who);
    const event = await w.createEvent(owner);
    await api(owner, 'POST', `/events/${event._id}/organisers`, { username: co.user.userName });
    await w.look(ann, event._id);
    await announce(co, event._id, 'Judging starts at 4.');

    const outbox = await t.db.select({ userId: notifications.userId, event: notifications.event, kind: notifications.kind }).from(notifications).where(eq(notifications.event, 'announcement'));
    const to = new Set(outbox.map((n) => n.userId));
    expect(to.has(ann.user._id)).toBe(true);
    expect(to.has(owner.user._id)).toBe(true);
    expect(to.has(co.user._id)).toBe(false);
    expect(to.has(outsider.user._id)).toBe(false);
    expect(outbox.every((n) => n.kind === 'announcement')).toBe(true);

    mailbox.take();
    await runNotifications(
      t.db,
      { mailer: t.app.mailer, push: null, appUrl: APP_URL, jwtSecret: t.config.jwtSecret, delayMs: 0, maxPerDay: 100, leaseMs: 60_000 },
      new Date(Date.now() + 1_000),
    );
    const mail = mailbox.take().filter((m) => m.to.includes(ann.user.emailId));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`News from ${event.name}`);
    expect(mail[0]!.raw).toContain('Judging starts at 4.');
    // The button goes through the signed click route, which lands on the event.
    expect(mail[0]!.raw).toContain(`?to=/events/${event._id}`);
  });
});

describe('GET /api/events/:eventId/teams.csv', () => {
  it('exports the teams for organisers, neutralising formulas and quoting per RFC 4180', async () => {
    const [owner, ann, ben, cy, outsider] = await signUpMany(t.app, 5);
    const event = await w.createEvent(owner, { maxTeamSize: 4 });
    await w.look(ben, event._id, { bring: ['design'] });
    await w.look(cy, event._id);
    const team = await w.createTeam(ann, event._id, { name: '=HYPERLINK("http://evil.example")' });
    await w.createTeam(cy, event._id, { name: 'Plain, with "quotes"' });
    await t.db.insert(teamMembers).values({ teamId: team._id, eventId: event._id, userId: ben.user._id, role: 'design' });
    // Ben joined through the owner's own invitation: his address is the organiser's already.
    await t.db.insert(eventInvitations).values({ eventId: event._id, email: 'ben@invited.example', tokenHash: `h-${ben.user._id}`, invitedBy: owner.user._id, userId: ben.user._id });

    const res = await api(owner, 'GET', `/events/${event._id}/teams.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('team,members,roles,emails');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.example"")",${ann.user.fullName}; ${ben.user.fullName},; design,ben@invited.example`);
    expect(lines[2]).toBe(`"Plain, with ""quotes""",${cy.user.fullName},,`);
    expect(lines[3]).toBe('');
    // Nobody else's address leaves, whatever they gave Hackmate.
    for (const who of [ann, cy]) expect(res.body).not.toContain(who.user.emailId);

    for (const who of [ann, outsider]) expect((await api(who, 'GET', `/events/${event._id}/teams.csv`)).statusCode).toBe(404);
  });
});
