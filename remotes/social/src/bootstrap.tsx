import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import App from './app';

// Standalone mount for working on this remote alone (`pnpm dev` in this folder).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/*" element={<App basename="/" />} />
      </Routes>
      <ToastContainer position="top-right" autoClose={3000} newestOnTop />
    </BrowserRouter>
  </StrictMode>,
);
