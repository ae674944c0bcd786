import { useCallback, useState } from 'react';
import { useConnections } from '../hooks/use-connections';
import { ConnectionPicker } from './connection-picker';

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

// Mounted only while open, so the connections are read when someone asks for them.
function NewChatDialog({ onClose }: { onClose: () => void }) {
  const { connections, failed, retry } = useConnections();
  return <ConnectionPicker connections={connections} failed={failed} onRetry={retry} onClose={onClose} />;
}
