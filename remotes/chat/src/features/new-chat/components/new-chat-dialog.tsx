import { useConnections } from '../hooks/use-connections';
import { ConnectionPicker } from './connection-picker';

/** The picker with the user's connections; mounted only while open, so they are read when someone asks for them. */
export function NewChatDialog({ onClose }: { onClose: () => void }) {
  const { connections, failed, retry } = useConnections();
  return <ConnectionPicker connections={connections} failed={failed} onRetry={retry} onClose={onClose} />;
}
