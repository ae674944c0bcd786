import { toast } from 'react-toastify';
import { ITEM_TEXT_MAX, ITEM_TITLE_MAX, MESSAGES, URL_MAX } from '@hackmate/shared/validation';
import type { ProjectFields } from '../api/add-project';
import { ItemEditor, type FieldSpec } from './item-editor';

const FIELDS: readonly FieldSpec<keyof ProjectFields>[] = [
  { key: 'title', label: 'Title', max: ITEM_TITLE_MAX },
  { key: 'description', label: 'Description', max: ITEM_TEXT_MAX, multiline: true },
  { key: 'url', label: 'Project URL', max: URL_MAX, url: true, placeholder: 'github.com/you/project' },
];

interface ProjectEditorProps {
  project: ProjectFields;
  onSave: (fields: ProjectFields) => void;
  onRemove: () => void;
  busy?: boolean;
}

/** A project in edit mode: title, description and url with 'Save' and 'Remove'. */
export function ProjectEditor({ project, ...props }: ProjectEditorProps) {
  return (
    <ItemEditor
      name="Edit project"
      fields={FIELDS}
      initial={{ title: project.title, description: project.description, url: project.url }}
      // SPEC §5: emptying a field of a project already shows the toast, before any save.
      onFieldEmptied={() => toast.error(MESSAGES.projectUpdateIncomplete, { toastId: 'project-field-emptied' })}
      {...props}
    />
  );
}
