import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { apiStatus } from '@hackmate/shared/api';
import { $otherUser, setOtherUser } from '@hackmate/shared/stores';
import type { PublicProfile } from '@hackmate/shared/types';
import { getUserProfile } from '../api/get-user-profile';

export type UserProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: PublicProfile }
  | { status: 'not-found' }
  | { status: 'failed' };

/** Loads the viewed profile into `$otherUser` (SPEC §3) and says what to show meanwhile. */
export function useUserProfile(userId: string | undefined): UserProfileState {
  const other = useStore($otherUser);
  const [result, setResult] = useState<{ userId: string; outcome: 'ready' | 'not-found' | 'failed' } | null>(null);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    getUserProfile(userId)
      .then((profile) => {
        if (cancelled) return;
        setOtherUser(profile);
        setResult({ userId, outcome: 'ready' });
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        const status = apiStatus(err);
        if (status !== 404 && status !== 400) console.error('Loading the profile failed', err);
        setResult({ userId, outcome: status === 404 || status === 400 ? 'not-found' : 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  if (!userId) return { status: 'not-found' };
  // Answers for a previously viewed id never show under the new one.
  if (!result || result.userId !== userId) return { status: 'loading' };
  if (result.outcome !== 'ready') return { status: result.outcome };
  if (other._id !== userId) return { status: 'loading' };
  return { status: 'ready', profile: other as PublicProfile };
}
