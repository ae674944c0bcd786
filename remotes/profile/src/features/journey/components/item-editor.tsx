import { useState, type FormEvent } from 'react';

export interface FieldSpec<K extends string> {
  key: K;
  label: string;
  max: number;
  multiline?: boolean;
  placeholder?: string;
  url?: boolean;
}

interface ItemEditorProps<K extends string> {
  /** Accessible name of the form, e.g. 'Edit project'. */
  name: string;
  fields: readonly FieldSpec<K>[];
  initial: Record<K, string>;
  onSave: (values: Record<K, string>) => void;
  onRemove: () => void;
  /** Called when a field that had text is emptied (projects warn at once, SPEC §5). */
  onFieldEmptied?: (key: K) => void;
  busy?: boolean;
}

/** A journey item in edit mode: its fields, then 'Save' and 'Remove'. */
export function ItemEditor<K extends string>({ name, fields, initial, onSave, onRemove, onFieldEmptied, busy = false }: ItemEditorProps<K>) {
  const [draft, setDraft] = useState<Record<K, string>>(() => ({ ...initial }));

  function change(key: K, value: string) {
    if (draft[key].trim() !== '' && value.trim() === '') onFieldEmptied?.(key);
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
        <button type="button" className="hm-btn hm-btn-danger" onClick={onRemove} disabled={busy}>
          Remove
        </button>
      </div>
    </form>
  );
}
