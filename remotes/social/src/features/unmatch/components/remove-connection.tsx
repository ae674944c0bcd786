import type { PublicUser } from '@hackmate/shared/types';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useRemoveConnection } from '../hooks/use-remove-connection';
import './unmatch.css';

/**
 * "Remove connection" on a connection card, confirmed in place: the question replaces the button
 * (Cancel focused, Escape cancels), and a cancelled question gives the focus back to the button.
 */
export function RemoveConnection({ user }: { user: PublicUser }) {
  const [asking, setAsking] = useState(false);
  const remove = useRemoveConnection();
  const button = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  const questionId = useId();

  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (wasAsking.current) button.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button ref={button} type="button" className="hm-btn" onClick={() => setAsking(true)}>
        Remove connection
      </button>
    );
  }

  const stop = () => !remove.isPending && setAsking(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') stop();
  };
  return (
    <div className="hm-unmatch-confirm" role="group" aria-labelledby={questionId} onKeyDown={onKeyDown}>
      <p id={questionId} className="hm-unmatch-question">
        Remove {user.fullName} from your connections? Your chat stays as history.
      </p>
      <div className="hm-unmatch-buttons">
        <button ref={cancel} type="button" className="hm-btn" onClick={stop} disabled={remove.isPending}>
          Cancel
        </button>
        <button
          type="button"
          className="hm-btn hm-btn-danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(user, { onError: () => setAsking(false) })}
        >
          {remove.isPending ? 'Removing…' : 'Remove'}
        </button>
      </div>
    </div>
  );
}
