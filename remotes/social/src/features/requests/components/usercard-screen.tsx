import { toast } from 'react-toastify';
import { SAMPLE_USERS } from '../../../lib/sample-users';
import { RequestCard } from './request-card';
import '../../../components/social-page.css';

/** /usercard (development route, SPEC §2): request cards with sample data; nothing is sent. */
export function UsercardScreen() {
  const [first, second] = SAMPLE_USERS;
  return (
    <section className="hm-social-page" aria-label="Request card preview">
      <ul className="hm-social-list">
        <li>{first ? <RequestCard user={first} box="received" onReview={(s) => toast.info(`Preview only: ${s}`)} /> : null}</li>
        <li>{second ? <RequestCard user={second} box="sent" onReview={(s) => toast.info(`Preview only: ${s}`)} /> : null}</li>
      </ul>
    </section>
  );
}
