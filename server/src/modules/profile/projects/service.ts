import { and, asc, count, eq } from 'drizzle-orm';
import type { Project } from '@hackmate/shared/types';
import type { Db } from '../../../db/client';
import { projects } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/http-errors';
import { lockUser, type Queryable } from '../common';
import type { ProjectFields } from '@hackmate/shared/contracts';
import { toProject } from './serialize';

/** Enough for any real portfolio; stops one account from filling the database. */
export const MAX_PROJECTS = 50;
export const PROJECT_NOT_FOUND = 'Project not found';

export async function listProjects(db: Queryable, userId: string): Promise<Project[]> {
  const rows = await db.select().from(projects).where(eq(projects.userId, userId)).orderBy(asc(projects.createdAt), asc(projects.id));
  return rows.map(toProject);
}

export async function addProject(db: Db, userId: string, fields: ProjectFields): Promise<Project> {
  return db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw notFound('User not found');
    const [row] = await tx.select({ n: count() }).from(projects).where(eq(projects.userId, userId));
    if ((row?.n ?? 0) >= MAX_PROJECTS) throw conflict(`You can add at most ${MAX_PROJECTS} projects`, 'LIMIT_REACHED');
    const [created] = await tx.insert(projects).values({ userId, ...fields }).returning();
    return toProject(created!);
  });
}

/** Only the owner's row matches: someone else's project is "not found" and stays untouched. */
export async function editProject(db: Db, userId: string, projectId: string, fields: ProjectFields): Promise<Project> {
  const [row] = await db
    .update(projects)
    .set(fields)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
    .returning();
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return toProject(row);
}

export async function removeProject(db: Db, userId: string, projectId: string): Promise<void> {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
    .returning({ id: projects.id });
  if (rows.length === 0) throw notFound(PROJECT_NOT_FOUND);
}
