import { Route, Routes } from '@hackmate/shared/router';
import { renderWithProviders } from '@hackmate/shared/testing';
import { MessagesPage } from '../routes/messages-page';

/** The chat screens at `path`, as the remote mounts them (and a page elsewhere to leave to). */
export function renderMessagesPage(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/convos" element={<MessagesPage />} />
      <Route path="/convos/:receiverId" element={<MessagesPage />} />
      <Route path="/elsewhere" element={<p>elsewhere</p>} />
    </Routes>,
    { route: path },
  );
}
