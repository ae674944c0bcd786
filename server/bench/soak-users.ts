/**
 * The soak's population: seeded developers (demo profiles, so feeds rank and filter real data),
 * connected in pairs for chat, each with a session cookie and one authenticated socket, and the
 * actions a person takes: feed pages following their cursors, swipes on cards of the last page,
 * profile reads and edits, chat messages to their connection.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../src/db/client';
import { startSession } from '../src/modules/auth';
import { seedUsers } from '../src/modules/seed';
import { PROCESS_JWT_SECRET } from '../src/testing/server-process';

const MIGRATIONS = fileURLToPath(new URL('../drizzle', import.meta.url));
const REQUEST_TIMEOUT_MS = 10_000;
// Feed filters people try: many combinations, so the feed cache holds many distinct pages.
const FILTER_SKILLS = ['PYTHON', 'REACT.JS', 'NODE.JS', 'JAVA', 'TYPESCRIPT', 'DJANGO', 'FLUTTER', 'AWS', 'MONGODB', 'POSTGRES', 'PYTORCH', 'RUST', 'GOLANG', 'NEXT.JS'];
const EXPERIENCE = ['beginner', 'intermediate', 'experienced'];
const EDITED_SKILLS = [['PYTHON', 'REACT.JS'], ['NODE.JS', 'POSTGRES'], ['JAVA']];

export interface SoakUser {
  id: string;
  cookie: string;
  partner: string;
  socket?: Socket;
  filter: string;
  cursor: string | null;
  /** Cards of the last feed page not swiped yet. */
  cards: string[];
  /** A person does one thing at a time: the next action waits for the last answer. */
  busy: boolean;
}

export interface Outcome {
  kind: string;
  ok: boolean;
  ms: number;
  detail?: string;
}

export class SoakWorld {
  /** Pairs that already have a request, so no swipe is refused as a duplicate. */
  private readonly pairs = new Set<string>();
  private sent = 0;
  acked = 0;
  delivered = 0;

  constructor(
    readonly baseUrl: string,
    readonly users: SoakUser[],
  ) {
    for (const u of users) this.pairs.add(pairKey(u.id, u.partner));
  }

  /** Seeds `count` developers in connected pairs and starts a session for each. */
  static async seed(baseUrl: string, url: string, count: number): Promise<SoakWorld> {
    const scratch = await mkdtemp(join(tmpdir(), 'hackmate-soak-'));
    const database = await openDatabase({ databaseUrl: url, dataDir: scratch, migrationsFolder: MIGRATIONS }, { migrate: false });
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    try {
      // Nobody signs in with a password here: any hash will do.
      await seedUsers(database.db, { count, passwordHash: `unused-${randomBytes(8).toString('hex')}` });
      const { rows } = await pool.query<{ id: string }>('select id from users order by id');
      const ids = rows.map((r) => r.id);
      const evens = ids.filter((_, i) => i % 2 === 0 && i + 1 < ids.length);
      const odds = evens.map((_, p) => ids[2 * p + 1]!);
      await pool.query(
        `insert into connection_requests (sender_id, receiver_id, status)
         select s, r, 'accepted' from unnest($1::uuid[], $2::uuid[]) as t(s, r)`,
        [evens, odds],
      );
      const users: SoakUser[] = [];
      for (let i = 0; i < evens.length * 2; i += 50) {
        const batch = ids.slice(i, Math.min(i + 50, evens.length * 2));
        const sessions = await Promise.all(batch.map((id) => startSession(database.db, PROCESS_JWT_SECRET, id, 'soak')));
        sessions.forEach((s, j) => {
          const index = i + j;
          const partner = ids[index % 2 === 0 ? index + 1 : index - 1]!;
          users.push({ id: s.userId, cookie: `token=${s.token}`, partner, filter: '', cursor: null, cards: [], busy: false });
        });
      }
      return new SoakWorld(baseUrl, users);
    } finally {
      await pool.end();
      await database.close();
      await rm(scratch, { recursive: true, force: true });
    }
  }

  /** One authenticated socket per user; `onLost` hears of any that drops during the run. */
  async connectAll(onLost: (reason: string) => void): Promise<void> {
    for (let i = 0; i < this.users.length; i += 100) {
      await Promise.all(this.users.slice(i, i + 100).map((u) => this.connect(u, onLost)));
    }
  }

  private async connect(u: SoakUser, onLost: (reason: string) => void): Promise<void> {
    const socket = io(this.baseUrl, { path: '/api/socket.io', transports: ['websocket'], extraHeaders: { cookie: u.cookie }, reconnection: false, forceNew: true, timeout: 20_000 });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    socket.on('messageReceived', ({ messageData }: { messageData: { receiverId: string } }) => {
      if (messageData.receiverId === u.id) this.delivered += 1;
    });
    socket.on('disconnect', (reason) => {
      if (reason !== 'io client disconnect') onLost(`socket of ${u.id} dropped: ${reason}`);
    });
    u.socket = socket;
  }

  closeAll(): void {
    for (const u of this.users) u.socket?.close();
  }

