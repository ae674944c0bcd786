import { api } from '@hackmate/shared/api';
import type { Answer, hackathonAnswer } from '@hackmate/shared/contracts';
import type { Hackathon } from '@hackmate/shared/types';

export type HackathonFields = Pick<Hackathon, 'name' | 'description' | 'outcome'>;

/** POST /profile/add/hackathon with the object holding the hackathon (SPEC §7); answers the created one. */
export async function addHackathon(fields: HackathonFields): Promise<Hackathon> {
  const { data } = await api().post<Answer<typeof hackathonAnswer>>('/profile/add/hackathon', { hackathon: fields });
  return data.hackathon;
}
