import { useState } from 'react';
import { ConfirmDialog } from '@hackmate/shared/dialog';
import { JourneySection } from '../../profile-cards';
import { useJourney } from '../hooks/use-journey';
import { fieldValues, itemName, type JourneyFields, type JourneyItem, type JourneyList, type JourneySpec } from '../lib/journey-spec';
import { isTempId } from '../lib/temp-id';
import { ItemEditor } from './item-editor';

interface EditableJourneyProps<L extends JourneyList, F extends JourneyFields> {
  spec: JourneySpec<L, F>;
  /** The saved items, from the own profile. */
  items: JourneyItem<L>[];
}

/**
 * A journey list on the own profile: an add button, and each item in display or edit mode on its
 * own. Removing a saved item asks first: it is gone for good, for everyone.
 */
export function EditableJourney<L extends JourneyList, F extends JourneyFields>({ spec, items }: EditableJourneyProps<L, F>) {
  const journey = useJourney(spec, items);
  const [removing, setRemoving] = useState<JourneyItem<L> | null>(null);
  const name = removing ? itemName(removing, spec.fields) : '';

  function askToRemove(item: JourneyItem<L>) {
    if (isTempId(item._id)) journey.remove(item._id);
    else setRemoving(item);
  }

  return (
    <>
      <JourneySection
        title={spec.text.title}
        emptyText={spec.text.empty}
        isEmpty={journey.items.length === 0}
        action={
          <button type="button" className="hm-btn hm-btn-primary" onClick={journey.add}>
            {spec.text.add}
          </button>
        }
      >
        {journey.items.map((item) => (
          <li key={item._id}>
            {journey.isEditing(item._id) ? (
              <ItemEditor
                name={spec.text.editor}
                fields={spec.fields}
                initial={fieldValues<F>(item, spec.fields)}
                onFieldEmptied={spec.onFieldEmptied}
                busy={journey.isBusy(item._id)}
                onSave={(fields) => journey.save(item._id, fields)}
                onCancel={() => journey.cancel(item._id)}
                onRemove={() => askToRemove(item)}
              />
            ) : (
              spec.card(
                item,
                <button type="button" className="hm-btn" onClick={() => journey.edit(item._id)}>
                  Edit
                </button>,
              )
            )}
          </li>
        ))}
      </JourneySection>
      {removing ? (
        <ConfirmDialog
          title={name ? `Remove the ${spec.text.noun} “${name}”?` : `Remove this ${spec.text.noun}?`}
          description="It disappears from your profile for everyone. This cannot be undone."
          confirmLabel="Remove"
          onConfirm={() => {
            journey.remove(removing._id);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}
