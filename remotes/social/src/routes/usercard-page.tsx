import type { PublicUser } from '@hackmate/shared/types';
import { toast } from '@hackmate/shared/toast';
import { RequestCard } from '../features/requests';
import { SocialPage, UserList } from '../features/user-list';

const person = (n: number, fullName: string, userName: string, bio: string, skills: string[], roles: PublicUser['roles']): PublicUser => ({
  _id: `00000000-0000-4000-8000-00000000000${n}`,
  fullName,
  userName,
  profileUrl: '',
  bio,
  gradYear: 2026,
  skills,
  roles,
  socialIds: {},
});

// Made up for this page alone (tests and stories have their own in src/testing): one card per box,
// one previewing a bio and one the skills that stand in for a missing bio.
const PREVIEW = [
  { _id: 'received', box: 'received', user: person(1, 'Priya Raman', 'priya.codes', 'Full-stack developer into realtime apps, maps and very good coffee.', ['TYPESCRIPT', 'REACT.JS'], ['frontend']) },
  { _id: 'sent', box: 'sent', user: person(2, 'Tomás Ortega', 'tomas_o', 'Bio not available', ['PYTHON', 'PYTORCH', 'NUMPY', 'PANDAS'], ['ml']) },
] as const;

/** /usercard (development route, SPEC §2): request cards with made-up people; nothing is sent. */
export function UsercardPage() {
  return (
    <SocialPage label="Request card preview">
      <UserList items={PREVIEW} label="Request cards">
        {({ box, user }) => <RequestCard user={user} box={box} onReview={(status) => toast.info(`Preview only: ${status}`)} />}
      </UserList>
    </SocialPage>
  );
}
