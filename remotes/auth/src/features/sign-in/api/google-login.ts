import { api } from '@hackmate/shared/api';
import type { Answer, googleSignedInAnswer } from '@hackmate/shared/contracts';

export interface GoogleLoginInput {
  /** The Firebase ID token; the server trusts only what it verifies from this. */
  idToken: string;
  _id: string;
  fullName: string;
  emailId: string;
  userName: string;
}

/** POST /google/login; `existing` is false when this sign-in created the account (the client then goes to onboarding). */
export async function googleLogin(input: GoogleLoginInput): Promise<Answer<typeof googleSignedInAnswer>> {
  const { data } = await api().post<Answer<typeof googleSignedInAnswer>>('/google/login', input);
  return data;
}
