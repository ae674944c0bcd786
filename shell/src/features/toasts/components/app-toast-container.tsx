import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $toastsWanted } from '@hackmate/shared/toast';

const ToastContainerLoaded = lazy(() => import('./toast-container'));

/**
 * The one toast container (SPEC §2, §9): toasts raised by any remote land here, through
 * `@hackmate/shared/toast`. Nothing is fetched until the first toast asks for it (it floats
 * above the page, so arriving late moves nothing); toasts raised meanwhile wait for it.
 */
export function AppToastContainer() {
  const wanted = useStore($toastsWanted);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainerLoaded />
    </Suspense>
  ) : null;
}
