import type { OwnProfile } from '@hackmate/shared/types';

/** The user the server answers with after sign-in: own profile fields, without the lists. */
export type SignedInUser = Omit<OwnProfile, 'projects' | 'hackathons'>;

export interface AuthAnswer {
  message: string;
  user: SignedInUser;
}
