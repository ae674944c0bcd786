import { api } from '@hackmate/shared/api';
import type { Answer, projectAnswer } from '@hackmate/shared/contracts';
import type { Project } from '@hackmate/shared/types';

export type ProjectFields = Pick<Project, 'title' | 'description' | 'url'>;

/** POST /profile/add/project: answers the created project, whose _id replaces the temp- one. */
export async function addProject(fields: ProjectFields): Promise<Project> {
  const { data } = await api().post<Answer<typeof projectAnswer>>('/profile/add/project', fields);
  return data.project;
}
