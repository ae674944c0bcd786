import { useCallback, useContext, useState, type ReactNode } from 'react';
import { UNSAFE_DataRouterContext } from '@hackmate/shared/router';
import { UnsavedContext } from '../hooks/unsaved-context';
import { useWarnBeforeUnload } from '../hooks/use-warn-before-unload';
import { LeaveBlocker } from './leave-blocker';

/**
 * Wraps a page with editors: while any of them (`useReportUnsaved`) holds unsaved changes, closing
 * or reloading the tab asks first, and so does leaving for another page of the app (one blocker
 * per page: react-router allows only one at a time).
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((key: string, isDirty: boolean) => {
    setDirty((keys) => {
      if (keys.has(key) === isDirty) return keys;
      const next = new Set(keys);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const unsaved = dirty.size > 0;
  useWarnBeforeUnload(unsaved);
  // Blocking needs the shell's data router; a remote run alone (or a plain test router) has none.
  const canBlock = useContext(UNSAFE_DataRouterContext) !== null;
  return (
    <UnsavedContext.Provider value={report}>
      {children}
      {canBlock ? <LeaveBlocker when={unsaved} /> : null}
    </UnsavedContext.Provider>
  );
}
