import { Link } from '@hackmate/shared/router';
import { EventBrowser } from '../features/events';
import { PageFrame } from '../features/layout';
import { RequestInbox } from '../features/team-requests';
import { MyTeams } from '../features/teams';

/** /events ("Hackathons"): my invites and teams when I have any, then the events. */
export function EventsPage() {
  return (
    <PageFrame
      title="Hackathons"
      actions={
        <Link className="hm-btn hm-btn-primary" to="/events/new">
          Add a hackathon
        </Link>
      }
    >
      <RequestInbox />
      <MyTeams />
      <EventBrowser />
    </PageFrame>
  );
}
