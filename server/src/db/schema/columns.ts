import { ROLES } from '@hackmate/shared/catalogues';
import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

// Column helpers the table files share.
// Exposed to clients as `_id` (the spec's name); the mapping happens in each module's serializer.
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export type Role = (typeof ROLES)[number];

/** `'a', 'b'` for a CHECK … IN (…) over a fixed list (catalogue values never hold quotes). */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
export const roleArray = sql.raw(`array[${ROLES.map((r) => `'${r}'`).join(', ')}]::text[]`);
