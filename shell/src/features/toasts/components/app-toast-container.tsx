import { useStore } from '@nanostores/react';
import { ToastContainer } from 'react-toastify';
import { $theme } from '@hackmate/shared/stores';
import 'react-toastify/dist/ReactToastify.css';
import './app-toast-container.css';

/**
 * The one toast container (SPEC §2, §9). react-toastify is a shared singleton, so toasts raised
 * by any remote land here. It comes with the router (app.tsx): nothing on the landing page toasts.
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
