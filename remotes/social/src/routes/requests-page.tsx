import { RequestBoxes } from '../features/requests';
import { SocialPage } from '../features/user-list';

/** /reqs/review ('Your Reqs'): pending requests received and sent. */
export function RequestsPage() {
  return (
    <SocialPage title="Your Reqs">
      <RequestBoxes />
    </SocialPage>
  );
}
