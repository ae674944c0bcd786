import type { Project } from '@hackmate/shared/types';
import { projectCreateSchema, projectUpdateSchema } from '@hackmate/shared/validation';
import { ProjectCard } from '../../../components/project-card';
import { addProject, type ProjectFields } from '../api/add-project';
import { editProject } from '../api/edit-project';
import { removeProject } from '../api/remove-project';
import { checkWith } from '../hooks/check-with';
import { useJourney, type ItemsUpdater } from '../hooks/use-journey';
import { EditableJourney } from './editable-journey';
import { ProjectEditor } from './project-editor';

export const PROJECT_UPDATED = 'Project updated successfully';

/** The own profile's 'Project Journey' with add, edit, save and remove per item. */
export function ProjectJourney({ projects, onChange }: { projects: Project[]; onChange: ItemsUpdater<Project> }) {
  const journey = useJourney<Project, ProjectFields>({
    items: projects,
    onChange,
    blank: (_id) => ({ _id, title: '', description: '', url: '', techStack: '' }),
    check: (fields, isNew) => checkWith(isNew ? projectCreateSchema : projectUpdateSchema, fields),
    create: addProject,
    update: async (id, fields) => (await editProject(id, fields)).project,
    remove: removeProject,
    updatedMessage: PROJECT_UPDATED,
  });

  return (
    <EditableJourney
      title="Project Journey"
      emptyText="No projects added yet"
      addLabel="Add Project"
      items={projects}
      journey={journey}
      card={(project, edit) => <ProjectCard project={project} actions={edit} />}
      editor={(project, props) => <ProjectEditor project={project} {...props} />}
    />
  );
}
