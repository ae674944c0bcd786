import type { ReactNode } from 'react';
import { JourneySection } from '../../../components/journey-section';
import type { useJourney } from '../hooks/use-journey';

export interface EditorProps<F> {
  onSave: (fields: F) => void;
  onRemove: () => void;
  busy: boolean;
}

interface EditableJourneyProps<T extends { _id: string }, F> {
  title: string;
  emptyText: string;
  addLabel: string;
  items: T[];
  journey: ReturnType<typeof useJourney<T, F>>;
  /** Display mode; `edit` is the item's 'Edit' button. */
  card: (item: T, edit: ReactNode) => ReactNode;
  editor: (item: T, props: EditorProps<F>) => ReactNode;
}

/** A journey list on the own profile: an add button, and each item in display or edit mode on its own. */
export function EditableJourney<T extends { _id: string }, F>({ title, emptyText, addLabel, items, journey, card, editor }: EditableJourneyProps<T, F>) {
  return (
    <JourneySection
      title={title}
      emptyText={emptyText}
      isEmpty={items.length === 0}
      action={
        <button type="button" className="hm-btn hm-btn-primary" onClick={journey.add}>
          {addLabel}
        </button>
      }
    >
      {items.map((item) => (
        <li key={item._id}>
          {journey.isEditing(item._id)
            ? editor(item, {
                busy: journey.isBusy(item._id),
                onSave: (fields) => void journey.save(item._id, fields),
                onRemove: () => void journey.remove(item._id),
              })
            : card(
                item,
                <button type="button" className="hm-btn" onClick={() => journey.edit(item._id)}>
                  Edit
                </button>,
              )}
        </li>
      ))}
    </JourneySection>
  );
}
