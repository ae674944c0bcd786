import { Link } from '@hackmate/shared/router';
import type { Match } from '@hackmate/shared/types';
import { sayHiPath, suggestOpener } from './opener';
import './match-toast.css';

/**
 * A toast's content after an accept (or an Interested on a profile) connected two people: "You
 * matched with Ana Lima", and Say hi, the chat with an opener from what the two share.
 */
export function MatchToast({ match }: { match: Match }) {
  return (
    <span className="hm-match-toast">
      <span>You matched with {match.partner.fullName}</span>
      <Link className="hm-btn hm-btn-primary" to={sayHiPath('/convos', match.partner._id, suggestOpener(match))}>
        Say hi
      </Link>
    </span>
  );
}
