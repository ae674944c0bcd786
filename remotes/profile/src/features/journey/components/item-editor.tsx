import { useState, type FormEvent } from 'react';
import { useReportUnsaved } from '../../unsaved-changes';
import type { FieldSpec, JourneyFields } from '../lib/journey-spec';

interface ItemEditorProps<F extends JourneyFields> {
  /** Accessible name of the form, e.g. 'Edit project'. */
  name: string;
  fields: readonly FieldSpec<keyof F & string>[];
  initial: F;
  onSave: (values: F) => void;
  onRemove: () => void;
  /** Leaves edit mode, dropping what was typed (an item never saved goes away). */
  onCancel: () => void;
  /** Called when a field that had text is emptied (projects warn at once, SPEC §5). */
  onFieldEmptied?: () => void;
  busy?: boolean;
}

/** A journey item in edit mode: its fields, then 'Save', 'Cancel' and 'Remove'. */
export function ItemEditor<F extends JourneyFields>({ name, fields, initial, onSave, onRemove, onCancel, onFieldEmptied, busy = false }: ItemEditorProps<F>) {
  const [draft, setDraft] = useState<F>(() => ({ ...initial }));
  useReportUnsaved(fields.some((f) => (draft[f.key] ?? '').trim() !== (initial[f.key] ?? '').trim()));

  function change(key: keyof F & string, value: string) {
    if ((draft[key] ?? '').trim() !== '' && value.trim() === '') onFieldEmptied?.();
    setDraft((d) => ({ ...d, [key]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(draft);
  }

  return (
    <form className="hm-profile-item hm-profile-item-editor" onSubmit={submit} aria-label={name}>
      {fields.map((field) => (
        <label key={field.key} className="hm-profile-field">
          <span>{field.label}</span>
          {field.multiline ? (
            <textarea
              className="hm-input"
              rows={3}
              value={draft[field.key]}
              maxLength={field.max}
              placeholder={field.placeholder}
              onChange={(e) => change(field.key, e.target.value)}
            />
          ) : (
            <input
              className="hm-input"
              type="text"
              inputMode={field.url ? 'url' : undefined}
              value={draft[field.key]}
              maxLength={field.max}
              placeholder={field.placeholder}
              onChange={(e) => change(field.key, e.target.value)}
            />
          )}
        </label>
      ))}
      <div className="hm-profile-item-actions">
        <button type="submit" className="hm-btn hm-btn-primary" disabled={busy}>
          Save
        </button>
        <button type="button" className="hm-btn" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="hm-btn hm-btn-danger" onClick={onRemove} disabled={busy}>
          Remove
        </button>
      </div>
    </form>
  );
}
