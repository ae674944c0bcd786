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

/**
 * How long a toast that offers something to do (a match's Say hi) stays: long enough to read it
 * and act, where a plain notice leaves after 3 s; not for good, or a few of them would cover a
 * phone's navbar until closed one by one.
 */
export const ACTION_TOAST_MS = 10_000;

/** The match toast's options: one per partner, for as long as a toast with something to do stays. */
export const matchToastOptions = (match: Match) => ({ toastId: `match-${match.partner._id}`, autoClose: ACTION_TOAST_MS });
