import { Link } from '@hackmate/shared/router';
import { ACTION_TOAST_MS, toast } from '@hackmate/shared/toast';
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

/** Raises the match toast, for as long as a toast with something to do stays (it offers Say hi). */
export function toastMatch(match: Match): void {
  toast(<MatchToast match={match} />, { toastId: `match-${match.partner._id}`, autoClose: ACTION_TOAST_MS });
}
