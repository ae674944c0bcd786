import type { FormationPreview } from '@hackmate/shared/contracts';
import { ME, PRIYA, TOMAS } from './fixtures';

// Made-up "Form teams now" answers for the tests and stories.

/** Two new teams, one short of its required designer, and one person left out. */
export const PREVIEW: FormationPreview = {
  pool: 5,
  teams: [
    {
      members: [
        { user: PRIYA, role: 'design' },
        { user: ME, role: 'backend' },
      ],
      roles: ['backend', 'design', 'frontend'],
      commitment: 'serious',
      meetsRequired: true,
    },
    {
      members: [
        { user: TOMAS, role: 'ml' },
        { user: { ...ME, _id: '00000000-0000-4000-8000-000000000009', fullName: 'Grace Hopper', userName: 'grace' }, role: null },
      ],
      roles: ['backend', 'ml'],
      commitment: 'serious',
      meetsRequired: false,
    },
  ],
  fills: [],
  unplaced: [{ user: { ...TOMAS, _id: '00000000-0000-4000-8000-000000000010', fullName: 'Linus Berg', userName: 'linus' }, commitment: 'to-win', reason: 'commitment' }],
  requiredRoles: { design: 1 },
};

export const EMPTY_PREVIEW: FormationPreview = { pool: 0, teams: [], fills: [], unplaced: [], requiredRoles: {} };
