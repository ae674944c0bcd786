import { api } from '@hackmate/shared/api';
import type { SignedInUser } from './types';

export interface GoogleLoginInput {
  /** The Firebase ID token; the server trusts only what it verifies from this. */
  idToken: string;
  _id: string;
  fullName: string;
  emailId: string;
  userName: string;
}

export interface GoogleLoginAnswer {
  user: SignedInUser;
  /** False when this sign-in created the account (the client then goes to onboarding). */
  existing: boolean;
}

/** POST /google/login */
export async function googleLogin(input: GoogleLoginInput): Promise<GoogleLoginAnswer> {
  const { data } = await api().post<GoogleLoginAnswer>('/google/login', input);
  return data;
}
