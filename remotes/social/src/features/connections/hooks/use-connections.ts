import { apiErrorMessage } from '@hackmate/shared/api';
import type { PublicUser } from '@hackmate/shared/types';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { getConnections } from '../api/get-connections';

export function useConnections() {
  const [connections, setConnections] = useState<PublicUser[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    setFailed(false);
    getConnections().then(
      (list) => {
        if (cancelled) return;
        setConnections(list);
        setLoading(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        toast.error(apiErrorMessage(error, 'Could not load your connections'));
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { connections, loading, failed, reload };
}
