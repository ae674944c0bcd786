import { useState } from 'react';
import { ConfirmDialog } from '@hackmate/shared/dialog';
import { ReportDialog } from '@hackmate/shared/ui';
import { useBlockPartner, useRemovePartner, useReport, type Partner } from '../hooks/use-chat-actions';
import { OptionsMenu, type MenuAction } from './options-menu';

export interface ChatActionsProps {
  partner: Partner;
  /** Whether the two are still connections ("Remove connection" only then). */
  connected: boolean;
}

type Asking = 'remove' | 'block' | 'report' | null;

/** The chat header's "Chat options": Remove connection, Block and Report, each asking first. */
export function ChatActions({ partner, connected }: ChatActionsProps) {
  const [asking, setAsking] = useState<Asking>(null);
  const remove = useRemovePartner(partner);
  const block = useBlockPartner(partner);
  const report = useReport(partner, { kind: 'user', id: partner._id });
  const close = () => {
    setAsking(null);
    report.reset();
  };
  const name = partner.fullName;

  const actions: MenuAction[] = [
    ...(connected ? [{ label: 'Remove connection', onSelect: () => setAsking('remove') }] : []),
    { label: 'Block', onSelect: () => setAsking('block'), danger: true },
    { label: 'Report', onSelect: () => setAsking('report') },
  ];

  return (
    <>
      <OptionsMenu label="Chat options" actions={actions} />
      {asking === 'remove' ? (
        <ConfirmDialog
          title={`Remove ${name} from your connections?`}
          description={<p>Your chat stays as history.</p>}
          confirmLabel="Remove"
          pendingLabel="Removing…"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(undefined, { onSettled: close })}
          onCancel={close}
        />
      ) : null}
      {asking === 'block' ? (
        <ConfirmDialog
          title={`Block ${name}?`}
          description={<p>They won't see you or be able to message you, and they won't be told. You can unblock them in Settings.</p>}
          confirmLabel="Block"
          pendingLabel="Blocking…"
          pending={block.isPending}
          onConfirm={() => block.mutate()}
          onCancel={close}
        />
      ) : null}
      {asking === 'report' ? (
        <ReportDialog
          title={`Report ${name}`}
          name={name}
          pending={report.isPending}
          error={report.errorText}
          onEdit={report.errorText ? report.reset : undefined}
          onSubmit={(answer) => report.mutate(answer, { onSuccess: close })}
          onClose={close}
        />
      ) : null}
    </>
  );
}
