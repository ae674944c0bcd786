import { Link } from '@hackmate/shared/router';
import type { PassedPerson } from '@hackmate/shared/types';
import { Avatar } from '@hackmate/shared/ui';
import './passed-people.css';

export interface PassedPeopleProps {
  people: readonly PassedPerson[];
  onInterested: (person: PassedPerson) => void;
  /** People whose Interested is on its way (their button waits). */
  sending?: ReadonlySet<string>;
}

/** When the feed runs out: the people passed, most recent first, each with Interested still possible. */
export function PassedPeople({ people, onInterested, sending = new Set() }: PassedPeopleProps) {
  if (people.length === 0) return null;
  return (
    <section className="hm-passed" aria-labelledby="hm-passed-title">
      <h2 id="hm-passed-title" className="hm-passed__title">
        People you passed
      </h2>
      <ul className="hm-passed__list">
        {people.map((person) => (
          <li key={person.user._id} className="hm-passed__person">
            <Avatar src={person.user.profileUrl} name={person.user.fullName} size={40} />
            <span className="hm-passed__text">
              <Link to={`/profile/user/${person.user._id}`}>{person.user.fullName}</Link>
              {person.user.skills.length > 0 ? <span className="hm-muted hm-passed__skills">{person.user.skills.slice(0, 3).join(' · ')}</span> : null}
            </span>
            <button
              type="button"
              className="hm-btn hm-btn-primary"
              disabled={sending.has(person.user._id)}
              onClick={() => onInterested(person)}
              aria-label={`Interested in ${person.user.fullName}`}
            >
              Interested
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
