import { api } from '@hackmate/shared/api';
import type { Answer, projectAnswer } from '@hackmate/shared/contracts';
import type { ProjectFields } from './add-project';

/** PATCH /project-edit/{id}. */
export async function editProject(id: string, fields: ProjectFields): Promise<Answer<typeof projectAnswer>> {
  const { data } = await api().patch<Answer<typeof projectAnswer>>(`/project-edit/${encodeURIComponent(id)}`, fields);
  return data;
}
