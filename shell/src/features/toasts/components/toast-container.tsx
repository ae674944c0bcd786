import { useStore } from '@nanostores/react';
import { ToastContainer } from 'react-toastify';
import { $theme } from '@hackmate/shared/stores';
import 'react-toastify/dist/ReactToastify.css';
import './toast-container.css';

/** react-toastify's container as SPEC §2 and §9 set it; fetched with the first toast (app-toast-container.tsx). */
export default function ToastContainerLoaded() {
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
