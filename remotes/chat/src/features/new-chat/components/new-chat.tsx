import { useCallback, useState } from 'react';
import { lazyOnInteraction } from '@hackmate/shared/ui';
import '../../../styles/pane-list.css';
import './new-chat.css';

// The picker (and the request for the connections) comes at the first interaction with the page, or when opened.
const NewChatDialog = lazyOnInteraction(() => import('./new-chat-dialog').then((m) => m.NewChatDialog), null);

/** The "Start a new chat" button and the picker of connections it opens. */
export function NewChat() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className="hm-btn hm-btn-primary chat-new-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Start a new chat
      </button>
      {open ? <NewChatDialog onClose={close} /> : null}
    </>
  );
}
