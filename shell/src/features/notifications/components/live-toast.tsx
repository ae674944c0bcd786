import { AppLink } from '../../navigation';
import type { LiveNotice } from '../lib/live-notice';
import './live-toast.css';

/** A live notice's toast content: a link to what it is about, filling the toast, so a click there opens it. */
export function LiveToast({ notice }: { notice: LiveNotice }) {
  if (!notice.to) return <span className="hm-live-toast">{notice.text}</span>;
  return (
    <AppLink className="hm-live-toast hm-live-toast--link" to={notice.to}>
      {notice.text}
    </AppLink>
  );
}
