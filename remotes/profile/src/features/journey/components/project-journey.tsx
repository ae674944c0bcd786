import { toast } from '@hackmate/shared/toast';
import type { Project } from '@hackmate/shared/types';
import { ITEM_TITLE_MAX, MESSAGES, URL_MAX } from '@hackmate/shared/validation';
import { ProjectCard } from '../../profile-cards';
import { addProject, type ProjectFields } from '../api/add-project';
import { editProject } from '../api/edit-project';
import { removeProject } from '../api/remove-project';
import { checkWith } from '../lib/check-with';
import { DESCRIPTION_FIELD, type JourneySpec } from '../lib/journey-spec';
import { EditableJourney } from './editable-journey';

export const PROJECT_JOURNEY: JourneySpec<'projects', ProjectFields> = {
  list: 'projects',
  text: { title: 'Project Journey', empty: 'No projects yet. Add Project shows teammates what you have built.', add: 'Add Project', editor: 'Edit project', noun: 'project' },
  fields: [
    { key: 'title', label: 'Title', max: ITEM_TITLE_MAX },
    DESCRIPTION_FIELD,
    { key: 'url', label: 'Project URL', max: URL_MAX, url: true, placeholder: 'github.com/you/project' },
  ],
  blank: (_id) => ({ _id, title: '', description: '', url: '', techStack: '' }),
  check: (fields, isNew) => checkWith((rules) => (isNew ? rules.projectCreateSchema : rules.projectUpdateSchema), fields),
  create: addProject,
  update: async (id, fields) => (await editProject(id, fields)).project,
  remove: removeProject,
  updatedMessage: 'Project updated successfully',
  // SPEC §5: emptying a field of a project already shows the toast, before any save.
  onFieldEmptied: () => toast.error(MESSAGES.projectUpdateIncomplete, { toastId: 'project-field-emptied' }),
  card: (project, actions) => <ProjectCard project={project} actions={actions} />,
};

/** The own profile's 'Project Journey' with add, edit, save and remove per item. */
export function ProjectJourney({ projects }: { projects: Project[] }) {
  return <EditableJourney spec={PROJECT_JOURNEY} items={projects} />;
}
