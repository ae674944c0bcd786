import { Link } from '@hackmate/shared/router';
import { useConnection } from '../hooks/use-connection';

/**
 * The profile's way to connect, beside Block and Report: Interested (as in the feed; also when
 * they are interested already, which makes a match), "Request sent" while their answer is
 * awaited, Message once connected. Nothing while it is unknown, or once closed (a pass).
 */
export function ConnectAction({ person }: { person: { _id: string; fullName: string } }) {
  const { state, interested } = useConnection(person._id);
  switch (state) {
    case 'none':
    case 'received':
      return (
        <button type="button" className="hm-btn hm-btn-primary" disabled={interested.isPending} onClick={() => interested.mutate()}>
          {interested.isPending ? 'Sending…' : 'Interested'}
        </button>
      );
    case 'sent':
      return (
        <button type="button" className="hm-btn" disabled>
          Request sent
        </button>
      );
    case 'connected':
      return (
        <Link className="hm-btn hm-btn-primary" to={`/convos/${encodeURIComponent(person._id)}`}>
          Message
        </Link>
      );
    default:
      return null;
  }
}
