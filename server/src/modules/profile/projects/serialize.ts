import type { Project } from '@hackmate/shared/types';
import type { Project as ProjectRow } from '../../../db/schema';

export function toProject(row: ProjectRow): Project {
  return { _id: row.id, title: row.title, description: row.description, url: row.url, techStack: row.techStack };
}
