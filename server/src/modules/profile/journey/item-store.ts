import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client';
import { hackathons, projects } from '../../../db/schema';
import { conflict, notFound } from '../../../lib/http-errors';
import { lockUser } from '../common';

/** The tables of a profile's journey: items that belong to one user, oldest first. */
type ItemTable = typeof projects | typeof hackathons;

export interface ItemKind<Row, Item, Fields> {
  table: ItemTable;
  /** The item as people call it, for messages: "project". */
  noun: string;
  /** Enough for any real portfolio; stops one account from filling the database. */
  max: number;
  notFoundMessage: string;
  toItem: (row: Row) => Item;
  /** Only to satisfy the type checker: the fields a create or an update writes. */
  fields?: Fields;
}

/**
 * Listing, adding, editing and removing one kind of journey item. Only the owner's rows ever
 * match: someone else's item is "not found" and stays untouched. The per-user count columns on
 * users follow from database triggers (migrations 0002 and 0004).
 */
export function itemStore<Row, Item, Fields extends object>(kind: ItemKind<Row, Item, Fields>) {
  // Drizzle's builders are typed per table; both tables share the columns used here.
  const table = kind.table as typeof projects;
  const owned = (userId: string, id: string) => and(eq(table.id, id), eq(table.userId, userId));
  const toItem = (row: unknown) => kind.toItem(row as Row);

  return {
    async list(db: Queryable, userId: string): Promise<Item[]> {
      const rows = await db.select().from(table).where(eq(table.userId, userId)).orderBy(asc(table.createdAt), asc(table.id));
      return rows.map(toItem);
    },

    async add(db: Db, userId: string, fields: Fields): Promise<Item> {
      return db.transaction(async (tx) => {
        // Locked, so two adds at once cannot both pass the cap.
        if (!(await lockUser(tx, userId))) throw notFound('User not found');
        const [row] = await tx.select({ n: count() }).from(table).where(eq(table.userId, userId));
        if ((row?.n ?? 0) >= kind.max) throw conflict(`You can add at most ${kind.max} ${kind.noun}s`, 'LIMIT_REACHED');
        const [created] = await tx
          .insert(table)
          .values({ userId, ...fields } as unknown as typeof table.$inferInsert)
          .returning();
        return toItem(created);
      });
    },

    async edit(db: Db, userId: string, id: string, fields: Fields): Promise<Item> {
      const [row] = await db.update(table).set(fields).where(owned(userId, id)).returning();
      if (!row) throw notFound(kind.notFoundMessage);
      return toItem(row);
    },

    async remove(db: Db, userId: string, id: string): Promise<void> {
      const rows = await db.delete(table).where(owned(userId, id)).returning({ id: table.id });
      if (rows.length === 0) throw notFound(kind.notFoundMessage);
    },
  };
}

export type ItemStore<Item, Fields extends object> = ReturnType<typeof itemStore<unknown, Item, Fields>>;
