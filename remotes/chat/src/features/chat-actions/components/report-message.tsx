import { ReportDialog } from '@hackmate/shared/ui';
import { useReport, type Partner } from '../hooks/use-chat-actions';

export interface ReportMessageProps {
  partner: Partner;
  messageId: string;
  onClose: () => void;
}

/** The report form for one of the partner's messages (the moderators see the message). */
export function ReportMessage({ partner, messageId, onClose }: ReportMessageProps) {
  const report = useReport(partner, { kind: 'message', id: messageId });
  return (
    <ReportDialog
      title="Report this message"
      name={partner.fullName}
      pending={report.isPending}
      error={report.errorText}
      onEdit={report.errorText ? report.reset : undefined}
      onSubmit={(answer) => report.mutate(answer, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
