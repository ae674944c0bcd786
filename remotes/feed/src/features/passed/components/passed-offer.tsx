import { usePassed } from '../hooks/use-passed';
import { PassedPeople } from './passed-people';

/** The people passed, read once the feed has run out (nothing is asked before). */
export function PassedOffer() {
  const { people, interested, sending } = usePassed(true);
  return <PassedPeople people={people} onInterested={interested} sending={sending} />;
}
