import { api } from '@hackmate/shared/api';

/** DELETE /remove-hackathon/{id}. */
export async function removeHackathon(id: string): Promise<void> {
  await api().delete(`/remove-hackathon/${encodeURIComponent(id)}`);
}
