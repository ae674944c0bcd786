import { AppLink } from '../../navigation';
import type { LiveNotice } from '../lib/live-notice';
import './live-toast.css';

/**
 * A live notice's toast content: a link to what it is about, filling the toast, so a click there
 * opens it; or, for a notice with an action (a match's "Say hi"), its text and that action's button.
 */
export function LiveToast({ notice }: { notice: LiveNotice }) {
  if (!notice.to) return <span className="hm-live-toast">{notice.text}</span>;
  if (notice.action) {
    return (
      <span className="hm-live-toast hm-live-toast--action">
        <span>{notice.text}</span>
        <AppLink className="hm-btn hm-btn-primary" to={notice.to}>
          {notice.action}
        </AppLink>
      </span>
    );
  }
  return (
    <AppLink className="hm-live-toast hm-live-toast--link" to={notice.to}>
      {notice.text}
    </AppLink>
  );
}
