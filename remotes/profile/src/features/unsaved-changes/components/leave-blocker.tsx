import { useBlocker } from '@hackmate/shared/router';
import { ConfirmDialog } from '@hackmate/shared/dialog';

/** Holds in-app navigation while `when` is true and asks whether to leave the unsaved changes behind. */
export function LeaveBlocker({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      description="Your changes are not saved yet. If you leave now, they are lost."
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
