import { api } from '@hackmate/shared/api';
import type { Hackathon } from '@hackmate/shared/types';
import type { HackathonFields } from './add-hackathon';

/** PATCH /hackathon-edit/{id}. */
export async function editHackathon(id: string, fields: HackathonFields): Promise<{ message: string; hackathon: Hackathon }> {
  const { data } = await api().patch<{ message: string; hackathon: Hackathon }>(`/hackathon-edit/${encodeURIComponent(id)}`, fields);
  return data;
}
