import { Link } from '@hackmate/shared/router';
import './event-deck.css';

/** Above an event's deck: whose deck it is, and the way back to everyone. */
export function EventDeckHeader({ name }: { name: string | undefined }) {
  return (
    <div className="hm-event-deck">
      <h2 className="hm-event-deck__title">{name ? `People going to ${name}` : 'People going to this hackathon'}</h2>
      <Link to="/feed">Back to the whole feed</Link>
    </div>
  );
}