  /** A random action of someone not waiting for an answer, weighted like a session on the app: mostly feed and chat. */
  async act(): Promise<Outcome> {
    let u = this.randomUser();
    for (let tries = 0; u.busy && tries < 20; tries++) u = this.randomUser();
    if (u.busy) return { kind: 'bench', ok: false, ms: 0, detail: 'everyone is waiting for an answer' };
    u.busy = true;
    try {
      return await this.actAs(u);
    } finally {
      u.busy = false;
    }
  }

  private randomUser(): SoakUser {
    return pick(this.users);
  }

  private actAs(u: SoakUser): Promise<Outcome> {
    const roll = Math.random() * 100;
    if (roll < 35) return this.feedPage(u);
    if (roll < 50) return u.cards.length > 0 ? this.swipe(u) : this.feedPage(u);
    if (roll < 70) return this.readProfile(u);
    if (roll < 75) return this.editProfile(u);
    return this.chat(u);
  }

  private async feedPage(u: SoakUser): Promise<Outcome> {
    // An exhausted walk starts over, with other filters.
    if (u.cursor === null && u.cards.length === 0) u.filter = randomFilter();
    const query = [u.filter, u.cursor ? `cursor=${encodeURIComponent(u.cursor)}` : ''].filter(Boolean).join('&');
    return this.http('feed', u, 'GET', `/api/feed${query ? `?${query}` : ''}`, undefined, 200, (body) => {
      const page = body as { feedData: { _id: string }[]; nextCursor: string | null };
      u.cards = page.feedData.map((c) => c._id);
      u.cursor = page.nextCursor;
    });
  }

  private swipe(u: SoakUser): Promise<Outcome> {
    let target: string | undefined;
    while (!target && u.cards.length > 0) {
      const card = u.cards.shift()!;
      if (!this.pairs.has(pairKey(u.id, card))) target = card;
    }
    if (!target) return this.feedPage(u);
    this.pairs.add(pairKey(u.id, target));
    const status = Math.random() < 0.7 ? 'interested' : 'ignore';
    return this.http('swipe', u, 'POST', `/api/reqs/send/${status}/${target}`, undefined, 201);
  }

  private readProfile(u: SoakUser): Promise<Outcome> {
    if (Math.random() < 0.3) return this.http('profile read', u, 'GET', '/api/profile/view', undefined, 200);
    return this.http('profile read', u, 'GET', `/api/profile/user/${this.randomUser().id}`, undefined, 200);
  }

  private editProfile(u: SoakUser): Promise<Outcome> {
    // One edit in five changes skills, which drops the editor's cached feed pages.
    const body = Math.random() < 0.2 ? { skills: pick(EDITED_SKILLS) } : { bio: `Soak-testing Hackmate, edit ${randomBytes(3).toString('hex')}` };
    return this.http('profile edit', u, 'PATCH', '/api/profile/edit', body, 200);
  }

  private chat(u: SoakUser): Promise<Outcome> {
    const started = performance.now();
    const clientId = `soak-${(this.sent += 1)}`;
    return new Promise((resolve) => {
      u.socket!.timeout(REQUEST_TIMEOUT_MS).emit('sendMessage', { receiverId: u.partner, message: `soak message ${clientId}`, clientId }, (err: Error | null, ack?: { ok: boolean; error?: string }) => {
        const ms = performance.now() - started;
        if (err || !ack?.ok) resolve({ kind: 'chat', ok: false, ms, detail: `sendMessage: ${err?.message ?? ack?.error}` });
        else {
          this.acked += 1;
          resolve({ kind: 'chat', ok: true, ms });
        }
      });
    });
  }

  private async http(kind: string, u: SoakUser, method: string, path: string, body: unknown, expected: number, read?: (body: unknown) => void): Promise<Outcome> {
    const started = performance.now();
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: { cookie: u.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      const ms = performance.now() - started;
      if (res.status !== expected) return { kind, ok: false, ms, detail: `${method} ${path.split('?')[0]} → ${res.status} ${text.slice(0, 120)}` };
      read?.(JSON.parse(text));
      return { kind, ok: true, ms };
    } catch (err) {
      return { kind, ok: false, ms: performance.now() - started, detail: `${method} ${path.split('?')[0]}: ${(err as Error).message}` };
    }
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Half the walks unfiltered; the others any mix of skills, experience, a year and a bigger page. */
function randomFilter(): string {
  if (Math.random() < 0.5) return '';
  const parts: string[] = [];
  if (Math.random() < 0.7) parts.push(`skills=${encodeURIComponent([pick(FILTER_SKILLS), ...(Math.random() < 0.5 ? [pick(FILTER_SKILLS)] : [])].join(','))}`);
  if (Math.random() < 0.3) parts.push(`experience=${pick(EXPERIENCE)}`);
  if (Math.random() < 0.2) parts.push(`gradYears=${2024 + Math.floor(Math.random() * 4)}`);
  if (Math.random() < 0.3) parts.push('limit=50');
  return parts.join('&');
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}
