import { TEAMS_CSV_HEADER } from '@hackmate/shared/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { csvRows } from '../../lib/csv';
import { requireOrganiser } from './service';

interface TeamLine {
  team: string;
  members: string[] | null;
  roles: (string | null)[] | null;
  emails: (string | null)[] | null;
}

/**
 * The event's teams for judging and check-in, one row a team: its name, its members (listed
 * people, in the order they joined) and their roles. An e-mail address appears only for a member
 * who joined through the asking organiser's own personal invitation (`event_invitations`): the
 * export never hands over what people gave Hackmate, only what the organiser already had.
 */
export async function teamsCsv(db: Queryable, organiserId: string, eventId: string): Promise<string> {
  await requireOrganiser(db, eventId, organiserId);
  const result = (await db.execute(sql`
    select t.name as team,
      array_agg(u.full_name order by m.joined_at, u.id) filter (where u.id is not null) as members,
      array_agg(m.role order by m.joined_at, u.id) filter (where u.id is not null) as roles,
      array_agg(i.email order by m.joined_at, u.id) filter (where i.email is not null) as emails
    from teams t
    left join team_members m on m.team_id = t.id
    left join users u on u.id = m.user_id and u.suspended_at is null and u.deleted_at is null
    left join lateral (
      select ei.email from event_invitations ei
      where ei.event_id = t.event_id and ei.user_id = u.id and ei.invited_by = ${organiserId}
      order by ei.created_at limit 1
    ) i on true
    where t.event_id = ${eventId}
    group by t.id, t.name, t.created_at
    order by t.created_at, t.id`)) as unknown as { rows: TeamLine[] };
  const lines = result.rows.map((r) => [
    r.team,
    (r.members ?? []).join('; '),
    (r.roles ?? []).map((role) => role ?? '').join('; '),
    (r.emails ?? []).filter((e): e is string => !!e).join('; '),
  ]);
  return csvRows([[...TEAMS_CSV_HEADER], ...lines]);
}
