import { ITEM_TEXT_MAX, ITEM_TITLE_MAX } from '@hackmate/shared/validation';
import type { HackathonFields } from '../api/add-hackathon';
import { ItemEditor, type FieldSpec } from './item-editor';

const FIELDS: readonly FieldSpec<keyof HackathonFields>[] = [
  { key: 'name', label: 'Name', max: ITEM_TITLE_MAX },
  { key: 'description', label: 'Description', max: ITEM_TEXT_MAX, multiline: true },
  { key: 'outcome', label: 'Outcome', max: ITEM_TITLE_MAX, placeholder: 'e.g. Winner, Finalist, Best UI' },
];

interface HackathonEditorProps {
  hackathon: HackathonFields;
  onSave: (fields: HackathonFields) => void;
  onRemove: () => void;
  busy?: boolean;
}

/** A hackathon in edit mode: name, description and outcome with 'Save' and 'Remove'. */
export function HackathonEditor({ hackathon, ...props }: HackathonEditorProps) {
  return (
    <ItemEditor
      name="Edit hackathon"
      fields={FIELDS}
      initial={{ name: hackathon.name, description: hackathon.description, outcome: hackathon.outcome }}
      {...props}
    />
  );
}
