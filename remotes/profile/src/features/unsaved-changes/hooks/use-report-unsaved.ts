import { useContext, useEffect, useId } from 'react';
import { UnsavedContext } from './unsaved-context';

/** An editor says whether it holds unsaved changes; leaving the page then asks first. */
export function useReportUnsaved(dirty: boolean): void {
  const key = useId();
  const report = useContext(UnsavedContext);
  useEffect(() => {
    report(key, dirty);
    return () => report(key, false);
  }, [key, dirty, report]);
}
