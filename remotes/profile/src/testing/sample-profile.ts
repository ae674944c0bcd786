import { emptySocialIds } from '@hackmate/shared/catalogues';
import type { OwnProfile, PublicProfile } from '@hackmate/shared/types';

/** Sample data for stories: no network, nothing real. */
export const SAMPLE_PROFILE: OwnProfile = {
  _id: 'sample-ada',
  fullName: 'Ada Lovelace',
  userName: 'ada.l',
  emailId: 'ada@example.com',
  profileUrl: '',
  bio: 'Poetical science. Looking for a team for the next hackathon: I bring the maths, you bring the engine.',
  gradYear: 2027,
  skills: ['PYTHON', 'RUST', 'REACT.JS', 'POSTGRES', 'PYTORCH'],
  roles: ['backend', 'ml', 'product'],
  chosenRoles: ['backend', 'ml', 'product'],
  socialIds: { ...emptySocialIds(), Github: 'github.com/ada', Linkedin: 'https://linkedin.com/in/ada', LeetCode: 'leetcode.com/u/ada' },
  projects: [
    { _id: 'p1', title: 'Analytical Engine notes', description: 'The first published algorithm, now with tests.', url: 'github.com/ada/notes', techStack: '' },
    { _id: 'p2', title: 'Bernoulli bot', description: 'Computes Bernoulli numbers on request.', url: 'https://bernoulli.example.com', techStack: '' },
  ],
  hackathons: [
    { _id: 'h1', name: 'HackMIT', description: 'Built a loom scheduler in 24 hours.', outcome: 'Winner', date: '2024-09-14', role: '' },
    { _id: 'h2', name: 'ETHGlobal', description: 'A payments prototype.', outcome: '', date: '', role: '' },
  ],
};

export const EMPTY_PROFILE: OwnProfile = {
  ...SAMPLE_PROFILE,
  _id: 'sample-new',
  fullName: 'New Developer',
  userName: 'newdev',
  bio: '',
  gradYear: null,
  skills: [],
  roles: [],
  chosenRoles: [],
  socialIds: emptySocialIds(),
  projects: [],
  hackathons: [],
};

/** Active a few hours ago, replies in about two hours, three teammates would team up again. */
export const SAMPLE_PUBLIC_PROFILE: PublicProfile = (({ emailId: _emailId, chosenRoles: _chosenRoles, ...rest }) => ({
  ...rest,
  activeAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  replyMinutes: 110,
  teamUpAgainCount: 3,
}))(SAMPLE_PROFILE);

/** Someone new who hides their presence: no trust signals to show. */
export const EMPTY_PUBLIC_PROFILE: PublicProfile = (({ emailId: _emailId, chosenRoles: _chosenRoles, ...rest }) => ({
  ...rest,
  activeAt: null,
  replyMinutes: null,
  teamUpAgainCount: 0,
}))(EMPTY_PROFILE);
