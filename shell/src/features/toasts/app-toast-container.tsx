import { useStore } from '@nanostores/react';
import { ToastContainer } from 'react-toastify';
import { $theme } from '@hackmate/shared/stores';

/**
 * The one toast container (SPEC §2, §9). react-toastify is a shared singleton, so toasts raised
 * by any remote land here. Its width (320 px) is set in theme.css.
 */
export function AppToastContainer() {
  const theme = useStore($theme);
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      newestOnTop
      closeOnClick
      draggable
      draggablePercent={80}
      pauseOnHover
      theme={theme}
    />
  );
}
