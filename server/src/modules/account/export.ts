import { effectiveRoles } from '@hackmate/shared/catalogues';
import { asc, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { blocks, hackathons, projects, reports, sessions, users } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { getSettings, unsubscribesOf } from '../notifications';
import { browserLabel } from './browser';
import { type Export, other, otherPerson, iso, readTeamsPart, readRequests, readConversations } from './export-parts';

/**
 * Everything Hackmate holds about one user, for GET /account/export (shape: README.md). One query
 * per area, in one read-only snapshot so the parts agree with each other.
 */
export function buildExport(db: Db, userId: string): Promise<Export> {
  return db.transaction(async (tx) => readExport(tx, userId), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function readExport(db: Queryable, me: string): Promise<Export> {
  const [account] = await db.select().from(users).where(eq(users.id, me)).limit(1);
  if (!account || account.deletedAt) throw notFound('Account not found');
  return {
    exportedAt: new Date().toISOString(),
    account: {
      _id: account.id,
      fullName: account.fullName,
      userName: account.userName,
      emailId: account.emailId,
      profileUrl: account.profileUrl,
      bio: account.bio,
      gradYear: account.gradYear,
      skills: account.skills,
      socialIds: account.socialIds,
      signInMethods: [...(account.passwordHash ? (['password'] as const) : []), ...(account.firebaseUid ? (['google'] as const) : [])],
      privacy: { showPresence: account.showPresence, readReceipts: account.readReceipts },
      createdAt: iso(account.createdAt),
      lastActiveAt: iso(account.lastActiveAt),
    },
    roles: effectiveRoles(account.roles, []),
    notifications: await getSettings(db, me),
    notificationUnsubscribes: (await unsubscribesOf(db, me)).map((u) => ({ kind: u.kind, createdAt: iso(u.createdAt) })),
    projects: (await db.select().from(projects).where(eq(projects.userId, me)).orderBy(asc(projects.createdAt))).map((p) => ({
      _id: p.id,
      title: p.title,
      description: p.description,
      url: p.url,
      techStack: p.techStack,
      createdAt: iso(p.createdAt),
    })),
    hackathons: (await db.select().from(hackathons).where(eq(hackathons.userId, me)).orderBy(asc(hackathons.createdAt))).map((h) => ({
      _id: h.id,
      name: h.name,
      description: h.description,
      outcome: h.outcome,
      date: h.date,
      role: h.role,
      createdAt: iso(h.createdAt),
    })),
    ...(await readRequests(db, me)),
    conversations: await readConversations(db, me),
    sessions: (await db.select().from(sessions).where(eq(sessions.userId, me)).orderBy(asc(sessions.createdAt))).map((s) => ({
      _id: s.id,
      browser: browserLabel(s.userAgent),
      userAgent: s.userAgent,
      createdAt: iso(s.createdAt),
      lastUsedAt: iso(s.lastUsedAt),
      expiresAt: iso(s.expiresAt),
      revokedAt: s.revokedAt && iso(s.revokedAt),
    })),
    reports: (await db.select().from(reports).where(eq(reports.reporterId, me)).orderBy(asc(reports.createdAt))).map((r) => ({
      _id: r.id,
      target: { kind: r.targetKind, id: r.targetId },
      reason: r.reason,
      details: r.details,
      status: r.status,
      createdAt: iso(r.createdAt),
      resolvedAt: r.resolvedAt && iso(r.resolvedAt),
    })),
    blocks: (
      await db
        .select({ ...otherPerson, blockedAt: blocks.createdAt })
        .from(blocks)
        .innerJoin(other, eq(other.id, blocks.blockedId))
        .where(eq(blocks.blockerId, me))
        .orderBy(asc(blocks.createdAt))
    ).map((b) => ({ ...b, blockedAt: iso(b.blockedAt) })),
    ...(await readTeamsPart(db, me)),
  };
}
