import { projectAnswer, projectCreateBody, projectUpdateBody, type ProjectFields } from '@hackmate/shared/contracts';
import type { Project } from '@hackmate/shared/types';
import { projects, type Project as ProjectRow } from '../../../db/schema';
import { itemRoutes } from './item-routes';
import { itemStore } from './item-store';

export const PROJECT_NOT_FOUND = 'Project not found';
export const MAX_PROJECTS = 50;

export const projectStore = itemStore<ProjectRow, Project, ProjectFields>({
  table: projects,
  noun: 'project',
  max: MAX_PROJECTS,
  notFoundMessage: PROJECT_NOT_FOUND,
  toItem: (row) => ({ _id: row.id, title: row.title, description: row.description, url: row.url, techStack: row.techStack }),
});

/** POST /profile/add/project, PATCH /project-edit/{id}, DELETE /remove-project/{id}. */
export const projectRoutes = itemRoutes({
  store: projectStore,
  noun: 'project',
  notFoundMessage: PROJECT_NOT_FOUND,
  paths: { add: '/profile/add/project', edit: '/project-edit/:id', remove: '/remove-project/:id' },
  createBody: projectCreateBody,
  updateBody: projectUpdateBody,
  answer: projectAnswer,
  messages: { added: 'Project added successfully', updated: 'Project updated successfully', removed: 'Project removed successfully' },
});
