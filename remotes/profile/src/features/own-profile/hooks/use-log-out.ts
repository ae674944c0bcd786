import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { signOutLocally } from '@hackmate/shared/stores';
import { logOut } from '../api/log-out';

/** 'Log Out' (SPEC §4): end the session, forget everything cached about the user, go to the landing page. */
export function useLogOut() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function run() {
    if (busy) return;
    setBusy(true);
    try {
      await logOut();
      toast.success('User logged out successfully!');
      signOutLocally();
      navigate('/');
    } catch (err) {
      console.error('Logging out failed', err);
      toast.error('Something went wrong');
      setBusy(false);
    }
  }

  return { logOut: run, busy };
}
