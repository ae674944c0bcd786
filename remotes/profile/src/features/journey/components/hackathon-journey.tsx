import type { Hackathon } from '@hackmate/shared/types';
import { ITEM_TITLE_MAX } from '@hackmate/shared/validation';
import { HackathonCard } from '../../profile-cards';
import { addHackathon, type HackathonFields } from '../api/add-hackathon';
import { editHackathon } from '../api/edit-hackathon';
import { removeHackathon } from '../api/remove-hackathon';
import { checkWith } from '../lib/check-with';
import { DESCRIPTION_FIELD, type JourneySpec } from '../lib/journey-spec';
import { EditableJourney } from './editable-journey';

export const HACKATHON_JOURNEY: JourneySpec<'hackathons', HackathonFields> = {
  list: 'hackathons',
  text: { title: 'Hackathon Journey', empty: 'No hackathons yet. Add Hackathon lists the ones you took part in.', add: 'Add Hackathon', editor: 'Edit hackathon', noun: 'hackathon' },
  fields: [
    { key: 'name', label: 'Name', max: ITEM_TITLE_MAX },
    DESCRIPTION_FIELD,
    { key: 'outcome', label: 'Outcome', max: ITEM_TITLE_MAX, placeholder: 'e.g. Winner, Finalist, Best UI' },
  ],
  blank: (_id) => ({ _id, name: '', description: '', outcome: '', date: '', role: '' }),
  check: (fields) => checkWith((rules) => rules.hackathonSchema, fields),
  create: addHackathon,
  update: async (id, fields) => (await editHackathon(id, fields)).hackathon,
  remove: removeHackathon,
  updatedMessage: 'Hackathon details updated successfully!',
  // The own profile shows the outcome; someone else's shows the date (SPEC §2).
  card: (hackathon, actions) => <HackathonCard hackathon={hackathon} show="outcome" actions={actions} />,
};

/** The own profile's 'Hackathon Journey' with add, edit, save and remove per item. */
export function HackathonJourney({ hackathons }: { hackathons: Hackathon[] }) {
  return <EditableJourney spec={HACKATHON_JOURNEY} items={hackathons} />;
}
