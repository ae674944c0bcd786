import type { PublicUser } from '@hackmate/shared/types';

/** Made-up people for the tests and stories (never sent anywhere). */
export const SAMPLE_USERS: PublicUser[] = [
  {
    _id: '00000000-0000-4000-8000-000000000001',
    fullName: 'Priya Raman',
    userName: 'priya.codes',
    profileUrl: '',
    bio: 'Full-stack developer into realtime apps, maps and very good coffee.',
    gradYear: 2026,
    skills: ['TYPESCRIPT', 'REACT.JS', 'NODE.JS', 'POSTGRES'],
    roles: ['frontend', 'backend'],
    socialIds: { Github: 'priya' },
  },
  {
    _id: '00000000-0000-4000-8000-000000000002',
    fullName: 'Tomás Ortega',
    userName: 'tomas_o',
    profileUrl: '',
    bio: 'Bio not available',
    gradYear: 2025,
    skills: ['PYTHON', 'PYTORCH', 'NUMPY', 'PANDAS', 'FLASK'],
    roles: ['backend', 'ml'],
    socialIds: {},
  },
];
