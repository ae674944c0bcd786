import type { EventSummary } from '@hackmate/shared/contracts';
import { Link } from '@hackmate/shared/router';
import { useMyDecks } from '../hooks/use-my-decks';
// Its own sheet: this part is a chunk of its own, and a shared one would be fetched with each.
import './deck-offers.css';

/** The end of the whole feed offers the decks of the hackathons one is going to: never a dead end. */
export function DeckOffers() {
  return <DeckOfferList events={useMyDecks()} />;
}

export function DeckOfferList({ events }: { events: readonly EventSummary[] }) {
  if (events.length === 0) return null;
  return (
    <nav className="hm-deck-offers" aria-label="Decks of your hackathons">
      <ul>
        {events.map((event) => (
          <li key={event._id}>
            <Link className="hm-btn" to={`/feed?event=${encodeURIComponent(event._id)}`}>
              Swipe people going to {event.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
