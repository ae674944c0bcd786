import type { Hackathon } from '@hackmate/shared/types';
import type { Hackathon as HackathonRow } from '../../../db/schema';

export function toHackathon(row: HackathonRow): Hackathon {
  return { _id: row.id, name: row.name, description: row.description, outcome: row.outcome, date: row.date, role: row.role };
}
