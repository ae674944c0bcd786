import { apiStatus } from '@hackmate/shared/api';
import { Link, useParams } from '@hackmate/shared/router';
import { DashboardView, useDashboard } from '../features/dashboard';
import { useEvent } from '../features/events';
import { FormationSection } from '../features/formation';
import { LoadFailed, Loading, PageFrame } from '../features/layout';

/**
 * /events/:eventId/manage: the organisers' dashboard of their event, live, and its formation. To anyone else the
 * server answers 404 and the page says the hackathon is not found, as for an unknown one.
 */
export function ManageEventPage() {
  const { eventId = '' } = useParams();
  const dashboard = useDashboard(eventId);
  // Only for its name in the title; the dashboard does not wait for it.
  const event = useEvent(eventId);
  const title = event.data ? `Dashboard · ${event.data.name}` : 'Dashboard';
  const back = <Link to={`/events/${eventId}`}>Back to the event</Link>;

  if (!dashboard.data) {
    if (dashboard.isError && apiStatus(dashboard.error) === 404) {
      return (
        <PageFrame title="Hackathon not found">
          <p className="hm-teams-note">
            It may have been removed, or you do not run it. <Link to="/events">See all hackathons</Link>
          </p>
        </PageFrame>
      );
    }
    return (
      <PageFrame title={title} actions={back}>
        {dashboard.isError ? (
          <LoadFailed message="Could not load the dashboard." onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
        ) : (
          <Loading label="Loading the dashboard" />
        )}
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} actions={back}>
      <DashboardView dashboard={dashboard.data} eventId={eventId} />
      <FormationSection eventId={eventId} rules={dashboard.data.formation} maxTeamSize={dashboard.data.maxTeamSize} />
    </PageFrame>
  );
}
