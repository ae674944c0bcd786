import { apiErrorMessage, apiStatus } from '@hackmate/shared/api';
import type { ConnectionRequest } from '@hackmate/shared/types';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { getRequests } from '../api/get-requests';
import { reviewRequest, type ReviewStatus } from '../api/review-request';

interface Lists {
  received: ConnectionRequest[];
  sent: ConnectionRequest[];
}

export interface Requests extends Lists {
  loading: boolean;
  failed: boolean;
  /** Request ids with a review on its way (their buttons are disabled). */
  pending: ReadonlySet<string>;
  review: (requestId: string, status: ReviewStatus) => Promise<void>;
  reload: () => void;
}

const drop = (lists: Lists, id: string): Lists => ({
  received: lists.received.filter((r) => r._id !== id),
  sent: lists.sent.filter((r) => r._id !== id),
});

/** Both boxes loaded together so the Received/Sent toggle is instant. */
export function useRequests(): Requests {
  const [lists, setLists] = useState<Lists>({ received: [], sent: [] });
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoading(true);
    setFailed(false);
    Promise.all([getRequests('received'), getRequests('sent')]).then(
      ([received, sent]) => {
        if (cancelled) return;
        setLists({ received, sent });
        setLoading(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        toast.error(apiErrorMessage(error, 'Could not load your requests'));
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const review = useCallback(async (requestId: string, status: ReviewStatus) => {
    setPending((p) => new Set(p).add(requestId));
    try {
      await reviewRequest(status, requestId);
      // SPEC §4: after any review the request disappears from both lists locally.
      setLists((l) => drop(l, requestId));
    } catch (error) {
      toast.error(apiErrorMessage(error, 'Could not update the request'));
      // Gone on the server (withdrawn or already answered elsewhere): showing it helps nobody.
      if (apiStatus(error) === 404) setLists((l) => drop(l, requestId));
    } finally {
      setPending((p) => {
        const next = new Set(p);
        next.delete(requestId);
        return next;
      });
    }
  }, []);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { ...lists, loading, failed, pending, review, reload };
}
