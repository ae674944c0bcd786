import { useState } from 'react';
import type { Partner } from '../hooks/use-chat-actions';
import { ChatActionDialog, type Asking } from './lazy-dialogs';
import { OptionsMenu, type MenuAction } from './options-menu';

export interface ChatActionsProps {
  partner: Partner;
  /** Whether the two are still connections ("Remove connection" only then). */
  connected: boolean;
}

/** The chat header's "Chat options": Remove connection, Block and Report, each asking first. */
export function ChatActions({ partner, connected }: ChatActionsProps) {
  const [asking, setAsking] = useState<Asking | null>(null);

  const actions: MenuAction[] = [
    ...(connected ? [{ label: 'Remove connection', onSelect: () => setAsking('remove') }] : []),
    { label: 'Block', onSelect: () => setAsking('block'), danger: true },
    { label: 'Report', onSelect: () => setAsking('report') },
  ];

  return (
    <>
      <OptionsMenu label="Chat options" actions={actions} />
      {asking ? <ChatActionDialog partner={partner} asking={asking} onClose={() => setAsking(null)} /> : null}
    </>
  );
}
