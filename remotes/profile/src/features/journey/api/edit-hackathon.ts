import { api } from '@hackmate/shared/api';
import type { Answer, hackathonAnswer } from '@hackmate/shared/contracts';
import type { HackathonFields } from './add-hackathon';

/** PATCH /hackathon-edit/{id}. */
export async function editHackathon(id: string, fields: HackathonFields): Promise<Answer<typeof hackathonAnswer>> {
  const { data } = await api().patch<Answer<typeof hackathonAnswer>>(`/hackathon-edit/${encodeURIComponent(id)}`, fields);
  return data;
}
