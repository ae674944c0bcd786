import type { Hackathon } from '@hackmate/shared/types';
import { hackathonSchema } from '@hackmate/shared/validation';
import { HackathonCard } from '../../../components/hackathon-card';
import { addHackathon, type HackathonFields } from '../api/add-hackathon';
import { editHackathon } from '../api/edit-hackathon';
import { removeHackathon } from '../api/remove-hackathon';
import { checkWith } from '../hooks/check-with';
import { useJourney, type ItemsUpdater } from '../hooks/use-journey';
import { EditableJourney } from './editable-journey';
import { HackathonEditor } from './hackathon-editor';

export const HACKATHON_UPDATED = 'Hackathon details updated successfully!';

/** The own profile's 'Hackathon Journey' with add, edit, save and remove per item. */
export function HackathonJourney({ hackathons, onChange }: { hackathons: Hackathon[]; onChange: ItemsUpdater<Hackathon> }) {
  const journey = useJourney<Hackathon, HackathonFields>({
    items: hackathons,
    onChange,
    blank: (_id) => ({ _id, name: '', description: '', outcome: '', date: '', role: '' }),
    check: (fields) => checkWith(hackathonSchema, fields),
    create: addHackathon,
    update: async (id, fields) => (await editHackathon(id, fields)).hackathon,
    remove: removeHackathon,
    updatedMessage: HACKATHON_UPDATED,
  });

  return (
    <EditableJourney
      title="Hackathon Journey"
      emptyText="No hackathons added yet"
      addLabel="Add Hackathon"
      items={hackathons}
      journey={journey}
      card={(hackathon, edit) => <HackathonCard hackathon={hackathon} show="outcome" actions={edit} />}
      editor={(hackathon, props) => <HackathonEditor hackathon={hackathon} {...props} />}
    />
  );
}
