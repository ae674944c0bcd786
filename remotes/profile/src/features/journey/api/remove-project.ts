import { api } from '@hackmate/shared/api';

/** DELETE /remove-project/{id}. */
export async function removeProject(id: string): Promise<void> {
  await api().delete(`/remove-project/${encodeURIComponent(id)}`);
}
