import { BlockDialog, ConfirmDialog } from '@hackmate/shared/dialog';
import { ReportDialog } from '@hackmate/shared/ui';
import { useBlockPartner, useRemovePartner, useReport, type Partner } from '../hooks/use-chat-actions';

/** Which of "Chat options" asks its question. */
export type Asking = 'remove' | 'block' | 'report';

export interface ChatActionDialogProps {
  partner: Partner;
  asking: Asking;
  onClose: () => void;
}

/** The question a "Chat options" item asks (Remove connection, Block, Report), and what follows the answer. */
export function ChatActionDialog({ partner, asking, onClose }: ChatActionDialogProps) {
  const remove = useRemovePartner(partner);
  const block = useBlockPartner(partner);
  const report = useReport(partner, { kind: 'user', id: partner._id });
  const name = partner.fullName;

  if (asking === 'remove') {
    return (
      <ConfirmDialog
        title={`Remove ${name} from your connections?`}
        description={<p>Your chat stays as history.</p>}
        confirmLabel="Remove"
        pendingLabel="Removing…"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: onClose })}
        onCancel={onClose}
      />
    );
  }
  if (asking === 'block') {
    return (
      <BlockDialog name={name} pending={block.isPending} onBlock={() => block.mutate()} onCancel={onClose} />
    );
  }
  return (
    <ReportDialog
      title={`Report ${name}`}
      name={name}
      pending={report.isPending}
      error={report.errorText}
      onEdit={report.errorText ? report.reset : undefined}
      onSubmit={(answer) => report.mutate(answer, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
