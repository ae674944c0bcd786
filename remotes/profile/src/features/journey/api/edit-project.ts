import { api } from '@hackmate/shared/api';
import type { Project } from '@hackmate/shared/types';
import type { ProjectFields } from './add-project';

/** PATCH /project-edit/{id}. */
export async function editProject(id: string, fields: ProjectFields): Promise<{ message: string; project: Project }> {
  const { data } = await api().patch<{ message: string; project: Project }>(`/project-edit/${encodeURIComponent(id)}`, fields);
  return data;
}
