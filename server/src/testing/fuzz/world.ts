import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { requestPasswordReset, startSession } from '../../modules/auth';
import { sendMessage } from '../../modules/chat';
import type { TestApp } from '../harness';
import { signUp, TEST_PASSWORD, type SignedUp } from '../users';
import type { KnownValues } from './schema-values';

/**
 * What the fuzzer attacks: a victim with a unique address and password, rows of every kind
 * (items, a pending request, a connection with messages) and a live session and reset link;
 * an attacker connected to the victim, with rows of their own; a bystander the victim asked to
 * connect. Requests come from the attacker, a forged session or no session: never the victim.
 */
export interface FuzzWorld {
  known: KnownValues;
  attacker: SignedUp;
  victim: { id: string; email: string; cookie: string };
  /** What no answer to anyone but the victim may contain. */
  secrets: { victimEmail: string; victimSessionToken: string; victimResetToken: string };
  /** The attacker's session cookie right now (a fuzzed logout ends it; see `afterResponse`). */
  attackerCookie(): string;
  /** Starts a new attacker session when an answer set or cleared the session cookie. */
  afterResponse(res: { cookies: { name: string }[] }): Promise<void>;
  /** Differences between the victim's rows now and when the world was made (should be none). */
  victimChanges(): Promise<string[]>;
}

async function inject(t: TestApp, method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object): Promise<Record<string, unknown>> {
  const res = await t.app.inject({ method, url, headers: { cookie }, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

const idOf = (answer: Record<string, unknown>, key: string) => (answer[key] as { _id: string })._id;

async function victimSnapshot(t: TestApp, victim: { id: string; cookie: string }, attackerId: string): Promise<Record<string, unknown>> {
  const [row] = await t.db.select({ email: users.emailId, hash: users.passwordHash }).from(users).where(eq(users.id, victim.id));
  const sent = (await inject(t, 'GET', '/api/user/reqs/sent', victim.cookie)).reqs as { _id: string; receiverId: { _id: string }; status: string }[];
  const connections = (await inject(t, 'GET', '/api/user/connections', victim.cookie)).connections as { _id: string }[];
  return {
    account: row,
    profile: await inject(t, 'GET', '/api/profile/view', victim.cookie),
    // Ids and statuses only: the attacker may change what their own card says.
    sent: sent.map((r) => [r._id, r.receiverId._id, r.status]),
    // Their connection is the attacker's to end too (unmatch, block, deleting their account).
    connections: connections.map((c) => c._id).filter((id) => id !== attackerId),
  };
}

export async function createFuzzWorld(t: TestApp): Promise<FuzzWorld> {
  const unique = randomBytes(6).toString('hex');
  const victimInput = { emailId: `victim.${unique}@example.com`, password: `Vict1m#${unique}` };
  const victimUser = await signUp(t.app, { ...victimInput, fullName: 'Vera Victim' });
  const attacker = await signUp(t.app, { fullName: 'Mallory Attacker' });
  const bystander = await signUp(t.app, { fullName: 'Bob Bystander' });
  // Enough strangers for the attacker's feed to have a second page (and so a cursor).
  for (const fullName of ['Cara Crowd', 'Dev Crowd', 'Eli Crowd']) await signUp(t.app, { fullName });
  const victim = { id: victimUser.user._id, email: victimUser.user.emailId, cookie: victimUser.cookie };
  const as = (user: { cookie: string }) => (method: 'POST' | 'PATCH', url: string, payload?: object) => inject(t, method, url, user.cookie, payload);

  const project = { title: 'Secret project', description: 'Only mine', url: 'github.com/vera/secret' };
  const hackathon = { name: 'Private hack', description: 'We won', outcome: 'first' };
  const victimRows = [
    idOf(await as(victim)('POST', '/api/profile/add/project', project), 'project'),
    idOf(await as(victim)('POST', '/api/profile/add/hackathon', hackathon), 'hackathon'),
    idOf(await as(victim)('POST', `/api/reqs/send/interested/${bystander.user._id}`), 'request'),
  ];
  const connection = idOf(await as(victim)('POST', `/api/reqs/send/interested/${attacker.user._id}`), 'request');
  await as(attacker)('PATCH', `/api/reqs/review/accepted/${connection}`);
  const attackerRows = [
    idOf(await as(attacker)('POST', '/api/profile/add/project', project), 'project'),
    idOf(await as(attacker)('POST', '/api/profile/add/hackathon', hackathon), 'hackathon'),
  ];
  // A conversation with messages both ways, so history queries reach the messages table.
  const messages: string[] = [];
  for (const [from, to] of [[victim.id, attacker.user._id], [attacker.user._id, victim.id]] as const) {
    const sent = await sendMessage(t.db, { senderId: from, receiverId: to, text: `hello from ${from}`, clientId: null });
    messages.push(sent.message._id);
  }

  let link = '';
  await requestPasswordReset(t.db, { send: async (mail) => void (link = mail.text) }, t.config.appUrl, victim.email);
  const victimResetToken = /reset-password\/[^/\s]+\/([A-Za-z0-9_-]+)/.exec(link)?.[1];
  if (!victimResetToken) throw new Error(`no reset link in ${link}`);

  const feed = await inject(t, 'GET', '/api/feed?limit=1', attacker.cookie);
  const cursors = [feed.nextCursor].filter((c): c is string => typeof c === 'string');

  const before = JSON.stringify(await victimSnapshot(t, victim, attacker.user._id));
  let attackerCookie = attacker.cookie;
  return {
    known: {
      ids: [victim.id, attacker.user._id, bystander.user._id, connection, ...victimRows, ...attackerRows, ...messages],
      emails: [victim.email, attacker.user.emailId],
      passwords: [TEST_PASSWORD],
      cursors,
    },
    attacker,
    victim,
    secrets: { victimEmail: victim.email, victimSessionToken: victim.cookie.replace(/^token=/, ''), victimResetToken },
    attackerCookie: () => attackerCookie,
    async afterResponse(res) {
      if (!res.cookies.some((c) => c.name === 'token')) return;
      const session = await startSession(t.db, t.config.jwtSecret, attacker.user._id);
      attackerCookie = `token=${session.token}`;
    },
    async victimChanges() {
      const now = JSON.stringify(await victimSnapshot(t, victim, attacker.user._id));
      return now === before ? [] : [`before: ${before}`, `after:  ${now}`];
    },
  };
}
