import { apiErrorMessage, apiStatus } from '@hackmate/shared/api';
import { Link, useNavigate, useParams } from '@hackmate/shared/router';
import { useEffect, useRef } from 'react';
import { LoadFailed, Loading, PageFrame } from '../features/layout';
import { useJoinEvent } from '../features/organisers';

export const DEAD_LINK_TEXT = 'This invite link does not work any more. Ask the organisers for a new one.';

/**
 * /events/join/:token, the invite link: joins the event (signed out, the route's sign-in comes
 * first and brings the person back here), then shows the event's page in its place.
 */
export function JoinEventPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const join = useJoinEvent();
  const asked = useRef('');

  const ask = () =>
    join.mutate(token, {
      onSuccess: (event) => navigate(`/events/${event._id}`, { replace: true }),
    });

  useEffect(() => {
    // Once per link, also when a development render runs effects twice.
    if (asked.current === token) return;
    asked.current = token;
    ask();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ask` is new each render; the token decides
  }, [token]);

  if (join.isError) {
    const status = apiStatus(join.error);
    if (status === 404 || status === 409) {
      return (
        <PageFrame title="Could not join">
          <p className="hm-teams-note">
            {status === 404 ? DEAD_LINK_TEXT : apiErrorMessage(join.error, 'This event has ended.')} <Link to="/events">See all hackathons</Link>
          </p>
        </PageFrame>
      );
    }
    return (
      <PageFrame title="Joining the hackathon">
        <LoadFailed message="Could not join the hackathon." onRetry={ask} retrying={join.isPending} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Joining the hackathon">
      <Loading label="Joining the hackathon" />
    </PageFrame>
  );
}
